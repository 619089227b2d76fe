//! Opening the database: one `AnyPool`, migrated at start, tuned per backend.

pub mod admin;
pub mod autosaves;
pub mod case_studies;
pub mod education;
pub mod experiences;
pub mod preview_links;
pub mod profile;
mod reorder;
pub mod revisions;

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{Any, AnyPool, Executor, Transaction};
use std::path::Path;

/// Opens the pool for `url`, creating a SQLite file's folder when needed, and runs the embedded
/// migrations.
pub async fn connect(url: &str) -> Result<AnyPool, sqlx::Error> {
    install_default_drivers();
    if let Some(parent) = sqlite_path(url).and_then(Path::parent) {
        std::fs::create_dir_all(parent)?;
    }
    let pool = AnyPoolOptions::new()
        .max_connections(4)
        .after_connect(|conn, _| {
            Box::pin(async move {
                // WAL lets readers run beside the writer; the busy timeout makes a writer wait for
                // the lock instead of failing; SQLite leaves foreign keys off unless asked.
                if conn.backend_name() == "SQLite" {
                    conn.execute(
                        "PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; \
                         PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;",
                    )
                    .await?;
                }
                Ok(())
            })
        })
        .connect(url)
        .await?;
    sqlx::migrate!("../migrations/sqlite").run(&pool).await?;
    Ok(pool)
}

/// Begins a transaction that writes. On SQLite it takes the write lock at once (`BEGIN
/// IMMEDIATE`): a transaction that reads first and asks for the lock later fails with "database
/// is locked" when another write got in between, where waiting at the start lets the busy timeout
/// apply.
pub async fn begin_write(db: &AnyPool) -> Result<Transaction<'static, Any>, sqlx::Error> {
    if db.connect_options().database_url.scheme() == "sqlite" {
        db.begin_with("BEGIN IMMEDIATE").await
    } else {
        db.begin().await
    }
}

/// The current time as RFC 3339 UTC text, the portable form timestamps are stored in.
pub fn now() -> String {
    time::OffsetDateTime::now_utc()
        .replace_nanosecond(0)
        .ok()
        .and_then(|t| {
            t.format(&time::format_description::well_known::Rfc3339)
                .ok()
        })
        .unwrap_or_default()
}

/// Reads a list stored as JSON text.
pub fn json_list<T: serde::de::DeserializeOwned>(
    row: &sqlx::any::AnyRow,
    column: &str,
) -> Result<Vec<T>, sqlx::Error> {
    use sqlx::Row;
    let text: String = row.try_get(column)?;
    serde_json::from_str(&text).map_err(|e| sqlx::Error::ColumnDecode {
        index: column.into(),
        source: Box::new(e),
    })
}

/// The file path of a `sqlite:` URL, if it names a file.
pub fn sqlite_path(url: &str) -> Option<&Path> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or_default();
    (!path.is_empty() && path != ":memory:").then(|| Path::new(path))
}

#[cfg(test)]
mod tests {
    use super::sqlite_path;
    use std::path::Path;

    #[test]
    fn sqlite_path_reads_relative_and_absolute_files() {
        assert_eq!(
            sqlite_path("sqlite://data/folio.db?mode=rwc"),
            Some(Path::new("data/folio.db"))
        );
        assert_eq!(
            sqlite_path("sqlite:///tmp/x.db"),
            Some(Path::new("/tmp/x.db"))
        );
        assert_eq!(sqlite_path("sqlite::memory:"), None);
        assert_eq!(sqlite_path("postgres://localhost/folio"), None);
    }
}
