//! What a page says of a text it shows in the default language's words (issue 40 point 3: "a
//! visitor can see what is not translated").
//!
//! - Each such text carries a quiet mark, named in the page's words: `Nicht übersetzt: Englisch`
//!   ([`mark_label`]), and showing the default's language subtag (`EN`, [`mark_text`]).
//! - A case study whose body is the default's says so above it, in the page's words: `Diese
//!   Fallstudie gibt es nur auf Englisch.` ([`case_study_note`]). Its title, description or tags
//!   alone falling back get their marks, not the note: the article itself is translated.
//!
//! The default language is named as the page's catalogue names it ([`name_in`]); a language that
//! catalogue has no name for is named by its endonym (or its tag), in a sentence that does not
//! need the name's grammar (`…nur in einer anderen Sprache (sw).`).

use crate::language::exonyms::name_in;
use crate::language::{LanguageTag, MessageKey, Messages, endonym};

/// The mark's name for assistive technology and its tooltip: [`MessageKey::Untranslated`] with
/// the default language's name in the page's words.
pub fn mark_label(messages: &Messages, default: &LanguageTag) -> String {
    let name = name_in(messages.catalogue(), default).unwrap_or_else(|| endonym(default));
    messages
        .text(MessageKey::Untranslated)
        .replace("{language}", name)
}

/// What the mark shows: the default language's subtag in capitals (`EN`), the way a reader meets
/// a language's code on a switcher or a keyboard.
pub fn mark_text(default: &LanguageTag) -> String {
    default.primary_language().to_ascii_uppercase()
}

/// The note a case study's page shows when its body (`content`) is among the `fallbacks`: the
/// article exists in the default language only. `None` otherwise.
pub fn case_study_note(
    messages: &Messages,
    default: &LanguageTag,
    fallbacks: &[String],
) -> Option<String> {
    if !fallbacks.iter().any(|field| field == "content") {
        return None;
    }
    Some(match name_in(messages.catalogue(), default) {
        Some(name) => messages
            .text(MessageKey::CaseStudyOnlyIn)
            .replace("{language}", name),
        None => messages
            .text(MessageKey::CaseStudyOnlyInOther)
            .replace("{language}", endonym(default)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Catalogue;

    fn tag(tag: &str) -> LanguageTag {
        LanguageTag::parse(tag).unwrap()
    }

    fn note(catalogue: Catalogue, default: &str) -> Option<String> {
        let fallbacks = ["title".to_owned(), "content".to_owned()];
        case_study_note(Messages::of(catalogue), &tag(default), &fallbacks)
    }

    #[test]
    fn a_case_study_only_in_the_default_says_so_in_the_pages_words() {
        assert_eq!(
            note(Catalogue::De, "en").as_deref(),
            Some("Diese Fallstudie gibt es nur auf Englisch.")
        );
        assert_eq!(
            note(Catalogue::Fr, "en").as_deref(),
            Some("Cette étude de cas n’existe qu’en anglais.")
        );
        assert_eq!(
            note(Catalogue::Es, "en").as_deref(),
            Some("Este caso de estudio solo está disponible en inglés.")
        );
        assert_eq!(
            note(Catalogue::En, "de").as_deref(),
            Some("This case study is only available in German.")
        );
        assert_eq!(
            note(Catalogue::De, "pt-BR").as_deref(),
            Some("Diese Fallstudie gibt es nur auf Portugiesisch.")
        );
        assert_eq!(
            note(Catalogue::De, "sw").as_deref(),
            Some("Diese Fallstudie gibt es nur in einer anderen Sprache (sw).")
        );
    }

    #[test]
    fn a_translated_body_has_no_note() {
        let fallbacks = ["title".to_owned(), "tags".to_owned()];
        assert_eq!(
            case_study_note(Messages::of(Catalogue::De), &tag("en"), &fallbacks),
            None
        );
    }

    #[test]
    fn the_mark_names_the_default_in_the_pages_words() {
        assert_eq!(
            mark_label(Messages::of(Catalogue::De), &tag("en")),
            "Nicht übersetzt: Englisch"
        );
        assert_eq!(
            mark_label(Messages::of(Catalogue::Fr), &tag("en-GB")),
            "Non traduit\u{a0}: anglais"
        );
        assert_eq!(mark_text(&tag("en-GB")), "EN");
    }
}
