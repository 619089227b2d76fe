//! Opening the database: one `AnyPool`, migrated at start, tuned per backend.

pub mod admin;
pub mod archive;
pub mod autosaves;
pub mod case_studies;
mod case_study_columns;
pub mod contact;
pub mod education;
pub mod experiences;
pub mod favicon;
mod fields;
mod items;
pub mod messages;
pub mod outbox;
pub mod preview_links;
pub mod profile;
mod reorder;
pub mod resume_import;
pub mod resume_variants;
pub mod revisions;
pub mod session_records;
pub mod sessions;
pub mod sizes;
pub mod spelling;
pub mod uploads;
pub mod visits;

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::migrate::Migrator;
use sqlx::{Any, AnyPool, Connection, Executor, Row, Transaction};
use std::path::Path;
use std::time::Duration;

/// The migrations of each backend, embedded by `build.rs`: each one's number, description and
/// SQL.
mod embedded {
    /// One migration: its number, description and SQL.
    pub type Embedded = (i64, &'static str, &'static str);
    include!(concat!(env!("OUT_DIR"), "/migrations.rs"));
}

/// The embedded migrations of one backend, as sqlx's migrator reads them (the checksum of each
/// is its SQL's, as with sqlx's own `migrate!`).
#[derive(Debug)]
struct Embedded(&'static [embedded::Embedded]);

impl<'s> sqlx::migrate::MigrationSource<'s> for Embedded {
    fn resolve(
        self,
    ) -> futures_util::future::BoxFuture<
        's,
        Result<Vec<sqlx::migrate::Migration>, sqlx::error::BoxDynError>,
    > {
        Box::pin(async move {
            Ok(self
                .0
                .iter()
                .map(|&(version, description, sql)| {
                    sqlx::migrate::Migration::new(
                        version,
                        description.into(),
                        sqlx::migrate::MigrationType::Simple,
                        sql.into(),
                        false,
                    )
                })
                .collect())
        })
    }
}

/// The databases Folio runs on, told apart by the scheme of `DATABASE_URL`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// A SQLite file: `sqlite://path?mode=rwc`.
    Sqlite,
    /// A PostgreSQL server: `postgres://user:password@host:port/database`.
    Postgres,
}

impl Backend {
    /// The backend `url` names, or why it names none.
    pub fn of(url: &str) -> Result<Self, OpenError> {
        let scheme = url.split_once(':').map_or("", |(scheme, _)| scheme);
        match scheme.to_ascii_lowercase().as_str() {
            "sqlite" => Ok(Self::Sqlite),
            "postgres" | "postgresql" => Ok(Self::Postgres),
            _ => Err(OpenError::Scheme(scheme.chars().take(40).collect())),
        }
    }
}

/// Why the database could not be opened at start. Each message names `DATABASE_URL`, the
/// setting to fix, and never prints its password.
#[derive(Debug)]
pub enum OpenError {
    /// The URL's scheme is neither SQLite's nor PostgreSQL's.
    Scheme(String),
    /// The database could not be reached or opened.
    Unreachable(String, sqlx::Error),
    /// A migration failed; it was rolled back, so the database is as it was before it.
    Migration(String, sqlx::migrate::MigrateError),
}

impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Scheme(scheme) => write!(
                f,
                "DATABASE_URL: unsupported scheme {scheme:?}; use sqlite://PATH?mode=rwc or \
                 postgres://USER:PASSWORD@HOST:PORT/DATABASE"
            ),
            Self::Unreachable(url, error) => {
                write!(
                    f,
                    "DATABASE_URL: cannot open the database at {url}: {error}"
                )
            }
            Self::Migration(url, error) => write!(
                f,
                "DATABASE_URL: migrating the database at {url} failed, and that migration was \
                 rolled back: {error}"
            ),
        }
    }
}

impl std::error::Error for OpenError {}

/// `url` without its password, for messages.
pub fn redacted(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut parsed) if parsed.password().is_some() => {
            let _ = parsed.set_password(Some("***"));
            parsed.to_string()
        }
        _ => url.to_owned(),
    }
}

