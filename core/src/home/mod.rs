//! The public home page (spec §2 "Public home"), derived once: everything the page shows,
//! computed from the stored profile, experiences, education and published case studies. The
//! server draws its HTML from a [`Home`] and hands the same value to the app, which only lays it
//! out; so a visitor's browser runs no rule and loads no WASM.
//!
//! - On a fresh install (no admin yet) the page points its owner to the setup.
//! - The profile's links are kept only when they are http(s) URLs; its introduction, and each
//!   experience's description and accomplishments, are [`link_tokens`].
//! - Its words are in the language of the catalogue it is derived with: a card's dates, a group's
//!   count, a tool's missing usage ([`crate::language::messages`], issue 25).
//! - Each experience card carries its public date range and its normalised tools' names, and
//!   says which of its texts are long ([`is_long`]): a card shows those clamped to
//!   [`CLAMPED_LINES`] lines with 'Show more'.
//! - By Tools, By Industries and Education are [`crate::grouping`]'s groups; an education link
//!   that is not an http(s) URL is dropped, so the name shows as plain text.
//! - Case study cards are in [`crate::playground`]'s order (featured first) and show the
//!   owner's date.
//! - A case study card carries its featured image's sizes for a card ([`CARD_IMAGE_SIZES`]) when
//!   the image is an upload stored with its size.
//! - The header carries the site's languages ([`Languages`], the default first) when there are
//!   more than one (issue 25: a one-language site "looks and weighs exactly as today").

use crate::dates::{DateRange, public_date_range_in};
use crate::grouping::{Experience, group_by_industries_in, group_by_tools_in, group_education};
use crate::language::LanguageTag;
use crate::language::messages::Messages;
use crate::links::link_tokens;
use crate::playground::playground_order_by;
use crate::profile::{ProfileLink, PublicLink, contact_link, public_link};
use crate::responsive::{CARD_IMAGE_SIZES, responsive_image};
use crate::translations::localize;
use crate::url::is_http_url;

mod cards;
mod shown;
mod source;

pub use cards::{CaseStudyCard, ExperienceCard, Home, HomeProfile};
pub use shown::{
    CASE_STUDIES_PER_PAGE, EXPERIENCES_PER_PAGE, HomeShown, INDUSTRY_ENTRIES_PER_PAGE, Pager,
    TOOL_ENTRIES_PER_PAGE, pages, shown,
};
pub use source::{CaseStudySummary, HomeSource, Owner};

/// A text longer than this many characters is long on a card.
pub const LONG_CHARACTERS: usize = 600;
/// How many lines a card shows of a long text until 'Show more'; a text of more lines is long.
pub const CLAMPED_LINES: usize = 4;

/// Whether a card shows `text` clamped: more than [`LONG_CHARACTERS`] characters (about five
/// lines of a desktop card) or more than [`CLAMPED_LINES`] lines.
pub fn is_long(text: &str) -> bool {
    text.chars().count() > LONG_CHARACTERS || text.trim_end().lines().count() > CLAMPED_LINES
}

/// The `sizes` of the header's photo: it is drawn at most this wide.
pub const PHOTO_SIZES: &str = "112px";

/// The header's links: GitHub and LinkedIn when set, then the others that are http(s) URLs.
pub fn header_links(profile: &Owner) -> Vec<PublicLink> {
    let named = |label: &str, url: &Option<String>| {
        url.as_ref().map(|url| ProfileLink {
            label: label.to_owned(),
            url: url.clone(),
        })
    };
    named("GitHub", &profile.github_url)
        .into_iter()
        .chain(named("LinkedIn", &profile.linkedin_url))
        .chain(profile.links.iter().cloned())
        .filter_map(|link| public_link(&link))
        .collect()
}

/// The public home derived from what is stored, its words (dates, counts, the missing usage) in
/// the language of `messages` (issue 25).
pub fn home(source: &HomeSource, messages: &Messages) -> Home {
    let profile = &source.profile;
    let link = |url: &Option<String>| url.clone().filter(|url| is_http_url(url));
    Home {
        profile: HomeProfile {
            name: profile.name.clone(),
            brief_intro: link_tokens(&profile.brief_intro),
            github_url: link(&profile.github_url),
            linkedin_url: link(&profile.linkedin_url),
            photo: profile.photo.clone().filter(|url| !url.is_empty()),
            photo_image: profile
                .photo
                .as_deref()
                .and_then(|url| responsive_image(url, PHOTO_SIZES)),
            headline: profile.headline.clone(),
            location: profile.location.clone(),
            links: header_links(profile),
            contact: contact_link(profile.contact.as_deref()),
            languages: (profile.languages.as_slice().len() > 1).then(|| profile.languages.clone()),
            resume_pdf: None,
        },
        experiences: source
            .experiences
            .iter()
            .map(|experience| experience_card(experience, messages))
            .collect(),
        by_tools: group_by_tools_in(messages, &source.experiences, &profile.tools_order),
        by_industries: group_by_industries_in(
            messages,
            &source.experiences,
            &profile.industries_order,
        ),
        education: group_education(&source.education, &profile.education_categories)
            .into_iter()
            .map(|mut group| {
                for entry in &mut group.entries {
                    entry.link = link(&entry.link);
                    // The page shows one language: the others stay in the admin.
                    entry.translations = None;
                }
                group
            })
            .collect(),
        case_studies: {
            let mut studies = source
                .case_studies
                .iter()
                .filter(|study| study.is_published)
                .collect::<Vec<_>>();
            playground_order_by(&mut studies, |study| study.placing());
            studies
                .into_iter()
                .map(|study| case_study_card(study, messages))
                .collect()
        },
        setup_open: source.setup_open,
        fallbacks: None,
    }
}

