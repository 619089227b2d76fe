//! Issue 40 point 2: importing the site's own `/resume.json` changes nothing, and into a new
//! site it brings back the experiences' industry and tools, the photo's upload and the location.

use crate::helpers::TestServer;
use reqwest::Method;
use serde_json::{Value, json};

/// A site with a photo upload, a location, an experience with tools and an education entry.
async fn filled() -> TestServer {
    let server = TestServer::owner().await;
    server.store_upload("ada.png", b"\x89PNG\r\n\x1a\n").await;
    let details = json!({ "photo": "/uploads/ada.png", "location": "Berlin, Germany",
        "links": [{ "label": "Notes", "url": "https://notes.example" }] });
    let (status, body) = server
        .send(Method::PUT, "/api/admin/profile", details)
        .await;
    assert_eq!(status, 200, "{body}");
    let job = json!({
        "jobTitle": "Staff Engineer", "company": "Northwind", "industry": "Fintech",
        "startDate": "2022-03", "isCurrentJob": true, "description": "Payments.",
        "accomplishments": "- Shipped the ledger",
        "tools": [{ "name": "Rust", "usage": "The ledger" }, { "name": "Figma" }]
    });
    let (status, body) = server
        .send(Method::POST, "/api/admin/experiences", job)
        .await;
    assert_eq!(status, 200, "{body}");
    let entry = json!({ "name": "BSc Computing", "category": "Degrees", "date": "May 2023" });
    let (status, body) = server
        .send(Method::POST, "/api/admin/education", entry)
        .await;
    assert_eq!(status, 200, "{body}");
    server
}

#[tokio::test]
async fn importing_the_sites_own_resume_changes_nothing() {
    let server = filled().await;
    let before = server.resume_parts().await;
    let (status, document) = server.get("/resume.json").await;
    assert_eq!(status, 200);
    assert_eq!(
        document["basics"]["location"],
        json!({ "city": "Berlin", "region": "Germany" })
    );
    let request = json!({ "document": document });
    let (status, body) = server
        .send(Method::POST, "/api/admin/resume-import", request)
        .await;
    assert_eq!(status, 200, "{body}");
    // No "Website" link to the site itself, the photo still this site's upload, the location
    // as written, the entries as they were.
    assert_eq!(server.resume_parts().await, before);
}

#[tokio::test]
async fn into_a_new_site_the_experiences_keep_their_industry_and_tools() {
    let old = filled().await;
    let (_, document) = old.get("/resume.json").await;
    let server = TestServer::owner().await;
    let request = json!({ "document": document });
    let (status, body) = server
        .send(Method::POST, "/api/admin/resume-import", request)
        .await;
    assert_eq!(status, 200, "{body}");
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(profile["photo"], "/uploads/ada.png");
    assert_eq!(profile["location"], "Berlin, Germany");
    let links: Vec<&Value> = profile["links"].as_array().unwrap().iter().collect();
    assert!(
        links.iter().all(|link| link["label"] != "Website"),
        "{links:?}"
    );
    let (_, jobs) = server.get("/api/experiences").await;
    assert_eq!(jobs[0]["industry"], "Fintech");
    assert_eq!(
        jobs[0]["tools"],
        json!([{ "name": "Rust", "usage": "The ledger" }, { "name": "Figma" }])
    );
    let (_, entries) = server.get("/api/education").await;
    assert_eq!(entries[0]["date"], "May 2023");
}
