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
    name: Option<Text>,
    brief_intro: Option<Text>,
    github_url: MaybeUndefined<Text>,
    linkedin_url: MaybeUndefined<Text>,
    tools_order: Option<Vec<Text>>,
    industries_order: Option<Vec<Text>>,
    education_categories: Option<Vec<Text>>,
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
        let sent = |link: MaybeUndefined<Text>| match link {
            MaybeUndefined::Undefined => None,
            MaybeUndefined::Null => Some(None),
            MaybeUndefined::Value(text) => Some(Some(String::from(text))),
        };
        let update = ProfileDraft {
            name: b.name.map(String::from),
            brief_intro: b.brief_intro.map(String::from),
            github_url: sent(b.github_url),
            linkedin_url: sent(b.linkedin_url),
            tools_order: b.tools_order.map(strings),
            industries_order: b.industries_order.map(strings),
            education_categories: b.education_categories.map(strings),
        }
        .parse()?;
        Ok(Json(profile::update(&state.db, &update).await?.into()))
    }
}
