//! Grouping on the public home (spec §2 "Work Experience" By Tools and By Industries,
//! "Education").
//!
//! - By Tools: one group per tool named by any experience (its tools as read, normalised by
//!   [`crate::tools`]), ordered by the profile's `toolsOrder` ([`crate::ordering`]); each group
//!   has a count label ('3 experiences', '1 experience') and, per experience, its usage note for
//!   that tool or 'No specific usage details'.
//! - By Industries: one group per industry, ordered by `industriesOrder`, with the same count
//!   label as a tool group (issue 23), each experience with its accomplishments as link tokens
//!   ([`crate::links`]), ready to show.
//! - Education: one group per category, in the profile's `educationCategories` order, unknown
//!   categories after them alphabetically; entries sorted by sortOrder (stable).
//!
//! The counts and the missing usage are words of the public interface: `group_by_tools_in` and
//! `group_by_industries_in` take them from a catalogue ([`crate::language::messages`], issue 25);
//! `group_by_tools` and `group_by_industries` are the English ones, which the admin reads.
//!
//! Names group case-insensitively ignoring surrounding whitespace; a group shows the first
//! spelling met (for education, the profile list's spelling when it names the category). Within
//! a group, experiences keep their input order (the owner's drag order). An experience with a
//! blank industry, or an entry with a blank category, goes under 'Other' so nothing is lost.

use crate::language::messages::{CountedKey, MessageKey, Messages};
use crate::ordering::{name_key, order_names};
pub use crate::validation::Experience;
use serde::{Deserialize, Serialize};

/// What a group stands in for when a name is blank.
pub const OTHER: &str = "Other";
/// The usage shown when an experience has no note for a tool.
pub const NO_USAGE: &str = "No specific usage details";

/// An education entry as the public API returns it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(
        rename = "EducationEntry",
        rename_all = "camelCase",
        skip_serializing_if_is_none
    )
)]
pub struct Education {
    /// The id.
    pub id: i64,
    /// The name.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub name: String,
    /// The category.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub category: String,
    /// The certificate link.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub link: Option<String>,
    /// The date text.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub date: Option<String>,
    /// The position within its category.
    pub sort_order: i32,
    /// Its texts in the site's other languages ([`crate::translations`]); never on the public
    /// home, which shows one language.
    #[cfg_attr(
        not(target_arch = "wasm32"),
        serde(skip_serializing_if = "Option::is_none")
    )]
    #[cfg_attr(target_arch = "wasm32", serde(skip))]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub translations: crate::translations::Carried<crate::translations::EducationTexts>,
}

/// Experiences and the profile's order for the groups.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ExperienceGrouping {
    /// The experiences, in the owner's order.
    #[serde(deserialize_with = "crate::lenient::list")]
    pub experiences: Vec<Experience>,
    /// The custom order (`toolsOrder` or `industriesOrder`).
    #[serde(deserialize_with = "crate::lenient::list")]
    pub order: Vec<String>,
}

/// Education entries and the profile's category order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct EducationGrouping {
    /// The entries.
    #[serde(deserialize_with = "crate::lenient::list")]
    pub entries: Vec<Education>,
    /// The profile's `educationCategories`.
    #[serde(deserialize_with = "crate::lenient::list")]
    pub categories: Vec<String>,
}

/// One tool and the experiences that used it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct ToolGroup {
    /// The tool's name.
    pub tool: String,
    /// '3 experiences' or '1 experience'.
    pub count_label: String,
    /// The experiences, in input order.
    pub entries: Vec<ToolEntry>,
}

/// One experience under a tool.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct ToolEntry {
    /// The experience's id.
    pub experience_id: i64,
    /// Its job title.
    pub job_title: String,
    /// Its company.
    pub company: String,
    /// Its usage note for this tool, or 'No specific usage details'.
    pub usage: String,
    /// Whether `usage` is the experience's own note (not the placeholder).
    pub has_usage: bool,
}

/// One industry and its experiences.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct IndustryGroup {
    /// The industry.
    pub industry: String,
    /// '3 experiences' or '1 experience', as a tool group's.
    pub count_label: String,
    /// The experiences, in input order.
    pub entries: Vec<IndustryEntry>,
}

/// One experience under an industry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct IndustryEntry {
    /// The experience's id.
    pub experience_id: i64,
    /// Its job title.
    pub job_title: String,
    /// Its company.
    pub company: String,
    /// Its accomplishments, with their links ([`crate::links::link_tokens`]).
    pub accomplishments: Vec<crate::links::Token>,
}

/// One education category and its entries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct EducationGroup {
    /// The category.
    pub category: String,
    /// The entries, by sortOrder.
    pub entries: Vec<Education>,
}

/// '1 experience' or 'N experiences', in English (the catalogues' `experiences` in another
/// language).
pub fn count_label(count: usize) -> String {
    if count == 1 {
        "1 experience".to_owned()
    } else {
        format!("{count} experiences")
    }
}

/// Collects items under their name, by [`name_key`], keeping the first spelling and input order.
fn collect<T>(items: impl IntoIterator<Item = (String, T)>) -> Vec<(String, Vec<T>)> {
    let mut groups: Vec<(String, String, Vec<T>)> = Vec::new();
    for (name, item) in items {
        let name = match name.trim() {
            "" => OTHER.to_owned(),
            trimmed => trimmed.to_owned(),
        };
        let key = name_key(&name);
        match groups.iter_mut().find(|(k, _, _)| *k == key) {
            Some((_, _, members)) => members.push(item),
            None => groups.push((key, name, vec![item])),
        }
    }
    groups
        .into_iter()
        .map(|(_, name, members)| (name, members))
        .collect()
}

