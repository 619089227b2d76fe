//! Issue 25 goal 3, "Visitors read their language at its own address": `/` and
//! `/case-studies/{slug}` in the default language, `/{lang}/` and `/{lang}/case-studies/{slug}` in
//! each other; every page says its language, its canonical address and its alternates (each
//! pointing back, with `x-default`), `og:locale`; the sitemap lists the alternates; the browser's
//! language never redirects; a one-language site is exactly as it was.

use crate::helpers::{TestServer, experience};
use reqwest::Method;
use reqwest::header::{ACCEPT_LANGUAGE, LOCATION, VARY};
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// A site in English (the default), German and Brazilian Portuguese, with an experience and a
/// published case study `hello`.
async fn site() -> TestServer {
    let server = TestServer::with_profile(
        json!({ "name": "Ada", "briefIntro": "Hi.", "languages": ["en", "de", "pt-BR"] }),
    )
    .await;
    let (status, _) = server
        .send(
            Method::POST,
            "/api/admin/experiences",
            experience("Engineer"),
        )
        .await;
    assert_eq!(status, 200);
    server.add_case_study("Hello", "hello", true).await;
    server
}

/// The value of `attribute` in `tag` (an element's opening tag).
fn attribute<'a>(tag: &'a str, attribute: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {attribute}=\""))? + attribute.len() + 3;
    Some(&tag[start..start + tag[start..].find('"')?])
}

/// Every opening tag of `name` in the page's head.
fn head_tags<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    let head = &html[..html.find("</head>").expect("a head")];
    head.match_indices(&format!("<{name} "))
        .map(|(at, _)| &head[at..at + head[at..].find('>').expect("its end")])
        .collect()
}

/// The page's `hreflang` alternates: address by language.
fn alternates(html: &str) -> BTreeMap<String, String> {
    head_tags(html, "link")
        .into_iter()
        .filter(|tag| attribute(tag, "rel") == Some("alternate"))
        .filter_map(|tag| {
            Some((
                attribute(tag, "hreflang")?.into(),
                attribute(tag, "href")?.into(),
            ))
        })
        .collect()
}

fn canonical(html: &str) -> Option<String> {
    head_tags(html, "link")
        .into_iter()
        .find(|tag| attribute(tag, "rel") == Some("canonical"))
        .and_then(|tag| attribute(tag, "href").map(str::to_owned))
}

/// The `content` of every `<meta property="{property}">`.
fn properties(html: &str, property: &str) -> Vec<String> {
    head_tags(html, "meta")
        .into_iter()
        .filter(|tag| attribute(tag, "property") == Some(property))
        .filter_map(|tag| attribute(tag, "content").map(str::to_owned))
        .collect()
}

fn html_lang(html: &str) -> &str {
    let tag = &html[html.find("<html ").expect("<html>")..];
    attribute(&tag[..tag.find('>').unwrap()], "lang").expect("lang")
}

/// The page's `#folio-data`.
fn data(html: &str) -> Value {
    let (_, rest) = html
        .split_once("id=\"folio-data\">")
        .expect("the page's data");
    serde_json::from_str(rest.split_once("</script>").expect("its end").0).expect("JSON")
}

/// A client that follows no redirect.
fn not_following() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

