//! Which existing entry an imported one is already (issue 23, point 4), and what the owner
//! chose to do with each: skip it, update the existing entry, or add it anyway.
//!
//! - **Experiences** match by company and start date. The company is compared without regard
//!   to case or to spaces (trimmed, runs of whitespace as one space). A start given in the
//!   document as a month (`YYYY-MM`, `YYYY-MM-DD`) matches an existing experience starting in
//!   that month; a start given as a bare year matches any start in that year. A work entry
//!   without a readable start date is skipped before matching (Folio needs one), and an
//!   existing experience whose stored start is not a month is never matched.
//! - **Education** matches by name: the document's `institution` (which becomes the name)
//!   against the existing entry's name, compared as companies are.
//! - Each existing entry is matched by at most one imported entry, the first in the document's
//!   order; among several candidates the one with the same job title (experiences) or category
//!   (education) is taken, then the first in display order.
//! - Without a choice, an entry matching an existing one is **skipped** and a new one is
//!   **added**. The owner may choose, per entry, to update the entry it matches (the document's
//!   fields replace its fields; what the document cannot say is kept: an experience's industry
//!   and tools, an education entry's position, and its category, link and date when the
//!   document gives none) or to add it anyway. Updating an entry that matches nothing is
//!   refused.

use crate::dates::YearMonth;

use super::existing::Unchanged;
pub use super::existing::{Existing, ExistingEducation, ExistingExperience, ExistingProfile};
use super::gaps::IncompleteExperience;
use crate::tools::Tool;
use crate::validation::{
    FieldCode, NewCaseStudy, NewEducation, NewExperience, ProfileDetails, ProfileUpdate,
    ValidationErrors,
};
use serde::{Deserialize, Serialize};

/// What importing a JSON Resume document would create.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ResumeImport {
    /// The profile's fields the document gives; what it leaves out stays as stored.
    pub profile: ProfileUpdate,
    /// The profile's photo, headline, location, contact and other links the document gives.
    #[serde(default, skip_serializing_if = "ProfileDetails::changes_nothing")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub details: ProfileDetails,
    /// The experiences to add after the existing ones, in the document's order.
    pub experiences: Vec<NewExperience>,
    /// The work entries that lack a description or accomplishments, which the owner may write
    /// in the preview or skip ([`super::incomplete`]); left out when none does.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub incomplete: Vec<IncompleteExperience>,
    /// Each experience's place in the document's work list, from 1.
    #[serde(skip)]
    pub work: Vec<usize>,
    /// The education entries to add after the existing ones, in the document's order.
    pub education: Vec<NewEducation>,
    /// The document's projects as unpublished case-study drafts ([`super::projects`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub case_studies: Vec<NewCaseStudy>,
    /// What was skipped, shortened or guessed, one sentence each for the owner.
    pub warnings: Vec<String>,
    /// The existing entries the imported ones match ([`matching`]).
    pub matches: Matches,
    /// Which imported entries are the same as the existing ones they match; left out when none
    /// is.
    #[serde(default, skip_serializing_if = "Unchanged::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub unchanged: Unchanged,
    /// What the import does with the owner's choices (without any: every match skipped, every
    /// new entry added), in words.
    pub outcome: Outcome,
    /// For each education entry, whether its category is the fallback `Education` (the
    /// document gave none), which an update does not apply.
    #[serde(skip)]
    pub guessed_categories: Vec<bool>,
}

/// For each imported experience and education entry (in the import's order), the id of the
/// existing one it matches.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Matches {
    /// One per imported experience.
    pub experiences: Vec<Option<i64>>,
    /// One per imported education entry.
    pub education: Vec<Option<i64>>,
    /// One per imported case-study draft.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub case_studies: Vec<Option<i64>>,
}

/// What to do with one imported entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum Choice {
    /// Leave it out.
    Skip,
    /// Replace the matching entry's fields with it.
    Update,
    /// Add it as a new entry.
    Add,
}

/// The owner's choice for each imported entry, in the import's order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Choices {
    /// One per imported experience.
    #[serde(default)]
    pub experiences: Vec<Choice>,
    /// One per imported education entry.
    #[serde(default)]
    pub education: Vec<Choice>,
    /// One per imported case-study draft.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub case_studies: Vec<Choice>,
}

/// What happens to one imported entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Left out.
    Skip,
    /// Replaces the fields of the existing entry with this id.
    Update(i64),
    /// Added as a new entry.
    Add,
}

