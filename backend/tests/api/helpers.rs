//! Starting a test server: the same `app` the binary serves, on a free port, with its own
//! database and upload folder. The database is a fresh SQLite file, or, when
//! `FOLIO_TEST_POSTGRES` names a PostgreSQL cluster (`scripts/postgres.sh` sets it), a fresh
//! database made on that cluster for this test alone.

use folio_server::{AppState, Config, app, listener};
use reqwest::multipart::{Form, Part};
use reqwest::{Client, Method, RequestBuilder, Response};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use tempfile::TempDir;

/// A running server and the folder holding its data, removed when dropped.
pub struct TestServer {
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// A client that keeps cookies, like a browser.
    pub client: Client,
    /// The server's `DATABASE_URL`.
    pub database_url: String,
    /// Where the database and uploads live; removed on drop.
    _dir: TempDir,
}

/// A fresh, empty database for one test: a SQLite file in `dir`, or a new database on the
/// PostgreSQL cluster `FOLIO_TEST_POSTGRES` names.
pub async fn fresh_database(dir: &std::path::Path) -> String {
    use sqlx::Connection;
    let Ok(cluster) = std::env::var("FOLIO_TEST_POSTGRES") else {
        return format!("sqlite://{}?mode=rwc", dir.join("folio.db").display());
    };
    let name = format!("test_{}", uuid::Uuid::new_v4().simple());
    let mut admin = sqlx::postgres::PgConnection::connect(&cluster)
        .await
        .expect("the cluster of FOLIO_TEST_POSTGRES");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .expect("create database");
    admin.close().await.expect("close");
    let mut url = url::Url::parse(&cluster).expect("FOLIO_TEST_POSTGRES is a URL");
    url.set_path(&name);
    url.to_string()
}

/// A SQLite database of an earlier version: the migrations numbered below `first_missing` run, in
/// a temporary folder (kept while the first value lives). Answers it, its URL and a pool on it,
/// for a test to store what that version stored before a server of today opens it.
pub async fn database_before(first_missing: &str) -> (TempDir, String, sqlx::AnyPool) {
    let old = tempfile::tempdir().unwrap();
    let migrations = old.path().join("migrations");
    std::fs::create_dir(&migrations).unwrap();
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../migrations/sqlite");
    for entry in std::fs::read_dir(source).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        if name.as_str() < first_missing {
            std::fs::copy(&path, migrations.join(name)).unwrap();
        }
    }
    let url = format!(
        "sqlite://{}?mode=rwc",
        old.path().join("folio.db").display()
    );
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&url).await.unwrap();
    sqlx::migrate::Migrator::new(migrations.as_path())
        .await
        .unwrap()
        .run(&db)
        .await
        .unwrap();
    (old, url, db)
}

/// Serves the built web app: its `index.html`, files and render module.
pub fn built_web(config: &mut Config) {
    let dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/dist");
    assert!(
        dist.join("server/render.js").is_file(),
        "{} has no render module: build the web app first (`make build`; `make test` does)",
        dist.display()
    );
    config.web_dir = dist;
}

/// The configuration of a test server whose data lives in `dir`.
pub fn config(dir: &std::path::Path, web_dir: &std::path::Path) -> Config {
    Config {
        command: None,
        host: "127.0.0.1".into(),
        port: 0,
        database_url: format!("sqlite://{}?mode=rwc", dir.join("folio.db").display()),
        upload_dir: dir.join("uploads"),
        web_dir: web_dir.to_path_buf(),
        cookie_secure: false,
        test_allow_loopback_ports: Vec::new(),
        trusted_proxies: Vec::new(),
        public_url: None,
        setup_code: Some(SETUP_CODE.into()),
        session_idle_seconds: 8 * 60 * 60,
        visits: Default::default(),
        smtp_url: None,
        contact_notify_to: None,
        contact_notify_from: None,
        contact_daily_cap: 200,
        contact_min_seconds: 0,
        contact_retry_seconds: 30,
    }
}

