//! How much a page build reads (issue 39 point 2): the stored text behind the home and its kin
//! (feeds, sitemap, résumé, the public lists), and behind the largest case study, so a build can
//! reserve its memory from the one budget before it reads anything ([`crate::budget`]).

use sqlx::{AnyPool, Row};

/// Bytes of stored text a build reads, by the kind of page.
#[derive(Debug, Clone, Copy, Default)]
pub struct Sizes {
    /// Everything the home is drawn from: the profile, every experience and education entry, and
    /// every case study's card (its words, not its body).
    pub home: u64,
    /// The largest case study with all its translations: what a case study's page renders.
    pub largest_case_study: u64,
    /// Every case study's outline with its translations: a case study's page reads them all
    /// (bodies left out, [`crate::snapshot::Snapshot::outlines`]) to place it among the others.
    pub all_case_studies: u64,
}

/// The sizes of what is stored now: a few aggregates, read once per site version.
pub async fn read(db: &AnyPool) -> Result<Sizes, sqlx::Error> {
    let row = sqlx::query(
        "SELECT \
         CAST((SELECT COALESCE(SUM(LENGTH(name) + LENGTH(brief_intro) + LENGTH(links) \
            + LENGTH(translations) + LENGTH(wording) + LENGTH(education_categories) \
            + LENGTH(tools_order) + LENGTH(industries_order)), 0) FROM profile) AS BIGINT) AS profile, \
         CAST((SELECT COALESCE(SUM(LENGTH(job_title) + LENGTH(company) + LENGTH(industry) \
            + LENGTH(description) + LENGTH(accomplishments) + LENGTH(tools) \
            + LENGTH(translations)), 0) FROM experiences) AS BIGINT) AS experiences, \
         CAST((SELECT COALESCE(SUM(LENGTH(name) + LENGTH(category) + LENGTH(COALESCE(link, '')) \
            + LENGTH(translations)), 0) FROM education) AS BIGINT) AS education, \
         CAST((SELECT COALESCE(SUM(LENGTH(title) + LENGTH(description) + LENGTH(tags) \
            + LENGTH(COALESCE(featured_image, '')) + 200), 0) FROM case_studies) AS BIGINT) AS cards, \
         CAST((SELECT COALESCE(MAX(LENGTH(content) + LENGTH(translations)), 0) \
            FROM case_studies) AS BIGINT) AS largest, \
         CAST((SELECT COALESCE(SUM(LENGTH(title) + LENGTH(description) + LENGTH(tags) \
            + LENGTH(COALESCE(featured_image, '')) + LENGTH(translations) + 200), 0) \
            FROM case_studies) AS BIGINT) AS every",
    )
    .fetch_one(db)
    .await?;
    let column = |name: &str| -> Result<u64, sqlx::Error> {
        Ok(u64::try_from(row.try_get::<i64, _>(name)?).unwrap_or_default())
    };
    Ok(Sizes {
        home: column("profile")? + column("experiences")? + column("education")? + column("cards")?,
        largest_case_study: column("largest")?,
        all_case_studies: column("every")?,
    })
}
