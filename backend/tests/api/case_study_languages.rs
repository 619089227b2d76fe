//! Issue 25 goals 2–4 for case studies: a case study's title, slug, description, content and
//! tags per language, published per language, each language's page at its own slug with what
//! falls back marked; saves that keep the other languages, addresses unique in every language,
//! revisions, autosaves, previews and share links per language, and the admin's missing list.

use crate::helpers::{TestServer, case_study, field_errors};
use reqwest::Method;
use serde_json::{Value, json};

/// A document of one paragraph.
fn document(text: &str) -> String {
    json!({ "blocks": [{ "type": "paragraph", "data": { "text": text } }] }).to_string()
}

/// A signed-in server whose site is in English (the default) and German, with its built pages.
async fn two_languages() -> TestServer {
    let server = TestServer::with_web().await;
    server.sign_up().await;
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "name": "Ada", "briefIntro": "I build things.", "languages": ["en", "de"] }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    server
}

/// Creates `body` as a case study; its answer.
async fn create(server: &TestServer, body: Value) -> Value {
    let (status, created) = server
        .send(Method::POST, "/api/admin/case-studies", body)
        .await;
    assert_eq!(status, 200, "{created}");
    created
}

/// `Payments` (`payments`) in English, with `german` as its German texts.
fn payments(german: Value) -> Value {
    let mut body = case_study("Payments", "payments", true);
    body["translations"] = json!({ "de": german });
    body
}

/// The attributes of the first element of `html` whose class list starts with `class`.
fn element<'a>(html: &'a str, class: &str) -> &'a str {
    let at = html
        .find(&format!("class=\"{class}"))
        .unwrap_or_else(|| panic!("no {class} in {html}"));
    let start = html[..at].rfind('<').expect("its tag");
    &html[start..at + html[at..].find('>').expect("its end")]
}

#[tokio::test]
async fn each_language_shows_its_own_texts_at_its_own_slug() {
    let server = two_languages().await;
    create(
        &server,
        payments(json!({ "title": "Zahlungen", "slug": "zahlungen",
            "description": "Ein Hauptbuch.", "content": document("Hallo"), "tags": ["Buchhaltung"] })),
    )
    .await;

    let (status, english) = server.page("/case-studies/payments").await;
    assert_eq!(status, 200);
    assert!(
        english.contains("<h1 class=\"article-title\">Payments</h1>"),
        "{english}"
    );
    let (status, german) = server.page("/de/case-studies/zahlungen").await;
    assert_eq!(status, 200, "{german}");
    assert!(german.contains("<html lang=\"de\""));
    assert!(german.contains(">Zahlungen</h1>"), "{german}");
    assert!(german.contains("Ein Hauptbuch."));
    assert!(german.contains("<p>Hallo</p>"), "{german}");
    assert!(german.contains("Buchhaltung"));
    // Nothing of it is the default's: none of its texts carries another language.
    for class in [
        "article-title",
        "article-description",
        "prose",
        "badge-list",
    ] {
        assert!(!element(&german, class).contains(" lang="), "{class}");
    }
    // Each page names the other as its alternate, at its own slug.
    let base = &server.base;
    for page in [&english, &german] {
        assert!(page.contains(&format!(
            "<link rel=\"alternate\" hreflang=\"de\" href=\"{base}/de/case-studies/zahlungen\" />"
        )), "{page}");
        assert!(
            page.contains(&format!(
                "<link rel=\"alternate\" hreflang=\"en\" href=\"{base}/case-studies/payments\" />"
            )),
            "{page}"
        );
    }
    // The German page is at its German slug only.
    assert_eq!(server.page("/de/case-studies/payments").await.0, 404);
    assert_eq!(server.page("/case-studies/zahlungen").await.0, 404);

    // The API answers it in the language asked, with its addresses for the switcher.
    let (status, answer) = server.get("/api/case-studies/zahlungen?lang=de").await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["title"], "Zahlungen");
    assert_eq!(answer["tags"], json!(["Buchhaltung"]));
    assert_eq!(
        answer["addresses"],
        json!({ "en": "/case-studies/payments", "de": "/de/case-studies/zahlungen" })
    );
    assert_eq!(answer.get("translations"), None);
    assert_eq!(answer.get("fallbacks"), None);
    // The public list never carries another language's texts (a language's draft included).
    let (_, list) = server.get("/api/case-studies").await;
    assert_eq!(list[0].get("translations"), None, "{list}");
    // The German home's card links the German address.
    let (_, home) = server.get("/api/home?lang=de").await;
    assert_eq!(home["caseStudies"][0]["slug"], "zahlungen");
    assert_eq!(home["caseStudies"][0]["title"], "Zahlungen");
}

