//! Case studies (spec §3), in the Playground's order (folio-core's `playground`: featured first,
//! then the owner's drag order, then the date shown, newest first); the public side sees only
//! published ones.

use super::case_study_columns::{FIELDS, fields};
use super::fields::{Statements, Table};
use super::items::Items;
use super::{autosaves, begin_public_write, now, revisions};
use folio_core::archive::ArchivedCaseStudy;
pub use folio_core::case_study::CaseStudy;
use folio_core::case_study::{NewCaseStudy, day_of};
use folio_core::language::LanguageTag;
use folio_core::playground::playground_order_by;
use folio_core::spelling::Respelling;
use folio_core::translations::texts::non_empty;
use folio_core::translations::{ByLanguage, CaseStudyTexts, merge, taken_address};
use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Executor, Row, Transaction};
use std::sync::LazyLock;

/// Why a write was refused.
pub enum WriteError {
    /// Another case study has this slug.
    SlugTaken,
    /// Another case study has this address in a language of the site: the field that names
    /// it (`slug` or `translations.<tag>.slug`) and the language.
    AddressTaken(String, LanguageTag),
    /// The save was made from an older version than the one stored: this one.
    Stale(Box<CaseStudy>),
    /// The database failed.
    Db(sqlx::Error),
}

impl From<sqlx::Error> for WriteError {
    fn from(error: sqlx::Error) -> Self {
        match &error {
            sqlx::Error::Database(e) if e.is_unique_violation() => Self::SlugTaken,
            _ => Self::Db(error),
        }
    }
}

/// The case studies' table: its name, what a row holds besides its [`FIELDS`], what a new row
/// and a save set.
const TABLE: Table<NewCaseStudy> = Table {
    items: Items {
        table: "case_studies",
        noun: "case study",
    },
    own: "created_at, updated_at, version, sort_order",
    fields: FIELDS,
    insert: ("created_at, updated_at", "$1, $1"),
    update: "updated_at = $1, version = version + 1",
    update_where: "id = $2 AND version = $3",
};

/// The statements that read and write a case study's row, built once.
static SQL: LazyLock<Statements> = LazyLock::new(|| TABLE.statements());

pub(super) fn case_study(row: &AnyRow) -> Result<CaseStudy, sqlx::Error> {
    let stored = CaseStudy {
        id: row.try_get("id")?,
        fields: fields(row)?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
        version: row.try_get("version")?,
        sort_order: row.try_get("sort_order")?,
    };
    Ok(stored.with_date())
}

/// Every case study, or only the published ones, in the Playground's order.
pub async fn list<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    published_only: bool,
) -> Result<Vec<CaseStudy>, sqlx::Error> {
    let filter = if published_only {
        "WHERE is_published = 1"
    } else {
        ""
    };
    in_playground_order(db, &format!("{} {filter}", SQL.select)).await
}

/// The case studies `sql` selects, in the Playground's order.
async fn in_playground_order<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    sql: &str,
) -> Result<Vec<CaseStudy>, sqlx::Error> {
    let mut all = sqlx::query(sql)
        .fetch_all(db)
        .await?
        .iter()
        .map(case_study)
        .collect::<Result<Vec<_>, _>>()?;
    playground_order_by(&mut all, CaseStudy::placing);
    Ok(all)
}

