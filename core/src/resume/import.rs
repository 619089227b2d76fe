//! A JSON Resume 1.0 document (<https://jsonresume.org/schema>) read as what Folio would create
//! from it (issue 14, item 4): a profile update, experiences and education entries, each
//! validated by folio-core's own rules, and a warning for everything skipped, shortened or
//! guessed, written for the owner. Only `basics`, `work` and `education` are read; the rest of
//! the document is ignored. The file is untrusted: nothing in it can make this fail other than
//! with a message.
//!
//! - **Document.** At most [`MAX_DOCUMENT_BYTES`]; it must be JSON text of one object. A document
//!   with no name, summary, work or education has nothing to import and is refused.
//! - **Profile.** `basics.name` is the name, `basics.summary` the brief introduction and
//!   `basics.label` the headline (issue 23: the label is no longer copied into the
//!   introduction). `basics.image` is the photo and `basics.email` the contact, when they are a
//!   web address and an email address. `basics.location` is one line of its city, region and
//!   country code (a street address and postal code stay private). Of `basics.profiles`, the
//!   first GitHub and the first LinkedIn entry (by `network`, or by the address's host) with an
//!   http(s) `url` become the profile's two links; `basics.url` (as "Website") and the other
//!   networks become its other links, at most [`crate::profile::MAX_LINKS`], each named by its
//!   network unless that is the site's own name. Folio has no place for `basics.phone`: a
//!   warning says so. The import replaces only what the document gives (the other links as a
//!   whole); everything else of the profile stays.
//! - **Work → experiences**, in the document's order. `position` is the job title and `name` the
//!   company (an entry without either is skipped). `startDate` gives the start month: `YYYY-MM`
//!   and `YYYY-MM-DD` give their month, a bare `YYYY` its January (a warning says so); an entry
//!   without a readable start is skipped. No `endDate` means the current job; an unreadable one
//!   also makes it the current job, with a warning. `summary` is the description and
//!   `highlights` the accomplishments, one per line. One is never copied into the other (issue
//!   23, point 4): Folio needs both, so an entry without a summary or without highlights is
//!   listed as incomplete ([`incomplete`]): the preview shows what it lacks, the owner writes it
//!   there or skips the entry, and until then it is counted as skipped. The industry is the first of spec §9's
//!   suggestions ([`crate::suggestions::INDUSTRIES`]) named (as whole words) in `description`
//!   or `summary`, else `Other`; one warning lists the entries of each kind. JSON Resume has no tools, so none are
//!   created.
//! - **Education**, in the document's order. `institution` is the name and `area` the category
//!   (or `studyType` without an area, or `Education` with a warning); an entry without an
//!   institution is skipped. `url` is the link when it is an http(s) URL. `endDate`, or else
//!   `startDate`, is the date, as written. Each entry's sortOrder is its place in the document.
//! - **Folio's own document** ([`crate::resume::folio`], issue 40): with `basics.folio`, the
//!   document is a Folio export, so `basics.url` (the site's own address) is no link, and the
//!   photo (an upload's path stays relative) and location are read from it as written;
//!   `work[].folio` gives the industry (no warning), the tools with their usage and the
//!   accomplishments as written (when the entry has highlights), and
//!   `education[].folio` the date as written. `education[].folio.defaultCategory` (LinkedIn's
//!   export, [`crate::linkedin`]) marks the area as a default word, treated as the fallback
//!   `Education` is: an update keeps the entry's category, a translation fills none.
//! - **Bounds.** Text past its field's bound is shortened to it, ending in `…`, with a warning.
//!   At most [`MAX_ENTRIES`] work and education entries are read; the rest are left out with a
//!   warning. A field of the wrong type reads as missing, with a warning. At most
//!   [`MAX_WARNINGS`] warnings are listed, then one line says how many more there were.
//!
//! - **Matching.** Each imported experience and entry is matched with the existing one it is
//!   already, if any ([`matching`]: experiences by company and start date, education by name);
//!   the owner chooses to skip (the default for a match), update or add each one. What the site
//!   already holds as the document says it ([`existing`]) is no change: importing the site's own
//!   `/resume.json` changes nothing.
//!
//! - **Another language.** Into another language of the site, the document fills the
//!   translations of the existing rows and creates nothing ([`translation`]).
//!
//! Each experience and entry is then validated as the admin's forms are
//! ([`crate::validation::Experience::parse`], [`crate::validation::EducationDraft::parse`]); one
//! that still fails is skipped with its messages.

