//! Starting `folio` on a database it cannot use: it stops at once with a message naming
//! `DATABASE_URL` (never its password), and leaves no migration half applied.

use crate::helpers::{fresh_database, spawn_folio};
use std::process::{Command, Output};

fn start_on(database_url: &str, dir: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_folio"))
        .env("PORT", "0")
        .env("DATABASE_URL", database_url)
        .env("UPLOAD_DIR", dir.join("uploads"))
        .env("WEB_DIR", dir.join("web"))
        .env("NO_COLOR", "1")
        .output()
        .expect("run folio")
}

fn refused(output: &Output) -> String {
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let said = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(said.starts_with("DATABASE_URL: "), "{said}");
    assert!(
        !said.contains("hunter2"),
        "the password is never printed: {said}"
    );
    said
}

#[test]
fn an_unsupported_scheme_or_an_unreachable_database_stops_the_start_naming_database_url() {
    let dir = tempfile::tempdir().unwrap();
    let said = refused(&start_on(
        "mysql://owner:hunter2@127.0.0.1/folio",
        dir.path(),
    ));
    assert!(said.contains("unsupported scheme \"mysql\""), "{said}");
    // Port 1 on loopback: nothing listens there.
    let said = refused(&start_on(
        "postgres://owner:hunter2@127.0.0.1:1/folio",
        dir.path(),
    ));
    assert!(
        said.contains("cannot open the database at postgres://owner:***@127.0.0.1:1/folio"),
        "{said}"
    );
    assert!(said.contains("Connection refused"), "{said}");
}

#[tokio::test]
async fn a_migration_that_fails_is_rolled_back_whole_and_the_next_start_applies_it() {
    let dir = tempfile::tempdir().unwrap();
    let database_url = fresh_database(dir.path()).await;
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&database_url).await.unwrap();
    // A table in the way of the last statement of migration 0005, which first creates others.
    sqlx::query("CREATE TABLE site_version (in_the_way TEXT)")
        .execute(&db)
        .await
        .unwrap();

    let said = refused(&start_on(&database_url, dir.path()));
    assert!(said.contains("migrating the database"), "{said}");
    for made_before_the_failure in ["uploads", "login_throttle"] {
        let read = sqlx::query(&format!("SELECT COUNT(*) FROM {made_before_the_failure}"))
            .execute(&db)
            .await;
        assert!(read.is_err(), "{made_before_the_failure} was rolled back");
    }
    let applied: i64 = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(applied, 4);

    sqlx::query("DROP TABLE site_version")
        .execute(&db)
        .await
        .unwrap();
    db.close().await;
    let (mut child, base, _log) = spawn_folio(&database_url, dir.path(), &[]);
    let health = reqwest::get(format!("{base}/api/health")).await.unwrap();
    assert_eq!(health.status(), 200);
    child.kill().unwrap();
    child.wait().unwrap();
}
