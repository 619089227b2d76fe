use crate::helpers::{SETUP_CODE, TestServer, credentials, field_errors, read};
use reqwest::Method;
use serde_json::{Value, json};

/// Every call the OpenAPI description marks as needing the session, with a sample path.
async fn protected_calls(server: &TestServer) -> Vec<(Method, String)> {
    let (_, spec) = server.get("/api/openapi.json").await;
    let mut calls = Vec::new();
    for (path, operations) in spec["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            if operation.get("security").is_some() {
                let path = format!("/api{}", path.replace("{id}", "1").replace("{slug}", "x"));
                calls.push((method.to_uppercase().parse().unwrap(), path));
            }
        }
    }
    calls
}

#[tokio::test]
async fn every_admin_call_answers_401_without_a_session() {
    let server = TestServer::start().await;
    let calls = protected_calls(&server).await;
    // Every /admin route except login, logout and setup, plus the upload and the link preview.
    assert!(
        calls.len() >= 17,
        "only {} protected calls: {calls:?}",
        calls.len()
    );
    for path in [
        "/api/upload-image",
        "/api/fetch-url",
        "/api/admin/me",
        "/api/admin/profile",
    ] {
        assert!(
            calls.iter().any(|(_, p)| p == path),
            "{path} is not protected"
        );
    }
    for (method, path) in calls {
        let response = server
            .request(method.clone(), &path)
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        let (status, body) = read(response).await;
        assert_eq!(status, 401, "{method} {path}");
        assert_eq!(body["code"], "unauthorized", "{method} {path}");
    }
}

#[tokio::test]
async fn setup_creates_the_first_admin_once() {
    let server = TestServer::start().await;
    let (status, state) = server.get("/api/admin/setup").await;
    assert_eq!((status, state), (200, json!({ "available": true })));
    let (status, user) = server
        .send(Method::POST, "/api/admin/setup", credentials())
        .await;
    assert_eq!(status, 200);
    assert_eq!(user["username"], "owner");
    assert!(user.get("password").is_none() && user.get("passwordHash").is_none());
    let (status, me) = server.get("/api/admin/me").await;
    assert_eq!((status, &me["username"]), (200, &json!("owner")));

    let other = json!({ "username": "intruder", "password": "another password" });
    let (status, body) = server.send(Method::POST, "/api/admin/setup", other).await;
    assert_eq!(status, 409);
    assert_eq!(body["message"], "An admin account already exists.");
    let (_, state) = server.get("/api/admin/setup").await;
    assert_eq!(state, json!({ "available": false }));
}

#[tokio::test]
async fn login_needs_both_fields() {
    let server = TestServer::start().await;
    let blank = json!({ "username": "   ", "password": "" });
    let (status, body) = server.send(Method::POST, "/api/admin/login", blank).await;
    assert_eq!(status, 422);
    assert_eq!(body["message"], "Please enter both username and password");
}

fn session_cookie(response: &reqwest::Response) -> Option<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|c| c.starts_with("folio_session="))
        .map(str::to_owned)
}

#[tokio::test]
async fn login_rotates_the_session_and_logout_kills_it() {
    let server = TestServer::start().await;
    server.sign_up().await;
    server
        .request(Method::POST, "/api/admin/logout")
        .send()
        .await
        .unwrap();

    // A plain client, to hold the cookies by hand.
    let client = reqwest::Client::new();
    let url = |path: &str| format!("{}{path}", server.base);
    let login = client
        .post(url("/api/admin/login"))
        .json(&credentials())
        .send()
        .await
        .unwrap();
    assert_eq!(login.status(), 200);
    let cookie = session_cookie(&login).expect("session cookie");
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    let first = cookie.split(';').next().unwrap().to_owned();

    // Signing in again with the old cookie issues a different session id.
    let again = client
        .post(url("/api/admin/login"))
        .header("cookie", &first)
        .json(&credentials())
        .send()
        .await
        .unwrap();
    let second = session_cookie(&again)
        .expect("new cookie")
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    assert_ne!(first, second);
    let old = client
        .get(url("/api/admin/me"))
        .header("cookie", &first)
        .send()
        .await
        .unwrap();
    assert_eq!(
        old.status(),
        401,
        "the pre-login session must not stay valid"
    );

    let me = client
        .get(url("/api/admin/me"))
        .header("cookie", &second)
        .send()
        .await
        .unwrap();
    assert_eq!(me.status(), 200);
    let out = client
        .post(url("/api/admin/logout"))
        .header("cookie", &second)
        .send()
        .await
        .unwrap();
    assert_eq!(out.status(), 204);
    let after = client
        .get(url("/api/admin/me"))
        .header("cookie", &second)
        .send()
        .await
        .unwrap();
    assert_eq!(after.status(), 401, "the cookie must be dead after logout");
}