impl TestServer {
    /// Starts a server with `config` adjusted by `adjust`.
    pub async fn start_with(adjust: impl FnOnce(&mut Config)) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut config = config(dir.path(), &dir.path().join("web"));
        config.database_url = fresh_database(dir.path()).await;
        adjust(&mut config);
        let socket = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = socket.local_addr().expect("address");
        config.port = addr.port();
        let state = AppState::open(&config).await.expect("state");
        let app = app(state, &config);
        let proxies = config.trusted_proxies.clone();
        tokio::spawn(async move {
            listener::serve(socket, app, &proxies, std::future::pending()).await
        });
        Self {
            base: format!("http://{addr}"),
            client: Client::builder()
                .cookie_store(true)
                .build()
                .expect("client"),
            database_url: config.database_url.clone(),
            _dir: dir,
        }
    }

    /// Runs `sql` on the server's database directly, as a hand edit or an old version would.
    pub async fn execute_sql(&self, sql: &str) {
        let db = self.database().await;
        sqlx::query(sql).execute(&db).await.expect("sql");
        db.close().await;
    }

    /// Every upload the server's database stores: name and bytes.
    pub async fn stored_uploads(&self) -> std::collections::BTreeMap<String, Vec<u8>> {
        use sqlx::Row;
        let db = self.database().await;
        let rows = sqlx::query("SELECT name, bytes FROM uploads")
            .fetch_all(&db)
            .await
            .expect("uploads");
        db.close().await;
        rows.iter()
            .map(|row| (row.get("name"), row.get("bytes")))
            .collect()
    }

    /// Stores an upload named `name` directly in the server's database, as one saved earlier.
    pub async fn store_upload(&self, name: &str, bytes: &[u8]) {
        let db = self.database().await;
        sqlx::query(
            "INSERT INTO uploads (name, content_type, bytes, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(name)
        .bind("image/png")
        .bind(bytes)
        .bind("2026-01-01T00:00:00Z")
        .execute(&db)
        .await
        .expect("upload");
        db.close().await;
    }

    /// The one number `sql` selects from the server's database, read directly.
    pub async fn count_sql(&self, sql: &str) -> i64 {
        use sqlx::Row;
        let db = self.database().await;
        let row = sqlx::query(sql).fetch_one(&db).await.expect("sql");
        let count = row.try_get::<i64, _>(0).expect("a number");
        db.close().await;
        count
    }

    /// A connection pool of its own to the server's database.
    async fn database(&self) -> sqlx::AnyPool {
        sqlx::any::install_default_drivers();
        sqlx::AnyPool::connect(&self.database_url)
            .await
            .expect("database")
    }

    /// The folder holding the database and uploads.
    pub fn dir(&self) -> &std::path::Path {
        self._dir.path()
    }

    /// Starts a server with the default test configuration.
    pub async fn start() -> Self {
        Self::start_with(|_| {}).await
    }

    /// Starts a server of the built web app (`web/dist`, which `make test` builds first), whose
    /// pages are rendered by the app's own components.
    pub async fn with_web() -> Self {
        Self::start_with(built_web).await
    }

    /// A server whose owner has signed up.
    pub async fn owner() -> Self {
        let server = Self::start().await;
        server.sign_up().await;
        server
    }

    /// A server of the built web app whose owner has signed up.
    pub async fn owner_with_web() -> Self {
        let server = Self::with_web().await;
        server.sign_up().await;
        server
    }

    /// A server of the built web app whose owner has signed up and saved `profile`.
    pub async fn with_profile(profile: Value) -> Self {
        let server = Self::with_web().await;
        server.sign_up().await;
        let (status, body) = server
            .send(Method::PUT, "/api/admin/profile", profile)
            .await;
        assert_eq!(status, 200, "{body}");
        server
    }

    /// A request to `path` on this server.
    pub fn request(&self, method: Method, path: &str) -> RequestBuilder {
        self.client.request(method, format!("{}{path}", self.base))
    }

    /// GETs `path`: status and JSON body (`null` when the body is not JSON).
    pub async fn get(&self, path: &str) -> (u16, Value) {
        read(
            self.request(Method::GET, path)
                .send()
                .await
                .expect("request"),
        )
        .await
    }

    /// GETs `path`: status and body as text (a page, a feed).
    pub async fn page(&self, path: &str) -> (u16, String) {
        let response = self
            .request(Method::GET, path)
            .send()
            .await
            .expect("request");
        (
            response.status().as_u16(),
            response.text().await.expect("body"),
        )
    }

    /// Sends `body` as JSON with `method` to `path`: status and JSON body.
    pub async fn send(&self, method: Method, path: &str, body: Value) -> (u16, Value) {
        read(
            self.request(method, path)
                .json(&body)
                .send()
                .await
                .expect("request"),
        )
        .await
    }

    /// Sends `body` as JSON with `method` to `path`, asserts the answer's `status`, and answers
    /// its JSON body.
    pub async fn expect(&self, status: u16, method: Method, path: &str, body: Value) -> Value {
        let (answered, answer) = self.send(method.clone(), path, body).await;
        assert_eq!(answered, status, "{method} {path}: {answer}");
        answer
    }

    /// Saves a new case study made by [`case_study`]; answers it as saved.
    pub async fn add_case_study(&self, title: &str, slug: &str, published: bool) -> Value {
        let body = case_study(title, slug, published);
        self.expect(200, Method::POST, "/api/admin/case-studies", body)
            .await
    }

    /// What a visitor reads of the résumé's parts: the profile, experiences and education.
    pub async fn resume_parts(&self) -> Value {
        let mut all = Vec::new();
        for path in ["/api/profile", "/api/experiences", "/api/education"] {
            let (status, body) = self.get(path).await;
            assert_eq!(status, 200, "{path}");
            all.push(body);
        }
        json!(all)
    }

    /// POSTs one file to `path` as the multipart field `field`: `bytes` named `file_name`, of
    /// type `mime`. Answers the status and JSON body.
    pub async fn send_file(
        &self,
        path: &str,
        field: &str,
        (file_name, mime, bytes): (&str, &str, Vec<u8>),
    ) -> (u16, Value) {
        let part = Part::bytes(bytes)
            .file_name(file_name.to_owned())
            .mime_str(mime)
            .expect("a media type");
        let form = Form::new().part(field.to_owned(), part);
        read(
            self.request(Method::POST, path)
                .multipart(form)
                .send()
                .await
                .expect("request"),
        )
        .await
    }

    /// Uploads an image as the editor does (`POST /api/upload-image`): status and JSON body.
    pub async fn upload_image(&self, file_name: &str, mime: &str, bytes: Vec<u8>) -> (u16, Value) {
        self.send_file("/api/upload-image", "image", (file_name, mime, bytes))
            .await
    }

    /// Creates the admin account (which signs this client in).
    pub async fn sign_up(&self) {
        let (status, _) = self
            .send(Method::POST, "/api/admin/setup", credentials())
            .await;
        assert_eq!(status, 200, "setup");
    }
}