#[tokio::test]
async fn a_text_left_untranslated_shows_the_defaults_marked_with_its_language() {
    let server = two_languages().await;
    let created = create(&server, payments(json!({ "title": "Zahlungen" }))).await;

    let (status, german) = server.page("/de/case-studies/payments").await;
    assert_eq!(status, 200, "{german}");
    assert!(
        !element(&german, "article-title").contains("lang"),
        "{german}"
    );
    assert!(element(&german, "article-description").contains("lang=\"en\""));
    assert!(element(&german, "prose").contains("lang=\"en\""));
    assert!(element(&german, "badge-list").contains("lang=\"en\""));
    let (_, answer) = server.get("/api/case-studies/payments?lang=de").await;
    assert_eq!(
        answer["fallbacks"],
        json!({ "lang": "en", "fields": ["description", "content", "tags"],
            "note": "Diese Fallstudie gibt es nur auf Englisch." })
    );
    // The home's card marks its description.
    let (_, home) = server.get("/api/home?lang=de").await;
    let id = created["id"].to_string();
    assert_eq!(
        home["fallbacks"]["caseStudies"][&id],
        json!(["description"])
    );
    // The admin's list names each missing field.
    let (_, missing) = server.get("/api/admin/translations").await;
    let fields: Vec<Value> = missing[0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|field| field["kind"] == "caseStudy")
        .map(|field| json!([field["id"], field["label"], field["field"]]))
        .collect();
    assert_eq!(
        fields,
        ["description", "content", "tags"].map(|field| json!([created["id"], "Payments", field]))
    );
}

