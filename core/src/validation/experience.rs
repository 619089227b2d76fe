//! The experience form and `POST/PUT /api/admin/experiences` (spec §5 "Experience", §4
//! "Experience form"): six required fields with the spec's messages, months as `YYYY-MM`, the end
//! date cleared for a current job and never before the start, tools normalised, at most
//! [`limits::TOOLS`] of them, each tool's name and usage bounded.

use super::{FieldCode, ValidationErrors, limits};
use crate::dates::YearMonth;
use crate::language::Languages;
use crate::tools::Tool;
use crate::translations::{ExperienceTexts, carry, check, take_carried, with_translations};
use serde::{Deserialize, Serialize};

with_translations! {
    /// An experience: what the form or a request body carries (validated by [`Experience::parse`]),
    /// and what is stored and answered (with its id and position; a date stored before validation
    /// existed is kept as written). Every field reads leniently: missing text is empty, and the
    /// tools are read from any of their raw shapes and normalised ([`crate::tools`]).
    #[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", default)]
    #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
    #[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
    #[cfg_attr(
        feature = "openapi",
        oai(rename_all = "camelCase", skip_serializing_if_is_none)
    )]
    pub struct Experience {
        /// The id; 0 before it is stored.
        pub id: i64,
        /// The job title.
        #[serde(deserialize_with = "crate::lenient::string")]
        pub job_title: String,
        /// The company.
        #[serde(deserialize_with = "crate::lenient::string")]
        pub company: String,
        /// The industry (a suggestion or free text).
        #[serde(deserialize_with = "crate::lenient::string")]
        pub industry: String,
        /// The start month, `YYYY-MM`.
        #[serde(deserialize_with = "crate::lenient::string")]
        pub start_date: String,
        /// The end month, `YYYY-MM`; blank or absent means none.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub end_date: Option<String>,
        /// Whether this is the current job.
        #[serde(deserialize_with = "crate::lenient::flag")]
        pub is_current_job: bool,
        /// What the job was.
        #[serde(deserialize_with = "crate::lenient::string")]
        pub description: String,
        /// What was achieved.
        #[serde(deserialize_with = "crate::lenient::string")]
        pub accomplishments: String,
        /// The tools, normalised (read from a plain string, a JSON string or `{name, usage}`).
        #[serde(deserialize_with = "crate::tools::read")]
        pub tools: Vec<Tool>,
        /// The position in the owner's order.
        pub sort_order: i32,
    }
    /// Its texts in the site's other languages ([`crate::translations`]); left out, an update
    /// keeps those stored. The browser's module neither reads nor writes them: the server checks
    /// them against the site's languages ([`Experience::parse_in`]).
    translations: ExperienceTexts,
}

with_translations! {
    /// A valid experience, ready to store.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
    pub struct NewExperience {
        /// The job title, trimmed.
        pub job_title: String,
        /// The company, trimmed.
        pub company: String,
        /// The industry, trimmed.
        pub industry: String,
        /// The start month.
        #[cfg_attr(feature = "wasm", tsify(type = "string"))]
        pub start_date: YearMonth,
        /// The end month: absent for a current job or when none was given.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional, type = "string"))]
        pub end_date: Option<YearMonth>,
        /// Whether this is the current job.
        pub is_current_job: bool,
        /// The description, trimmed.
        pub description: String,
        /// The accomplishments, trimmed.
        pub accomplishments: String,
        /// The tools, normalised.
        pub tools: Vec<Tool>,
    }
    /// The languages of its texts this save changes ([`Experience::parse_in`]); `None` keeps the
    /// stored ones.
    translations: ExperienceTexts,
}

impl From<&NewExperience> for Experience {
    /// The form's fields that [`Experience::parse`] turns back into `experience`, for an
    /// experience made elsewhere (the JSON Resume import) checked against the form's rule.
    fn from(experience: &NewExperience) -> Self {
        Self {
            job_title: experience.job_title.clone(),
            company: experience.company.clone(),
            industry: experience.industry.clone(),
            start_date: experience.start_date.to_string(),
            end_date: experience.end_date.map(|d| d.to_string()),
            is_current_job: experience.is_current_job,
            description: experience.description.clone(),
            accomplishments: experience.accomplishments.clone(),
            tools: experience.tools.clone(),
            translations: experience.translations.clone(),
            ..Self::default()
        }
    }
}

