//! `/api/admin/resume-variants` (issue 43): the résumé PDF's variants. The whole résumé is the
//! default, never deleted; its public link can be turned off, and `listed` shows it in the home
//! header. Another variant is listed (`/resume/{slug}.pdf`) or unlisted (`/resume/{token}.pdf`,
//! its token revoked and renewed here). What a variant selects is folio-core's
//! `resume_variant::select`, which the admin runs through WASM.

use super::ApiTags;
use super::text::Text;
use crate::auth::Admin;
use crate::db::resume_variants::{self, StoredVariant, VariantFields};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use folio_core::resume_variant::{self as rule, ResumeVariant};
use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use serde_json::Value;

/// A variant as the admin shows it.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Variant {
    /// Its id.
    id: i64,
    /// Its name.
    name: String,
    /// Its address's name.
    slug: String,
    /// What it shows: folio-core's `ResumeVariant`.
    settings: Value,
    /// The whole résumé.
    is_default: bool,
    /// Its address answers.
    public: bool,
    /// Linked from the site (the default: from the home header).
    listed: bool,
    /// Its address in the site's default language, when it answers.
    #[oai(nullable)]
    address: Option<String>,
}

impl From<StoredVariant> for Variant {
    fn from(v: StoredVariant) -> Self {
        let address = match (v.is_default, v.public, v.listed, &v.token) {
            (_, false, _, _) => None,
            (true, true, _, _) => Some("/resume.pdf".to_owned()),
            (false, true, true, _) => Some(format!("/resume/{}.pdf", v.slug)),
            (false, true, false, token) => token.as_ref().map(|t| format!("/resume/{t}.pdf")),
        };
        Self {
            id: v.id,
            name: v.name,
            slug: v.slug,
            settings: serde_json::to_value(&v.settings).unwrap_or_default(),
            is_default: v.is_default,
            public: v.public,
            listed: v.listed,
            address,
        }
    }
}

/// A variant as the owner saves it.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct NewVariant {
    /// Its name.
    name: Text,
    /// Its address's name; from the name when absent.
    slug: Option<Text>,
    /// What it shows: folio-core's `ResumeVariant`.
    settings: Value,
    /// Its address answers.
    public: bool,
    /// Linked from the site.
    listed: bool,
}

/// The choices of a preview.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PreviewChoices {
    /// What it shows: folio-core's `ResumeVariant`.
    settings: Value,
    /// One of the site's languages; the default when absent.
    lang: Option<Text>,
}

/// A PDF.
#[derive(poem_openapi::ApiResponse)]
pub enum Pdf {
    /// The résumé.
    #[oai(status = 200, content_type = "application/pdf")]
    Ok(poem_openapi::payload::Binary<Vec<u8>>),
}

/// The résumé's variants.
pub struct ResumeVariantsApi;

fn invalid(field: &str, message: String) -> ApiError {
    ApiError::invalid(vec![crate::error::FieldErrorBody {
        field: field.to_owned(),
        code: folio_core::codes::FieldCode::InvalidFormat,
        message,
    }])
}

/// A variant's choices read and checked by folio-core's rule: a 422 under `settings` otherwise.
fn settings_of(value: &Value) -> ApiResult<ResumeVariant> {
    let settings: ResumeVariant = serde_json::from_value(value.clone())
        .map_err(|e| invalid("settings", format!("These choices cannot be read: {e}")))?;
    match rule::check(&settings) {
        Some(message) => Err(invalid("settings", message)),
        None => Ok(settings),
    }
}

/// The body read and checked: its name, slug and settings.
fn checked(body: &NewVariant) -> ApiResult<(String, String, ResumeVariant)> {
    let name = body.name.0.trim().to_owned();
    if let Some(message) = rule::check_name(&name) {
        return Err(invalid("name", message));
    }
    let settings = settings_of(&body.settings)?;
    let wanted = body.slug.as_ref().map_or(name.as_str(), |s| s.0.as_str());
    let slug = folio_core::slug::slugify(wanted);
    if slug.is_empty() || slug.chars().count() > 100 {
        return Err(invalid(
            "slug",
            "Enter an address name of letters or digits, at most 100.".to_owned(),
        ));
    }
    Ok((name, slug, settings))
}

async fn slug_free(state: &AppState, slug: &str, id: i64) -> ApiResult<()> {
    if resume_variants::slug_taken(&state.db, slug, id).await? {
        return Err(ApiError::conflict(
            "slug",
            "Another variant has this address; choose another name.",
        ));
    }
    Ok(())
}

fn missing() -> ApiError {
    ApiError::not_found("There is no such variant.")
}