/// Every case study with its body left out (`content` empty), in the Playground's order: what
/// placing a page among the others, a feed or a sitemap needs. A site's thousand bodies are
/// megabytes, read for each cold page before (issue 46). The database writes the outlines as one
/// JSON array of arrays (SQLite's `json_group_array`, PostgreSQL's `json_agg`), so they cross
/// sqlx's channel from its database thread as one row, not a thousand: 9 ms of a cold case study
/// at a thousand case studies was that channel's wake-ups.
pub async fn outlines(db: &AnyPool) -> Result<Vec<CaseStudy>, sqlx::Error> {
    const COLUMNS: &str = "id, created_at, updated_at, version, sort_order, title, slug, \
        description, featured_image, featured_image_alt, date, tags, is_published, is_featured, \
        translations";
    /// One outline as [`COLUMNS`] lists it.
    type Outline = (
        i64,
        String,
        String,
        i64,
        i64,
        String,
        String,
        String,
        Option<String>,
        Option<String>,
        Option<String>,
        String,
        i64,
        i64,
        String,
    );
    let sql = match super::backend(db) {
        super::Backend::Sqlite => {
            format!("SELECT json_group_array(json_array({COLUMNS})) FROM case_studies")
        }
        super::Backend::Postgres => format!(
            "SELECT CAST(COALESCE(json_agg(json_build_array({COLUMNS})), '[]') AS TEXT) \
             FROM case_studies"
        ),
    };
    let text: String = sqlx::query_scalar(&sql).fetch_one(db).await?;
    let decode = |error: serde_json::Error| sqlx::Error::Decode(Box::new(error));
    let rows: Vec<Outline> = serde_json::from_str(&text).map_err(decode)?;
    let mut all = rows
        .into_iter()
        .map(|row| {
            let (id, created_at, updated_at, version, sort_order, title, slug, description) =
                (row.0, row.1, row.2, row.3, row.4, row.5, row.6, row.7);
            let translations = serde_json::from_str(&row.14).map_err(decode)?;
            let fields = NewCaseStudy {
                title,
                slug,
                description,
                content: String::new(),
                featured_image: row.8,
                featured_image_alt: row.9,
                date: row.10,
                tags: serde_json::from_str(&row.11).map_err(decode)?,
                is_published: row.12 != 0,
                is_featured: row.13 != 0,
                translations: non_empty(translations),
            };
            let study = CaseStudy {
                id,
                fields,
                created_at,
                updated_at,
                version,
                sort_order,
            };
            Ok(study.with_date())
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    playground_order_by(&mut all, CaseStudy::placing);
    Ok(all)
}

/// How many case studies there are, published or not.
pub async fn count(db: &AnyPool) -> Result<usize, sqlx::Error> {
    let row = sqlx::query("SELECT CAST(COUNT(*) AS BIGINT) AS n FROM case_studies")
        .fetch_one(db)
        .await?;
    Ok(usize::try_from(row.try_get::<i64, _>("n")?).unwrap_or(usize::MAX))
}

/// Whether a case study may answer to `slug` in some language: its own slug, or a translation's
/// (the `"slug":` of its `translations` JSON). An address no case study has is decided by this one
/// read, before the site's case studies are read to place it (issue 39 point 3). What is not a
/// slug by folio-core's rule (so holds no `%`, `_` or `"`) is no case study's.
pub async fn may_have_slug(db: &AnyPool, slug: &str) -> Result<bool, sqlx::Error> {
    if slug.is_empty() || folio_core::slug::slugify(slug) != slug {
        return Ok(false);
    }
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT id FROM case_studies WHERE slug = $1 OR translations LIKE $2 LIMIT 1",
    )
    .bind(slug)
    .bind(format!("%\"slug\":\"{slug}\"%"))
    .fetch_optional(db)
    .await?;
    Ok(found.is_some())
}

/// The stored version of case study `id` (advanced by every save), or `None` when there is none.
pub async fn version_of(db: &AnyPool, id: i64) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT version FROM case_studies WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Puts the case studies in a new order (`ids`, every case study once); otherwise the message
/// that refuses it.
pub async fn reorder(db: &AnyPool, ids: &[i64]) -> Result<Result<(), String>, sqlx::Error> {
    TABLE.items.reorder(db, ids).await
}

/// Case study `id`, published or not.
pub async fn by_id<'e>(
    db: impl Executor<'e, Database = Any>,
    id: i64,
) -> Result<Option<CaseStudy>, sqlx::Error> {
    one(db, "WHERE id = $1", id).await
}

/// The case study published in the default language with `slug`.
pub async fn published(db: &AnyPool, slug: &str) -> Result<Option<CaseStudy>, sqlx::Error> {
    one(db, "WHERE slug = $1 AND is_published = 1", slug.to_owned()).await
}

