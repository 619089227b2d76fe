//! The education form and `POST/PUT /api/admin/education` (spec §5 "Education"): name and
//! category required, link an http(s) URL or empty (empty is absent), date optional free text,
//! sortOrder an integer where non-numeric input becomes 0.

use super::{ValidationErrors, limits};
use serde::{Deserialize, Serialize};

/// A sortOrder as a form or body may send it: a JSON number or text.
///
/// It reads as an integer: an integral number in range, or text of optional sign and digits
/// (trimmed); a fractional number is truncated toward zero; anything else, including numbers
/// outside the 32-bit range, is 0.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SortOrderInput {
    /// A JSON number.
    Number(f64),
    /// Text, such as what an input field holds.
    Text(String),
    /// Anything else (`null`, a flag, a list): reads as 0.
    Other(serde_json::Value),
}

impl Default for SortOrderInput {
    fn default() -> Self {
        SortOrderInput::Number(0.0)
    }
}

impl SortOrderInput {
    /// Reads any JSON value sent as a sortOrder (`None`, when it was left out, reads as 0).
    pub fn from_json(value: Option<serde_json::Value>) -> Self {
        value
            .and_then(|value| serde_json::from_value(value).ok())
            .unwrap_or_default()
    }

    /// The integer this input stands for.
    pub fn value(&self) -> i32 {
        match self {
            SortOrderInput::Number(n)
                if n.is_finite() && n.trunc().abs() <= f64::from(i32::MAX) =>
            {
                // In range and finite, so the cast is exact after truncation.
                n.trunc() as i32
            }
            SortOrderInput::Text(text) => text.trim().parse().unwrap_or(0),
            _ => 0,
        }
    }
}

/// What the education form or body carries, before validation.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct EducationDraft {
    /// The course, degree or certificate name.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub name: String,
    /// The category it is grouped under.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub category: String,
    /// A link to the certificate; blank means none.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub link: Option<String>,
    /// Free text such as a year, or a month and year; blank means none.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub date: Option<String>,
    /// The position within its category.
    #[cfg_attr(feature = "wasm", tsify(optional, type = "number | string | null"))]
    pub sort_order: SortOrderInput,
}

/// A valid education entry, ready to store.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct NewEducation {
    /// The name, trimmed.
    pub name: String,
    /// The category, trimmed.
    pub category: String,
    /// The certificate link, an http(s) URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub link: Option<String>,
    /// The date text, trimmed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub date: Option<String>,
    /// The position within its category.
    pub sort_order: i32,
}

impl EducationDraft {
    /// Validates the draft, reporting every failing field.
    pub fn parse(self) -> Result<NewEducation, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let short = limits::SHORT_TEXT;
        let name = errors.required("name", "Name", "Name is required", &self.name, short);
        let category = errors.required(
            "category",
            "Category",
            "Category is required",
            &self.category,
            short,
        );
        let link = errors.optional_url(
            "link",
            "Link",
            self.link.as_deref(),
            crate::url::is_http_url,
            "Link must be a valid URL starting with http:// or https://",
        );
        let date = crate::lenient::non_blank(self.date.as_deref());
        if let Some(date) = &date {
            errors.at_most("date", "Date", date, limits::EDUCATION_DATE);
        }
        let sort_order = self.sort_order.value();
        errors.into_result(NewEducation {
            name,
            category,
            link,
            date,
            sort_order,
        })
    }
}

impl TryFrom<EducationDraft> for NewEducation {
    type Error = ValidationErrors;
    fn try_from(draft: EducationDraft) -> Result<Self, Self::Error> {
        draft.parse()
    }
}
