//! Education: the public list and the admin's create, update, delete and reorder (spec §7).

use super::crud::{deleted, listed, reordered, saved};
use super::text::Text;
use super::{ApiTags, Deleted, Reordered};
use crate::auth::Admin;
use crate::db::education::{self, Education as Stored};
use crate::db::{experiences, profile};
use crate::error::ApiResult;
use crate::state::AppState;
use folio_core::translations::{EducationTexts, merge};
use folio_core::validation::bounds::{self, Counted};
use folio_core::validation::{EducationDraft, NewEducation, SortOrderInput};
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use std::collections::BTreeMap;

/// An education entry.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Education {
    id: i64,
    name: String,
    category: String,
    /// Certificate or course page.
    link: Option<String>,
    /// Free text such as a year or month and year.
    date: Option<String>,
    sort_order: i64,
    created_at: String,
    updated_at: String,
    /// Its name and category in the site's other languages, by language tag; left out when
    /// there are none.
    translations: Option<BTreeMap<String, EducationTexts>>,
}

impl From<Stored> for Education {
    fn from(stored: Stored) -> Self {
        let f = stored.fields;
        Self {
            id: stored.id,
            name: f.name,
            category: f.category,
            link: f.link,
            date: f.date,
            sort_order: f.sort_order.into(),
            created_at: stored.created_at,
            updated_at: stored.updated_at,
            translations: f.translations,
        }
    }
}

/// The fields of an entry to create or update.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EducationBody {
    #[oai(default)]
    name: Text,
    #[oai(default)]
    category: Text,
    /// An http(s) URL, or empty for none.
    link: Option<Text>,
    date: Option<Text>,
    /// Position: an integer, a number (truncated) or digit text; anything else, or left out, is 0.
    sort_order: Option<serde_json::Value>,
    /// Its name and category in the site's other languages, by language tag: `{"de": {"name":
    /// …, "category": …}}`. Each language sent replaces its texts (a text left out or blank is
    /// not translated, an empty object removes the language); the languages left out, and all of
    /// them when this is left out, are kept. A tag must be one of the site's languages other than
    /// the default.
    #[oai(validator(max_properties = 100))]
    translations: Option<BTreeMap<String, EducationTexts>>,
}

impl From<EducationBody> for EducationDraft {
    fn from(b: EducationBody) -> Self {
        Self {
            name: b.name.into(),
            category: b.category.into(),
            link: b.link.map(String::from),
            date: b.date.map(String::from),
            sort_order: SortOrderInput::from_json(b.sort_order),
            translations: b.translations,
        }
    }
}

/// The new order of education entries.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct EducationOrder {
    /// Every entry's id, each once, in the new order.
    education_ids: Vec<i64>,
}

const NOT_FOUND: &str = "That education entry does not exist.";

/// Education calls.
pub struct EducationApi;

#[OpenApi(tag = "ApiTags::Education")]
impl EducationApi {
    /// Every entry, in display order.
    #[oai(path = "/education", method = "get")]
    async fn public_list(&self, state: Data<&AppState>) -> ApiResult<Json<Vec<Education>>> {
        list(&state).await
    }

    /// Every entry, in display order (admin).
    #[oai(path = "/admin/education", method = "get")]
    async fn admin_list(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Json<Vec<Education>>> {
        list(&state).await
    }

    /// Creates an entry; a site holds at most 500.
    #[oai(path = "/admin/education", method = "post")]
    async fn create(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<EducationBody>,
    ) -> ApiResult<Json<Education>> {
        let new = parse(&state, body.0).await?;
        room_for(&state, None, &new).await?;
        Ok(Json(education::create(&state.db, &new).await?.into()))
    }

    /// Replaces an entry's fields.
    #[oai(path = "/admin/education/:id", method = "put")]
    async fn update(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        body: Json<EducationBody>,
    ) -> ApiResult<Json<Education>> {
        let new = parse(&state, body.0).await?;
        room_for(&state, Some(id.0), &new).await?;
        saved(education::update(&state.db, id.0, &new).await?, NOT_FOUND)
    }

    /// Deletes an entry.
    #[oai(path = "/admin/education/:id", method = "delete")]
    async fn delete(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Deleted> {
        deleted(education::delete(&state.db, id.0).await?, NOT_FOUND)
    }

    /// Puts the entries in a new order; the list must name every entry exactly once.
    #[oai(path = "/admin/education/reorder", method = "patch")]
    async fn reorder(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<EducationOrder>,
    ) -> ApiResult<Reordered> {
        reordered(education::reorder(&state.db, &body.education_ids).await?)
    }
}

/// The body validated, its translations against the site's languages (read only when sent).
async fn parse(state: &AppState, body: EducationBody) -> ApiResult<NewEducation> {
    let draft = EducationDraft::from(body);
    Ok(match draft.translations {
        None => draft.parse()?,
        Some(_) => draft.parse_in(&profile::get(&state.db).await?.owner.languages)?,
    })
}

/// Refuses saving `new` as entry `id` (`None`: a new one) when that passes folio-core's bounds:
/// how many entries a site holds, and how much text they and the experiences hold ([`bounds`]).
/// Read before the save's own write, so two saves at once may pass a bound by one.
async fn room_for(state: &AppState, id: Option<i64>, new: &NewEducation) -> ApiResult<()> {
    let stored = education::list(&state.db).await?;
    let jobs = experiences::list(&state.db).await?;
    let old = id.and_then(|id| stored.iter().find(|e| e.id == id).map(|e| &e.fields));
    if old.is_none() {
        bounds::room_for(Counted::Education, stored.len(), 1)?;
    }
    // Stored as the save stores it: the languages sent replace theirs, the others are kept.
    let kept = old.and_then(|old| old.translations.clone());
    let saved = NewEducation {
        translations: match (&new.translations, kept) {
            (Some(sent), kept) => Some(merge(kept.unwrap_or_default(), sent.clone())),
            (None, kept) => kept,
        },
        ..new.clone()
    };
    let others = stored
        .iter()
        .filter(|e| Some(e.id) != id)
        .map(|e| &e.fields);
    let rest = bounds::home_text(jobs.iter().map(|s| &s.experience), others);
    let before = rest + old.map_or(0, bounds::education_text);
    let after = rest + bounds::education_text(&saved);
    Ok(bounds::room_for_text(before, after)?)
}

async fn list(state: &AppState) -> ApiResult<Json<Vec<Education>>> {
    Ok(listed(education::list(&state.db).await?))
}
