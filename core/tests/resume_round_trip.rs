//! Issue 40 point 2: importing the site's own `/resume.json` gives back what it was made from.

use folio_core::home::HomeSource;
use folio_core::resume::import::matching::Existing;
use folio_core::resume::import::{import_resume, import_resume_into};
use folio_core::resume::resume;
use serde_json::json;

fn source() -> HomeSource {
    serde_json::from_value(json!({
        "profile": {
            "name": "Ada Example", "briefIntro": "Engineer.",
            "photo": "/uploads/ada.png", "location": "Berlin, Germany",
            "githubUrl": "https://github.com/ada"
        },
        "experiences": [{
            "id": 7, "jobTitle": "Staff Engineer", "company": "Northwind", "industry": "Fintech",
            "startDate": "2022-03", "isCurrentJob": true, "description": "Payments.",
            "accomplishments": "- Shipped the ledger",
            "tools": [{"name": "Rust", "usage": "The ledger"}, {"name": "Figma"}]
        }],
        "education": [{"id": 3, "name": "BSc Computing", "category": "Degrees", "date": "May 2023"}]
    }))
    .unwrap()
}

#[test]
fn folios_own_document_carries_its_fields_and_the_location_in_parts() {
    let document = serde_json::to_value(resume(&source(), "https://ada.example/")).unwrap();
    assert_eq!(
        document["basics"]["location"],
        json!({"city": "Berlin", "region": "Germany"})
    );
    assert_eq!(
        document["basics"]["image"],
        "https://ada.example/uploads/ada.png"
    );
    assert_eq!(
        document["basics"]["folio"],
        json!({"photo": "/uploads/ada.png", "location": "Berlin, Germany"})
    );
    assert_eq!(
        document["work"][0]["folio"],
        json!({"id": 7, "industry": "Fintech",
            "tools": [{"name": "Rust", "usage": "The ledger"}, {"name": "Figma"}],
            "accomplishments": "- Shipped the ledger"})
    );
    assert_eq!(
        document["education"][0]["folio"],
        json!({"id": 3, "date": "May 2023"})
    );
}

#[test]
fn importing_folios_own_document_gives_back_the_same_fields() {
    let text = serde_json::to_string(&resume(&source(), "https://ada.example/")).unwrap();
    let imported = import_resume(&text).unwrap();
    let details = serde_json::to_value(&imported.details).unwrap();
    // The site's own address is not one of the owner's links, the photo stays this site's
    // upload, and the location is as written.
    assert_eq!(details["photo"], "/uploads/ada.png");
    assert_eq!(details["location"], "Berlin, Germany");
    assert!(
        details.get("links").is_none_or(|links| links.is_null()),
        "{details}"
    );
    let job = &imported.experiences[0];
    assert_eq!(job.industry, "Fintech");
    assert_eq!(
        job.accomplishments, "- Shipped the ledger",
        "bullets kept as written"
    );
    let tools = serde_json::to_value(&job.tools).unwrap();
    assert_eq!(
        tools,
        json!([{"name": "Rust", "usage": "The ledger"}, {"name": "Figma"}])
    );
    assert_eq!(imported.education[0].date.as_deref(), Some("May 2023"));
    assert!(
        imported.warnings.iter().all(|w| !w.contains("industry")),
        "{:?}",
        imported.warnings
    );
}

#[test]
fn imported_into_the_site_it_came_from_it_changes_nothing() {
    let source = source();
    let text = serde_json::to_string(&resume(&source, "https://ada.example/")).unwrap();
    // The site as the admin's lists and profile give it.
    let existing: Existing = serde_json::from_value(json!({
        "profile": serde_json::to_value(&source.profile).unwrap(),
        "experiences": serde_json::to_value(&source.experiences).unwrap(),
        "education": serde_json::to_value(&source.education).unwrap(),
    }))
    .unwrap();
    let imported = import_resume_into(&text, &existing).unwrap();
    assert!(!imported.changes_profile(), "{:?}", imported.profile);
    assert_eq!(imported.unchanged.experiences, [true]);
    assert_eq!(imported.unchanged.education, [true]);
    assert_eq!(imported.outcome.will, "will change nothing");
}

#[test]
fn another_documents_location_and_website_read_as_before() {
    let text = json!({"basics": {"name": "Bo", "url": "https://bo.example",
        "location": {"city": "Berlin", "region": "Germany"}}})
    .to_string();
    let imported = import_resume(&text).unwrap();
    let details = serde_json::to_value(&imported.details).unwrap();
    assert_eq!(details["location"], "Berlin, Germany");
    assert_eq!(details["links"][0]["url"], "https://bo.example");
}
