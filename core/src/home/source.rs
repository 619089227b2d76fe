//! What the home is derived from: the owner's profile as stored, the case studies' summaries,
//! and the experiences and education entries ([`HomeSource`]).

use crate::grouping::{Education, Experience};
use crate::language::Languages;
use crate::playground::Placing;
use crate::profile::ProfileLink;
use crate::translations::{ByLanguage, CaseStudyTexts, ProfileTexts};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The owner's profile as stored (and as `GET /api/profile` answers it).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct Owner {
    /// The name.
    pub name: String,
    /// The brief introduction.
    pub brief_intro: String,
    /// The code-hosting profile.
    pub github_url: Option<String>,
    /// The professional-network profile.
    pub linkedin_url: Option<String>,
    /// The education categories, in the order the public site groups them.
    pub education_categories: Vec<String>,
    /// Tools shown first, in this order, on the By Tools view.
    pub tools_order: Vec<String>,
    /// Industries shown first, in this order, on the By Industries view.
    pub industries_order: Vec<String>,
    /// The photo: an upload or an http(s) URL.
    pub photo: Option<String>,
    /// The headline or role.
    pub headline: Option<String>,
    /// Where the owner is.
    pub location: Option<String>,
    /// An email address or a contact page ([`crate::profile::contact_link`]).
    pub contact: Option<String>,
    /// The other links, in the owner's order.
    pub links: Vec<ProfileLink>,
    /// The site's languages, the default first: English only until the owner chooses them, as
    /// in a profile or an archive from before there were languages.
    pub languages: Languages,
    /// The name, introduction and headline in the site's other languages
    /// ([`crate::translations`]); left out when there are none.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "openapi", oai(default, skip_serializing_if_is_empty))]
    pub translations: ByLanguage<ProfileTexts>,
    /// The owner's wording of the public interface in each language
    /// ([`crate::language::wording`]); left out when there is none. Not part of the profile's
    /// API (`/api/admin/wording` reads and writes it), but of the archive's profile.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "openapi", oai(skip))]
    pub wording: crate::language::Wording,
}

/// A published case study, as the home lists it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct CaseStudySummary {
    /// The id.
    pub id: i64,
    /// The slug.
    pub slug: String,
    /// The title.
    pub title: String,
    /// The description.
    pub description: String,
    /// The featured image's URL.
    pub featured_image: Option<String>,
    /// What the featured image shows.
    pub featured_image_alt: Option<String>,
    /// Marked as featured.
    pub is_featured: bool,
    /// The owner's drag order.
    pub sort_order: i64,
    /// The date the card shows, `YYYY-MM-DD`.
    pub date: String,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// Shown in the default language (each other language's pages follow it unless its
    /// translation says otherwise); a summary that does not say is published.
    #[serde(default = "published")]
    pub is_published: bool,
    /// Its card's texts, address and publishing in the site's other languages (no content).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub translations: Option<ByLanguage<CaseStudyTexts>>,
}

fn published() -> bool {
    true
}

impl CaseStudySummary {
    /// What orders it in the Playground.
    pub fn placing(&self) -> Placing {
        Placing {
            id: self.id,
            is_featured: self.is_featured,
            sort_order: self.sort_order,
            date: self.date.clone(),
        }
    }
}

/// What the home is derived from.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct HomeSource {
    /// The profile.
    pub profile: Owner,
    /// The experiences, in the owner's order.
    pub experiences: Vec<Experience>,
    /// The education entries.
    pub education: Vec<Education>,
    /// The case studies published in any of the site's languages, in any order.
    pub case_studies: Vec<CaseStudySummary>,
    /// No admin account exists yet: the site is a fresh install.
    pub setup_open: bool,
    /// The home header links the résumé PDF (issue 43: the whole résumé's public link is on and
    /// listed).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub resume_pdf: bool,
}
