//! Delete confirmations (spec §5 "Deletes are confirmed with a prompt"): `Are you sure you want
//! to delete "{label}" experience?` (or education, case study), where the label is the
//! experience's jobTitle, the education entry's name or the case study's title, shown as stored.

use serde::{Deserialize, Serialize};

/// What is being deleted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum DeleteKind {
    /// An experience (label: jobTitle).
    Experience,
    /// An education entry (label: name).
    Education,
    /// A case study (label: title).
    CaseStudy,
}

/// A delete about to be confirmed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct DeletePrompt {
    /// What kind of item.
    pub kind: DeleteKind,
    /// The item's label.
    #[serde(default, deserialize_with = "crate::lenient::string")]
    pub label: String,
}

/// The confirmation question of §5.
pub fn delete_prompt(prompt: &DeletePrompt) -> String {
    let noun = match prompt.kind {
        DeleteKind::Experience => "experience",
        DeleteKind::Education => "education",
        DeleteKind::CaseStudy => "case study",
    };
    format!(
        "Are you sure you want to delete \"{}\" {noun}?",
        prompt.label
    )
}
