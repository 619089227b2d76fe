//! Saving an experience: its row, and the respelling of its tools and industry elsewhere, in one
//! transaction.

use super::Stored;
use folio_core::spelling::Respelling;
use folio_core::translations::merge;
use folio_core::validation::NewExperience;
use sqlx::AnyPool;

/// Stores a new experience (`id` `None`) or replaces experience `id`'s fields (its position too
/// when `sort_order` is given), and respells the other uses of its tools and industry
/// ([`crate::db::spelling`]), in one transaction; `None` when there is no experience `id`.
pub async fn save(
    db: &AnyPool,
    id: Option<i64>,
    new: &NewExperience,
    sort_order: Option<i32>,
) -> Result<Option<Stored>, sqlx::Error> {
    let mut tx = crate::db::begin_public_write(db).await?;
    // The languages sent replace theirs; the others stay as stored.
    let merged;
    let new = match (id, &new.translations) {
        (Some(id), Some(sent)) => {
            let stored = sqlx::query("SELECT translations FROM experiences WHERE id = $1")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
            let stored = match stored {
                Some(row) => crate::db::translations_of(&row)?,
                None => Default::default(),
            };
            merged = NewExperience {
                translations: Some(merge(stored, sent.clone())),
                ..new.clone()
            };
            &merged
        }
        (None, Some(sent)) => {
            merged = NewExperience {
                translations: Some(merge(Default::default(), sent.clone())),
                ..new.clone()
            };
            &merged
        }
        (_, None) => new,
    };
    let stored = match id {
        None => Some(super::create(&mut *tx, new, sort_order.unwrap_or_default()).await?),
        Some(id) => super::update(&mut *tx, id, new, sort_order).await?,
    };
    if let Some(stored) = &stored {
        let names: Vec<String> = new.tools.iter().map(|t| t.name.clone()).collect();
        let tools = Respelling::saved(&names);
        let industry = Respelling::saved(std::slice::from_ref(&new.industry));
        crate::db::spelling::experiences(&mut tx, &tools, &industry, Some(stored.experience.id))
            .await?;
        tx.commit().await?;
    }
    Ok(stored)
}
