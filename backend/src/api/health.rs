//! `GET /api/health`: answers while the server is up, touching nothing else.

use super::ApiTags;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

/// The health answer.
#[derive(Object)]
pub struct Health {
    /// Always `ok`.
    status: String,
}

/// Liveness.
pub struct HealthApi;

#[OpenApi(tag = "ApiTags::Health")]
impl HealthApi {
    /// Is the server up?
    #[oai(path = "/health", method = "get")]
    async fn health(&self) -> Json<Health> {
        Json(Health {
            status: "ok".into(),
        })
    }
}