/// What happens to each imported entry.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Decisions {
    /// One per imported experience.
    pub experiences: Vec<Decision>,
    /// One per imported education entry.
    pub education: Vec<Decision>,
    /// One per imported case-study draft.
    pub case_studies: Vec<Decision>,
}

/// What an import does, in words: `will` for the preview ("will import your profile and 1
/// experience, update 1 experience, and skip 2 entries"), `done` once it is done ("Imported your
/// profile and 1 experience, updated 1 experience, and skipped 2 entries.").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Outcome {
    /// The preview's sentence, after the file's name.
    pub will: String,
    /// The sentence once imported.
    pub done: String,
}

/// Text as matching compares it: trimmed, runs of whitespace as one space, lower-cased.
pub fn match_key(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// An imported experience's start as the document gave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Start {
    /// A month.
    Month(YearMonth),
    /// A bare year.
    Year(YearMonth),
}

impl Start {
    fn matches(self, stored: &str) -> bool {
        let Some(stored) = YearMonth::parse(stored.trim()) else {
            return false;
        };
        match self {
            Start::Month(month) => month == stored,
            Start::Year(january) => january.year() == stored.year(),
        }
    }
}

/// Pairs each imported item with the first unclaimed existing one that `fits`, preferring one
/// that is `alike` as well.
pub(super) fn pair<I, E>(
    imported: &[I],
    existing: &[E],
    id: impl Fn(&E) -> i64,
    fits: impl Fn(&I, &E) -> bool,
    alike: impl Fn(&I, &E) -> bool,
) -> Vec<Option<i64>> {
    let mut claimed = vec![false; existing.len()];
    imported
        .iter()
        .map(|item| {
            let candidates: Vec<usize> = (0..existing.len())
                .filter(|&n| !claimed[n] && fits(item, &existing[n]))
                .collect();
            let chosen = candidates
                .iter()
                .copied()
                .find(|&n| alike(item, &existing[n]))
                .or_else(|| candidates.first().copied())?;
            claimed[chosen] = true;
            Some(id(&existing[chosen]))
        })
        .collect()
}

/// The existing experience each imported one matches, and each incomplete one
/// ([`super::incomplete`]): both lists in the document's order, `order` saying which list each
/// work entry is in (`true`: the experiences), so an entry claims before the ones after it
/// whichever list it is in. `starts` give each one's start as the document wrote it.
pub(super) fn match_experiences(
    (imported, starts): (&[NewExperience], &[Start]),
    (incomplete, incomplete_starts): (&[IncompleteExperience], &[Start]),
    order: &[bool],
    existing: &[ExistingExperience],
) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    let mut whole = imported.iter().zip(starts.iter().copied());
    let mut gaps = incomplete.iter().zip(incomplete_starts.iter().copied());
    let keyed: Vec<(&str, &str, Start)> = order
        .iter()
        .filter_map(|&complete| {
            if complete {
                whole
                    .next()
                    .map(|(new, start)| (new.company.as_str(), new.job_title.as_str(), start))
            } else {
                gaps.next()
                    .map(|(gap, start)| (gap.company.as_str(), gap.job_title.as_str(), start))
            }
        })
        .collect();
    let paired = pair(
        &keyed,
        existing,
        |e| e.id,
        |(company, _, start), old| {
            match_key(company) == match_key(&old.company) && start.matches(&old.start_date)
        },
        |(_, title, _), old| match_key(title) == match_key(&old.job_title),
    );
    let (mut matched, mut matched_incomplete) = (Vec::new(), Vec::new());
    for (complete, id) in order.iter().zip(paired) {
        if *complete {
            matched.push(id);
        } else {
            matched_incomplete.push(id);
        }
    }
    (matched, matched_incomplete)
}

/// The existing education entry each imported one matches.
pub(super) fn match_education(
    imported: &[NewEducation],
    existing: &[ExistingEducation],
) -> Vec<Option<i64>> {
    pair(
        imported,
        existing,
        |e| e.id,
        |new, old| match_key(&new.name) == match_key(&old.name),
        |new, old| match_key(&new.category) == match_key(&old.category),
    )
}

impl ResumeImport {
    /// What happens to each entry with the owner's `choices` (none: every match skipped, every
    /// new entry added), or why the choices do not fit this import (under `choices`).
    pub fn decide(&self, choices: Option<&Choices>) -> Result<Decisions, ValidationErrors> {
        decide(&self.matches, choices)
    }
}

