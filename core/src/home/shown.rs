//! One view of the home, one page of it ([`HomeShown`], issue 46): what a page of the home draws
//! and embeds, and what the app fetches when a visitor opens another view. A long view is cut into
//! pages, so a page never draws what a visitor cannot see: All by [`EXPERIENCES_PER_PAGE`] cards,
//! the Playground by [`CASE_STUDIES_PER_PAGE`], By Tools and By Industries by whole groups
//! ([`pages`]). Each page links the one before and after it, so a visitor without scripts reads
//! every page. Education is one page.

use super::cards::{CaseStudyCard, ExperienceCard, Home, HomeProfile};
use crate::grouping::{EducationGroup, IndustryGroup, ToolGroup};
use crate::home_view::{Filter, HomeView, Tab, ViewLink};
use crate::translations::Fallbacks;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::ops::Range;

/// Experience cards on a page of All.
pub const EXPERIENCES_PER_PAGE: usize = 20;
/// Case study cards on a page of the Playground (a grid of 1, 2 or 3 columns: whole rows).
pub const CASE_STUDIES_PER_PAGE: usize = 12;
/// Experiences (one line each) on a page of By Tools, in whole groups.
pub const TOOL_ENTRIES_PER_PAGE: usize = 100;
/// Experiences (with their accomplishments) on a page of By Industries, in whole groups.
pub const INDUSTRY_ENTRIES_PER_PAGE: usize = 20;

/// A view of the home on one of its pages, ready to draw: the header, and only the drawn view's
/// part (the other lists are empty).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct HomeShown {
    /// The view drawn, at its address in the page's language.
    pub view: ViewLink,
    /// The view's pages.
    pub pager: Pager,
    /// The header.
    pub profile: HomeProfile,
    /// Whether the site has any experience: Work Experience says 'No experiences added yet.'
    /// when not.
    pub has_experiences: bool,
    /// All: this page's cards.
    pub experiences: Vec<ExperienceCard>,
    /// By Tools: this page's groups.
    pub by_tools: Vec<ToolGroup>,
    /// By Industries: this page's groups.
    pub by_industries: Vec<IndustryGroup>,
    /// Education, by category.
    pub education: Vec<EducationGroup>,
    /// The Playground: this page's cards.
    pub case_studies: Vec<CaseStudyCard>,
    /// A fresh install: the page points its owner to the setup (`/admin/login`).
    pub setup_open: bool,
    /// As [`Home::fallbacks`], for what this page shows (the By Industries groups by their
    /// position on it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(skip_serializing_if_is_none))]
    pub fallbacks: Option<Fallbacks>,
}

/// Where a page is among its view's pages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct Pager {
    /// This page, from 1.
    pub page: u32,
    /// How many pages the view has (1 for an empty one).
    pub pages: u32,
    /// The page before, when there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub previous: Option<ViewLink>,
    /// The page after, when there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub next: Option<ViewLink>,
}

/// Cuts items of `weights` into pages of at most `budget` each, in order: a page takes items
/// while they fit, and an item heavier than the budget fills a page alone. Each page's range of
/// items; none for no items.
pub fn pages(weights: impl IntoIterator<Item = usize>, budget: usize) -> Vec<Range<usize>> {
    let mut pages: Vec<Range<usize>> = Vec::new();
    let mut filled = 0;
    for (at, weight) in weights.into_iter().enumerate() {
        match pages.last_mut() {
            Some(page) if filled + weight <= budget => {
                page.end = at + 1;
                filled += weight;
            }
            _ => {
                pages.push(at..at + 1);
                filled = weight;
            }
        }
    }
    pages
}

/// The part of `list` on page `page` (from 1) of `cut`; `None` for a page past the last (the
/// first page of an empty list is empty).
fn page_of<T>(mut list: Vec<T>, cut: &[Range<usize>], page: u32) -> Option<(Vec<T>, u32)> {
    let count = u32::try_from(cut.len()).unwrap_or(u32::MAX).max(1);
    if page > count {
        return None;
    }
    let range = cut.get(page as usize - 1).cloned().unwrap_or(0..0);
    list.truncate(range.end);
    list.drain(..range.start);
    Some((list, count))
}

