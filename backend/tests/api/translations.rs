//! Issue 25 goals 2 and 4 for the profile, the experiences and the education: each text has a
//! value per language (`translations` in the bodies and the answers, checked by folio-core
//! against the site's languages and the default fields' bounds), the admin's list of what is
//! missing in each language, export and import carrying every translation, and the home's
//! default page unchanged by them.

use crate::data::{export, import};
use crate::helpers::{TestServer, case_study, education, experience, field_errors};
use reqwest::Method;
use serde_json::{Value, json};

/// A signed-in server whose site is in English, then German and French.
async fn three_languages() -> TestServer {
    let server = TestServer::start().await;
    server.sign_up().await;
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "name": "Ada Lovelace", "briefIntro": "I build things.",
                "headline": "Engineer", "languages": ["en", "de", "fr"] }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    server
}

/// What the admin reads of the site's texts: the profile (without when it was saved), the
/// experiences, the education and the missing list.
async fn reads(server: &TestServer) -> (Value, Value, Value, Value) {
    let mut profile = server.get("/api/profile").await.1;
    profile
        .as_object_mut()
        .unwrap()
        .retain(|key, _| key != "updatedAt");
    (
        profile,
        server.get("/api/admin/experiences").await.1,
        server.get("/api/admin/education").await.1,
        server.get("/api/admin/translations").await.1,
    )
}

/// `[field, message]` of each failing field.
fn failures(body: &Value) -> Vec<Value> {
    field_errors(body, "field")
        .into_iter()
        .zip(field_errors(body, "message"))
        .map(|(field, message)| json!([field, message]))
        .collect()
}

/// `body` with `translations`.
fn with(mut body: Value, translations: Value) -> Value {
    body["translations"] = translations;
    body
}

#[tokio::test]
async fn the_profile_experiences_and_education_keep_a_text_per_language() {
    let server = three_languages().await;

    let (status, profile) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "translations": {
                "de": { "briefIntro": " Ich baue Dinge. ", "headline": "Ingenieurin", "name": "" },
                "FR": { "name": "Ada Lovelace" }
            }}),
        )
        .await;
    assert_eq!(status, 200, "{profile}");
    // Trimmed, blank left out, tags in canonical case; the default's own fields untouched.
    let stored = json!({
        "de": { "briefIntro": "Ich baue Dinge.", "headline": "Ingenieurin" },
        "fr": { "name": "Ada Lovelace" }
    });
    assert_eq!(profile["translations"], stored);
    assert_eq!(profile["briefIntro"], "I build things.");
    assert_eq!(server.get("/api/profile").await.1["translations"], stored);

    // Left out: kept. One language sent: that language replaced, the other kept.
    let (_, profile) = server
        .send(Method::PUT, "/api/admin/profile", json!({ "name": "Ada" }))
        .await;
    assert_eq!(profile["translations"], stored);
    let (_, profile) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "translations": { "fr": {} } }),
        )
        .await;
    assert_eq!(profile["translations"], json!({ "de": stored["de"] }));

    // An experience: its texts and a tool's usage note, keyed by the tool's own spelling.
    let body = with(
        experience("Engineer"),
        json!({ "de": { "jobTitle": "Ingenieurin", "industry": "Technologie",
            "tools": { "sql": "Berichte", "Go": "nicht dabei" } } }),
    );
    let (status, created) = server
        .send(Method::POST, "/api/admin/experiences", body)
        .await;
    assert_eq!(status, 200, "{created}");
    let german = json!({ "de": { "jobTitle": "Ingenieurin", "industry": "Technologie",
        "tools": { "SQL": "Berichte" } } });
    assert_eq!(created["translations"], german);
    let id = created["id"].as_i64().unwrap();
    let path = format!("/api/admin/experiences/{id}");
    // An update that leaves them out keeps them; one that sends French adds it.
    let (status, updated) = server
        .send(Method::PUT, &path, experience("Senior Engineer"))
        .await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["jobTitle"], "Senior Engineer");
    assert_eq!(updated["translations"], german);
    let (_, updated) = server
        .send(
            Method::PUT,
            &path,
            with(
                experience("Senior Engineer"),
                json!({ "fr": { "company": "Acmé" } }),
            ),
        )
        .await;
    assert_eq!(updated["translations"]["de"], german["de"]);
    assert_eq!(updated["translations"]["fr"], json!({ "company": "Acmé" }));
    let (_, listed) = server.get("/api/admin/experiences").await;
    assert_eq!(listed[0]["translations"], updated["translations"]);

    // An education entry.
    let (status, entry) = server
        .send(
            Method::POST,
            "/api/admin/education",
            with(
                education("BSc Mathematics"),
                json!({ "de": { "name": "BSc Mathematik", "category": "Maschinelles Lernen" } }),
            ),
        )
        .await;
    assert_eq!(status, 200, "{entry}");
    let entry_id = entry["id"].as_i64().unwrap();
    let (_, entry) = server
        .send(
            Method::PUT,
            &format!("/api/admin/education/{entry_id}"),
            education("BSc Maths"),
        )
        .await;
    assert_eq!(entry["name"], "BSc Maths");
    assert_eq!(
        entry["translations"],
        json!({ "de": { "name": "BSc Mathematik", "category": "Maschinelles Lernen" } })
    );
    // An entry without translations answers as it always did.
    let (_, plain) = server
        .send(Method::POST, "/api/admin/education", education("MBA"))
        .await;
    assert_eq!(plain.get("translations"), None, "{plain}");
}

