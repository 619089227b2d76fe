//! Reordering a table's rows by a list of ids, atomically.

use folio_core::ordering::check_new_order;
use sqlx::{AnyPool, Row};

/// Sets `sort_order` of `table`'s rows to their position in `ids`, in one public write, when
/// folio-core accepts `ids` as a new order of the rows (`noun` names them in its message);
/// otherwise changes nothing and answers that message.
pub async fn apply(
    db: &AnyPool,
    table: &'static str,
    noun: &str,
    ids: &[i64],
) -> Result<Result<(), String>, sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    let existing: Vec<i64> = sqlx::query(&format!("SELECT id FROM {table}"))
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|row| row.try_get("id"))
        .collect::<Result<_, _>>()?;
    if let Err(message) = check_new_order(ids, &existing, noun) {
        return Ok(Err(message));
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
    Ok(Ok(()))
}
