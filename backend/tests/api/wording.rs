//! Issue 25 goal 5, "The owner can override any string from the admin": `/api/admin/wording`
//! reads each language's texts as its catalogue words them, and a write replaces one language's
//! overrides, which every public page (its words, its counts, 'Present', the 404 pages) shows at
//! once; a bad override is a 422 that changes nothing; export and import carry them.

use crate::data::{export, import};
use crate::helpers::{TestServer, experience, field_errors};
use reqwest::Method;
use serde_json::{Value, json};

/// A site in English (the default), German, French and Brazilian Portuguese, with a current job
/// (its dates end in 'Present') using one tool.
async fn site() -> TestServer {
    let server = TestServer::with_profile(json!({
        "name": "Ada",
        "briefIntro": "Hi.",
        "languages": ["en", "de", "fr", "pt-BR"]
    }))
    .await;
    let mut current = experience("Engineer");
    current["endDate"] = Value::Null;
    current["isCurrentJob"] = json!(true);
    current["tools"] = json!(["Rust"]);
    let (status, body) = server
        .send(Method::POST, "/api/admin/experiences", current)
        .await;
    assert_eq!(status, 200, "{body}");
    server
}

/// The words of `language` in the answer of `GET /api/admin/wording`.
fn words_in<'a>(all: &'a Value, language: &str) -> &'a Value {
    all.as_array()
        .expect("a list")
        .iter()
        .find(|words| words["language"] == language)
        .unwrap_or_else(|| panic!("{language} in {all}"))
}

/// The text `key` among a language's words.
fn text<'a>(words: &'a Value, key: &str) -> &'a Value {
    words["texts"]
        .as_array()
        .expect("texts")
        .iter()
        .find(|text| text["key"] == key)
        .unwrap_or_else(|| panic!("{key}"))
}

async fn wording(server: &TestServer) -> Value {
    let (status, body) = server.get("/api/admin/wording").await;
    assert_eq!(status, 200, "{body}");
    body
}

async fn put(server: &TestServer, language: &str, body: Value) -> (u16, Value) {
    server
        .send(Method::PUT, &format!("/api/admin/wording/{language}"), body)
        .await
}

#[tokio::test]
async fn each_language_lists_its_catalogues_texts_and_plural_categories() {
    let server = site().await;
    let all = wording(&server).await;
    let languages: Vec<&Value> = all
        .as_array()
        .unwrap()
        .iter()
        .map(|w| &w["language"])
        .collect();
    assert_eq!(languages, ["en", "de", "fr", "pt-BR"]);
    let en = words_in(&all, "en");
    assert_eq!(en["catalogue"], "en");
    assert_eq!(en["ownCatalogue"], true);
    assert_eq!(
        text(en, "tabExperiences"),
        &json!({ "key": "tabExperiences", "default": "Work Experience",
            "placeholders": [] })
    );
    assert_eq!(
        text(en, "contactAuthor")["placeholders"],
        json!(["{author}"])
    );
    assert_eq!(
        en["counted"],
        json!([{ "key": "experiences", "forms": [
            { "category": "one", "default": "{n} experience",
                "placeholders": ["{n}"] },
            { "category": "other", "default": "{n} experiences",
                "placeholders": ["{n}"] }
        ] }])
    );
    let de = words_in(&all, "de");
    assert_eq!(text(de, "tabExperiences")["default"], "Berufserfahrung");
    let fr = words_in(&all, "fr");
    let categories: Vec<&Value> = fr["counted"][0]["forms"]
        .as_array()
        .unwrap()
        .iter()
        .map(|form| &form["category"])
        .collect();
    assert_eq!(categories, ["one", "many", "other"]);
    // A language without a catalogue defaults to English's words, and says so.
    let pt = words_in(&all, "pt-BR");
    assert_eq!(pt["catalogue"], "en");
    assert_eq!(pt["ownCatalogue"], false);
    assert_eq!(text(pt, "tabEducation")["default"], "Education");
}