/// The case study `filter` finds with `value` as its `$1`, if any.
async fn one<'e, T>(
    db: impl Executor<'e, Database = Any>,
    filter: &str,
    value: T,
) -> Result<Option<CaseStudy>, sqlx::Error>
where
    T: Send + for<'q> sqlx::Encode<'q, Any> + sqlx::Type<Any>,
{
    let sql = format!("{} {filter}", SQL.select);
    let row = sqlx::query(&sql).bind(value).fetch_optional(db).await?;
    row.as_ref().map(case_study).transpose()
}

/// Stores a new case study with its first revision, and clears the new case study's autosaved
/// draft: it is saved now. Without a date it shows the day it is created.
pub async fn create(db: &AnyPool, new: &NewCaseStudy) -> Result<CaseStudy, WriteError> {
    let mut tx = begin_public_write(db).await?;
    let created = create_in(&mut tx, new).await?;
    tx.commit().await?;
    Ok(created)
}

/// [`create`] within `tx`, which the caller commits (a LinkedIn import's projects, issue 45).
pub async fn create_in(
    tx: &mut Transaction<'static, Any>,
    new: &NewCaseStudy,
) -> Result<CaseStudy, WriteError> {
    let created_at = now();
    let new = &NewCaseStudy {
        date: new.date.clone().or_else(|| Some(day_of(&created_at))),
        translations: with_stored(new, None),
        ..new.clone()
    };
    let tx = &mut *tx;
    refuse_taken_address(tx, None, new).await?;
    let row = FIELDS
        .bind(sqlx::query(&SQL.insert).bind(created_at), new)
        .fetch_one(&mut **tx)
        .await?;
    let created = case_study(&row)?;
    revisions::record(tx, None, &created, None).await?;
    let tags = Respelling::saved(&created.fields.tags);
    super::spelling::tags(tx, &tags, Some(created.id)).await?;
    autosaves::clear(&mut **tx, autosaves::NEW).await?;
    Ok(created)
}

/// Replaces case study `id`'s fields, keeps a revision of the save (the time of the revision it
/// brings back when `restored_from` says it restores one), and clears the case study's autosaved
/// draft; `None` when there is no such case study. With `based_on`, the version the save was
/// made from, it is refused as [`WriteError::Stale`], with the stored case study, unless that is still
/// the stored version.
/// Without a date it keeps the date saved.
pub async fn update(
    db: &AnyPool,
    id: i64,
    new: &NewCaseStudy,
    restored_from: Option<&str>,
    based_on: Option<i64>,
) -> Result<Option<CaseStudy>, WriteError> {
    let mut tx = begin_public_write(db).await?;
    let updated = update_in(&mut tx, id, new, restored_from, based_on).await?;
    if updated.is_some() {
        tx.commit().await?;
    }
    Ok(updated)
}

/// [`update`] within `tx`, which the caller commits (a LinkedIn import's projects, issue 45).
pub async fn update_in(
    tx: &mut Transaction<'static, Any>,
    id: i64,
    new: &NewCaseStudy,
    restored_from: Option<&str>,
    based_on: Option<i64>,
) -> Result<Option<CaseStudy>, WriteError> {
    let Some(before) = by_id(&mut **tx, id).await? else {
        return Ok(None);
    };
    if based_on.is_some_and(|version| version != before.version) {
        return Err(WriteError::Stale(Box::new(before)));
    }
    let new = &NewCaseStudy {
        date: new.date.clone().or_else(|| Some(before.date())),
        translations: with_stored(new, before.fields.translations.clone()),
        ..new.clone()
    };
    refuse_taken_address(tx, Some(id), new).await?;
    // Only the version just read is replaced: a save that got in between (PostgreSQL does not
    // lock the row for the read) leaves nothing to update, and this one is stale.
    let query = sqlx::query(&SQL.update)
        .bind(now())
        .bind(id)
        .bind(before.version);
    let Some(row) = FIELDS.bind(query, new).fetch_optional(&mut **tx).await? else {
        return match by_id(&mut **tx, id).await? {
            Some(current) => Err(WriteError::Stale(Box::new(current))),
            None => Ok(None),
        };
    };
    let updated = case_study(&row)?;
    revisions::record(tx, Some(&before), &updated, restored_from).await?;
    let tags = Respelling::saved(&updated.fields.tags);
    super::spelling::tags(tx, &tags, Some(id)).await?;
    autosaves::clear(&mut **tx, id).await?;
    Ok(Some(updated))
}

