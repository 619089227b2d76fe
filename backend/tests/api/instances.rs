//! Two real `folio` processes on one database, each with its own upload folder, as behind a load
//! balancer: what is written, signed in, uploaded or attempted through one holds on the other.
//! Run under `scripts/postgres.sh` this is two instances on one PostgreSQL.

use crate::helpers::{credentials, fresh_database, spawn_folio};
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use std::process::Child;
use std::time::{Duration, Instant};

/// A running `folio`, stopped when dropped (a failed assertion included).
struct Instance {
    child: Child,
    base: String,
    _dir: tempfile::TempDir,
}

impl Instance {
    fn start(database_url: &str) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let (child, base, _log) = spawn_folio(database_url, dir.path(), &[]);
        Self {
            child,
            base,
            _dir: dir,
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Two instances on one fresh database, and a client whose cookies go to both (cookies are kept
/// per host, whatever the port), like a browser behind one address. The owner has signed up
/// through the first instance, so the client is signed in.
async fn two_instances() -> (Instance, Instance, reqwest::Client, tempfile::TempDir) {
    let data = tempfile::tempdir().unwrap();
    let database_url = fresh_database(data.path()).await;
    let first = Instance::start(&database_url);
    let second = Instance::start(&database_url);
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let setup = client
        .post(first.url("/api/admin/setup"))
        .json(&credentials())
        .send()
        .await
        .unwrap();
    assert_eq!(setup.status(), 200);
    (first, second, client, data)
}

async fn text(client: &reqwest::Client, url: &str) -> String {
    let response = client.get(url).send().await.unwrap();
    assert_eq!(response.status(), 200, "{url}");
    response.text().await.unwrap()
}

#[tokio::test]
async fn a_write_through_one_instance_is_in_the_others_answers_and_pages_within_a_second() {
    let (first, second, client, _data) = two_instances().await;
    // The second instance has read, and so holds in its snapshot, the site before the write.
    let name = "Distributed Systems Course";
    for path in ["/api/education", "/?tab=education"] {
        assert!(!text(&client, &second.url(path)).await.contains(name));
    }
    let created = client
        .post(first.url("/api/admin/education"))
        .json(&crate::helpers::education(name))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), 200);
    let written = Instant::now();
    loop {
        let api = text(&client, &second.url("/api/education")).await;
        let page = text(&client, &second.url("/?tab=education")).await;
        if api.contains(name) && page.contains(name) {
            break;
        }
        assert!(
            written.elapsed() < Duration::from_secs(1),
            "the second instance still answers the site before the write"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_session_and_an_upload_made_through_one_instance_hold_on_the_other() {
    let (first, second, client, _data) = two_instances().await;
    let me = client
        .get(second.url("/api/admin/me"))
        .send()
        .await
        .unwrap();
    assert_eq!(me.status(), 200, "signed in on the second instance too");
    assert_eq!(me.json::<Value>().await.unwrap()["username"], "owner");

    let mut png = std::io::Cursor::new(Vec::new());
    image::RgbImage::from_fn(64, 48, |x, y| image::Rgb([x as u8 * 3, y as u8 * 5, 128]))
        .write_to(&mut png, image::ImageFormat::Png)
        .unwrap();
    let form = Form::new().part(
        "image",
        Part::bytes(png.into_inner())
            .file_name("chart.png")
            .mime_str("image/png")
            .unwrap(),
    );
    let uploaded: Value = client
        .post(first.url("/api/upload-image"))
        .multipart(form)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let url = uploaded["file"]["url"].as_str().unwrap();
    let from_first = client.get(first.url(url)).send().await.unwrap();
    let from_second = client.get(second.url(url)).send().await.unwrap();
    assert_eq!(from_second.status(), 200, "{url}");
    assert_eq!(from_second.headers()["content-type"], "image/png");
    assert_eq!(
        from_first.bytes().await.unwrap(),
        from_second.bytes().await.unwrap()
    );

    // Signing out on the second instance ends the session on the first.
    let out = client
        .post(second.url("/api/admin/logout"))
        .send()
        .await
        .unwrap();
    assert_eq!(out.status(), 204);
    let me = client.get(first.url("/api/admin/me")).send().await.unwrap();
    assert_eq!(me.status(), 401);
}

#[tokio::test]
async fn sign_in_attempts_through_either_instance_count_together() {
    let (first, second, client, _data) = two_instances().await;
    let wrong = json!({ "username": "owner", "password": "not the password" });
    // Ten wrong attempts, alternating between the instances: each one alone saw only five.
    for n in 0..10 {
        let instance = if n % 2 == 0 { &first } else { &second };
        let attempt = client
            .post(instance.url("/api/admin/login"))
            .json(&wrong)
            .send()
            .await
            .unwrap();
        assert_eq!(attempt.status(), 401, "attempt {n}");
    }
    for instance in [&first, &second] {
        let refused = client
            .post(instance.url("/api/admin/login"))
            .json(&credentials())
            .send()
            .await
            .unwrap();
        assert_eq!(refused.status(), 429, "{}", instance.base);
        assert!(refused.headers().contains_key("retry-after"));
    }
}
