//! A JSON Resume document imported into another language of the site (issue 25 goal 6: "the
//! JSON Resume import fills the language the owner chooses").
//!
//! The default language's import creates and updates rows ([`super::import_resume_into`]).
//! Into any other language of the site, an import never creates a row and never touches the
//! default's texts: it fills that language's translations of the rows that exist. The document is
//! read by the same mapping ([`super::import_resume`]: bounds, shortening, skipped entries), then:
//!
//! - **Which language** ([`import_target`]): none, or the default's tag (in any case), is the
//!   default's import; another language of the site, named by any spelling its tag accepts, is a
//!   translation; any other is refused under `language`.
//! - **Profile.** `basics.name`, `basics.summary` and `basics.label` are the name, introduction
//!   and headline in that language.
//! - **Experiences.** Each work entry, in the document's order, is matched with an existing
//!   experience (in display order, each at most once): first one with the same start month and
//!   the same end (the same end month, or both current or without an end), then one with the same
//!   start month alone. Its position, company, summary and highlights fill the job title,
//!   company, description and accomplishments; the industry (JSON Resume has none) and the tools'
//!   notes stay as translated.
//! - **Education.** Each entry is matched first with an existing entry of the same date (as
//!   written, compared without regard to case or spacing; two entries without a date have the
//!   same), the k-th of a date with the k-th of that date, then, among those left, by order: the
//!   document's next with the next in display order. Its institution fills the name, its area
//!   the category (not the `Education` the mapping puts in when the document gives none).
//! - **What matches nothing** is listed, one sentence per entry ([`TranslationImport::unmatched`]),
//!   and left out; the owner sees it in the preview before anything is written.
//!
//! The texts a match fills replace those fields of the language's stored texts; every other field
//! of that language, and every other language, stays ([`fill_experience`], [`fill_education`],
//! [`fill_profile`]). The server checks the result as a save's translations
//! ([`crate::translations::check`]).

use super::incomplete::work_in_order;
use super::matching::{Existing, ExistingEducation, ExistingExperience, Outcome, match_key};
use super::{ResumeImport, import_resume};
use crate::dates::YearMonth;
use crate::language::{LanguageTag, Languages, endonym};
use crate::translations::{EducationTexts, ExperienceTexts, ProfileTexts};
use crate::validation::Checked;
use crate::validation::{FieldCode, NewEducation, NewExperience, ValidationErrors};
use serde::{Deserialize, Serialize};

/// What importing a document into another language of the site would fill.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct TranslationImport {
    /// The language filled, its tag in canonical case.
    pub language: String,
    /// The profile's texts in that language the document gives.
    pub profile: ProfileTexts,
    /// Each existing experience a work entry matches, with its texts from the entry.
    pub experiences: Vec<FilledExperience>,
    /// Each existing education entry an entry matches, with its texts from the entry.
    pub education: Vec<FilledEducation>,
    /// Each entry of the document that matches nothing, in words: left out.
    pub unmatched: Vec<String>,
    /// What was skipped or shortened while reading the document, one sentence each.
    pub warnings: Vec<String>,
    /// What the import does, in words.
    pub outcome: Outcome,
}

/// An existing experience and its texts from the work entry it matches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct FilledExperience {
    /// The existing experience's id.
    pub id: i64,
    /// The work entry's place in the document's imported entries, from 1.
    pub entry: usize,
    /// Its texts in the language.
    pub texts: ExperienceTexts,
}

/// An existing education entry and its texts from the entry it matches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct FilledEducation {
    /// The existing entry's id.
    pub id: i64,
    /// The entry's place in the document's imported entries, from 1.
    pub entry: usize,
    /// Its texts in the language.
    pub texts: EducationTexts,
}

