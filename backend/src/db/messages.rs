//! Visitors' messages (issue 42): stored in one transaction with the use of their proof's
//! challenge, the site's daily cap, the bound on how many are kept and their notification in the
//! outbox, so a message the visitor was told is sent is committed, and a replayed proof stores
//! nothing. No address of the sender's machine is stored.

use super::{begin_write, contact, now};
use folio_core::archive::ArchivedMessage;
use folio_core::contact::ContactMessage;
use folio_core::contact::MessageFolder;
use folio_core::contact::message::KEPT;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Row, Transaction};

/// How many messages are kept: folio-core's [`KEPT`].
pub const MAX_KEPT: i64 = KEPT as i64;

/// A message to store.
pub struct NewMessage<'a> {
    /// Its folder: the inbox, or "To check" for one sent with scripts off.
    pub folder: MessageFolder,
    /// The validated message.
    pub message: &'a folio_core::contact::ContactMessage,
    /// The page's language (a tag).
    pub language: &'a str,
    /// The proof's challenge and when it expires (Unix seconds); none with scripts off.
    pub challenge: Option<(&'a str, i64)>,
    /// Whether an e-mail notification is queued with it.
    pub notify: bool,
    /// The most messages the site takes per day (UTC).
    pub daily_cap: i64,
}

/// What storing a message came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Stored {
    /// Committed, with its id.
    Kept(i64),
    /// Its proof was used already.
    Replayed,
    /// The site took its daily cap of messages.
    CapReached,
    /// [`MAX_KEPT`] are kept and every one is unread.
    Full,
}

/// Stores `new` in one transaction; see [`Stored`].
pub async fn store(db: &AnyPool, new: NewMessage<'_>) -> Result<Stored, sqlx::Error> {
    let mut tx = begin_write(db).await?;
    let unix = unix_now();
    if let Some((challenge, expires_at)) = new.challenge
        && !contact::use_challenge(&mut tx, challenge, expires_at, unix).await?
    {
        return Ok(Stored::Replayed);
    }
    let created_at = now();
    let today = format!("{}T00:00:00Z", &created_at[..10]);
    let sent_today: i64 = sqlx::query("SELECT COUNT(*) AS n FROM messages WHERE created_at >= $1")
        .bind(&today)
        .fetch_one(&mut *tx)
        .await?
        .try_get("n")?;
    if sent_today >= new.daily_cap {
        return Ok(Stored::CapReached);
    }
    let kept: i64 = sqlx::query("SELECT COUNT(*) AS n FROM messages")
        .fetch_one(&mut *tx)
        .await?
        .try_get("n")?;
    if kept >= MAX_KEPT {
        let room = sqlx::query(
            "DELETE FROM messages WHERE id = (SELECT id FROM messages \
             WHERE deleted_at IS NOT NULL OR is_read = 1 \
             ORDER BY CASE WHEN deleted_at IS NOT NULL THEN 0 WHEN folder = 'archive' THEN 1 \
             ELSE 2 END, created_at, id LIMIT 1)",
        )
        .execute(&mut *tx)
        .await?;
        if room.rows_affected() == 0 {
            return Ok(Stored::Full);
        }
    }
    let message = new.message;
    let id: i64 = sqlx::query(
        "INSERT INTO messages (folder, name, email, subject, body, page, language, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(new.folder.name())
    .bind(&message.name)
    .bind(&message.email)
    .bind(message.subject.as_deref())
    .bind(&message.message)
    .bind(message.page.as_deref())
    .bind(new.language)
    .bind(&created_at)
    .fetch_one(&mut *tx)
    .await?
    .try_get("id")?;
    if new.notify {
        sqlx::query(
            "INSERT INTO contact_outbox (message_id, state, next_at) VALUES ($1, 'pending', $2)",
        )
        .bind(id)
        .bind(unix)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(Stored::Kept(id))
}

/// A stored message, as the admin lists it.
#[derive(Debug, Clone)]
pub struct StoredMessage {
    /// Row id.
    pub id: i64,
    /// Its folder.
    pub folder: MessageFolder,
    /// The sender's name.
    pub name: String,
    /// The sender's e-mail address.
    pub email: String,
    /// The subject, if any.
    pub subject: Option<String>,
    /// The message.
    pub body: String,
    /// The page it was sent from.
    pub page: Option<String>,
    /// The page's language.
    pub language: String,
    /// Whether the owner opened it.
    pub is_read: bool,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// Its notification's state (`pending`, `sent`, `failed`), if one was queued.
    pub notification: Option<String>,
    /// Its notification's tries so far.
    pub attempts: i64,
    /// Why its last try failed.
    pub last_error: Option<String>,
}

const COLUMNS: &str = "m.id, m.folder, m.name, m.email, m.subject, m.body, m.page, m.language, \
     m.is_read, m.created_at, o.state, o.attempts, o.last_error";
const FROM: &str = "FROM messages m LEFT JOIN contact_outbox o ON o.message_id = m.id";

fn stored(row: &AnyRow) -> Result<StoredMessage, sqlx::Error> {
    let read: i64 = row.try_get("is_read")?;
    let attempts: Option<i64> = row.try_get("attempts")?;
    let folder: String = row.try_get("folder")?;
    Ok(StoredMessage {
        id: row.try_get("id")?,
        folder: MessageFolder::of(&folder).ok_or_else(|| sqlx::Error::ColumnDecode {
            index: "folder".into(),
            source: format!("no folder is named {folder:?}").into(),
        })?,
        name: row.try_get("name")?,
        email: row.try_get("email")?,
        subject: row.try_get("subject")?,
        body: row.try_get("body")?,
        page: row.try_get("page")?,
        language: row.try_get("language")?,
        is_read: read != 0,
        created_at: row.try_get("created_at")?,
        notification: row.try_get("state")?,
        attempts: attempts.unwrap_or_default(),
        last_error: row.try_get("last_error")?,
    })
}

/// Up to `limit` messages of `folder` older than message `before` (all when none), newest first.
pub async fn list(
    db: &AnyPool,
    folder: MessageFolder,
    before: Option<i64>,
    limit: i64,
) -> Result<Vec<StoredMessage>, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT {COLUMNS} {FROM} WHERE m.folder = $1 AND m.deleted_at IS NULL AND m.id < $2 \
         ORDER BY m.id DESC LIMIT $3"
    ))
    .bind(folder.name())
    .bind(before.unwrap_or(i64::MAX))
    .bind(limit)
    .fetch_all(db)
    .await?
    .iter()
    .map(stored)
    .collect()
}

