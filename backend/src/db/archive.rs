//! The whole site's content for an export, and its restoration into an empty install
//! (issue 14): same ids, slugs, orders and times, in one transaction; both one item at a time
//! (issue 21), so a site at every bound moves in the memory of its largest item.

use super::{case_studies, education, experiences, messages, profile, revisions};
use folio_core::archive::stream::Item;
use folio_core::archive::{
    ArchivedCaseStudy, ArchivedEducation, ArchivedExperience, ArchivedProfile, ArchivedRevision,
    FORMAT, VERSION,
};
use sqlx::{Any, AnyPool, Row, Transaction};
use std::collections::BTreeSet;

/// The profile's `updated_at` until the owner first saves it (the first migration's row).
const PLACEHOLDER_PROFILE: &str = "1970-01-01T00:00:00Z";

/// What [`write_document`] wrote: how many of each item, and the uploads they use.
#[derive(Debug, Default)]
pub struct Written {
    /// Experiences.
    pub experiences: usize,
    /// Education entries.
    pub education: usize,
    /// Case studies.
    pub case_studies: usize,
    /// Visitors' messages.
    pub messages: usize,
    /// The uploads the profile, the case studies and their revisions use.
    pub required: BTreeSet<String>,
}

/// Why writing the document failed.
#[derive(Debug)]
pub enum WriteError {
    /// The database.
    Database(sqlx::Error),
    /// The file.
    Io(std::io::Error),
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Database(error) => error.fmt(f),
            Self::Io(error) => error.fmt(f),
        }
    }
}

impl From<sqlx::Error> for WriteError {
    fn from(error: sqlx::Error) -> Self {
        Self::Database(error)
    }
}

impl From<std::io::Error> for WriteError {
    fn from(error: std::io::Error) -> Self {
        Self::Io(error)
    }
}