/// The language an import fills: `None` for the default's import (no language, or the default's
/// tag), the tag of another of the site's `languages`, or why `language` is none of them (under
/// `language`).
pub fn import_target(
    languages: &Languages,
    language: Option<&str>,
) -> Result<Option<LanguageTag>, ValidationErrors> {
    let Some(typed) = language.map(str::trim).filter(|typed| !typed.is_empty()) else {
        return Ok(None);
    };
    let refuse = |message: String| {
        let mut errors = ValidationErrors::default();
        errors.push("language", FieldCode::InvalidFormat, message);
        Err(errors)
    };
    let tag = match LanguageTag::parse(typed) {
        Ok(tag) => tag,
        Err(error) => return refuse(error.message()),
    };
    if languages.is_default(&tag) {
        return Ok(None);
    }
    if !languages.contains(&tag) {
        return refuse(format!(
            "{tag} is not one of the site's languages: add it to the profile's languages \
             first, or import into one of them."
        ));
    }
    Ok(Some(tag))
}

/// Reads `text` as a JSON Resume document filling `language` (another of the site's languages,
/// as [`import_target`] names it) for a site holding `existing`.
pub fn import_translation(
    text: &str,
    existing: &Existing,
    language: &LanguageTag,
) -> Result<TranslationImport, ValidationErrors> {
    let import = import_resume(text)?;
    let name = endonym(language);
    let mut unmatched = Vec::new();

    // An entry without a description or accomplishments fills the texts it has.
    let (entries, work): (Vec<usize>, Vec<NewExperience>) =
        work_in_order(&import).into_iter().unzip();
    let experiences = match_work(&work, &existing.experiences);
    let mut filled_experiences = Vec::new();
    let given = |text: &String| (!text.is_empty()).then(|| text.clone());
    for (n, (new, matched)) in work.iter().zip(experiences).enumerate() {
        match matched {
            Some(index) => filled_experiences.push(FilledExperience {
                id: existing.experiences[index].id,
                entry: n + 1,
                texts: ExperienceTexts {
                    job_title: Some(new.job_title.clone()),
                    company: Some(new.company.clone()),
                    description: given(&new.description),
                    accomplishments: given(&new.accomplishments),
                    ..ExperienceTexts::default()
                },
            }),
            None => unmatched.push(format!(
                "Work {} ({} at {}, from {}) matches none of your experiences by its dates: \
                 it is left out.",
                entries[n], new.job_title, new.company, new.start_date
            )),
        }
    }

    let education = match_studies(&import.education, &existing.education);
    let mut filled_education = Vec::new();
    for (n, (new, matched)) in import.education.iter().zip(education).enumerate() {
        let guessed = import.guessed_categories.get(n).copied().unwrap_or(false);
        match matched {
            Some(index) => filled_education.push(FilledEducation {
                id: existing.education[index].id,
                entry: n + 1,
                texts: EducationTexts {
                    name: Some(new.name.clone()),
                    category: (!guessed).then(|| new.category.clone()),
                },
            }),
            None => unmatched.push(format!(
                "Education {} ({}) matches none of your education entries: it is left out.",
                n + 1,
                new.name
            )),
        }
    }

    let profile = ProfileTexts {
        name: import.profile.name.clone(),
        brief_intro: import.profile.brief_intro.clone(),
        headline: headline(&import),
        location: None,
    };
    let outcome = outcome(
        name,
        profile != ProfileTexts::default(),
        filled_experiences.len(),
        filled_education.len(),
        unmatched.len(),
    );
    // The mapping's guesses of what a new row would hold (an industry, a category) do not
    // concern a translation, which leaves those texts as they are.
    let mut warnings: Vec<String> = import
        .warnings
        .into_iter()
        .filter(|warning| {
            !warning.starts_with("JSON Resume has no industry")
                && !warning.ends_with("it is filed under 'Education'.")
        })
        .collect();
    // Never silently: case studies are translated in their editor, not by an import.
    if !import.case_studies.is_empty() {
        warnings.push(format!(
            "{} not translated: an import into {name} fills no case study. Import the file \
             into your site's default language to add {} as unpublished drafts.",
            count(import.case_studies.len(), "project is", "projects are"),
            if import.case_studies.len() == 1 {
                "it"
            } else {
                "them"
            }
        ));
    }
    if profile == ProfileTexts::default()
        && filled_experiences.is_empty()
        && filled_education.is_empty()
    {
        let mut errors = ValidationErrors::default();
        errors.push(
            "document",
            FieldCode::Required,
            format!(
                "This file fills nothing in {name}: it has no name, summary or label, and none \
                 of its entries matches one of yours. {}",
                unmatched.first().map_or("", String::as_str)
            )
            .trim_end()
            .to_owned(),
        );
        return Err(errors);
    }
    Ok(TranslationImport {
        language: language.as_str().to_owned(),
        profile,
        experiences: filled_experiences,
        education: filled_education,
        unmatched,
        warnings,
        outcome,
    })
}

