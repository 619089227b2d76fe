//! One spelling per tool, industry and tag (issue 23): what the owner saves is stored as typed
//! and respells the name's other uses; the order editor's rename changes a name everywhere.

use crate::helpers::{TestServer, column, experience, field_errors};
use reqwest::Method;
use serde_json::{Value, json};

fn job(title: &str, industry: &str, tools: Value) -> Value {
    let mut body = experience(title);
    body["industry"] = json!(industry);
    body["tools"] = tools;
    body
}

async fn create(server: &TestServer, body: Value) -> i64 {
    let (status, created) = server
        .send(Method::POST, "/api/admin/experiences", body)
        .await;
    assert_eq!(status, 200, "{created}");
    created["id"].as_i64().expect("id")
}

/// Each experience's (job title, industry, tool names), in display order.
async fn stored(server: &TestServer) -> Vec<(String, String, Vec<String>)> {
    let (_, list) = server.get("/api/admin/experiences").await;
    let text = |v: &Value| v.as_str().unwrap_or_default().to_owned();
    list.as_array()
        .expect("list")
        .iter()
        .map(|e| {
            let tools = column(&e["tools"], "name").iter().map(text).collect();
            (text(&e["jobTitle"]), text(&e["industry"]), tools)
        })
        .collect()
}

#[tokio::test]
async fn the_spelling_saved_last_respells_every_other_use() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let first = create(&server, job("First", "fintech", json!(["figma", "Rust"]))).await;
    let order = json!({ "toolsOrder": ["figma", "Rust"], "industriesOrder": ["fintech"] });
    let (status, _) = server.send(Method::PUT, "/api/admin/profile", order).await;
    assert_eq!(status, 200);
    // The public list is read once, so the snapshot has something to forget.
    server.get("/api/experiences").await;

    let tools = json!([{ "name": " Figma ", "usage": "Screens" }]);
    create(&server, job("Second", "FinTech", tools)).await;
    assert_eq!(
        stored(&server).await,
        [
            ("Second".into(), "FinTech".into(), vec!["Figma".into()]),
            (
                "First".into(),
                "FinTech".into(),
                vec!["Figma".into(), "Rust".into()]
            ),
        ]
    );
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(profile["toolsOrder"], json!(["Figma", "Rust"]));
    assert_eq!(profile["industriesOrder"], json!(["FinTech"]));
    let (_, public) = server.get("/api/experiences").await;
    assert_eq!(public[1]["tools"][0]["name"], "Figma");

    // The first spelling is not frozen: saving the first experience with 'FIGMA' wins again,
    // and its usage note is kept.
    let again = job("First", "FinTech", json!(["FIGMA", "Rust"]));
    let path = format!("/api/admin/experiences/{first}");
    assert_eq!(server.send(Method::PUT, &path, again).await.0, 200);
    let (_, list) = server.get("/api/admin/experiences").await;
    assert_eq!(
        list[0]["tools"],
        json!([{ "name": "FIGMA", "usage": "Screens" }])
    );
    assert_eq!(list[1]["tools"][0]["name"], "FIGMA");
}

#[tokio::test]
async fn renaming_a_tool_changes_it_everywhere_and_merges_repeats() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let tools = json!(["JS", { "name": "JavaScript", "usage": "The UI" }, "Rust"]);
    create(&server, job("First", "Technology", tools)).await;
    create(&server, job("Second", "Technology", json!(["js"]))).await;
    create(&server, job("Third", "Technology", json!(["Go"]))).await;
    let order = json!({ "toolsOrder": ["Rust", "js", "JavaScript"] });
    assert_eq!(
        server
            .send(Method::PUT, "/api/admin/profile", order)
            .await
            .0,
        200
    );
    server.get("/api/experiences").await;

    let rename = json!({ "from": " JS ", "to": "JavaScript" });
    let (status, body) = server
        .send(Method::POST, "/api/admin/tools/rename", rename)
        .await;
    assert_eq!((status, body), (200, json!({ "experiences": 2 })));
    let (_, list) = server.get("/api/experiences").await;
    assert_eq!(list[0]["tools"], json!([{ "name": "Go" }]));
    assert_eq!(list[1]["tools"], json!([{ "name": "JavaScript" }]));
    assert_eq!(
        list[2]["tools"],
        json!([{ "name": "JavaScript", "usage": "The UI" }, { "name": "Rust" }])
    );
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(profile["toolsOrder"], json!(["Rust", "JavaScript"]));

    // A change of case alone is a rename too.
    let rename = json!({ "from": "javascript", "to": "Javascript" });
    let (status, body) = server
        .send(Method::POST, "/api/admin/tools/rename", rename)
        .await;
    assert_eq!((status, body), (200, json!({ "experiences": 2 })));
    assert_eq!(stored(&server).await[1].2, ["Javascript"]);
}