mod basics;
mod entries;
pub mod existing;
mod gaps;
pub mod incomplete;
pub mod matching;
mod outcome;
pub mod projects;
mod read;
pub mod translation;

use crate::validation::{Checked, FieldCode, ValidationErrors};
use basics::profile;
pub use basics::shown_link_labels;
use entries::{Read, experience, study};
use existing::{Unchanged, leave_out_stored};
pub use matching::ResumeImport;
use matching::{Choices, Existing, Matches, Outcome, Start, match_education, match_experiences};
pub use read::MAX_WARNINGS;
use read::{Warnings, list};
use serde_json::{Map, Value};

/// The largest document read, in bytes of JSON text: folio-core's bound for it.
pub const MAX_DOCUMENT_BYTES: usize = crate::validation::limits::RESUME_DOCUMENT;

/// The most work entries, and the most education entries, read from one document.
pub const MAX_ENTRIES: usize = 200;

impl ResumeImport {
    /// Whether the import replaces any of the profile's fields.
    pub fn changes_profile(&self) -> bool {
        let profile = &self.profile;
        profile.name.is_some()
            || profile.brief_intro.is_some()
            || !profile.github_url.is_keep()
            || !profile.linkedin_url.is_keep()
            || !self.details.changes_nothing()
    }
}

/// Reads the JSON text of a JSON Resume document into a site with nothing in it yet: what Folio
/// would create from it, or why the document cannot be imported (under the field `document`).
pub fn import_resume(text: &str) -> Result<ResumeImport, ValidationErrors> {
    import_resume_into(text, &Existing::default())
}

/// [`import_resume`] into a site that holds `existing`, each imported entry matched with the
/// existing one it is already ([`matching`]).
pub fn import_resume_into(
    text: &str,
    existing: &Existing,
) -> Result<ResumeImport, ValidationErrors> {
    let refuse = |code, message: &str| {
        let mut errors = ValidationErrors::default();
        errors.push("document", code, message);
        Err(errors)
    };
    if text.len() > MAX_DOCUMENT_BYTES {
        return refuse(
            FieldCode::TooLong,
            "This file is too large for a résumé: at most 1 MB can be imported.",
        );
    }
    if text.trim().is_empty() {
        return refuse(FieldCode::Required, "This file is empty.");
    }
    // crate::json: the browser's own parser in the WASM module, which then carries none.
    let document = match crate::json::parse(text) {
        Some(Value::Object(document)) => document,
        Some(_) => {
            return refuse(
                FieldCode::InvalidFormat,
                "This file is not a JSON Resume document: it should hold one JSON object with \
                 basics, work or education.",
            );
        }
        None => return refuse(FieldCode::InvalidFormat, "This file is not valid JSON."),
    };
    let mut warnings = Warnings::default();
    let (mut profile, mut details) = profile(&document, &mut warnings);
    let Work {
        experiences,
        starts,
        work,
        mut incomplete,
        incomplete_starts,
        order,
    } = read_work(&document, &mut warnings);
    let (education, guessed_categories): (Vec<_>, Vec<_>) =
        entries(&document, "education", "education", &mut warnings)
            .iter()
            .enumerate()
            .filter_map(|(n, entry)| study(n + 1, entry, &mut warnings))
            .unzip();
    let case_studies = projects::drafts(&document, &mut warnings);
    let empty_profile =
        profile.name.is_none() && profile.brief_intro.is_none() && details.changes_nothing();
    if empty_profile
        && experiences.is_empty()
        && incomplete.is_empty()
        && education.is_empty()
        && case_studies.is_empty()
    {
        let mut errors = ValidationErrors::default();
        let mut message = String::from(
            "This file has nothing Folio can import: no name, summary, work or education.",
        );
        if let Some(first) = warnings.first() {
            message = format!("{message} {first}");
        }
        errors.push("document", FieldCode::Required, message);
        return Err(errors);
    }
    let (matched, matched_incomplete) = match_experiences(
        (&experiences, &starts),
        (&incomplete, &incomplete_starts),
        &order,
        &existing.experiences,
    );
    for (gap, matched) in incomplete.iter_mut().zip(matched_incomplete) {
        gap.matched = matched;
    }
    let matches = Matches {
        experiences: matched,
        education: match_education(&education, &existing.education),
        case_studies: projects::match_projects(&case_studies, &existing.case_studies),
    };
    let mut unchanged = Unchanged::of(
        (&experiences, &education),
        &guessed_categories,
        (&matches.experiences, &matches.education),
        existing,
    );
    unchanged.case_studies =
        projects::unchanged(&case_studies, &matches.case_studies, &existing.case_studies);
    if let Some(stored) = &existing.profile {
        leave_out_stored(&mut profile, &mut details, stored);
    }
    let mut import = ResumeImport {
        profile,
        details,
        experiences,
        incomplete,
        work,
        education,
        case_studies,
        warnings: warnings.into_lines(),
        matches,
        unchanged,
        outcome: Outcome::default(),
        guessed_categories,
    };
    import.outcome = import.outcome(None)?;
    Ok(import)
}

