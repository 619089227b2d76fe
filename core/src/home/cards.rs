//! What the home shows, ready to draw: the header, and the cards of experiences and case
//! studies ([`Home`]).

use crate::grouping::{EducationGroup, IndustryGroup, ToolGroup};
use crate::language::Languages;
use crate::links::Token;
use crate::profile::{ContactLink, PublicLink};
use crate::responsive::ResponsiveImage;
use crate::translations::Fallbacks;
use serde::{Deserialize, Serialize};

/// The public home, ready to show.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct Home {
    /// The header.
    pub profile: HomeProfile,
    /// Work Experience, All: one card per experience, in the owner's order.
    pub experiences: Vec<ExperienceCard>,
    /// Work Experience, By Tools.
    pub by_tools: Vec<ToolGroup>,
    /// Work Experience, By Industries.
    pub by_industries: Vec<IndustryGroup>,
    /// Education, by category.
    pub education: Vec<EducationGroup>,
    /// Playground, in [`crate::playground`]'s order: featured first.
    pub case_studies: Vec<CaseStudyCard>,
    /// A fresh install: the page points its owner to the setup (`/admin/login`).
    pub setup_open: bool,
    /// On a page in a language other than the default, the texts shown in the default's words,
    /// which the page marks with the default's `lang` ([`home_in`]); absent on the default's
    /// page, so it weighs what it did before there were languages.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(skip_serializing_if_is_none))]
    pub fallbacks: Option<Fallbacks>,
}

/// The header: name, introduction and the profile links that are http(s) URLs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct HomeProfile {
    /// The name.
    pub name: String,
    /// The brief introduction, with its links.
    pub brief_intro: Vec<Token>,
    /// The code-hosting profile, when an http(s) URL.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub github_url: Option<String>,
    /// The professional-network profile, when an http(s) URL.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub linkedin_url: Option<String>,
    /// The photo's URL.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub photo: Option<String>,
    /// The photo's size and narrower copies, when it is an upload stored with its size.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub photo_image: Option<ResponsiveImage>,
    /// The headline or role.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub headline: Option<String>,
    /// Where the owner is.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub location: Option<String>,
    /// Every link the header shows: GitHub, LinkedIn, then the others, each with its site's icon
    /// when the site is known.
    pub links: Vec<PublicLink>,
    /// How to reach the owner, when set.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub contact: Option<ContactLink>,
    /// The site's languages, the default first, when it has more than one: a one-language
    /// site's page carries none, and weighs what it did before there were languages.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub languages: Option<Languages>,
    /// The link to the résumé PDF in the page's language, when the owner shows it in the header
    /// (issue 43).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub resume_pdf: Option<crate::resume_words::ResumePdfLink>,
}

/// One experience card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct ExperienceCard {
    /// The experience's id.
    pub id: i64,
    /// The job title.
    pub job_title: String,
    /// The company.
    pub company: String,
    /// `Jan 2023 - Present` ([`public_date_range_in`]).
    pub date_range: String,
    /// The description, with its links.
    pub description: Vec<Token>,
    /// Whether the description is long ([`is_long`]).
    pub long_description: bool,
    /// The accomplishments, with their links.
    pub accomplishments: Vec<Token>,
    /// Whether the accomplishments are long ([`is_long`]).
    pub long_accomplishments: bool,
    /// The tools' names, normalised.
    pub tools: Vec<String>,
}

/// One case study card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct CaseStudyCard {
    /// The id.
    pub id: i64,
    /// The slug.
    pub slug: String,
    /// The title.
    pub title: String,
    /// The description.
    pub description: String,
    /// The featured image's URL.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub featured_image: Option<String>,
    /// The featured image's size and narrower copies, when it is an upload stored with its size.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub image: Option<ResponsiveImage>,
    /// What the featured image shows, for its `alt`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub featured_image_alt: Option<String>,
    /// Marked as featured.
    pub is_featured: bool,
    /// The date to show, `YYYY-MM-DD` (the owner's; by default the day it was created).
    pub date: String,
    /// The date as the page's language writes it (`27. Nov. 2026`), shown as it is; none on an
    /// English page, where the browser writes it in the visitor's locale
    /// ([`crate::language::shown_day`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub date_label: Option<String>,
    /// RFC 3339 UTC.
    pub created_at: String,
}