#[tokio::test]
async fn each_language_has_its_own_address_and_words() {
    let server = site().await;
    // A page's words in English and in German: those of its language show, the others do not.
    let home = ("Work Experience", "Berufserfahrung");
    let study = ("Back to Portfolio", "Zurück zum Portfolio");
    for (path, lang, (english, german)) in [
        ("/", "en", home),
        ("/de/", "de", home),
        // A language with no catalogue says its own tag, with the English words.
        ("/pt-BR/", "pt-BR", home),
        ("/case-studies/hello", "en", study),
        ("/de/case-studies/hello", "de", study),
    ] {
        let (words, not) = if lang == "de" {
            (german, english)
        } else {
            (english, german)
        };
        let (status, html) = server.page(path).await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(html_lang(&html), lang, "{path}");
        let markup = html.split("id=\"folio-data\"").next().unwrap();
        assert!(markup.contains(words), "{path} lacks {words}");
        assert!(!markup.contains(not), "{path} says {not}");
        assert_eq!(data(&html)["language"]["tag"], lang, "{path}");
    }
    // A case study not translated shows the default's texts, marked with the default's language.
    let (_, html) = server.page("/de/case-studies/hello").await;
    assert!(
        html.contains(
            "<h1 class=\"article-title\" lang=\"en\">Hello<span class=\"untranslated-mark\""
        ),
        "{html}"
    );

    // The home's views at this language's addresses, drawn under its prefix too.
    let (status, html) = server.page("/de/?tab=playground").await;
    assert_eq!(status, 200);
    let page = data(&html);
    let views: Vec<&str> = page["views"]
        .as_array()
        .unwrap()
        .iter()
        .map(|view| view["href"].as_str().unwrap())
        .collect();
    assert_eq!(
        views,
        [
            "/de/",
            "/de/?filter=tools",
            "/de/?filter=industries",
            "/de/?tab=education",
            "/de/?tab=playground"
        ]
    );
    assert_eq!(page["view"], "/de/?tab=playground");
    assert_eq!(page["language"]["caseStudies"], "/de/case-studies/");
    // The case study card links to its German page, and the tabs to German views.
    assert!(html.contains("href=\"/de/case-studies/hello\""), "{html}");
    assert!(html.contains("href=\"/de/?tab=education\""), "{html}");
    assert_eq!(
        canonical(&html).unwrap(),
        format!("{}/de/?tab=playground", server.base)
    );
    // A German case study goes back to the German home, and on to the German next one.
    let (_, html) = server.page("/de/case-studies/hello").await;
    let markup = html.split("id=\"folio-data\"").next().unwrap();
    assert!(markup.contains("href=\"/de/\""), "{markup}");
    // A prefixed page links its own language's feed (issue 25 goal 6).
    let (_, html) = server.page("/de/").await;
    assert!(
        html.contains("type=\"application/rss+xml\" title=\"Case studies\" href=\"/de/feed.xml\"")
    );
}

#[tokio::test]
async fn the_language_switcher_links_the_same_page_in_each_language_named_in_itself() {
    let server = site().await;
    let (_, html) = server.page("/de/case-studies/hello").await;
    let markup = html.split("id=\"folio-data\"").next().unwrap();
    let nav = &markup[markup
        .find("<nav class=\"language-switcher\"")
        .expect("a switcher")..];
    let nav = &nav[..nav.find("</nav>").unwrap()];
    assert!(nav.contains("aria-label=\"Sprache\""), "{nav}");
    let links: Vec<(&str, &str, &str, Option<&str>)> = nav
        .match_indices("<a ")
        .map(|(at, _)| {
            let tag = &nav[at..at + nav[at..].find('>').unwrap()];
            (
                attribute(tag, "href").unwrap(),
                // React writes the attribute as its property is spelled; HTML ignores the case.
                attribute(tag, "hrefLang").unwrap(),
                attribute(tag, "lang").unwrap(),
                attribute(tag, "aria-current"),
            )
        })
        .collect();
    assert_eq!(
        links,
        [
            ("/case-studies/hello", "en", "en", None),
            ("/de/case-studies/hello", "de", "de", Some("page")),
            ("/pt-BR/case-studies/hello", "pt-BR", "pt-BR", None),
        ]
    );
    for name in [">English<", ">Deutsch<", ">português (Brasil)<"] {
        assert!(nav.contains(name), "{nav} lacks {name}");
    }
    // Its styles come with the pages of a site in several languages, in the head.
    let head = &html[..html.find("</head>").unwrap()];
    assert!(head.contains("<style>.language-switcher {"), "{head}");
    assert!(!head.contains("/*"), "{head}");
    // The suggestion's words, each in its own language, and its table are the page's data.
    let language = &data(&html)["language"];
    assert_eq!(
        language["languages"][1]["suggestion"],
        "Diese Seite auf Deutsch lesen"
    );
    assert_eq!(
        language["languages"][2]["suggestion"],
        "Read this page in português (Brasil)"
    );
    assert_eq!(
        language["suggest"],
        json!({ "en": "en", "de": "de", "pt": "pt-BR", "pt-br": "pt-BR" })
    );
}

