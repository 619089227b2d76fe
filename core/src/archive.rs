//! The export archive (issue 14 "Export and import"): `folio.json`, a versioned document of
//! everything the owner made, beside the uploads it uses under `uploads/<name>`.
//!
//! - `folio.json` says what it is (`format: "folio"`) and which [`VERSION`] of the document it
//!   is, before anything else is read: an archive of another version is refused by its number.
//! - It holds the profile (with its orders and `updatedAt`), the experiences, the education
//!   entries and the case studies with their kept revisions, each with its id, sort order and
//!   times, so an import restores the same ids, slugs, orders, times and revision history.
//! - Every item must pass the same validation as the admin's forms ([`crate::validation`]);
//!   ids are positive and unique within their list, slugs unique, times RFC 3339.
//! - Only names the server gives uploads are archived ([`crate::responsive::upload_id`]):
//!   an entry named anything else (a path, `..`, an absolute name) is refused.
//! - The uploads an archive must carry are the featured images and the editor's image blocks
//!   that are uploads (`/uploads/<name>`), of the case studies and of their revisions, with
//!   every copy of a still at a narrower width ([`required_uploads`]).

pub mod stream;

use crate::home::Owner;
use crate::responsive::upload_id;
use crate::validation::{
    CaseStudyDraft, Change, EducationDraft, Experience, NewCaseStudy, NewEducation,
    ProfileDetailsDraft, ProfileDraft, SortOrderInput,
};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashSet};

/// What `folio.json`'s `format` says.
pub const FORMAT: &str = "folio";
/// The version of `folio.json` this code writes and reads.
pub const VERSION: u64 = 1;
/// The name of the document inside the archive.
pub const DOCUMENT: &str = "folio.json";
/// The folder of the uploads inside the archive.
pub const UPLOADS: &str = "uploads/";
/// Largest archive an import accepts, as a request body or a file.
pub const MAX_ARCHIVE_BYTES: u64 = 1024 * 1024 * 1024;

/// `folio.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Archive {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
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
const MAX_VERSION: i64 = 1 << 53;

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

/// Why `folio.json` cannot be restored; [`ArchiveError::message`] is safe to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum ArchiveError {
    /// Not a Folio export, or one of another version.
    Version {
        /// What the document says its version is, as written (`None` when it says nothing).
        found: Option<String>,
    },
    /// Not JSON, or not of the expected shape.
    Unreadable {
        /// The reader's description, with its line and column.
        detail: String,
    },
    /// Items that fail validation, one line each.
    Invalid {
        /// Where and what, e.g. `case study 3 (slug "x"): Title is required`.
        problems: Vec<String>,
    },
}

/// How many problems a message lists before saying how many more there are.
const LISTED: usize = 5;

impl ArchiveError {
    /// One message for the owner.
    pub fn message(&self) -> String {
        match self {
            Self::Version { found: None } => format!(
                "This is not a Folio export: {DOCUMENT} does not say it is format \"{FORMAT}\" \
                 version {VERSION}."
            ),
            Self::Version { found: Some(found) } => format!(
                "This export is format version {found}; this Folio reads version {VERSION} only."
            ),
            Self::Unreadable { detail } => format!("{DOCUMENT} could not be read: {detail}."),
            Self::Invalid { problems } => {
                let mut listed = problems
                    .iter()
                    .take(LISTED)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("; ");
                if problems.len() > LISTED {
                    listed.push_str(&format!("; and {} more", problems.len() - LISTED));
                }
                format!("The export holds content Folio would refuse: {listed}.")
            }
        }
    }
}

/// What the document says of itself, read before the rest.
#[derive(Deserialize)]
struct Header {
    #[serde(default)]
    format: Option<serde_json::Value>,
    #[serde(default)]
    version: Option<serde_json::Value>,
}

/// Reads `folio.json` and checks every item ([`check`]); answers the archive as validation
/// leaves it (trimmed, tags and orders normalised).
pub fn read(json: &[u8]) -> Result<Archive, ArchiveError> {
    let unreadable = |error: serde_json::Error| ArchiveError::Unreadable {
        detail: error.to_string(),
    };
    let header: Header = serde_json::from_slice(json).map_err(unreadable)?;
    let is_folio = header.format.as_ref().and_then(|f| f.as_str()) == Some(FORMAT);
    if !is_folio {
        return Err(ArchiveError::Version { found: None });
    }
    match header.version {
        Some(version) if version.as_u64() == Some(VERSION) => {}
        Some(version) => {
            return Err(ArchiveError::Version {
                found: Some(version.to_string()),
            });
        }
        None => return Err(ArchiveError::Version { found: None }),
    }
    if crate::text::json_holds_nul(json) {
        return Err(ArchiveError::Invalid {
            problems: vec![format!("{DOCUMENT}: {}", crate::text::NUL_IN_TEXT)],
        });
    }
    let archive: Archive = serde_json::from_slice(json).map_err(unreadable)?;
    check(archive)
}

