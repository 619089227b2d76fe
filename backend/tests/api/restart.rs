//! The real binary, killed without warning, keeps every write it acknowledged.

use crate::helpers::credentials;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

fn start(dir: &std::path::Path) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_folio"))
        .env("PORT", "0")
        .env(
            "DATABASE_URL",
            format!("sqlite://{}?mode=rwc", dir.join("folio.db").display()),
        )
        .env("UPLOAD_DIR", dir.join("uploads"))
        .env("WEB_DIR", dir.join("web"))
        .env("NO_COLOR", "1")
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .spawn()
        .expect("start folio");
    let stdout = child.stdout.take().unwrap();
    // Read the log to its end on a thread, so the server never writes into a closed pipe.
    let (found, address) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Some(base) = line.split("listening on ").nth(1) {
                let _ = found.send(base.to_owned());
            }
        }
    });
    let base = address.recv().expect("listening line");
    (child, base)
}

#[tokio::test]
async fn acknowledged_writes_survive_a_kill() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, base) = start(dir.path());
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
    for n in 0..20 {
        let body = crate::helpers::education(&format!("Course {n}"));
        let response = client
            .post(format!("{base}/api/admin/education"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
    }
    child.kill().unwrap();
    child.wait().unwrap();

    let (mut child, base) = start(dir.path());
    let list: Value = reqwest::get(format!("{base}/api/education"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(list.as_array().unwrap().len(), 20);
    let login = client
        .post(format!("{base}/api/admin/login"))
        .json(&credentials())
        .send()
        .await
        .unwrap();
    assert_eq!(login.status(), 200, "the admin account survived");
    assert_eq!(
        login.json::<Value>().await.unwrap()["username"],
        json!("owner")
    );
    child.kill().unwrap();
    child.wait().unwrap();
}