#[tokio::test]
async fn wrong_passwords_are_refused_then_throttled() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let wrong = json!({ "username": "owner", "password": "wrong password" });
    let unknown = json!({ "username": "nobody", "password": "wrong password" });
    let (status, body) = server.send(Method::POST, "/api/admin/login", unknown).await;
    assert_eq!(
        (status, body["message"].clone()),
        (401, json!("Invalid username or password"))
    );
    for attempt in 0..10 {
        let (status, _) = server
            .send(Method::POST, "/api/admin/login", wrong.clone())
            .await;
        assert_eq!(status, 401, "attempt {attempt}");
    }
    let response = server
        .request(Method::POST, "/api/admin/login")
        .json(&credentials())
        .send()
        .await
        .unwrap();
    let retry: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry > 0 && retry <= 15 * 60, "{retry}");
    let (status, body) = read(response).await;
    assert_eq!(status, 429);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("Too many failed sign-in attempts")
    );
}

#[tokio::test]
async fn cross_site_writes_are_refused() {
    let server = TestServer::start().await;
    server.sign_up().await;
    for (header, value) in [
        ("origin", "https://evil.example"),
        ("sec-fetch-site", "cross-site"),
    ] {
        let response = server
            .request(Method::POST, "/api/admin/experiences")
            .header(header, value)
            .json(&crate::helpers::experience("Spy"))
            .send()
            .await
            .unwrap();
        let (status, body): (u16, Value) = read(response).await;
        assert_eq!(status, 403, "{header}");
        assert_eq!(body["code"], "cross_site");
    }
    let (_, list) = server.get("/api/experiences").await;
    assert_eq!(list, json!([]));
    let same = server
        .request(Method::POST, "/api/admin/experiences")
        .header("origin", &server.base)
        .json(&crate::helpers::experience("Owner"))
        .send()
        .await
        .unwrap();
    assert_eq!(same.status(), 200);
}

#[tokio::test]
async fn oversize_credentials_are_refused_before_any_password_work() {
    let server = TestServer::start().await;
    server.sign_up().await;
    // Past the bounds but within what anyone may send (16 KiB): refused by the field rules.
    let long = "x".repeat(5_000);
    for (field, body) in [
        ("username", json!({ "username": long, "password": "wrong" })),
        ("password", json!({ "username": "owner", "password": long })),
    ] {
        let started = std::time::Instant::now();
        let (status, body) = server.send(Method::POST, "/api/admin/login", body).await;
        assert_eq!(status, 422, "{field}");
        assert_eq!(body["fields"][0]["field"], field);
        assert_eq!(body["fields"][0]["code"], "too_long");
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
    }
    // Refused attempts are not counted: the owner still signs in.
    for _ in 0..20 {
        let body = json!({ "username": "owner", "password": "p".repeat(1001) });
        server.send(Method::POST, "/api/admin/login", body).await;
    }
    let (status, _) = server
        .send(Method::POST, "/api/admin/login", credentials())
        .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn parallel_wrong_passwords_are_throttled_like_sequential_ones() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let attempts = (0..40).map(|_| {
        server
            .request(Method::POST, "/api/admin/login")
            .json(&json!({ "username": "owner", "password": "wrong password" }))
            .send()
    });
    let answers = futures_util::future::join_all(attempts).await;
    let mut refused = 0;
    let mut throttled = 0;
    for answer in answers {
        let answer = answer.unwrap();
        match answer.status().as_u16() {
            401 => refused += 1,
            429 | 503 => {
                assert!(answer.headers().contains_key("retry-after"));
                throttled += 1;
            }
            other => panic!("unexpected {other}"),
        }
    }
    assert!(refused <= 10, "{refused} wrong passwords were checked");
    assert_eq!(refused + throttled, 40);
}

#[tokio::test]
async fn a_session_in_use_stays_open_and_an_idle_one_ends() {
    let server = TestServer::start_with(|config| config.session_idle_seconds = 3).await;
    server.sign_up().await;
    // Used every second for twice the idle time: still signed in.
    for second in 0..6 {
        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
        let (status, _) = server.get("/api/admin/me").await;
        assert_eq!(status, 200, "after {} s", second + 1);
    }
    tokio::time::sleep(std::time::Duration::from_secs(4)).await;
    let (status, _) = server.get("/api/admin/me").await;
    assert_eq!(status, 401, "idle past the limit");
}

#[tokio::test]
async fn setup_refuses_a_password_that_breaks_the_rule_with_its_message() {
    let server = TestServer::start().await;
    let cases = [
        ("abc", "too_short", "Use at least 12 characters"),
        (
            "password1234",
            "too_common",
            "This password is too common; choose another",
        ),
        (
            "owner-of-folio",
            "same_as_username",
            "Choose a password other than the username",
        ),
    ];
    for (password, code, message) in cases {
        let body =
            json!({ "username": "owner-of-folio", "password": password, "setupCode": SETUP_CODE });
        let (status, answer) = server.send(Method::POST, "/api/admin/setup", body).await;
        assert_eq!(status, 422, "{password}");
        assert_eq!(field_errors(&answer, "field"), [json!("password")]);
        assert_eq!(field_errors(&answer, "code"), [json!(code)]);
        assert_eq!(field_errors(&answer, "message"), [json!(message)]);
    }
    let (_, state) = server.get("/api/admin/setup").await;
    assert_eq!(state, json!({ "available": true }), "nothing was created");
}

