//! The read model: what the public site shows, read from the database and derived by folio-core,
//! in the one shape both the JSON API (`api`) and the server-rendered pages (`pages`) serve. The
//! home and what it is derived from ([`home`]), a case study as its answer and as its page
//! ([`case_studies`], each in any of the site's languages), the site's own address
//! ([`base_url`]) and the language a page's interface speaks ([`messages_in`]; which of the
//! site's languages a tag names, [`site_language`]).

pub mod case_studies;
mod home;
mod language;

pub use home::{home_for, home_source, public_home};
pub use language::{messages_in, site_language};

use crate::state::AppState;
use poem::Request;
use poem::http::header::HOST;

/// The site's absolute base URL: `PUBLIC_URL`, or this request's host.
pub fn base_url(req: &Request, state: &AppState) -> String {
    if let Some(url) = &state.public_url {
        return url.trim_end_matches('/').to_owned();
    }
    let host = req
        .headers()
        .get(HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("localhost");
    format!("http://{host}")
}