#[tokio::test]
async fn each_language_publishes_on_its_own() {
    let server = two_languages().await;
    // Published in English, hidden in German.
    create(
        &server,
        payments(json!({ "slug": "zahlungen", "isPublished": false })),
    )
    .await;
    // A draft in English, published in German only.
    let mut german_only = case_study("Notes", "notes", false);
    german_only["translations"] =
        json!({ "de": { "title": "Notizen", "slug": "notizen", "isPublished": true } });
    create(&server, german_only).await;

    let titles = |home: &Value| {
        home["caseStudies"]
            .as_array()
            .unwrap()
            .iter()
            .map(|card| card["title"].clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        titles(&server.get("/api/home").await.1),
        [json!("Payments")]
    );
    assert_eq!(
        titles(&server.get("/api/home?lang=de").await.1),
        [json!("Notizen")]
    );
    assert_eq!(server.page("/de/case-studies/zahlungen").await.0, 404);
    assert_eq!(server.page("/case-studies/notes").await.0, 404);
    let (status, page) = server.page("/de/case-studies/notizen").await;
    assert_eq!(status, 200);
    // Its only alternate is itself, which is also the x-default.
    assert!(!page.contains("hreflang=\"en\""), "{page}");
    assert!(
        page.contains(&format!(
            "hreflang=\"x-default\" href=\"{}/de/case-studies/notizen\"",
            server.base
        )),
        "{page}"
    );
    // The sitemap and each feed list what each language publishes, at its addresses.
    let (_, sitemap) = server.page("/sitemap.xml").await;
    assert!(
        sitemap.contains("/de/case-studies/notizen</loc>"),
        "{sitemap}"
    );
    assert!(sitemap.contains("/case-studies/payments</loc>"));
    assert!(!sitemap.contains("/case-studies/notes"));
    assert!(!sitemap.contains("zahlungen"));
    let (_, feed) = server.page("/de/feed.xml").await;
    assert!(
        feed.contains("<title>Notizen</title>") && !feed.contains("Payments"),
        "{feed}"
    );
    let (_, feed) = server.page("/feed.xml").await;
    assert!(
        feed.contains("<title>Payments</title>") && !feed.contains("Notes"),
        "{feed}"
    );
}

#[tokio::test]
async fn a_save_replaces_the_languages_it_sends_and_keeps_the_others() {
    let server = two_languages().await;
    server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["en", "de", "fr"] }),
        )
        .await;
    let mut body = payments(json!({ "title": "Zahlungen", "slug": "zahlungen" }));
    body["translations"]["fr"] = json!({ "title": "Paiements" });
    let created = create(&server, body).await;
    let id = created["id"].as_i64().unwrap();

    // The English fields alone: both languages stay.
    let path = format!("/api/admin/case-studies/{id}");
    let mut english = case_study("Payments v2", "payments", true);
    let (status, saved) = server.send(Method::PUT, &path, english.clone()).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["translations"]["de"]["title"], "Zahlungen");
    assert_eq!(saved["translations"]["fr"]["title"], "Paiements");
    // German sent: it replaces German's texts; French stays. Sent empty, French is removed.
    english["translations"] = json!({ "de": { "title": "Zahlungsverkehr" }, "fr": {} });
    let (status, saved) = server.send(Method::PUT, &path, english).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(
        saved["translations"],
        json!({ "de": { "title": "Zahlungsverkehr" } })
    );
    // The revision says which language changed.
    let (_, revisions) = server
        .get(&format!("/api/admin/case-studies/{id}/revisions"))
        .await;
    assert_eq!(
        revisions[0]["summary"],
        "Translation in de and translation in fr changed"
    );
}

#[tokio::test]
async fn an_address_is_unique_in_every_language_and_a_bad_text_is_refused_under_its_field() {
    let server = two_languages().await;
    create(&server, payments(json!({ "slug": "zahlungen" }))).await;

    // Another's German slug, or its own default slug standing in for German.
    let (status, body) = server
        .send(Method::POST, "/api/admin/case-studies", {
            let mut body = case_study("Ledger", "ledger", true);
            body["translations"] = json!({ "de": { "slug": "zahlungen" } });
            body
        })
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(
        field_errors(&body, "field"),
        [json!("translations.de.slug")]
    );
    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/case-studies",
            case_study("Zahlungen", "zahlungen", true),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(field_errors(&body, "field"), [json!("slug")]);

    let mut bad = case_study("Ledger", "ledger", true);
    bad["translations"] = json!({
        "de": { "slug": "Kein Slug", "content": "not a document", "tags": ["x".repeat(41)] },
        "fr": { "title": "Grand livre" }
    });
    let (status, body) = server
        .send(Method::POST, "/api/admin/case-studies", bad)
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        field_errors(&body, "field"),
        [
            json!("translations.de.slug"),
            json!("translations.de.content"),
            json!("translations.de.tags"),
            json!("translations.fr"),
        ]
    );
    // A language's texts are an object: serde alone would read `[null, null]` as texts.
    let mut listed = case_study("Ledger", "ledger", true);
    listed["translations"] = json!({ "de": [null, null] });
    for path in [
        "/api/admin/case-studies",
        "/api/admin/case-studies/new/autosave",
    ] {
        let method = if path.ends_with("autosave") {
            Method::PUT
        } else {
            Method::POST
        };
        let (status, body) = server.send(method, path, listed.clone()).await;
        assert_eq!(status, 400, "{body}");
        assert!(
            body["message"]
                .as_str()
                .unwrap()
                .contains("de: expected an object"),
            "{body}"
        );
    }
    let (_, list) = server.get("/api/admin/case-studies").await;
    assert_eq!(list.as_array().unwrap().len(), 1, "nothing more is stored");
}

