//! A résumé variant (issue 43): what one tailored PDF of the résumé shows, chosen from the site's
//! own entries. [`select`] is the rule, run by the server for each PDF and by the admin's
//! "Résumé" tab through WASM, so the tab shows the included entries as the owner edits; the
//! whole résumé is [`ResumeVariant::default`].

use crate::tools::Tool;
use serde::{Deserialize, Serialize};

/// The most tools, industries, categories or hand-picked entries one choice names.
pub const MAX_CHOSEN: usize = 1000;
/// The most characters of one chosen name (a tool, an industry, a category).
pub const MAX_NAME: usize = 200;
/// The most characters of a variant's name.
pub const MAX_VARIANT_NAME: usize = 80;
/// The most variants besides the default.
pub const MAX_VARIANTS: usize = 50;

/// Which experiences a variant shows, each in the site's order: those that pass every filter
/// set (none set: every experience), so "Rust roles since 2018" is two filters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ExperienceChoice {
    /// Those that used at least one of these tools (names compared case-insensitively); none
    /// for any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub tools: Vec<String>,
    /// Those in one of these industries (compared case-insensitively); none for any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub industries: Vec<String>,
    /// Those still going on in or after this year: current, or ended that year or later.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub since: Option<i32>,
    /// Only these, by id (hand-picked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub picked: Option<Vec<i64>>,
}

/// Which case studies a variant shows, in the Playground's order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(tag = "kind", rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum CaseStudyChoice {
    /// None.
    None,
    /// The featured ones.
    #[default]
    Featured,
    /// These case studies.
    Picked {
        /// Their ids.
        ids: Vec<i64>,
    },
}

/// The paper a variant is set on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum Paper {
    /// ISO A4.
    #[default]
    A4,
    /// US Letter.
    Letter,
}

impl Paper {
    /// The paper's name in Typst.
    pub fn typst_name(self) -> &'static str {
        match self {
            Self::A4 => "a4",
            Self::Letter => "us-letter",
        }
    }
}

/// What a variant chooses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ResumeVariant {
    /// Which experiences.
    #[serde(default)]
    pub experiences: ExperienceChoice,
    /// Which education categories; absent for every one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub education_categories: Option<Vec<String>>,
    /// Which case studies.
    #[serde(default)]
    pub case_studies: CaseStudyChoice,
    /// Whether the photo shows.
    #[serde(default = "yes")]
    pub photo: bool,
    /// The paper.
    #[serde(default)]
    pub paper: Paper,
}

fn yes() -> bool {
    true
}

impl Default for ResumeVariant {
    /// The whole résumé: every experience and category, the featured case studies, the photo.
    fn default() -> Self {
        Self {
            experiences: ExperienceChoice::default(),
            education_categories: None,
            case_studies: CaseStudyChoice::Featured,
            photo: true,
            paper: Paper::A4,
        }
    }
}

/// What [`select`] reads of an experience (an admin's or the site's: other fields are ignored).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ExperienceFacts {
    /// The id.
    pub id: i64,
    /// The industry.
    #[serde(default)]
    pub industry: String,
    /// `YYYY-MM`.
    #[serde(default)]
    pub start_date: String,
    /// `YYYY-MM`, when it ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub end_date: Option<String>,
    /// Still going on.
    #[serde(default)]
    pub is_current_job: bool,
    /// The tools.
    #[serde(default, deserialize_with = "crate::tools::read")]
    pub tools: Vec<Tool>,
}

/// What [`select`] reads of an education entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct EducationFacts {
    /// The id.
    pub id: i64,
    /// The category.
    #[serde(default)]
    pub category: String,
}

/// What [`select`] reads of a case study.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CaseStudyFacts {
    /// The id.
    pub id: i64,
    /// Marked as featured.
    #[serde(default)]
    pub is_featured: bool,
}

/// A variant and the entries it chooses from, each list in the site's order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SelectionInput {
    /// The variant.
    pub variant: ResumeVariant,
    /// The experiences.
    #[serde(default)]
    pub experiences: Vec<ExperienceFacts>,
    /// The education entries.
    #[serde(default)]
    pub education: Vec<EducationFacts>,
    /// The case studies.
    #[serde(default)]
    pub case_studies: Vec<CaseStudyFacts>,
}

