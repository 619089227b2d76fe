//! Uploads: kept in the database's `uploads` table, served under `/uploads/` by their names only,
//! and removed when nobody uses them (issue 10 §8): an image uploaded in the editor whose case
//! study was never saved, or one replaced by another.
//!
//! The bytes live in the database (issue 15) so that every instance on one database serves every
//! upload, a host without a lasting disk loses none, and a backup of the database is a backup of
//! everything. [`Store`] is the whole interface (put, get, list, delete), read through a bounded
//! in-memory cache: a name is never reused, so a cached upload never goes stale. Uploads of an
//! install that kept them under `UPLOAD_DIR` are moved in at start ([`import_folder`]).
//!
//! An upload stays while any saved content names it: a case study's featured image and body (the
//! Editor.js image blocks hold `/uploads/<name>`), and, since a pasted link is a reference too,
//! every other text the owner saves (case study descriptions, the profile, experiences,
//! education). An upload also stays until it is older than the grace period, so an image uploaded
//! for a case study still being written is there when it is saved.
//!
//! One job per file: the store (`store.rs`, its SQL in [`crate::db::uploads`]), serving
//! (`serving.rs`), the sweep (`sweep.rs`), the legacy import of `UPLOAD_DIR` (`legacy.rs`) and
//! the scan of what saved content names (`scan.rs`).

mod legacy;
mod scan;
mod serving;
mod store;
mod sweep;

pub use legacy::import_folder;
pub use scan::used;
pub use serving::serve;
pub use store::{Store, Upload};
pub use sweep::{GRACE, spawn_sweeper, sweep};

/// Whether `name` is one [`crate::images::store`] gives out.
fn is_upload_name(name: &str) -> bool {
    upload_id(name).is_some()
}

/// The random id of a name [`crate::images::store`] gives out (folio-core's rule).
fn upload_id(name: &str) -> Option<&str> {
    folio_core::responsive::upload_id(name)
}

/// `at` as stored: RFC 3339 UTC.
fn rfc3339(at: std::time::SystemTime) -> String {
    crate::db::timestamp(at.into())
}

#[cfg(test)]
mod tests {
    use super::legacy::is_temporary;
    use super::{is_upload_name, upload_id};

    const NAME: &str = "0123456789abcdef0123456789abcdef.png";

    #[test]
    fn only_names_the_image_store_gives_out_are_candidates() {
        assert!(is_upload_name(NAME));
        for sized in [
            "0123456789abcdef0123456789abcdef-1000x600.jpg",
            "0123456789abcdef0123456789abcdef-1000x600-480.webp",
        ] {
            assert_eq!(upload_id(sized), Some("0123456789abcdef0123456789abcdef"));
        }
        assert!(is_temporary(&format!(".{NAME}.tmp")));
        assert!(!is_temporary(NAME));
        for other in [
            ".gitkeep",
            "notes.txt",
            "0123456789abcdef0123456789abcdef.svg",
            "0123456789abcdef0123456789abcde.png",
            ".0123456789abcdef0123456789abcdef.png",
            "0123456789abcdef0123456789abcdef.png.tmp",
            "0123456789abcdef0123456789abcdef-10x10-480.png",
            "0123456789abcdef0123456789abcdef-10-480.webp",
            "0123456789abcdef0123456789abcdef-10x10-480-2.webp",
        ] {
            assert!(!is_upload_name(other) && !is_temporary(other), "{other}");
        }
    }
}
