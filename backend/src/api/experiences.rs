//! Experiences: the public list and the admin's create, update, delete and reorder (spec §7).

use super::crud::{deleted, listed, reordered, saved};
use super::text::Text;
use super::{ApiTags, Deleted, Reordered};
use crate::auth::Admin;
use crate::db::experiences::{self, Stored};
use crate::db::{education, profile};
use crate::error::ApiResult;
use crate::state::AppState;
use folio_core::tools::normalize_tools;
use folio_core::translations::{ExperienceTexts, merge};
use folio_core::validation::bounds::{self, Counted};
use folio_core::validation::{Experience, NewExperience, SortOrderInput};
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use std::collections::BTreeMap;

/// A work experience, as folio-core reads it (`folio_core::validation::Experience`), with when
/// it was stored and last changed.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StoredExperience {
    #[oai(flatten)]
    experience: Experience,
    created_at: String,
    updated_at: String,
}

impl From<Stored> for StoredExperience {
    fn from(stored: Stored) -> Self {
        Self {
            experience: stored.experience,
            created_at: stored.created_at,
            updated_at: stored.updated_at,
        }
    }
}

/// The fields of an experience to create or update. Missing text fields read as empty and are
/// reported with the spec's messages.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ExperienceBody {
    #[oai(default)]
    job_title: Text,
    #[oai(default)]
    company: Text,
    #[oai(default)]
    industry: Text,
    /// `YYYY-MM`.
    #[oai(default)]
    start_date: Text,
    /// `YYYY-MM`, or empty; cleared when `isCurrentJob`.
    end_date: Option<Text>,
    #[oai(default)]
    is_current_job: bool,
    #[oai(default)]
    description: Text,
    #[oai(default)]
    accomplishments: Text,
    /// Tools: names, or `{name, usage}` objects.
    #[oai(default)]
    tools: Vec<serde_json::Value>,
    /// Position: an integer, a number (truncated) or digit text; anything else is 0. Left out, a
    /// new experience gets 0 and an update keeps the current position.
    sort_order: Option<serde_json::Value>,
    /// Its texts in the site's other languages, by language tag: `{"de": {"jobTitle": …,
    /// "company": …, "industry": …, "description": …, "accomplishments": …, "tools": {"Rust":
    /// "usage note"}}}`. Each language sent replaces its texts (a text left out or blank is not
    /// translated, an empty object removes the language); the languages left out, and all of them
    /// when this is left out, are kept. A tag must be one of the site's languages other than the
    /// default.
    #[oai(validator(max_properties = 100))]
    translations: Option<BTreeMap<String, ExperienceTexts>>,
}

impl ExperienceBody {
    /// The position the body asks for, if it names one.
    fn take_sort_order(&mut self) -> Option<i32> {
        let value = self.sort_order.take()?;
        Some(SortOrderInput::from_json(Some(value)).value())
    }
}

impl From<ExperienceBody> for Experience {
    fn from(b: ExperienceBody) -> Self {
        Self {
            id: 0,
            sort_order: 0,
            job_title: b.job_title.into(),
            company: b.company.into(),
            industry: b.industry.into(),
            start_date: b.start_date.into(),
            end_date: b.end_date.map(String::from),
            is_current_job: b.is_current_job,
            description: b.description.into(),
            accomplishments: b.accomplishments.into(),
            tools: normalize_tools(&b.tools),
            translations: b.translations,
        }
    }
}

/// The new order of experiences.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ExperienceOrder {
    /// Every experience's id, each once, in the new order.
    experience_ids: Vec<i64>,
}

const NOT_FOUND: &str = "That experience does not exist.";

/// Experience calls.
pub struct ExperiencesApi;

#[OpenApi(tag = "ApiTags::Experiences")]
impl ExperiencesApi {
    /// Every experience, in display order.
    #[oai(path = "/experiences", method = "get")]
    async fn public_list(&self, state: Data<&AppState>) -> ApiResult<Json<Vec<StoredExperience>>> {
        list(&state).await
    }