#[tokio::test]
async fn every_page_names_each_language_and_each_names_it_back() {
    let server = site().await;
    let base = &server.base;
    for rest in ["/", "/?tab=education", "/case-studies/hello"] {
        let addresses: BTreeMap<String, String> = [
            ("en", rest.to_owned()),
            ("de", format!("/de{rest}")),
            ("pt-BR", format!("/pt-BR{rest}")),
        ]
        .into_iter()
        .map(|(tag, path)| (tag.to_owned(), format!("{base}{path}")))
        .collect();
        let mut expected = addresses.clone();
        expected.insert("x-default".into(), format!("{base}{rest}"));
        for (tag, address) in &addresses {
            let path = &address[base.len()..];
            let (status, html) = server.page(path).await;
            assert_eq!(status, 200, "{path}");
            assert_eq!(canonical(&html).as_ref(), Some(address), "{path}");
            assert_eq!(
                properties(&html, "og:url"),
                std::slice::from_ref(address),
                "{path}"
            );
            // Each page lists every language, itself included: every pair points both ways.
            assert_eq!(alternates(&html), expected, "{path}");
            let locale = match tag.as_str() {
                "pt-BR" => "pt_BR",
                other => other,
            };
            assert_eq!(properties(&html, "og:locale"), [locale], "{path}");
            let mut others = vec!["en", "de", "pt_BR"];
            others.retain(|other| *other != locale);
            assert_eq!(properties(&html, "og:locale:alternate"), others, "{path}");
        }
    }
}

#[tokio::test]
async fn an_address_no_language_owns_is_not_found() {
    let server = site().await;
    for path in [
        // The default is never prefixed.
        "/en/",
        "/en/case-studies/hello",
        // A tag spelled in another case names nothing: the page has one address.
        "/pt-br/",
        "/DE/case-studies/hello",
        // Not one of the site's languages.
        "/fr/",
        "/fr/case-studies/hello",
        // No such case study, or page, in German.
        "/de/case-studies/nothing-here",
        "/de/nothing-here",
    ] {
        let (status, html) = server.page(path).await;
        assert_eq!(status, 404, "{path}");
        assert!(html.contains("noindex"), "{path}");
        assert!(alternates(&html).is_empty(), "{path}");
    }
    // A 404 under a language's prefix speaks that language and goes back to its home.
    for (path, title) in [
        ("/de/nothing-here", "Seite nicht gefunden"),
        ("/de/case-studies/nothing-here", "Fallstudie nicht gefunden"),
    ] {
        let (_, html) = server.page(path).await;
        assert_eq!(html_lang(&html), "de", "{path}");
        assert!(html.contains(&format!("<title>{title}</title>")), "{path}");
        let markup = html.split("id=\"folio-data\"").next().unwrap();
        assert!(markup.contains("href=\"/de/\""), "{path}: {markup}");
    }
    let (_, html) = server.page("/fr/").await;
    assert_eq!(html_lang(&html), "en");
    assert!(html.contains("<title>Page Not Found</title>"));
    // The built app's own files are still found at the root.
    let (status, _) = server.page("/favicon.svg").await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn a_language_without_its_slash_is_redirected_to_its_home() {
    let server = site().await;
    let client = not_following();
    let response = client
        .get(format!("{}/de?tab=playground", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 308);
    assert_eq!(response.headers()[LOCATION], "/de/?tab=playground");
    for path in ["/en", "/pt-br", "/fr"] {
        let response = client
            .get(format!("{}{path}", server.base))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 404, "{path}");
    }
}

#[tokio::test]
async fn the_browsers_language_never_redirects() {
    let server = site().await;
    let client = not_following();
    for (path, lang) in [("/", "en"), ("/de/", "de"), ("/case-studies/hello", "en")] {
        for accept in ["de", "pt-BR,pt;q=0.9", "fr-FR, en;q=0.5"] {
            let response = client
                .get(format!("{}{path}", server.base))
                .header(ACCEPT_LANGUAGE, accept)
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), 200, "{path} {accept}");
            let vary = response
                .headers()
                .get_all(VARY)
                .iter()
                .map(|value| value.to_str().unwrap().to_ascii_lowercase())
                .collect::<Vec<_>>();
            assert!(
                !vary.iter().any(|value| value.contains("accept-language")),
                "{path}: {vary:?}"
            );
            let html = response.text().await.unwrap();
            assert_eq!(html_lang(&html), lang, "{path} {accept}");
        }
    }
}