/// The setup code every test server is started with (`SETUP_CODE`).
pub const SETUP_CODE: &str = "TESTCODE2345";

/// The test admin's credentials, with the setup code creating the account asks for.
pub fn credentials() -> Value {
    json!({ "username": "owner", "password": "correct horse battery", "setupCode": SETUP_CODE })
}

/// Status and JSON body of `response`.
pub async fn read(response: Response) -> (u16, Value) {
    let status = response.status().as_u16();
    let text = response.text().await.expect("body");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// A valid experience body.
pub fn experience(title: &str) -> Value {
    json!({
        "jobTitle": title, "company": "Acme", "industry": "Technology", "startDate": "2022-03",
        "endDate": "2024-01", "description": "Built things.", "accomplishments": "Shipped.",
        "tools": ["Rust", { "name": "SQL", "usage": "Reporting" }]
    })
}

/// A valid education body.
pub fn education(name: &str) -> Value {
    json!({ "name": name, "category": "Machine Learning", "link": "https://example.org/cert",
        "date": "2021", "sortOrder": 0 })
}

/// A valid case study body.
pub fn case_study(title: &str, slug: &str, published: bool) -> Value {
    json!({
        "title": title, "slug": slug, "description": "What we did.",
        "content": json!({ "blocks": [{ "type": "paragraph", "data": { "text": "Hello" } }] }).to_string(),
        "tags": ["rust"], "isPublished": published, "isFeatured": false
    })
}

/// `key` of every item of the JSON list `list`.
pub fn column(list: &Value, key: &str) -> Vec<Value> {
    list.as_array().map_or_else(Vec::new, |items| {
        items.iter().map(|item| item[key].clone()).collect()
    })
}

/// `key` of every failing field of a validation error body.
pub fn field_errors(body: &Value, key: &str) -> Vec<Value> {
    column(&body["fields"], key)
}

/// Starts the real `folio` binary on a free port with `database_url`, its uploads and web app
/// under `dir`, and `env` on top of the test settings; answers the process, its base URL (read
/// from its log line), and its log lines as they come. It is given [`SETUP_CODE`].
pub fn spawn_folio(
    database_url: &str,
    dir: &std::path::Path,
    env: &[(&str, &str)],
) -> (Child, String, std::sync::mpsc::Receiver<String>) {
    spawn_install(
        database_url,
        dir,
        &[&[("SETUP_CODE", SETUP_CODE)], env].concat(),
    )
}

/// [`spawn_folio`] as a new install starts: without `SETUP_CODE`, so it makes its own.
pub fn spawn_install(
    database_url: &str,
    dir: &std::path::Path,
    env: &[(&str, &str)],
) -> (Child, String, std::sync::mpsc::Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_folio"))
        .env("PORT", "0")
        .env("DATABASE_URL", database_url)
        .env("UPLOAD_DIR", dir.join("uploads"))
        .env("WEB_DIR", dir.join("web"))
        .env("NO_COLOR", "1")
        .env("RUST_LOG", "info")
        .envs(env.iter().copied())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start folio");
    let stdout = child.stdout.take().unwrap();
    // Read the log to its end on a thread, so the server never writes into a closed pipe.
    let (found, address) = std::sync::mpsc::channel();
    let (lines, log) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Some(base) = line.split("listening on ").nth(1) {
                let _ = found.send(base.to_owned());
            }
            let _ = lines.send(line);
        }
    });
    let base = address.recv().expect("listening line");
    (child, base, log)
}
