//! LinkedIn's export imported into a second language of the site (issue 45, "Importing into
//! another language of the site fills translations"): what a visitor of that language reads.

use super::{document, export_files, send, zip_of};
use crate::helpers::TestServer;
use folio_core::linkedin::LinkedInChoices;
use reqwest::Method;
use serde_json::{Value, json};

/// The export as read, its positions' titles as a German profile's export gives them.
fn in_german(mut read: Value) -> Value {
    let titles = [
        ("Staff Data Engineer", "Leitende Dateningenieurin"),
        ("Senior Data Engineer", "Senior-Dateningenieurin"),
    ];
    for file in read["files"].as_array_mut().unwrap() {
        if file["kind"] != "positions" {
            continue;
        }
        for row in file["rows"].as_array_mut().unwrap() {
            if let Some((_, german)) = titles.iter().find(|(english, _)| row[1] == *english) {
                row[1] = json!(german);
            }
        }
    }
    read
}

#[tokio::test]
async fn the_export_imported_into_german_fills_its_texts_and_leaves_linkedins_category_words_out() {
    let server = TestServer::with_profile(json!({
        "name": "Mara",
        "briefIntro": "Hi.",
        "languages": ["en", "de"],
    }))
    .await;
    let zip = zip_of(&export_files("basic"));
    let (status, read) = send(&server, &[("export.zip".to_owned(), zip)]).await;
    assert_eq!(status, 200, "{read}");
    let choices = LinkedInChoices::default();
    server
        .expect(
            200,
            Method::POST,
            "/api/admin/resume-import",
            json!({ "document": document(&read, &choices) }),
        )
        .await;
    let (_, drafts_before) = server.get("/api/admin/case-studies").await;
    let defaults = server.resume_parts().await;

    let german = document(&in_german(read), &choices);
    let done = server
        .expect(
            200,
            Method::POST,
            "/api/admin/resume-import",
            json!({ "document": german, "language": "de" }),
        )
        .await;
    assert_eq!(
        (
            &done["experiences"],
            &done["education"],
            &done["caseStudies"]
        ),
        (&json!(0), &json!(0), &json!(0)),
        "{done}"
    );
    // Projects are not translated, and the import says so rather than dropping them silently.
    assert!(
        done["warnings"].as_array().unwrap().iter().any(|w| w
            == "2 projects are not translated: an import into Deutsch fills no case study. \
                Import the file into your site's default language to add them as unpublished \
                drafts."),
        "{done}"
    );
    let (_, drafts) = server.get("/api/admin/case-studies").await;
    assert_eq!(drafts, drafts_before);

    // LinkedIn's "Education" and "Certifications" are its own words, not a German category.
    let (_, education) = server.get("/api/admin/education").await;
    for entry in education.as_array().unwrap() {
        let de = &entry["translations"]["de"];
        assert!(de["name"].is_string(), "{entry}");
        assert_eq!(de.get("category"), None, "{entry}");
    }

    // A German visitor reads the German titles, and the categories marked as English.
    let (_, home) = server.get("/api/home?lang=de").await;
    assert_eq!(
        home["experiences"][0]["jobTitle"],
        "Leitende Dateningenieurin"
    );
    assert_eq!(home["fallbacks"]["lang"], "en");
    let groups = home["education"].as_array().unwrap().len();
    assert_eq!(groups, 2, "Education and Certifications: {home}");
    assert_eq!(
        home["fallbacks"]["educationGroups"],
        json!((0..groups).collect::<Vec<_>>()),
        "{home}"
    );
    assert_eq!(home["education"][1]["category"], "Certifications");
    for group in home["education"].as_array().unwrap() {
        for entry in group["entries"].as_array().unwrap() {
            let id = entry["id"].to_string();
            let fields = &home["fallbacks"]["education"][&id];
            assert!(
                fields.as_array().unwrap().contains(&json!("category")),
                "{id}: {fields}"
            );
        }
    }
    let (_, html) = server.page("/de/").await;
    assert!(html.contains("Leitende Dateningenieurin"));

    // The default language is as it was, and the English visitor reads it.
    let (after, before) = (
        untranslated(server.resume_parts().await),
        untranslated(defaults),
    );
    assert_eq!(after, before);
    let (_, home) = server.get("/api/home").await;
    assert_eq!(home["experiences"][0]["jobTitle"], "Staff Data Engineer");
}

/// `value` without its translations and times, which an import into another language changes.
fn untranslated(mut value: Value) -> Value {
    fn strip(value: &mut Value) {
        match value {
            Value::Object(map) => {
                map.remove("translations");
                map.remove("updatedAt");
                map.values_mut().for_each(strip);
            }
            Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut value);
    value
}
