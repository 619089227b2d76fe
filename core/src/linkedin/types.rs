//! What LinkedIn's export is read into, and what the owner chooses for it.

use super::files::ReadFile;
use serde::{Deserialize, Serialize};

/// The files of an export Folio reads, and how many others it left out.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct LinkedInExport {
    /// The files read, in the export's order.
    pub files: Vec<ReadFile>,
    /// How many other files it holds, left out.
    pub other_files: usize,
}

/// What the owner chose for an export.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct LinkedInChoices {
    /// The category of the schools (`Education` when none).
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub education_category: Option<String>,
    /// The skills to use as tools.
    pub tools: Vec<String>,
}

/// How many rows of each file an export holds.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct LinkedInCounts {
    /// Positions.
    pub positions: usize,
    /// Schools.
    pub schools: usize,
    /// Certifications.
    pub certifications: usize,
    /// Projects.
    pub projects: usize,
    /// Skills.
    pub skills: usize,
    /// Languages.
    pub languages: usize,
    /// E-mail addresses.
    pub emails: usize,
}

/// An export as a JSON Resume document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct LinkedInResume {
    /// The JSON Resume document, as JSON text: what the JSON Resume import reads.
    pub document: String,
    /// The skills the export lists, which the owner may choose as tools.
    pub skills: Vec<String>,
    /// What of the export has no place in Folio, or was left out, one sentence each.
    pub notes: Vec<String>,
    /// How many rows of each file it holds.
    pub counts: LinkedInCounts,
}
