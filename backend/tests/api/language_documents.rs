//! Issue 25 goal 6, "everything else follows": each other language of the site has its own feed
//! (`/{lang}/feed.xml`) and JSON Resume (`/{lang}/resume.json`), in that language and at its
//! addresses; every page links its own language's feed; a case study's date reads in the page's
//! language from the server's first paint. A one-language site is as it was.

use crate::helpers::{TestServer, case_study, experience};
use reqwest::Method;
use serde_json::{Value, json};

/// A site in English (the default), German and Brazilian Portuguese: the profile and an
/// experience translated into German (not into Portuguese), and a published case study `hello`
/// dated 2026-11-27.
async fn site() -> TestServer {
    let server = TestServer::with_profile(json!({
        "name": "Ada",
        "briefIntro": "Hi, I build things.",
        "languages": ["en", "de", "pt-BR"],
        "translations": { "de": { "name": "Ada L.", "briefIntro": "Hallo, ich baue Dinge." } }
    }))
    .await;
    let mut engineer = experience("Engineer");
    engineer["translations"] = json!({ "de": { "jobTitle": "Ingenieurin" } });
    let (status, _) = server
        .send(Method::POST, "/api/admin/experiences", engineer)
        .await;
    assert_eq!(status, 200);
    let mut hello = case_study("Hello", "hello", true);
    hello["date"] = json!("2026-11-27");
    let (status, body) = server
        .send(Method::POST, "/api/admin/case-studies", hello)
        .await;
    assert_eq!(status, 200, "{body}");
    server
}

/// The text of the first `name` element among the channel's own children.
fn channel(doc: &roxmltree::Document, name: &str) -> Option<String> {
    doc.descendants()
        .find(|n| n.has_tag_name("channel"))?
        .children()
        .find(|n| n.has_tag_name(name))?
        .text()
        .map(str::to_owned)
}

/// The text of `name` in every item.
fn items(doc: &roxmltree::Document, name: &str) -> Vec<String> {
    doc.descendants()
        .filter(|n| n.has_tag_name("item"))
        .filter_map(|item| item.children().find(|n| n.has_tag_name(name)))
        .filter_map(|n| n.text().map(str::to_owned))
        .collect()
}

/// The `href` of the page head's feed link.
fn head_feed(html: &str) -> Option<String> {
    let head = &html[..html.find("</head>")?];
    let at = head.find("type=\"application/rss+xml\"")?;
    let tag = &head[head[..at].rfind('<')?..];
    let start = tag.find("href=\"")? + 6;
    Some(tag[start..start + tag[start..].find('"')?].to_owned())
}

#[tokio::test]
async fn each_language_has_its_feed_in_its_words_at_its_addresses() {
    let server = site().await;
    let base = &server.base;

    let (status, german) = server.page("/de/feed.xml").await;
    assert_eq!(status, 200, "{german}");
    let doc = roxmltree::Document::parse(&german).expect("feed XML");
    assert_eq!(channel(&doc, "language").as_deref(), Some("de"));
    assert_eq!(channel(&doc, "title").as_deref(), Some("Ada L."));
    assert_eq!(
        channel(&doc, "description").as_deref(),
        Some("Hallo, ich baue Dinge.")
    );
    assert_eq!(channel(&doc, "link"), Some(format!("{base}/de/")));
    assert_eq!(
        items(&doc, "link"),
        [format!("{base}/de/case-studies/hello")]
    );
    assert_eq!(items(&doc, "guid"), items(&doc, "link"));
    // The case study's own texts are as stored: case studies have no translations yet.
    assert_eq!(items(&doc, "title"), ["Hello"]);

    // Portuguese has no translation: the default's texts, at Portuguese addresses.
    let (status, portuguese) = server.page("/pt-BR/feed.xml").await;
    assert_eq!(status, 200);
    let doc = roxmltree::Document::parse(&portuguese).expect("feed XML");
    assert_eq!(channel(&doc, "language").as_deref(), Some("pt-BR"));
    assert_eq!(channel(&doc, "title").as_deref(), Some("Ada"));
    assert_eq!(
        items(&doc, "link"),
        [format!("{base}/pt-BR/case-studies/hello")]
    );

    // The default's feed stays at /feed.xml, saying its language.
    let (_, english) = server.page("/feed.xml").await;
    let doc = roxmltree::Document::parse(&english).expect("feed XML");
    assert_eq!(channel(&doc, "language").as_deref(), Some("en"));
    assert_eq!(channel(&doc, "title").as_deref(), Some("Ada"));
    assert_eq!(items(&doc, "link"), [format!("{base}/case-studies/hello")]);

    // As the pages are: no prefix for the default, canonical case only, the site's languages only.
    for path in [
        "/en/feed.xml",
        "/pt-br/feed.xml",
        "/fr/feed.xml",
        "/en/resume.json",
        "/pt-br/resume.json",
        "/fr/resume.json",
        "/DE/resume.json",
    ] {
        assert_eq!(server.page(path).await.0, 404, "{path}");
    }

    // Kept by the snapshot like /feed.xml (an ETag, a 304 on a match), and emptied by a write.
    let response = server
        .request(Method::GET, "/de/feed.xml")
        .send()
        .await
        .expect("request");
    let etag = response.headers()["etag"].clone();
    let again = server
        .request(Method::GET, "/de/feed.xml")
        .header("if-none-match", etag)
        .send()
        .await
        .expect("request");
    assert_eq!(again.status(), 304);
    let (status, _) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "name": "Ada", "briefIntro": "Hi, I build things.",
                "translations": { "de": { "name": "Ada Lovelace" } } }),
        )
        .await;
    assert_eq!(status, 200);
    let (_, german) = server.page("/de/feed.xml").await;
    let doc = roxmltree::Document::parse(&german).expect("feed XML");
    assert_eq!(channel(&doc, "title").as_deref(), Some("Ada Lovelace"));
}

