//! The JSON API of spec §7, one `#[OpenApi]` impl per resource.

mod health;
mod profile;

use poem_openapi::{OpenApiService, Tags};

/// Groups of calls in the OpenAPI description.
#[derive(Tags)]
enum ApiTags {
    /// Liveness of the server.
    Health,
    /// The site owner's profile.
    Profile,
}

/// The API service, served under `/api`.
pub fn service() -> OpenApiService<(health::HealthApi, profile::ProfileApi), ()> {
    OpenApiService::new(
        (health::HealthApi, profile::ProfileApi),
        "Folio API",
        env!("CARGO_PKG_VERSION"),
    )
    .server("/api")
}