/// Page `view.page` of `view` of `home`, its addresses in the page's language (`address` turns a
/// default-language address into it); `None` when the view has no such page.
pub fn shown(home: Home, view: HomeView, address: impl Fn(&str) -> String) -> Option<HomeShown> {
    let has_experiences = !home.experiences.is_empty();
    let mut part = HomeShown {
        view: view.link(),
        pager: Pager {
            page: 1,
            pages: 1,
            previous: None,
            next: None,
        },
        profile: home.profile,
        has_experiences,
        experiences: Vec::new(),
        by_tools: Vec::new(),
        by_industries: Vec::new(),
        education: Vec::new(),
        case_studies: Vec::new(),
        setup_open: home.setup_open,
        fallbacks: home.fallbacks,
    };
    let pages = match (view.tab, view.filter) {
        (Tab::Experiences, Filter::All) => {
            let cut = pages(home.experiences.iter().map(|_| 1), EXPERIENCES_PER_PAGE);
            let (cards, pages) = page_of(home.experiences, &cut, view.page)?;
            part.experiences = cards;
            pages
        }
        (Tab::Experiences, Filter::Tools) => {
            let weights = home.by_tools.iter().map(|group| group.entries.len());
            let cut = pages(weights, TOOL_ENTRIES_PER_PAGE);
            let (groups, pages) = page_of(home.by_tools, &cut, view.page)?;
            part.by_tools = groups;
            pages
        }
        (Tab::Experiences, Filter::Industries) => {
            let weights = home.by_industries.iter().map(|group| group.entries.len());
            let cut = pages(weights, INDUSTRY_ENTRIES_PER_PAGE);
            let first = cut
                .get(view.page as usize - 1)
                .map_or(0, |range| range.start);
            let (groups, pages) = page_of(home.by_industries, &cut, view.page)?;
            if let Some(fallbacks) = &mut part.fallbacks {
                let on_page = first..first + groups.len();
                fallbacks.industry_groups.retain(|at| on_page.contains(at));
                fallbacks
                    .industry_groups
                    .iter_mut()
                    .for_each(|at| *at -= first);
            }
            part.by_industries = groups;
            pages
        }
        (Tab::Education, _) => {
            part.education = home.education;
            1
        }
        (Tab::Playground, _) => {
            let cut = pages(home.case_studies.iter().map(|_| 1), CASE_STUDIES_PER_PAGE);
            let (cards, pages) = page_of(home.case_studies, &cut, view.page)?;
            part.case_studies = cards;
            pages
        }
    };
    let link = |page: u32| {
        let mut link = view.on_page(page).link();
        link.href = address(&link.href);
        link
    };
    part.pager = Pager {
        page: view.page,
        pages,
        previous: (view.page > 1).then(|| link(view.page - 1)),
        next: (view.page < pages).then(|| link(view.page + 1)),
    };
    part.view = link(view.page);
    if let Some(mut fallbacks) = part.fallbacks.take() {
        only_shown(&mut fallbacks, &part);
        part.fallbacks = Some(fallbacks);
    }
    Some(part)
}

/// Keeps of `fallbacks` what `part` shows: its experiences', education's and case studies'.
fn only_shown(fallbacks: &mut Fallbacks, part: &HomeShown) {
    let experiences: BTreeSet<i64> = part
        .experiences
        .iter()
        .map(|card| card.id)
        .chain(
            part.by_tools
                .iter()
                .flat_map(|group| group.entries.iter().map(|entry| entry.experience_id)),
        )
        .chain(
            part.by_industries
                .iter()
                .flat_map(|group| group.entries.iter().map(|entry| entry.experience_id)),
        )
        .collect();
    fallbacks
        .experiences
        .retain(|id, _| experiences.contains(id));
    if part.education.is_empty() {
        fallbacks.education.clear();
        fallbacks.education_groups.clear();
    }
    let studies: BTreeSet<i64> = part.case_studies.iter().map(|card| card.id).collect();
    fallbacks.case_studies.retain(|id, _| studies.contains(id));
}

#[cfg(test)]
mod tests {
    use super::pages;

    #[test]
    fn items_fill_pages_in_order_up_to_the_budget() {
        assert_eq!(pages([1; 5], 2), vec![0..2, 2..4, 4..5]);
        assert_eq!(pages([1; 4], 2), vec![0..2, 2..4]);
        assert!(pages(Vec::new(), 2).is_empty());
        assert_eq!(pages([3, 1, 1, 2, 4], 4), vec![0..2, 2..4, 4..5]);
    }

    #[test]
    fn an_item_past_the_budget_fills_a_page_alone() {
        assert_eq!(pages([1, 9, 1], 4), vec![0..1, 1..2, 2..3]);
        assert_eq!(pages([9], 4), vec![0..1]);
    }
}
