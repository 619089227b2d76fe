//! Every field missing in each language (issue 25 goal 2: "a list shows every field that is
//! missing in each language"; goal 4: "the admin lists every such fallback").
//!
//! A field is missing in a language exactly when its page in that language would show the
//! default's text ([`crate::language::missing_translations`]), so this list and the marks on the
//! public pages never disagree. Each missing field names its row (the profile, an experience or
//! an education entry, with a label the owner recognises) and the field as the translations name
//! it (`jobTitle`, `tools.Rust`), and whether it is a proper name ([`is_proper_name`]): a name
//! the owner rarely translates, which the admin's to-do list leaves out unless asked (issue 40
//! point 4).

use super::texts::ByLanguage;
use crate::case_study::CaseStudy;
use crate::home::{HomeSource, Owner};
use crate::language::{LanguageTag, Languages, Translations, missing_translations};
use serde::{Deserialize, Serialize};

/// The kind of row a missing field belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Enum))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub enum RowKind {
    /// The profile.
    Profile,
    /// An experience.
    Experience,
    /// An education entry.
    Education,
    /// A case study.
    CaseStudy,
}

/// One field whose page in a language shows the default's text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct MissingField {
    /// The kind of row.
    pub kind: RowKind,
    /// The row's id; none for the profile, which is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<i64>,
    /// What the owner knows the row by: the profile's name, an experience's job title and
    /// company, an education entry's name.
    pub label: String,
    /// The field, as the translations name it.
    pub field: String,
    /// Whether the field holds a proper name ([`is_proper_name`]).
    pub proper_name: bool,
}

/// Whether `field` of a row of `kind` holds a proper name: the owner's name, an experience's
/// company, an education entry's name (its school or the course's own title). These are
/// usually written the same in every language, so the admin's list of missing translations
/// leaves them out unless the owner asks for them (issue 40 point 4). A tool's name is never
/// translated at all; its usage note (`tools.<name>`) is prose and is not a proper name.
pub fn is_proper_name(kind: RowKind, field: &str) -> bool {
    matches!(
        (kind, field),
        (RowKind::Profile, "name")
            | (RowKind::Experience, "company")
            | (RowKind::Education, "name")
    )
}

/// The fields missing in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct MissingInLanguage {
    /// A language of the site other than the default (its tag).
    pub language: String,
    /// Its missing fields: the profile's, then each experience's and education entry's, then
    /// each case study's, in display order.
    pub fields: Vec<MissingField>,
}

/// The values of one field: the default's, and each language's that has one.
fn values<T>(
    languages: &Languages,
    default: &str,
    translations: Option<&ByLanguage<T>>,
    other: impl Fn(&T) -> Option<&str>,
) -> Translations {
    let default_language = languages.default_language();
    let mut values = Translations::from([(default_language.clone(), default.to_owned())]);
    for (tag, texts) in translations.into_iter().flatten() {
        if let (Ok(tag), Some(text)) = (LanguageTag::parse(tag), other(texts))
            && tag != *default_language
        {
            values.insert(tag, text.to_owned());
        }
    }
    values
}

/// The profile's translatable fields, each with its value in every language.
fn profile_fields(languages: &Languages, profile: &Owner) -> Vec<(String, Translations)> {
    let translations = Some(&profile.translations);
    vec![
        (
            "name".into(),
            values(languages, &profile.name, translations, |t| {
                t.name.as_deref()
            }),
        ),
        (
            "briefIntro".into(),
            values(languages, &profile.brief_intro, translations, |t| {
                t.brief_intro.as_deref()
            }),
        ),
        (
            "headline".into(),
            values(
                languages,
                profile.headline.as_deref().unwrap_or_default(),
                translations,
                |t| t.headline.as_deref(),
            ),
        ),
        (
            "location".into(),
            values(
                languages,
                profile.location.as_deref().unwrap_or_default(),
                translations,
                |t| t.location.as_deref(),
            ),
        ),
    ]
}

