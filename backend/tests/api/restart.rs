//! The real binary, killed without warning, keeps every write it acknowledged.

use crate::helpers::{credentials, fresh_database, spawn_folio, spawn_install};
use serde_json::{Value, json};
use std::process::{Child, Command, Stdio};

/// The real binary on a fresh database in `dir`, its owner set up: the process, its address, a
/// client holding the owner's session, and the database's URL.
async fn folio_with_owner(dir: &std::path::Path) -> (Child, String, reqwest::Client, String) {
    let database_url = fresh_database(dir).await;
    let (child, base, _log) = spawn_folio(&database_url, dir, &[]);
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
    (child, base, client, database_url)
}

#[tokio::test]
async fn acknowledged_writes_survive_a_kill() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, base, client, database_url) = folio_with_owner(dir.path()).await;
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

    let (mut child, base, _log) = spawn_folio(&database_url, dir.path(), &[]);
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

#[tokio::test]
async fn an_owner_who_forgot_the_password_sets_a_new_one_from_the_shell() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, base, client, database_url) = folio_with_owner(dir.path()).await;

    let set_password = |username: &str, input: &str| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_folio"))
            .args(["admin", "set-password", username])
            .env("DATABASE_URL", &database_url)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("folio admin set-password");
        use std::io::Write;
        command
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        command.wait_with_output().unwrap()
    };
    let unknown = set_password("nobody", "new secret words\n");
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("no admin named nobody"));
    let blank = set_password("owner", "\n");
    assert!(!blank.status.success());
    // A new password meets the setup form's rule.
    let short = set_password("owner", "abc\n");
    assert!(!short.status.success());
    assert!(String::from_utf8_lossy(&short.stderr).contains("Use at least 12 characters"));
    let me = || client.get(format!("{base}/api/admin/me")).send();
    assert_eq!(me().await.unwrap().status(), 200);
    let done = set_password("owner", "new secret words\n");
    assert!(done.status.success(), "{done:?}");
    // Whoever held a session from before the reset is signed out, for reads and writes alike.
    assert_eq!(me().await.unwrap().status(), 401);
    let write = client
        .put(format!("{base}/api/admin/profile"))
        .json(&json!({ "name": "Someone else" }))
        .send()
        .await
        .unwrap();
    assert_eq!(write.status(), 401);

    // The running server reads the new hash at the next sign-in.
    let login = |password: &str| {
        client
            .post(format!("{base}/api/admin/login"))
            .json(&json!({ "username": "owner", "password": password }))
            .send()
    };
    assert_eq!(login("correct horse battery").await.unwrap().status(), 401);
    assert_eq!(login("new secret words").await.unwrap().status(), 200);
    child.kill().unwrap();
    child.wait().unwrap();
}

#[tokio::test]
async fn creating_the_first_admin_takes_the_setup_code_the_server_prints() {
    let dir = tempfile::tempdir().unwrap();
    let database_url = fresh_database(dir.path()).await;
    let (mut child, base, log) = spawn_install(&database_url, dir.path(), &[]);
    let printed = Command::new(env!("CARGO_BIN_EXE_folio"))
        .args(["admin", "setup-code"])
        .env("DATABASE_URL", &database_url)
        .output()
        .unwrap();
    assert!(printed.status.success(), "{printed:?}");
    // The last line: the log may say something before it (PostgreSQL's notices).
    let code = String::from_utf8(printed.stdout)
        .unwrap()
        .lines()
        .last()
        .unwrap_or_default()
        .trim()
        .to_owned();
    assert_eq!(code.len(), 14, "{code}");
    let logged = log
        .iter()
        .take_while(|line| !line.contains("listening on"))
        .any(|line| line.contains(&code));
    assert!(logged, "the start log names the setup code");

    let client = reqwest::Client::new();
    // Straight from the server's own machine, as through a proxy there that adds no header
    // (nginx's plain `proxy_pass`): the code is asked for all the same.
    let setup = |code: Option<&str>| {
        let mut body = credentials();
        match code {
            Some(code) => body["setupCode"] = json!(code),
            None => drop(body.as_object_mut().unwrap().remove("setupCode")),
        }
        client
            .post(format!("{base}/api/admin/setup"))
            .json(&body)
            .send()
    };
    for wrong in [None, Some(""), Some("AAAA-BBBB-CCCC")] {
        let answer = setup(wrong).await.unwrap();
        assert_eq!(answer.status(), 403);
        let body: serde_json::Value = answer.json().await.unwrap();
        assert_eq!(body["fields"][0]["field"], "setupCode");
    }
    let typed = code.to_lowercase().replace('-', " ");
    assert_eq!(setup(Some(&typed)).await.unwrap().status(), 200);
    // Used up with the account.
    let again = Command::new(env!("CARGO_BIN_EXE_folio"))
        .args(["admin", "setup-code"])
        .env("DATABASE_URL", &database_url)
        .output()
        .unwrap();
    assert!(!again.status.success());
    child.kill().unwrap();
    child.wait().unwrap();
}

#[tokio::test]
async fn staging_left_by_a_crashed_import_is_removed_at_start_and_a_running_ones_kept() {
    let dir = tempfile::tempdir().unwrap();
    let temp = dir.path().join("tmp");
    let crashed = temp.join("folio-import-crashed");
    let running = temp.join("folio-import-running");
    for folder in [&crashed, &running] {
        std::fs::create_dir_all(folder).unwrap();
        std::fs::write(folder.join("0123456789abcdef.webp"), vec![0; 4096]).unwrap();
    }
    std::fs::write(crashed.join(".lock"), b"").unwrap();
    let held = std::fs::File::create(running.join(".lock")).unwrap();
    held.lock().unwrap();
    let other = temp.join("someone-elses");
    std::fs::create_dir_all(&other).unwrap();

    let database_url = fresh_database(dir.path()).await;
    let temp_dir = temp.to_str().unwrap();
    let (mut child, _base, _log) = spawn_folio(&database_url, dir.path(), &[("TMPDIR", temp_dir)]);
    assert!(!crashed.exists(), "a crashed import's staging is removed");
    assert!(running.exists(), "a running import's staging stays");
    assert!(other.exists(), "nothing but Folio's staging is touched");
    child.kill().unwrap();
    child.wait().unwrap();
    drop(held);
}
