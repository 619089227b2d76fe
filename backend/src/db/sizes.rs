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

/// The sizes of what is stored now: a few aggregates, read once per site version. In bytes
/// (`octet_length`, in SQLite and PostgreSQL alike), which SQLite reads from each row's header
/// without loading the text: `LENGTH` counts characters, so it read every body (13 ms of a cold
/// case study's 28 at 1,000 case studies).
pub async fn read(db: &AnyPool) -> Result<Sizes, sqlx::Error> {
    let row = sqlx::query(
        "SELECT \
         CAST((SELECT COALESCE(SUM(octet_length(name) + octet_length(brief_intro) \
            + octet_length(links) + octet_length(translations) + octet_length(wording) \
            + octet_length(education_categories) + octet_length(tools_order) \
            + octet_length(industries_order)), 0) FROM profile) AS BIGINT) AS profile, \
         CAST((SELECT COALESCE(SUM(octet_length(job_title) + octet_length(company) \
            + octet_length(industry) + octet_length(description) + octet_length(accomplishments) \
            + octet_length(tools) + octet_length(translations)), 0) FROM experiences) \
            AS BIGINT) AS experiences, \
         CAST((SELECT COALESCE(SUM(octet_length(name) + octet_length(category) \
            + octet_length(COALESCE(link, '')) + octet_length(translations)), 0) FROM education) \
            AS BIGINT) AS education, \
         CAST((SELECT COALESCE(SUM(octet_length(title) + octet_length(description) \
            + octet_length(tags) + octet_length(COALESCE(featured_image, '')) + 200), 0) \
            FROM case_studies) AS BIGINT) AS cards, \
         CAST((SELECT COALESCE(MAX(octet_length(content) + octet_length(translations)), 0) \
            FROM case_studies) AS BIGINT) AS largest, \
         CAST((SELECT COALESCE(SUM(octet_length(title) + octet_length(description) \
            + octet_length(tags) + octet_length(COALESCE(featured_image, '')) \
            + octet_length(translations) + 200), 0) FROM case_studies) AS BIGINT) AS every",
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