#[tokio::test]
async fn login_does_not_apply_the_new_password_rule() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let short = json!({ "username": "owner", "password": "abc" });
    let (status, body) = server.send(Method::POST, "/api/admin/login", short).await;
    // A wrong password, not a refused one: an account set up before the rule still signs in.
    assert_eq!(
        (status, &body["message"]),
        (401, &json!("Invalid username or password"))
    );
}

#[tokio::test]
async fn sign_ins_while_idle_keys_are_forgotten_are_all_answered() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let attempt = |username: String| {
        server
            .request(Method::POST, "/api/admin/login")
            .json(&json!({ "username": username, "password": "wrong password" }))
            .send()
    };
    let returning: Vec<String> = (0..8).map(|n| format!("returning{n}")).collect();
    for username in &returning {
        assert_eq!(attempt(username.clone()).await.unwrap().status(), 401);
    }
    // Their attempts are a window old: the next new key's attempt forgets them, while the same
    // usernames try again at once.
    server
        .execute_sql("UPDATE login_throttle SET updated_at = '2000-01-01T00:00:00Z'")
        .await;
    let everyone = (0..8)
        .flat_map(|n| [format!("newcomer{n}"), returning[n].clone()])
        .map(attempt);
    for answer in futures_util::future::join_all(everyone).await {
        let answer = answer.unwrap();
        let status = answer.status().as_u16();
        assert!(
            matches!(status, 401 | 503),
            "{status}: {}",
            answer.text().await.unwrap()
        );
    }
}

/// A server behind a trusted proxy on loopback, where the test client plays the proxy: each
/// request names its client in `X-Forwarded-For`.
async fn behind_a_proxy() -> TestServer {
    let server = TestServer::start_with(|config| {
        config.trusted_proxies = vec!["127.0.0.0/8".parse().unwrap()];
    })
    .await;
    server.sign_up().await;
    server
}

/// The status of a sign-in as `username` with `password` from `client`.
async fn sign_in_from(server: &TestServer, client: &str, username: &str, password: &str) -> u16 {
    server
        .request(Method::POST, "/api/admin/login")
        .header("x-forwarded-for", client)
        .json(&json!({ "username": username, "password": password }))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

async fn throttle_keys(server: &TestServer) -> i64 {
    server
        .count_sql("SELECT COUNT(*) FROM login_throttle")
        .await
}

#[tokio::test]
async fn one_client_flooding_usernames_neither_fills_the_throttle_nor_locks_out_the_owner() {
    let server = behind_a_proxy().await;
    let password = credentials()["password"].as_str().unwrap().to_owned();
    for n in 0..50 {
        let status = sign_in_from(&server, "203.0.113.9", &format!("visitor{n}"), "wrong").await;
        assert_eq!(status, 401, "visitor{n}");
    }
    // Its own key and one per username it failed with: the most one client network holds.
    assert_eq!(throttle_keys(&server).await, 51);
    // Past its limit, every new username is refused, and a refusal writes nothing.
    for n in 50..250 {
        let status = sign_in_from(&server, "203.0.113.9", &format!("visitor{n}"), "wrong").await;
        assert_eq!(status, 429, "visitor{n}");
    }
    assert_eq!(throttle_keys(&server).await, 51);
    // The owner, from an address that has not failed, signs in, and leaves no key behind.
    assert_eq!(
        sign_in_from(&server, "198.51.100.20", "owner", &password).await,
        200
    );
    assert_eq!(throttle_keys(&server).await, 51);
}

#[tokio::test]
async fn the_owner_signs_in_from_a_fresh_address_while_the_throttle_is_full() {
    let server = behind_a_proxy().await;
    let password = credentials()["password"].as_str().unwrap().to_owned();
    // Other clients' keys up to the bound (100,000), every one still counting.
    server
        .execute_sql(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000) \
             INSERT INTO login_throttle (client_key, attempts, updated_at) \
             SELECT 'flood ' || i, '[1]', '2999-01-01T00:00:00Z' FROM n",
        )
        .await;
    assert_eq!(
        sign_in_from(&server, "198.51.100.20", "owner", &password).await,
        200
    );
    // A wrong password is refused all the same, and evicts no one's key to be recorded.
    assert_eq!(
        sign_in_from(&server, "198.51.100.21", "owner", "wrong").await,
        401
    );
    assert_eq!(throttle_keys(&server).await, 100_000);
}
