//! The contact form (issue 42): every refusal with its message, replayed proofs, the limits per
//! client and for the site, the bound on messages kept, the form without scripts, and the inbox.

use crate::helpers::TestServer;
use folio_core::contact::pow;
use reqwest::Method;
use serde_json::{Value, json};

/// A server whose owner signed up and turned the contact form on, adjusted by `adjust`.
pub async fn contact_server(adjust: impl FnOnce(&mut folio_server::Config)) -> TestServer {
    let server = TestServer::start_with(|config| {
        config.trusted_proxies = vec!["127.0.0.0/8".parse().unwrap()];
        adjust(config);
    })
    .await;
    server.sign_up().await;
    server
        .expect(
            200,
            Method::PUT,
            "/api/admin/contact-form",
            json!({ "on": true }),
        )
        .await;
    server
}

/// A fresh challenge, solved as the browser's Worker solves it.
pub async fn solved(server: &TestServer) -> Value {
    let (status, challenge) = server.get("/api/contact/challenge").await;
    assert_eq!(status, 200, "{challenge}");
    let salt = challenge["salt"].as_str().unwrap();
    let hash = challenge["challenge"].as_str().unwrap();
    let number = pow::solve(salt, hash, challenge["maxNumber"].as_u64().unwrap()).unwrap();
    json!({
        "algorithm": challenge["algorithm"],
        "challenge": hash,
        "number": number,
        "salt": salt,
        "signature": challenge["signature"],
    })
}

/// A whole message with `proof`.
pub fn message(proof: Value) -> Value {
    json!({
        "name": "Ada Lovelace",
        "email": "ada@example.com",
        "subject": "Engines",
        "message": "Hello,\nabout the engine.",
        "page": "/de/case-studies/engine",
        "language": "de",
        "proof": proof,
    })
}

/// Sends `body` to `POST /api/contact` as the client `from`.
pub async fn send_from(server: &TestServer, from: &str, body: &Value) -> (u16, Value) {
    crate::helpers::read(
        server
            .request(Method::POST, "/api/contact")
            .header("x-forwarded-for", from)
            .json(body)
            .send()
            .await
            .unwrap(),
    )
    .await
}

async fn stored(server: &TestServer) -> i64 {
    server.count_sql("SELECT COUNT(*) FROM messages").await
}

#[tokio::test]
async fn with_the_form_off_there_is_no_challenge_no_send_and_no_page() {
    let server = TestServer::owner().await;
    assert_eq!(server.get("/api/contact/challenge").await.0, 404);
    let (status, body) = server
        .send(Method::POST, "/api/contact", message(json!(null)))
        .await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(server.page("/contact").await.0, 404);
    assert_eq!(stored(&server).await, 0);
}

#[tokio::test]
async fn a_solved_proof_stores_one_message_and_its_replay_nothing() {
    let server = contact_server(|_| {}).await;
    let body = message(solved(&server).await);
    let (status, answer) = send_from(&server, "192.0.2.1", &body).await;
    assert_eq!(status, 201, "{answer}");
    let (status, answer) = send_from(&server, "192.0.2.2", &body).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["fields"][0]["field"], "proof");
    assert_eq!(
        answer["fields"][0]["message"],
        "Dieses Formular ist abgelaufen. Bitte senden Sie es erneut."
    );
    let (_, inbox) = server.get("/api/admin/messages").await;
    assert_eq!(inbox["unread"], 1);
    let kept = &inbox["messages"][0];
    assert_eq!(kept["page"], "/de/case-studies/engine");
    assert_eq!(kept["language"], "de");
    assert_eq!(kept["body"], "Hello,\nabout the engine.");
    assert_eq!(
        kept["notification"],
        Value::Null,
        "no mail server: nothing queued"
    );
    assert_eq!(stored(&server).await, 1);
}

