//! What every handler can reach: the database and the services built once at start
//! ([`AppState`]). It is built by `lib.rs` ([`AppState::open`]) and read by the handlers, the
//! read model and the services below them.

use crate::{auth, contact, fetch, og_card, render, session, snapshot, uploads, visits};
use sqlx::AnyPool;
use std::sync::Arc;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// The database pool.
    pub db: AnyPool,
    pub(crate) sessions: session::Store,
    pub(crate) passwords: Arc<auth::Passwords>,
    pub(crate) throttle: Arc<auth::Throttle>,
    pub(crate) snapshot: Arc<snapshot::Snapshot>,
    pub(crate) fetch_guard: fetch::Guard,
    pub(crate) uploads: uploads::Store,
    /// The built app's `index.html`, its stylesheets written in.
    pub(crate) template: Arc<str>,
    /// The language switcher's styles, which only the pages of a site in several languages carry
    /// (`pages::languages_style`).
    pub(crate) languages_style: Arc<str>,
    pub(crate) renderer: Arc<render::Renderer>,
    pub(crate) renderings: Arc<render::Renderings>,
    pub(crate) cards: Arc<og_card::Cards>,
    pub(crate) public_url: Option<String>,
    /// The address the server listens on: the site's address until the owner sets one up.
    pub(crate) listen_url: String,
    pub(crate) session_idle: std::time::Duration,
    /// The visitor statistics' counts (issue 44).
    pub(crate) visits: Arc<visits::Visits>,
    /// The contact form's settings, key, limits and outbox wake-up (issue 42).
    pub(crate) contact: Arc<contact::Contact>,
}
