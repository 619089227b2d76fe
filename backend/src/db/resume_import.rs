//! Storing a JSON Resume import (issues 14 and 23): the profile's fields the document gives,
//! then its new experiences at sortOrder 0, where their dates place them (issue 23), its new
//! education entries after the existing ones, and the existing entries the owner chose to
//! update, in one transaction, so a failure leaves everything as it was. An import into another
//! language of the site stores only the translations it fills ([`store_translations`]).

use super::case_studies::{self, WriteError};
use super::{begin_public_write, education, experiences, profile};
use folio_core::translations::{ByLanguage, EducationTexts, ExperienceTexts, ProfileTexts};
use folio_core::validation::{
    NewCaseStudy, NewEducation, NewExperience, ProfileDetails, ProfileUpdate,
};
use sqlx::{AnyPool, Row};

/// What to store, as folio-core decided it.
#[derive(Default)]
pub struct Plan<'a> {
    /// The profile's fields and details to replace, when the document gives any.
    pub profile: Option<(&'a ProfileUpdate, &'a ProfileDetails)>,
    /// Experiences to add.
    pub new_experiences: Vec<&'a NewExperience>,
    /// Existing experiences (by id) and their new fields.
    pub updated_experiences: Vec<(i64, NewExperience)>,
    /// Education entries to add, each at its place among the added ones.
    pub new_education: Vec<&'a NewEducation>,
    /// Existing education entries (by id) and their new fields.
    pub updated_education: Vec<(i64, NewEducation)>,
    /// How many imported entries are left out.
    pub skipped: usize,
    /// Case-study drafts to add (a LinkedIn export's projects, issue 45), each with a free slug.
    pub new_case_studies: Vec<NewCaseStudy>,
    /// Existing case studies (by id) and their new fields.
    pub updated_case_studies: Vec<(i64, NewCaseStudy)>,
}

/// How many experiences and education entries were created and updated.
pub struct Done {
    /// Experiences created.
    pub experiences: usize,
    /// Education entries created.
    pub education: usize,
    /// Experiences, education entries and case studies updated.
    pub updated: usize,
    /// Case-study drafts created.
    pub case_studies: usize,
}

/// Stores `plan` all at once, or nothing: `None` (nothing stored) when an entry to update is
/// no longer there.
pub async fn store(db: &AnyPool, plan: &Plan<'_>) -> Result<Option<Done>, WriteError> {
    let mut tx = begin_public_write(db).await?;
    if let Some((update, details)) = plan.profile {
        profile::apply(&mut *tx, update).await?;
        profile::apply_details(&mut *tx, details).await?;
    }
    for (id, fields) in &plan.updated_experiences {
        if experiences::update(&mut *tx, *id, fields, None)
            .await?
            .is_none()
        {
            return Ok(None);
        }
    }
    for (id, fields) in &plan.updated_education {
        if education::replace(&mut *tx, *id, fields).await?.is_none() {
            return Ok(None);
        }
    }
    for (id, fields) in &plan.updated_case_studies {
        if case_studies::update_in(&mut tx, *id, fields, None, None)
            .await?
            .is_none()
        {
            return Ok(None);
        }
    }
    for draft in &plan.new_case_studies {
        case_studies::create_in(&mut tx, draft).await?;
    }
    // At 0, as a new experience: folio-core's display order places them by their dates.
    for experience in &plan.new_experiences {
        experiences::create(&mut *tx, experience, 0).await?;
    }
    // After the existing entries: education is shown by sort_order, its dates being free text.
    let next = sqlx::query(
        "SELECT CAST(COALESCE(MAX(sort_order), -1) + 1 AS BIGINT) AS next FROM education",
    )
    .fetch_one(&mut *tx)
    .await?
    .try_get::<i64, _>("next")?;
    for entry in &plan.new_education {
        let mut entry = (*entry).clone();
        entry.sort_order = i32::try_from(next + i64::from(entry.sort_order)).unwrap_or(i32::MAX);
        education::insert(&mut *tx, &entry).await?;
    }
    tx.commit().await?;
    Ok(Some(Done {
        experiences: plan.new_experiences.len(),
        education: plan.new_education.len(),
        updated: plan.updated_experiences.len()
            + plan.updated_education.len()
            + plan.updated_case_studies.len(),
        case_studies: plan.new_case_studies.len(),
    }))
}

/// What an import into another language stores: the translations of the existing rows it
/// fills, each row's whole set (every language), as folio-core merged and checked them.
#[derive(Default)]
pub struct Translations {
    /// The profile's, when the document gives any of its texts.
    pub profile: Option<ByLanguage<ProfileTexts>>,
    /// Each filled experience's, by id.
    pub experiences: Vec<(i64, ByLanguage<ExperienceTexts>)>,
    /// Each filled education entry's, by id.
    pub education: Vec<(i64, ByLanguage<EducationTexts>)>,
}

/// Stores `filled` all at once, or nothing: `None` (nothing stored) when a row it fills is no
/// longer there. No row is created, and no default-language column is written.
pub async fn store_translations(
    db: &AnyPool,
    filled: &Translations,
) -> Result<Option<()>, sqlx::Error> {
    let mut tx = begin_public_write(db).await?;
    if let Some(translations) = &filled.profile {
        profile::set_translations(&mut *tx, translations).await?;
    }
    let now = super::now();
    for (table, rows) in [
        (
            "experiences",
            filled
                .experiences
                .iter()
                .map(|(id, t)| (*id, super::translations_json(t)))
                .collect::<Vec<_>>(),
        ),
        (
            "education",
            filled
                .education
                .iter()
                .map(|(id, t)| (*id, super::translations_json(t)))
                .collect(),
        ),
    ] {
        for (id, json) in rows {
            let sql =
                format!("UPDATE {table} SET translations = $1, updated_at = $2 WHERE id = $3");
            let done = sqlx::query(&sql)
                .bind(json)
                .bind(now.clone())
                .bind(id)
                .execute(&mut *tx)
                .await?;
            if done.rows_affected() == 0 {
                return Ok(None);
            }
        }
    }
    tx.commit().await?;
    Ok(Some(()))
}