#[tokio::test]
async fn renaming_an_industry_changes_it_everywhere() {
    let server = TestServer::start().await;
    server.sign_up().await;
    create(&server, job("First", "fintech", json!([]))).await;
    create(&server, job("Second", "Banking", json!([]))).await;
    let order = json!({ "industriesOrder": ["Banking", "fintech"] });
    assert_eq!(
        server
            .send(Method::PUT, "/api/admin/profile", order)
            .await
            .0,
        200
    );
    let rename = json!({ "from": "Fintech", "to": "Financial technology" });
    let (status, _) = server
        .send(Method::POST, "/api/admin/industries/rename", rename)
        .await;
    assert_eq!(status, 200);
    let industries: Vec<String> = stored(&server).await.into_iter().map(|e| e.1).collect();
    assert_eq!(industries, ["Banking", "Financial technology"]);
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(
        profile["industriesOrder"],
        json!(["Banking", "Financial technology"])
    );
}

#[tokio::test]
async fn a_rename_refuses_bad_input_with_a_message_and_changes_nothing() {
    let server = TestServer::start().await;
    let rename = json!({ "from": "Rust", "to": "Go" });
    let (status, _) = server
        .send(Method::POST, "/api/admin/tools/rename", rename.clone())
        .await;
    assert_eq!(status, 401);
    server.sign_up().await;
    create(&server, job("First", "Technology", json!(["Rust"]))).await;

    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/tools/rename",
            json!({ "from": " ", "to": "" }),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        field_errors(&body, "message"),
        [
            json!("Name the tool to rename"),
            json!("The new name is required")
        ]
    );
    let long = json!({ "from": "Rust", "to": "x".repeat(101) });
    let (status, body) = server
        .send(Method::POST, "/api/admin/tools/rename", long)
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        field_errors(&body, "message"),
        [json!("The new name must be at most 100 characters")]
    );
    let unknown = json!({ "from": "Cobol", "to": "COBOL" });
    let (status, body) = server
        .send(Method::POST, "/api/admin/tools/rename", unknown)
        .await;
    assert_eq!(status, 404);
    assert_eq!(body["message"], "No experience names the tool ‘Cobol’.");
    let (status, body) = server
        .send(Method::POST, "/api/admin/tools/rename", json!([1]))
        .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(stored(&server).await[0].2, ["Rust"]);
}

#[tokio::test]
async fn a_tag_is_one_tag_whatever_its_case_and_the_last_save_spells_it() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let mut first = crate::helpers::case_study("First", "first", true);
    first["tags"] = json!(["fintech", "rust"]);
    let (status, _) = server
        .send(Method::POST, "/api/admin/case-studies", first)
        .await;
    assert_eq!(status, 200);
    let mut second = crate::helpers::case_study("Second", "second", true);
    second["tags"] = json!(["Fintech", " FINTECH ", "Payments"]);
    let (status, created) = server
        .send(Method::POST, "/api/admin/case-studies", second)
        .await;
    assert_eq!(status, 200);
    assert_eq!(created["tags"], json!(["Fintech", "Payments"]));
    let (_, list) = server.get("/api/admin/case-studies").await;
    let tags: Vec<Value> = column(&list, "tags");
    assert!(tags.contains(&json!(["Fintech", "rust"])), "{list}");
}
