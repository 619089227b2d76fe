//! Which view of the home page a URL names (spec §2 "Public home", §4 "Tab state on home"):
//! `?tab=experiences|education|playground` and, on Work Experience, `?filter=all|tools|industries`,
//! and on a long view (every one but Education) the page of it, `?page=2` (issue 46: a page draws
//! what a visitor can see, [`crate::home::shown`]). Defaults are experiences, all and the first
//! page; an unknown or missing value means the default, the filter belongs to Work Experience only
//! and a page number is a whole number from 1. Values are read as `URLSearchParams` reads them
//! (decoded, the first of a name counting). The server keys its snapshot and the canonical URL on
//! the view's own address ([`HomeView::href`]), and renders the app's components for that address.
//! The app reads no address itself: every page hands it the views with their addresses
//! ([`HomeView::all`] as [`ViewLink`]s) and, on the home, the view drawn, and the app looks views
//! up in that table (`web/src/app/public-data.ts`).

use serde::{Deserialize, Serialize};

/// A tab of the home page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Enum))]
// Named apart from the web's `Tab` (folio-core's, through tsify) in the API's document.
#[cfg_attr(feature = "openapi", oai(rename = "HomeTab", rename_all = "lowercase"))]
pub enum Tab {
    /// Work Experience (the default).
    Experiences,
    /// Education.
    Education,
    /// Playground (case studies).
    Playground,
}

/// A filter of Work Experience.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Enum))]
#[cfg_attr(
    feature = "openapi",
    oai(rename = "HomeFilter", rename_all = "lowercase")
)]
pub enum Filter {
    /// One card per experience (the default).
    All,
    /// Grouped by tool.
    Tools,
    /// Grouped by industry.
    Industries,
}

/// The tabs and their values in the URL.
const TABS: [(Tab, &str); 3] = [
    (Tab::Experiences, "experiences"),
    (Tab::Education, "education"),
    (Tab::Playground, "playground"),
];

/// The filters and their values in the URL.
const FILTERS: [(Filter, &str); 3] = [
    (Filter::All, "all"),
    (Filter::Tools, "tools"),
    (Filter::Industries, "industries"),
];

/// One view of the home page; `filter` is [`Filter::All`] unless the tab is Work Experience, and
/// `page` is 1 on Education.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct HomeView {
    /// The tab shown.
    pub tab: Tab,
    /// The filter of Work Experience.
    pub filter: Filter,
    /// The page of the view shown, from 1.
    pub page: u32,
}

/// A view with its own address: an entry of the table every public page hands the app, which
/// finds a location's view, and a tab's or filter's address, there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
pub struct ViewLink {
    /// The tab shown.
    pub tab: Tab,
    /// The filter of Work Experience ([`Filter::All`] on the other tabs).
    pub filter: Filter,
    /// The page of the view, from 1.
    pub page: u32,
    /// The view's own address ([`HomeView::href`]).
    pub href: String,
}

impl Default for HomeView {
    fn default() -> Self {
        Self {
            tab: Tab::Experiences,
            filter: Filter::All,
            page: 1,
        }
    }
}

/// The first value of `name` in a query string, decoded as `URLSearchParams` does.
fn first<'a>(query: &'a str, name: &str) -> Option<std::borrow::Cow<'a, str>> {
    form_urlencoded::parse(query.as_bytes())
        .find(|(key, _)| key == name)
        .map(|(_, value)| value)
}

impl HomeView {
    /// The view a query string (without `?`) names.
    pub fn from_query(query: Option<&str>) -> Self {
        let query = query.unwrap_or_default();
        let tab = first(query, "tab")
            .and_then(|value| TABS.iter().find(|(_, v)| *v == value))
            .map_or(Tab::Experiences, |(tab, _)| *tab);
        let filter = match tab {
            Tab::Experiences => first(query, "filter")
                .and_then(|value| FILTERS.iter().find(|(_, v)| *v == value))
                .map_or(Filter::All, |(filter, _)| *filter),
            _ => Filter::All,
        };
        // Digits only, as a visitor would write them: `+2`, `2.0` and `0` are the first page.
        let page = first(query, "page")
            .filter(|value| value.bytes().all(|byte| byte.is_ascii_digit()))
            .and_then(|value| value.parse::<u32>().ok())
            .filter(|page| *page > 0 && tab != Tab::Education)
            .unwrap_or(1);
        Self { tab, filter, page }
    }

    /// The same view on its page `page` (from 1).
    pub fn on_page(self, page: u32) -> Self {
        Self {
            page: page.max(1),
            ..self
        }
    }

    /// Every view, each once: the default view first, then the tabs in their order, each tab's
    /// default filter first. A tab's first view is where its link opens it.
    pub fn all() -> [Self; 5] {
        [
            (Tab::Experiences, Filter::All),
            (Tab::Experiences, Filter::Tools),
            (Tab::Experiences, Filter::Industries),
            (Tab::Education, Filter::All),
            (Tab::Playground, Filter::All),
        ]
        .map(|(tab, filter)| Self {
            tab,
            filter,
            page: 1,
        })
    }

