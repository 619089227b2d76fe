use crate::helpers::TestServer;
use serde_json::json;

#[tokio::test]
async fn health_answers_ok() {
    let server = TestServer::start().await;
    assert_eq!(
        server.get_json("/api/health").await,
        (200, json!({ "status": "ok" }))
    );
}

#[tokio::test]
async fn a_fresh_install_serves_the_default_profile() {
    let server = TestServer::start().await;
    let (status, profile) = server.get_json("/api/profile").await;
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
    let (status, body) = server.get_json("/api/nothing-here").await;
    assert_eq!(status, 404);
    assert_eq!(body["code"], "not_found");
}

#[tokio::test]
async fn the_openapi_description_lists_the_calls() {
    let server = TestServer::start().await;
    let (status, spec) = server.get_json("/api/openapi.json").await;
    assert_eq!(status, 200);
    assert!(spec["paths"]["/health"]["get"].is_object());
    assert!(spec["paths"]["/profile"]["get"].is_object());
}