/// [`import_resume`] as a plain value for the browser.
pub fn check_resume_import(text: &str) -> Checked<ResumeImport> {
    import_resume(text).into()
}

/// [`import_resume_into`] with the owner's `choices` as its outcome, as a plain value for the
/// browser (whose preview reads the file again with each choice).
pub fn check_resume_import_with(
    text: &str,
    existing: &Existing,
    choices: Option<&Choices>,
) -> Checked<ResumeImport> {
    import_resume_into(text, existing)
        .and_then(|mut import| {
            import.outcome = import.outcome(choices)?;
            Ok(import)
        })
        .into()
}

/// The document's work entries read: the experiences, and the entries without their description
/// or accomplishments ([`incomplete`]), each with its start as written.
struct Work {
    experiences: Vec<crate::validation::NewExperience>,
    starts: Vec<Start>,
    /// Each experience's place in the work list, from 1.
    work: Vec<usize>,
    incomplete: Vec<gaps::IncompleteExperience>,
    incomplete_starts: Vec<Start>,
    /// Each entry read, in order: in `experiences` (true) or in `incomplete` (false).
    order: Vec<bool>,
}

/// Reads the work entries of `document`, and says which industries were guessed.
fn read_work(document: &Map<String, Value>, warnings: &mut Warnings) -> Work {
    let mut guessed = Vec::new();
    let mut other = Vec::new();
    let mut experiences = Vec::new();
    let mut starts: Vec<Start> = Vec::new();
    let mut work = Vec::new();
    let mut incomplete = Vec::new();
    let mut incomplete_starts = Vec::new();
    // Each work entry's place in `experiences` (true) or `incomplete` (false), in order.
    let mut order = Vec::new();
    for (n, entry) in entries(document, "work", "work", warnings)
        .iter()
        .enumerate()
    {
        let Some((read, start, own)) = experience(n + 1, entry, warnings) else {
            continue;
        };
        let is_other = match read {
            Read::Complete(experience) => {
                let is_other = experience.industry == "Other";
                starts.push(start);
                work.push(n + 1);
                experiences.push(experience);
                order.push(true);
                is_other
            }
            Read::Incomplete(gap) => {
                let is_other = gap.industry == "Other";
                incomplete_starts.push(start);
                incomplete.push(gap);
                order.push(false);
                is_other
            }
        };
        if !own {
            let industry_of = if is_other { &mut other } else { &mut guessed };
            industry_of.push(format!("Work {}", n + 1));
        }
    }
    if !guessed.is_empty() {
        warnings.push(format!(
            "JSON Resume has no industry: it was guessed from the text of {}. Check it after \
             the import.",
            guessed.join(", ")
        ));
    }
    if !other.is_empty() {
        warnings.push(format!(
            "JSON Resume has no industry: 'Other' is used for {}. Change it after the import \
             if you like.",
            other.join(", ")
        ));
    }
    Work {
        experiences,
        starts,
        work,
        incomplete,
        incomplete_starts,
        order,
    }
}

