//! `basics` read as a profile update (the rules are in the parent module's docs).

use super::read::{Warnings, clip, list, object, shorten_for_message, text};
use crate::profile::{LINK_LABEL, MAX_LINKS, ProfileLink, is_email, site_of};
use crate::url::{complete_http_url, is_http_url, is_upload_path};
use crate::validation::{ProfileDetails, ProfileDetailsDraft, ProfileDraft, ProfileUpdate, limits};
use serde_json::{Map, Value};

/// Reads `basics` as a profile update and the profile's details.
pub(super) fn profile(
    document: &Map<String, Value>,
    warnings: &mut Warnings,
) -> (ProfileUpdate, ProfileDetails) {
    let Some(basics) = object(document, "basics", "basics", warnings) else {
        return (keep(), ProfileDetails::default());
    };
    let mut read = |key: &str| text(basics, key, "basics", warnings);
    let name = read("name");
    let summary = read("summary");
    let label = read("label");
    let image = read("image");
    let url = read("url");
    let email = read("email");
    let phone = read("phone");
    // Folio's own export (`basics.folio`, [`crate::resume::folio`]): its `url` is the site's own
    // address, not one of the owner's links, and it gives the photo and location as stored.
    let own = object(basics, "folio", "basics.folio", warnings);
    let own_photo = own
        .and_then(|own| text(own, "photo", "basics.folio", warnings))
        .filter(|photo| is_upload_path(photo) || is_http_url(photo));
    let own_location = own.and_then(|own| text(own, "location", "basics.folio", warnings));
    let url = url.filter(|_| own.is_none());
    let image = own_photo.clone().or(image);
    let name = name.map(|name| clip(name, limits::SHORT_TEXT, "Your name", warnings));
    let brief_intro = summary.map(|intro| {
        clip(
            intro,
            limits::LONG_TEXT,
            "Your brief introduction",
            warnings,
        )
    });
    let headline = label.map(|label| clip(label, limits::SHORT_TEXT, "Your headline", warnings));
    let location = own_location
        .or_else(|| location(basics, warnings))
        .map(|place| clip(place, limits::SHORT_TEXT, "Your location", warnings));
    let photo = image.filter(|image| {
        let upload = own_photo.as_deref() == Some(image.as_str()) && is_upload_path(image);
        let web = (upload || is_http_url(image)) && image.chars().count() <= limits::URL;
        if !web {
            warnings.push(format!(
                "Your photo's address '{}' is not a web address starting with http:// or \
                 https://: it was not imported.",
                shorten_for_message(image)
            ));
        }
        web
    });
    let contact = email.filter(|email| {
        let valid = is_email(email);
        if !valid {
            warnings.push(format!(
                "'{}' is not an email address: it was not imported.",
                shorten_for_message(email)
            ));
        }
        valid
    });
    let mut github = None;
    let mut linkedin = None;
    let mut links = Vec::new();
    if let Some(url) = url {
        links.push(("Website".to_owned(), url));
    }
    for (n, entry) in list(basics, "profiles", "basics.profiles", warnings).enumerate() {
        let Some(entry) = entry.as_object() else {
            warnings.push(format!(
                "Profile {} of basics.profiles is not an object: it was skipped.",
                n + 1
            ));
            continue;
        };
        let label = format!("Profile {} of basics.profiles", n + 1);
        let network = text(entry, "network", &label, warnings).unwrap_or_default();
        let address = text(entry, "url", &label, warnings);
        let slot = match network_of(&network, address.as_deref()) {
            Some(Network::GitHub) => &mut github,
            Some(Network::LinkedIn) => &mut linkedin,
            None => {
                match address {
                    Some(address) => links.push((network, address)),
                    None => warnings.push(format!(
                        "The {} profile has no url: it was not imported.",
                        if network.is_empty() {
                            "unnamed"
                        } else {
                            &network
                        }
                    )),
                }
                continue;
            }
        };
        match address {
            Some(address) if is_http_url(&address) && address.chars().count() <= limits::URL => {
                if slot.is_none() {
                    *slot = Some(address);
                }
            }
            Some(address) => warnings.push(format!(
                "The {} address '{}' is not a web address starting with http:// or https://: \
                 it was not imported.",
                network_name(network_of(&network, Some(&address))),
                shorten_for_message(&address)
            )),
            None => warnings.push(format!(
                "The {} profile has no url: it was not imported.",
                network_name(network_of(&network, None))
            )),
        }
    }
    let links = other_links(links, warnings);
    if phone.is_some() {
        warnings.push(
            "Folio's profile has no place for your phone number: it was not imported.".to_owned(),
        );
    }
    let draft = ProfileDraft {
        name,
        brief_intro,
        github_url: github.map(Some),
        linkedin_url: linkedin.map(Some),
        ..ProfileDraft::default()
    };
    let update = draft.parse().unwrap_or_else(|errors| {
        warnings.push(format!("Your profile was not imported: {errors}."));
        keep()
    });
    let details = ProfileDetailsDraft {
        photo: photo.map(Some),
        headline: headline.map(Some),
        location: location.map(Some),
        contact: contact.map(Some),
        links: (!links.is_empty()).then_some(Some(links)),
    }
    .parse()
    .unwrap_or_else(|errors| {
        warnings.push(format!(
            "Your profile's details were not imported: {errors}."
        ));
        ProfileDetails::default()
    });
    (update, details)
}