#[tokio::test]
async fn a_bad_tag_or_an_over_long_text_is_refused_under_its_field_and_nothing_is_stored() {
    let server = three_languages().await;
    let (_, created) = server
        .send(
            Method::POST,
            "/api/admin/experiences",
            with(
                experience("Engineer"),
                json!({ "de": { "jobTitle": "Ingenieurin" } }),
            ),
        )
        .await;
    let path = format!("/api/admin/experiences/{}", created["id"]);
    let (_, before) = server.get("/api/admin/experiences").await;
    let (_, profile_before) = server.get("/api/profile").await;

    let (status, answer) = server
        .send(
            Method::PUT,
            &path,
            with(
                experience("Changed"),
                json!({
                    "en": { "jobTitle": "Engineer" },
                    "it": { "jobTitle": "Ingegnere" },
                    "x-klingon": { "jobTitle": "?" },
                    "de": { "jobTitle": "x".repeat(201), "tools": { "SQL": "y".repeat(501) } }
                }),
            ),
        )
        .await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(
        failures(&answer),
        vec![
            json!([
                "translations.de.jobTitle",
                "Job title must be at most 200 characters"
            ]),
            json!([
                "translations.de.tools.SQL",
                "A tool's usage must be at most 500 characters"
            ]),
            json!([
                "translations.en",
                "en is the site's default language: its texts are the fields themselves"
            ]),
            json!([
                "translations.it",
                "it is not one of the site's languages: add it to the profile's languages first"
            ]),
            json!([
                "translations.x-klingon",
                "Private-use language tags (x-…, qaa to qtz) are not supported; write a \
                 registered language code, like de, pt-BR or zh-Hant-TW"
            ]),
        ]
    );
    assert_eq!(server.get("/api/admin/experiences").await.1, before);

    // The default fields' errors come first, the translations' after, in one answer.
    let mut body = with(
        experience(""),
        json!({ "fr": { "company": "z".repeat(201) } }),
    );
    body["company"] = json!("");
    let (status, answer) = server
        .send(Method::POST, "/api/admin/experiences", body)
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        field_errors(&answer, "field"),
        vec![
            json!("jobTitle"),
            json!("company"),
            json!("translations.fr.company")
        ]
    );

    let (status, answer) = server
        .send(
            Method::POST,
            "/api/admin/education",
            with(
                education("BSc"),
                json!({ "de": { "category": "c".repeat(201) } }),
            ),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        failures(&answer),
        vec![json!([
            "translations.de.category",
            "Category must be at most 200 characters"
        ])]
    );
    assert_eq!(server.get("/api/admin/education").await.1, json!([]));

    // The profile: checked against the languages the same save sets.
    let (status, answer) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["en", "de"], "name": "Changed",
                "translations": { "fr": { "name": "Ada" },
                    "de": { "briefIntro": "b".repeat(10_001) } } }),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        failures(&answer),
        vec![
            json!([
                "translations.de.briefIntro",
                "Brief introduction must be at most 10000 characters"
            ]),
            json!([
                "translations.fr",
                "fr is not one of the site's languages: add it to the profile's languages first"
            ]),
        ]
    );
    assert_eq!(server.get("/api/profile").await.1, profile_before);
    // The same French is accepted once the save makes French a language of the site.
    let (status, profile) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["en", "pt-BR", "fr"],
                "translations": { "fr": { "name": "Ada" } } }),
        )
        .await;
    assert_eq!(status, 200, "{profile}");
    assert_eq!(profile["translations"], json!({ "fr": { "name": "Ada" } }));
    // Dropping French from the site keeps its texts (never shown), as anything stored.
    let (_, profile) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["en", "de"] }),
        )
        .await;
    assert_eq!(profile["translations"], json!({ "fr": { "name": "Ada" } }));

    // Visitors write nothing, and cannot read the list.
    let visitor = reqwest::Client::new();
    let refused = visitor
        .get(format!("{}/api/admin/translations", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 401);
}

