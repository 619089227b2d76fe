use crate::helpers::TestServer;
use reqwest::Method;
use serde_json::json;

#[tokio::test]
async fn health_answers_ok() {
    let server = TestServer::start().await;
    assert_eq!(
        server.get("/api/health").await,
        (200, json!({ "status": "ok" }))
    );
}

#[tokio::test]
async fn a_fresh_install_serves_the_default_profile() {
    let server = TestServer::start().await;
    let (status, profile) = server.get("/api/profile").await;
    assert_eq!(status, 200);
    assert_eq!(profile["name"], "Your Name");
    assert!(
        profile["briefIntro"]
            .as_str()
            .is_some_and(|intro| !intro.is_empty())
    );
    assert_eq!(profile["toolsOrder"], json!([]));
    assert_eq!(profile["industriesOrder"], json!([]));
    assert_eq!(
        profile["educationCategories"],
        json!([
            "Product Management",
            "Data Analytics",
            "Machine Learning",
            "AI",
            "Software Development",
            "Business Strategy",
            "UX/UI Design",
            "Marketing",
            "Finance",
            "Other"
        ])
    );
}

#[tokio::test]
async fn unknown_api_paths_answer_a_json_404() {
    let server = TestServer::start().await;
    let (status, body) = server.get("/api/nothing-here").await;
    assert_eq!(status, 404);
    assert_eq!(body["code"], "not_found");
}

#[tokio::test]
async fn the_openapi_description_lists_the_calls() {
    let server = TestServer::start().await;
    let (status, spec) = server.get("/api/openapi.json").await;
    assert_eq!(status, 200);
    assert!(spec["paths"]["/health"]["get"].is_object());
    assert!(spec["paths"]["/profile"]["get"].is_object());
}

#[tokio::test]
async fn the_owner_updates_the_profile_and_keeps_what_is_left_out() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let linkedin = json!({ "linkedinUrl": "https://www.linkedin.com/in/ada" });
    server
        .send(Method::PUT, "/api/admin/profile", linkedin)
        .await;
    let update = json!({ "name": "Ada Lovelace", "briefIntro": "Analyst.\nEngine enthusiast.",
        "githubUrl": "https://github.com/ada", "toolsOrder": ["Rust", "SQL"] });
    let (status, profile) = server.send(Method::PUT, "/api/admin/profile", update).await;
    assert_eq!(status, 200);
    assert_eq!(profile["githubUrl"], "https://github.com/ada");
    assert_eq!(
        profile["linkedinUrl"], "https://www.linkedin.com/in/ada",
        "left out, so kept"
    );

    let (_, public) = server.get("/api/profile").await;
    assert_eq!(public["name"], "Ada Lovelace");
    assert_eq!(public["toolsOrder"], json!(["Rust", "SQL"]));

    let clear = json!({ "name": "Ada Lovelace", "briefIntro": "Analyst.", "githubUrl": "" });
    let (_, profile) = server.send(Method::PUT, "/api/admin/profile", clear).await;
    assert_eq!(profile["githubUrl"], json!(null), "an empty link clears it");
    assert_eq!(profile["toolsOrder"], json!(["Rust", "SQL"]));

    let (status, body) = server
        .send(Method::PUT, "/api/admin/profile", json!({ "name": " " }))
        .await;
    assert_eq!(status, 422);
    assert_eq!(body["fields"][0]["message"], "Name is required");

    // An order editor sends its list alone; a `null` link is cleared like an empty one.
    let orders = json!({ "industriesOrder": ["Fintech"], "linkedinUrl": null });
    let (status, profile) = server.send(Method::PUT, "/api/admin/profile", orders).await;
    assert_eq!(status, 200, "{profile}");
    assert_eq!(profile["name"], "Ada Lovelace");
    assert_eq!(profile["briefIntro"], "Analyst.");
    assert_eq!(profile["toolsOrder"], json!(["Rust", "SQL"]));
    assert_eq!(profile["industriesOrder"], json!(["Fintech"]));
    assert_eq!(profile["linkedinUrl"], json!(null));

    // A name sent as `null` is refused like a blank one; an order sent as `null` is cleared.
    let (status, body) = server
        .send(Method::PUT, "/api/admin/profile", json!({ "name": null }))
        .await;
    assert_eq!(status, 422);
    assert_eq!(body["fields"][0]["message"], "Name is required");
    let (_, profile) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "toolsOrder": null }),
        )
        .await;
    assert_eq!(profile["toolsOrder"], json!([]));
    assert_eq!(profile["name"], "Ada Lovelace");
}
