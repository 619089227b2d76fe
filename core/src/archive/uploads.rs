//! The uploads an archive carries: which entry names are allowed, and which uploads the content
//! uses.

use super::{Archive, ArchivedCaseStudy, ArchivedProfile, DOCUMENT, UPLOADS};
use crate::responsive::upload_id;
use std::collections::{BTreeSet, HashSet};

/// Whether `name` may name an entry of an archive: [`DOCUMENT`], or an upload under
/// [`UPLOADS`] with a name the server gives uploads.
pub fn is_entry_name(name: &str) -> bool {
    name == DOCUMENT || upload_of_entry(name).is_some()
}

/// The upload an entry named `name` holds, when it is one.
pub fn upload_of_entry(name: &str) -> Option<&str> {
    let upload = name.strip_prefix(UPLOADS)?;
    upload_id(upload).map(|_| upload)
}

/// How many uploads the archive entries named `names` hold: each upload once, its copies at
/// narrower widths not counted, and anything that is not an upload not at all. The import's
/// confirmation says it (issue 23, point 10).
pub fn count_uploads<S: AsRef<str>>(names: &[S]) -> usize {
    names
        .iter()
        .filter_map(|name| upload_of_entry(name.as_ref()))
        .filter_map(upload_id)
        .collect::<HashSet<_>>()
        .len()
}

/// The uploads `archive` must carry: every featured image and every string of a case study's
/// content, in any language, that is an upload's address (`/uploads/<name>`, the editor's image blocks), with the
/// copies of each still at narrower widths; sorted.
pub fn required_uploads(archive: &Archive) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    add_profile_uploads(&archive.profile, &mut names);
    for case_study in &archive.case_studies {
        add_required_uploads(case_study, &mut names);
    }
    names
}

/// Adds the upload at `url`, when it is one, and its narrower copies to `names`
/// ([`crate::uploads::used::add_address`]).
fn add_upload(url: &str, names: &mut BTreeSet<String>) {
    crate::uploads::used::add_address(url, names);
}

/// Adds the uploads the profile uses (its photo, and the site's favicon) to `names` (see
/// [`required_uploads`]).
pub fn add_profile_uploads(profile: &ArchivedProfile, names: &mut BTreeSet<String>) {
    for url in [&profile.owner.photo, &profile.favicon]
        .into_iter()
        .flatten()
    {
        add_upload(url, names);
    }
}

/// Adds the uploads `case_study` and its revisions use to `names` (see [`required_uploads`]).
pub fn add_required_uploads(case_study: &ArchivedCaseStudy, names: &mut BTreeSet<String>) {
    let mut add = |url: &str| add_upload(url, names);
    let states = std::iter::once(&case_study.fields)
        .chain(case_study.revisions.iter().map(|revision| &revision.fields));
    for fields in states {
        if let Some(image) = &fields.featured_image {
            add(image);
        }
        let translated = crate::translations::carried(&fields.translations)
            .into_iter()
            .flat_map(|languages| languages.values())
            .filter_map(|texts| texts.content.as_deref());
        for content in std::iter::once(fields.content.as_str()).chain(translated) {
            if let Ok(content) = serde_json::from_str::<serde_json::Value>(content) {
                strings(&content, &mut add);
            }
        }
    }
}

/// Calls `found` with every string inside `value`.
fn strings(value: &serde_json::Value, found: &mut impl FnMut(&str)) {
    match value {
        serde_json::Value::String(text) => found(text),
        serde_json::Value::Array(items) => items.iter().for_each(|item| strings(item, found)),
        serde_json::Value::Object(fields) => fields.values().for_each(|item| strings(item, found)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_names_are_the_document_or_uploads_the_server_names() {
        let id = "0123456789abcdef0123456789abcdef";
        assert!(is_entry_name("folio.json"));
        assert!(is_entry_name(&format!("uploads/{id}-10x10.png")));
        assert!(is_entry_name(&format!("uploads/{id}-1000x10-480.webp")));
        for bad in [
            "/folio.json".to_owned(),
            "uploads/".to_owned(),
            format!("uploads/../{id}.png"),
            format!("uploads/sub/{id}.png"),
            format!("/uploads/{id}.png"),
            format!("uploads/{id}.png/"),
            format!("uploads\\{id}.png"),
            format!("uploads/{id}.svg"),
            format!("uploads/.{id}.png.tmp"),
            format!("../uploads/{id}.png"),
            "notes.txt".to_owned(),
        ] {
            assert!(!is_entry_name(&bad), "{bad}");
        }
    }
}