#[tokio::test]
async fn the_admin_lists_every_field_missing_in_each_language() {
    let server = three_languages().await;
    server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "translations": { "de": { "name": "Ada", "briefIntro": "Ich baue Dinge.",
                "headline": "Ingenieurin" } } }),
        )
        .await;
    let (_, job) = server
        .send(
            Method::POST,
            "/api/admin/experiences",
            with(
                experience("Engineer"),
                json!({ "de": { "jobTitle": "Ingenieurin", "company": "Acme",
                    "industry": "Technologie", "description": "Baute Dinge.",
                    "accomplishments": "Geliefert.", "tools": { "SQL": "Berichte" } } }),
            ),
        )
        .await;
    let (_, entry) = server
        .send(Method::POST, "/api/admin/education", education("BSc"))
        .await;
    let (status, missing) = server.get("/api/admin/translations").await;
    assert_eq!(status, 200, "{missing}");
    let row = |kind: &str, id: &Value, label: &str, field: &str| {
        // The owner's name, a company and a school are proper names (issue 40 point 4).
        let proper = matches!(
            (kind, field),
            ("profile", "name") | ("experience", "company") | ("education", "name")
        );
        let mut row = json!({ "kind": kind, "label": label, "field": field, "properName": proper });
        if !id.is_null() {
            row["id"] = id.clone();
        }
        row
    };
    let (job_id, entry_id) = (&job["id"], &entry["id"]);
    let label = "Engineer — Acme";
    assert_eq!(
        missing,
        json!([
            { "language": "de", "fields": [
                row("education", entry_id, "BSc", "name"),
                row("education", entry_id, "BSc", "category"),
            ] },
            { "language": "fr", "fields": [
                row("profile", &Value::Null, "Ada Lovelace", "name"),
                row("profile", &Value::Null, "Ada Lovelace", "briefIntro"),
                row("profile", &Value::Null, "Ada Lovelace", "headline"),
                row("experience", job_id, label, "jobTitle"),
                row("experience", job_id, label, "company"),
                row("experience", job_id, label, "industry"),
                row("experience", job_id, label, "description"),
                row("experience", job_id, label, "accomplishments"),
                row("experience", job_id, label, "tools.SQL"),
                row("education", entry_id, "BSc", "name"),
                row("education", entry_id, "BSc", "category"),
            ] },
        ])
    );

    // A one-language site lists nothing.
    server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["en"] }),
        )
        .await;
    assert_eq!(server.get("/api/admin/translations").await.1, json!([]));
}

