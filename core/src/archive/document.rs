//! The shape of `folio.json`: what an export writes and an import reads, item by item.

use crate::case_study::NewCaseStudy;
use crate::contact::{ContactMessage, MessageFolder};
use crate::home::Owner;
use crate::validation::{Experience, NewEducation};
use serde::{Deserialize, Serialize};

/// `folio.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Archive {
    /// Always [`super::FORMAT`].
    pub format: String,
    /// Always [`super::VERSION`].
    pub version: u64,
    /// When it was exported, RFC 3339.
    pub exported_at: String,
    /// The profile.
    pub profile: ArchivedProfile,
    /// The experiences, in display order.
    pub experiences: Vec<ArchivedExperience>,
    /// The education entries, in display order.
    pub education: Vec<ArchivedEducation>,
    /// The case studies, newest first.
    pub case_studies: Vec<ArchivedCaseStudy>,
    /// Visitors' messages (issue 42), oldest first; none in an archive written before the
    /// contact form, and then none is written.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub messages: Vec<ArchivedMessage>,
}

/// The profile as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ArchivedProfile {
    /// What the owner set.
    #[serde(flatten)]
    pub owner: Owner,
    /// RFC 3339.
    pub updated_at: String,
    /// The site's favicon (issue 40 point 11), one of the uploads, when the owner chose one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub favicon: Option<String>,
}

/// An experience as stored (its id and sort order are in [`Experience`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ArchivedExperience {
    /// The experience.
    #[serde(flatten)]
    pub experience: Experience,
    /// RFC 3339.
    pub created_at: String,
    /// RFC 3339.
    pub updated_at: String,
}

/// An education entry as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ArchivedEducation {
    /// The row id.
    pub id: i64,
    /// The fields, its sort order included.
    #[serde(flatten)]
    pub fields: NewEducation,
    /// RFC 3339.
    pub created_at: String,
    /// RFC 3339.
    pub updated_at: String,
}

/// A case study as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ArchivedCaseStudy {
    /// The row id.
    pub id: i64,
    /// The fields: title, slug, description, content, featured image and its description, tags,
    /// published and featured.
    #[serde(flatten)]
    pub fields: NewCaseStudy,
    /// RFC 3339.
    pub created_at: String,
    /// RFC 3339.
    pub updated_at: String,
    /// Its save counter, which a save from an outdated copy is refused by (1 in an archive
    /// written before it was kept).
    #[serde(default = "first_version")]
    pub version: i64,
    /// The owner's drag order (0 in an archive written before case studies had one; left out
    /// when 0).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sort_order: i64,
    /// Its kept revisions, oldest first (at most [`crate::revisions::KEPT`]; an archive written
    /// before revisions were kept has none, and then none is written).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revisions: Vec<ArchivedRevision>,
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

/// A case study's version before its first update.
const fn first_version() -> i64 {
    1
}

/// The highest version an archive may give: a browser reads every number up to it exactly.
pub(super) const MAX_VERSION: i64 = 1 << 53;

/// One kept revision of a case study: the whole state one save left.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ArchivedRevision {
    /// The row id (unique among every case study's revisions).
    pub id: i64,
    /// The saved state.
    #[serde(flatten)]
    pub fields: NewCaseStudy,
    /// What that save changed, in one line.
    pub summary: String,
    /// For a restore, the time of the revision it brought back (RFC 3339).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restored_from: Option<String>,
    /// When the save happened (RFC 3339).
    pub created_at: String,
}

/// A visitor's message as the inbox keeps it. A message deleted with its undo still open is not
/// exported, nor is its e-mail notification.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ArchivedMessage {
    /// The row id.
    pub id: i64,
    /// Its folder.
    pub folder: MessageFolder,
    /// Name, e-mail, subject, message and page, as the contact form's rule leaves them.
    #[serde(flatten)]
    pub message: ContactMessage,
    /// The language of the page it was sent from (a tag).
    pub language: String,
    /// Whether the owner opened it.
    pub is_read: bool,
    /// RFC 3339.
    pub created_at: String,
}
