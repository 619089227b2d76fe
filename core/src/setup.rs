//! The dashboard's setup checklist (issue 23 point 6): until the owner has filled in the profile,
//! added a first experience and published a first case study, the dashboard opens on these three
//! steps. The profile counts as filled in once both the name and the introduction differ from the
//! placeholders a fresh install starts with (spec §3: "default a placeholder name", "a generic
//! professional blurb"), which stay on the public page until the owner changes them.

use serde::{Deserialize, Serialize};

/// The name a fresh install starts with (`migrations/*/0001_profile.sql`).
pub const PLACEHOLDER_NAME: &str = "Your Name";
/// The introduction a fresh install starts with (`migrations/*/0001_profile.sql`).
pub const PLACEHOLDER_INTRO: &str = "I build thoughtful products end to end, from the first sketch to the last release. Here you will find the roles I have held, what I learned along the way, and case studies of work I am proud of.";

/// What the checklist is decided from.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SetupFacts {
    /// The profile's name.
    pub name: String,
    /// The profile's introduction.
    pub brief_intro: String,
    /// How many experiences are stored.
    pub experiences: u64,
    /// How many case studies are published.
    pub published_case_studies: u64,
}

/// The checklist: each step, and whether all are done.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct SetupChecklist {
    /// The name and introduction are the owner's own.
    pub profile: bool,
    /// At least one experience exists.
    pub experience: bool,
    /// At least one case study is published.
    pub case_study: bool,
    /// Every step is done: the dashboard no longer shows the checklist.
    pub done: bool,
}

/// The checklist for `facts`.
pub fn checklist(facts: &SetupFacts) -> SetupChecklist {
    let profile = facts.name.trim() != PLACEHOLDER_NAME
        && !facts.name.trim().is_empty()
        && facts.brief_intro.trim() != PLACEHOLDER_INTRO;
    let experience = facts.experiences > 0;
    let case_study = facts.published_case_studies > 0;
    SetupChecklist {
        profile,
        experience,
        case_study,
        done: profile && experience && case_study,
    }
}
