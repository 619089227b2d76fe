//! Starting a test server: the same `app` the binary serves, on a free port, with its own database.

use folio_server::{AppState, Config, app, db};
use poem::Server;
use poem::listener::{Acceptor, TcpAcceptor};
use tempfile::TempDir;

/// A running server and the folder holding its database, removed when dropped.
pub struct TestServer {
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// HTTP client for the test.
    pub client: reqwest::Client,
    _dir: TempDir,
}

impl TestServer {
    /// Starts a server on a fresh database, serving `web_dir` as the web app.
    pub async fn start_with_web(web_dir: &std::path::Path) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let config = Config {
            host: "127.0.0.1".into(),
            port: 0,
            database_url: format!(
                "sqlite://{}?mode=rwc",
                dir.path().join("folio.db").display()
            ),
            upload_dir: dir.path().join("uploads"),
            web_dir: web_dir.to_path_buf(),
        };
        let pool = db::connect(&config.database_url).await.expect("database");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let acceptor = TcpAcceptor::from_tokio(listener).expect("acceptor");
        let addr = acceptor.local_addr().remove(0);
        let endpoint = app(AppState { db: pool }, &config);
        tokio::spawn(Server::new_with_acceptor(acceptor).run(endpoint));
        Self {
            base: format!("http://{}", addr.0.as_socket_addr().expect("tcp address")),
            client: reqwest::Client::new(),
            _dir: dir,
        }
    }

    /// Starts a server with an empty web folder.
    pub async fn start() -> Self {
        let web = tempfile::tempdir().expect("temp dir");
        let server = Self::start_with_web(web.path()).await;
        // The web folder only needs to outlive the test for web tests, which pass their own.
        drop(web);
        server
    }

    /// GETs `path` and returns the status and the JSON body.
    pub async fn get_json(&self, path: &str) -> (u16, serde_json::Value) {
        let response = self
            .client
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .expect("request");
        let status = response.status().as_u16();
        (status, response.json().await.expect("JSON body"))
    }
}
