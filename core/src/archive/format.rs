//! What names an archive as Folio's: the format, its version and the document's name.

/// What `folio.json`'s `format` says.
pub const FORMAT: &str = "folio";
/// The version of `folio.json` this code writes and reads.
pub const VERSION: u64 = 1;
/// The name of the document inside the archive.
pub const DOCUMENT: &str = "folio.json";
