//! Reordering a table's rows by a list of ids, atomically.

use sqlx::{AnyPool, Row};
use std::collections::HashSet;

/// Sets `sort_order` of `table`'s rows to their position in `ids`, in one transaction, only if
/// `ids` names every row exactly once; otherwise changes nothing and answers false.
pub async fn apply(db: &AnyPool, table: &'static str, ids: &[i64]) -> Result<bool, sqlx::Error> {
    let mut tx = super::begin_write(db).await?;
    let existing: HashSet<i64> = sqlx::query(&format!("SELECT id FROM {table}"))
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|row| row.try_get("id"))
        .collect::<Result<_, _>>()?;
    let requested: HashSet<i64> = ids.iter().copied().collect();
    if requested.len() != ids.len() || requested != existing {
        return Ok(false);
    }
    let update = format!("UPDATE {table} SET sort_order = $1 WHERE id = $2");
    for (position, id) in (0_i64..).zip(ids) {
        sqlx::query(&update)
            .bind(position)
            .bind(*id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(true)
}
