//! Server-rendered pages as crawlers and link unfurlers see them: raw HTML, no JavaScript.

use crate::helpers::{TestServer, built_web, case_study, education, experience};
use reqwest::Method;
use serde_json::{Value, json};

/// The `content` of `<meta {attr}="{key}" content="...">`, unescaped enough for these tests.
fn meta(html: &str, attr: &str, key: &str) -> Option<String> {
    let start = html.find(&format!("<meta {attr}=\"{key}\" content=\""))?;
    let rest = &html[start..];
    let value = &rest[rest.find("content=\"")? + 9..];
    Some(
        value[..value.find('"')?]
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&#39;", "'")
            .replace("&amp;", "&"),
    )
}

/// The JSON inside `<script type="{kind}"...>`.
fn script_json(html: &str, kind: &str) -> Value {
    let start = html.find(&format!("<script type=\"{kind}\"")).expect(kind);
    let body = &html[start..];
    let body = &body[body.find('>').unwrap() + 1..];
    serde_json::from_str(&body[..body.find("</script>").unwrap()]).expect("JSON")
}

/// The home's views with their addresses, as folio-core lists them: its vector, which the web's
/// unit tests of the app's lookups read too.
fn views() -> Value {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../core/tests/vectors/server-only/home-views.json"
    );
    let vectors: Value =
        serde_json::from_str(&std::fs::read_to_string(file).expect(file)).expect("JSON");
    vectors["cases"][0]["output"].clone()
}

/// The public interface's words every page the app starts from carries: the site's interface
/// language is English, read from its catalogue; the language switcher's and the suggestion's,
/// which only a site in several languages shows, are not among them.
fn strings() -> Value {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/messages/en.json");
    let catalogue: Value =
        serde_json::from_str(&std::fs::read_to_string(file).expect(file)).expect("JSON");
    let mut texts = catalogue["texts"].clone();
    let texts_map = texts.as_object_mut().expect("texts");
    for several in [
        "languagesLabel",
        "languageSuggestion",
        "dismissSuggestion",
        "untranslated",
        "caseStudyOnlyIn",
        "caseStudyOnlyInOther",
    ] {
        texts_map.remove(several).expect("a text of the catalogue");
    }
    texts
}

/// The page's markup, without the data it embeds (which holds every word of the interface).
fn markup(html: &str) -> &str {
    html.split("<script type=\"application/json\" id=\"folio-data\">")
        .next()
        .unwrap_or(html)
}