/// The translations `new` is stored with: each language it sends replaces that language's
/// `stored` texts, the others are kept; sending none keeps them all.
fn with_stored(
    new: &NewCaseStudy,
    stored: Option<ByLanguage<CaseStudyTexts>>,
) -> Option<ByLanguage<CaseStudyTexts>> {
    let stored = stored.unwrap_or_default();
    non_empty(match &new.translations {
        Some(sent) => merge(stored, sent.clone()),
        None => stored,
    })
}

/// Refuses, as [`WriteError::AddressTaken`], a save of `new` (case study `id`, none when it is
/// new) that would take another case study's address in one of the site's other languages.
async fn refuse_taken_address(
    tx: &mut Transaction<'static, Any>,
    id: Option<i64>,
    new: &NewCaseStudy,
) -> Result<(), WriteError> {
    let languages = super::profile::get(&mut **tx).await?.owner.languages;
    if languages.others().is_empty() {
        return Ok(());
    }
    let rows = sqlx::query("SELECT slug, translations FROM case_studies WHERE id <> $1")
        .bind(id.unwrap_or(0))
        .fetch_all(&mut **tx)
        .await?;
    let others = rows
        .iter()
        .map(|row| {
            let slug: String = row.try_get("slug")?;
            let translations: ByLanguage<CaseStudyTexts> = super::translations_of(row)?;
            Ok((slug, translations))
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let mine = (new.slug.as_str(), new.translations.as_ref());
    let others = others.iter().map(|(slug, t)| (slug.as_str(), Some(t)));
    match taken_address(mine, others, &languages) {
        Some((field, language)) => Err(WriteError::AddressTaken(field, language)),
        None => Ok(()),
    }
}

/// Deletes case study `id` with its share links, revisions and autosaved draft; false when
/// there was none.
pub async fn delete(db: &AnyPool, id: i64) -> Result<bool, sqlx::Error> {
    let mut tx = begin_public_write(db).await?;
    for sql in [
        "DELETE FROM preview_links WHERE case_study_id = $1",
        "DELETE FROM case_study_revisions WHERE case_study_id = $1",
        "DELETE FROM case_study_autosaves WHERE slot = $1",
    ] {
        sqlx::query(sql).bind(id).execute(&mut *tx).await?;
    }
    let found = TABLE.items.delete(&mut *tx, id).await?;
    // When there was none, nothing is committed: the site's version stays.
    if found {
        tx.commit().await?;
    }
    Ok(found)
}

/// Stores case study `item` as an export kept it, with its own id, times, version and place,
/// and its revisions (a restore's). An archive written before case studies had a date shows the
/// day each was created.
pub(super) async fn restore(
    tx: &mut Transaction<'static, Any>,
    item: &ArchivedCaseStudy,
) -> Result<(), sqlx::Error> {
    let fields = NewCaseStudy {
        date: (item.fields.date.clone())
            .or_else(|| Some(item.created_at.chars().take(10).collect())),
        ..item.fields.clone()
    };
    let query = sqlx::query(&SQL.restore)
        .bind(item.id)
        .bind(item.created_at.clone())
        .bind(item.updated_at.clone())
        .bind(item.version)
        .bind(item.sort_order);
    FIELDS.bind(query, &fields).execute(&mut **tx).await?;
    for revision in &item.revisions {
        revisions::restore(tx, item.id, revision).await?;
    }
    Ok(())
}
