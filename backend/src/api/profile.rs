//! The owner's profile: the public read and the admin's update (spec §3, §7).

use super::ApiTags;
use super::text::{Text, strings};
use crate::AppState;
use crate::auth::Admin;
use crate::db::profile;
use crate::error::ApiResult;
use folio_core::home::Owner;
use folio_core::validation::ProfileDraft;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::types::MaybeUndefined;
use poem_openapi::{Object, OpenApi};

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
        let update = ProfileDraft {
            name: text(b.name),
            brief_intro: text(b.brief_intro),
            github_url: sent(b.github_url),
            linkedin_url: sent(b.linkedin_url),
            tools_order: list(b.tools_order),
            industries_order: list(b.industries_order),
            education_categories: list(b.education_categories),
        }
        .parse()?;
        Ok(Json(profile::update(&state.db, &update).await?.into()))
    }
}
