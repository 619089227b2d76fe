//! LinkedIn's CSV files, each recognised by its header row (LinkedIn translates the files'
//! names, never their columns), read into rows within [`MAX_ROWS`] and [`MAX_FIELD_CHARS`].

use super::decode::decode;
use crate::validation::{FieldCode, ValidationErrors};
use serde::{Deserialize, Serialize};

/// The most data rows read from one file.
pub const MAX_ROWS: usize = 1_000;
/// The most characters of one field.
pub const MAX_FIELD_CHARS: usize = 20_000;
/// The most bytes of one file.
pub const MAX_FILE_BYTES: usize = 8 * 1024 * 1024;
/// The bytes at the start of a file that hold its header row, at most: enough to recognise it.
pub const HEADER_BYTES: usize = 64 * 1024;

/// Which of LinkedIn's files a CSV file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum Kind {
    /// `Profile.csv`.
    Profile,
    /// `Positions.csv`.
    Positions,
    /// `Education.csv`.
    Education,
    /// `Skills.csv`.
    Skills,
    /// `Certifications.csv`.
    Certifications,
    /// `Projects.csv`.
    Projects,
    /// `Languages.csv`.
    Languages,
    /// `Email Addresses.csv`.
    EmailAddresses,
}

impl Kind {
    const ALL: [Kind; 8] = [
        Kind::Profile,
        Kind::Positions,
        Kind::Education,
        Kind::Skills,
        Kind::Certifications,
        Kind::Projects,
        Kind::Languages,
        Kind::EmailAddresses,
    ];

    /// The columns Folio reads, in the order a [`ReadFile`]'s rows hold them.
    pub fn columns(self) -> &'static [&'static str] {
        match self {
            Kind::Profile => &[
                "First Name",
                "Last Name",
                "Headline",
                "Summary",
                "Geo Location",
                "Websites",
                "Twitter Handles",
            ],
            Kind::Positions => &[
                "Company Name",
                "Title",
                "Description",
                "Location",
                "Started On",
                "Finished On",
            ],
            Kind::Education => &[
                "School Name",
                "Start Date",
                "End Date",
                "Notes",
                "Degree Name",
                "Activities",
            ],
            Kind::Skills => &["Name"],
            Kind::Certifications => &[
                "Name",
                "Url",
                "Authority",
                "Started On",
                "Finished On",
                "License Number",
            ],
            Kind::Projects => &["Title", "Description", "Url", "Started On", "Finished On"],
            Kind::Languages => &["Name", "Proficiency"],
            Kind::EmailAddresses => &["Email Address", "Primary"],
        }
    }

    /// The kind whose columns `header` holds: of those whose every column it holds (in any
    /// order, with others), the one with the most columns (a `Languages.csv` holds `Skills.csv`'s
    /// `Name` too).
    pub fn of_header(header: &[String]) -> Option<Kind> {
        let has = |column: &str| header.iter().any(|h| h.eq_ignore_ascii_case(column));
        Kind::ALL
            .into_iter()
            .filter(|kind| kind.columns().iter().all(|column| has(column)))
            .max_by_key(|kind| kind.columns().len())
    }
}

/// One of LinkedIn's files, read: its name, what it is, and its rows (blank rows left out), each
/// holding the kind's [`Kind::columns`] in order (empty text for a column a row lacks).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ReadFile {
    /// The file's name, as the export gives it.
    pub name: String,
    /// What it is.
    pub kind: Kind,
    /// Its rows.
    pub rows: Vec<Vec<String>>,
}

/// A refusal of file `name`, naming it and the row when there is one.
pub(super) fn refuse(
    name: &str,
    row: Option<usize>,
    code: FieldCode,
    why: &str,
) -> ValidationErrors {
    let mut errors = ValidationErrors::default();
    let place = match row {
        Some(row) => format!("{name}, row {row}"),
        None => name.to_owned(),
    };
    errors.push("file", code, format!("{place}: {why}"));
    errors
}

fn reader(text: &str) -> csv::Reader<&[u8]> {
    csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes())
}

/// What the first row of `head` (a file's first bytes, at most [`HEADER_BYTES`] read) says the
/// file is: `None` for a file Folio does not read, whose rest need not be unpacked.
pub fn kind_of_start(head: &[u8]) -> Option<Kind> {
    let head = &head[..head.len().min(HEADER_BYTES)];
    let text = decode(head);
    let mut records = reader(&text).into_records();
    let header = records.next()?.ok()?;
    Kind::of_header(
        &header
            .iter()
            .map(|h| h.trim().to_owned())
            .collect::<Vec<_>>(),
    )
}

/// Reads file `name` from its `bytes`: `Ok(None)` when it is not one of the files Folio reads,
/// or why it is refused (naming the file and the row).
pub fn read_file(name: &str, bytes: &[u8]) -> Result<Option<ReadFile>, ValidationErrors> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(refuse(
            name,
            None,
            FieldCode::TooLong,
            &format!(
                "it is larger than {} MB, more than LinkedIn writes.",
                MAX_FILE_BYTES >> 20
            ),
        ));
    }
    let text = decode(bytes);
    let mut records = reader(&text).into_records();
    let Some(Ok(header)) = records.next() else {
        return Ok(None);
    };
    let header: Vec<String> = header.iter().map(|h| h.trim().to_owned()).collect();
    let Some(kind) = Kind::of_header(&header) else {
        return Ok(None);
    };
    let at: Vec<Option<usize>> = kind
        .columns()
        .iter()
        .map(|column| header.iter().position(|h| h.eq_ignore_ascii_case(column)))
        .collect();
    let mut rows = Vec::new();
    for (n, record) in records.enumerate() {
        let row = n + 1;
        let record = record.map_err(|error| {
            refuse(
                name,
                Some(row),
                FieldCode::InvalidFormat,
                &format!("it is not readable CSV ({error})."),
            )
        })?;
        if record.iter().all(|field| field.trim().is_empty()) {
            continue;
        }
        if rows.len() == MAX_ROWS {
            return Err(refuse(
                name,
                Some(row),
                FieldCode::TooLong,
                &format!("Folio reads at most {MAX_ROWS} rows of a file."),
            ));
        }
        let mut fields = Vec::with_capacity(at.len());
        for (column, place) in kind.columns().iter().zip(&at) {
            let field = place.and_then(|p| record.get(p)).unwrap_or_default().trim();
            if field.chars().count() > MAX_FIELD_CHARS {
                return Err(refuse(
                    name,
                    Some(row),
                    FieldCode::TooLong,
                    &format!("its {column} holds more than {MAX_FIELD_CHARS} characters."),
                ));
            }
            fields.push(field.to_owned());
        }
        rows.push(fields);
    }
    Ok(Some(ReadFile {
        name: name.to_owned(),
        kind,
        rows,
    }))
}
