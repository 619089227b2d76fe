//! What the admin's calls on a list of items answer alike, for experiences, education and case
//! studies: a list, a save of an item that may be gone, a delete and a reorder. Each resource
//! keeps its own `#[OpenApi]` handlers (their paths, bodies and documentation differ); their
//! answers come from here.

use super::{Deleted, Reordered};
use crate::error::{ApiError, ApiResult};
use poem_openapi::payload::Json;

/// Stored items as the API answers them.
pub(super) fn listed<S, T: From<S>>(stored: Vec<S>) -> Json<Vec<T>> {
    Json(stored.into_iter().map(T::from).collect())
}

/// A saved item as the API answers it, or a 404 with `not_found` when there was none to save.
pub(super) fn saved<S, T: From<S>>(stored: Option<S>, not_found: &str) -> ApiResult<Json<T>> {
    stored
        .map(|item| Json(T::from(item)))
        .ok_or_else(|| ApiError::not_found(not_found))
}

/// A delete's answer: 204, or a 404 with `not_found` when there was nothing to delete.
pub(super) fn deleted(done: bool, not_found: &str) -> ApiResult<Deleted> {
    if done {
        Ok(Deleted::NoContent)
    } else {
        Err(ApiError::not_found(not_found))
    }
}

/// A reorder's answer: 204, or a 400 with folio-core's message when the ids are not every item
/// once.
pub(super) fn reordered(outcome: Result<(), String>) -> ApiResult<Reordered> {
    outcome
        .map(|()| Reordered::NoContent)
        .map_err(ApiError::bad_request)
}