#[tokio::test]
async fn an_override_shows_at_once_on_every_page_in_its_language_only() {
    let server = site().await;
    // The 404 pages are rendered once and kept: render them before the wording changes.
    let (status, before) = server.page("/de/nowhere").await;
    assert_eq!(status, 404);
    assert!(before.contains("Seite nicht gefunden"), "{before}");
    let (_, before) = server.page("/nowhere").await;
    assert!(before.contains("Page Not Found"));
    let (_, home) = server.page("/de/").await;
    assert!(home.contains(r#""tabExperiences":"Berufserfahrung""#));

    let (status, body) = put(
        &server,
        "de",
        json!({
            "texts": { "tabExperiences": " Werdegang ", "present": "heute",
                "pageNotFound": "Hier ist nichts", "loading": "" },
            "counted": { "experiences": { "one": "{n} Job", "other": "{n} Jobs" } }
        }),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(text(&body, "tabExperiences")["custom"], "Werdegang");
    assert_eq!(text(&body, "loading")["custom"], Value::Null);
    let (status, _) = put(
        &server,
        "en",
        json!({ "texts": { "tabExperiences": "Career", "pageNotFound": "Nothing here" } }),
    )
    .await;
    assert_eq!(status, 200);

    let (_, german) = server.page("/de/").await;
    assert!(german.contains(">Werdegang<"), "{german}");
    assert!(german.contains(r#""tabExperiences":"Werdegang""#));
    assert!(!german.contains(">Berufserfahrung<"));
    assert!(german.contains("heute"), "'Present' is worded too");
    let (_, tools) = server.page("/de/?filter=tools").await;
    assert!(tools.contains("1 Job"), "{tools}");
    let (_, api) = server.get("/api/home?lang=de").await;
    assert_eq!(api["byTools"][0]["countLabel"], "1 Job");
    let (status, missing) = server.page("/de/nowhere").await;
    assert_eq!(status, 404);
    assert!(missing.contains("Hier ist nichts"), "{missing}");

    let (_, english) = server.page("/").await;
    assert!(english.contains("Career"));
    assert!(!english.contains("Werdegang"));
    assert!(english.contains("Present"));
    let (_, missing) = server.page("/nowhere").await;
    assert!(missing.contains("Nothing here"), "{missing}");
    // French keeps its catalogue.
    let (_, french) = server.page("/fr/").await;
    assert!(!french.contains("Werdegang") && !french.contains("Career"));

    // Sending a language's texts again without one goes back to the catalogue's.
    let (status, _) = put(
        &server,
        "de",
        json!({ "counted": { "experiences": { "one": "{n} Job", "other": "{n} Jobs" } } }),
    )
    .await;
    assert_eq!(status, 200);
    let (_, german) = server.page("/de/").await;
    assert!(german.contains(r#""tabExperiences":"Berufserfahrung""#));
    let (_, tools) = server.page("/de/?filter=tools").await;
    assert!(tools.contains("1 Job"));
    let (status, body) = put(&server, "de", json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(text(&body, "present")["custom"], Value::Null);
    let (_, tools) = server.page("/de/?filter=tools").await;
    assert!(tools.contains("1 Station"));
}

#[tokio::test]
async fn a_bad_override_is_refused_by_field_and_nothing_changes() {
    let server = site().await;
    let (status, _) = put(
        &server,
        "de",
        json!({ "texts": { "tabEducation": "Studium" } }),
    )
    .await;
    assert_eq!(status, 200);
    let stored = wording(&server).await;
    let (_, page) = server.page("/de/").await;
    let long = "x".repeat(301);
    for (language, body, field, message) in [
        (
            "de",
            json!({ "texts": { "tabWork": "Arbeit" } }),
            "texts.tabWork",
            "Unknown text tabWork",
        ),
        (
            "de",
            json!({ "texts": { "contactAuthor": "Schreib mir" } }),
            "texts.contactAuthor",
            "Must keep {author}",
        ),
        (
            "en",
            json!({ "texts": { "goBack": "Back to {author}" } }),
            "texts.goBack",
            "Unknown placeholder {author}",
        ),
        (
            "en",
            json!({ "texts": { "loading": long } }),
            "texts.loading",
            "Must be at most 300 characters (it has 301)",
        ),
        (
            "fr",
            json!({ "counted": { "experiences": { "one": "{n} poste", "other": "{n} postes" } } }),
            "counted.experiences.many",
            "Required when the other forms are given",
        ),
        (
            "de",
            json!({ "counted": { "experiences": { "one": "{n} Job", "few": "{n} Jobs",
                "other": "{n} Jobs" } } }),
            "counted.experiences.few",
            "Not a plural category of de: use one, other",
        ),
        (
            "es",
            json!({ "texts": { "tabEducation": "Estudios" } }),
            "language",
            "es is not a language of the site",
        ),
        ("--", json!({}), "language", "-- is not a language tag"),
    ] {
        let (status, answer) = put(&server, language, body).await;
        assert_eq!(status, 422, "{language} {answer}");
        assert_eq!(field_errors(&answer, "field"), [field], "{answer}");
        assert_eq!(field_errors(&answer, "message"), [message], "{answer}");
        assert_eq!(wording(&server).await, stored);
        assert_eq!(server.page("/de/").await.1, page);
    }
    // Past the keys a request is read up to, it is not read at all.
    let many: serde_json::Map<String, Value> =
        (0..101).map(|n| (format!("key{n}"), json!("x"))).collect();
    let (status, _) = put(&server, "de", json!({ "texts": many })).await;
    assert_eq!(status, 400);
    assert_eq!(wording(&server).await, stored);
}

#[tokio::test]
async fn a_language_without_a_catalogue_gets_its_own_words() {
    let server = site().await;
    let (status, body) = put(
        &server,
        "pt-BR",
        json!({
            "texts": { "tabExperiences": "Experiência", "tabEducation": "Formação",
                "present": "Atual" },
            "counted": { "experiences": { "one": "{n} experiência", "other": "{n} experiências" } }
        }),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (_, page) = server.page("/pt-BR/").await;
    assert!(page.contains("Experiência") && page.contains("Formação") && page.contains("Atual"));
    assert!(!page.contains("Work Experience"));
    let (_, tools) = server.page("/pt-BR/?filter=tools").await;
    assert!(tools.contains("1 experiência"), "{tools}");
    let (_, english) = server.page("/").await;
    assert!(english.contains("Work Experience"));
}

#[tokio::test]
async fn export_and_import_carry_the_wording() {
    let original = site().await;
    let (status, _) = put(
        &original,
        "de",
        json!({ "texts": { "tabExperiences": "Werdegang" },
            "counted": { "experiences": { "one": "{n} Job", "other": "{n} Jobs" } } }),
    )
    .await;
    assert_eq!(status, 200);
    let (status, _) = put(
        &original,
        "en",
        json!({ "texts": { "contactAuthor": "Write to {author}" } }),
    )
    .await;
    assert_eq!(status, 200);
    let before = wording(&original).await;
    let archive = export(&original).await;

    let copy = TestServer::with_web().await;
    copy.sign_up().await;
    let (status, body) = import(&copy, archive).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(wording(&copy).await, before);
    let (_, page) = copy.page("/de/").await;
    assert!(page.contains("Werdegang"));
}

#[tokio::test]
async fn the_wording_is_the_owners_alone() {
    let server = TestServer::start().await;
    let (status, _) = server.get("/api/admin/wording").await;
    assert_eq!(status, 401);
    let (status, _) = put(&server, "en", json!({ "texts": { "goBack": "Back" } })).await;
    assert_eq!(status, 401);
    // The profile's own answer does not carry the wording.
    server.sign_up().await;
    let (status, _) = put(&server, "en", json!({ "texts": { "goBack": "Back" } })).await;
    assert_eq!(status, 200);
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(profile.get("wording"), None);
}