/// The public home in `language`, its words in the language of `messages` (issue 25): each text
/// in `language` where translated, else the default's, listed in [`Home::fallbacks`] so the page
/// marks it ([`localize`]). The By Industries and Education groups are the default's, in its
/// order, each labelled with its first entry's industry or category in `language`. The default
/// language, or one the site is not served in, is [`home`] itself, with no fallbacks.
pub fn home_in(source: &HomeSource, language: &LanguageTag, messages: &Messages) -> Home {
    let languages = &source.profile.languages;
    if languages.is_default(language) || !languages.contains(language) {
        return home(source, messages);
    }
    let (localized, mut fallbacks) = localize(source, language);
    // Grouped by the default's names, so the groups and their order are the default page's.
    let mut grouped = localized.clone();
    for (experience, default) in grouped.experiences.iter_mut().zip(&source.experiences) {
        experience.industry.clone_from(&default.industry);
    }
    for (entry, default) in grouped.education.iter_mut().zip(&source.education) {
        entry.category.clone_from(&default.category);
    }
    let mut derived = home(&grouped, messages);
    for (index, group) in derived.by_industries.iter_mut().enumerate() {
        let first = group.entries.first().and_then(|entry| {
            localized
                .experiences
                .iter()
                .find(|e| e.id == entry.experience_id)
        });
        if let Some(first) = first.filter(|e| !e.industry.trim().is_empty()) {
            group.industry = first.industry.trim().to_owned();
            if fallbacks.experience(first.id, "industry") {
                fallbacks.industry_groups.push(index);
            }
        }
    }
    for (index, group) in derived.education.iter_mut().enumerate() {
        for entry in &mut group.entries {
            if let Some(own) = localized.education.iter().find(|e| e.id == entry.id) {
                entry.category.clone_from(&own.category);
            }
        }
        let first = group.entries.first();
        if let Some(first) = first.filter(|e| !e.category.trim().is_empty()) {
            // A fallback keeps the default page's label (the profile list's spelling).
            if fallbacks.education(first.id, "category") {
                fallbacks.education_groups.push(index);
            } else {
                group.category = first.category.trim().to_owned();
            }
        }
    }
    // A usage note's mark names the tool as its By Tools group does, where the page looks it up.
    for group in &derived.by_tools {
        let key = crate::ordering::name_key(&group.tool);
        for entry in &group.entries {
            let Some(fields) = fallbacks.experiences.get_mut(&entry.experience_id) else {
                continue;
            };
            for field in fields.iter_mut() {
                if field
                    .strip_prefix("tools.")
                    .is_some_and(|name| crate::ordering::name_key(name) == key)
                {
                    *field = format!("tools.{}", group.tool);
                }
            }
        }
    }
    derived.fallbacks = Some(fallbacks);
    derived
}

fn experience_card(experience: &Experience, messages: &Messages) -> ExperienceCard {
    let range = DateRange {
        start_date: experience.start_date.clone(),
        end_date: experience.end_date.clone(),
        is_current_job: experience.is_current_job,
    };
    ExperienceCard {
        id: experience.id,
        job_title: experience.job_title.clone(),
        company: experience.company.clone(),
        date_range: public_date_range_in(messages, &range),
        description: link_tokens(&experience.description),
        long_description: is_long(&experience.description),
        accomplishments: link_tokens(&experience.accomplishments),
        long_accomplishments: is_long(&experience.accomplishments),
        tools: experience
            .tools
            .iter()
            .map(|tool| tool.name.clone())
            .collect(),
    }
}

fn case_study_card(study: &CaseStudySummary, messages: &Messages) -> CaseStudyCard {
    let featured_image = study.featured_image.clone().filter(|url| !url.is_empty());
    CaseStudyCard {
        id: study.id,
        slug: study.slug.clone(),
        title: study.title.clone(),
        description: study.description.clone(),
        image: featured_image
            .as_deref()
            .and_then(|url| responsive_image(url, CARD_IMAGE_SIZES)),
        featured_image,
        featured_image_alt: study.featured_image_alt.clone(),
        is_featured: study.is_featured,
        date: study.date.clone(),
        date_label: crate::language::shown_day(messages.catalogue(), &study.date),
        created_at: study.created_at.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_long_past_its_characters_or_its_lines() {
        assert!(!is_long(&"é".repeat(LONG_CHARACTERS)));
        assert!(is_long(&"é".repeat(LONG_CHARACTERS + 1)));
        assert!(!is_long("1\n2\n3\n4\n\n"));
        assert!(is_long("1\n2\n3\n\n5"));
    }
}