impl Experience {
    /// Validates the experience as submitted and its translations against the site's
    /// `languages` ([`check::experience_translations`]), reporting every failing field.
    pub fn parse_in(mut self, languages: &Languages) -> Result<NewExperience, ValidationErrors> {
        // A translation's usage notes are matched with the tools one by one: never past their
        // bound, which the form's check reports.
        if self.tools.len() > limits::TOOLS {
            self.translations = None;
            return self.parse();
        }
        let translations = take_carried(&mut self.translations)
            .map(|sent| check::experience_translations(Some(languages), &self.tools, sent))
            .transpose();
        let (mut new, translations) = check::both(self.parse(), translations)?;
        new.translations = carry(translations);
        Ok(new)
    }

    /// Validates the experience as submitted, reporting every failing field; its translations
    /// are left out (the form's check, which knows no site languages).
    pub fn parse(self) -> Result<NewExperience, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let short = limits::SHORT_TEXT;
        let job_title = errors.required(
            "jobTitle",
            "Job title",
            "Job title is required",
            &self.job_title,
            short,
        );
        let company = errors.required(
            "company",
            "Company",
            "Company is required",
            &self.company,
            short,
        );
        let industry = errors.required(
            "industry",
            "Industry",
            "Industry is required",
            &self.industry,
            short,
        );
        let start_date = month(
            &mut errors,
            "startDate",
            "Start date",
            Some(&self.start_date),
            true,
        );
        let end_date = if self.is_current_job {
            None
        } else {
            month(
                &mut errors,
                "endDate",
                "End date",
                self.end_date.as_deref(),
                false,
            )
        };
        if let (Some(start), Some(end)) = (start_date, end_date)
            && end < start
        {
            errors.push(
                "endDate",
                FieldCode::EndBeforeStart,
                "End date must not be before the start date",
            );
        }
        let long = limits::LONG_TEXT;
        let description = errors.required(
            "description",
            "Description",
            "Description is required",
            &self.description,
            long,
        );
        let accomplishments = errors.required(
            "accomplishments",
            "Accomplishments",
            "Accomplishments are required",
            &self.accomplishments,
            long,
        );
        let tools = self.tools;
        if tools.len() > limits::TOOLS {
            errors.push(
                "tools",
                FieldCode::TooMany,
                format!("An experience lists at most {} tools.", limits::TOOLS),
            );
        }
        if let Some(tool) = tools
            .iter()
            .find(|t| t.name.chars().count() > limits::TOOL_NAME)
        {
            errors.at_most("tools", "A tool name", &tool.name, limits::TOOL_NAME);
        }
        let mut usages = tools.iter().filter_map(|t| t.usage.as_deref());
        if let Some(usage) = usages.find(|u| u.chars().count() > limits::TOOL_USAGE) {
            errors.at_most("tools", "A tool's usage", usage, limits::TOOL_USAGE);
        }
        match start_date {
            Some(start_date) if errors.fields.is_empty() => Ok(NewExperience {
                job_title,
                company,
                industry,
                start_date,
                end_date,
                is_current_job: self.is_current_job,
                description,
                accomplishments,
                tools,
                translations: None,
            }),
            _ => Err(errors),
        }
    }
}

impl TryFrom<Experience> for NewExperience {
    type Error = ValidationErrors;
    fn try_from(draft: Experience) -> Result<Self, Self::Error> {
        draft.parse()
    }
}

/// Reads an optional or required month field, recording what is wrong with it.
fn month(
    errors: &mut ValidationErrors,
    field: &str,
    label: &str,
    text: Option<&str>,
    required: bool,
) -> Option<YearMonth> {
    let text = text.map(str::trim).unwrap_or_default();
    if text.is_empty() {
        if required {
            errors.push(field, FieldCode::Required, format!("{label} is required"));
        }
        return None;
    }
    let parsed = YearMonth::parse(text);
    if parsed.is_none() {
        errors.push(
            field,
            FieldCode::InvalidDate,
            format!("{label} must be a month like 2023-01"),
        );
    }
    parsed
}