/// Message `id`, unless deleted.
pub async fn get(db: &AnyPool, id: i64) -> Result<Option<StoredMessage>, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT {COLUMNS} {FROM} WHERE m.id = $1 AND m.deleted_at IS NULL"
    ))
    .bind(id)
    .fetch_optional(db)
    .await?
    .as_ref()
    .map(stored)
    .transpose()
}

/// The unread messages of the inbox, and the messages waiting in "To check".
pub async fn counts(db: &AnyPool) -> Result<(i64, i64), sqlx::Error> {
    let row = sqlx::query(
        "SELECT COALESCE(SUM(CASE WHEN folder = 'inbox' AND is_read = 0 THEN 1 ELSE 0 END), 0) \
         AS unread, COALESCE(SUM(CASE WHEN folder = 'to_check' THEN 1 ELSE 0 END), 0) AS waiting \
         FROM messages WHERE deleted_at IS NULL",
    )
    .fetch_one(db)
    .await?;
    Ok((row.try_get("unread")?, row.try_get("waiting")?))
}

/// A change the owner makes to message `id`; whether there was such a message.
pub enum Change {
    /// Opened or marked unread.
    Read(bool),
    /// Moved to a folder.
    Move(MessageFolder),
    /// Deleted, until undone or swept.
    Delete,
    /// The delete undone.
    Restore,
}

/// Applies `change` to message `id`; whether it named a message.
pub async fn change(db: &AnyPool, id: i64, change: Change) -> Result<bool, sqlx::Error> {
    let query = match change {
        Change::Read(read) => {
            sqlx::query("UPDATE messages SET is_read = $2 WHERE id = $1 AND deleted_at IS NULL")
                .bind(id)
                .bind(i64::from(read))
        }
        Change::Move(folder) => {
            sqlx::query("UPDATE messages SET folder = $2 WHERE id = $1 AND deleted_at IS NULL")
                .bind(id)
                .bind(folder.name())
        }
        Change::Delete => {
            sqlx::query("UPDATE messages SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL")
                .bind(id)
                .bind(unix_now())
        }
        Change::Restore => {
            sqlx::query("UPDATE messages SET deleted_at = NULL WHERE id = $1").bind(id)
        }
    };
    Ok(query.execute(db).await?.rows_affected() > 0)
}

/// Deletes every message of `folder` for good ("To check"'s "Delete all"); how many.
pub async fn delete_folder(db: &AnyPool, folder: MessageFolder) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query("DELETE FROM messages WHERE folder = $1")
        .bind(folder.name())
        .execute(db)
        .await?
        .rows_affected())
}

/// Deletes every message from `email` for good, in any folder; how many.
pub async fn delete_sender(db: &AnyPool, email: &str) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("DELETE FROM messages WHERE LOWER(email) = LOWER($1)")
            .bind(email)
            .execute(db)
            .await?
            .rows_affected(),
    )
}

/// Removes for good the messages deleted before `before` (Unix seconds): past their undo.
pub async fn sweep_deleted(db: &AnyPool, before: i64) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("DELETE FROM messages WHERE deleted_at IS NOT NULL AND deleted_at < $1")
            .bind(before)
            .execute(db)
            .await?
            .rows_affected(),
    )
}

/// How many messages an export reads at a time.
const EXPORT_PAGE: i64 = 200;

/// The next kept messages after message `after`, by id, as an export writes them: a message
/// deleted with its undo still open is left out, and so is every notification.
pub(super) async fn kept_after(
    conn: &mut sqlx::AnyConnection,
    after: i64,
) -> Result<Vec<ArchivedMessage>, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT {COLUMNS} {FROM} WHERE m.deleted_at IS NULL AND m.id > $1 ORDER BY m.id LIMIT $2"
    ))
    .bind(after)
    .bind(EXPORT_PAGE)
    .fetch_all(conn)
    .await?
    .iter()
    .map(|row| {
        let m = stored(row)?;
        Ok(ArchivedMessage {
            id: m.id,
            folder: m.folder,
            message: ContactMessage {
                name: m.name,
                email: m.email,
                subject: m.subject,
                message: m.body,
                page: m.page,
            },
            language: m.language,
            is_read: m.is_read,
            created_at: m.created_at,
        })
    })
    .collect()
}

/// Stores an imported message with its own id, folder and time, without a notification.
pub(super) async fn restore(
    tx: &mut Transaction<'static, Any>,
    item: &ArchivedMessage,
) -> Result<(), sqlx::Error> {
    let message = &item.message;
    sqlx::query(
        "INSERT INTO messages (id, folder, name, email, subject, body, page, language, is_read, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(item.id)
    .bind(item.folder.name())
    .bind(&message.name)
    .bind(&message.email)
    .bind(message.subject.as_deref())
    .bind(&message.message)
    .bind(message.page.as_deref())
    .bind(&item.language)
    .bind(i64::from(item.is_read))
    .bind(&item.created_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The time now in Unix seconds.
pub fn unix_now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}