/// [`import_target`] then [`import_translation`], as a plain value for the browser's preview.
pub fn check_translation_import(
    text: &str,
    existing: &Existing,
    languages: &Languages,
    language: &str,
) -> Checked<TranslationImport> {
    import_target(languages, Some(language))
        .and_then(|target| match target {
            Some(target) => import_translation(text, existing, &target),
            None => {
                let mut errors = ValidationErrors::default();
                errors.push(
                    "language",
                    FieldCode::InvalidFormat,
                    "The default language's import creates and updates entries: import without a language.",
                );
                Err(errors)
            }
        })
        .into()
}

/// The headline the document gives (`basics.label`), if any.
fn headline(import: &ResumeImport) -> Option<String> {
    match &import.details.headline {
        crate::validation::Change::Set(headline) => Some(headline.clone()),
        _ => None,
    }
}

/// Whether an imported item may be an existing one.
type Test<'a, I, E> = dyn Fn(&I, &E) -> bool + 'a;

/// Pairs each imported item, in order, with an unclaimed existing one (the first in display
/// order) by each test in turn: an item the first test pairs is not offered to the second.
fn pair_in_turn<I, E>(
    imported: &[I],
    existing: &[E],
    tests: &[&Test<'_, I, E>],
) -> Vec<Option<usize>> {
    let mut claimed = vec![false; existing.len()];
    let mut paired = vec![None; imported.len()];
    for test in tests {
        for (n, item) in imported.iter().enumerate() {
            if paired[n].is_some() {
                continue;
            }
            if let Some(found) =
                (0..existing.len()).find(|&e| !claimed[e] && test(item, &existing[e]))
            {
                claimed[found] = true;
                paired[n] = Some(found);
            }
        }
    }
    paired
}

/// An existing experience's end: `None` when current or without one, else its month (a stored
/// end that is no month never equals an imported one).
fn stored_end(old: &ExistingExperience) -> Option<Result<YearMonth, ()>> {
    if old.is_current_job {
        return None;
    }
    let end = old
        .end_date
        .as_deref()
        .map(str::trim)
        .filter(|e| !e.is_empty())?;
    Some(YearMonth::parse(end).ok_or(()))
}

/// The existing experience (by index) each work entry matches.
fn match_work(imported: &[NewExperience], existing: &[ExistingExperience]) -> Vec<Option<usize>> {
    let same_start = |new: &NewExperience, old: &ExistingExperience| {
        YearMonth::parse(old.start_date.trim()) == Some(new.start_date)
    };
    let same_dates = |new: &NewExperience, old: &ExistingExperience| {
        let end = if new.is_current_job {
            None
        } else {
            new.end_date.map(Ok)
        };
        same_start(new, old) && end == stored_end(old)
    };
    pair_in_turn(imported, existing, &[&same_dates, &same_start])
}

/// The existing education entry (by index) each imported one matches.
fn match_studies(imported: &[NewEducation], existing: &[ExistingEducation]) -> Vec<Option<usize>> {
    let date = |date: Option<&str>| match_key(date.unwrap_or_default());
    let same_date = |new: &NewEducation, old: &ExistingEducation| {
        date(new.date.as_deref()) == date(old.date.as_deref())
    };
    let any = |_: &NewEducation, _: &ExistingEducation| true;
    pair_in_turn(imported, existing, &[&same_date, &any])
}

/// `count` things in words: "1 experience", "2 experiences".
fn count(n: usize, one: &str, many: &str) -> String {
    match n {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

/// What a translation import does, in words.
fn outcome(
    language: &str,
    profile: bool,
    experiences: usize,
    education: usize,
    unmatched: usize,
) -> Outcome {
    let mut filled = Vec::new();
    if profile {
        filled.push("your profile".to_owned());
    }
    if experiences > 0 {
        filled.push(count(experiences, "experience", "experiences"));
    }
    if education > 0 {
        filled.push(count(education, "education entry", "education entries"));
    }
    let filled = match filled.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => "nothing".to_owned(),
    };
    let (left, left_done) = match unmatched {
        0 => (String::new(), String::new()),
        n => (
            format!(
                ", and leave out {} that matches nothing",
                count(n, "entry", "entries")
            ),
            format!(
                "; {} matched nothing and was left out",
                count(n, "entry", "entries")
            ),
        ),
    };
    let left_done = if unmatched > 1 {
        left_done.replace("was left out", "were left out")
    } else {
        left_done
    };
    let (left, left_done) = if unmatched > 1 {
        (left.replace("matches nothing", "match nothing"), left_done)
    } else {
        (left, left_done)
    };
    Outcome {
        will: format!("will fill the {language} texts of {filled}{left}"),
        done: format!("Filled the {language} texts of {filled}{left_done}."),
    }
}

/// The language's texts of the profile after the import: the document's where it gives them,
/// the stored ones elsewhere.
pub fn fill_profile(stored: Option<&ProfileTexts>, imported: &ProfileTexts) -> ProfileTexts {
    let stored = stored.cloned().unwrap_or_default();
    ProfileTexts {
        name: imported.name.clone().or(stored.name),
        brief_intro: imported.brief_intro.clone().or(stored.brief_intro),
        headline: imported.headline.clone().or(stored.headline),
        location: imported.location.clone().or(stored.location),
    }
}

/// The language's texts of an experience after the import: the entry's title, company,
/// description and accomplishments; the stored industry and tools' notes.
pub fn fill_experience(
    stored: Option<&ExperienceTexts>,
    imported: &ExperienceTexts,
) -> ExperienceTexts {
    let stored = stored.cloned().unwrap_or_default();
    ExperienceTexts {
        job_title: imported.job_title.clone().or(stored.job_title),
        company: imported.company.clone().or(stored.company),
        industry: imported.industry.clone().or(stored.industry),
        description: imported.description.clone().or(stored.description),
        accomplishments: imported.accomplishments.clone().or(stored.accomplishments),
        tools: stored.tools,
    }
}

/// The language's texts of an education entry after the import: the entry's name, and its
/// category when the document gives one.
pub fn fill_education(
    stored: Option<&EducationTexts>,
    imported: &EducationTexts,
) -> EducationTexts {
    let stored = stored.cloned().unwrap_or_default();
    EducationTexts {
        name: imported.name.clone().or(stored.name),
        category: imported.category.clone().or(stored.category),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> Languages {
        Languages::parse(&["en", "de"]).unwrap()
    }

    #[test]
    fn no_language_or_the_default_is_the_default_import_and_another_is_refused() {
        assert_eq!(import_target(&site(), None).unwrap(), None);
        assert_eq!(import_target(&site(), Some("EN")).unwrap(), None);
        assert_eq!(
            import_target(&site(), Some("de"))
                .unwrap()
                .unwrap()
                .as_str(),
            "de"
        );
        let errors = import_target(&site(), Some("fr")).unwrap_err();
        assert_eq!(errors.fields[0].field, "language");
        assert!(import_target(&site(), Some("not a tag!")).is_err());
    }

    #[test]
    fn the_outcome_names_what_is_filled_and_left_out() {
        let said = outcome("Deutsch", true, 2, 1, 2);
        assert_eq!(
            said.will,
            "will fill the Deutsch texts of your profile, 2 experiences and 1 education entry, \
             and leave out 2 entries that match nothing"
        );
        assert_eq!(
            said.done,
            "Filled the Deutsch texts of your profile, 2 experiences and 1 education entry; 2 \
             entries matched nothing and were left out."
        );
    }
}