/// Opens the pool for `url`, creating a SQLite file's folder when needed, and runs the embedded
/// migrations of its backend. Each migration runs in a transaction (PostgreSQL's schema changes
/// are transactional too), so a failed start leaves no migration half applied; instances starting
/// together on PostgreSQL take turns through the migrator's advisory lock.
pub async fn connect(url: &str) -> Result<AnyPool, OpenError> {
    install_default_drivers();
    let backend = Backend::of(url)?;
    let unreachable = |error| OpenError::Unreachable(redacted(url), error);
    if let Some(parent) = sqlite_path(url).and_then(Path::parent) {
        std::fs::create_dir_all(parent).map_err(|e| unreachable(e.into()))?;
    }
    // One connection first, so a refused connection, a wrong password or a missing database is
    // reported as itself rather than as the pool giving up after its timeout.
    let probe = sqlx::AnyConnection::connect(url)
        .await
        .map_err(unreachable)?;
    probe.close().await.map_err(unreachable)?;
    let pool = AnyPoolOptions::new()
        // SQLite writes one at a time whatever the pool; PostgreSQL serves several instances,
        // each keeping a few connections (see docs/deployment.md).
        .max_connections(match backend {
            Backend::Sqlite => 4,
            Backend::Postgres => 8,
        })
        .acquire_timeout(Duration::from_secs(10))
        .after_connect(|conn, _| {
            Box::pin(async move {
                // WAL lets readers run beside the writer; the busy timeout makes a writer wait for
                // the lock instead of failing; SQLite leaves foreign keys off unless asked.
                // `synchronous = FULL` syncs the WAL at every commit, so a save the owner was told
                // is stored survives a power loss (NORMAL may lose the last ones); measured here
                // at about 1.3 ms per commit instead of 0.1, on writes that are rare and small.
                // A page cache of 1 MiB per connection (SQLite's default is 2): the snapshot answers
                // public reads, and the system's file cache holds the database for the rest.
                if conn.backend_name() == "SQLite" {
                    conn.execute(
                        "PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; \
                         PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL; \
                         PRAGMA cache_size = -1024;",
                    )
                    .await?;
                }
                Ok(())
            })
        })
        .connect(url)
        .await
        .map_err(unreachable)?;
    let migrations = match backend {
        Backend::Sqlite => embedded::SQLITE,
        Backend::Postgres => embedded::POSTGRES,
    };
    let migrator = Migrator::new(Embedded(migrations))
        .await
        .map_err(|error| OpenError::Migration(redacted(url), error))?;
    migrator
        .run(&pool)
        .await
        .map_err(|error| OpenError::Migration(redacted(url), error))?;
    Ok(pool)
}

/// Begins a transaction that writes. On SQLite it takes the write lock at once (`BEGIN
/// IMMEDIATE`): a transaction that reads first and asks for the lock later fails with "database
/// is locked" when another write got in between, where waiting at the start lets the busy timeout
/// apply.
pub async fn begin_write(db: &AnyPool) -> Result<Transaction<'static, Any>, sqlx::Error> {
    match backend(db) {
        Backend::Sqlite => begin_to_the_end(db, "BEGIN IMMEDIATE").await,
        Backend::Postgres => begin_to_the_end(db, "BEGIN").await,
    }
}

/// Begins a write that changes what the public site shows: [`begin_write`], and in the same
/// transaction `site_version` is advanced, so the change and the news of it are committed
/// together or not at all. Every instance reads `site_version` every quarter of a second and
/// empties its snapshot of public answers when it moved; the instance that wrote reads it as soon
/// as the write's answer is ready. A write that changes nothing public (an autosaved draft, a
/// session, a share link, an upload nothing names yet) begins with [`begin_write`] instead, and
/// leaves every snapshot as it is.
pub async fn begin_public_write(db: &AnyPool) -> Result<Transaction<'static, Any>, sqlx::Error> {
    let mut tx = begin_write(db).await?;
    sqlx::query("UPDATE site_version SET version = version + 1 WHERE id = 1")
        .execute(&mut *tx)
        .await?;
    // Outside `noting_public_writes` (a command, a test) there is no one to tell.
    let _ = PUBLIC_WRITE.try_with(|began| began.set(true));
    Ok(tx)
}

tokio::task_local! {
    /// Whether the work run by [`noting_public_writes`] began a public write.
    static PUBLIC_WRITE: std::cell::Cell<bool>;
}

/// Runs `work` (a request's handling, in its own task) and says whether it began a public write
/// ([`begin_public_write`]): only then can what the public site shows have changed, so only then
/// need the snapshot read `site_version` at once.
pub async fn noting_public_writes<F: Future>(work: F) -> (F::Output, bool) {
    PUBLIC_WRITE
        .scope(std::cell::Cell::new(false), async {
            let output = work.await;
            (output, PUBLIC_WRITE.with(std::cell::Cell::get))
        })
        .await
}

/// The public site's version, advanced by every write that changes what it shows
/// ([`begin_public_write`]), and the site's stored address (issue 39), read together so an
/// instance that sees a version also sees the address it was written with.
pub async fn site_state(db: &AnyPool) -> Result<(i64, Option<String>), sqlx::Error> {
    let row = sqlx::query("SELECT version, address FROM site_version WHERE id = 1")
        .fetch_one(db)
        .await?;
    Ok((row.try_get("version")?, row.try_get("address")?))
}

/// Stores `address` (canonical, folio-core's `site_address::parse`) as the site's address, in a
/// write that every page sees at once. With `only_first`, an address already stored stays: the
/// address the owner first set up (or, on a site set up before addresses were kept, first signed
/// in) through. Says whether it stored it.
pub async fn store_site_address(
    db: &AnyPool,
    address: &str,
    only_first: bool,
) -> Result<bool, sqlx::Error> {
    if only_first && site_state(db).await?.1.is_some() {
        return Ok(false);
    }
    let mut tx = begin_public_write(db).await?;
    let sql = if only_first {
        "UPDATE site_version SET address = $1 WHERE id = 1 AND address IS NULL"
    } else {
        "UPDATE site_version SET address = $1 WHERE id = 1"
    };
    let stored = sqlx::query(sql)
        .bind(address)
        .execute(&mut *tx)
        .await?
        .rows_affected()
        > 0;
    tx.commit().await?;
    Ok(stored)
}

