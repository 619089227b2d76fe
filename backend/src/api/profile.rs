//! The owner's profile: the public read and the admin's update (spec §3, §7).

use super::ApiTags;
use super::text::{Text, strings};
use crate::auth::Admin;
use crate::db::profile;
use crate::error::ApiResult;
use crate::state::AppState;
use folio_core::home::Owner;
use folio_core::language::Languages;
use folio_core::profile::ProfileLink;
use folio_core::setup::{SetupChecklist, SetupFacts, checklist};
use folio_core::translations::ProfileTexts;
use folio_core::validation::{ProfileDetailsDraft, ProfileDraft};
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::types::MaybeUndefined;
use poem_openapi::{Object, OpenApi};
use std::collections::BTreeMap;

/// The owner's profile, and when it last changed (RFC 3339).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Profile {
    #[oai(flatten)]
    owner: Owner,
    updated_at: String,
}

impl From<profile::Profile> for Profile {
    fn from(p: profile::Profile) -> Self {
        Self {
            owner: p.owner,
            updated_at: p.updated_at,
        }
    }
}

/// A profile update. Fields left out keep their stored value; a link sent empty or `null` is
/// cleared.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ProfileBody {
    /// Required when sent: `null` or blank is refused.
    name: MaybeUndefined<Text>,
    /// Required when sent: `null` or blank is refused.
    brief_intro: MaybeUndefined<Text>,
    /// Empty or `null` clears it.
    #[oai(nullable)]
    github_url: MaybeUndefined<Text>,
    /// Empty or `null` clears it.
    #[oai(nullable)]
    linkedin_url: MaybeUndefined<Text>,
    /// `null` clears the order, like `[]`.
    #[oai(nullable)]
    tools_order: MaybeUndefined<Vec<Text>>,
    /// `null` clears the order, like `[]`.
    #[oai(nullable)]
    industries_order: MaybeUndefined<Vec<Text>>,
    /// `null` clears the list, like `[]`.
    #[oai(nullable)]
    education_categories: MaybeUndefined<Vec<Text>>,
    /// An uploaded image (`/uploads/…`) or an http(s) URL; empty or `null` clears it.
    #[oai(nullable)]
    photo: MaybeUndefined<Text>,
    /// The owner's headline or role; empty or `null` clears it.
    #[oai(nullable)]
    headline: MaybeUndefined<Text>,
    /// Where the owner is; empty or `null` clears it.
    #[oai(nullable)]
    location: MaybeUndefined<Text>,
    /// An email address or a contact page's URL; empty or `null` clears it.
    #[oai(nullable)]
    contact: MaybeUndefined<Text>,
    /// The other links, in order (at most 12); `null` clears them, like `[]`.
    #[oai(nullable, validator(max_items = 100))]
    links: MaybeUndefined<Vec<LinkBody>>,
    /// The site's languages as BCP 47 tags, the default first (at most 12, each at most 35
    /// characters; `pt_br` is stored as `pt-BR`). A site always has one: `[]` or `null` is
    /// refused.
    #[oai(validator(max_items = 100))]
    languages: MaybeUndefined<Vec<Text>>,
    /// The name, introduction and headline in the site's other languages, by language tag:
    /// `{"de": {"name": …, "briefIntro": …, "headline": …}}`. Each language sent replaces its
    /// texts (a text left out or blank is not translated, an empty object removes the language);
    /// the languages left out are kept. A tag must be one of the site's languages (those this
    /// body sets, else those stored) other than the default.
    #[oai(validator(max_properties = 100))]
    translations: Option<BTreeMap<String, ProfileTexts>>,
}

/// One of the profile's other links.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct LinkBody {
    /// What the link is called; empty lets the site's name stand for it.
    #[oai(default)]
    label: Text,
    /// An http(s) URL (`github.com/ada` gets `https://`).
    #[oai(default)]
    url: Text,
}

