//! `basics` read as a profile update (the rules are in the parent module's docs).

use super::read::{clip, list, object, shorten_for_message, text};
use crate::url::is_http_url;
use crate::validation::{ProfileDraft, ProfileUpdate, limits};
use serde_json::{Map, Value};

/// Reads `basics` as a profile update.
pub(super) fn profile(document: &Map<String, Value>, warnings: &mut Vec<String>) -> ProfileUpdate {
    let Some(basics) = object(document, "basics", "basics", warnings) else {
        return keep();
    };
    let mut read = |key: &str| text(basics, key, "basics", warnings);
    let name = read("name");
    let summary = read("summary");
    let label = read("label");
    let url = read("url");
    let email = read("email");
    let phone = read("phone");
    let name = name.map(|name| clip(name, limits::SHORT_TEXT, "Your name", warnings));
    let brief_intro = match (summary, label) {
        (Some(summary), _) => Some(summary),
        (None, Some(label)) => {
            warnings.push(
                "Your résumé has no summary: its label is used as your brief introduction."
                    .to_owned(),
            );
            Some(label)
        }
        (None, None) => None,
    }
    .map(|intro| {
        clip(
            intro,
            limits::LONG_TEXT,
            "Your brief introduction",
            warnings,
        )
    });
    let mut github = None;
    let mut linkedin = None;
    let mut others = Vec::new();
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
                let shown = if network.is_empty() {
                    "an unnamed network".to_owned()
                } else {
                    network
                };
                others.push(shown);
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
    if !others.is_empty() {
        warnings.push(format!(
            "Folio's profile links only GitHub and LinkedIn: {} {} not imported.",
            others.join(", "),
            if others.len() == 1 { "was" } else { "were" }
        ));
    }
    for (value, what) in [
        (url, "website"),
        (email, "email address"),
        (phone, "phone number"),
    ] {
        if value.is_some() {
            warnings.push(format!(
                "Folio's profile has no place for your {what}: it was not imported."
            ));
        }
    }
    if basics.get("location").is_some_and(|l| !l.is_null()) {
        warnings.push(
            "Folio's profile has no place for your location: it was not imported.".to_owned(),
        );
    }
    let draft = ProfileDraft {
        name,
        brief_intro,
        github_url: github.map(Some),
        linkedin_url: linkedin.map(Some),
        ..ProfileDraft::default()
    };
    draft.parse().unwrap_or_else(|errors| {
        warnings.push(format!("Your profile was not imported: {errors}."));
        keep()
    })
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
