//! The scan: which uploads saved content names.

use super::{Store, upload_id};
use crate::db;
use std::collections::HashSet;

/// The uploads that saved content uses (those [`sweep`](super::sweep()) keeps however old they are), sorted by
/// name: what an export carries.
pub async fn used(store: &Store) -> Result<Vec<String>, sqlx::Error> {
    let stored = store.list().await?;
    let saved = saved_ids(store).await?;
    let mut used: Vec<String> = stored
        .into_iter()
        .map(|(name, _)| name)
        .filter(|name| upload_id(name).is_some_and(|id| saved.contains(id)))
        .collect();
    used.sort();
    Ok(used)
}

/// The upload ids that saved content names: every run of 32 hex digits in every text saved
/// content keeps (an upload's id is one, [`upload_id`]). Rows are read one at a time and only
/// the ids are kept, so a site at every bound (each case study's content in 51 states) is read in
/// the memory of one row ([`db::uploads::saved_texts`]).
pub(super) async fn saved_ids(store: &Store) -> Result<HashSet<String>, sqlx::Error> {
    let mut ids = HashSet::new();
    db::uploads::saved_texts(store.db(), |text| add_ids(text, &mut ids)).await?;
    Ok(ids)
}

/// Adds every 32-digit window of each run of hex digits in `text` to `ids`.
fn add_ids(text: &str, ids: &mut HashSet<String>) {
    let bytes = text.as_bytes();
    let mut run = 0;
    for (at, byte) in bytes.iter().enumerate() {
        run = if byte.is_ascii_hexdigit() { run + 1 } else { 0 };
        if run >= 32 {
            ids.insert(text[at + 1 - 32..=at].to_owned());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAME: &str = "0123456789abcdef0123456789abcdef.png";

    #[test]
    fn ids_are_found_in_any_text_that_names_them() {
        let mut ids = HashSet::new();
        add_ids(
            r#"{"url":"/uploads/0123456789abcdef0123456789abcdef-10x10.jpg"} deadbeef"#,
            &mut ids,
        );
        assert_eq!(ids, HashSet::from([NAME[..32].to_owned()]));
        add_ids(&format!("x{}y", "a".repeat(33)), &mut ids);
        assert!(ids.contains(&"a".repeat(32)));
    }
}