/// Checks every item of `archive` with the admin's own validation, ids, slugs and times;
/// answers it as validation leaves it, or every problem found.
pub fn check(archive: Archive) -> Result<Archive, ArchiveError> {
    let mut checker = Checker::default();
    let profile = checker.profile(archive.profile);
    let experiences = archive
        .experiences
        .into_iter()
        .filter_map(|item| checker.experience(item))
        .collect();
    let education = archive
        .education
        .into_iter()
        .filter_map(|item| checker.education(item))
        .collect();
    let case_studies = archive
        .case_studies
        .into_iter()
        .filter_map(|item| checker.case_study(item))
        .collect();
    checker.finish()?;
    Ok(Archive {
        profile,
        experiences,
        education,
        case_studies,
        ..archive
    })
}

/// The checks of [`check`], one item at a time, so a document too large to hold whole can be
/// checked as it is read ([`stream`]): each item is answered as validation leaves it (`None`
/// when any of its checks fails, a duplicate id or slug included), the ids and slugs seen so far
/// are kept to find duplicates, and [`Checker::finish`] answers every problem found.
#[derive(Default)]
pub struct Checker {
    problems: Vec<String>,
    experience_ids: HashSet<i64>,
    education_ids: HashSet<i64>,
    case_study_ids: HashSet<i64>,
    revision_ids: HashSet<i64>,
    slugs: HashSet<String>,
}

impl Checker {
    fn fail(&mut self, place: &str, message: &str) {
        self.problems.push(format!("{place}: {message}"));
    }

    /// The profile as validation leaves it (the placeholder profile when it fails).
    pub fn profile(&mut self, profile: ArchivedProfile) -> ArchivedProfile {
        let owner = profile.owner;
        let details = ProfileDetailsDraft {
            photo: Some(owner.photo),
            headline: Some(owner.headline),
            location: Some(owner.location),
            contact: Some(owner.contact),
            links: Some(Some(owner.links)),
        }
        .parse();
        let update = ProfileDraft {
            name: Some(owner.name),
            brief_intro: Some(owner.brief_intro),
            github_url: Some(owner.github_url),
            linkedin_url: Some(owner.linkedin_url),
            tools_order: Some(owner.tools_order),
            industries_order: Some(owner.industries_order),
            education_categories: Some(owner.education_categories),
        }
        .parse();
        if !is_timestamp(&profile.updated_at) {
            self.fail("the profile", TIME);
        }
        let value = |change: &Change<String>| change.new_value().cloned();
        let owner = match (update, details) {
            (Ok(update), Ok(details)) => Owner {
                name: update.name.unwrap_or_default(),
                brief_intro: update.brief_intro.unwrap_or_default(),
                github_url: value(&update.github_url),
                linkedin_url: value(&update.linkedin_url),
                education_categories: update.education_categories.unwrap_or_default(),
                tools_order: update.tools_order.unwrap_or_default(),
                industries_order: update.industries_order.unwrap_or_default(),
                photo: value(&details.photo),
                headline: value(&details.headline),
                location: value(&details.location),
                contact: value(&details.contact),
                links: details.links.unwrap_or_default(),
            },
            (update, details) => {
                for errors in [update.err(), details.err()].into_iter().flatten() {
                    self.fail("the profile", &errors.to_string());
                }
                Owner::default()
            }
        };
        ArchivedProfile {
            owner,
            updated_at: profile.updated_at,
        }
    }

    /// The profile as validation leaves it, `None` when it fails.
    pub fn checked_profile(&mut self, profile: ArchivedProfile) -> Option<ArchivedProfile> {
        let before = self.problems.len();
        let profile = self.profile(profile);
        (self.problems.len() == before).then_some(profile)
    }

    /// One experience as validation leaves it.
    pub fn experience(&mut self, item: ArchivedExperience) -> Option<ArchivedExperience> {
        let before = self.problems.len();
        self.experience_checked(item)
            .filter(|_| self.problems.len() == before)
    }