#[tokio::test]
async fn the_default_page_is_unchanged_by_translations() {
    let server = TestServer::with_web().await;
    server.sign_up().await;
    server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "name": "Ada Lovelace", "languages": ["en", "de", "fr"] }),
        )
        .await;
    server
        .send(
            Method::POST,
            "/api/admin/experiences",
            experience("Engineer"),
        )
        .await;
    server
        .send(Method::POST, "/api/admin/education", education("BSc"))
        .await;
    let (_, before) = server.get("/api/home").await;
    let (_, listed) = server.get("/api/admin/experiences").await;
    let (_, entries) = server.get("/api/admin/education").await;
    server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "translations": { "de": { "name": "Ada", "headline": "Ingenieurin" } } }),
        )
        .await;
    server
        .send(
            Method::PUT,
            &format!("/api/admin/experiences/{}", listed[0]["id"]),
            with(
                experience("Engineer"),
                json!({ "de": { "jobTitle": "Ingenieurin" } }),
            ),
        )
        .await;
    server
        .send(
            Method::PUT,
            &format!("/api/admin/education/{}", entries[0]["id"]),
            with(education("BSc"), json!({ "de": { "name": "Studium" } })),
        )
        .await;
    let (_, after) = server.get("/api/home").await;
    assert_eq!(after, before, "the default's page carries no translation");
    assert_eq!(after.get("fallbacks"), None);
    let (_, page) = server.page("/").await;
    assert!(!page.contains("Ingenieurin"));
    // The language switcher names each language in itself, each link with its `lang`; beside
    // it, nothing on the default's page is marked.
    let (before_switcher, rest) = page
        .split_once("<nav class=\"language-switcher\"")
        .expect("the page of a site in three languages has a switcher");
    let (_, after_switcher) = rest.split_once("</nav>").expect("the switcher's end");
    let unmarked = format!("{before_switcher}{after_switcher}");
    assert_eq!(
        unmarked.matches(" lang=").count(),
        1,
        "only <html lang>: {page}"
    );
}