#[tokio::test]
async fn the_home_page_carries_its_meta_content_and_data() {
    let server = TestServer::owner_with_web().await;
    let profile = json!({ "name": "Ada \"The Countess\" Lovelace", "briefIntro": "Analyst <of engines>.",
        "githubUrl": "https://github.com/ada", "linkedinUrl": "https://www.linkedin.com/in/ada" });
    server
        .send(Method::PUT, "/api/admin/profile", profile)
        .await;
    let mut job = experience("Engineer");
    job["accomplishments"] = json!("See https://example.org and ftp://old.example");
    server
        .send(Method::POST, "/api/admin/experiences", job)
        .await;
    server.add_case_study("Shown", "shown", true).await;
    server.add_case_study("Hidden", "hidden", false).await;

    let (status, page) = server.page("/").await;
    assert_eq!(status, 200);
    assert!(
        page.contains("<title>Ada &quot;The Countess&quot; Lovelace</title>"),
        "{page}"
    );
    assert_eq!(
        meta(&page, "name", "description").unwrap(),
        "Analyst <of engines>."
    );
    assert_eq!(
        meta(&page, "property", "og:title").unwrap(),
        "Ada \"The Countess\" Lovelace"
    );
    assert_eq!(meta(&page, "property", "og:type").unwrap(), "website");
    assert_eq!(
        meta(&page, "property", "og:url").unwrap(),
        format!("{}/", server.base)
    );
    // Issue 23: with no photo set, the home shares the card drawn with the name.
    assert_eq!(
        meta(&page, "property", "og:image").unwrap(),
        format!("{}/og-image.png", server.base)
    );
    assert_eq!(
        meta(&page, "name", "twitter:card").unwrap(),
        "summary_large_image"
    );
    assert!(page.contains(&format!(
        r#"<link rel="canonical" href="{}/" />"#,
        server.base
    )));
    assert!(page.contains(r#"<link rel="alternate" type="application/rss+xml""#));
    assert!(meta(&page, "name", "robots").is_none());

    let person = script_json(&page, "application/ld+json");
    assert_eq!(person["@type"], "Person");
    assert_eq!(person["name"], "Ada \"The Countess\" Lovelace");
    assert_eq!(
        person["sameAs"],
        json!(["https://github.com/ada", "https://www.linkedin.com/in/ada"])
    );

    // Readable without JavaScript: the header, the experience with its links, the playground.
    assert!(page.contains("Analyst &lt;of engines&gt;."));
    assert!(
        page.contains(r#"<a href="https://example.org" target="_blank""#),
        "{page}"
    );
    assert!(
        page.contains(r#"<span class="plain-url">ftp://old.example</span>"#),
        "{page}"
    );
    assert!(!page.contains("Hidden"));
    let (_, playground) = server.page("/?tab=playground").await;
    assert!(
        playground.contains(r#"<a href="/case-studies/shown" class="card case-card">"#),
        "{playground}"
    );
    assert!(playground.contains(r#"<h2 class="case-card-title">Shown</h2>"#));
    assert!(!playground.contains("Hidden"));

    // The app's starting data is exactly what the API answers for the view drawn, with the
    // home's views and the one drawn, and the interface's words.
    let data = script_json(&page, "application/json");
    let (status, home) = server.get("/api/home/view").await;
    assert_eq!(status, 200);
    assert_eq!(
        data,
        json!({ "home": home, "view": "/", "views": views(), "strings": strings() })
    );
    // Derived by folio-core: the app needs no rule of its own to show it.
    assert_eq!(home["experiences"][0]["dateRange"], "Mar 2022 - Jan 2024");
    let (_, home) = server.get("/api/home").await;
    assert_eq!(home["byTools"][0]["tool"], "Rust");
    assert_eq!(home["caseStudies"][0]["slug"], "shown");
    assert_eq!(home["caseStudies"].as_array().map(Vec::len), Some(1));
}

#[tokio::test]
async fn a_case_study_page_is_an_article_and_escapes_its_title() {
    let server = TestServer::owner_with_web().await;
    let hostile = "</script><script>alert(1)</script> \"quoted\" & 'single'";
    let mut body = case_study(hostile, "hostile", true);
    body["featuredImage"] = json!("/uploads/cover.png");
    let (status, _) = server
        .send(Method::POST, "/api/admin/case-studies", body)
        .await;
    assert_eq!(status, 200);

    let (status, page) = server.page("/case-studies/hostile").await;
    assert_eq!(status, 200);
    assert_eq!(
        page.matches("<script").count(),
        page.matches("</script>").count()
    );
    assert!(!page.contains("<script>alert(1)"), "{page}");
    assert_eq!(
        meta(&page, "property", "og:title").unwrap(),
        format!("{hostile} · Your Name")
    );
    assert_eq!(meta(&page, "property", "og:type").unwrap(), "article");
    assert_eq!(
        meta(&page, "property", "og:image").unwrap(),
        format!("{}/uploads/cover.png", server.base)
    );
    assert_eq!(
        meta(&page, "name", "twitter:card").unwrap(),
        "summary_large_image"
    );
    let article = script_json(&page, "application/ld+json");
    assert_eq!(article["@type"], "Article");
    assert_eq!(article["headline"], hostile);
    assert_eq!(article["author"]["name"], "Your Name");
    assert!(article["datePublished"].is_string() && article["dateModified"].is_string());
    // The app's starting data is the API's answer but the body, which the markup holds.
    let data = script_json(&page, "application/json");
    let mut answer = server.get("/api/case-studies/hostile").await.1;
    let answer = answer.as_object_mut().unwrap();
    assert_eq!(answer.remove("contentHtml").unwrap(), "<p>Hello</p>\n");
    answer.remove("content").unwrap();
    assert_eq!(data["caseStudy"], Value::Object(answer.clone()));
    // 'Back to Portfolio' goes home without a reload: the app finds the home's views here.
    assert_eq!(data["views"], views());
    assert_eq!(
        data["caseStudy"]["pageTitle"],
        format!("{hostile} · Your Name")
    );
    assert!(
        page.contains("<p>Hello</p>"),
        "the body rendered by folio-core"
    );
    assert_eq!(markup(&page).matches("Back to Portfolio").count(), 2);
    // An image of unknown size keeps the room the layout reserves, and comes first.
    assert!(
        page.contains(
            r#"<img class="article-image" src="/uploads/cover.png" width="1200" height="630" alt="" fetchPriority="high" decoding="async"/>"#
        ),
        "{page}"
    );
}

#[tokio::test]
async fn a_featured_upload_is_offered_at_each_stored_width() {
    let server = TestServer::owner_with_web().await;
    let upload = "/uploads/0123456789abcdef0123456789abcdef-1000x600.jpg";
    let srcset = "/uploads/0123456789abcdef0123456789abcdef-1000x600-480.webp 480w, \
        /uploads/0123456789abcdef0123456789abcdef-1000x600-800.webp 800w, \
        /uploads/0123456789abcdef0123456789abcdef-1000x600.jpg 1000w";
    let mut body = case_study("Sized", "sized", true);
    body["featuredImage"] = json!(upload);
    body["featuredImageAlt"] = json!(" The ledger, <before> the move ");
    server
        .send(Method::POST, "/api/admin/case-studies", body)
        .await;

    // The article: the phone picks a copy as wide as its screen, and fetches it first; the
    // owner's description of the image is its alt text.
    let (_, study) = server.get("/api/case-studies/sized").await;
    assert_eq!(study["featuredImageAlt"], "The ledger, <before> the move");
    assert_eq!(
        study["image"],
        json!({"src": upload, "width": 1000, "height": 600, "srcset": srcset,
            "sizes": "(max-width: 800px) 100vw, 760px"})
    );
    let (_, page) = server.page("/case-studies/sized").await;
    assert!(
        page.contains(&format!(
            r#"<img class="article-image" src="{upload}" srcSet="{srcset}" sizes="(max-width: 800px) 100vw, 760px" width="1000" height="600" alt="The ledger, &lt;before&gt; the move" fetchPriority="high" decoding="async"/>"#
        )),
        "{page}"
    );

    // The Playground card: sized for the grid, and loaded only when scrolled to.
    let (_, home) = server.get("/api/home").await;
    let card = &home["caseStudies"][0]["image"];
    assert_eq!(card["srcset"], srcset);
    assert_eq!(
        card["sizes"],
        "(max-width: 700px) 100vw, (max-width: 1040px) 50vw, 320px"
    );
    let (_, playground) = server.page("/?tab=playground").await;
    assert!(
        playground.contains(&format!(
            r#"<img src="{upload}" srcSet="{srcset}" sizes="(max-width: 700px) 100vw, (max-width: 1040px) 50vw, 320px" width="1000" height="600" alt="The ledger, &lt;before&gt; the move" loading="lazy" decoding="async"/>"#
        )),
        "{playground}"
    );
}

#[tokio::test]
async fn the_admin_and_not_found_pages_are_sent_compressed() {
    let server = TestServer::with_web().await;
    for (path, status) in [
        ("/admin", 200),
        ("/admin/login", 200),
        ("/nope", 404),
        ("/case-studies/nope", 404),
    ] {
        // Each in the form its client accepts, brotli first; the one that accepts neither gets
        // the page plain, told it varies with what the client accepts.
        for (accepts, sent) in [
            ("gzip, deflate, br", Some("br")),
            ("gzip", Some("gzip")),
            ("identity", None),
        ] {
            let response = server
                .request(Method::GET, path)
                .header("accept-encoding", accepts)
                .send()
                .await
                .unwrap();
            let headers = response.headers().clone();
            assert_eq!(response.status(), status, "{path}");
            let encoding = headers.get("content-encoding").map(|v| v.to_str().unwrap());
            assert_eq!(encoding, sent, "{path} accepting {accepts}");
            assert_eq!(headers["vary"], "accept-encoding", "{path}");
            assert_eq!(headers["cache-control"], "no-cache", "{path}");
            let body = response.bytes().await.unwrap();
            assert!(body.len() > 512, "{path}: {} bytes", body.len());
        }
        // The app may go home from any of them without a reload: each hands it the home's views.
        let page = server.page(path).await.1;
        assert_eq!(
            script_json(&page, "application/json")["views"],
            views(),
            "{path}"
        );
    }
}

#[tokio::test]
async fn unpublished_case_studies_are_404_and_noindex() {
    let server = TestServer::owner_with_web().await;
    server.add_case_study("Draft", "draft", false).await;
    let (status, page) = server.page("/case-studies/draft").await;
    assert_eq!(status, 404);
    assert_eq!(meta(&page, "name", "robots").unwrap(), "noindex");
    assert!(page.contains("Case Study Not Found"));
    assert!(!page.contains("Draft"));
}

#[tokio::test]
async fn robots_sitemap_and_feed_list_exactly_the_published_case_studies() {
    let server = TestServer::start_with(|c| {
        built_web(c);
        c.public_url = Some("https://ada.example/".into());
    })
    .await;
    server.sign_up().await;
    for (title, slug, published) in [
        ("One", "one", true),
        ("Two & more", "two", true),
        ("Draft", "draft", false),
    ] {
        server.add_case_study(title, slug, published).await;
    }
    let (status, robots) = server.page("/robots.txt").await;
    assert_eq!(status, 200);
    assert!(robots.contains("Disallow: /admin") && robots.contains("Disallow: /api"));
    assert!(robots.contains("Sitemap: https://ada.example/sitemap.xml"));

    let (_, sitemap) = server.page("/sitemap.xml").await;
    let doc = roxmltree::Document::parse(&sitemap).expect("sitemap XML");
    let locs: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("loc"))
        .map(|n| n.text().unwrap().to_owned())
        .collect();
    assert_eq!(
        locs,
        [
            "https://ada.example/",
            "https://ada.example/case-studies/two",
            "https://ada.example/case-studies/one"
        ]
    );
    assert_eq!(
        doc.descendants()
            .filter(|n| n.has_tag_name("lastmod"))
            .count(),
        3
    );

    let (_, feed) = server.page("/feed.xml").await;
    let doc = roxmltree::Document::parse(&feed).expect("feed XML");
    let titles: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("item"))
        .map(|item| {
            item.children()
                .find(|n| n.has_tag_name("title"))
                .unwrap()
                .text()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(titles, ["Two & more", "One"]);
    let date = doc
        .descendants()
        .find(|n| n.has_tag_name("pubDate"))
        .unwrap()
        .text()
        .unwrap();
    assert!(
        time::OffsetDateTime::parse(date, &time::format_description::well_known::Rfc2822).is_ok(),
        "{date}"
    );
}

#[tokio::test]
async fn pages_are_served_from_the_snapshot_and_refreshed_by_writes() {
    let server = TestServer::owner_with_web().await;
    let first = server.request(Method::GET, "/").send().await.unwrap();
    let etag = first.headers()["etag"].clone();
    let again = server
        .request(Method::GET, "/")
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);
    server
        .send(
            Method::POST,
            "/api/admin/experiences",
            experience("Fresh Role"),
        )
        .await;
    let (_, page) = server.page("/").await;
    assert!(page.contains("Fresh Role"));
}

#[tokio::test]
async fn a_case_study_at_the_content_bound_is_served_from_the_snapshot_too() {
    let server = TestServer::owner_with_web().await;
    // The code block that escapes to the most markup: a million characters of `<` at the bound.
    let code = "<".repeat(990_000);
    let content = json!({ "blocks": [{ "type": "code", "data": { "code": code } }] }).to_string();
    assert!(content.len() <= 1_000_000);
    let mut body = case_study("Heavy", "heavy", true);
    body["content"] = json!(content);
    let (status, created) = server
        .send(Method::POST, "/api/admin/case-studies", body)
        .await;
    assert_eq!(status, 200, "{created}");

    let (status, first) = server.page("/case-studies/heavy").await;
    assert_eq!(status, 200);
    // The body, escaped (`&lt;` a character), is in the page once: in its markup, not again in
    // the app's data.
    let escaped = 990_000 * "&lt;".len();
    assert!(
        first.len() > escaped && first.len() < escaped + escaped / 10,
        "{} bytes",
        first.len()
    );
    assert!(first.contains("Heavy"));
    // Changed behind the server's back: a page served from the snapshot does not show it.
    server
        .execute_sql("UPDATE case_studies SET title = 'Edited elsewhere'")
        .await;
    let (status, second) = server.page("/case-studies/heavy").await;
    assert_eq!(status, 200);
    assert_eq!(second, first, "the second GET is the snapshot's");
    let compressed = server
        .request(Method::GET, "/case-studies/heavy")
        .header("accept-encoding", "br")
        .send()
        .await
        .unwrap();
    assert_eq!(compressed.headers()["content-encoding"], "br");
}

#[tokio::test]
async fn a_form_asked_for_after_the_first_read_is_the_kept_page_compressed() {
    use std::io::Read;
    let server = TestServer::with_profile(json!({ "name": "Ada", "briefIntro": "Hi." })).await;
    let get = |accepts: &'static str| {
        server
            .request(Method::GET, "/")
            .header("accept-encoding", accepts)
            .send()
    };
    // Kept by a client that takes no compression, which the page varies with all the same.
    let first = get("identity").await.unwrap();
    assert_eq!(first.headers()["vary"], "accept-encoding");
    assert!(!first.headers().contains_key("content-encoding"));
    let first = first.text().await.unwrap();
    assert!(first.contains("Ada"), "{first}");
    // Changed behind the server's back: each form asked for later is made from the kept page.
    server
        .execute_sql("UPDATE profile SET name = 'Edited elsewhere'")
        .await;
    for (accepts, encoding) in [("gzip, br", "br"), ("gzip", "gzip")] {
        for _ in 0..2 {
            let response = get(accepts).await.unwrap();
            assert_eq!(response.headers()["content-encoding"], encoding);
            let packed = response.bytes().await.unwrap();
            let mut page = String::new();
            if encoding == "br" {
                brotli::Decompressor::new(&packed[..], 4096).read_to_string(&mut page)
            } else {
                flate2::read::GzDecoder::new(&packed[..]).read_to_string(&mut page)
            }
            .unwrap();
            assert_eq!(page, first, "{accepts}");
        }
    }
}

/// The `<div role="tabpanel" …>` of a home page, up to its end.
fn panel(page: &str) -> &str {
    let start = page.find(r#"role="tabpanel""#).expect("a tab panel");
    &page[start..page.rfind("</main>").expect("</main>")]
}

/// The `<a …>` opening tag of the tab or filter link named `label`.
fn link_to<'a>(page: &'a str, label: &str) -> &'a str {
    let end = page.find(&format!(">{label}</a>")).expect(label);
    &page[page[..end].rfind("<a ").expect("<a")..end]
}

#[tokio::test]
async fn a_fresh_install_points_its_owner_to_the_setup_until_there_is_an_admin() {
    let server = TestServer::with_web().await;
    let notice = r#"<p class="setup-notice" role="note">"#;
    let (_, page) = server.page("/").await;
    assert!(page.contains(notice), "{page}");
    assert!(page.contains(r#"<a href="/admin/login">"#));
    // The placeholder profile's links go nowhere of the owner's: not shown.
    assert!(!page.contains(r#"class="hero-links""#), "{page}");
    assert_eq!(server.get("/api/home").await.1["setupOpen"], true);

    server.sign_up().await;
    let (_, page) = server.page("/").await;
    assert!(!page.contains(notice), "{page}");
    assert_eq!(server.get("/api/home").await.1["setupOpen"], false);
    // A link is public once the owner sets it (issue 23), in the page and its JSON-LD.
    assert!(!page.contains(r#"class="hero-links""#), "{page}");
    assert_eq!(
        script_json(&page, "application/ld+json")["sameAs"],
        json!([])
    );
    let github = json!({ "githubUrl": "https://github.com/ada" });
    server.send(Method::PUT, "/api/admin/profile", github).await;
    let (_, page) = server.page("/").await;
    assert!(page.contains(r#"class="hero-links""#));
    assert!(page.contains(r#"href="https://github.com/ada""#));
    assert!(!page.contains("LinkedIn</a>"), "{page}");
    assert_eq!(
        script_json(&page, "application/ld+json")["sameAs"],
        json!(["https://github.com/ada"])
    );
}

#[tokio::test]
async fn a_stored_date_that_is_not_a_month_is_shown_as_written() {
    let server = TestServer::owner_with_web().await;
    server
        .send(Method::POST, "/api/admin/experiences", experience("Old"))
        .await;
    server
        .execute_sql("UPDATE experiences SET start_date = 'Spring 2019'")
        .await;
    let (status, list) = server.get("/api/experiences").await;
    assert_eq!(status, 200, "{list}");
    assert_eq!(list[0]["startDate"], "Spring 2019");
    let (status, _) = server.get("/api/admin/experiences").await;
    assert_eq!(status, 200);
    let (_, home) = server.get("/api/home").await;
    assert_eq!(
        home["experiences"][0]["dateRange"],
        "Spring 2019 - Jan 2024"
    );
    let (status, page) = server.page("/").await;
    assert_eq!(status, 200);
    assert!(page.contains("Spring 2019 - Jan 2024"), "{page}");
}

#[tokio::test]
async fn a_long_text_on_a_card_starts_clamped_with_show_more() {
    let server = TestServer::owner_with_web().await;
    let mut long = experience("Long");
    long["description"] = json!("word ".repeat(200));
    server
        .send(Method::POST, "/api/admin/experiences", long)
        .await;
    let (_, page) = server.page("/").await;
    let id = server.get("/api/experiences").await.1[0]["id"].clone();
    assert!(
        page.contains(&format!(
            r#"<p id="experience-{id}-description" class="linked-text experience-description is-clamped">"#
        )),
        "{page}"
    );
    // A disclosure, which opens without the app's script too (issue 40).
    assert!(page.contains(
        r#"<details class="show-more-toggle"><summary class="show-more"><span class="show-more-closed">Show more</span><span class="show-more-open">Show less</span></summary></details>"#
    ));
    assert_eq!(
        markup(&page).matches("Show more").count(),
        1,
        "short accomplishments are not clamped"
    );
}

#[tokio::test]
async fn the_home_page_draws_the_view_its_query_names_with_links_to_the_others() {
    let server = TestServer::owner_with_web().await;
    server
        .send(
            Method::POST,
            "/api/admin/experiences",
            experience("Engineer"),
        )
        .await;
    server
        .send(
            Method::POST,
            "/api/admin/education",
            education("Deep Learning"),
        )
        .await;
    server.add_case_study("Shown", "shown", true).await;

    for (query, selected, current, shows, hides) in [
        (
            "/",
            "Work Experience",
            Some("All"),
            r#"class="card experience-card""#,
            "group-title",
        ),
        (
            "/?tab=experiences&filter=all",
            "Work Experience",
            Some("All"),
            "experience-card",
            "group-title",
        ),
        (
            "/?filter=tools",
            "Work Experience",
            Some("By Tools"),
            r#"<h2 class="group-title tool-group-title">SQL</h2>"#,
            "experience-card",
        ),
        (
            "/?filter=industries",
            "Work Experience",
            Some("By Industries"),
            r#"<h2 class="group-title">Technology</h2>"#,
            "experience-card",
        ),
        (
            "/?tab=education",
            "Education",
            None,
            r#"<h2 class="section-heading">Machine Learning</h2>"#,
            "experience-card",
        ),
        (
            "/?tab=education&filter=tools",
            "Education",
            None,
            "education-card",
            "group-title",
        ),
        (
            "/?tab=playground",
            "Playground",
            None,
            r#"class="card case-card""#,
            "education-card",
        ),
        (
            "/?tab=nope&filter=nope",
            "Work Experience",
            Some("All"),
            "experience-card",
            "case-card",
        ),
        (
            "/?filter=Tools",
            "Work Experience",
            Some("All"),
            "experience-card",
            "group-title",
        ),
    ] {
        let (status, page) = server.page(query).await;
        assert_eq!(status, 200, "{query}");
        // Exactly one tab is selected, and the panel is labelled by it.
        assert_eq!(
            page.matches(r#"aria-selected="true""#).count(),
            1,
            "{query}"
        );
        let tab = link_to(&page, selected);
        assert!(
            tab.contains(r#"role="tab""#) && tab.contains(r#"aria-selected="true""#),
            "{query}: {tab}"
        );
        assert!(
            tab.contains(r#"aria-controls="portfolio-panel""#),
            "{query}: {tab}"
        );
        let id = &tab[tab.find(r#"id=""#).unwrap() + 4..];
        let id = &id[..id.find('"').unwrap()];
        assert!(
            panel(&page).starts_with(&format!(
                r#"role="tabpanel" id="portfolio-panel" class="tab-panel" aria-labelledby="{id}""#
            )),
            "{query}"
        );
        // Only the named view is drawn.
        assert!(panel(&page).contains(shows), "{query} shows {shows}");
        assert!(!panel(&page).contains(hides), "{query} hides {hides}");
        // The filters are links, shown on Work Experience only, the current one marked.
        match current {
            Some(current) => {
                assert_eq!(page.matches(r#"aria-current="page""#).count(), 1, "{query}");
                assert!(
                    link_to(&page, current).contains(r#"aria-current="page""#),
                    "{query}"
                );
                assert!(link_to(&page, "All").contains(r#"href="/""#));
                assert!(link_to(&page, "By Tools").contains(r#"href="/?filter=tools""#));
                assert!(link_to(&page, "By Industries").contains(r#"href="/?filter=industries""#));
            }
            None => assert!(!page.contains(r#"class="filters""#), "{query}"),
        }
        assert!(link_to(&page, "Education").contains(r#"href="/?tab=education""#));
        assert!(link_to(&page, "Playground").contains(r#"href="/?tab=playground""#));
        assert!(!page.contains("href=\"#"), "{query}: no in-page anchors");
    }

    // Work Experience keeps the filter it shows; from another tab it opens on All.
    let (_, tools) = server.page("/?filter=tools").await;
    assert!(link_to(&tools, "Work Experience").contains(r#"href="/?filter=tools""#));
    let (_, education_page) = server.page("/?tab=education&filter=tools").await;
    assert!(link_to(&education_page, "Work Experience").contains(r#"href="/""#));

    // The page names the view it draws, which every spelling of that view shares.
    for (query, view) in [
        ("/?tab=education&utm_source=x", "/?tab=education"),
        ("/?tab=%65ducation", "/?tab=education"),
        ("/?tab=experiences&filter=tools", "/?filter=tools"),
        ("/?tab=nope", "/"),
    ] {
        let (_, page) = server.page(query).await;
        let data = script_json(&page, "application/json");
        assert_eq!(data["view"], view, "{query}");
        assert_eq!(data["views"], views(), "{query}");
    }

    // Each view names itself as canonical, spelled one way.
    let (_, page) = server
        .page("/?tab=experiences&filter=industries&utm=x")
        .await;
    assert!(page.contains(&format!(
        r#"<link rel="canonical" href="{}/?filter=industries" />"#,
        server.base
    )));
}

#[tokio::test]
async fn an_unpublished_slug_tells_the_app_it_is_not_found() {
    let server = TestServer::with_web().await;
    let (status, page) = server.page("/case-studies/nothing-here").await;
    assert_eq!(status, 404);
    assert_eq!(
        script_json(&page, "application/json"),
        json!({
            "caseStudyNotFound": "nothing-here", "views": views(), "strings": strings(),
            "owner": { "name": "Your Name" }
        })
    );
    assert!(page.contains(r#"<h1 class="not-found-title">Case Study Not Found</h1>"#));
    assert!(page.contains(r#"<a href="/" class="button button--ghost">"#));
}

/// A built app whose render module is `module`, beside the real `index.html`.
fn web_with_render_module(module: &str) -> tempfile::TempDir {
    let web = tempfile::tempdir().expect("web dir");
    std::fs::write(
        web.path().join("index.html"),
        "<!doctype html><html lang=\"en\"><head><title>x</title></head>\
         <body><div id=\"root\"></div></body></html>",
    )
    .expect("index");
    std::fs::create_dir(web.path().join("server")).expect("server dir");
    std::fs::write(web.path().join("server/render.js"), module).expect("module");
    web
}

#[tokio::test]
async fn a_page_whose_render_fails_is_served_for_the_app_to_draw() {
    for module in [
        "export function render() { throw new Error('broken'); }",
        // Cannot be loaded.
        "export function render( {",
    ] {
        let web = web_with_render_module(module);
        let server = TestServer::start_with(|c| c.web_dir = web.path().to_path_buf()).await;
        server.sign_up().await;
        server.add_case_study("Shown", "shown", true).await;
        for (path, status) in [("/", 200), ("/case-studies/shown", 200), ("/nope", 404)] {
            let (got, page) = server.page(path).await;
            assert_eq!(got, status, "{module}: {path}");
            assert!(page.contains("<div id=\"root\"></div>"), "{module}: {page}");
        }
        // The app draws from the data, the whole of it: the markup holds nothing.
        let (_, page) = server.page("/").await;
        let (_, home) = server.get("/api/home/view").await;
        assert_eq!(
            script_json(&page, "application/json"),
            json!({ "home": home, "view": "/", "views": views(), "strings": strings() })
        );
        let (_, page) = server.page("/case-studies/shown").await;
        let (_, study) = server.get("/api/case-studies/shown").await;
        assert_eq!(
            script_json(&page, "application/json"),
            json!({ "caseStudy": study, "views": views(), "strings": strings() })
        );
        // The owner's preview has no app to draw it: it says so.
        let (status, preview) = server.page("/preview/case-studies/1").await;
        assert_eq!(status, 503, "{module}");
        assert!(preview.contains("This preview could not be drawn."));
    }
}

#[tokio::test]
async fn a_render_is_stopped_at_its_time_and_memory_bounds() {
    for module in [
        "export function render() { for (;;) {} }",
        "export function render() { const a = []; for (;;) a.push('x'.repeat(1 << 20) + a.length); }",
    ] {
        let web = web_with_render_module(module);
        let server = TestServer::start_with(|c| c.web_dir = web.path().to_path_buf()).await;
        let (status, page) = server.page("/").await;
        assert_eq!(status, 200, "{module}");
        assert!(page.contains("<div id=\"root\"></div>"), "{module}: {page}");
        assert!(page.contains("id=\"folio-data\""), "{module}");
        // And the server goes on answering.
        assert_eq!(server.get("/api/health").await.0, 200);
    }
}

#[tokio::test]
async fn the_not_found_pages_keep_the_footer_with_the_owner_and_contact() {
    let server = TestServer::owner_with_web().await;
    let profile =
        |name: &str| json!({ "name": name, "briefIntro": "Hi.", "contact": "ada@example.org" });
    server
        .send(Method::PUT, "/api/admin/profile", profile("Ada Example"))
        .await;
    for path in ["/no-such-page", "/case-studies/nothing-here"] {
        let (status, page) = server.page(path).await;
        assert_eq!(status, 404, "{path}");
        assert_eq!(
            script_json(&page, "application/json")["owner"],
            json!({
                "name": "Ada Example",
                "contact": { "href": "mailto:ada@example.org", "label": "ada@example.org", "email": true }
            }),
            "{path}"
        );
        assert!(
            page.contains(r#"<p class="site-footer-name">Ada Example</p>"#),
            "{path}"
        );
        assert!(
            page.contains(r#"<a href="mailto:ada@example.org">Contact</a>"#),
            "{path}"
        );
    }
    // The page is kept per footer: a new name shows at once.
    server
        .send(Method::PUT, "/api/admin/profile", profile("Ada Lovelace"))
        .await;
    let (_, page) = server.page("/no-such-page").await;
    assert!(page.contains(r#"<p class="site-footer-name">Ada Lovelace</p>"#));
}

#[tokio::test]
async fn the_admin_says_in_its_noscript_that_it_needs_javascript() {
    let server = TestServer::with_web().await;
    for path in ["/admin/login", "/admin"] {
        let (status, page) = server.page(path).await;
        assert_eq!(status, 200);
        let noscript = &page[page.find("<noscript>").expect("a noscript")..];
        assert!(noscript.contains("The admin needs JavaScript."), "{path}");
        // After the app's root, which stays empty for the app to draw into.
        assert!(page.contains(r#"<div id="root"></div>"#), "{path}");
    }
    let (_, home) = server.page("/").await;
    assert!(
        !home.contains("<noscript>"),
        "the public pages need no script"
    );
}