/// The profile resource.
pub struct ProfileApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl ProfileApi {
    /// The public profile.
    #[oai(path = "/profile", method = "get")]
    async fn profile(&self, state: Data<&AppState>) -> ApiResult<Json<Profile>> {
        Ok(Json(profile::get(&state.db).await?.into()))
    }

    /// The dashboard's setup checklist: profile, first experience, first published case study
    /// (folio-core's `setup::checklist`).
    #[oai(path = "/admin/setup-checklist", method = "get")]
    async fn setup_checklist(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Json<SetupChecklist>> {
        let owner = profile::get(&state.db).await?.owner;
        let (experiences, published_case_studies) = profile::setup_counts(&state.db).await?;
        Ok(Json(checklist(&SetupFacts {
            name: owner.name,
            brief_intro: owner.brief_intro,
            experiences,
            published_case_studies,
        })))
    }

    /// Updates the profile.
    #[oai(path = "/admin/profile", method = "put")]
    async fn update(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<ProfileBody>,
    ) -> ApiResult<Json<Profile>> {
        let b = body.0;
        // Left out: `None`, kept. Sent: `Some`, with `None` for `null`.
        let sent = |field: MaybeUndefined<Text>| match field {
            MaybeUndefined::Undefined => None,
            MaybeUndefined::Null => Some(None),
            MaybeUndefined::Value(text) => Some(Some(String::from(text))),
        };
        let text = |field| sent(field).map(Option::unwrap_or_default);
        let list = |field: MaybeUndefined<Vec<Text>>| match field {
            MaybeUndefined::Undefined => None,
            MaybeUndefined::Null => Some(Vec::new()),
            MaybeUndefined::Value(names) => Some(strings(names)),
        };
        let draft = ProfileDraft {
            name: text(b.name),
            brief_intro: text(b.brief_intro),
            github_url: sent(b.github_url),
            linkedin_url: sent(b.linkedin_url),
            tools_order: list(b.tools_order),
            industries_order: list(b.industries_order),
            education_categories: list(b.education_categories),
            translations: b.translations,
        };
        let details = ProfileDetailsDraft {
            photo: sent(b.photo),
            headline: sent(b.headline),
            location: sent(b.location),
            contact: sent(b.contact),
            links: match b.links {
                MaybeUndefined::Undefined => None,
                MaybeUndefined::Null => Some(None),
                MaybeUndefined::Value(links) => Some(Some(
                    links
                        .into_iter()
                        .map(|link| ProfileLink {
                            label: link.label.into(),
                            url: link.url.into(),
                        })
                        .collect(),
                )),
            },
        }
        .parse();
        // Any list sent replaces the stored one, so a language that is there may be removed.
        // Nothing is translated yet; once translations exist, a removal must say what it drops
        // (the texts kept in that language) before it is saved.
        let languages = match b.languages {
            MaybeUndefined::Undefined => Ok(None),
            MaybeUndefined::Null => Languages::parse::<String>(&[]).map(Some),
            MaybeUndefined::Value(rows) => Languages::parse(&strings(rows)).map(Some),
        };
        // The translations are checked against the languages this save sets, else those stored.
        let update = match (&draft.translations, &languages) {
            (None, _) => draft.parse(),
            (Some(_), Ok(Some(languages))) => draft.parse_in(languages),
            (Some(_), _) => draft.parse_in(&profile::get(&state.db).await?.owner.languages),
        };
        // Every failing field at once, the dialog's first.
        let (update, details, languages) = match (update, details, languages) {
            (Ok(update), Ok(details), Ok(languages)) => (update, details, languages),
            (update, details, languages) => {
                let mut errors = update.err().unwrap_or_default();
                for more in [details.err(), languages.err()].into_iter().flatten() {
                    errors.fields.extend(more.fields);
                }
                return Err(errors.into());
            }
        };
        Ok(Json(
            profile::update(&state.db, &update, &details, languages.as_ref())
                .await?
                .into(),
        ))
    }
}
