//! What the site holds when a document is imported, and what of the document it holds already
//! (issue 40, point 2: importing the site's own `/resume.json` changes nothing).
//!
//! - **The profile.** A field the document gives with the value the profile holds is left out of
//!   the import, as if the document had not given it; so is the list of other links when it is
//!   the same list in the same order.
//! - **Entries.** An imported entry is *unchanged* when the existing entry it matches
//!   ([`super::matching`]) has the same fields: for an experience its job title, company,
//!   dates, industry, description, accomplishments and tools with their usage; for an education
//!   entry its name, link, date and category (a category the document did not give, which an
//!   update keeps, counts as the same). Skipping or updating such an entry changes nothing.
//!   The comparison is exact: text differing only in case or spacing is a change.

use crate::profile::ProfileLink;
use crate::tools::Tool;
use crate::validation::{Change, NewEducation, NewExperience, ProfileDetails, ProfileUpdate};
use serde::{Deserialize, Serialize};

/// The site's profile, experiences and education entries, as an import reads them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Existing {
    /// The profile as stored; without it, every field the document gives is a change.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub profile: Option<ExistingProfile>,
    /// The experiences, in display order.
    #[serde(default)]
    pub experiences: Vec<ExistingExperience>,
    /// The education entries, in display order.
    #[serde(default)]
    pub education: Vec<ExistingEducation>,
    /// The case studies, in display order.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub case_studies: Vec<ExistingCaseStudy>,
}

/// The profile's fields an import can change, as stored (and as `GET /api/profile` gives them).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ExistingProfile {
    /// The name.
    pub name: String,
    /// The brief introduction.
    pub brief_intro: String,
    /// The GitHub profile.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub github_url: Option<String>,
    /// The LinkedIn profile.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub linkedin_url: Option<String>,
    /// The photo.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub photo: Option<String>,
    /// The headline.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub headline: Option<String>,
    /// The location.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub location: Option<String>,
    /// The contact.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub contact: Option<String>,
    /// The other links, in order.
    #[cfg_attr(
        feature = "wasm",
        tsify(optional, type = "{ label: string; url: string }[]")
    )]
    pub links: Vec<ProfileLink>,
}

/// An existing experience: what matching and the comparison read of it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ExistingExperience {
    /// Its id.
    pub id: i64,
    /// Its job title.
    pub job_title: String,
    /// Its company.
    pub company: String,
    /// Its start month as stored.
    pub start_date: String,
    /// Its end month as stored, if any.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub end_date: Option<String>,
    /// Whether it is the current job.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub is_current_job: bool,
    /// Its industry.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub industry: String,
    /// Its description.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub description: String,
    /// Its accomplishments.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub accomplishments: String,
    /// Its tools, with their usage.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub tools: Vec<Tool>,
}

/// An existing education entry: what matching and the comparison read of it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ExistingEducation {
    /// Its id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Its category.
    pub category: String,
    /// Its link, if any.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub link: Option<String>,
    /// Its date as written, if any.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub date: Option<String>,
}

/// An existing case study: what matching and the comparison read of it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ExistingCaseStudy {
    /// Its id.
    pub id: i64,
    /// Its title.
    pub title: String,
    /// Its slug.
    pub slug: String,
    /// Its description.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub description: String,
    /// Its content.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub content: String,
}

/// For each imported experience and education entry (in the import's order), whether the
/// existing entry it matches has the same fields.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Unchanged {
    /// One per imported experience.
    pub experiences: Vec<bool>,
    /// One per imported education entry.
    pub education: Vec<bool>,
    /// One per imported case-study draft.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub case_studies: Vec<bool>,
}

impl Unchanged {
    /// Whether no imported entry is the same as one the site holds.
    pub fn is_none(&self) -> bool {
        !self
            .experiences
            .iter()
            .chain(&self.education)
            .chain(&self.case_studies)
            .any(|same| *same)
    }

    /// Compares each imported entry with the existing one it matches (the ids in `matched`: one
    /// per imported experience, then one per education entry); `guessed` says which education
    /// entries' categories the document did not give.
    pub(super) fn of(
        (experiences, education): (&[NewExperience], &[NewEducation]),
        guessed: &[bool],
        matched: (&[Option<i64>], &[Option<i64>]),
        existing: &Existing,
    ) -> Unchanged {
        let experience = |(new, id): (&NewExperience, &Option<i64>)| {
            let old = existing.experiences.iter().find(|old| Some(old.id) == *id);
            old.is_some_and(|old| same_experience(new, old))
        };
        let entry = |(n, (new, id)): (usize, (&NewEducation, &Option<i64>))| {
            let guessed = guessed.get(n).copied().unwrap_or(false);
            let old = existing.education.iter().find(|old| Some(old.id) == *id);
            old.is_some_and(|old| same_education(new, guessed, old))
        };
        Unchanged {
            experiences: experiences.iter().zip(matched.0).map(experience).collect(),
            education: education
                .iter()
                .zip(matched.1)
                .enumerate()
                .map(entry)
                .collect(),
            case_studies: Vec::new(),
        }
    }
}

fn same_experience(new: &NewExperience, old: &ExistingExperience) -> bool {
    new.job_title == old.job_title
        && new.company == old.company
        && new.start_date.to_string() == old.start_date
        && new.end_date.map(|end| end.to_string()) == old.end_date
        && new.is_current_job == old.is_current_job
        && new.industry == old.industry
        && new.description == old.description
        && new.accomplishments == old.accomplishments
        && new.tools == old.tools
}

fn same_education(new: &NewEducation, guessed_category: bool, old: &ExistingEducation) -> bool {
    new.name == old.name
        && (guessed_category || new.category == old.category)
        && new.link == old.link
        && new.date == old.date
}

/// Leaves out of `profile` and `details` each field that `stored` holds with the same value.
pub(super) fn leave_out_stored(
    profile: &mut ProfileUpdate,
    details: &mut ProfileDetails,
    stored: &ExistingProfile,
) {
    if profile.name.as_ref() == Some(&stored.name) {
        profile.name = None;
    }
    if profile.brief_intro.as_ref() == Some(&stored.brief_intro) {
        profile.brief_intro = None;
    }
    for (change, stored) in [
        (&mut profile.github_url, &stored.github_url),
        (&mut profile.linkedin_url, &stored.linkedin_url),
        (&mut details.photo, &stored.photo),
        (&mut details.headline, &stored.headline),
        (&mut details.location, &stored.location),
        (&mut details.contact, &stored.contact),
    ] {
        if change.new_value() == stored.as_ref() && !change.is_keep() {
            *change = Change::Keep;
        }
    }
    if details.links.as_ref() == Some(&stored.links) {
        details.links = None;
    }
}
