//! Issue 23 points 6 and 9: the profile's photo, headline, location, contact and links, the
//! dashboard's setup checklist, the home page's `og:image`, and the contact at the end of a case
//! study.

use crate::helpers::{TestServer, case_study, experience, field_errors};
use reqwest::Method;
use serde_json::{Value, json};

fn full_profile() -> Value {
    json!({
        "headline": " Engine analyst ", "location": "London", "contact": "mailto:ada@example.org",
        "photo": "https://cdn.example/ada.jpg",
        "links": [
            { "label": "", "url": "bsky.app/profile/ada" },
            { "label": "", "url": "" },
            { "label": "Notes", "url": "https://ada.example/notes" }
        ]
    })
}

#[tokio::test]
async fn the_new_fields_are_stored_completed_and_cleared_like_the_links() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let (status, profile) = server
        .send(Method::PUT, "/api/admin/profile", full_profile())
        .await;
    assert_eq!(status, 200, "{profile}");
    assert_eq!(profile["headline"], "Engine analyst");
    assert_eq!(profile["location"], "London");
    assert_eq!(profile["contact"], "ada@example.org");
    assert_eq!(profile["photo"], "https://cdn.example/ada.jpg");
    assert_eq!(
        profile["links"],
        json!([
            { "label": "", "url": "https://bsky.app/profile/ada" },
            { "label": "Notes", "url": "https://ada.example/notes" }
        ])
    );
    // Left out: kept. The spec's fields alone change nothing else.
    let (_, profile) = server
        .send(Method::PUT, "/api/admin/profile", json!({ "name": "Ada" }))
        .await;
    assert_eq!(profile["headline"], "Engine analyst");
    assert_eq!(profile["links"].as_array().unwrap().len(), 2);
    // Sent empty or null: cleared.
    let clear =
        json!({ "headline": "", "location": null, "contact": "", "photo": null, "links": null });
    let (status, profile) = server.send(Method::PUT, "/api/admin/profile", clear).await;
    assert_eq!(status, 200);
    for field in ["headline", "location", "contact", "photo"] {
        assert!(profile.get(field).is_none(), "{field}: {profile}");
    }
    assert_eq!(profile["links"], json!([]));
}

#[tokio::test]
async fn bad_new_fields_are_refused_with_each_message_and_nothing_is_stored() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let links: Vec<Value> = (0..13)
        .map(|i| json!({ "label": "", "url": format!("https://ada.example/{i}") }))
        .collect();
    let bad = json!({
        "name": "Changed", "photo": "javascript:alert(1)", "contact": "ada at home",
        "headline": "x".repeat(201), "links": links
    });
    let (status, body) = server.send(Method::PUT, "/api/admin/profile", bad).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        field_errors(&body, "field"),
        vec![
            json!("photo"),
            json!("headline"),
            json!("contact"),
            json!("links")
        ]
    );
    let bad_link = json!({ "links": [{ "label": "Blog", "url": "ftp://x.example" }] });
    let (status, body) = server
        .send(Method::PUT, "/api/admin/profile", bad_link)
        .await;
    assert_eq!(status, 422);
    assert_eq!(field_errors(&body, "field"), vec![json!("links.0.url")]);
    assert_eq!(
        field_errors(&body, "message"),
        vec![json!(
            "URL must be a valid URL starting with http:// or https://"
        )]
    );
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(profile["name"], "Your Name");
    assert_eq!(profile["links"], json!([]));
}

