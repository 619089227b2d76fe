//! A work entry that lacks its description or its accomplishments, as the preview lists it
//! ([`super::incomplete`] has the rule).

use crate::tools::Tool;
use crate::validation::Experience;
use serde::{Deserialize, Serialize};

/// A work entry without its description, its accomplishments, or both.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct IncompleteExperience {
    /// Its place in the document's work list, from 1 (`Work 3`; LinkedIn's position 3).
    pub entry: usize,
    /// The job title.
    pub job_title: String,
    /// The company.
    pub company: String,
    /// The industry, as an imported experience's.
    pub industry: String,
    /// The start month, `YYYY-MM`.
    pub start_date: String,
    /// The end month, `YYYY-MM`; none for the current job.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub end_date: Option<String>,
    /// Whether it is the current job.
    pub is_current_job: bool,
    /// The description the document gives; none: the owner writes it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub description: Option<String>,
    /// The accomplishments the document gives, one per line; none: the owner writes them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub accomplishments: Option<String>,
    /// Its tools (Folio's own export, LinkedIn's skills chosen as tools).
    #[serde(default)]
    pub tools: Vec<Tool>,
    /// The existing experience it matches, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub matched: Option<i64>,
}

impl IncompleteExperience {
    /// Work entry `entry` read as `draft`, with the texts the document gives.
    pub(super) fn of(
        entry: usize,
        draft: Experience,
        description: Option<String>,
        accomplishments: Option<String>,
    ) -> Self {
        IncompleteExperience {
            entry,
            job_title: draft.job_title,
            company: draft.company,
            industry: draft.industry,
            start_date: draft.start_date,
            end_date: draft.end_date,
            is_current_job: draft.is_current_job,
            description,
            accomplishments,
            tools: draft.tools,
            matched: None,
        }
    }

    /// The experience form's draft with the document's texts, the missing ones as `description`
    /// and `accomplishments` (the owner's words).
    pub(super) fn draft(
        &self,
        description: Option<&str>,
        accomplishments: Option<&str>,
    ) -> Experience {
        let text = |own: &Option<String>, written: Option<&str>| {
            own.clone()
                .or_else(|| written.map(str::to_owned))
                .unwrap_or_default()
        };
        Experience {
            job_title: self.job_title.clone(),
            company: self.company.clone(),
            industry: self.industry.clone(),
            start_date: self.start_date.clone(),
            end_date: self.end_date.clone(),
            is_current_job: self.is_current_job,
            description: text(&self.description, description),
            accomplishments: text(&self.accomplishments, accomplishments),
            tools: self.tools.clone(),
            ..Experience::default()
        }
    }
}
