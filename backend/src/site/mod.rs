//! The read model: what the public site shows, read from the database and derived by folio-core,
//! in the one shape both the JSON API (`api`) and the server-rendered pages (`pages`) serve. The
//! home and what it is derived from ([`home`]), a case study as its answer and as its page
//! ([`case_studies`], each in any of the site's languages), the site's own address
//! ([`base_url`]) and the language a page's interface speaks ([`messages_in`]; which of the
//! site's languages a tag names, [`site_language`]).

pub mod case_studies;
mod home;
mod language;

pub use home::{home_for, home_source, public_home, with_contact_form};
pub use language::{messages_in, site_language};

use crate::state::AppState;
use poem::Request;
use poem::http::header::{HOST, ORIGIN};

/// The site's absolute base URL (issue 39 point 1): `PUBLIC_URL` when set, else the address the
/// owner set up through or later chose in the admin, else (before either) the address the server
/// listens on. Never a request's `Host`: every page, card, feed and sitemap is made for this one
/// address, so a request naming another host gets the same bytes and costs nothing more.
pub fn base_url(state: &AppState) -> String {
    if let Some(url) = &state.public_url {
        return url.trim_end_matches('/').to_owned();
    }
    state
        .snapshot
        .address()
        .unwrap_or_else(|| state.listen_url.clone())
}

/// The address `req` was sent to, as the site's address: its `Origin` (which a browser sends
/// with every sign-in and names the scheme too), or else `http://` and its `Host`. Read only when
/// the owner signs in, to keep the address the site was set up through.
pub fn address_of(req: &Request) -> Option<String> {
    let header = |name| req.headers().get(name).and_then(|v| v.to_str().ok());
    let origin = match (header(ORIGIN), header(HOST)) {
        (Some(origin), _) if origin != "null" => origin.to_owned(),
        (_, Some(host)) => format!("http://{host}"),
        _ => return None,
    };
    folio_core::site_address::parse(&origin).ok()
}