#[tokio::test]
async fn each_page_links_its_own_languages_feed() {
    let server = site().await;
    for (path, feed) in [
        ("/", "/feed.xml"),
        ("/de/", "/de/feed.xml"),
        ("/pt-BR/?tab=playground", "/pt-BR/feed.xml"),
    ] {
        let (status, html) = server.page(path).await;
        assert_eq!(status, 200);
        assert_eq!(head_feed(&html).as_deref(), Some(feed), "{path}");
        // The footer's link, drawn by the server from the page's data.
        assert!(
            html.contains(&format!("<a href=\"{feed}\" type=\"application/rss+xml\">")),
            "{path}: {html}"
        );
    }
    let (_, html) = server.page("/de/case-studies/hello").await;
    assert!(
        html.contains("<a href=\"/de/feed.xml\" type=\"application/rss+xml\">"),
        "{html}"
    );
    assert!(html.contains("RSS-Feed"), "{html}");
}

#[tokio::test]
async fn each_language_has_its_resume_with_its_translations() {
    let server = site().await;
    let base = &server.base;
    let (status, german) = server.get("/de/resume.json").await;
    assert_eq!(status, 200);
    assert_eq!(german["basics"]["name"], "Ada L.");
    assert_eq!(german["basics"]["summary"], "Hallo, ich baue Dinge.");
    assert_eq!(german["basics"]["url"], format!("{base}/de/"));
    assert_eq!(german["work"][0]["position"], "Ingenieurin");
    // Untranslated: the default's text.
    assert_eq!(german["work"][0]["name"], "Acme");
    assert_eq!(german["work"][0]["summary"], "Built things.");

    let (_, english) = server.get("/resume.json").await;
    assert_eq!(english["basics"]["name"], "Ada");
    assert_eq!(english["basics"]["url"], format!("{base}/"));
    assert_eq!(english["work"][0]["position"], "Engineer");
    // The same document in every language but for its texts.
    let shape = |resume: &Value| {
        let mut resume = resume.clone();
        for field in ["name", "summary", "url"] {
            resume["basics"][field] = Value::Null;
        }
        resume["work"][0]["position"] = Value::Null;
        resume
    };
    assert_eq!(shape(&german), shape(&english));

    let (_, portuguese) = server.get("/pt-BR/resume.json").await;
    assert_eq!(portuguese["basics"]["name"], "Ada");
    assert_eq!(portuguese["work"][0]["position"], "Engineer");
}