/// `basics.location` as one line: its city, region and country code, those it gives, in that
/// order (a street address and a postal code stay private).
fn location(basics: &Map<String, Value>, warnings: &mut Warnings) -> Option<String> {
    let place = object(basics, "location", "basics.location", warnings)?;
    let parts: Vec<String> = ["city", "region", "countryCode"]
        .into_iter()
        .filter_map(|key| text(place, key, "basics.location", warnings))
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// The profile's other links from the website and the other networks, in the document's order:
/// http(s) addresses only (`mastodon.social/@ada` gets `https://`), each named by its network unless that is the known site's own name
/// (which the site then shows), at most [`MAX_LINKS`].
fn other_links(found: Vec<(String, String)>, warnings: &mut Warnings) -> Vec<ProfileLink> {
    let mut links = Vec::new();
    let mut left_out = Vec::new();
    for (network, address) in found {
        let shown = if network.is_empty() {
            "an unnamed network".to_owned()
        } else {
            network.clone()
        };
        let address = complete_http_url(&address).unwrap_or(address);
        if !is_http_url(&address) || address.chars().count() > limits::URL {
            warnings.push(format!(
                "The {shown} address '{}' is not a web address starting with http:// or \
                 https://: it was not imported.",
                shorten_for_message(&address)
            ));
            continue;
        }
        if links.len() == MAX_LINKS {
            left_out.push(shown);
            continue;
        }
        let own_name =
            site_of(&address).is_some_and(|site| site.name().eq_ignore_ascii_case(&network));
        let label = if own_name {
            String::new()
        } else {
            network.chars().take(LINK_LABEL).collect()
        };
        links.push(ProfileLink {
            label,
            url: address,
        });
    }
    if !left_out.is_empty() {
        warnings.push(format!(
            "A profile has at most {MAX_LINKS} links: {} {} not imported.",
            left_out.join(", "),
            if left_out.len() == 1 { "was" } else { "were" }
        ));
    }
    links
}

/// A profile update that changes nothing.
fn keep() -> ProfileUpdate {
    ProfileUpdate {
        name: None,
        brief_intro: None,
        github_url: Default::default(),
        linkedin_url: Default::default(),
        tools_order: None,
        industries_order: None,
        education_categories: None,
        translations: None,
    }
}

#[derive(Clone, Copy)]
enum Network {
    GitHub,
    LinkedIn,
}

/// Which of Folio's two networks a profile entry is: by its `network`, or by its address's host.
fn network_of(network: &str, url: Option<&str>) -> Option<Network> {
    let network = network.trim().to_lowercase();
    let host = url
        .and_then(|url| url.split_once("://"))
        .map(|(_, rest)| rest.split(['/', '?', '#']).next().unwrap_or_default())
        .map(|host| host.rsplit('@').next().unwrap_or_default().to_lowercase())
        .unwrap_or_default();
    let on = |domain: &str| host == domain || host.ends_with(&format!(".{domain}"));
    if network == "github" || (network.is_empty() && on("github.com")) {
        Some(Network::GitHub)
    } else if network == "linkedin" || (network.is_empty() && on("linkedin.com")) {
        Some(Network::LinkedIn)
    } else {
        None
    }
}

fn network_name(network: Option<Network>) -> &'static str {
    match network {
        Some(Network::GitHub) => "GitHub",
        Some(Network::LinkedIn) => "LinkedIn",
        None => "profile",
    }
}

/// The labels of links (`labels[n]` with `urls[n]`) as the public site shows them
/// ([`crate::profile::public_link`]): the preview names the other links a file gives as a
/// visitor reads them, a link left unlabelled (its site's own name) with that name.
pub fn shown_link_labels(labels: &[String], urls: &[String]) -> Vec<String> {
    labels
        .iter()
        .zip(urls)
        .map(|(label, url)| {
            let link = ProfileLink {
                label: label.clone(),
                url: url.clone(),
            };
            crate::profile::public_link(&link).map_or_else(String::new, |shown| shown.label)
        })
        .collect()
}
