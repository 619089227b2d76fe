//! The `folio` commands that run from the shell instead of serving.

use crate::helpers::TestServer;
use std::process::Command;

#[tokio::test]
async fn folio_openapi_prints_the_document_the_server_serves_without_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_folio"))
        .arg("openapi")
        .env(
            "DATABASE_URL",
            format!(
                "sqlite://{}?mode=rwc",
                dir.path().join("folio.db").display()
            ),
        )
        .output()
        .expect("folio openapi");
    assert!(output.status.success(), "{output:?}");
    let printed: serde_json::Value =
        serde_json::from_slice(&output.stdout).expect("the output is JSON");

    let server = TestServer::start().await;
    let (status, served) = server.get("/api/openapi.json").await;
    assert_eq!(status, 200);
    assert_eq!(printed, served);
    assert!(printed["paths"]["/admin/experiences"].is_object());
    // Printing the document needs no database: none was created.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}