#[tokio::test]
async fn a_case_studys_date_reads_in_the_pages_language() {
    let server = site().await;
    let (_, html) = server.page("/de/case-studies/hello").await;
    assert!(
        html.contains("<time dateTime=\"2026-11-27\">27. Nov. 2026</time>")
            || html.contains("<time datetime=\"2026-11-27\">27. Nov. 2026</time>"),
        "{html}"
    );
    let (_, html) = server.page("/de/?tab=playground").await;
    assert!(html.contains("27. Nov. 2026"), "{html}");
    // The app's reads in German carry the same words, so nothing switches after hydration or
    // on a later read.
    let (_, home) = server.get("/api/home?lang=de").await;
    assert_eq!(home["caseStudies"][0]["dateLabel"], "27. Nov. 2026");
    let (_, study) = server.get("/api/case-studies/hello?lang=de").await;
    assert_eq!(study["dateLabel"], "27. Nov. 2026");
    assert_eq!(server.get("/api/case-studies/hello?lang=fr").await.0, 404);
    // Portuguese has no catalogue: English words, so the browser's locale writes it.
    let (_, study) = server.get("/api/case-studies/hello?lang=pt-BR").await;
    assert_eq!(study.get("dateLabel"), None, "{study}");

    // English pages are locale formatted by the browser (spec §2): the server writes its short
    // English first paint and sends no label.
    let (_, study) = server.get("/api/case-studies/hello").await;
    assert_eq!(study.get("dateLabel"), None, "{study}");
    let (_, home) = server.get("/api/home").await;
    assert_eq!(home["caseStudies"][0].get("dateLabel"), None);
    let (_, html) = server.page("/case-studies/hello").await;
    assert!(html.contains(">Nov 27, 2026</time>"), "{html}");
}

#[tokio::test]
async fn a_one_language_site_has_no_other_feed_or_resume() {
    let server = TestServer::with_profile(json!({ "name": "Ada", "briefIntro": "Hi." })).await;
    server.add_case_study("Hello", "hello", true).await;
    let base = &server.base;
    let (_, feed) = server.page("/feed.xml").await;
    // Exactly as before there were languages: no `<language>`, links at `/`.
    assert!(
        feed.starts_with(&format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel>\
             <title>Ada</title><link>{base}/</link><description>Hi.</description><item>\
             <title>Hello</title><link>{base}/case-studies/hello</link>"
        )),
        "{feed}"
    );
    for path in ["/en/feed.xml", "/de/feed.xml", "/en/resume.json"] {
        assert_eq!(server.page(path).await.0, 404, "{path}");
    }
    let (_, html) = server.page("/").await;
    assert_eq!(head_feed(&html).as_deref(), Some("/feed.xml"));
    assert!(html.contains("<a href=\"/feed.xml\" type=\"application/rss+xml\">"));
    let (_, resume) = server.get("/resume.json").await;
    assert_eq!(resume["basics"]["url"], format!("{base}/"));
    let (_, study) = server.get("/api/case-studies/hello").await;
    assert_eq!(study.get("dateLabel"), None);
}

/// A German résumé of the site of [`site`] (plus a second experience and an education entry):
/// its first work entry matches `Engineer` (same start and end), its second nothing.
fn german_resume() -> Value {
    json!({
        "basics": { "name": "Ada Lovelace", "label": "Ingenieurin", "summary": "Ich baue Dinge." },
        "work": [
            { "name": "Acme GmbH", "position": "Softwareingenieurin", "startDate": "2022-03",
              "endDate": "2024-01", "summary": "Hat Dinge gebaut.", "highlights": ["Ausgeliefert"] },
            { "name": "Neu", "position": "Gründerin", "startDate": "2025-01",
              "summary": "Gegründet.", "highlights": ["Begonnen"] }
        ],
        "education": [
            { "institution": "Maschinelles Lernen", "area": "Kurse", "endDate": "2021" }
        ]
    })
}

/// Everything the admin and a visitor read in the default language, and the rows' count.
async fn defaults(server: &TestServer) -> Value {
    let mut all = Vec::new();
    for path in ["/api/experiences", "/api/education", "/resume.json"] {
        let (status, body) = server.get(path).await;
        assert_eq!(status, 200, "{path}");
        all.push(body);
    }
    let (_, profile) = server.get("/api/profile").await;
    all.push(json!([
        profile["name"],
        profile["briefIntro"],
        profile["headline"]
    ]));
    json!(all)
}

/// Without the translations, which an import into another language changes.
fn untranslated(mut all: Value) -> Value {
    for list in [0, 1] {
        for row in all[list].as_array_mut().into_iter().flatten() {
            if let Some(row) = row.as_object_mut() {
                row.remove("translations");
                row.remove("updatedAt");
            }
        }
    }
    all
}

