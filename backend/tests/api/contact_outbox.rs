//! The contact form's e-mail notifications against a real SMTP server the test runs (a small SMTP
//! sink below): with the mail server down, the message is in the inbox and its notification
//! pending; the real binary is killed and started again; once the mail server is back, the
//! notification goes out, once.

use crate::contact::message;
use crate::helpers::{credentials, fresh_database, spawn_folio};
use folio_core::contact::pow;
use serde_json::{Value, json};
use std::process::Child;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

/// A minimal SMTP server on `port`: it takes every message and keeps its text.
async fn smtp_sink(port: u16) -> Arc<Mutex<Vec<String>>> {
    let received = Arc::new(Mutex::new(Vec::new()));
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
        .await
        .unwrap();
    let kept = received.clone();
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let kept = kept.clone();
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 sink ESMTP\r\n").await.ok();
                let (mut data, mut in_data) = (String::new(), false);
                while let Ok(Some(line)) = lines.next_line().await {
                    if in_data {
                        if line == "." {
                            in_data = false;
                            kept.lock().unwrap().push(std::mem::take(&mut data));
                            write.write_all(b"250 kept\r\n").await.ok();
                        } else {
                            data.push_str(&line);
                            data.push('\n');
                        }
                        continue;
                    }
                    let verb = line.get(..4).unwrap_or_default().to_ascii_uppercase();
                    let answer: &[u8] = match verb.as_str() {
                        "EHLO" | "HELO" => b"250 sink\r\n",
                        "DATA" => {
                            in_data = true;
                            b"354 go on\r\n"
                        }
                        "QUIT" => {
                            write.write_all(b"221 bye\r\n").await.ok();
                            break;
                        }
                        _ => b"250 ok\r\n",
                    };
                    write.write_all(answer).await.ok();
                }
            });
        }
    });
    received
}

/// A port nothing listens on (yet).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn folio(database_url: &str, dir: &std::path::Path, smtp: u16) -> (Child, String) {
    let url = format!("smtp://127.0.0.1:{smtp}");
    let (child, base, _log) = spawn_folio(
        database_url,
        dir,
        &[
            ("SMTP_URL", url.as_str()),
            ("CONTACT_NOTIFY_TO", "owner@example.com"),
            ("CONTACT_RETRY_SECONDS", "1"),
            ("CONTACT_MIN_SECONDS", "0"),
        ],
    );
    (child, base)
}

/// The inbox's first message as the signed-in `client` reads it.
async fn first_message(client: &reqwest::Client, base: &str) -> Value {
    let inbox: Value = client
        .get(format!("{base}/api/admin/messages"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    inbox["messages"][0].clone()
}

#[tokio::test]
async fn with_the_mail_server_down_the_message_waits_and_is_notified_once_it_is_back() {
    let dir = tempfile::tempdir().unwrap();
    let database_url = fresh_database(dir.path()).await;
    let smtp = free_port();
    let (mut child, base) = folio(&database_url, dir.path(), smtp);
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let setup = client
        .post(format!("{base}/api/admin/setup"))
        .json(&credentials())
        .send()
        .await
        .unwrap();
    assert_eq!(setup.status(), 200);
    let on = client
        .put(format!("{base}/api/admin/contact-form"))
        .json(&json!({ "on": true }))
        .send()
        .await
        .unwrap();
    assert_eq!(on.status(), 200);
    let challenge: Value = reqwest::get(format!("{base}/api/contact/challenge"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let salt = challenge["salt"].as_str().unwrap();
    let hash = challenge["challenge"].as_str().unwrap();
    let number = pow::solve(salt, hash, challenge["maxNumber"].as_u64().unwrap()).unwrap();
    let proof = json!({ "algorithm": "SHA-256", "challenge": hash, "number": number, "salt": salt,
        "signature": challenge["signature"] });
    let sent = reqwest::Client::new()
        .post(format!("{base}/api/contact"))
        .json(&message(proof))
        .send()
        .await
        .unwrap();
    assert_eq!(
        sent.status(),
        201,
        "committed before the mail server is reached"
    );

    // Down: the message is in the inbox, its notification pending with why it failed.
    let mut kept = first_message(&client, &base).await;
    for _ in 0..50 {
        if kept["attempts"].as_i64() >= Some(1) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        kept = first_message(&client, &base).await;
    }
    assert_eq!(kept["name"], "Ada Lovelace");
    assert_eq!(kept["notification"], "pending", "{kept}");
    assert!(kept["lastError"].is_string(), "{kept}");

    // The server stops without warning, the mail server comes back, the server starts again.
    child.kill().unwrap();
    child.wait().unwrap();
    let received = smtp_sink(smtp).await;
    let (mut child, base) = folio(&database_url, dir.path(), smtp);
    let login = client
        .post(format!("{base}/api/admin/login"))
        .json(&credentials())
        .send()
        .await
        .unwrap();
    assert_eq!(login.status(), 200);
    for _ in 0..100 {
        if first_message(&client, &base).await["notification"] == "sent" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(first_message(&client, &base).await["notification"], "sent");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let letters = received.lock().unwrap().clone();
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(letters.len(), 1, "notified once: {letters:?}");
    assert!(
        letters[0].contains("Subject: New message from Ada Lovelace: Engines"),
        "{}",
        letters[0]
    );
    assert!(
        letters[0].contains("Reply-To: \"Ada Lovelace\" <ada@example.com>")
            || letters[0].contains("Reply-To: Ada Lovelace <ada@example.com>"),
        "{}",
        letters[0]
    );
    assert!(
        letters[0]
            .replace("=\n", "")
            .contains("/de/case-studies/engine"),
        "{}",
        letters[0]
    );
}