/// Each language's page (`/de/`, `/fr/`) shows the owner's texts in its language where
/// translated, and the default's, carrying the default's `lang`, where not; its head names the
/// owner as the page does.
#[tokio::test]
async fn each_languages_page_shows_its_translations_and_marks_the_defaults_text() {
    let server = TestServer::with_web().await;
    server.sign_up().await;
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "name": "Ada Lovelace", "headline": "Engineer", "languages": ["en", "de", "fr"],
                "translations": { "de": { "name": "Ada L.", "headline": "Ingenieurin" } } }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/experiences",
            with(
                experience("Engineer"),
                json!({ "de": { "jobTitle": "Softwareingenieurin" } }),
            ),
        )
        .await;
    assert_eq!(status, 200, "{body}");

    let (status, german) = server.page("/de/").await;
    assert_eq!(status, 200);
    assert!(german.contains("<title>Ada L.</title>"), "{german}");
    assert!(
        german.contains(r#"<h2 class="card-title">Softwareingenieurin</h2>"#),
        "{german}"
    );
    assert!(
        german.contains(r#"<p class="card-subtitle" lang="en">Acme</p>"#),
        "the untranslated company is marked English: {german}"
    );
    assert!(!german.contains(r#"<h2 class="card-title">Engineer</h2>"#));

    let (_, french) = server.page("/fr/").await;
    assert!(french.contains("<title>Ada Lovelace</title>"), "{french}");
    assert!(
        french.contains(
            r#"<h2 class="card-title" lang="en">Engineer<span class="untranslated-mark" lang="fr""#
        ),
        "nothing is French: the default's title, marked: {french}"
    );

    // The data a German page refreshes from says the same.
    let (status, home) = server.get("/api/home?lang=de").await;
    assert_eq!(status, 200, "{home}");
    assert_eq!(home["experiences"][0]["jobTitle"], "Softwareingenieurin");
    assert_eq!(home["fallbacks"]["lang"], "en");
    let (_, home) = server.get("/api/home").await;
    assert_eq!(home["experiences"][0]["jobTitle"], "Engineer");
    assert_eq!(home.get("fallbacks"), None);
}

#[tokio::test]
async fn an_export_of_a_three_language_site_carries_every_translation_through_an_import() {
    let original = three_languages().await;
    original
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "translations": {
                "de": { "name": "Ada", "briefIntro": "Ich baue Dinge.", "headline": "Ingenieurin" },
                "fr": { "briefIntro": "Je construis." }
            } }),
        )
        .await;
    original
        .send(
            Method::POST,
            "/api/admin/experiences",
            with(
                experience("Engineer"),
                json!({ "de": { "jobTitle": "Ingenieurin", "tools": { "SQL": "Berichte" } },
                    "fr": { "jobTitle": "Ingénieure", "description": "Construit." } }),
            ),
        )
        .await;
    original
        .send(
            Method::POST,
            "/api/admin/experiences",
            experience("Analyst"),
        )
        .await;
    original
        .send(
            Method::POST,
            "/api/admin/education",
            with(
                education("BSc"),
                json!({ "de": { "category": "Maschinelles Lernen" }, "fr": { "name": "Licence" } }),
            ),
        )
        .await;
    let mut study = case_study("Payments", "payments", true);
    study["translations"] = json!({
        "de": { "title": "Zahlungen", "slug": "zahlungen", "tags": ["Buchhaltung"] },
        "fr": { "description": "Un grand livre.", "isPublished": false,
            "content": json!({ "blocks": [{ "type": "paragraph", "data": { "text": "Bonjour" } }] }).to_string() }
    });
    let (status, body) = original
        .send(Method::POST, "/api/admin/case-studies", study.clone())
        .await;
    assert_eq!(status, 200, "{body}");
    study["translations"] = json!({ "de": { "title": "Zahlungsverkehr", "slug": "zahlungen" } });
    let path = format!("/api/admin/case-studies/{}", body["id"]);
    let (status, _) = original.send(Method::PUT, &path, study).await;
    assert_eq!(status, 200);
    // A language the site no longer lists keeps its texts, in the archive too.
    original
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["en", "de", "fr", "it"],
                "translations": { "it": { "headline": "Ingegnera" } } }),
        )
        .await;
    original
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["en", "de", "fr"] }),
        )
        .await;
    let before = reads(&original).await;
    assert_eq!(
        before.0["translations"]["it"],
        json!({ "headline": "Ingegnera" })
    );
    let studies = original.get("/api/admin/case-studies").await.1;
    assert_eq!(studies[0]["translations"]["de"]["title"], "Zahlungsverkehr");
    let revisions = original.get(&format!("{path}/revisions/1")).await.1;
    let archive = export(&original).await;

    let copy = TestServer::start().await;
    copy.sign_up().await;
    let (status, body) = import(&copy, archive).await;
    assert_eq!(status, 200, "{body}");
    let after = reads(&copy).await;
    assert_eq!(after.0, before.0);
    assert_eq!(after.1, before.1);
    assert_eq!(after.2, before.2);
    assert_eq!(after.3, before.3);
    assert_eq!(copy.get("/api/admin/case-studies").await.1, studies);
    assert_eq!(copy.get(&format!("{path}/revisions/1")).await.1, revisions);
}

#[tokio::test]
async fn the_missing_list_marks_proper_names() {
    let server = three_languages().await;
    for (path, body) in [
        ("/api/admin/experiences", experience("Engineer")),
        ("/api/admin/education", education("Kunsthochschule Berlin")),
    ] {
        let (status, body) = server.send(Method::POST, path, body).await;
        assert_eq!(status, 200, "{body}");
    }
    let (status, missing) = server.get("/api/admin/translations").await;
    assert_eq!(status, 200, "{missing}");
    // The owner's name, a company and a school are proper names; every other text is to write.
    let names: Vec<Value> = missing[0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|field| json!([field["kind"], field["field"], field["properName"]]))
        .collect();
    assert_eq!(
        names,
        [
            json!(["profile", "name", true]),
            json!(["profile", "briefIntro", false]),
            json!(["profile", "headline", false]),
            json!(["experience", "jobTitle", false]),
            json!(["experience", "company", true]),
            json!(["experience", "industry", false]),
            json!(["experience", "description", false]),
            json!(["experience", "accomplishments", false]),
            json!(["experience", "tools.SQL", false]),
            json!(["education", "name", true]),
            json!(["education", "category", false]),
        ]
    );
}