/// Puts groups in the order [`order_names`] gives their names.
fn ordered<T>(groups: Vec<(String, Vec<T>)>, order: &[String]) -> Vec<(String, Vec<T>)> {
    let names: Vec<String> = groups.iter().map(|(name, _)| name.clone()).collect();
    let mut slots: Vec<Option<(String, Vec<T>)>> = groups.into_iter().map(Some).collect();
    order_names(&names, order)
        .iter()
        .filter_map(|name| {
            slots
                .iter_mut()
                .find(|s| s.as_ref().is_some_and(|(n, _)| n == name))?
                .take()
        })
        .collect()
}

/// The By Tools view, in English: what the admin reads of it (through the WASM module, which
/// carries no catalogue; a test holds it to [`group_by_tools_in`] with the English one).
pub fn group_by_tools(experiences: &[Experience], tools_order: &[String]) -> Vec<ToolGroup> {
    tool_groups(experiences, tools_order, count_label, NO_USAGE)
}

/// The By Tools view with the counts and the missing usage in the language of `messages`.
pub fn group_by_tools_in(
    messages: &Messages,
    experiences: &[Experience],
    tools_order: &[String],
) -> Vec<ToolGroup> {
    let count = |n: usize| messages.count(CountedKey::Experiences, n as u64);
    tool_groups(
        experiences,
        tools_order,
        count,
        messages.text(MessageKey::NoUsage),
    )
}

fn tool_groups(
    experiences: &[Experience],
    tools_order: &[String],
    count: impl Fn(usize) -> String,
    no_usage: &str,
) -> Vec<ToolGroup> {
    let pairs = experiences.iter().flat_map(|experience| {
        experience.tools.iter().cloned().map(move |tool| {
            let entry = ToolEntry {
                experience_id: experience.id,
                job_title: experience.job_title.clone(),
                company: experience.company.clone(),
                has_usage: tool.usage.is_some(),
                usage: tool.usage.unwrap_or_else(|| no_usage.to_owned()),
            };
            (tool.name, entry)
        })
    });
    ordered(collect(pairs), tools_order)
        .into_iter()
        .map(|(tool, entries)| ToolGroup {
            tool,
            count_label: count(entries.len()),
            entries,
        })
        .collect()
}

/// The By Industries view, in English (as [`group_by_tools`]).
pub fn group_by_industries(
    experiences: &[Experience],
    industries_order: &[String],
) -> Vec<IndustryGroup> {
    industry_groups(experiences, industries_order, count_label)
}

/// The By Industries view with the counts in the language of `messages`.
pub fn group_by_industries_in(
    messages: &Messages,
    experiences: &[Experience],
    industries_order: &[String],
) -> Vec<IndustryGroup> {
    let count = |n: usize| messages.count(CountedKey::Experiences, n as u64);
    industry_groups(experiences, industries_order, count)
}

fn industry_groups(
    experiences: &[Experience],
    industries_order: &[String],
    count: impl Fn(usize) -> String,
) -> Vec<IndustryGroup> {
    let pairs = experiences.iter().map(|experience| {
        let entry = IndustryEntry {
            experience_id: experience.id,
            job_title: experience.job_title.clone(),
            company: experience.company.clone(),
            accomplishments: crate::links::link_tokens(&experience.accomplishments),
        };
        (experience.industry.clone(), entry)
    });
    ordered(collect(pairs), industries_order)
        .into_iter()
        .map(|(industry, entries)| IndustryGroup {
            industry,
            count_label: count(entries.len()),
            entries,
        })
        .collect()
}

/// The order of the Education tab's headings (issue 40 point 1): of the categories the entries
/// use, first those the profile lists, in its order and spelling, then the others in the order
/// their first entries were added (by id), so a new category goes last. The admin's category
/// order editor shows and saves this order.
pub fn education_category_order(entries: &[Education], categories: &[String]) -> Vec<String> {
    let mut by_age: Vec<&Education> = entries.iter().collect();
    by_age.sort_by_key(|entry| entry.id);
    let used = collect(by_age.into_iter().map(|entry| (entry.category.clone(), ())));
    let listed = categories.iter().map(|name| name.trim().to_owned());
    let mut order: Vec<String> = Vec::new();
    let has = |order: &[String], name: &str| order.iter().any(|o| name_key(o) == name_key(name));
    for name in listed.chain(used.iter().map(|(name, _)| name.clone())) {
        if !has(&order, &name)
            && used
                .iter()
                .any(|(used, _)| name_key(used) == name_key(&name))
        {
            order.push(name);
        }
    }
    order
}

/// The Education tab: groups in [`education_category_order`] and spelled as it spells them, each
/// group's entries by `sortOrder`.
pub fn group_education(entries: &[Education], categories: &[String]) -> Vec<EducationGroup> {
    let order = education_category_order(entries, categories);
    let mut groups = collect(
        entries
            .iter()
            .map(|entry| (entry.category.clone(), entry.clone())),
    );
    let rank = |name: &str| order.iter().position(|o| name_key(o) == name_key(name));
    groups.sort_by_key(|(name, _)| rank(name));
    groups
        .into_iter()
        .zip(order)
        .map(|((_, mut entries), category)| {
            entries.sort_by_key(|entry| entry.sort_order);
            EducationGroup { category, entries }
        })
        .collect()
}
