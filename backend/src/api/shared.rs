//! What the API's resources share: the groups of calls in the OpenAPI description and the answers
//! of a delete and a reorder.

use poem_openapi::{ApiResponse, Tags};

/// Groups of calls in the OpenAPI description.
#[derive(Tags)]
pub(super) enum ApiTags {
    /// Liveness of the server.
    Health,
    /// The site owner's profile.
    Profile,
    /// Work experiences.
    Experiences,
    /// Education entries.
    Education,
    /// Case studies.
    CaseStudies,
    /// The admin's session.
    Auth,
    /// Image uploads and link previews for the editor.
    Media,
    /// Export and import of the whole site.
    Data,
    /// Visitors' messages: the contact form and the owner's inbox.
    Contact,
}

/// A successful delete.
#[derive(ApiResponse)]
pub enum Deleted {
    /// Deleted.
    #[oai(status = 204)]
    NoContent,
}

/// A successful reorder.
#[derive(ApiResponse)]
pub enum Reordered {
    /// The new order is stored.
    #[oai(status = 204)]
    NoContent,
}