#[tokio::test]
async fn every_refusal_has_its_message_and_stores_nothing() {
    let server = contact_server(|_| {}).await;
    let (status, answer) = send_from(
        &server,
        "192.0.2.1",
        &json!({ "language": "fr", "proof": solved(&server).await }),
    )
    .await;
    assert_eq!(status, 422, "{answer}");
    let messages: Vec<_> = answer["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["message"].clone())
        .collect();
    assert_eq!(
        messages,
        vec![
            json!("Veuillez saisir votre nom."),
            json!("Veuillez saisir votre adresse e-mail."),
            json!("Veuillez écrire un message.")
        ]
    );
    let mut long = message(solved(&server).await);
    long["message"] = json!("m".repeat(5001));
    long["language"] = json!("en");
    let (status, answer) = send_from(&server, "192.0.2.1", &long).await;
    assert_eq!(
        (status, answer["fields"][0]["message"].clone()),
        (422, json!("At most 5000 characters, please."))
    );

    let (status, answer) = send_from(&server, "192.0.2.1", &message(json!(null))).await;
    assert_eq!(
        (status, answer["fields"][0]["field"].clone()),
        (422, json!("proof")),
        "no proof"
    );
    let mut wrong = solved(&server).await;
    wrong["number"] = json!(wrong["number"].as_u64().unwrap() + 1);
    assert_eq!(
        send_from(&server, "192.0.2.1", &message(wrong)).await.0,
        422,
        "a wrong number"
    );
    let mut forged = solved(&server).await;
    forged["signature"] = json!("0".repeat(64));
    assert_eq!(
        send_from(&server, "192.0.2.1", &message(forged)).await.0,
        422,
        "a forged signature"
    );
    let mut huge = solved(&server).await;
    huge["number"] = json!(pow::MAX_NUMBER + 1);
    assert_eq!(
        send_from(&server, "192.0.2.1", &message(huge.clone()))
            .await
            .0,
        422,
        "a number past the bound"
    );
    // Past what the schema declares (2^53 − 1), the request itself is refused.
    huge["number"] = json!(u64::MAX);
    assert_eq!(
        send_from(&server, "192.0.2.1", &message(huge)).await.0,
        400,
        "a number past the schema's maximum"
    );
    assert_eq!(stored(&server).await, 0);

    let mut robot = message(solved(&server).await);
    robot["website"] = json!("https://spam.example");
    assert_eq!(
        send_from(&server, "192.0.2.1", &robot).await.0,
        201,
        "a robot is told it is sent"
    );
    assert_eq!(stored(&server).await, 0, "and nothing is stored");
}

#[tokio::test]
async fn a_send_too_soon_after_the_challenge_is_refused() {
    let server = contact_server(|config| config.contact_min_seconds = 60).await;
    let (status, answer) = send_from(&server, "192.0.2.1", &message(solved(&server).await)).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["fields"][0]["field"], "form");
    assert_eq!(
        answer["fields"][0]["message"],
        "Das ging schnell. Bitte warten Sie einige Sekunden und senden Sie erneut."
    );
    assert_eq!(stored(&server).await, 0);
}

#[tokio::test]
async fn a_client_sends_five_an_hour_and_its_ipv6_64_counts_as_one() {
    let server = contact_server(|_| {}).await;
    for n in 0..5 {
        let from = format!("2001:db8:1:2::{n}");
        let (status, answer) = send_from(&server, &from, &message(solved(&server).await)).await;
        assert_eq!(status, 201, "send {n}: {answer}");
    }
    let (status, answer) =
        send_from(&server, "2001:db8:1:2::ff", &message(solved(&server).await)).await;
    assert_eq!(status, 429, "{answer}");
    assert_eq!(
        answer["message"],
        "Zu viele Nachrichten im Moment. Bitte versuchen Sie es später noch einmal."
    );
    let (status, _) = send_from(&server, "2001:db8:1:3::1", &message(solved(&server).await)).await;
    assert_eq!(status, 201, "another /64 is another client");
    assert_eq!(stored(&server).await, 6);
}

#[tokio::test]
async fn the_site_takes_its_daily_cap_and_no_more() {
    let server = contact_server(|config| config.contact_daily_cap = 3).await;
    for n in 0..3 {
        let from = format!("198.51.100.{n}");
        assert_eq!(
            send_from(&server, &from, &message(solved(&server).await))
                .await
                .0,
            201
        );
    }
    assert_eq!(
        send_from(&server, "198.51.100.9", &message(solved(&server).await))
            .await
            .0,
        429
    );
    assert_eq!(stored(&server).await, 3);
}

#[tokio::test]
async fn past_the_bound_the_oldest_archived_go_first_and_never_an_unread_one() {
    let server = contact_server(|_| {}).await;
    // 10,000 kept: the first two archived and read, the rest unread.
    server
        .execute_sql(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000) \
             INSERT INTO messages (folder, name, email, body, language, is_read, created_at) \
             SELECT CASE WHEN i <= 2 THEN 'archive' ELSE 'inbox' END, 'Old', 'old@example.com', \
             'Old message', 'en', CASE WHEN i <= 2 THEN 1 ELSE 0 END, \
             '2026-01-01T00:00:00Z' FROM n",
        )
        .await;
    for n in 0..2 {
        let from = format!("203.0.113.{n}");
        assert_eq!(
            send_from(&server, &from, &message(solved(&server).await))
                .await
                .0,
            201
        );
    }
    assert_eq!(
        server
            .count_sql("SELECT COUNT(*) FROM messages WHERE folder = 'archive'")
            .await,
        0
    );
    let (status, answer) = send_from(&server, "203.0.113.9", &message(solved(&server).await)).await;
    assert_eq!(status, 429, "every one kept is unread: {answer}");
    assert_eq!(stored(&server).await, 10_000);
    assert_eq!(
        server
            .count_sql("SELECT COUNT(*) FROM messages WHERE is_read = 0")
            .await,
        10_000
    );
}

