//! The profile beyond the spec's name and introduction (issue 23 point 6): a photo, a headline, a
//! location, a way to contact the owner and any number of other links, each with the icon of its
//! site where the site is known.
//!
//! - [`site_of`] says which known site a link is on, from its host alone (`github.com` and any
//!   `*.github.com`, `www.` ignored): the public header draws that site's icon and, for a link
//!   without a label, its name. Any other host gets no icon and is named by its host.
//! - [`contact_link`] turns the contact the owner typed (an email address or a web address) into
//!   the link the footer and the end of a case study offer.
//! - [`is_email`] is the small check an email address must pass.

use crate::url::is_http_url;
use serde::{Deserialize, Serialize};

/// How many other links a profile may have.
pub const MAX_LINKS: usize = 12;
/// The length of a link's label.
pub const LINK_LABEL: usize = 60;
/// The length of an email address (RFC 5321's path bound).
pub const EMAIL: usize = 254;

/// One of the owner's other links, as stored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct ProfileLink {
    /// What the link is called; empty lets the site's name (or host) stand for it.
    pub label: String,
    /// An http(s) URL.
    pub url: String,
}

/// A known site, whose icon the public header draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Enum))]
#[cfg_attr(feature = "openapi", oai(rename_all = "kebab-case"))]
pub enum Site {
    /// github.com
    Github,
    /// gitlab.com
    Gitlab,
    /// linkedin.com
    Linkedin,
    /// x.com, twitter.com
    X,
    /// bsky.app
    Bluesky,
    /// youtube.com, youtu.be
    Youtube,
    /// dribbble.com
    Dribbble,
    /// behance.net
    Behance,
    /// medium.com
    Medium,
    /// stackoverflow.com
    StackOverflow,
    /// instagram.com
    Instagram,
}

/// Each known host and its site.
const HOSTS: [(&str, Site); 13] = [
    ("github.com", Site::Github),
    ("gitlab.com", Site::Gitlab),
    ("linkedin.com", Site::Linkedin),
    ("x.com", Site::X),
    ("twitter.com", Site::X),
    ("bsky.app", Site::Bluesky),
    ("youtube.com", Site::Youtube),
    ("youtu.be", Site::Youtube),
    ("dribbble.com", Site::Dribbble),
    ("behance.net", Site::Behance),
    ("medium.com", Site::Medium),
    ("stackoverflow.com", Site::StackOverflow),
    ("instagram.com", Site::Instagram),
];

impl Site {
    /// The site's own name, for a link without a label.
    pub fn name(self) -> &'static str {
        match self {
            Site::Github => "GitHub",
            Site::Gitlab => "GitLab",
            Site::Linkedin => "LinkedIn",
            Site::X => "X",
            Site::Bluesky => "Bluesky",
            Site::Youtube => "YouTube",
            Site::Dribbble => "Dribbble",
            Site::Behance => "Behance",
            Site::Medium => "Medium",
            Site::StackOverflow => "Stack Overflow",
            Site::Instagram => "Instagram",
        }
    }
}

/// The host of an http(s) URL, lower-cased, without `www.`, a port or credentials.
pub fn host_of(url: &str) -> Option<String> {
    if !is_http_url(url) {
        return None;
    }
    let rest = url.split_once("://")?.1;
    let authority = rest.split(['/', '?', '#']).next()?;
    let host = authority.rsplit('@').next()?;
    let host = if host.starts_with('[') {
        host.split_inclusive(']').next()?
    } else {
        host.split(':').next()?
    };
    let host = host.to_lowercase();
    let host = host.trim_end_matches('.');
    Some(host.strip_prefix("www.").unwrap_or(host).to_owned())
}

/// The known site `url` is on: its host is the site's or ends in `.` and the site's.
pub fn site_of(url: &str) -> Option<Site> {
    let host = host_of(url)?;
    HOSTS
        .iter()
        .find(|(known, _)| {
            host == *known
                || host
                    .strip_suffix(known)
                    .is_some_and(|sub| sub.ends_with('.'))
        })
        .map(|(_, site)| *site)
}

