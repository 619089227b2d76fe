//! Storing a JSON Resume import (issue 14): the profile's fields the document gives, then its
//! experiences at sortOrder 0, where their dates place them (issue 23), and its education entries
//! after the existing ones, in one transaction, so a failure leaves everything as it was.

use super::{begin_write, education, experiences, profile};
use folio_core::resume::import::ResumeImport;
use sqlx::{AnyPool, Row};

/// How many experiences and education entries were created.
pub struct Created {
    /// Experiences created.
    pub experiences: usize,
    /// Education entries created.
    pub education: usize,
}

/// Stores `import` all at once, or nothing.
pub async fn store(db: &AnyPool, import: &ResumeImport) -> Result<Created, sqlx::Error> {
    let mut tx = begin_write(db).await?;
    if import.changes_profile() {
        profile::apply(&mut *tx, &import.profile).await?;
    }
    // At 0, as a new experience: folio-core's display order places them by their dates.
    for experience in &import.experiences {
        experiences::create(&mut *tx, experience, 0).await?;
    }
    // After the existing entries: education is shown by sort_order, its dates being free text.
    let next = sqlx::query(
        "SELECT CAST(COALESCE(MAX(sort_order), -1) + 1 AS BIGINT) AS next FROM education",
    )
    .fetch_one(&mut *tx)
    .await?
    .try_get::<i64, _>("next")?;
    for entry in &import.education {
        let mut entry = entry.clone();
        entry.sort_order = i32::try_from(next + i64::from(entry.sort_order)).unwrap_or(i32::MAX);
        education::create(&mut *tx, &entry).await?;
    }
    tx.commit().await?;
    Ok(Created {
        experiences: import.experiences.len(),
        education: import.education.len(),
    })
}