    /// The view with its own address.
    pub fn link(self) -> ViewLink {
        ViewLink {
            tab: self.tab,
            filter: self.filter,
            page: self.page,
            href: self.href(),
        }
    }

    /// The view's own address: `/`, `/?filter=tools`, `/?filter=industries`, `/?tab=education`
    /// or `/?tab=playground`, with `page=N` after a page past the first (`/?page=2`,
    /// `/?tab=playground&page=3`). Two queries name the same view exactly when this is equal.
    pub fn href(self) -> String {
        let view = match (self.tab, self.filter) {
            (Tab::Experiences, Filter::All) => "/",
            (Tab::Experiences, Filter::Tools) => "/?filter=tools",
            (Tab::Experiences, Filter::Industries) => "/?filter=industries",
            (Tab::Education, _) => "/?tab=education",
            (Tab::Playground, _) => "/?tab=playground",
        };
        match self.page {
            1 => view.to_owned(),
            page if view == "/" => format!("/?page={page}"),
            page => format!("{view}&page={page}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{FILTERS, Filter, HomeView, TABS};

    fn href(query: &str) -> String {
        HomeView::from_query(Some(query)).href()
    }

    #[test]
    fn no_query_is_work_experience_with_all() {
        assert_eq!(HomeView::from_query(None), HomeView::default());
        assert_eq!(href(""), "/");
    }

    #[test]
    fn each_tab_and_filter_is_read() {
        assert_eq!(href("tab=education"), "/?tab=education");
        assert_eq!(href("tab=playground"), "/?tab=playground");
        assert_eq!(href("tab=experiences"), "/");
        assert_eq!(href("filter=tools"), "/?filter=tools");
        assert_eq!(href("filter=industries"), "/?filter=industries");
        assert_eq!(
            href("tab=experiences&filter=industries"),
            "/?filter=industries"
        );
        assert_eq!(href("filter=all"), "/");
    }

    #[test]
    fn unknown_values_fall_back_to_the_defaults() {
        assert_eq!(href("tab=Education"), "/");
        assert_eq!(href("tab=&filter=nope"), "/");
        assert_eq!(href("tab=admin&filter=tools"), "/?filter=tools");
        assert_eq!(href("utm_source=x"), "/");
    }

    #[test]
    fn the_filter_belongs_to_work_experience_only() {
        assert_eq!(href("tab=education&filter=tools"), "/?tab=education");
        assert_eq!(
            HomeView::from_query(Some("tab=playground&filter=industries")).filter,
            Filter::All
        );
    }

    #[test]
    fn values_are_decoded_and_the_first_one_counts() {
        assert_eq!(href("tab=educ%61tion"), "/?tab=education");
        assert_eq!(href("tab=playground&tab=education"), "/?tab=playground");
        assert_eq!(href("%74ab=education"), "/?tab=education");
    }

    #[test]
    fn a_page_past_the_first_is_part_of_the_address() {
        assert_eq!(href("page=2"), "/?page=2");
        assert_eq!(href("page=1"), "/");
        assert_eq!(href("filter=tools&page=3"), "/?filter=tools&page=3");
        assert_eq!(href("page=12&tab=playground"), "/?tab=playground&page=12");
        assert_eq!(href("tab=education&page=2"), "/?tab=education");
        for nothing in ["0", "-1", "+2", "2.0", "", "two", "99999999999", "0x2"] {
            assert_eq!(href(&format!("page={nothing}")), "/", "{nothing}");
        }
        assert_eq!(href("page=007"), "/?page=7");
        let view = HomeView::from_query(Some("tab=playground&page=4"));
        assert_eq!(view.on_page(1).href(), "/?tab=playground");
        assert_eq!(
            HomeView::from_query(view.href().split_once('?').map(|(_, q)| q)),
            view
        );
    }

    #[test]
    fn every_view_is_listed_once_and_is_what_its_own_address_names() {
        let all = HomeView::all();
        assert_eq!(all[0], HomeView::default());
        for (at, view) in all.iter().enumerate() {
            assert_eq!(
                HomeView::from_query(view.href().split_once('?').map(|(_, q)| q)),
                *view
            );
            assert!(all[..at].iter().all(|other| other.href() != view.href()));
        }
        // Whatever a query says, its view is one of them.
        let tabs = TABS.iter().map(|(_, value)| *value).chain(["", "nope"]);
        for tab in tabs {
            for filter in FILTERS.iter().map(|(_, value)| *value).chain(["", "nope"]) {
                let query = format!("tab={tab}&filter={filter}");
                assert!(all.contains(&HomeView::from_query(Some(&query))), "{query}");
            }
        }
    }

    #[test]
    fn each_tab_opens_on_its_default_filter() {
        for (tab, _) in TABS {
            let first = HomeView::all()
                .into_iter()
                .find(|view| view.tab == tab)
                .unwrap();
            assert_eq!(first.filter, Filter::All, "{tab:?}");
        }
    }
}