#[OpenApi(tag = "ApiTags::Profile")]
impl ResumeVariantsApi {
    /// Every variant, the default first.
    #[oai(path = "/admin/resume-variants", method = "get")]
    async fn list(&self, state: Data<&AppState>, _admin: Admin) -> ApiResult<Json<Vec<Variant>>> {
        let all = resume_variants::list(&state.db).await?;
        Ok(Json(all.into_iter().map(Variant::from).collect()))
    }

    /// Saves a new variant; unlisted, it gets a secret address.
    #[oai(path = "/admin/resume-variants", method = "post")]
    async fn create(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<NewVariant>,
    ) -> ApiResult<Json<Variant>> {
        let (name, slug, settings) = checked(&body.0)?;
        if resume_variants::count(&state.db).await? >= rule::MAX_VARIANTS as i64 {
            return Err(invalid(
                "name",
                format!("At most {} variants; delete one first.", rule::MAX_VARIANTS),
            ));
        }
        slug_free(&state, &slug, 0).await?;
        let fields = VariantFields {
            name: &name,
            slug: &slug,
            settings: &settings,
            public: body.0.public,
            listed: body.0.listed,
        };
        Ok(Json(
            resume_variants::create(&state.db, &fields).await?.into(),
        ))
    }

    /// Changes a variant.
    #[oai(path = "/admin/resume-variants/:id", method = "put")]
    async fn update(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        body: Json<NewVariant>,
    ) -> ApiResult<Json<Variant>> {
        let (name, slug, settings) = checked(&body.0)?;
        slug_free(&state, &slug, id.0).await?;
        let fields = VariantFields {
            name: &name,
            slug: &slug,
            settings: &settings,
            public: body.0.public,
            listed: body.0.listed,
        };
        let stored = resume_variants::update(&state.db, id.0, &fields).await?;
        Ok(Json(stored.ok_or_else(missing)?.into()))
    }

    /// Deletes a variant; the whole résumé is never deleted (a 409).
    #[oai(path = "/admin/resume-variants/:id", method = "delete")]
    async fn delete(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<super::Deleted> {
        let stored = resume_variants::by_id(&state.db, id.0).await?;
        match stored {
            None => Err(missing()),
            Some(v) if v.is_default => Err(ApiError::conflict(
                "id",
                "The whole résumé cannot be deleted; turn its public link off instead.",
            )),
            Some(_) => {
                resume_variants::delete(&state.db, id.0).await?;
                Ok(super::Deleted::NoContent)
            }
        }
    }

    /// Revokes an unlisted variant's secret address and gives it a new one: the old one is a
    /// 404 from now on.
    #[oai(path = "/admin/resume-variants/:id/token", method = "post")]
    async fn renew(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Json<Variant>> {
        let stored = resume_variants::set_token(&state.db, id.0, true).await?;
        Ok(Json(stored.ok_or_else(missing)?.into()))
    }

    /// The résumé as `settings` choose, in `lang`, before they are saved: the Résumé tab's preview,
    /// made within the same bounds as every résumé and kept by no cache.
    #[oai(path = "/admin/resume-preview", method = "post")]
    async fn preview(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<PreviewChoices>,
    ) -> ApiResult<Pdf> {
        let settings = settings_of(&body.0.settings)?;
        let languages = crate::db::profile::get(&state.db).await?.owner.languages;
        let language = match &body.0.lang {
            None => languages.default_language().clone(),
            Some(tag) => crate::site::site_language(&languages, &tag.0).ok_or_else(|| {
                invalid(
                    "lang",
                    "This is not one of the site's languages.".to_owned(),
                )
            })?,
        };
        let (version, _) = crate::db::site_state(&state.db).await?;
        let choices = serde_json::to_string(&settings).unwrap_or_default();
        let digest = sha2::Digest::finalize(<sha2::Sha256 as sha2::Digest>::new_with_prefix(
            choices.as_bytes(),
        ));
        let key = format!("preview?version={version}&lang={language}&choices={digest:x}");
        let _reserved = state.snapshot.reserve(crate::snapshot::Reads::Site).await?;
        let pdf = crate::resume::make::pdf(&state, &language, &settings, &key).await?;
        Ok(Pdf::Ok(poem_openapi::payload::Binary(pdf)))
    }

    /// Revokes an unlisted variant's secret address, giving it none.
    #[oai(path = "/admin/resume-variants/:id/token", method = "delete")]
    async fn revoke(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Json<Variant>> {
        let stored = resume_variants::set_token(&state.db, id.0, false).await?;
        Ok(Json(stored.ok_or_else(missing)?.into()))
    }
}
