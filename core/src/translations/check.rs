//! A save's translations, validated (issue 25: "the validation rules and messages stay
//! folio-core's").
//!
//! - Each language must be one of the site's languages other than the default, named by a tag
//!   (any spelling the language list accepts: `pt_br` is `pt-BR`). Otherwise the language is
//!   refused under `translations.<tag>` as sent: a tag that is not one with the list's message,
//!   the default because its texts are the form's own fields, any other because the site is not
//!   served in it (the owner adds it to the site's languages first).
//! - Each text is trimmed; blank is "not translated". A text obeys the bound of its default field,
//!   with that field's label, under `translations.<tag>.<field>` (`translations.de.jobTitle`,
//!   `translations.de.tools.Rust` for a tool's usage note).
//! - A usage note for a tool the experience does not have is dropped, as a blank row of a form is.
//!
//! An archive's translations are checked with no site languages (`None`): any well-formed tag is
//! kept, since an export carries the texts of languages the site no longer lists.

use super::texts::{ByLanguage, CaseStudyTexts, EducationTexts, ExperienceTexts, ProfileTexts};
use crate::codes::FieldCode;
use crate::language::{LanguageTag, Languages};
use crate::ordering::name_key;
use crate::tools::Tool;
use crate::validation::{ValidationErrors, limits};
use std::collections::BTreeMap;

/// Checks each language of `sent`, then each language's texts with `texts` (given the field
/// prefix `translations.<tag>`); the result is keyed by canonical tags.
fn languages<T>(
    languages: Option<&Languages>,
    sent: ByLanguage<T>,
    errors: &mut ValidationErrors,
    mut texts: impl FnMut(&str, T, &mut ValidationErrors) -> T,
) -> ByLanguage<T> {
    let mut checked = ByLanguage::new();
    for (typed, set) in sent {
        let field = format!("translations.{typed}");
        let tag = match LanguageTag::parse(&typed) {
            Ok(tag) => tag,
            Err(error) => {
                errors.push(&field, error.code(), error.message());
                continue;
            }
        };
        if languages.is_some_and(|site| site.is_default(&tag)) {
            errors.push(
                &field,
                FieldCode::InvalidFormat,
                format!(
                    "{tag} is the site's default language: its texts are the fields themselves"
                ),
            );
            continue;
        }
        if languages.is_some_and(|site| !site.contains(&tag)) {
            errors.push(
                &field,
                FieldCode::InvalidFormat,
                format!("{tag} is not one of the site's languages: add it to the profile's languages first"),
            );
            continue;
        }
        if checked.contains_key(tag.as_str()) {
            errors.push(&field, FieldCode::Taken, format!("{tag} is sent twice"));
            continue;
        }
        let set = texts(&field, set, errors);
        checked.insert(tag.as_str().to_owned(), set);
    }
    checked
}

/// One translated text: trimmed, blank as not translated, at most `max` characters.
fn text(
    errors: &mut ValidationErrors,
    prefix: &str,
    field: &str,
    label: &str,
    sent: Option<String>,
    max: usize,
) -> Option<String> {
    let text = crate::lenient::non_blank(sent.as_deref())?;
    errors.at_most(&format!("{prefix}.{field}"), label, &text, max);
    Some(text)
}

/// The profile's translations, checked against the site's languages (`None`: an archive's).
pub fn profile_translations(
    site: Option<&Languages>,
    sent: ByLanguage<ProfileTexts>,
) -> Result<ByLanguage<ProfileTexts>, ValidationErrors> {
    let mut errors = ValidationErrors::default();
    let checked = languages(site, sent, &mut errors, |prefix, set, errors| {
        ProfileTexts {
            name: text(errors, prefix, "name", "Name", set.name, limits::SHORT_TEXT),
            brief_intro: text(
                errors,
                prefix,
                "briefIntro",
                "Brief introduction",
                set.brief_intro,
                limits::LONG_TEXT,
            ),
            headline: text(
                errors,
                prefix,
                "headline",
                "Headline",
                set.headline,
                limits::SHORT_TEXT,
            ),
            location: text(
                errors,
                prefix,
                "location",
                "Location",
                set.location,
                limits::SHORT_TEXT,
            ),
        }
    });
    errors.into_result(checked)
}

/// An experience's translations, checked against the site's languages (`None`: an archive's)
/// and the experience's `tools` (a note for a tool it does not have is dropped).
pub fn experience_translations(
    site: Option<&Languages>,
    tools: &[Tool],
    sent: ByLanguage<ExperienceTexts>,
) -> Result<ByLanguage<ExperienceTexts>, ValidationErrors> {
    let mut errors = ValidationErrors::default();
    let short = limits::SHORT_TEXT;
    let long = limits::LONG_TEXT;
    let checked = languages(site, sent, &mut errors, |prefix, set, errors| {
        let mut texts = ExperienceTexts {
            job_title: text(
                errors,
                prefix,
                "jobTitle",
                "Job title",
                set.job_title,
                short,
            ),
            company: text(errors, prefix, "company", "Company", set.company, short),
            industry: text(errors, prefix, "industry", "Industry", set.industry, short),
            description: text(
                errors,
                prefix,
                "description",
                "Description",
                set.description,
                long,
            ),
            accomplishments: text(
                errors,
                prefix,
                "accomplishments",
                "Accomplishments",
                set.accomplishments,
                long,
            ),
            tools: BTreeMap::new(),
        };
        for (name, usage) in set.tools {
            let Some(tool) = tools
                .iter()
                .find(|tool| name_key(&tool.name) == name_key(&name))
            else {
                continue;
            };
            let field = format!("tools.{}", tool.name);
            if let Some(usage) = text(
                errors,
                prefix,
                &field,
                "A tool's usage",
                Some(usage),
                limits::TOOL_USAGE,
            ) {
                texts.tools.insert(tool.name.clone(), usage);
            }
        }
        texts
    });
    errors.into_result(checked)
}