#[tokio::test]
async fn the_setup_checklist_is_done_after_profile_experience_and_published_case_study() {
    let server = TestServer::start().await;
    let (status, _) = server.get("/api/admin/setup-checklist").await;
    assert_eq!(status, 401);
    server.sign_up().await;
    let checklist = |profile: bool, experience: bool, case_study: bool| {
        json!({ "profile": profile, "experience": experience, "caseStudy": case_study,
            "done": profile && experience && case_study })
    };
    assert_eq!(
        server.get("/api/admin/setup-checklist").await,
        (200, checklist(false, false, false))
    );
    server
        .send(Method::PUT, "/api/admin/profile", json!({ "name": "Ada" }))
        .await;
    // The placeholder introduction is still there.
    assert_eq!(
        server.get("/api/admin/setup-checklist").await.1,
        checklist(false, false, false)
    );
    server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "briefIntro": "I analyse engines." }),
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
        .send(
            Method::POST,
            "/api/admin/case-studies",
            case_study("Draft", "draft", false),
        )
        .await;
    assert_eq!(
        server.get("/api/admin/setup-checklist").await.1,
        checklist(true, true, false)
    );
    server
        .send(
            Method::POST,
            "/api/admin/case-studies",
            case_study("Live", "live", true),
        )
        .await;
    assert_eq!(
        server.get("/api/admin/setup-checklist").await.1,
        checklist(true, true, true)
    );
}

#[tokio::test]
async fn the_home_shares_a_generated_card_until_a_photo_is_set() {
    let server = TestServer::with_web().await;
    server.sign_up().await;
    let page = server.page("/").await.1;
    let card = format!("{}/og-image.png", server.base);
    assert!(
        page.contains(&format!("<meta property=\"og:image\" content=\"{card}\"")),
        "{page}"
    );
    let response = server
        .request(Method::GET, "/og-image.png")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/png");
    let png = response.bytes().await.unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));

    let (status, _) = server
        .send(Method::PUT, "/api/admin/profile", full_profile())
        .await;
    assert_eq!(status, 200);
    // The snapshot was emptied by the write: the page names the photo now.
    let page = server.page("/").await.1;
    assert!(page.contains("<meta property=\"og:image\" content=\"https://cdn.example/ada.jpg\""));
    let start = page.find("application/ld+json").unwrap();
    let body = &page[start..];
    let body = &body[body.find('>').unwrap() + 1..];
    let person: Value = serde_json::from_str(&body[..body.find("</script>").unwrap()]).unwrap();
    assert_eq!(
        person["sameAs"],
        json!(["https://bsky.app/profile/ada", "https://ada.example/notes"])
    );
    assert_eq!(person["jobTitle"], "Engine analyst");
    assert_eq!(person["email"], "ada@example.org");
    assert_eq!(person["image"], "https://cdn.example/ada.jpg");
    assert!(page.contains("Engine analyst"), "the header is rendered");
    assert!(
        page.contains("href=\"/feed.xml\""),
        "the footer links the feed"
    );
    assert!(
        page.contains("href=\"mailto:ada@example.org\""),
        "and the contact"
    );

    let (_, home) = server.get("/api/home").await;
    assert_eq!(
        home["profile"]["links"],
        json!([
            { "label": "Bluesky", "url": "https://bsky.app/profile/ada", "icon": "bluesky" },
            { "label": "Notes", "url": "https://ada.example/notes" }
        ])
    );
}

#[tokio::test]
async fn a_case_study_and_the_resume_carry_the_contact_and_new_fields() {
    let server = TestServer::start().await;
    server.sign_up().await;
    server
        .send(Method::PUT, "/api/admin/profile", full_profile())
        .await;
    server
        .send(
            Method::POST,
            "/api/admin/case-studies",
            case_study("Live", "live", true),
        )
        .await;
    let (status, study) = server.get("/api/case-studies/live").await;
    assert_eq!(status, 200);
    assert_eq!(study["author"], "Your Name");
    assert_eq!(
        study["contact"],
        json!({ "href": "mailto:ada@example.org", "label": "ada@example.org", "email": true })
    );
    let (status, resume) = server.get("/resume.json").await;
    assert_eq!(status, 200);
    let basics = &resume["basics"];
    assert_eq!(basics["label"], "Engine analyst");
    assert_eq!(basics["email"], "ada@example.org");
    assert_eq!(basics["image"], "https://cdn.example/ada.jpg");
    assert_eq!(basics["location"], json!({ "city": "London" }));
    assert_eq!(
        basics["profiles"],
        json!([
            { "network": "Bluesky", "url": "https://bsky.app/profile/ada" },
            { "network": "Notes", "url": "https://ada.example/notes" }
        ])
    );
}