#[tokio::test]
async fn revisions_autosaves_previews_and_share_links_work_per_language() {
    let server = two_languages().await;
    let created = create(&server, payments(json!({ "title": "Zahlungen" }))).await;
    let id = created["id"].as_i64().unwrap();
    let path = format!("/api/admin/case-studies/{id}");

    // A German edit, then its revision restored: German as it was, English untouched.
    let mut edited = case_study("Payments", "payments", true);
    edited["translations"] = json!({ "de": { "title": "Zahlungsverkehr" } });
    let (status, _) = server.send(Method::PUT, &path, edited).await;
    assert_eq!(status, 200);
    let (_, revisions) = server.get(&format!("{path}/revisions")).await;
    let first = revisions[1]["id"].as_i64().unwrap();
    let (_, comparison) = server.get(&format!("{path}/revisions/{first}")).await;
    assert_eq!(comparison["fields"], json!(["translation in de"]));
    let (status, restored) = server
        .send(
            Method::POST,
            &format!("{path}/revisions/{first}/restore"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{restored}");
    assert_eq!(restored["translations"]["de"]["title"], "Zahlungen");

    // An autosave keeps the German draft.
    let mut draft = case_study("Payments", "payments", true);
    draft["translations"] = json!({ "de": { "title": "Entwurf" } });
    let (status, body) = server
        .send(Method::PUT, &format!("{path}/autosave"), draft.clone())
        .await;
    assert_eq!(status, 200, "{body}");
    let (_, saved) = server.get(&format!("{path}/autosave")).await;
    assert_eq!(
        saved["draft"]["translations"]["de"]["title"], "Entwurf",
        "{saved}"
    );
    // Over the bound of a language's text, it is refused under that field.
    let mut long = case_study("Payments", "payments", true);
    long["translations"] = json!({ "de": { "title": "x".repeat(201) } });
    let (status, body) = server
        .send(Method::PUT, &format!("{path}/autosave"), long)
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        field_errors(&body, "field"),
        [json!("translations.de.title")]
    );

    // The owner's preview in German; a language the site does not have is refused.
    let (status, preview) = server
        .page(&format!("/preview/case-studies/{id}?lang=de"))
        .await;
    assert_eq!(status, 200);
    assert!(preview.contains(">Zahlungen</h1>") && preview.contains("<html lang=\"de\""));
    let (status, _) = server
        .page(&format!("/preview/case-studies/{id}?lang=fr"))
        .await;
    assert_eq!(status, 400);
    // The unsaved German state.
    let unsaved = server
        .request(Method::POST, "/preview/case-studies")
        .form(&[("draft", draft.to_string()), ("language", "de".to_owned())])
        .send()
        .await
        .expect("the preview");
    assert_eq!(unsaved.status(), 200);
    assert!(unsaved.text().await.unwrap().contains(">Entwurf</h1>"));

    // A share link of the German page, which anyone holding it sees in German.
    let (status, link) = server
        .send(
            Method::POST,
            &format!("{path}/preview-links?lang=de"),
            json!(null),
        )
        .await;
    assert_eq!(status, 200, "{link}");
    assert_eq!(link["language"], "de");
    let shared = reqwest::get(link["url"].as_str().unwrap()).await.unwrap();
    assert_eq!(shared.status(), 200);
    let shared = shared.text().await.unwrap();
    assert!(shared.contains(">Zahlungen</h1>"), "{shared}");
    let (status, body) = server
        .send(
            Method::POST,
            &format!("{path}/preview-links?lang=it"),
            json!(null),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(field_errors(&body, "field"), [json!("language")]);
}
