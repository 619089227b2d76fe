//! The whole site's content for an export, and its restoration into an empty install
//! (issue 14): same ids, slugs, orders and times, in one transaction.

use super::{case_studies, education, experiences, profile, revisions};
use folio_core::archive::{
    Archive, ArchivedCaseStudy, ArchivedEducation, ArchivedExperience, ArchivedProfile,
    ArchivedRevision, FORMAT, VERSION,
};
use sqlx::{Any, AnyPool, Row, Transaction};

/// The profile's `updated_at` until the owner first saves it (the first migration's row).
const PLACEHOLDER_PROFILE: &str = "1970-01-01T00:00:00Z";

/// Everything the owner made, as `folio.json` holds it, exported at `exported_at`: read in one
/// read-only transaction, so a save during the export is in it whole or not at all.
pub async fn read(db: &AnyPool, exported_at: String) -> Result<Archive, sqlx::Error> {
    let mut tx = super::begin_read(db).await?;
    let stored = profile::get(&mut *tx).await?;
    let experiences = experiences::list(&mut *tx)
        .await?
        .into_iter()
        .map(|stored| ArchivedExperience {
            experience: stored.experience,
            created_at: stored.created_at,
            updated_at: stored.updated_at,
        })
        .collect();
    let education = education::list(&mut *tx)
        .await?
        .into_iter()
        .map(|stored| ArchivedEducation {
            id: stored.id,
            fields: stored.fields,
            created_at: stored.created_at,
            updated_at: stored.updated_at,
        })
        .collect();
    let mut case_studies = Vec::new();
    for stored in case_studies::list(&mut *tx, false).await? {
        let revisions = revisions::all(&mut *tx, stored.id)
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
        case_studies.push(ArchivedCaseStudy {
            id: stored.id,
            fields: stored.fields,
            created_at: stored.created_at,
            updated_at: stored.updated_at,
            version: stored.version,
            revisions,
        });
    }
    tx.commit().await?;
    Ok(Archive {
        format: FORMAT.to_owned(),
        version: VERSION,
        exported_at,
        profile: ArchivedProfile {
            owner: stored.owner,
            updated_at: stored.updated_at,
        },
        experiences,
        education,
        case_studies,
    })
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

/// How a restore went.
pub enum Restored {
    /// Every row is stored.
    Done,
    /// The install already holds content (in words); nothing was written.
    NotEmpty(String),
}

/// Stores every item of `archive` with its own id and times, and the `uploads` (each name with
/// the file holding its bytes), in one transaction, when the install holds no content;
/// otherwise writes nothing.
pub async fn restore(
    db: &AnyPool,
    archive: &Archive,
    uploads: &[(String, std::path::PathBuf)],
) -> Result<Restored, sqlx::Error> {
    let mut tx = super::begin_write(db).await?;
    if let Some(found) = content_in(&mut tx).await? {
        return Ok(Restored::NotEmpty(found));
    }
    restore_profile(&mut tx, &archive.profile).await?;
    for item in &archive.experiences {
        restore_experience(&mut tx, item).await?;
    }
    for item in &archive.education {
        restore_education(&mut tx, item).await?;
    }
    for item in &archive.case_studies {
        restore_case_study(&mut tx, item).await?;
    }
    let now = super::now();
    for (name, file) in uploads {
        let bytes = tokio::fs::read(file).await?;
        crate::uploads::insert(&mut tx, name, &bytes, &now).await?;
    }
    if db
        .connect_options()
        .database_url
        .scheme()
        .starts_with("postgres")
    {
        // Rows inserted with their own ids leave PostgreSQL's id sequences behind; the next row
        // the owner adds must get a new id.
        for table in [
            "experiences",
            "education",
            "case_studies",
            "case_study_revisions",
        ] {
            sqlx::query(&format!(
                "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                 (SELECT COALESCE(MAX(id), 0) + 1 FROM {table}), false)"
            ))
            .execute(&mut *tx)
            .await?;
        }
    }
    // Every instance (a running server beside `folio import` too) drops what it had cached.
    crate::snapshot::advance(&mut *tx).await?;
    tx.commit().await?;
    Ok(Restored::Done)
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
         education_categories = $5, tools_order = $6, industries_order = $7, updated_at = $8 \
         WHERE id = 1",
    )
    .bind(owner.name.clone())
    .bind(owner.brief_intro.clone())
    .bind(owner.github_url.clone())
    .bind(owner.linkedin_url.clone())
    .bind(list(&owner.education_categories))
    .bind(list(&owner.tools_order))
    .bind(list(&owner.industries_order))
    .bind(profile.updated_at.clone())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

async fn restore_experience(
    tx: &mut Transaction<'static, Any>,
    item: &ArchivedExperience,
) -> Result<(), sqlx::Error> {
    let e = &item.experience;
    sqlx::query(
        "INSERT INTO experiences (id, job_title, company, industry, start_date, end_date, \
         is_current_job, description, accomplishments, tools, sort_order, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(e.id)
    .bind(e.job_title.clone())
    .bind(e.company.clone())
    .bind(e.industry.clone())
    .bind(e.start_date.clone())
    .bind(e.end_date.clone())
    .bind(i64::from(e.is_current_job))
    .bind(e.description.clone())
    .bind(e.accomplishments.clone())
    .bind(list(&e.tools))
    .bind(i64::from(e.sort_order))
    .bind(item.created_at.clone())
    .bind(item.updated_at.clone())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

async fn restore_education(
    tx: &mut Transaction<'static, Any>,
    item: &ArchivedEducation,
) -> Result<(), sqlx::Error> {
    let f = &item.fields;
    sqlx::query(
        "INSERT INTO education (id, name, category, link, date, sort_order, created_at, \
         updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(item.id)
    .bind(f.name.clone())
    .bind(f.category.clone())
    .bind(f.link.clone())
    .bind(f.date.clone())
    .bind(i64::from(f.sort_order))
    .bind(item.created_at.clone())
    .bind(item.updated_at.clone())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

async fn restore_case_study(
    tx: &mut Transaction<'static, Any>,
    item: &ArchivedCaseStudy,
) -> Result<(), sqlx::Error> {
    let sql = format!(
        "INSERT INTO case_studies ({}, id, created_at, updated_at, version) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        case_studies::FIELD_COLUMNS
    );
    case_studies::bind(sqlx::query(&sql), &item.fields)
        .bind(item.id)
        .bind(item.created_at.clone())
        .bind(item.updated_at.clone())
        .bind(item.version)
        .execute(&mut **tx)
        .await?;
    for revision in &item.revisions {
        revisions::restore(tx, item.id, revision).await?;
    }
    Ok(())
}
