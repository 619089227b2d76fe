//! What the tables of the owner's ordered items (experiences, education entries, case studies)
//! share: a row deleted by its id, and the rows put in a new order ([`super::reorder`]).

use super::reorder;
use sqlx::AnyPool;

/// One table of ordered items.
pub(super) struct Items {
    /// The table's name.
    pub table: &'static str,
    /// What one row is called in a message: `experience`, `education entry`, `case study`.
    pub noun: &'static str,
}

impl Items {
    /// Deletes row `id`; false when there was none.
    pub async fn delete<'e>(
        &self,
        db: impl sqlx::Executor<'e, Database = sqlx::Any>,
        id: i64,
    ) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(&format!("DELETE FROM {} WHERE id = $1", self.table))
            .bind(id)
            .execute(db)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Deletes row `id` in a public write of its own; false when there was none, and then the
    /// transaction is dropped, so rolled back: the site's version stays.
    pub async fn delete_public(&self, db: &AnyPool, id: i64) -> Result<bool, sqlx::Error> {
        let mut tx = super::begin_public_write(db).await?;
        let found = self.delete(&mut *tx, id).await?;
        if found {
            tx.commit().await?;
        }
        Ok(found)
    }

    /// Puts the rows in the order of `ids`, which must name each row exactly once; answers
    /// folio-core's message when they do not, and changes nothing.
    pub async fn reorder(
        &self,
        db: &AnyPool,
        ids: &[i64],
    ) -> Result<Result<(), String>, sqlx::Error> {
        reorder::apply(db, self.table, self.noun, ids).await
    }
}
