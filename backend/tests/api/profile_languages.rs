//! Issue 25 goal 1, "Languages are the owner's": the site's languages are part of the profile,
//! `languages` in `PUT /api/admin/profile`, `GET /api/profile` and the home's header, parsed by
//! folio-core's `Languages::parse`; English only until the owner chooses; carried by an export.

use crate::data::{export, import};
use crate::helpers::{TestServer, database_before, field_errors};
use reqwest::Method;
use serde_json::{Value, json};

/// The languages `GET /api/profile` answers; `GET /api/home` answers the same when there are more
/// than one, and none for a one-language site, whose pages weigh what they did before languages.
async fn languages(server: &TestServer) -> Value {
    let (status, profile) = server.get("/api/profile").await;
    assert_eq!(status, 200);
    let (status, home) = server.get("/api/home").await;
    assert_eq!(status, 200);
    let listed = &profile["languages"];
    if listed.as_array().is_some_and(|tags| tags.len() > 1) {
        assert_eq!(home["profile"]["languages"], *listed);
    } else {
        assert_eq!(home["profile"].get("languages"), None, "{home}");
    }
    listed.clone()
}

#[tokio::test]
async fn a_site_that_never_chose_is_english_only() {
    let server = TestServer::start().await;
    assert_eq!(languages(&server).await, json!(["en"]));

    // A profile stored before languages were (migration 0012) is English only too.
    let (_old, url, db) = database_before("0012").await;
    sqlx::query("UPDATE profile SET name = 'Ada' WHERE id = 1")
        .execute(&db)
        .await
        .unwrap();
    db.close().await;
    let server = TestServer::start_with(|config| config.database_url = url.clone()).await;
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(profile["name"], "Ada");
    assert_eq!(languages(&server).await, json!(["en"]));
}

#[tokio::test]
async fn the_owners_languages_are_stored_in_canonical_case_the_default_first() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let body = json!({ "languages": ["DE", " pt_br ", "fr", "zh-hant-tw"] });
    let (status, profile) = server.send(Method::PUT, "/api/admin/profile", body).await;
    assert_eq!(status, 200, "{profile}");
    let chosen = json!(["de", "pt-BR", "fr", "zh-Hant-TW"]);
    assert_eq!(profile["languages"], chosen);
    assert_eq!(languages(&server).await, chosen);
    // Left out: kept, like every field of the profile.
    let (_, profile) = server
        .send(Method::PUT, "/api/admin/profile", json!({ "name": "Ada" }))
        .await;
    assert_eq!(profile["languages"], chosen);
    // Another default, and a language removed (nothing is translated yet).
    let (status, profile) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["fr", "de"] }),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(profile["languages"], json!(["fr", "de"]));
    // One language is a one-language site, in that language.
    server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["en"] }),
        )
        .await;
    assert_eq!(languages(&server).await, json!(["en"]));
}

#[tokio::test]
async fn bad_languages_are_refused_under_the_field_and_nothing_is_stored() {
    let server = TestServer::start().await;
    server.sign_up().await;
    server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["de", "fr"] }),
        )
        .await;
    let refused = |body: Value| {
        let server = &server;
        async move {
            let (status, answer) = server.send(Method::PUT, "/api/admin/profile", body).await;
            assert_eq!(status, 422, "{answer}");
            let (_, profile) = server.get("/api/profile").await;
            assert_eq!(profile["name"], "Your Name", "nothing is stored");
            assert_eq!(languages(server).await, json!(["de", "fr"]));
            field_errors(&answer, "field")
                .into_iter()
                .zip(field_errors(&answer, "message"))
                .map(|(field, message)| json!([field, message]))
                .collect::<Vec<_>>()
        }
    };
    // Each bad row under its index, with folio-core's message, beside the other fields' errors.
    let errors = refused(json!({
        "name": "", "languages": ["de", "x-klingon", "", "pt-BRA", "api"]
    }))
    .await;
    assert_eq!(
        errors,
        vec![
            json!(["name", "Name is required"]),
            json!([
                "languages.1",
                "Private-use language tags (x-…, qaa to qtz) are not supported; write a \
                 registered language code, like de, pt-BR or zh-Hant-TW"
            ]),
            json!(["languages.2", "Language is required"]),
            json!([
                "languages.3",
                "\"BRA\" is not a script, region or variant in a language tag; write a tag like \
                 de, pt-BR or zh-Hant-TW"
            ]),
            json!([
                "languages.4",
                "api cannot name a language here, because /api/ is one of the site's own \
                 addresses"
            ]),
        ]
    );
    assert_eq!(
        refused(json!({ "name": "Ada", "languages": ["pt-BR", "pt_br", "x".repeat(36)] })).await,
        vec![
            json!(["languages.1", "pt-BR is already in the list"]),
            json!(["languages.2", "Language must be at most 35 characters"]),
        ]
    );
    let thirteen: Vec<String> = (0..13)
        .map(|i| format!("a{}", (b'a' + i) as char))
        .collect();
    assert_eq!(
        refused(json!({ "name": "Ada", "languages": thirteen })).await,
        vec![json!(["languages", "At most 12 languages are allowed"])]
    );
    // A site always has a language: an empty list and `null` are refused alike.
    for none in [json!([]), Value::Null] {
        assert_eq!(
            refused(json!({ "name": "Ada", "languages": none })).await,
            vec![json!(["languages", "At least one language is required"])]
        );
    }
    // A tag that is not a string, or a list past 100 rows, is not read at all.
    for unread in [json!(["de", 7]), json!(vec!["de"; 101])] {
        let (status, _) = server
            .send(
                Method::PUT,
                "/api/admin/profile",
                json!({ "languages": unread }),
            )
            .await;
        assert_eq!(status, 400);
    }
    assert_eq!(languages(&server).await, json!(["de", "fr"]));
}

