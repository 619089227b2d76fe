//! The JSON API of spec §7, one `#[OpenApi]` impl per resource.

mod auth;
pub(crate) mod case_studies;
pub(crate) mod contact;
mod crud;
mod data;
pub(crate) mod education;
pub(crate) mod experiences;
mod health;
pub(crate) mod home;
mod identity;
mod import_case_studies;
mod linkedin_import;
mod media;
mod messages;
mod names;
mod password;
pub(crate) mod profile;
mod resume_import;
mod resume_variants;
mod revisions;
mod shared;
mod site;
mod strict;
mod text;
mod translations;
mod visits;
mod wording;

use poem_openapi::{OpenApi, OpenApiService};
use shared::ApiTags;
pub use shared::{Deleted, Reordered};

/// The API service, served under `/api`.
pub fn service() -> OpenApiService<impl OpenApi, ()> {
    let apis = (
        health::HealthApi,
        profile::ProfileApi,
        resume_import::ResumeImportApi,
        home::HomeApi,
        experiences::ExperiencesApi,
        names::NamesApi,
        education::EducationApi,
        case_studies::CaseStudiesApi,
        revisions::RevisionsApi,
        // poem-openapi composes tuples of at most 16: the account's two share one place.
        (auth::AuthApi, password::PasswordApi),
        media::MediaApi,
        data::DataApi,
        translations::TranslationsApi,
        wording::WordingApi,
        site::SiteApi,
        // The résumé PDF's variants (issue 43), the visitor statistics (issue 44), the contact
        // form and inbox (issue 42) and the LinkedIn import (issue 45) share the last place with
        // the identity.
        (
            identity::IdentityApi,
            visits::VisitsApi,
            resume_variants::ResumeVariantsApi,
            contact::ContactApi,
            messages::MessagesApi,
            linkedin_import::LinkedInImportApi,
        ),
    );
    OpenApiService::new(apis, "Folio API", env!("CARGO_PKG_VERSION"))
        .description(
            "The API of a Folio portfolio site. Public reads need no credentials; every \
             `/admin` call, the image upload and the link preview need the session cookie set \
             by `POST /admin/login`. Errors answer `{code, message, fields?}`.",
        )
        .server("/api")
}

/// The calls anyone may make under `/api/admin`: the session's own.
const OPEN_ADMIN_CALLS: [&str; 3] = ["login", "logout", "setup"];

/// Whether the call at `path` (under `/api`) needs the signed-in admin: every `/api/admin` call
/// but [`OPEN_ADMIN_CALLS`], the image uploads and the link preview. Each handler also asks for
/// the [`Admin`](crate::auth::Admin) itself; this list lets the refusal come before the body is
/// read (`middleware::admin_first`).
pub fn requires_admin(path: &str) -> bool {
    match path.strip_prefix("/api/admin/") {
        Some(call) => !OPEN_ADMIN_CALLS.contains(&call),
        None => matches!(
            path,
            "/api/admin" | "/api/upload-image" | "/api/upload-image-by-url" | "/api/fetch-url"
        ),
    }
}