/// A link as the public header shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(
    feature = "openapi",
    oai(rename_all = "camelCase", skip_serializing_if_is_none)
)]
pub struct PublicLink {
    /// The owner's label, else the site's name, else the host.
    pub label: String,
    /// The http(s) URL.
    pub url: String,
    /// The known site, whose icon is drawn (`github`, `linkedin`, …).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub icon: Option<Site>,
}

/// `link` as shown, or `None` when its URL is not an http(s) URL.
pub fn public_link(link: &ProfileLink) -> Option<PublicLink> {
    let url = link.url.trim();
    let host = host_of(url)?;
    let icon = site_of(url);
    let label = link.label.trim();
    let label = if !label.is_empty() {
        label.to_owned()
    } else {
        icon.map_or(host, |site| site.name().to_owned())
    };
    Some(PublicLink {
        label,
        url: url.to_owned(),
        icon,
    })
}

/// Whether `text` is an email address: one `@` with text before it, no whitespace or characters
/// never literal in an address, and a domain of dot-separated labels with at least one dot.
pub fn is_email(text: &str) -> bool {
    let Some((local, domain)) = text.split_once('@') else {
        return false;
    };
    text.chars().count() <= EMAIL
        && !local.is_empty()
        && local
            .chars()
            .all(|c| !c.is_whitespace() && !c.is_control() && !"@<>\"`{}|^\\()[],;:".contains(c))
        && domain.contains('.')
        && domain.split('.').all(|label| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_alphanumeric() || c == '-')
        })
}

/// How a visitor reaches the owner.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
#[cfg_attr(feature = "openapi", oai(rename_all = "camelCase"))]
pub struct ContactLink {
    /// `mailto:` and the address, or the http(s) URL.
    pub href: String,
    /// What the link shows: the email address, or the contact page's host.
    pub label: String,
    /// Whether it is an email address.
    pub email: bool,
    /// Whether it is the site's own contact form (issue 42): the page's language's
    /// `/{lang}/contact`, which the app names from the page's home address.
    #[serde(default, skip_serializing_if = "is_false")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    #[cfg_attr(feature = "openapi", oai(default, skip_serializing_if = "is_false"))]
    pub form: bool,
}

/// Whether `flag` is false: such a field is left out of the JSON.
fn is_false(flag: &bool) -> bool {
    !*flag
}

/// The contact the site's own contact form stands for, when the owner turns it on: the read model
/// puts it in place of the profile's contact on every public page.
pub const CONTACT_FORM: &str = "/contact";

/// The link of the contact the owner typed: an email address (`mailto:` before it or not) or an
/// http(s) URL; anything else, or nothing, gives none.
pub fn contact_link(contact: Option<&str>) -> Option<ContactLink> {
    let contact = contact?.trim();
    if contact == CONTACT_FORM {
        return Some(ContactLink {
            href: CONTACT_FORM.to_owned(),
            label: CONTACT_FORM.to_owned(),
            email: false,
            form: true,
        });
    }
    let address = contact
        .get(..7)
        .filter(|head| head.eq_ignore_ascii_case("mailto:"))
        .map_or(contact, |_| &contact[7..]);
    if is_email(address) {
        return Some(ContactLink {
            href: format!("mailto:{address}"),
            label: address.to_owned(),
            email: true,
            form: false,
        });
    }
    let label = host_of(contact)?;
    Some(ContactLink {
        href: contact.to_owned(),
        label,
        email: false,
        form: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_subdomain_of_a_known_site_is_that_site_but_a_lookalike_is_not() {
        assert_eq!(site_of("https://gist.github.com/ada"), Some(Site::Github));
        assert_eq!(site_of("https://notgithub.com/ada"), None);
        assert_eq!(site_of("https://github.com.evil.example/ada"), None);
    }

    #[test]
    fn an_email_needs_a_dotted_domain() {
        assert!(is_email("ada@example.org"));
        assert!(!is_email("ada@localhost"));
        assert!(!is_email("ada example@x.org"));
        assert!(!is_email("@x.org"));
    }
}
