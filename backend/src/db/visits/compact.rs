//! Keeping the counters small over time: days older than 90 are folded into their month, and
//! everything older than the retention (`VISITS_RETENTION_DAYS`, two years by default) is deleted.

use super::super::begin_write;
use sqlx::AnyPool;

/// Folds every day before `month_cutoff` (`YYYY-MM-DD`) into its month (`YYYY-MM`) and deletes
/// every period before `retain_from` (`YYYY-MM-DD`; a month goes once it is wholly before it), in
/// one transaction.
pub async fn compact(
    db: &AnyPool,
    month_cutoff: &str,
    retain_from: &str,
) -> Result<(), sqlx::Error> {
    let mut tx = begin_write(db).await?;
    let folds = [
        "INSERT INTO visit_counts (day, kind, page, language, referrer, device, views, visitors) \
         SELECT substr(day, 1, 7), kind, page, language, referrer, device, SUM(views), \
         SUM(visitors) FROM visit_counts WHERE length(day) = 10 AND day < $1 \
         GROUP BY substr(day, 1, 7), kind, page, language, referrer, device \
         ON CONFLICT (day, kind, page, language, referrer, device) DO UPDATE SET \
         views = visit_counts.views + excluded.views, \
         visitors = visit_counts.visitors + excluded.visitors",
        "INSERT INTO visit_days (day, kind, views, visitors) \
         SELECT substr(day, 1, 7), kind, SUM(views), SUM(visitors) FROM visit_days \
         WHERE length(day) = 10 AND day < $1 GROUP BY substr(day, 1, 7), kind \
         ON CONFLICT (day, kind) DO UPDATE SET views = visit_days.views + excluded.views, \
         visitors = visit_days.visitors + excluded.visitors",
    ];
    for fold in folds {
        sqlx::query(fold)
            .bind(month_cutoff)
            .execute(&mut *tx)
            .await?;
    }
    for table in ["visit_counts", "visit_days"] {
        sqlx::query(&format!(
            "DELETE FROM {table} WHERE (length(day) = 10 AND (day < $1 OR day < $2)) \
             OR (length(day) = 7 AND day < substr($2, 1, 7))"
        ))
        .bind(month_cutoff)
        .bind(retain_from)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await
}