    /// Every experience, in display order (admin).
    #[oai(path = "/admin/experiences", method = "get")]
    async fn admin_list(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Json<Vec<StoredExperience>>> {
        list(&state).await
    }

    /// Creates an experience; at sortOrder 0 (the default) its dates place it among the others
    /// at 0 (all of them until the owner drags). Its tools and industry are stored as sent, and
    /// their spelling becomes the site's: the other experiences and the profile's order lists are
    /// respelled to match (issue 23). A site holds at most 500 experiences, naming at most 1,000
    /// different tools.
    #[oai(path = "/admin/experiences", method = "post")]
    async fn create(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        mut body: Json<ExperienceBody>,
    ) -> ApiResult<Json<StoredExperience>> {
        let sort_order = body.take_sort_order().unwrap_or_default();
        let new = parse(&state, body.0).await?;
        room_for(&state, None, &new).await?;
        let created = experiences::save(&state.db, None, &new, Some(sort_order)).await?;
        saved(created, NOT_FOUND)
    }

    /// Replaces an experience's fields; its tools and industry respell their other uses, as on
    /// create.
    #[oai(path = "/admin/experiences/:id", method = "put")]
    async fn update(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        mut body: Json<ExperienceBody>,
    ) -> ApiResult<Json<StoredExperience>> {
        let sort_order = body.take_sort_order();
        let new = parse(&state, body.0).await?;
        room_for(&state, Some(id.0), &new).await?;
        let updated = experiences::save(&state.db, Some(id.0), &new, sort_order).await?;
        saved(updated, NOT_FOUND)
    }

    /// Deletes an experience.
    #[oai(path = "/admin/experiences/:id", method = "delete")]
    async fn delete(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Deleted> {
        deleted(experiences::delete(&state.db, id.0).await?, NOT_FOUND)
    }

    /// Puts the experiences in a new order; the list must name every experience exactly once.
    #[oai(path = "/admin/experiences/reorder", method = "patch")]
    async fn reorder(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<ExperienceOrder>,
    ) -> ApiResult<Reordered> {
        reordered(experiences::reorder(&state.db, &body.experience_ids).await?)
    }

    /// "Sort by date": puts every experience back at sortOrder 0, so they show by their dates,
    /// newest first, until the owner drags them again.
    #[oai(path = "/admin/experiences/sort-by-date", method = "post")]
    async fn sort_by_date(&self, state: Data<&AppState>, _admin: Admin) -> ApiResult<Reordered> {
        experiences::sort_by_date(&state.db).await?;
        Ok(Reordered::NoContent)
    }
}

/// The body validated, its translations against the site's languages (read only when sent).
async fn parse(state: &AppState, body: ExperienceBody) -> ApiResult<NewExperience> {
    let experience = Experience::from(body);
    Ok(match experience.translations {
        None => experience.parse()?,
        Some(_) => experience.parse_in(&profile::get(&state.db).await?.owner.languages)?,
    })
}

/// Refuses saving `new` as experience `id` (`None`: a new one) when that passes folio-core's
/// bounds: how many experiences a site holds, how many different tools they name, and how much
/// text they and the education entries hold ([`bounds`]). Read before the save's own write, so
/// two saves at once may pass a bound by one.
async fn room_for(state: &AppState, id: Option<i64>, new: &NewExperience) -> ApiResult<()> {
    let stored = experiences::list(&state.db).await?;
    let entries = education::list(&state.db).await?;
    let old = id.and_then(|id| stored.iter().map(|s| &s.experience).find(|e| e.id == id));
    if old.is_none() {
        bounds::room_for(Counted::Experiences, stored.len(), 1)?;
    }
    // Stored as the save stores it: the languages sent replace theirs, the others are kept.
    let mut saved = Experience::from(new);
    let kept = old.and_then(|old| old.translations.clone());
    saved.translations = match (&new.translations, kept) {
        (Some(sent), kept) => Some(merge(kept.unwrap_or_default(), sent.clone())),
        (None, kept) => kept,
    };
    let others = || {
        stored
            .iter()
            .map(|s| &s.experience)
            .filter(|e| Some(e.id) != id)
    };
    let names_before = bounds::tool_names(stored.iter().map(|s| &s.experience));
    let names_after = bounds::tool_names(others().chain([&saved]));
    bounds::room_for(
        Counted::ToolNames,
        names_before,
        names_after.saturating_sub(names_before),
    )?;
    let uses_before = bounds::tool_uses(stored.iter().map(|s| &s.experience));
    let uses_after = bounds::tool_uses(others().chain([&saved]));
    bounds::room_for(
        Counted::ToolUses,
        uses_before,
        uses_after.saturating_sub(uses_before),
    )?;
    let rest = bounds::home_text(others(), entries.iter().map(|e| &e.fields));
    let before = rest + old.map_or(0, bounds::experience_text);
    let after = rest + bounds::experience_text(&saved);
    Ok(bounds::room_for_text(before, after)?)
}

async fn list(state: &AppState) -> ApiResult<Json<Vec<StoredExperience>>> {
    Ok(listed(experiences::list(&state.db).await?))
}
