//! What the admin's Visitors tab reads (issue 44): the totals per period, and the top rows of one
//! dimension, since a day.

use sqlx::{AnyPool, Row};

/// One period's totals of one kind: a day (`YYYY-MM-DD`) or, past 90 days, a month (`YYYY-MM`).
#[derive(Debug, Clone)]
pub struct Period {
    /// The day or month.
    pub day: String,
    /// `page`, `feed`, `download` or `missing`.
    pub kind: String,
    /// Views.
    pub views: i64,
    /// Distinct visitors.
    pub visitors: i64,
}

/// The totals of every period since `from` (`YYYY-MM-DD`; a month counts when it ends on or
/// after it), oldest first.
pub async fn periods(db: &AnyPool, from: &str) -> Result<Vec<Period>, sqlx::Error> {
    sqlx::query(
        "SELECT day, kind, views, visitors FROM visit_days \
         WHERE (length(day) = 10 AND day >= $1) OR (length(day) = 7 AND day >= substr($1, 1, 7)) \
         ORDER BY day, kind",
    )
    .bind(from)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(Period {
            day: row.try_get("day")?,
            kind: row.try_get("kind")?,
            views: row.try_get("views")?,
            visitors: row.try_get("visitors")?,
        })
    })
    .collect()
}

/// A dimension the tab lists the top of.
#[derive(Debug, Clone, Copy)]
pub enum Dimension {
    /// Pages read (kind `page`), by address and language.
    Pages,
    /// Referrers of pages read, none left out.
    Referrers,
    /// The languages pages were read in.
    Languages,
    /// The device classes pages were read on.
    Devices,
    /// Missing addresses (404s).
    Missing,
    /// The feed and résumé downloads, by kind, address and language.
    Documents,
}

impl Dimension {
    /// Its columns, and which rows it reads.
    fn sql(self) -> (&'static str, &'static str) {
        match self {
            Self::Pages => ("page, language", "kind = 'page'"),
            Self::Referrers => ("referrer", "kind = 'page' AND referrer <> ''"),
            Self::Languages => ("language", "kind = 'page'"),
            Self::Devices => ("device", "kind = 'page'"),
            Self::Missing => ("page", "kind = 'missing'"),
            Self::Documents => ("kind, page, language", "kind IN ('feed', 'download')"),
        }
    }
}

/// One top row: the dimension's values and their views and visitors.
#[derive(Debug, Clone)]
pub struct Top {
    /// The values of the dimension's columns, in its order.
    pub values: Vec<String>,
    /// Views.
    pub views: i64,
    /// Visitors (summed over the rows: a visitor on two days counts twice).
    pub visitors: i64,
}

/// The `limit` rows of `dimension` with the most views since `from`.
pub async fn top(
    db: &AnyPool,
    dimension: Dimension,
    from: &str,
    limit: i64,
) -> Result<Vec<Top>, sqlx::Error> {
    let (columns, filter) = dimension.sql();
    let sql = format!(
        "SELECT {columns}, CAST(SUM(views) AS BIGINT) AS views, CAST(SUM(visitors) AS BIGINT) AS visitors FROM visit_counts \
         WHERE {filter} AND ((length(day) = 10 AND day >= $1) \
         OR (length(day) = 7 AND day >= substr($1, 1, 7))) \
         GROUP BY {columns} ORDER BY SUM(views) DESC, {columns} LIMIT $2"
    );
    let names: Vec<&str> = columns.split(", ").collect();
    sqlx::query(&sql)
        .bind(from)
        .bind(limit)
        .fetch_all(db)
        .await?
        .iter()
        .map(|row| counted(row, &names))
        .collect()
}

/// Every case-study address's views over everything kept (`/case-studies/slug` and its
/// language), for Manage Case Studies.
pub async fn case_study_views(db: &AnyPool) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query(
        "SELECT page, CAST(SUM(views) AS BIGINT) AS views FROM visit_counts \
         WHERE kind = 'page' AND page LIKE '/case-studies/%' GROUP BY page",
    )
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| Ok((row.try_get("page")?, row.try_get("views")?)))
    .collect()
}

/// The most rows [`rows`] answers: a year at the day's bound.
const ROWS_MAX: i64 = 400_000;

/// Every counter row since `from`, oldest first: its period, kind, page, language, referrer and
/// device as `values`.
pub async fn rows(db: &AnyPool, from: &str) -> Result<Vec<Top>, sqlx::Error> {
    let names = ["day", "kind", "page", "language", "referrer", "device"];
    sqlx::query(
        "SELECT day, kind, page, language, referrer, device, views, visitors FROM visit_counts \
         WHERE (length(day) = 10 AND day >= $1) OR (length(day) = 7 AND day >= substr($1, 1, 7)) \
         ORDER BY day, kind, page, language, referrer, device LIMIT $2",
    )
    .bind(from)
    .bind(ROWS_MAX)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| counted(row, &names))
    .collect()
}

/// A row read as a [`Top`]: the columns `names` as its values, with its views and visitors.
fn counted(row: &sqlx::any::AnyRow, names: &[&str]) -> Result<Top, sqlx::Error> {
    Ok(Top {
        values: names
            .iter()
            .map(|name| row.try_get::<String, _>(*name))
            .collect::<Result<_, _>>()?,
        views: row.try_get("views")?,
        visitors: row.try_get("visitors")?,
    })
}