/// The entries of the list `key`, at most [`MAX_ENTRIES`].
fn entries<'a>(
    document: &'a Map<String, Value>,
    key: &str,
    label: &str,
    warnings: &mut Warnings,
) -> &'a [Value] {
    let all = list(document, key, label, warnings).as_slice();
    if all.len() > MAX_ENTRIES {
        warnings.push(format!(
            "Only the first {MAX_ENTRIES} {label} entries were read: {} more were left out.",
            all.len() - MAX_ENTRIES
        ));
    }
    &all[..all.len().min(MAX_ENTRIES)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn work(count: usize) -> String {
        let entry = json!({"name": "Acme", "position": "Dev", "startDate": "2020-01",
            "summary": "Built things.", "highlights": ["Shipped"]});
        json!({ "work": vec![entry; count] }).to_string()
    }

    #[test]
    fn a_huge_work_list_gives_at_most_the_bound_of_experiences() {
        let imported = import_resume(&work(MAX_ENTRIES + 50)).unwrap();
        assert_eq!(imported.experiences.len(), MAX_ENTRIES);
        assert!(imported.warnings[0].contains("50 more were left out"));
    }

    #[test]
    fn a_flood_of_warnings_lists_the_first_and_counts_the_rest() {
        // Half a million profiles that are not objects, each worth a warning, in under 1 MB.
        let profiles = vec![json!(1); 499_000];
        let text = json!({ "basics": { "name": "Ada", "profiles": profiles } }).to_string();
        assert!(text.len() <= MAX_DOCUMENT_BYTES);
        let imported = import_resume(&text).unwrap();
        assert_eq!(imported.warnings.len(), MAX_WARNINGS + 1);
        assert_eq!(
            imported.warnings[0],
            "Profile 1 of basics.profiles is not an object: it was skipped."
        );
        assert_eq!(
            imported.warnings[MAX_WARNINGS],
            "And 498,900 more warnings, not listed."
        );
    }

    #[test]
    fn a_document_past_the_byte_bound_is_refused_before_it_is_parsed() {
        let text = format!(
            "{{\"basics\": {{\"name\": \"{}\"}}}}",
            "a".repeat(MAX_DOCUMENT_BYTES)
        );
        let errors = import_resume(&text).unwrap_err();
        assert_eq!(errors.fields[0].code, FieldCode::TooLong);
    }

    #[test]
    fn deeply_nested_json_is_refused_with_a_message_not_a_crash() {
        let text = "[".repeat(100_000);
        assert_eq!(
            import_resume(&text).unwrap_err().fields[0].code,
            FieldCode::InvalidFormat
        );
    }

    #[test]
    fn folios_own_export_imports_back_to_the_same_fields() {
        let exported = json!({
            "basics": {"name": "Ada", "summary": "Intro", "url": "https://ada.example",
                "profiles": [{"network": "GitHub", "url": "https://github.com/ada"}]},
            "work": [{"name": "Acme", "position": "Dev", "startDate": "2020-01",
                "endDate": "2021-06", "summary": "Did work.", "highlights": ["One", "Two"]}],
            "education": [{"institution": "MIT", "area": "Degrees", "url": "https://mit.edu",
                "endDate": "2019"}]
        });
        let imported = import_resume(&exported.to_string()).unwrap();
        let experience = &imported.experiences[0];
        assert_eq!(experience.accomplishments, "One\nTwo");
        assert_eq!(
            experience.end_date.map(|d| d.to_string()).as_deref(),
            Some("2021-06")
        );
        assert!(!experience.is_current_job);
        let entry = &imported.education[0];
        assert_eq!(
            (entry.name.as_str(), entry.category.as_str()),
            ("MIT", "Degrees")
        );
        assert_eq!(entry.date.as_deref(), Some("2019"));
    }
}