#[tokio::test]
async fn a_resume_imported_into_german_fills_its_translations_and_creates_nothing() {
    let server = site().await;
    let (status, _) = server
        .send(
            Method::POST,
            "/api/admin/education",
            crate::helpers::education("Machine Learning"),
        )
        .await;
    assert_eq!(status, 200);
    let before = defaults(&server).await;

    let (status, done) = server
        .send(
            Method::POST,
            "/api/admin/resume-import",
            json!({ "document": german_resume(), "language": "de" }),
        )
        .await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(done["experiences"], 0);
    assert_eq!(done["education"], 0);
    assert_eq!(done["updated"], 2);
    assert_eq!(done["skipped"], 1);
    assert_eq!(
        done["unmatched"],
        json!([
            "Work 2 (Gründerin at Neu, from 2025-01) matches none of your experiences by its \
             dates: it is left out."
        ])
    );
    assert_eq!(
        done["message"],
        "Filled the Deutsch texts of your profile, 1 experience and 1 education entry; 1 entry \
         matched nothing and was left out."
    );

    // Nothing created, and the default's texts as they were.
    assert_eq!(untranslated(defaults(&server).await), untranslated(before));

    // The German texts: the import's, and what was translated before and the file does not say
    // (the profile's German name is replaced, as the file gives one).
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(
        profile["translations"]["de"],
        json!({ "name": "Ada Lovelace", "briefIntro": "Ich baue Dinge.", "headline": "Ingenieurin" })
    );
    let (_, experiences) = server.get("/api/admin/experiences").await;
    assert_eq!(
        experiences[0]["translations"]["de"],
        json!({ "jobTitle": "Softwareingenieurin", "company": "Acme GmbH",
            "description": "Hat Dinge gebaut.", "accomplishments": "Ausgeliefert" })
    );

    // The German page and résumé show them; the English ones do not.
    let (_, home) = server.get("/api/home?lang=de").await;
    assert_eq!(home["experiences"][0]["jobTitle"], "Softwareingenieurin");
    assert_eq!(
        home["education"][0]["entries"][0]["name"],
        "Maschinelles Lernen"
    );
    let (_, html) = server.page("/de/").await;
    assert!(html.contains("Softwareingenieurin"), "{html}");
    let (_, resume) = server.get("/de/resume.json").await;
    assert_eq!(resume["work"][0]["position"], "Softwareingenieurin");
    assert_eq!(resume["education"][0]["institution"], "Maschinelles Lernen");
    let (_, html) = server.page("/").await;
    assert!(!html.contains("Softwareingenieurin"));
}

#[tokio::test]
async fn an_import_into_a_language_the_site_lacks_is_refused_and_changes_nothing() {
    let server = site().await;
    let before = defaults(&server).await;
    let (_, profile_before) = server.get("/api/profile").await;
    for (language, message) in [
        (
            "fr",
            "fr is not one of the site's languages: add it to the profile's languages first, \
             or import into one of them.",
        ),
        ("not a tag!", ""),
    ] {
        let (status, body) = server
            .send(
                Method::POST,
                "/api/admin/resume-import",
                json!({ "document": german_resume(), "language": language }),
            )
            .await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(body["fields"][0]["field"], "language", "{body}");
        if !message.is_empty() {
            assert_eq!(body["fields"][0]["message"], message);
        }
    }
    // A file whose entries match nothing, with no profile texts, fills nothing: refused.
    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/resume-import",
            json!({ "document": { "work": [german_resume()["work"][1].clone()] }, "language": "de" }),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["fields"][0]["field"], "document");
    assert_eq!(defaults(&server).await, before);
    assert_eq!(server.get("/api/profile").await.1, profile_before);
}

#[tokio::test]
async fn the_default_language_imports_as_it_always_did() {
    let server = site().await;
    let (status, done) = server
        .send(
            Method::POST,
            "/api/admin/resume-import",
            json!({ "document": german_resume(), "language": "en" }),
        )
        .await;
    assert_eq!(status, 200, "{done}");
    // Its entries match none of the rows by the default import's rule (`Acme GmbH` is not
    // `Acme`): both are added, as that import always did.
    assert_eq!(done["experiences"], 2);
    assert_eq!(done.get("unmatched"), None);
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(profile["name"], "Ada Lovelace");
}