/// Writes `folio.json` of everything the owner made, exported at `exported_at`, into `out`, one
/// item at a time (a case study one revision at a time), so an export holds one item in memory
/// whatever the site's size. Read in one read-only transaction, so a save during the export is
/// in it whole or not at all.
pub async fn write_document(
    db: &AnyPool,
    exported_at: &str,
    out: &mut (impl tokio::io::AsyncWrite + Unpin),
) -> Result<Written, WriteError> {
    use tokio::io::AsyncWriteExt;
    fn json(value: &impl serde::Serialize) -> std::io::Result<String> {
        serde_json::to_string(value).map_err(std::io::Error::other)
    }
    let mut written = Written::default();
    let mut tx = super::begin_read(db).await?;
    let stored = profile::get(&mut *tx).await?;
    let profile = ArchivedProfile {
        owner: stored.owner,
        updated_at: stored.updated_at,
        favicon: super::favicon::get(&mut *tx).await?,
    };
    folio_core::archive::add_profile_uploads(&profile, &mut written.required);
    out.write_all(
        format!(
            "{{\"format\":{},\"version\":{VERSION},\"exportedAt\":{},\"profile\":{},\n\"experiences\":[",
            json(&FORMAT)?,
            json(&exported_at)?,
            json(&profile)?,
        )
        .as_bytes(),
    )
    .await?;
    for (n, stored) in experiences::list(&mut *tx).await?.into_iter().enumerate() {
        let item = ArchivedExperience {
            experience: stored.experience,
            created_at: stored.created_at,
            updated_at: stored.updated_at,
        };
        out.write_all(if n == 0 { b"\n" } else { b",\n" }).await?;
        out.write_all(&serde_json::to_vec(&item).map_err(std::io::Error::other)?)
            .await?;
        written.experiences += 1;
    }
    out.write_all(b"],\n\"education\":[").await?;
    for (n, stored) in education::list(&mut *tx).await?.into_iter().enumerate() {
        let item = ArchivedEducation {
            id: stored.id,
            fields: stored.fields,
            created_at: stored.created_at,
            updated_at: stored.updated_at,
        };
        out.write_all(if n == 0 { b"\n" } else { b",\n" }).await?;
        out.write_all(&serde_json::to_vec(&item).map_err(std::io::Error::other)?)
            .await?;
        written.education += 1;
    }
    out.write_all(b"],\n\"caseStudies\":[").await?;
    let ids: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM case_studies ORDER BY created_at DESC, id DESC")
            .fetch_all(&mut *tx)
            .await?;
    for (n, id) in ids.into_iter().enumerate() {
        let Some(stored) = case_studies::by_id(&mut *tx, id).await? else {
            continue;
        };
        let revisions: Vec<ArchivedRevision> = revisions::all(&mut *tx, id)
            .await?
            .into_iter()
            .map(|kept| ArchivedRevision {
                id: kept.entry.id,
                fields: kept.fields,
                summary: kept.entry.summary,
                restored_from: kept.entry.restored_from,
                created_at: kept.entry.created_at,
            })
            .collect();
        let mut item = ArchivedCaseStudy {
            id: stored.id,
            fields: stored.fields,
            created_at: stored.created_at,
            updated_at: stored.updated_at,
            version: stored.version,
            sort_order: stored.sort_order,
            revisions,
        };
        folio_core::archive::add_required_uploads(&item, &mut written.required);
        let revisions = std::mem::take(&mut item.revisions);
        // The case study without its revisions (which it then leaves out), its closing brace
        // replaced by the revisions written one at a time.
        let mut head = serde_json::to_vec(&item).map_err(std::io::Error::other)?;
        head.pop();
        out.write_all(if n == 0 { b"\n" } else { b",\n" }).await?;
        out.write_all(&head).await?;
        if !revisions.is_empty() {
            out.write_all(b",\"revisions\":[").await?;
            for (r, revision) in revisions.iter().enumerate() {
                if r > 0 {
                    out.write_all(b",").await?;
                }
                out.write_all(&serde_json::to_vec(revision).map_err(std::io::Error::other)?)
                    .await?;
            }
            out.write_all(b"]").await?;
        }
        out.write_all(b"}").await?;
        written.case_studies += 1;
    }
    out.write_all(b"\n],\n\"messages\":[").await?;
    let mut after = 0;
    loop {
        let page = messages::kept_after(&mut tx, after).await?;
        let Some(last) = page.last() else { break };
        after = last.id;
        for message in &page {
            out.write_all(if written.messages == 0 { b"\n" } else { b",\n" })
                .await?;
            out.write_all(&serde_json::to_vec(message).map_err(std::io::Error::other)?)
                .await?;
            written.messages += 1;
        }
    }
    out.write_all(b"\n]}\n").await?;
    tx.commit().await?;
    Ok(written)
}

/// What an install already holds, in words (`2 experiences, a saved profile`); `None` when it
/// holds nothing the owner made.
pub async fn content(db: &AnyPool) -> Result<Option<String>, sqlx::Error> {
    let mut conn = db.acquire().await?;
    content_in(&mut conn).await
}

async fn content_in(conn: &mut sqlx::AnyConnection) -> Result<Option<String>, sqlx::Error> {
    let mut found = Vec::new();
    for (table, one, many) in [
        ("experiences", "experience", "experiences"),
        ("education", "education entry", "education entries"),
        ("case_studies", "case study", "case studies"),
        ("messages", "message", "messages"),
    ] {
        let count: i64 = sqlx::query(&format!("SELECT COUNT(*) AS n FROM {table}"))
            .fetch_one(&mut *conn)
            .await?
            .try_get("n")?;
        match count {
            0 => {}
            1 => found.push(format!("1 {one}")),
            n => found.push(format!("{n} {many}")),
        }
    }
    let saved: String = sqlx::query("SELECT updated_at FROM profile WHERE id = 1")
        .fetch_one(&mut *conn)
        .await?
        .try_get("updated_at")?;
    if saved != PLACEHOLDER_PROFILE {
        found.push("a saved profile".to_owned());
    }
    Ok((!found.is_empty()).then(|| found.join(", ")))
}