    fn experience_checked(&mut self, item: ArchivedExperience) -> Option<ArchivedExperience> {
        let place = format!("experience {}", item.experience.id);
        let mut ids = std::mem::take(&mut self.experience_ids);
        self.row(
            &place,
            item.experience.id,
            &mut ids,
            &item.created_at,
            &item.updated_at,
        );
        self.experience_ids = ids;
        let (id, sort_order) = (item.experience.id, item.experience.sort_order);
        match item.experience.parse() {
            Ok(new) => Some(ArchivedExperience {
                experience: Experience {
                    id,
                    job_title: new.job_title,
                    company: new.company,
                    industry: new.industry,
                    start_date: new.start_date.to_string(),
                    end_date: new.end_date.map(|d| d.to_string()),
                    is_current_job: new.is_current_job,
                    description: new.description,
                    accomplishments: new.accomplishments,
                    tools: new.tools,
                    sort_order,
                },
                created_at: item.created_at,
                updated_at: item.updated_at,
            }),
            Err(errors) => {
                self.fail(&place, &errors.to_string());
                None
            }
        }
    }

    /// One education entry as validation leaves it.
    pub fn education(&mut self, item: ArchivedEducation) -> Option<ArchivedEducation> {
        let before = self.problems.len();
        self.education_checked(item)
            .filter(|_| self.problems.len() == before)
    }

    fn education_checked(&mut self, item: ArchivedEducation) -> Option<ArchivedEducation> {
        let place = format!("education entry {}", item.id);
        let mut ids = std::mem::take(&mut self.education_ids);
        self.row(
            &place,
            item.id,
            &mut ids,
            &item.created_at,
            &item.updated_at,
        );
        self.education_ids = ids;
        let draft = EducationDraft {
            name: item.fields.name,
            category: item.fields.category,
            link: item.fields.link,
            date: item.fields.date,
            sort_order: SortOrderInput::Number(f64::from(item.fields.sort_order)),
        };
        match draft.parse() {
            Ok(fields) => Some(ArchivedEducation { fields, ..item }),
            Err(errors) => {
                self.fail(&place, &errors.to_string());
                None
            }
        }
    }

    /// One case study and its revisions as validation leaves them.
    pub fn case_study(&mut self, item: ArchivedCaseStudy) -> Option<ArchivedCaseStudy> {
        let before = self.problems.len();
        self.case_study_checked(item)
            .filter(|_| self.problems.len() == before)
    }

    fn case_study_checked(&mut self, item: ArchivedCaseStudy) -> Option<ArchivedCaseStudy> {
        let place = format!("case study {} (\"{}\")", item.id, item.fields.slug);
        let mut ids = std::mem::take(&mut self.case_study_ids);
        self.row(
            &place,
            item.id,
            &mut ids,
            &item.created_at,
            &item.updated_at,
        );
        self.case_study_ids = ids;
        if !(1..=MAX_VERSION).contains(&item.version) {
            self.fail(&place, "the version must be a whole number from 1 to 2^53");
        }
        let revisions = self.revisions(&place, item.revisions);
        match CaseStudyDraft::from(item.fields).parse_dated() {
            Ok(fields) => {
                if !self.slugs.insert(fields.slug.clone()) {
                    self.fail(&place, "another case study has this slug");
                }
                Some(ArchivedCaseStudy {
                    fields,
                    revisions,
                    ..item
                })
            }
            Err(errors) => {
                self.fail(&place, &errors.to_string());
                None
            }
        }
    }

    /// Every problem found, if any.
    pub fn finish(self) -> Result<(), ArchiveError> {
        if self.problems.is_empty() {
            Ok(())
        } else {
            Err(ArchiveError::Invalid {
                problems: self.problems,
            })
        }
    }

    /// The revisions of the case study at `place`, each checked like a save (the admin's
    /// validation, a unique id, RFC 3339 times, a summary of one line), at most
    /// [`crate::revisions::KEPT`] of them.
    fn revisions(
        &mut self,
        place: &str,
        revisions: Vec<ArchivedRevision>,
    ) -> Vec<ArchivedRevision> {
        if revisions.len() > crate::revisions::KEPT {
            self.fail(
                place,
                &format!("more than {} revisions", crate::revisions::KEPT),
            );
        }
        let mut checked = Vec::new();
        for revision in revisions {
            let at = format!("{place}, revision {}", revision.id);
            if revision.id <= 0 || !self.revision_ids.insert(revision.id) {
                self.fail(&at, "the id must be positive and unique");
            }
            let restored = revision.restored_from.as_deref().is_none_or(is_timestamp);
            if !is_timestamp(&revision.created_at) || !restored {
                self.fail(&at, TIME);
            }
            let summary = revision.summary.trim();
            if summary.is_empty() || summary.contains('\n') || summary.chars().count() > SUMMARY_MAX
            {
                self.fail(
                    &at,
                    "the summary must be one line of at most 500 characters",
                );
            }
            match CaseStudyDraft::from(revision.fields).parse_dated() {
                Ok(fields) => checked.push(ArchivedRevision { fields, ..revision }),
                Err(errors) => self.fail(&at, &errors.to_string()),
            }
        }
        checked
    }