/// The ids a variant includes, each list in the order it was given.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Selection {
    /// The experiences shown.
    pub experiences: Vec<i64>,
    /// The education entries shown.
    pub education: Vec<i64>,
    /// The case studies shown.
    pub case_studies: Vec<i64>,
}

/// The year of a `YYYY-MM` (or `YYYY`) date, when it has one.
fn year_of(date: &str) -> Option<i32> {
    date.trim().get(..4)?.parse().ok()
}

fn same(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

fn shows_experience(choice: &ExperienceChoice, e: &ExperienceFacts) -> bool {
    let tools = choice.tools.is_empty()
        || e.tools
            .iter()
            .any(|used| choice.tools.iter().any(|t| same(&used.name, t)));
    let industries = choice.industries.is_empty()
        || (!e.industry.trim().is_empty()
            && choice.industries.iter().any(|i| same(&e.industry, i)));
    let since = choice.since.is_none_or(|year| {
        let last = if e.is_current_job {
            Some(i32::MAX)
        } else {
            e.end_date
                .as_deref()
                .and_then(year_of)
                .or_else(|| year_of(&e.start_date))
        };
        last.is_some_and(|last| last >= year)
    });
    let picked = choice.picked.as_ref().is_none_or(|ids| ids.contains(&e.id));
    tools && industries && since && picked
}

/// What `input.variant` includes of `input`'s entries.
pub fn select(input: &SelectionInput) -> Selection {
    let variant = &input.variant;
    let experiences = input
        .experiences
        .iter()
        .filter(|e| shows_experience(&variant.experiences, e))
        .map(|e| e.id)
        .collect();
    let education = input
        .education
        .iter()
        .filter(|e| {
            variant
                .education_categories
                .as_ref()
                .is_none_or(|chosen| chosen.iter().any(|c| same(c, &e.category)))
        })
        .map(|e| e.id)
        .collect();
    let case_studies = input
        .case_studies
        .iter()
        .filter(|c| match &variant.case_studies {
            CaseStudyChoice::None => false,
            CaseStudyChoice::Featured => c.is_featured,
            CaseStudyChoice::Picked { ids } => ids.contains(&c.id),
        })
        .map(|c| c.id)
        .collect();
    Selection {
        experiences,
        education,
        case_studies,
    }
}

/// Why `variant` cannot be saved, or `None`: a choice past its bounds, a blank or long name, a
/// year out of range.
pub fn check(variant: &ResumeVariant) -> Option<String> {
    let choice = &variant.experiences;
    let categories = variant.education_categories.as_deref().unwrap_or_default();
    let experience_ids = choice.picked.as_ref().map_or(0, Vec::len);
    let study_ids = match &variant.case_studies {
        CaseStudyChoice::Picked { ids } => ids.len(),
        _ => 0,
    };
    let ids = experience_ids.max(study_ids);
    let names = choice.tools.len().max(choice.industries.len());
    if names > MAX_CHOSEN || categories.len() > MAX_CHOSEN || ids > MAX_CHOSEN {
        return Some(format!("Choose at most {MAX_CHOSEN} entries."));
    }
    if choice
        .tools
        .iter()
        .chain(&choice.industries)
        .chain(categories)
        .any(|n| n.chars().count() > MAX_NAME)
    {
        return Some(format!("A chosen name has at most {MAX_NAME} characters."));
    }
    if let Some(year) = choice.since
        && !(1900..=2200).contains(&year)
    {
        return Some("Enter a year between 1900 and 2200.".to_owned());
    }
    None
}

/// Why `name` cannot name a variant, or `None`.
pub fn check_name(name: &str) -> Option<String> {
    let count = name.trim().chars().count();
    if count == 0 {
        return Some("Enter a name for this variant.".to_owned());
    }
    (count > MAX_VARIANT_NAME)
        .then(|| format!("A variant's name has at most {MAX_VARIANT_NAME} characters."))
}
