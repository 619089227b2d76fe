//! Issue 40 point 3: a visitor sees what is not translated. A text shown in the default
//! language's words carries a quiet mark named in the page's words; a case study whose body is
//! the default's says so in the page's words; the profile's location is translatable like its
//! other texts (saved, checked, shown, missing, exported and imported).

use crate::data::{export, import};
use crate::helpers::{TestServer, case_study, field_errors};
use reqwest::Method;
use serde_json::{Value, json};

/// The data a page hands the app.
fn data(html: &str) -> Value {
    let (_, rest) = html
        .split_once("id=\"folio-data\">")
        .expect("the page's data");
    serde_json::from_str(rest.split_once("</script>").expect("its end").0).expect("JSON")
}

/// A signed-in server of the built app whose site is in `languages`, located in Berlin, with
/// `translations` of the profile.
async fn site(languages: Value, translations: Value) -> TestServer {
    TestServer::with_profile(json!({
        "name": "Ada", "briefIntro": "I build things.", "location": "Berlin, Germany",
        "languages": languages, "translations": translations
    }))
    .await
}

#[tokio::test]
async fn the_location_has_a_text_per_language_shown_checked_and_carried_by_an_archive() {
    let server = site(
        json!(["en", "de", "fr"]),
        json!({ "de": { "location": " Berlin, Deutschland " } }),
    )
    .await;
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(profile["location"], "Berlin, Germany");
    assert_eq!(
        profile["translations"],
        json!({ "de": { "location": "Berlin, Deutschland" } })
    );

    // German shows its own; French the default's, marked with its language and the mark.
    let (_, german) = server.page("/de/").await;
    assert!(
        german.contains(r#"<span class="hero-location">Berlin, Deutschland</span>"#),
        "{german}"
    );
    let (_, french) = server.page("/fr/").await;
    assert!(
        french.contains(concat!(
            r#"<span class="hero-location" lang="en">Berlin, Germany"#,
            r#"<span class="untranslated-mark" lang="fr" title="Non traduit"#,
            "\u{a0}: anglais\">"
        )),
        "{french}"
    );
    let (_, home) = server.get("/api/home?lang=fr").await;
    assert_eq!(home["profile"]["location"], "Berlin, Germany");
    assert!(
        home["fallbacks"]["profile"]
            .as_array()
            .unwrap()
            .contains(&json!("location")),
        "{home}"
    );

    // The admin's list names it where it is missing.
    let (_, missing) = server.get("/api/admin/translations").await;
    let french_fields: Vec<&Value> = missing
        .as_array()
        .unwrap()
        .iter()
        .find(|language| language["language"] == "fr")
        .map(|language| language["fields"].as_array().unwrap().iter().collect())
        .unwrap_or_default();
    assert!(
        french_fields
            .iter()
            .any(|field| field["kind"] == "profile" && field["field"] == "location"),
        "{missing}"
    );

    // A location too long in a language is refused under its field, with the default's bound.
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "translations": { "fr": { "location": "x".repeat(2_000) } } }),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        field_errors(&body, "field"),
        [json!("translations.fr.location")]
    );
    assert!(
        field_errors(&body, "message")[0].as_str().unwrap()
            == "Location must be at most 200 characters",
        "{body}"
    );

    // An archive carries it to another server.
    let copy = TestServer::start().await;
    copy.sign_up().await;
    let (status, body) = import(&copy, export(&server).await).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        copy.get("/api/profile").await.1["translations"],
        json!({ "de": { "location": "Berlin, Deutschland" } })
    );
}

#[tokio::test]
async fn a_case_study_only_in_the_default_says_so_in_the_pages_words() {
    let server = site(json!(["en", "de", "fr", "es"]), json!({})).await;
    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/case-studies",
            case_study("Payments", "payments", true),
        )
        .await;
    assert_eq!(status, 200, "{body}");

    for (language, note, label) in [
        (
            "de",
            "Diese Fallstudie gibt es nur auf Englisch.",
            "Nicht übersetzt: Englisch",
        ),
        (
            "fr",
            "Cette étude de cas n’existe qu’en anglais.",
            "Non traduit\u{a0}: anglais",
        ),
        (
            "es",
            "Este caso de estudio solo está disponible en inglés.",
            "Sin traducir: inglés",
        ),
    ] {
        let (status, answer) = server
            .get(&format!("/api/case-studies/payments?lang={language}"))
            .await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["fallbacks"]["note"], note, "{answer}");
        let (status, page) = server
            .page(&format!("/{language}/case-studies/payments"))
            .await;
        assert_eq!(status, 200);
        assert!(
            page.contains(&format!(
                r#"<p class="untranslated-note" role="note">{note}</p>"#
            )),
            "{page}"
        );
        // The title is the default's: marked, the mark named in the page's words.
        assert!(
            page.contains(&format!(
                r#"Payments<span class="untranslated-mark" lang="{language}" title="{label}">"#
            )),
            "{page}"
        );
        assert_eq!(data(&page)["language"]["untranslated"]["label"], label);
        assert_eq!(data(&page)["language"]["untranslated"]["text"], "EN");
    }

    // The default's page says nothing of it.
    let (_, english) = server.page("/case-studies/payments").await;
    assert!(!english.contains("class=\"untranslated-note\""));
    assert!(!english.contains("class=\"untranslated-mark\""));
    let (_, answer) = server.get("/api/case-studies/payments").await;
    assert_eq!(answer.get("fallbacks"), None);

    // A translated body has no note; its untranslated title keeps its mark.
    let id = body["id"].as_i64().unwrap();
    let mut german = case_study("Payments", "payments", true);
    german["translations"] = json!({ "de": { "content": json!({ "blocks":
        [{ "type": "paragraph", "data": { "text": "Hallo" } }] }).to_string() } });
    let (status, saved) = server
        .send(
            Method::PUT,
            &format!("/api/admin/case-studies/{id}"),
            german,
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    let (_, answer) = server.get("/api/case-studies/payments?lang=de").await;
    assert_eq!(answer["fallbacks"].get("note"), None, "{answer}");
    let (_, page) = server.page("/de/case-studies/payments").await;
    assert!(!page.contains("class=\"untranslated-note\""), "{page}");
    assert!(page.contains("class=\"untranslated-mark\""), "{page}");
}

#[tokio::test]
async fn a_german_site_names_its_language_on_its_english_pages() {
    let server = TestServer::with_profile(json!({
        "name": "Ada", "briefIntro": "Ich baue Dinge.", "languages": ["de", "en", "sw"]
    }))
    .await;
    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/case-studies",
            case_study("Zahlungen", "zahlungen", true),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (_, english) = server.get("/api/case-studies/zahlungen?lang=en").await;
    assert_eq!(
        english["fallbacks"]["note"],
        "This case study is only available in German."
    );
    // Swahili has no catalogue: its pages read English, naming German in English.
    let (_, swahili) = server.get("/api/case-studies/zahlungen?lang=sw").await;
    assert_eq!(
        swahili["fallbacks"]["note"],
        "This case study is only available in German."
    );
}
