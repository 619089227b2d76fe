//! The scan: which uploads saved content names.

use super::Store;
use crate::db;
use folio_core::uploads::used::Named;

/// The uploads that saved content uses (those [`sweep`](super::sweep()) keeps however old they are), sorted by
/// name: what an export carries.
pub async fn used(store: &Store) -> Result<Vec<String>, sqlx::Error> {
    let stored = store.list().await?;
    let saved = saved_ids(store).await?;
    let mut used: Vec<String> = stored
        .into_iter()
        .map(|(name, _)| name)
        .filter(|name| saved.uses(name))
        .collect();
    used.sort();
    Ok(used)
}

/// The upload ids that saved content names (folio-core's rule, [`Named`]), from every text saved
/// content keeps. Rows are read one at a time and only the ids are kept, so a site at every bound
/// (each case study's content in 51 states) is read in the memory of one row
/// ([`db::uploads::saved_texts`]).
pub(super) async fn saved_ids(store: &Store) -> Result<Named, sqlx::Error> {
    let mut ids = Named::default();
    db::uploads::saved_texts(store.db(), |text| ids.add_text(text)).await?;
    Ok(ids)
}
