//! The language rules of a site served in several languages (issue 25).
//!
//! The owner picks a default language and adds others; visitors read `/` in the default and
//! `/{lang}/…` in the others; a text with no translation shows the default's, marked with its
//! `lang`, never silently; the interface's strings come from message catalogues with CLDR plural
//! rules and month names. One concept per module:
//!
//! - [`tag`]: a language tag as the owner types it, parsed into [`LanguageTag`], and
//!   [`tag_error`], why a text is not one;
//! - [`list`]: the site's languages, the default first ([`Languages`]);
//! - [`address`]: which language an address path names, and the address of a page in a language;
//! - [`fallback`]: which value of a translatable text a page shows, and what is missing where;
//! - [`names`]: what a language is called in itself, and its `og:locale` form;
//! - [`exonyms`]: what a language is called in each catalogue's words;
//! - [`suggestion`]: which other language of the site a page may suggest to its visitor;
//! - [`catalogue`]: the languages the interface is written in ([`Catalogue`]);
//! - [`plural`]: CLDR cardinal plural categories;
//! - [`months`]: month names, the "Mar 2021" form and a day's form per catalogue;
//! - [`messages`]: the interface's own words per catalogue ([`Messages`]), from
//!   `core/messages/*.json`;
//! - [`wording`]: the owner's overrides of those words per language, and their rules.
//!
//! Vectors: `tests/vectors/language/`, in the shape of the browser-shared ones.

pub mod address;
pub mod catalogue;
pub mod exonyms;
pub mod fallback;
pub mod list;
pub mod messages;
pub mod months;
pub mod names;
pub mod plural;
pub mod suggestion;
pub mod tag;
pub mod tag_error;
pub mod wording;

pub use address::{Localized, language_of_path, localized_path};
pub use catalogue::Catalogue;
pub use fallback::{MissingIn, Shown, Translations, choose_translation, missing_translations};
pub use list::Languages;
pub use messages::{CountedKey, MessageKey, Messages};
pub use months::{format_day, format_month, month_names, shown_day};
pub use names::{endonym, open_graph_locale};
pub use plural::{PluralCategory, plural_category};
pub use suggestion::{suggested_language, suggestion_table};
pub use tag::LanguageTag;
pub use tag_error::TagError;
pub use wording::{LanguageWording, Wording, WordingDraft, check_wording, messages_with};
