//! `Strict<T>`: a request body read by serde, which is strict about types, where poem-openapi's
//! own reading of a `String` also takes numbers and booleans (turning `false` into `"false"`).
//! The OpenAPI document describes `T` itself, so a body can be one of folio-core's types (its
//! serde rules are the body's rules) and its schema still tells clients what it takes.

use poem_openapi::registry::{MetaSchemaRef, Registry};
use poem_openapi::types::{ParseError, ParseFromJSON, ParseResult, Type};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::borrow::Cow;

/// `T`, an object (a poem-openapi `Object`), read from a JSON object by its serde `Deserialize`. A
/// value of the wrong type is a 400 naming the field:
/// ``title: invalid type: integer `42`, expected a string``.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Strict<T>(pub T);

impl<T: Type> Type for Strict<T> {
    const IS_REQUIRED: bool = T::IS_REQUIRED;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        T::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
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

impl<T: Type + DeserializeOwned> ParseFromJSON for Strict<T> {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        // serde would read a struct from an array too, its fields in order.
        let Some(Value::Object(fields)) = value else {
            return Err(ParseError::expected_type(value.unwrap_or_default()));
        };
        // The error reads `path: serde's message`.
        serde_path_to_error::deserialize(Value::Object(fields))
            .map(Self)
            .map_err(ParseError::custom)
    }
}