/// A restore under way: one transaction into an install that held no content, written item by
/// item as an import reads them ([`folio_core::archive::stream`]); nothing stays unless
/// [`Restoring::finish`] commits it.
pub struct Restoring {
    tx: Transaction<'static, Any>,
    postgres: bool,
}

/// Begins a restore when the install holds no content; otherwise answers what it holds, in
/// words, and writes nothing.
pub async fn begin_restore(db: &AnyPool) -> Result<Result<Restoring, String>, sqlx::Error> {
    // Every instance (a running server beside `folio import` too) drops what it had cached.
    let mut tx = super::begin_public_write(db).await?;
    if let Some(found) = content_in(&mut tx).await? {
        return Ok(Err(found));
    }
    Ok(Ok(Restoring {
        tx,
        postgres: super::backend(db) == super::Backend::Postgres,
    }))
}

impl Restoring {
    /// Stores `item` with its own id and times.
    pub async fn item(&mut self, item: &Item) -> Result<(), sqlx::Error> {
        let tx = &mut self.tx;
        match item {
            Item::Profile(profile) => restore_profile(tx, profile).await,
            Item::Experience(item) => experiences::restore(tx, item).await,
            Item::Education(item) => education::restore(tx, item).await,
            Item::CaseStudy(item) => case_studies::restore(tx, item).await,
            Item::Message(item) => messages::restore(tx, item).await,
        }
    }

    /// Stores the `uploads` (each name with the file holding its bytes) and commits.
    pub async fn finish(
        mut self,
        uploads: &[(String, std::path::PathBuf)],
    ) -> Result<(), sqlx::Error> {
        let tx = &mut self.tx;
        let now = super::now();
        for (name, file) in uploads {
            let bytes = tokio::fs::read(file).await?;
            super::uploads::insert(tx, name, &bytes, &now).await?;
        }
        if self.postgres {
            // Rows inserted with their own ids leave PostgreSQL's id sequences behind; the next
            // row the owner adds must get a new id.
            for table in [
                "experiences",
                "education",
                "case_studies",
                "case_study_revisions",
                "messages",
            ] {
                sqlx::query(&format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                     (SELECT COALESCE(MAX(id), 0) + 1 FROM {table}), false)"
                ))
                .execute(&mut **tx)
                .await?;
            }
        }
        self.tx.commit().await
    }
}

fn list(items: &[impl serde::Serialize]) -> String {
    serde_json::to_string(items).unwrap_or_else(|_| "[]".into())
}

async fn restore_profile(
    tx: &mut Transaction<'static, Any>,
    profile: &ArchivedProfile,
) -> Result<(), sqlx::Error> {
    let owner = &profile.owner;
    sqlx::query(
        "UPDATE profile SET name = $1, brief_intro = $2, github_url = $3, linkedin_url = $4, \
         education_categories = $5, tools_order = $6, industries_order = $7, updated_at = $8, \
         photo = $9, headline = $10, location = $11, contact = $12, links = $13, languages = $14, \
         translations = $15, wording = $16 WHERE id = 1",
    )
    .bind(owner.name.clone())
    .bind(owner.brief_intro.clone())
    .bind(owner.github_url.clone())
    .bind(owner.linkedin_url.clone())
    .bind(list(&owner.education_categories))
    .bind(list(&owner.tools_order))
    .bind(list(&owner.industries_order))
    .bind(profile.updated_at.clone())
    .bind(owner.photo.clone())
    .bind(owner.headline.clone())
    .bind(owner.location.clone())
    .bind(owner.contact.clone())
    .bind(list(&owner.links))
    .bind(profile::languages_json(&owner.languages))
    .bind(super::translations_json(&owner.translations))
    .bind(profile::wording_json(&owner.wording))
    .execute(&mut **tx)
    .await?;
    sqlx::query("UPDATE site_version SET favicon = $1 WHERE id = 1")
        .bind(profile.favicon.clone())
        .execute(&mut **tx)
        .await?;
    Ok(())
}
