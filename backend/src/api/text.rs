//! `Text`: a request field that must be a JSON string. poem-openapi's `String` also accepts
//! numbers and booleans (turning `false` into `"false"`); the fields of bodies that poem-openapi
//! reads use `Text` so such values are refused with a 400 instead of being stored. A body that
//! is a serde type is read whole, as strictly, by [`super::strict::Strict`].

use poem_openapi::registry::MetaSchemaRef;
use poem_openapi::types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type};
use serde_json::Value;
use std::borrow::Cow;

/// A string, strictly.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Text(pub String);

impl From<Text> for String {
    fn from(text: Text) -> Self {
        text.0
    }
}

impl Type for Text {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        String::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        String::schema_ref()
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(
        &'a self,
    ) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl ParseFromJSON for Text {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        match value.unwrap_or_default() {
            Value::String(text) => Ok(Self(text)),
            other => Err(ParseError::expected_type(other)),
        }
    }
}

impl ToJSON for Text {
    fn to_json(&self) -> Option<Value> {
        Some(Value::String(self.0.clone()))
    }
}

/// The strings of a list of `Text`.
pub fn strings(texts: Vec<Text>) -> Vec<String> {
    texts.into_iter().map(String::from).collect()
}
