//! The languages a site is served in (issue 25: "`languages` is a list whose first is the
//! default"), parsed once into [`Languages`].
//!
//! The owner's list comes as text, one tag per row. Each row is parsed as a [`LanguageTag`] (a
//! blank row is refused, not dropped: the owner added it and should see why it cannot be
//! saved); the list must hold at least one language and at most [`limits::LANGUAGES`], and no
//! language twice, compared in canonical case so `pt-BR`, `pt-br` and `pt_BR` are one language.
//! Every failing row is reported at once under `languages.{index}`, a failure of the whole list
//! under `languages`, with the codes and the message style of the other forms.
//!
//! A site that never chose stays as it is today: English only ([`Languages::default`]).

use super::LanguageTag;
use crate::validation::{FieldCode, ValidationErrors, limits};
use serde::{Deserialize, Deserializer, Serialize};

/// A site's languages: the default first, then the others in the owner's order; never empty,
/// at most [`limits::LANGUAGES`], no language twice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Languages(Vec<LanguageTag>);

impl Languages {
    /// Parses the owner's list, reporting every failing row (`languages.2`) and a failure of the
    /// list as a whole (`languages`).
    pub fn parse<S: AsRef<str>>(rows: &[S]) -> Result<Languages, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        if rows.is_empty() {
            errors.push(
                "languages",
                FieldCode::Required,
                "At least one language is required",
            );
        }
        if rows.len() > limits::LANGUAGES {
            errors.push(
                "languages",
                FieldCode::TooMany,
                format!("At most {} languages are allowed", limits::LANGUAGES),
            );
        }
        let mut tags: Vec<LanguageTag> = Vec::with_capacity(rows.len().min(limits::LANGUAGES));
        // Rows past the bound are not read: the owner first removes some, and the answer stays
        // small whatever was sent.
        for (index, row) in rows.iter().take(limits::LANGUAGES).enumerate() {
            let field = format!("languages.{index}");
            match LanguageTag::parse(row.as_ref()) {
                Ok(tag) if tags.contains(&tag) => {
                    errors.push(
                        &field,
                        FieldCode::Taken,
                        format!("{tag} is already in the list"),
                    );
                }
                Ok(tag) => tags.push(tag),
                Err(error) => errors.push(&field, error.code(), error.message()),
            }
        }
        errors.into_result(Languages(tags))
    }

    /// A site in one language.
    pub fn only(language: LanguageTag) -> Languages {
        Languages(vec![language])
    }

    /// The default language: what `/` shows, and what a missing translation falls back to.
    pub fn default_language(&self) -> &LanguageTag {
        &self.0[0]
    }

    /// The languages after the default, each served under its `/{lang}/` prefix.
    pub fn others(&self) -> &[LanguageTag] {
        &self.0[1..]
    }

    /// Every language, the default first.
    pub fn as_slice(&self) -> &[LanguageTag] {
        &self.0
    }

    /// Whether the site is served in `language`.
    pub fn contains(&self, language: &LanguageTag) -> bool {
        self.0.contains(language)
    }

    /// Whether `language` is the default.
    pub fn is_default(&self, language: &LanguageTag) -> bool {
        self.default_language() == language
    }
}

impl Default for Languages {
    /// English only: every site before issue 25, whose strings stay exactly as they were.
    fn default() -> Self {
        Languages::only(LanguageTag::parse("en").expect("en is a language tag"))
    }
}

impl<'a> IntoIterator for &'a Languages {
    type Item = &'a LanguageTag;
    type IntoIter = std::slice::Iter<'a, LanguageTag>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<'de> Deserialize<'de> for Languages {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let rows = Vec::<String>::deserialize(deserializer)?;
        Languages::parse(&rows).map_err(serde::de::Error::custom)
    }
}

/// [`Languages`] in the server's OpenAPI document: a list of tags, the default first, with the
/// list's and a tag's bounds. Its JSON is serde's; one read from a request is parsed by
/// [`Languages::parse`], so nothing unparsed gets in.
#[cfg(feature = "openapi")]
mod openapi {
    use super::Languages;
    use crate::openapi_json::json_type;
    use crate::validation::limits;
    use poem_openapi::registry::{MetaSchema, MetaSchemaRef};
    use std::borrow::Cow;

    json_type!(Languages {
        fn name() -> Cow<'static, str> {
            "[string]".into()
        }

        fn schema_ref() -> MetaSchemaRef {
            let tag = MetaSchema {
                description: Some("A BCP 47 language tag in canonical case (`de`, `pt-BR`)."),
                max_length: Some(limits::LANGUAGE_TAG),
                ..MetaSchema::new("string")
            };
            MetaSchemaRef::Inline(Box::new(MetaSchema {
                description: Some("The site's languages: the default first, then the others."),
                items: Some(Box::new(MetaSchemaRef::Inline(Box::new(tag)))),
                min_items: Some(1),
                max_items: Some(limits::LANGUAGES),
                unique_items: Some(true),
                ..MetaSchema::new("array")
            }))
        }
    });
}