/// For each language after the default, in the site's order, every field of `source`'s profile,
/// experiences and education, and of the `case_studies` that language publishes, whose page in
/// that language would show the default's text.
pub fn missing_in_site(source: &HomeSource, case_studies: &[CaseStudy]) -> Vec<MissingInLanguage> {
    let languages = &source.profile.languages;
    let mut missing: Vec<MissingInLanguage> = languages
        .others()
        .iter()
        .map(|language| MissingInLanguage {
            language: language.as_str().to_owned(),
            fields: Vec::new(),
        })
        .collect();
    let mut add = |kind, id, label: &str, fields: Vec<(String, Translations)>| {
        let named: Vec<(&str, &Translations)> = fields
            .iter()
            .map(|(field, values)| (field.as_str(), values))
            .collect();
        for (list, found) in missing
            .iter_mut()
            .zip(missing_translations(languages, &named))
        {
            list.fields
                .extend(found.fields.into_iter().map(|field| MissingField {
                    kind,
                    id,
                    label: label.to_owned(),
                    proper_name: is_proper_name(kind, &field),
                    field,
                }));
        }
    };

    let profile = &source.profile;
    add(
        RowKind::Profile,
        None,
        &profile.name,
        profile_fields(languages, profile),
    );

    for experience in &source.experiences {
        let translations = super::carried(&experience.translations);
        let text = |default: &str, other: fn(&super::ExperienceTexts) -> Option<&str>| {
            values(languages, default, translations, other)
        };
        let mut fields = vec![
            (
                "jobTitle".into(),
                text(&experience.job_title, |t| t.job_title.as_deref()),
            ),
            (
                "company".into(),
                text(&experience.company, |t| t.company.as_deref()),
            ),
            (
                "industry".into(),
                text(&experience.industry, |t| t.industry.as_deref()),
            ),
            (
                "description".into(),
                text(&experience.description, |t| t.description.as_deref()),
            ),
            (
                "accomplishments".into(),
                text(&experience.accomplishments, |t| {
                    t.accomplishments.as_deref()
                }),
            ),
        ];
        for tool in &experience.tools {
            let usage = tool.usage.as_deref().unwrap_or_default();
            fields.push((
                format!("tools.{}", tool.name),
                values(languages, usage, translations, |t| t.usage_of(&tool.name)),
            ));
        }
        let label = format!("{} — {}", experience.job_title, experience.company);
        add(RowKind::Experience, Some(experience.id), &label, fields);
    }

    for entry in &source.education {
        let translations = super::carried(&entry.translations);
        add(
            RowKind::Education,
            Some(entry.id),
            &entry.name,
            vec![
                (
                    "name".into(),
                    values(languages, &entry.name, translations, |t| t.name.as_deref()),
                ),
                (
                    "category".into(),
                    values(languages, &entry.category, translations, |t| {
                        t.category.as_deref()
                    }),
                ),
            ],
        );
    }

    for list in &mut missing {
        let Ok(language) = LanguageTag::parse(&list.language) else {
            continue;
        };
        for study in case_studies {
            let fields = &study.fields;
            let translations = super::carried(&fields.translations);
            if !super::published_in(fields.is_published, translations, languages, &language) {
                continue;
            }
            let (_, fallbacks) = super::case_study_in(fields, languages, &language);
            list.fields
                .extend(fallbacks.into_iter().map(|field| MissingField {
                    kind: RowKind::CaseStudy,
                    id: Some(study.id),
                    label: fields.title.clone(),
                    proper_name: is_proper_name(RowKind::CaseStudy, &field),
                    field,
                }));
        }
    }
    missing
}

#[cfg(test)]
mod tests {
    use super::{RowKind, is_proper_name};

    #[test]
    fn the_owners_name_companies_and_schools_are_proper_names() {
        assert!(is_proper_name(RowKind::Profile, "name"));
        assert!(is_proper_name(RowKind::Experience, "company"));
        assert!(is_proper_name(RowKind::Education, "name"));
    }

    #[test]
    fn texts_titles_and_a_tools_usage_are_not_proper_names() {
        for (kind, field) in [
            (RowKind::Profile, "briefIntro"),
            (RowKind::Profile, "headline"),
            (RowKind::Experience, "jobTitle"),
            (RowKind::Experience, "industry"),
            (RowKind::Experience, "tools.Figma"),
            (RowKind::Education, "category"),
            (RowKind::CaseStudy, "title"),
            (RowKind::CaseStudy, "content"),
        ] {
            assert!(!is_proper_name(kind, field), "{field}");
        }
    }
}