/// A read-only transaction that sees the database as it was at its first read, whatever is
/// written meanwhile (SQLite's deferred transaction keeps its WAL snapshot; PostgreSQL's
/// repeatable read).
pub async fn begin_read(db: &AnyPool) -> Result<Transaction<'static, Any>, sqlx::Error> {
    match backend(db) {
        Backend::Sqlite => begin_to_the_end(db, "BEGIN").await,
        Backend::Postgres => {
            begin_to_the_end(db, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY").await
        }
    }
}

/// Begins a transaction with `statement` in a task of its own. A handler stops at its `.await`
/// when its client goes away, and sqlx's SQLite begin is not safe to stop there: stopped after
/// SQLite began the transaction but before sqlx handed it over, the connection went back to the
/// pool still inside it, holding the write lock, and every later write failed. The task always
/// runs to the end, and a transaction no one takes is dropped, so rolled back. (PostgreSQL's
/// begin is safe to stop; it takes the same path for one way of beginning.)
async fn begin_to_the_end(
    db: &AnyPool,
    statement: &'static str,
) -> Result<Transaction<'static, Any>, sqlx::Error> {
    let db = db.clone();
    tokio::spawn(async move { db.begin_with(statement).await })
        .await
        .map_err(|stopped| sqlx::Error::Io(std::io::Error::other(stopped)))?
}

/// The backend of an open pool.
pub fn backend(db: &AnyPool) -> Backend {
    if db.connect_options().database_url.scheme() == "sqlite" {
        Backend::Sqlite
    } else {
        Backend::Postgres
    }
}

/// Whether `error` is PostgreSQL refusing text that holds the NUL character (SQLSTATE 22021),
/// which reached it some other way than a JSON body (a path, an imported archive).
pub fn refuses_nul_text(error: &sqlx::Error) -> bool {
    error
        .as_database_error()
        .and_then(|error| error.code())
        .is_some_and(|code| code == "22021")
}

/// Whether `error` is the database ending a transaction that met another one (PostgreSQL's
/// deadlock or serialization failure), or SQLite still busy with other writes when its busy
/// timeout ran out (`SQLITE_BUSY` and its extended codes, as under a burst of saves on a slow
/// disk): nothing was stored, and the same request succeeds when sent again.
pub fn met_another_write(error: &sqlx::Error) -> bool {
    error
        .as_database_error()
        .and_then(|error| error.code())
        .is_some_and(|code| matches!(&*code, "40P01" | "40001" | "5" | "261" | "517" | "773"))
}

/// The current time as RFC 3339 UTC text, the portable form timestamps are stored in.
pub fn now() -> String {
    timestamp(time::OffsetDateTime::now_utc())
}

/// `at` as stored: RFC 3339 text to the second.
pub fn timestamp(at: time::OffsetDateTime) -> String {
    at.replace_nanosecond(0)
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

/// Reads a row's translations, stored as JSON text (`{}` when it has none).
pub fn translations_of<T: serde::de::DeserializeOwned>(
    row: &sqlx::any::AnyRow,
) -> Result<folio_core::translations::ByLanguage<T>, sqlx::Error> {
    use sqlx::Row;
    let text: String = row.try_get("translations")?;
    serde_json::from_str(&text).map_err(|e| sqlx::Error::ColumnDecode {
        index: "translations".into(),
        source: Box::new(e),
    })
}

/// The JSON text a row's translations are stored as.
pub fn translations_json<T: serde::Serialize>(
    translations: &folio_core::translations::ByLanguage<T>,
) -> String {
    serde_json::to_string(translations).unwrap_or_else(|_| "{}".into())
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
    use super::{begin_write, connect, sqlite_path};
    use sqlx::Executor;
    use std::path::Path;
    use std::time::Duration;

    /// A request whose client goes away stops its handler at any `.await`, the start of a write
    /// included. None of those stops may leave a pooled connection inside a transaction, which
    /// on SQLite would hold the write lock and fail every later write.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_write_stopped_while_it_begins_leaves_no_transaction_open() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/folio.db?mode=rwc", dir.path().display());
        let db = connect(&url).await.unwrap();
        for attempt in 0..2000u64 {
            let stop_after = Duration::from_nanos(attempt * 37 % 400_000);
            let _ = tokio::time::timeout(stop_after, begin_write(&db)).await;
        }
        // Every connection in the pool, held at once, can still begin and commit a write.
        for _ in 0..8 {
            let mut tx = tokio::time::timeout(Duration::from_secs(8), begin_write(&db))
                .await
                .expect("a write begins within the busy timeout")
                .expect("a write begins");
            tx.execute("UPDATE profile SET name = name").await.unwrap();
            tx.commit().await.unwrap();
        }
    }

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
