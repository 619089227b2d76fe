//! A case study in one of the site's languages (issue 25 goals 2–4: "a case study's title,
//! description, content, tags and slug" per language; "a case study can be published in some
//! languages and not others").
//!
//! - Its pages in a language show it when that language publishes it: the language's own
//!   `isPublished`, or, left out, the default's ([`super::published_in`]).
//! - Its address in a language ends with that language's slug, or else the default's
//!   ([`super::slug_in`]); no two case studies share an address in any language ([`taken_address`]).
//! - Each text is the language's, or else the default's, listed as a fallback the page marks
//!   with the default's `lang` ([`case_study_in`]). Dates, image, order and flags are shared.

use super::case_study_address::{slug_in, texts_in};
use super::localize::Chooser;
use super::texts::{ByLanguage, CaseStudyTexts};
use crate::case_study::NewCaseStudy;
use crate::language::{LanguageTag, Languages};

/// `fields` as `language`'s page shows them: each text in that language or else the default's,
/// its address's slug, without the translations; and the fields shown in the default's words
/// (`title`, `description`, `content`, `tags`).
pub fn case_study_in(
    fields: &NewCaseStudy,
    languages: &Languages,
    language: &LanguageTag,
) -> (NewCaseStudy, Vec<String>) {
    let translations = super::carried(&fields.translations);
    let mut shown = NewCaseStudy {
        translations: None,
        slug: slug_in(&fields.slug, translations, languages, language).to_owned(),
        ..fields.clone()
    };
    let mut fallbacks = Vec::new();
    if languages.is_default(language) || !languages.contains(language) {
        return (shown, fallbacks);
    }
    let chooser = Chooser {
        languages,
        language,
    };
    chooser.text(
        &mut shown.title,
        "title",
        &mut fallbacks,
        translations,
        |t| t.title.as_deref(),
    );
    chooser.text(
        &mut shown.description,
        "description",
        &mut fallbacks,
        translations,
        |t| t.description.as_deref(),
    );
    chooser.text(
        &mut shown.content,
        "content",
        &mut fallbacks,
        translations,
        |t| t.content.as_deref(),
    );
    match texts_in(translations, languages, language).and_then(|t| t.tags.as_ref()) {
        Some(tags) => shown.tags.clone_from(tags),
        None if !shown.tags.is_empty() => fallbacks.push("tags".to_owned()),
        None => {}
    }
    (shown, fallbacks)
}

/// An address's slugs: a case study's default slug and its translations.
pub type Addressed<'a> = (&'a str, Option<&'a ByLanguage<CaseStudyTexts>>);

/// Where a case study's addresses (`mine`) would take one another case study has (`others`) in
/// one of the site's other languages: the field to name (`slug` when the default's slug stands
/// in there, else `translations.<tag>.slug`) and the language. (The default language's addresses
/// are the store's unique slugs.)
pub fn taken_address<'a>(
    mine: Addressed<'a>,
    others: impl IntoIterator<Item = Addressed<'a>> + Clone,
    languages: &Languages,
) -> Option<(String, LanguageTag)> {
    let (slug, translations) = mine;
    for language in languages.others() {
        let address = slug_in(slug, translations, languages, language);
        let taken = others.clone().into_iter().any(|(slug, translations)| {
            slug_in(slug, translations, languages, language) == address
        });
        if taken {
            let own = texts_in(translations, languages, language).is_some_and(|t| t.slug.is_some());
            let field = if own {
                format!("translations.{language}.slug")
            } else {
                "slug".to_owned()
            };
            return Some((field, language.clone()));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::translations::published_in;

    fn site() -> Languages {
        Languages::parse(&["en", "de", "fr"]).unwrap()
    }

    fn tag(tag: &str) -> LanguageTag {
        LanguageTag::parse(tag).unwrap()
    }

    fn study(slug: &str, german: CaseStudyTexts) -> NewCaseStudy {
        NewCaseStudy {
            title: "Payments".into(),
            slug: slug.into(),
            description: "A ledger".into(),
            content: r#"{"blocks":[{"type":"paragraph","data":{"text":"Hi"}}]}"#.into(),
            featured_image: None,
            featured_image_alt: None,
            date: None,
            tags: vec!["rust".into()],
            is_published: true,
            is_featured: false,
            translations: Some(ByLanguage::from([("de".to_owned(), german)])),
        }
    }

    #[test]
    fn a_language_shows_its_own_texts_and_marks_the_defaults() {
        let german = CaseStudyTexts {
            title: Some("Zahlungen".into()),
            slug: Some("zahlungen".into()),
            ..CaseStudyTexts::default()
        };
        let (shown, fallbacks) = case_study_in(&study("payments", german), &site(), &tag("de"));
        assert_eq!(shown.title, "Zahlungen");
        assert_eq!(shown.slug, "zahlungen");
        assert_eq!(shown.description, "A ledger");
        assert_eq!(fallbacks, ["description", "content", "tags"]);
        assert_eq!(shown.translations, None);
        let (shown, fallbacks) = case_study_in(
            &study("payments", CaseStudyTexts::default()),
            &site(),
            &tag("fr"),
        );
        assert_eq!(shown.slug, "payments");
        assert_eq!(fallbacks, ["title", "description", "content", "tags"]);
    }

    #[test]
    fn each_language_publishes_on_its_own_or_as_the_default() {
        let hidden = CaseStudyTexts {
            is_published: Some(false),
            ..CaseStudyTexts::default()
        };
        let study = study("payments", hidden);
        let translations = crate::translations::carried(&study.translations);
        assert!(published_in(true, translations, &site(), &tag("en")));
        assert!(!published_in(true, translations, &site(), &tag("de")));
        assert!(published_in(true, translations, &site(), &tag("fr")));
        assert!(!published_in(true, translations, &site(), &tag("it")));
    }

    #[test]
    fn an_address_is_taken_in_a_language_by_a_slug_or_the_default_standing_in() {
        let mine = study(
            "ledger",
            CaseStudyTexts {
                slug: Some("zahlungen".into()),
                ..CaseStudyTexts::default()
            },
        );
        let theirs = study(
            "zahlungen",
            CaseStudyTexts {
                title: Some("Andere".into()),
                ..CaseStudyTexts::default()
            },
        );
        fn addressed(study: &NewCaseStudy) -> Addressed<'_> {
            (
                &study.slug,
                crate::translations::carried(&study.translations),
            )
        }
        assert_eq!(
            taken_address(addressed(&mine), [addressed(&theirs)], &site()),
            Some(("translations.de.slug".to_owned(), tag("de")))
        );
        assert_eq!(
            taken_address(addressed(&theirs), [addressed(&mine)], &site()),
            Some(("slug".to_owned(), tag("de")))
        );
        let elsewhere = study("other", CaseStudyTexts::default());
        assert_eq!(
            taken_address(addressed(&mine), [addressed(&elsewhere)], &site()),
            None
        );
    }
}
