//! What empties the snapshot of public answers: a write that changes what the public site shows
//! advances `site_version` in its own transaction, and only such a write (issue 24 point 2).

use crate::helpers::TestServer;
use reqwest::Method;
use serde_json::json;
use std::time::Duration;

async fn site_version(server: &TestServer) -> i64 {
    server
        .count_sql("SELECT version FROM site_version WHERE id = 1")
        .await
}

/// The `ETag` and body of a public read.
async fn public(server: &TestServer, path: &str) -> (String, String) {
    let answer = server.request(Method::GET, path).send().await.unwrap();
    assert_eq!(answer.status(), 200, "{path}");
    let etag = answer.headers()["etag"].to_str().unwrap().to_owned();
    (etag, answer.text().await.unwrap())
}

/// The status of a read of `/api/home` that holds `etag` already.
async fn home_status_if_none_match(server: &TestServer, etag: &str) -> u16 {
    let answer = server
        .request(Method::GET, "/api/home")
        .header("if-none-match", etag)
        .send()
        .await
        .unwrap();
    answer.status().as_u16()
}

#[tokio::test]
async fn an_autosave_leaves_the_public_answers_and_their_etag_as_they_were() {
    let server = TestServer::owner().await;
    let created = server.add_case_study("Kept", "kept", true).await;
    let (home, _) = public(&server, "/api/home").await;
    let (study, _) = public(&server, "/api/case-studies/kept").await;
    let version = site_version(&server).await;
    // Changed behind the server's back: only a snapshot emptied by the autosave would show it.
    server
        .execute_sql("UPDATE profile SET name = 'Edited elsewhere'")
        .await;

    let draft = json!({
        "title": "Kept, edited", "slug": "kept", "description": "", "content": "",
        "featuredImage": "", "featuredImageAlt": "", "tags": [],
        "isPublished": true, "isFeatured": false
    });
    let id = created["id"].as_i64().unwrap();
    for path in [
        format!("/api/admin/case-studies/{id}/autosave"),
        "/api/admin/case-studies/new/autosave".to_owned(),
    ] {
        let (status, body) = server.send(Method::PUT, &path, draft.clone()).await;
        assert!((200..300).contains(&status), "{path}: {status} {body}");
    }
    let (status, _) = server
        .send(
            Method::DELETE,
            "/api/admin/case-studies/new/autosave",
            json!({}),
        )
        .await;
    assert!((200..300).contains(&status));

    assert_eq!(
        site_version(&server).await,
        version,
        "an autosave is no public write"
    );
    // Past a version check too: no instance empties its snapshot.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let (home_after, body) = public(&server, "/api/home").await;
    assert_eq!(home_after, home);
    assert!(!body.contains("Edited elsewhere"));
    assert_eq!(public(&server, "/api/case-studies/kept").await.0, study);
    assert_eq!(home_status_if_none_match(&server, &home).await, 304);
}

#[tokio::test]
async fn a_profile_save_changes_the_public_answers_at_once() {
    let server = TestServer::owner().await;
    let (home, body) = public(&server, "/api/home").await;
    assert!(!body.contains("Ada Lovelace"));
    let version = site_version(&server).await;

    let (status, saved) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "name": "Ada Lovelace", "briefIntro": "Analyst." }),
        )
        .await;
    assert_eq!(status, 200, "{saved}");

    assert_eq!(
        site_version(&server).await,
        version + 1,
        "one write, one advance"
    );
    // At once, without waiting for the version check: the instance that wrote read it.
    let (home_after, body) = public(&server, "/api/home").await;
    assert_ne!(home_after, home);
    assert!(body.contains("Ada Lovelace"));
    assert_eq!(home_status_if_none_match(&server, &home).await, 200);
}

#[tokio::test]
async fn a_refused_write_changes_nothing_public() {
    let server = TestServer::owner().await;
    let version = site_version(&server).await;
    let (status, _) = server
        .send(Method::PUT, "/api/admin/profile", json!({ "name": " " }))
        .await;
    assert_eq!(status, 422);
    let (status, _) = server
        .send(Method::DELETE, "/api/admin/experiences/999", json!({}))
        .await;
    assert_eq!(status, 404);
    assert_eq!(site_version(&server).await, version);
}
