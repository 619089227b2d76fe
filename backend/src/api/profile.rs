//! The owner's profile: the public read and the admin's update (spec §3, §7).

use super::ApiTags;
use super::text::{Text, strings};
use crate::AppState;
use crate::auth::Admin;
use crate::db::profile;
use crate::error::ApiResult;
use folio_core::validation::ProfileDraft;
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::types::MaybeUndefined;
use poem_openapi::{Object, OpenApi};

/// The owner's profile.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Profile {
    /// The owner's name.
    name: String,
    /// The short introduction under the name.
    brief_intro: String,
    /// Link to the owner's code-hosting profile, if set.
    github_url: Option<String>,
    /// Link to the owner's professional-network profile, if set.
    linkedin_url: Option<String>,
    /// Education categories, in the order the public site groups them.
    education_categories: Vec<String>,
    /// Tools shown first, in this order, on the By Tools view.
    tools_order: Vec<String>,
    /// Industries shown first, in this order, on the By Industries view.
    industries_order: Vec<String>,
    /// When the profile last changed (RFC 3339).
    updated_at: String,
}

impl From<profile::Profile> for Profile {
    fn from(p: profile::Profile) -> Self {
        Self {
            name: p.name,
            brief_intro: p.brief_intro,
            github_url: p.github_url,
            linkedin_url: p.linkedin_url,
            education_categories: p.education_categories,
            tools_order: p.tools_order,
            industries_order: p.industries_order,
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
