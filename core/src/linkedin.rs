//! LinkedIn's data export ("Get a copy of your data": a ZIP of CSV files, issue 45) read as a
//! JSON Resume document, which the JSON Resume import ([`crate::resume::import`]) then matches
//! with what the site holds, previews and stores, as it does a résumé file.
//!
//! - **Files.** Each CSV file is recognised by its header row, never its name (LinkedIn
//!   translates the names): `Profile`, `Positions`, `Education`, `Skills`, `Certifications`,
//!   `Projects`, `Languages` and `Email Addresses`, by the columns [`Kind::columns`] lists
//!   (other columns may be there too). Any other file is left out. Text is UTF-8 with or without
//!   a byte-order mark, or Windows-1252 ([`decode`]); quoted fields may hold line breaks. A file
//!   holds at most [`MAX_ROWS`] rows of at most [`MAX_FIELD_CHARS`] characters a field, in at
//!   most [`MAX_FILE_BYTES`]; past a bound the export is refused with a message naming the file
//!   and the row. Several files of one kind are read in turn.
//! - **Dates** as LinkedIn writes them: "Mar 2021", "March 2021" or "2021" ([`LinkedInDate`]);
//!   another is left out with a note.
//! - **Positions → experiences**: the title, the company and the dates; no `Finished On` is the
//!   current job. The one `Description` is split into the description and the accomplishments
//!   ([`description`]); a position left without one of them (an empty or one-sentence
//!   description) waits in the preview for the owner's words, or Skip
//!   ([`crate::resume::import::incomplete`]). The location has no place in Folio (a note says
//!   so).
//! - **Skills** are offered as tools: each skill the owner chooses becomes a tool of every
//!   position whose title or description names it (as a whole word, any case); a chosen skill no
//!   position names is listed in a note.
//! - **Education**: each school is an entry named "Degree, School" (or the school alone) in the
//!   category the owner picks (`Education` unless chosen), dated by its end, else its start.
//!   **Certifications** are entries in the `Certifications` category, linked to their `Url` and
//!   dated by `Started On`. Both default words (`Education` and `Certifications`) are marked as
//!   such in the document: an update keeps an entry's own category, and an import into another
//!   language leaves that language's category as it is.
//! - **Projects** become unpublished case-study drafts ([`crate::resume::import`]'s projects).
//! - **Profile**: the first and last name are the name, the headline the headline, the summary
//!   the introduction, `Geo Location` the location, `Websites` (`[LABEL:url,…]`) and the Twitter
//!   handles the links, and the primary e-mail address (else the first) the contact.
//!   **Languages** have no place in Folio: a note lists them.

mod dates;
mod decode;
pub mod description;
mod document;
mod files;
mod types;

pub use dates::LinkedInDate;
pub use decode::decode;
pub use document::{CERTIFICATIONS, EDUCATION, websites};
pub use files::{
    HEADER_BYTES, Kind, MAX_FIELD_CHARS, MAX_FILE_BYTES, MAX_ROWS, ReadFile, kind_of_start,
    read_file,
};
pub use types::{LinkedInChoices, LinkedInCounts, LinkedInExport, LinkedInResume};

use crate::validation::{Checked, FieldCode, ValidationErrors};

/// The most files of an export read (LinkedIn's complete archive holds about a hundred).
pub const MAX_FILES: usize = 500;

/// Reads the files of an export (name and bytes each): those Folio reads, or why the export is
/// refused (under `file`, naming the file and the row).
pub fn read_export<'a>(
    files: impl IntoIterator<Item = (&'a str, &'a [u8])>,
) -> Result<LinkedInExport, ValidationErrors> {
    let mut export = LinkedInExport::default();
    for (n, (name, bytes)) in files.into_iter().enumerate() {
        if n == MAX_FILES {
            let mut errors = ValidationErrors::default();
            errors.push(
                "file",
                FieldCode::TooLong,
                format!("An export holds at most {MAX_FILES} files; this one holds more."),
            );
            return Err(errors);
        }
        match read_file(name, bytes)? {
            Some(file) => export.files.push(file),
            None => export.other_files += 1,
        }
    }
    if export.files.is_empty() {
        let mut errors = ValidationErrors::default();
        errors.push(
            "file",
            FieldCode::Required,
            "This is not LinkedIn's data export: none of its files is LinkedIn's Profile, \
             Positions, Education, Skills, Certifications, Projects, Languages or Email \
             Addresses.",
        );
        return Err(errors);
    }
    Ok(export)
}

/// `export` as a JSON Resume document with the owner's `choices`.
pub fn linkedin_resume(export: &LinkedInExport, choices: &LinkedInChoices) -> LinkedInResume {
    document::resume(export, choices)
}

/// [`read_export`] of loose files as a plain value for the browser and the vectors.
pub fn check_linkedin_files(files: &[(String, Vec<u8>)]) -> Checked<LinkedInExport> {
    read_export(
        files
            .iter()
            .map(|(name, bytes)| (name.as_str(), bytes.as_slice())),
    )
    .into()
}
