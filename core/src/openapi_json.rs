//! A type the server's OpenAPI document describes by hand, its JSON serde's: [`json_type!`].

/// Implements poem-openapi's `Type` for `$type` with the given items (its `name`, `schema_ref`
/// and, when it has one, `register`), as a required value that is its own raw value, and its
/// `ParseFromJSON` and `ToJSON` through serde.
macro_rules! json_type {
    ($type:ty { $($items:tt)* }) => {
        impl poem_openapi::types::Type for $type {
            const IS_REQUIRED: bool = true;
            type RawValueType = Self;
            type RawElementValueType = Self;

            $($items)*

            fn as_raw_value(&self) -> Option<&Self> {
                Some(self)
            }

            fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self> + 'a> {
                Box::new(self.as_raw_value().into_iter())
            }
        }

        impl poem_openapi::types::ParseFromJSON for $type {
            fn parse_from_json(
                value: Option<serde_json::Value>,
            ) -> poem_openapi::types::ParseResult<Self> {
                serde_json::from_value(value.unwrap_or_default())
                    .map_err(poem_openapi::types::ParseError::custom)
            }
        }

        impl poem_openapi::types::ToJSON for $type {
            fn to_json(&self) -> Option<serde_json::Value> {
                serde_json::to_value(self).ok()
            }
        }
    };
}

pub(crate) use json_type;
