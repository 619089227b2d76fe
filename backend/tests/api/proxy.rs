//! Behind a reverse proxy: clients stay apart when the proxy is trusted, and forwarded headers
//! from anyone else are ignored, in the sign-in throttle and in the log.

use crate::helpers::{TestServer, credentials, fresh_database, spawn_folio};
use reqwest::Method;
use serde_json::json;

/// Ten wrong passwords sent through `server` as the client `forwarded_for` says.
async fn fail_ten_times(server: &TestServer, forwarded_for: impl Fn(usize) -> String) {
    let wrong = json!({ "username": "owner", "password": "wrong password" });
    for attempt in 0..10 {
        let response = server
            .request(Method::POST, "/api/admin/login")
            .header("x-forwarded-for", forwarded_for(attempt))
            .json(&wrong)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 401, "attempt {attempt}");
    }
}

async fn login_from(server: &TestServer, forwarded_for: &str) -> u16 {
    server
        .request(Method::POST, "/api/admin/login")
        .header("x-forwarded-for", forwarded_for)
        .json(&credentials())
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn behind_a_trusted_proxy_one_clients_failures_do_not_lock_out_another() {
    let server = TestServer::start_with(|config| {
        config.trusted_proxies = vec!["127.0.0.0/8".parse().unwrap()];
    })
    .await;
    server.sign_up().await;
    // The test client plays the proxy on loopback, appending the address it saw.
    fail_ten_times(&server, |_| "6.6.6.6, 203.0.113.9".into()).await;
    assert_eq!(login_from(&server, "203.0.113.9").await, 429);
    // The owner, another client behind the same proxy, still signs in.
    assert_eq!(login_from(&server, "198.51.100.20").await, 200);
}

#[tokio::test]
async fn a_forged_forwarded_header_from_an_untrusted_peer_is_ignored() {
    // No trusted proxies: the peer is the client, whatever the headers say.
    let server = TestServer::start().await;
    server.sign_up().await;
    fail_ten_times(&server, |attempt| format!("203.0.113.{attempt}")).await;
    assert_eq!(login_from(&server, "198.51.100.20").await, 429);
    // A proxy list that does not include the peer changes nothing either.
    let server = TestServer::start_with(|config| {
        config.trusted_proxies = vec!["10.0.0.0/8".parse().unwrap()];
    })
    .await;
    server.sign_up().await;
    fail_ten_times(&server, |attempt| format!("203.0.113.{attempt}")).await;
    assert_eq!(login_from(&server, "198.51.100.20").await, 429);
}

/// The log line of the first request to `path` that the server logged.
fn logged_request(log: &std::sync::mpsc::Receiver<String>, path: &str) -> String {
    let deadline = std::time::Duration::from_secs(10);
    loop {
        let line = log
            .recv_timeout(deadline)
            .expect("a log line for the request");
        if line.contains(&format!("uri={path}")) {
            return line;
        }
    }
}

#[tokio::test]
async fn the_log_names_the_client_only_a_trusted_proxy_vouches_for() {
    let dir = tempfile::tempdir().unwrap();
    let client = reqwest::Client::new();
    let forged = |base: &str, path: &str| {
        client
            .get(format!("{base}{path}"))
            .header("x-forwarded-for", "203.0.113.9")
            .header("x-real-ip", "203.0.113.10")
            .header("forwarded", "for=203.0.113.11")
            .send()
    };
    let (trusting_dir, plain_dir) = (dir.path().join("a"), dir.path().join("b"));
    std::fs::create_dir_all(&trusting_dir).unwrap();
    std::fs::create_dir_all(&plain_dir).unwrap();
    let (mut trusting, base, log) = spawn_folio(
        &fresh_database(&trusting_dir).await,
        &trusting_dir,
        &[("TRUSTED_PROXIES", "127.0.0.1,10.0.0.0/8")],
    );
    forged(&base, "/api/health?trusted").await.unwrap();
    let line = logged_request(&log, "/api/health?trusted");
    assert!(line.contains("client=203.0.113.9"), "{line}");
    trusting.kill().unwrap();

    let (mut plain, base, log) = spawn_folio(&fresh_database(&plain_dir).await, &plain_dir, &[]);
    forged(&base, "/api/health?untrusted").await.unwrap();
    let line = logged_request(&log, "/api/health?untrusted");
    assert!(
        line.contains("client=127.0.0.1") && !line.contains("203.0.113"),
        "{line}"
    );
    plain.kill().unwrap();
}

#[test]
fn a_malformed_proxy_list_stops_the_server_naming_the_setting() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_folio"))
        .env("TRUSTED_PROXIES", "10.0.0.0/8,proxy.local")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("--trusted-proxies") && stderr.contains("proxy.local"),
        "{stderr}"
    );
}