#[tokio::test]
async fn visitors_cannot_change_the_languages() {
    let server = TestServer::start().await;
    let (status, _) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["de"] }),
        )
        .await;
    assert_eq!(status, 401);
    assert_eq!(languages(&server).await, json!(["en"]));
}

#[tokio::test]
async fn an_export_carries_the_languages_and_one_without_them_imports_as_english_only() {
    let original = TestServer::start().await;
    original.sign_up().await;
    let resume = original.get("/resume.json").await.1;
    original
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["pt-BR", "en"] }),
        )
        .await;
    let archive = export(&original).await;

    let copy = TestServer::start().await;
    copy.sign_up().await;
    let (status, body) = import(&copy, archive.clone()).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(languages(&copy).await, json!(["pt-BR", "en"]));

    // The same archive as one written before languages were: English only.
    let older = crate::data::with_document(&crate::data::entries_of(&archive), |document| {
        document["profile"]
            .as_object_mut()
            .unwrap()
            .remove("languages");
    });
    let copy = TestServer::start().await;
    copy.sign_up().await;
    let (status, body) = import(&copy, older).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(languages(&copy).await, json!(["en"]));
    // The JSON Resume export is as it was: its `languages` are the owner's, not the site's.
    assert_eq!(original.get("/resume.json").await.1, resume);
}

/// A text of folio-core's catalogue for `language` (`core/messages/{language}.json`).
fn catalogue_text(language: &str, key: &str) -> String {
    let path = format!(
        "{}/../core/messages/{language}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let catalogue: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    catalogue["texts"][key].as_str().unwrap().to_owned()
}

/// The home and both 404 pages are in `tag` (`<html lang>`) with the words of the catalogue
/// `language` in the rendered markup (the page's data carries every word and the title is written
/// apart, so a word between tags that only the render writes is what tells).
async fn speaks(server: &TestServer, tag: &str, language: &str) {
    let (status, home) = server.page("/").await;
    assert_eq!(status, 200);
    assert!(home.contains(&format!("<html lang=\"{tag}\"")), "{home}");
    assert!(home.contains(&format!(">{}<", catalogue_text(language, "tabExperiences"))));
    let (status, missing) = server.page("/no-such-page").await;
    assert_eq!(status, 404);
    assert!(missing.contains(&format!("<html lang=\"{tag}\"")));
    assert!(missing.contains(&format!(">{}<", catalogue_text(language, "goBack"))));
    let (status, missing) = server.page("/case-studies/no-such-study").await;
    assert_eq!(status, 404);
    assert!(missing.contains(&format!(">{}<", catalogue_text(language, "goBack"))));
}

#[tokio::test]
async fn the_public_pages_speak_the_default_language_and_follow_its_change() {
    let server = TestServer::with_web().await;
    server.sign_up().await;
    speaks(&server, "en", "en").await;
    // German first (by its language subtag): the interface is German at once, the pages kept in
    // the snapshot and the 404 pages included.
    let body = json!({ "languages": ["de-AT", "en"] });
    let (status, _) = server.send(Method::PUT, "/api/admin/profile", body).await;
    assert_eq!(status, 200);
    speaks(&server, "de-AT", "de").await;
    // A default language with no catalogue of its own (Portuguese) is served in English words,
    // the page saying its own language.
    let body = json!({ "languages": ["pt-BR"] });
    let (status, _) = server.send(Method::PUT, "/api/admin/profile", body).await;
    assert_eq!(status, 200);
    speaks(&server, "pt-BR", "en").await;
}