/// What happens to each entry of `matches` with `choices`.
fn decide(matches: &Matches, choices: Option<&Choices>) -> Result<Decisions, ValidationErrors> {
    let mut errors = ValidationErrors::default();
    let experiences = decide_list(
        &matches.experiences,
        choices.map(|c| c.experiences.as_slice()),
        ("experience", "experiences", "Work"),
        &mut errors,
    );
    let education = decide_list(
        &matches.education,
        choices.map(|c| c.education.as_slice()),
        ("education entry", "education entries", "Education"),
        &mut errors,
    );
    let case_studies = decide_list(
        &matches.case_studies,
        // Choices sent without any for the drafts leave them to the defaults (a client that
        // predates projects).
        choices
            .map(|c| c.case_studies.as_slice())
            .filter(|c| !c.is_empty()),
        ("case-study draft", "case-study drafts", "Projects"),
        &mut errors,
    );
    if errors.fields.is_empty() {
        Ok(Decisions {
            experiences,
            education,
            case_studies,
        })
    } else {
        Err(errors)
    }
}

fn decide_list(
    matches: &[Option<i64>],
    choices: Option<&[Choice]>,
    (one, many, label): (&str, &str, &str),
    errors: &mut ValidationErrors,
) -> Vec<Decision> {
    let field = format!(
        "choices.{}",
        match label {
            "Work" => "experiences",
            "Projects" => "caseStudies",
            _ => "education",
        }
    );
    let Some(choices) = choices else {
        return matches
            .iter()
            .map(|m| m.map_or(Decision::Add, |_| Decision::Skip))
            .collect();
    };
    if choices.len() != matches.len() {
        let count = |n: usize| format!("{n} {}", if n == 1 { one } else { many });
        errors.push(
            &field,
            FieldCode::InvalidFormat,
            format!(
                "The choices do not fit this file: it has {}, and {} sent. Choose the file \
                 again.",
                count(matches.len()),
                if choices.len() == 1 {
                    "1 choice was".to_owned()
                } else {
                    format!("{} choices were", choices.len())
                }
            ),
        );
        return Vec::new();
    }
    matches
        .iter()
        .zip(choices)
        .enumerate()
        .map(|(n, (matched, choice))| match (choice, matched) {
            (Choice::Skip, _) => Decision::Skip,
            (Choice::Add, _) => Decision::Add,
            (Choice::Update, Some(id)) => Decision::Update(*id),
            (Choice::Update, None) => {
                errors.push(
                    &field,
                    FieldCode::InvalidFormat,
                    format!(
                        "Imported {one} {} matches none of your {many}, so it cannot update \
                         one. Choose the file again.",
                        n + 1
                    ),
                );
                Decision::Skip
            }
        })
        .collect()
}

/// The experience `existing` becomes when the owner chose to update it with `imported`: the
/// document's title, company, dates, description and accomplishments; its own industry (when it
/// has one) and tools, which JSON Resume cannot give.
pub fn updated_experience(
    imported: &NewExperience,
    existing_industry: &str,
    existing_tools: &[Tool],
) -> NewExperience {
    let industry = existing_industry.trim();
    NewExperience {
        industry: if industry.is_empty() {
            imported.industry.clone()
        } else {
            industry.to_owned()
        },
        tools: existing_tools.to_vec(),
        ..imported.clone()
    }
}

/// The education entry `existing` becomes when the owner chose to update it with the imported
/// entry `n`: the document's name, and its category, link and date where it gives them; the
/// entry's own position.
pub fn updated_education(import: &ResumeImport, n: usize, existing: &NewEducation) -> NewEducation {
    let imported = &import.education[n];
    let guessed = import.guessed_categories.get(n).copied().unwrap_or(false);
    NewEducation {
        name: imported.name.clone(),
        category: if guessed {
            existing.category.clone()
        } else {
            imported.category.clone()
        },
        link: imported.link.clone().or_else(|| existing.link.clone()),
        date: imported.date.clone().or_else(|| existing.date.clone()),
        sort_order: existing.sort_order,
        // Kept as stored: the document is in one language.
        translations: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn match_key_ignores_case_and_spacing() {
        assert_eq!(match_key("  Acme\t  Corp "), "acme corp");
        assert_eq!(match_key("ÉCOLE"), "école");
    }

    #[test]
    fn a_bare_year_matches_any_start_that_year_and_a_month_only_its_month() {
        let january = YearMonth::parse("2020-01").unwrap();
        assert!(Start::Year(january).matches("2020-07"));
        assert!(!Start::Year(january).matches("2021-01"));
        assert!(Start::Month(january).matches(" 2020-01 "));
        assert!(!Start::Month(january).matches("2020-02"));
        assert!(!Start::Month(january).matches("January 2020"));
    }
}
