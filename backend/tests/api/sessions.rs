//! The admin's sessions (issue 21): each sign-in is listed and can be ended from elsewhere, a
//! password reset ends them all, and none outlives the absolute lifetime.

use crate::helpers::{SETUP_CODE, TestServer, credentials, read};
use reqwest::{Client, Method};
use serde_json::{Value, json};

/// A second browser: a client of its own with its own cookies, signed in as the owner.
async fn second_browser(server: &TestServer, user_agent: &str) -> Client {
    let client = Client::builder()
        .cookie_store(true)
        .user_agent(user_agent)
        .build()
        .unwrap();
    let login = client
        .post(format!("{}/api/admin/login", server.base))
        .json(&credentials())
        .send()
        .await
        .unwrap();
    assert_eq!(login.status(), 200);
    client
}

async fn me(server: &TestServer, client: &Client) -> u16 {
    client
        .get(format!("{}/api/admin/me", server.base))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

const FIREFOX: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";

#[tokio::test]
async fn the_owner_sees_each_signed_in_session_and_signs_the_others_out() {
    let server = TestServer::owner().await;
    let laptop = second_browser(&server, FIREFOX).await;

    let (status, list) = server.get("/api/admin/sessions").await;
    assert_eq!(status, 200, "{list}");
    let list = list.as_array().unwrap().clone();
    assert_eq!(list.len(), 2, "{list:?}");
    let current: Vec<&Value> = list.iter().filter(|s| s["current"] == true).collect();
    assert_eq!(current.len(), 1);
    let other = list.iter().find(|s| s["current"] == false).unwrap();
    assert_eq!(other["device"], "Firefox on Linux");
    assert_eq!(other["address"], "127.0.0.1");
    assert!(other["lastUsedAt"].as_str().unwrap().ends_with('Z'));

    let (status, body) = server
        .send(Method::DELETE, "/api/admin/sessions/others", json!(null))
        .await;
    assert_eq!((status, body), (200, json!({ "ended": 1 })));
    assert_eq!(me(&server, &laptop).await, 401);
    let (status, _) = server.get("/api/admin/me").await;
    assert_eq!(status, 200, "this session stays signed in");
    let (_, list) = server.get("/api/admin/sessions").await;
    assert_eq!(list.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_session_ends_thirty_days_after_its_sign_in_however_it_is_used() {
    let server = TestServer::owner().await;
    server
        .execute_sql(
            "UPDATE admin_sessions SET signed_in_at = '2026-01-01T00:00:00Z', \
             last_used_at = '2999-01-01T00:00:00Z'",
        )
        .await;
    let (status, _) = server.get("/api/admin/me").await;
    assert_eq!(status, 401);
    let taken_over = json!({ "name": "Taken over" });
    server
        .expect(401, Method::PUT, "/api/admin/profile", taken_over)
        .await;
}

#[tokio::test]
async fn logout_ends_the_sign_in_and_an_anonymous_logout_changes_nothing() {
    let server = TestServer::owner().await;
    let version = || server.count_sql("SELECT version FROM site_version WHERE id = 1");
    let before = version().await;
    let anonymous = Client::new();
    for _ in 0..20 {
        let answer = anonymous
            .post(format!("{}/api/admin/logout", server.base))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 204);
    }
    assert_eq!(version().await, before, "nobody's logout is a write");
    assert_eq!(
        server
            .count_sql("SELECT COUNT(*) FROM admin_sessions")
            .await,
        1
    );

    let (status, _) = read(
        server
            .request(Method::POST, "/api/admin/logout")
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 204);
    assert_eq!(
        server
            .count_sql("SELECT COUNT(*) FROM admin_sessions")
            .await,
        0
    );
    assert_eq!(version().await, before);
}

#[tokio::test]
async fn setups_at_once_create_exactly_one_admin_every_time() {
    let server = TestServer::start().await;
    for race in 0..100 {
        let attempts = (0..4).map(|n| {
            let client = Client::new();
            let url = format!("{}/api/admin/setup", server.base);
            async move {
                let body = json!({
                    "username": format!("owner{n}"),
                    "password": "correct horse battery",
                    "setupCode": SETUP_CODE,
                });
                client
                    .post(url)
                    .json(&body)
                    .send()
                    .await
                    .unwrap()
                    .status()
                    .as_u16()
            }
        });
        let statuses = futures_util::future::join_all(attempts).await;
        let admins = server.count_sql("SELECT COUNT(*) FROM admin_users").await;
        assert_eq!(admins, 1, "race {race}: {statuses:?}");
        assert_eq!(
            statuses.iter().filter(|s| **s == 200).count(),
            1,
            "race {race}: {statuses:?}"
        );
        assert!(
            statuses.iter().all(|s| [200, 409, 503].contains(s)),
            "{statuses:?}"
        );
        server.execute_sql("DELETE FROM admin_sessions").await;
        server.execute_sql("DELETE FROM admin_users").await;
        // The setup code is used up with the account; a fresh install has one again.
        server
            .execute_sql(&format!(
                "INSERT INTO setup_code (id, code, created_at) VALUES (1, '{SETUP_CODE}', '')"
            ))
            .await;
    }
}

#[tokio::test]
async fn anonymous_bodies_are_refused_before_they_are_read() {
    let server = TestServer::owner().await;
    let anonymous = Client::new();
    // An admin call: 401 whatever the body, its length and its type.
    let big = vec![b' '; 5 * 1024 * 1024];
    for (path, content_type) in [
        ("/api/admin/experiences", "application/json"),
        ("/api/admin/import", "multipart/form-data; boundary=x"),
        ("/api/upload-image", "multipart/form-data; boundary=x"),
    ] {
        let (status, body) = read(
            anonymous
                .post(format!("{}{path}", server.base))
                .header("content-type", content_type)
                .body(big.clone())
                .send()
                .await
                .unwrap(),
        )
        .await;
        assert_eq!(
            (status, body["code"].clone()),
            (401, json!("unauthorized")),
            "{path}"
        );
    }
    // Signing in takes no more than credentials need.
    let (status, body) = read(
        anonymous
            .post(format!("{}/api/admin/login", server.base))
            .header("content-type", "application/json")
            .body(format!(
                r#"{{"username":"owner","password":"{}"}}"#,
                "p".repeat(20_000)
            ))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 413, "{body}");
    assert_eq!(body["message"], "The request body is too large.");
}

#[tokio::test]
async fn a_write_that_waits_out_the_database_lock_is_asked_to_retry_and_the_owner_stays_signed_in()
{
    let server = TestServer::start().await;
    // SQLite's one write lock, which a writer waits 5 s for; PostgreSQL's writers wait on rows.
    if !server.database_url.starts_with("sqlite") {
        return;
    }
    server.sign_up().await;
    // Another process holds SQLite's write lock longer than the server waits for it.
    let other = sqlx::AnyPool::connect(&server.database_url)
        .await
        .expect("the database");
    let mut held = other.acquire().await.expect("a connection");
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut *held)
        .await
        .expect("the write lock");
    let response = server
        .request(Method::POST, "/api/admin/experiences")
        .json(&crate::helpers::experience("Blocked"))
        .send()
        .await
        .expect("an answer");
    assert_eq!(response.status(), 503);
    assert_eq!(response.headers()["retry-after"], "1");
    let (_, body) = read(response).await;
    assert_eq!(body["code"], "busy", "{body}");
    sqlx::query("ROLLBACK")
        .execute(&mut *held)
        .await
        .expect("released");
    drop(held);
    other.close().await;
    let (status, _) = server.get("/api/admin/me").await;
    assert_eq!(status, 200, "still signed in");
    let (status, _) = server
        .send(
            Method::POST,
            "/api/admin/experiences",
            crate::helpers::experience("Blocked"),
        )
        .await;
    assert_eq!(
        status, 200,
        "the same request succeeds once the lock is free"
    );
}