#[tokio::test]
async fn used_challenges_are_pruned_once_expired() {
    let server = contact_server(|_| {}).await;
    server
        .execute_sql("INSERT INTO contact_challenges (challenge, expires_at) VALUES ('old', 1)")
        .await;
    assert_eq!(
        send_from(&server, "192.0.2.1", &message(solved(&server).await))
            .await
            .0,
        201
    );
    assert_eq!(
        server
            .count_sql("SELECT COUNT(*) FROM contact_challenges")
            .await,
        1
    );
    assert_eq!(
        server
            .count_sql("SELECT COUNT(*) FROM contact_challenges WHERE challenge = 'old'")
            .await,
        0
    );
}

/// The ticket the contact page at `path` carries.
async fn ticket(server: &TestServer, path: &str) -> String {
    let (status, page) = server.page(path).await;
    assert_eq!(status, 200, "{page}");
    let start = page.find("\"ticket\":\"").expect("a ticket") + 10;
    page[start..].split('"').next().unwrap().to_owned()
}

/// Posts the form without scripts, as `from`.
async fn post_form(
    server: &TestServer,
    path: &str,
    from: &str,
    fields: &[(&str, &str)],
) -> reqwest::Response {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
        .post(format!("{}{path}", server.base))
        .header("x-forwarded-for", from)
        .form(fields)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn without_scripts_the_form_answers_303_and_keeps_the_message_to_check() {
    let server = contact_server(|_| {}).await;
    let ticket = ticket(&server, "/contact").await;
    let fields = [
        ("name", "Grace"),
        ("email", "grace@example.com"),
        ("message", "Scripts are off."),
        ("page", "/"),
        ("ticket", ticket.as_str()),
        ("website", ""),
    ];
    let sent = post_form(&server, "/contact", "192.0.2.7", &fields).await;
    assert_eq!(sent.status(), 303);
    assert_eq!(sent.headers()["location"], "/contact/thanks");
    assert!(sent.headers().get("set-cookie").is_none(), "no cookie");
    let (status, thanks) = server.page("/contact/thanks").await;
    assert_eq!(status, 200);
    assert!(thanks.contains("Thank you"), "{thanks}");
    let (_, inbox) = server.get("/api/admin/messages?folder=to_check").await;
    assert_eq!(inbox["toCheck"], 1);
    assert_eq!(inbox["unread"], 0, "not in the inbox");
    assert_eq!(inbox["messages"][0]["name"], "Grace");

    // A refusal draws the form again, the visitor's text kept and the message under its field.
    let refused = post_form(
        &server,
        "/contact",
        "192.0.2.7",
        &[
            ("name", "Grace"),
            ("email", "not an address"),
            ("message", "Kept text"),
            ("ticket", &ticket),
        ],
    )
    .await;
    assert_eq!(refused.status(), 422);
    let page = refused.text().await.unwrap();
    assert!(page.contains("Kept text"), "{page}");
    assert!(page.contains("Please enter an e-mail address such as name@example.com."));

    // Scripts off have the lower limit: 2 an hour.
    assert_eq!(
        post_form(&server, "/contact", "192.0.2.7", &fields)
            .await
            .status(),
        303
    );
    assert_eq!(
        post_form(&server, "/contact", "192.0.2.7", &fields)
            .await
            .status(),
        429
    );
    // A forged ticket is refused.
    let forged = [
        ("name", "G"),
        ("email", "g@example.com"),
        ("message", "x"),
        ("ticket", "1.00"),
    ];
    assert_eq!(
        post_form(&server, "/contact", "192.0.2.8", &forged)
            .await
            .status(),
        422
    );
    assert_eq!(stored(&server).await, 2);
}

#[tokio::test]
async fn the_inbox_reads_archives_deletes_with_undo_and_forgets_a_sender() {
    let server = contact_server(|_| {}).await;
    for n in 0..3 {
        let mut body = message(solved(&server).await);
        if n == 2 {
            body["email"] = json!("other@example.com");
        }
        assert_eq!(
            send_from(&server, &format!("192.0.2.{n}"), &body).await.0,
            201
        );
    }
    let anonymous = reqwest::Client::new();
    let refused = anonymous
        .get(format!("{}/api/admin/messages", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 401);

    let (_, inbox) = server.get("/api/admin/messages").await;
    assert_eq!(inbox["unread"], 3);
    let ids: Vec<i64> = inbox["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_i64().unwrap())
        .collect();
    assert!(ids.windows(2).all(|w| w[0] > w[1]), "newest first");
    let path = |id: i64| format!("/api/admin/messages/{id}");
    server
        .expect(204, Method::PATCH, &path(ids[0]), json!({ "read": true }))
        .await;
    assert_eq!(server.get("/api/admin/messages").await.1["unread"], 2);
    server
        .expect(
            204,
            Method::PATCH,
            &path(ids[1]),
            json!({ "folder": "archive" }),
        )
        .await;
    assert_eq!(
        server.get("/api/admin/messages?folder=archive").await.1["messages"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    server
        .expect(
            400,
            Method::PATCH,
            &path(ids[1]),
            json!({ "folder": "spam" }),
        )
        .await;
    server
        .expect(204, Method::DELETE, &path(ids[0]), json!(null))
        .await;
    assert_eq!(
        server.get("/api/admin/messages").await.1["messages"]
            .as_array()
            .unwrap()
            .len(),
        1,
        "the other sender's stays"
    );
    server
        .expect(
            204,
            Method::POST,
            &format!("{}/restore", path(ids[0])),
            json!(null),
        )
        .await;
    assert_eq!(
        server.get("/api/admin/messages").await.1["messages"]
            .as_array()
            .unwrap()
            .len(),
        2,
        "undone"
    );
    server
        .expect(404, Method::PATCH, &path(999_999), json!({ "read": true }))
        .await;
    let removed = server
        .expect(
            200,
            Method::POST,
            "/api/admin/messages/delete-sender",
            json!({ "email": "ADA@example.com" }),
        )
        .await;
    assert_eq!(removed["deleted"], 2);
    assert_eq!(stored(&server).await, 1);
}

/// The messages of `folder` as the inbox lists them, without their ids.
async fn kept(server: &TestServer, folder: &str) -> Vec<Value> {
    let (_, list) = server
        .get(&format!("/api/admin/messages?folder={folder}"))
        .await;
    let mut list = list["messages"].as_array().unwrap().clone();
    for message in &mut list {
        message.as_object_mut().unwrap().remove("id");
    }
    list
}

#[tokio::test]
async fn messages_move_with_an_export_and_an_install_holding_some_refuses_an_import() {
    let server = contact_server(|_| {}).await;
    for n in 0..3 {
        let mut body = message(solved(&server).await);
        body["name"] = json!(format!("Sender {n}"));
        assert_eq!(
            send_from(&server, &format!("192.0.2.{n}"), &body).await.0,
            201
        );
    }
    let (_, inbox) = server.get("/api/admin/messages").await;
    let ids: Vec<i64> = inbox["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_i64().unwrap())
        .collect();
    let path = |id: i64| format!("/api/admin/messages/{id}");
    let change = json!({ "read": true, "folder": "archive" });
    server
        .expect(204, Method::PATCH, &path(ids[1]), change)
        .await;
    // A delete whose undo is still open is not exported.
    server
        .expect(204, Method::DELETE, &path(ids[0]), json!(null))
        .await;
    let archive = crate::data::export(&server).await;

    let copy = contact_server(|_| {}).await;
    let (status, body) = crate::data::import(&copy, archive.clone()).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["messages"], 2);
    for folder in ["inbox", "archive"] {
        assert_eq!(
            kept(&copy, folder).await,
            kept(&server, folder).await,
            "{folder}"
        );
    }
    let (_, inbox) = copy.get("/api/admin/messages?folder=archive").await;
    assert_eq!(inbox["messages"][0]["name"], "Sender 1");
    assert_eq!(inbox["messages"][0]["isRead"], true);
    assert_eq!(inbox["messages"][0]["page"], "/de/case-studies/engine");

    // The copy takes new messages after those it imported.
    let body = message(solved(&copy).await);
    assert_eq!(send_from(&copy, "192.0.2.9", &body).await.0, 201);
    let (_, inbox) = copy.get("/api/admin/messages").await;
    assert_eq!(inbox["messages"].as_array().unwrap().len(), 2);

    // Messages are content: an install holding some takes no import, and keeps them.
    let (status, body) = crate::data::import(&server, archive).await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["message"].as_str().unwrap().contains("3 messages"),
        "{body}"
    );
}
