//! The owner's texts in the site's other languages (issue 25 goal 2: "every text the owner
//! writes has a value per language"; goal 4: "nothing falls back silently").
//!
//! The default language's texts stay where they always were (a profile's `name`, an experience's
//! `jobTitle`, …); each row also carries its translations, by language, shaped
//! `{ "<tag>": { "<field>": "<text>" } }` ([`ByLanguage`]). Dates, order, links, images and flags
//! are shared across languages, so only texts are translated. One concept per module:
//!
//! - [`texts`]: what is translatable, per kind of row ([`ProfileTexts`], [`ExperienceTexts`],
//!   [`EducationTexts`]), and how a save's languages join those stored ([`merge`]);
//! - [`check`]: a save's translations, validated against the site's languages and the bounds of
//!   the default's fields;
//! - [`localize`](mod@localize): the home's source in one language, with the texts that fall
//!   back to the default's ([`Fallbacks`]);
//! - [`case_study`](mod@case_study): a case study in one language: whether it is published
//!   there, its address and its texts;
//! - [`missing`]: every field missing in each language, for the admin's list;
//! - [`untranslated`]: what a page says of a text shown in the default's words (its mark, and a
//!   case study's note).
//!
//! Values stored for a language the site no longer lists are kept (the owner may add it back)
//! but never shown: [`crate::language::choose_translation`] only reads the site's languages.

pub mod case_study;
mod case_study_address;
pub mod check;
mod field;
pub mod localize;
pub mod missing;
pub mod texts;
pub mod untranslated;

pub use case_study::{case_study_in, taken_address};
pub use case_study_address::{published_in, slug_in};
pub(crate) use field::with_translations;
pub use localize::{Fallbacks, localize, localize_profile};
pub use missing::{MissingField, MissingInLanguage, RowKind, is_proper_name, missing_in_site};
pub use texts::{
    ByLanguage, Carried, CaseStudyTexts, EducationTexts, ExperienceTexts, ProfileTexts, carried,
    carry, merge, take_carried,
};