#[tokio::test]
async fn the_sitemap_lists_every_address_with_its_alternates() {
    let server = site().await;
    let (status, xml) = server.page("/sitemap.xml").await;
    assert_eq!(status, 200);
    assert!(
        xml.contains("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">"),
        "{xml}"
    );
    let base = &server.base;
    for rest in ["/", "/case-studies/hello"] {
        let links = format!(
            "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"{base}{rest}\"/>\
             <xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"{base}/de{rest}\"/>\
             <xhtml:link rel=\"alternate\" hreflang=\"pt-BR\" href=\"{base}/pt-BR{rest}\"/>\
             <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{base}{rest}\"/></url>"
        );
        for path in [
            rest.to_owned(),
            format!("/de{rest}"),
            format!("/pt-BR{rest}"),
        ] {
            let entry = format!("<url><loc>{base}{path}</loc><lastmod>");
            let at = xml.find(&entry).unwrap_or_else(|| panic!("{path}: {xml}"));
            let entry = &xml[at..at + xml[at..].find("</url>").unwrap() + "</url>".len()];
            assert!(entry.ends_with(&links), "{entry}");
        }
    }
    assert_eq!(xml.matches("<url>").count(), 6);
}

#[tokio::test]
async fn each_languages_pages_are_kept_by_the_snapshot() {
    let server = site().await;
    for path in ["/de/", "/de/?tab=playground", "/de/case-studies/hello"] {
        let (status, _) = server.page(path).await;
        assert_eq!(status, 200, "{path}");
    }
    // Changed behind the server's back: a page read again from the database would show it.
    server
        .execute_sql("UPDATE profile SET name = 'Edited elsewhere'")
        .await;
    for path in [
        "/de/",
        // Another spelling of the same view shares its entry.
        "/de/?tab=playground&utm_source=x",
        "/de/case-studies/hello",
    ] {
        let response = server.request(Method::GET, path).send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert!(response.headers().contains_key("etag"), "{path}");
        let html = response.text().await.unwrap();
        assert!(html.contains("Ada"), "{path}");
        assert!(!html.contains("Edited elsewhere"), "{path}");
    }
    // Not yet read: drawn from the database now.
    let (_, html) = server.page("/pt-BR/").await;
    assert!(html.contains("Edited elsewhere"));
}

#[tokio::test]
async fn a_one_language_site_has_no_prefix_no_alternates_and_no_switcher() {
    let server = TestServer::owner_with_web().await;
    server.add_case_study("Hello", "hello", true).await;
    for path in ["/", "/?tab=playground", "/case-studies/hello"] {
        let (status, html) = server.page(path).await;
        assert_eq!(status, 200);
        assert_eq!(html_lang(&html), "en");
        assert!(alternates(&html).is_empty(), "{path}");
        assert!(properties(&html, "og:locale").is_empty(), "{path}");
        let markup = html.split("id=\"folio-data\"").next().unwrap();
        assert!(!markup.to_ascii_lowercase().contains("hreflang"), "{path}");
        assert!(
            !markup.contains("<nav class=\"language-switcher\""),
            "{path}"
        );
        let page = data(&html);
        assert_eq!(page.get("language"), None, "{path}");
        for several in ["languagesLabel", "languageSuggestion", "dismissSuggestion"] {
            assert_eq!(page["strings"].get(several), None, "{path}");
        }
    }
    for path in ["/en/", "/de/", "/de/case-studies/hello"] {
        let (status, _) = server.page(path).await;
        assert_eq!(status, 404, "{path}");
    }
    let (_, xml) = server.page("/sitemap.xml").await;
    assert!(!xml.contains("xhtml"), "{xml}");
    assert!(xml.contains("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url>"));

    // A one-language site in a language with no catalogue says its own tag.
    server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["pt-BR"] }),
        )
        .await;
    let (_, html) = server.page("/").await;
    assert_eq!(html_lang(&html), "pt-BR");
    assert!(alternates(&html).is_empty());
}

#[tokio::test]
async fn the_home_read_speaks_the_language_it_is_asked_for() {
    let server = site().await;
    let (status, german) = server.get("/api/home?lang=de").await;
    assert_eq!(status, 200);
    let (_, english) = server.get("/api/home").await;
    // The same home, its dates and counts in German: what `/de/` draws, which the app fetches
    // again once it is stale.
    let (_, html) = server.page("/de/").await;
    let (_, view) = server.get("/api/home/view?lang=de").await;
    assert_eq!(data(&html)["home"], view);
    assert_eq!(view["experiences"], german["experiences"]);
    assert_eq!(view["profile"], german["profile"]);
    assert_eq!(german["byTools"][0]["countLabel"], "1 Station");
    assert_eq!(english["byTools"][0]["countLabel"], "1 experience");
    assert_ne!(german["experiences"], english["experiences"]);
    // Kept apart by the snapshot, read twice.
    assert_eq!(server.get("/api/home?lang=de").await.1, german);
    assert_eq!(server.get("/api/home").await.1, english);
    let (_, portuguese) = server.get("/api/home?lang=pt-BR").await;
    assert_eq!(portuguese["byTools"][0]["countLabel"], "1 experience");
    for lang in ["fr", "pt-br", "en-GB", ""] {
        let (status, body) = server.get(&format!("/api/home?lang={lang}")).await;
        assert_eq!(status, 404, "{lang}: {body}");
    }
}