/// An education entry's translations, checked against the site's languages (`None`: an
/// archive's).
pub fn education_translations(
    site: Option<&Languages>,
    sent: ByLanguage<EducationTexts>,
) -> Result<ByLanguage<EducationTexts>, ValidationErrors> {
    let mut errors = ValidationErrors::default();
    let short = limits::SHORT_TEXT;
    let checked = languages(site, sent, &mut errors, |prefix, set, errors| {
        EducationTexts {
            name: text(errors, prefix, "name", "Name", set.name, short),
            category: text(errors, prefix, "category", "Category", set.category, short),
        }
    });
    errors.into_result(checked)
}

/// A case study's translations, checked against the site's languages (`None`: an archive's):
/// each text by the rule of the default's field (a slug must be a slug, content a document with
/// valid blocks, tags as the tags input keeps them), a blank text as not translated.
pub fn case_study_translations(
    site: Option<&Languages>,
    sent: ByLanguage<CaseStudyTexts>,
) -> Result<ByLanguage<CaseStudyTexts>, ValidationErrors> {
    use crate::validation::case_study::{check_content, check_tags};
    let mut errors = ValidationErrors::default();
    let checked = languages(site, sent, &mut errors, |prefix, set, errors| {
        let slug = text(errors, prefix, "slug", "Slug", set.slug, limits::SLUG);
        if slug
            .as_deref()
            .is_some_and(|s| crate::slug::slugify(s) != s)
        {
            errors.push(
                &format!("{prefix}.slug"),
                FieldCode::InvalidFormat,
                "Slug may only contain lowercase letters, digits and single hyphens",
            );
        }
        let content = crate::lenient::non_blank(set.content.as_deref());
        if let Some(content) = &content {
            check_content(errors, &format!("{prefix}.content"), content);
        }
        let tags = set
            .tags
            .map(|tags| crate::tags::normalize_tags(&tags))
            .filter(|tags| !tags.is_empty());
        if let Some(tags) = &tags {
            check_tags(errors, &format!("{prefix}.tags"), tags);
        }
        CaseStudyTexts {
            title: text(
                errors,
                prefix,
                "title",
                "Title",
                set.title,
                limits::SHORT_TEXT,
            ),
            slug,
            description: text(
                errors,
                prefix,
                "description",
                "Description",
                set.description,
                limits::CASE_STUDY_DESCRIPTION,
            ),
            content,
            tags,
            is_published: set.is_published,
        }
    });
    errors.into_result(checked)
}

/// The bounds of a case study's translations in an autosaved draft, which may be unfinished but
/// is never larger than a case study may be: at most as many languages as a site has, each text
/// within its field's bound.
pub fn case_study_translation_bounds(
    errors: &mut ValidationErrors,
    translations: &ByLanguage<CaseStudyTexts>,
) {
    use crate::validation::case_study::{check_tags, content_too_long};
    if translations.len() > limits::LANGUAGES {
        errors.push(
            "translations",
            FieldCode::TooMany,
            format!("At most {} languages are allowed", limits::LANGUAGES),
        );
        return;
    }
    for (tag, set) in translations {
        let prefix = format!("translations.{tag}");
        let field = |name: &str| format!("{prefix}.{name}");
        let bounded = [
            ("title", "Title", &set.title, limits::SHORT_TEXT),
            ("slug", "Slug", &set.slug, limits::SLUG),
            (
                "description",
                "Description",
                &set.description,
                limits::CASE_STUDY_DESCRIPTION,
            ),
        ];
        for (name, label, value, max) in bounded {
            if let Some(value) = value {
                errors.at_most(&field(name), label, value.trim(), max);
            }
        }
        if set
            .content
            .as_deref()
            .is_some_and(|content| content.trim().len() > limits::CONTENT)
        {
            content_too_long(errors, &field("content"));
        }
        if let Some(tags) = &set.tags {
            check_tags(errors, &field("tags"), tags);
        }
    }
}

/// Adds `more`'s failing fields after those of `first`, as one answer lists every field.
pub(crate) fn both<T, U>(
    first: Result<T, ValidationErrors>,
    more: Result<U, ValidationErrors>,
) -> Result<(T, U), ValidationErrors> {
    match (first, more) {
        (Ok(first), Ok(more)) => Ok((first, more)),
        (first, more) => {
            let mut errors = first.err().unwrap_or_default();
            errors.fields.extend(more.err().unwrap_or_default().fields);
            Err(errors)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_language_is_refused_and_nothing_else_is_read() {
        let site = Languages::parse(&["de", "en"]).unwrap();
        let sent = ByLanguage::from([(
            "DE".to_owned(),
            EducationTexts {
                name: Some("x".repeat(limits::SHORT_TEXT + 1)),
                category: None,
            },
        )]);
        let errors = education_translations(Some(&site), sent).unwrap_err();
        assert_eq!(errors.fields.len(), 1);
        assert_eq!(errors.fields[0].field, "translations.DE");
    }

    #[test]
    fn a_blank_text_is_not_translated() {
        let site = Languages::parse(&["en", "fr"]).unwrap();
        let sent = ByLanguage::from([(
            "fr".to_owned(),
            ProfileTexts {
                name: Some("   ".into()),
                ..ProfileTexts::default()
            },
        )]);
        let checked = profile_translations(Some(&site), sent).unwrap();
        assert_eq!(checked["fr"], ProfileTexts::default());
    }
}
