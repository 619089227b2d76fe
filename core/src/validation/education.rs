//! The education form and `POST/PUT /api/admin/education` (spec §5 "Education"): name and
//! category required, link an http(s) URL or empty (empty is absent), date optional free text,
//! sortOrder an integer where non-numeric input becomes 0.

use super::{ValidationErrors, limits};
use crate::language::Languages;
use crate::translations::{EducationTexts, carry, check, take_carried, with_translations};
use serde::{Deserialize, Serialize, de};

/// A sortOrder as a form or body may send it: a JSON number or text.
///
/// It reads as an integer: an integral number in range, or text of optional sign and digits
/// (trimmed); a fractional number is truncated toward zero; anything else, including numbers
/// outside the 32-bit range, is 0.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum SortOrderInput {
    /// A JSON number.
    Number(f64),
    /// Text, such as what an input field holds.
    Text(String),
    /// Anything else (`null`, a flag, a list): reads as 0.
    Other(serde_json::Value),
}

// Read by hand, as `#[serde(untagged)]` would read it: an untagged enum buffers its input and
// tries each variant in turn, which costs the browser's module about 2 KB compressed.
impl<'de> Deserialize<'de> for SortOrderInput {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(SortOrderVisitor)
    }
}

struct SortOrderVisitor;

impl<'de> de::Visitor<'de> for SortOrderVisitor {
    type Value = SortOrderInput;

    fn expecting(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str("a sortOrder")
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<Self::Value, E> {
        Ok(SortOrderInput::Number(value as f64))
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<Self::Value, E> {
        Ok(SortOrderInput::Number(value as f64))
    }

    fn visit_f64<E: de::Error>(self, value: f64) -> Result<Self::Value, E> {
        Ok(SortOrderInput::Number(value))
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<Self::Value, E> {
        Ok(SortOrderInput::Text(value.to_owned()))
    }

    fn visit_string<E: de::Error>(self, value: String) -> Result<Self::Value, E> {
        Ok(SortOrderInput::Text(value))
    }

    fn visit_bool<E: de::Error>(self, value: bool) -> Result<Self::Value, E> {
        Ok(SortOrderInput::Other(value.into()))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(SortOrderInput::Other(serde_json::Value::Null))
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.visit_unit()
    }

    fn visit_some<D: de::Deserializer<'de>>(self, inner: D) -> Result<Self::Value, D::Error> {
        SortOrderInput::deserialize(inner)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        let list = de::value::SeqAccessDeserializer::new(seq);
        Ok(SortOrderInput::Other(serde_json::Value::deserialize(list)?))
    }

    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        let object = de::value::MapAccessDeserializer::new(map);
        Ok(SortOrderInput::Other(serde_json::Value::deserialize(
            object,
        )?))
    }
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

with_translations! {
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
    /// Its texts in the site's other languages ([`crate::translations`]); left out, an update keeps those stored. The browser's
    /// module neither reads nor writes them: the server checks them against the site's languages
    /// ([`EducationDraft::parse_in`]).
    translations: EducationTexts,
}

with_translations! {
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
    /// Its texts in the site's other languages ([`crate::translations`]); `None` when there are none, or, in a save, to keep those stored. The browser's
    /// module neither reads nor writes them: the server checks them against the site's languages
    /// ([`EducationDraft::parse_in`]).
    translations: EducationTexts,
}

impl EducationDraft {
    /// Validates the draft and its translations against the site's `languages`
    /// ([`check::education_translations`]), reporting every failing field.
    pub fn parse_in(mut self, languages: &Languages) -> Result<NewEducation, ValidationErrors> {
        let translations = take_carried(&mut self.translations)
            .map(|sent| check::education_translations(Some(languages), sent))
            .transpose();
        let (mut new, translations) = check::both(self.parse(), translations)?;
        new.translations = carry(translations);
        Ok(new)
    }

    /// Validates the draft, reporting every failing field; its translations are left out (the
    /// form's check, which knows no site languages).
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
            translations: None,
        })
    }
}

impl TryFrom<EducationDraft> for NewEducation {
    type Error = ValidationErrors;
    fn try_from(draft: EducationDraft) -> Result<Self, Self::Error> {
        draft.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_sort_order_keeps_numbers_and_text_and_holds_anything_else_as_it_came() {
        let read = |value| SortOrderInput::from_json(Some(value));
        assert_eq!(read(json!(3)), SortOrderInput::Number(3.0));
        assert_eq!(read(json!(-2.5)), SortOrderInput::Number(-2.5));
        assert_eq!(read(json!(" 7 ")), SortOrderInput::Text(" 7 ".into()));
        for other in [json!(null), json!(true), json!([1, "a"]), json!({"n": 1})] {
            assert_eq!(read(other.clone()), SortOrderInput::Other(other));
        }
    }

    #[test]
    fn a_list_or_object_sort_order_reads_as_zero() {
        let draft: EducationDraft =
            serde_json::from_str(r#"{"name":"MBA","category":"Business","sortOrder":[4]}"#)
                .unwrap();
        assert_eq!(draft.sort_order.value(), 0);
        let draft: EducationDraft = serde_json::from_str(r#"{"sortOrder":{"n":4}}"#).unwrap();
        assert_eq!(draft.sort_order.value(), 0);
    }
}