    /// The checks every stored row shares: a positive id not seen before in its list, and
    /// times.
    fn row(
        &mut self,
        place: &str,
        id: i64,
        ids: &mut HashSet<i64>,
        created_at: &str,
        updated_at: &str,
    ) {
        if id <= 0 {
            self.fail(place, "the id must be a positive number");
        } else if !ids.insert(id) {
            self.fail(place, "another item of its list has this id");
        }
        if !is_timestamp(created_at) || !is_timestamp(updated_at) {
            self.fail(place, TIME);
        }
    }
}

const TIME: &str = "a time is not an RFC 3339 date and time";

/// The longest summary line a revision may carry.
const SUMMARY_MAX: usize = 500;

/// Whether `text` is an RFC 3339 date and time, such as `2026-11-23T02:44:35Z` (seconds may
/// have a fraction; the zone is `Z` or an offset like `+01:00`).
pub fn is_timestamp(text: &str) -> bool {
    let bytes = text.as_bytes();
    let number = |range: std::ops::Range<usize>, max: u32| {
        bytes.get(range).is_some_and(|digits| {
            digits.iter().all(u8::is_ascii_digit)
                && digits
                    .iter()
                    .fold(0_u32, |n, d| n * 10 + u32::from(d - b'0'))
                    <= max
        })
    };
    let at = |index: usize, byte: u8| {
        bytes
            .get(index)
            .is_some_and(|b| b.eq_ignore_ascii_case(&byte))
    };
    let date_time = number(0..4, 9999)
        && at(4, b'-')
        && number(5..7, 12)
        && bytes[5..7] != *b"00"
        && at(7, b'-')
        && number(8..10, 31)
        && bytes[8..10] != *b"00"
        && at(10, b'T')
        && number(11..13, 23)
        && at(13, b':')
        && number(14..16, 59)
        && at(16, b':')
        && number(17..19, 60);
    if !date_time {
        return false;
    }
    let mut rest = &text[19..];
    if let Some(fraction) = rest.strip_prefix('.') {
        let digits = fraction.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return false;
        }
        rest = &fraction[digits..];
    }
    let zone = rest.as_bytes();
    rest.eq_ignore_ascii_case("z")
        || (zone.len() == 6
            && matches!(zone[0], b'+' | b'-')
            && zone[1..3].iter().all(u8::is_ascii_digit)
            && zone[3] == b':'
            && zone[4..6].iter().all(u8::is_ascii_digit))
}

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
/// content that is an upload's address (`/uploads/<name>`, the editor's image blocks), with the
/// copies of each still at narrower widths; sorted.
pub fn required_uploads(archive: &Archive) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    add_profile_uploads(&archive.profile.owner, &mut names);
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

/// Adds the uploads the profile uses (its photo) to `names` (see [`required_uploads`]).
pub fn add_profile_uploads(owner: &Owner, names: &mut BTreeSet<String>) {
    if let Some(photo) = &owner.photo {
        add_upload(photo, names);
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
        if let Ok(content) = serde_json::from_str::<serde_json::Value>(&fields.content) {
            strings(&content, &mut add);
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
    fn timestamps_are_rfc_3339_date_times() {
        for good in [
            "2026-11-23T02:44:35Z",
            "1970-01-01T00:00:00Z",
            "2026-11-23T02:44:35.123+01:00",
            "2026-11-23t02:44:35z",
        ] {
            assert!(is_timestamp(good), "{good}");
        }
        for bad in [
            "",
            "2026-11-23",
            "2026-13-01T00:00:00Z",
            "2026-00-01T00:00:00Z",
            "2026-11-23T24:00:00Z",
            "2026-11-23T02:44:35",
            "2026-11-23T02:44:35.Z",
            "2026-11-23T02:44:35+0100",
            "yesterday",
        ] {
            assert!(!is_timestamp(bad), "{bad}");
        }
    }

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
