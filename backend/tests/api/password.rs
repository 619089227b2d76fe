//! Changing the password from the admin (issue 40 point 5): the current password is checked and
//! its tries throttled as sign-ins are, the new one meets the rule, every other session ends and
//! this one goes on.

use crate::helpers::{TestServer, credentials, read};
use reqwest::{Client, Method};
use serde_json::{Value, json};

const NEW: &str = "a much longer passphrase";

async fn change(server: &TestServer, current: &str, new: &str) -> (u16, Value) {
    server
        .send(
            Method::POST,
            "/api/admin/password",
            json!({ "currentPassword": current, "newPassword": new }),
        )
        .await
}

/// Signs in with `password` from a client of its own: the status.
async fn sign_in(server: &TestServer, password: &str) -> (u16, Client) {
    let client = Client::builder().cookie_store(true).build().unwrap();
    let status = client
        .post(format!("{}/api/admin/login", server.base))
        .json(&json!({ "username": "owner", "password": password }))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16();
    (status, client)
}

async fn current_session(server: &TestServer) -> Value {
    let (_, sessions) = server.get("/api/admin/sessions").await;
    let list = sessions.as_array().unwrap();
    list.iter().find(|s| s["current"] == true).unwrap()["id"].clone()
}

fn field_message(body: &Value, field: &str) -> String {
    body["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["field"] == field)
        .map(|f| f["message"].as_str().unwrap().to_owned())
        .unwrap_or_else(|| panic!("no message under {field}: {body}"))
}

#[tokio::test]
async fn the_owner_changes_the_password_and_every_other_session_ends() {
    let server = TestServer::owner().await;
    let old = credentials()["password"].as_str().unwrap().to_owned();
    let (status, laptop) = sign_in(&server, &old).await;
    assert_eq!(status, 200);

    let (status, body) = change(&server, "", "owner").await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        field_message(&body, "currentPassword"),
        "Enter your current password."
    );
    assert_eq!(
        field_message(&body, "newPassword"),
        "Use at least 12 characters"
    );
    let (status, body) = change(&server, "not it at all", NEW).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        field_message(&body, "currentPassword"),
        "That is not your current password."
    );

    let before = current_session(&server).await;
    let (status, body) = change(&server, &old, NEW).await;
    assert_eq!(status, 204, "{body}");
    let (status, _) = server.get("/api/admin/me").await;
    assert_eq!(status, 200, "this device stays signed in");
    assert_ne!(
        current_session(&server).await,
        before,
        "under a new session"
    );
    let me = laptop
        .get(format!("{}/api/admin/me", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(me.status(), 401, "the other device is signed out");
    let (_, sessions) = server.get("/api/admin/sessions").await;
    assert_eq!(sessions.as_array().unwrap().len(), 1);
    assert_eq!(sign_in(&server, &old).await.0, 401);
    assert_eq!(sign_in(&server, NEW).await.0, 200);
}

#[tokio::test]
async fn wrong_current_passwords_are_throttled_like_sign_ins_and_need_a_session() {
    let server = TestServer::owner().await;
    let mut last = 0;
    for _ in 0..11 {
        last = change(&server, "guess", NEW).await.0;
    }
    assert_eq!(last, 429, "the eleventh try waits");
    let old = credentials()["password"].as_str().unwrap().to_owned();
    assert_eq!(
        change(&server, &old, NEW).await.0,
        429,
        "even the right one"
    );

    let stranger = Client::new();
    let answer = stranger
        .post(format!("{}/api/admin/password", server.base))
        .json(&json!({ "currentPassword": old, "newPassword": NEW }))
        .send()
        .await
        .unwrap();
    let (status, _) = read(answer).await;
    assert_eq!(status, 401);
}
