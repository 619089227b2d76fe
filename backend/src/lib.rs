//! `folio-server`: Folio's HTTP server.
//!
//! Requests read in one direction: a handler parses the request, folio-core decides, the `db`
//! module stores, and the handler answers. [`app`] builds the whole application so the binary and
//! the tests serve exactly the same thing.

mod api;
pub mod archive;
mod auth;
mod budget;
pub mod cli;
mod client;
mod compress;
mod config;
mod contact;
pub mod db;
mod docs;
mod error;
mod fetch;
mod identity;
mod images;
pub mod linkedin;
pub mod listener;
mod middleware;
mod og_card;
mod pages;
mod preview;
mod render;
mod resume;
mod session;
mod site;
mod snapshot;
mod state;
pub mod uploads;
pub mod visits;
mod web;

pub use config::Config;
pub use state::AppState;

use poem::middleware::CatchPanic;
use poem::{Endpoint, EndpointExt, IntoEndpoint, Route, get, post};
use std::sync::Arc;

impl AppState {
    /// Opens the database (creating and migrating it if needed) with the session store in it, and moves
    /// uploads an earlier version kept under `UPLOAD_DIR` into the database.
    pub async fn open(config: &Config) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        let db = db::connect(&config.database_url).await?;
        let sessions = session::Store::new(db.clone());
        let uploads = uploads::Store::new(db.clone());
        // Every setup asks for the code, so a site without an admin always has one.
        db::admin::setup_code(&db, &config.setup_code(), config.chose_setup_code())
            .await
            .map_err(|error| format!("Keeping the setup code failed: {error}"))?;
        uploads::import_folder(&uploads, &config.upload_dir)
            .await
            .map_err(|error| {
                format!(
                    "UPLOAD_DIR: moving the uploads of {} into the database failed: {error}",
                    config.upload_dir.display()
                )
            })?;
        Ok(Self {
            db: db.clone(),
            sessions,
            passwords: auth::Passwords::new(),
            throttle: Arc::default(),
            snapshot: Arc::new(snapshot::Snapshot::new(db.clone()).await),
            fetch_guard: fetch::Guard::new(config.test_allow_loopback_ports.clone()),
            uploads,
            template: pages::load_template(&config.web_dir),
            languages_style: pages::languages_style(&config.web_dir),
            renderer: Arc::new(render::Renderer::load(&config.web_dir)),
            renderings: Arc::default(),
            cards: Arc::default(),
            public_url: config.public_url.clone(),
            listen_url: config.listen_url(),
            session_idle: std::time::Duration::from_secs(config.session_idle_seconds),
            visits: visits::Visits::open(db.clone(), config.visits.clone())
                .await
                .map_err(|error| format!("Opening the visitor statistics failed: {error}"))?,
            contact: Arc::new(contact::Contact::new(config.contact()?)),
        })
    }
}

/// The API's OpenAPI document, written when asked and kept compressed by the snapshot like a
/// public read, rather than held whole from the start (0.6 MiB of a resting server, issue 46).
#[poem::handler]
fn openapi_document() -> poem::Response {
    poem::Response::builder()
        .content_type("application/json; charset=utf-8")
        .body(api::service().spec())
}

/// Builds the application: the JSON API under `/api`, its description and docs, uploaded images,
/// and the web app.
pub fn app(state: AppState, config: &Config) -> impl Endpoint + use<> {
    let api = api::service();
    let spec = api.spec();
    let api = api
        .into_endpoint()
        .with(snapshot::Snapshots(state.snapshot.clone()))
        .around(middleware::refuse_nul_text)
        .around(middleware::limit_api_body)
        .around(middleware::admin_first)
        .with(middleware::JsonErrors::new(&spec))
        .with(session::middleware(
            state.sessions.clone(),
            config.cookie_secure,
            state.session_idle,
        ))
        .around(middleware::same_origin_writes);
    // The owner's previews: pages behind the session, never cached.
    let preview = Route::new()
        .at("/case-studies", post(pages::preview::unsaved))
        .at("/case-studies/:id", get(pages::preview::saved))
        .at(
            "/case-studies/:id/revisions/:rev",
            get(pages::preview::revision),
        )
        .at("/:token", get(pages::preview::shared))
        .around(|next, req| middleware::limit_body(next, req, middleware::MAX_ADMIN_BODY))
        .with(session::middleware(
            state.sessions.clone(),
            config.cookie_secure,
            state.session_idle,
        ))
        .around(middleware::same_origin_writes);
    let https = config.cookie_secure;
    let csp = middleware::content_security_policy(pages::inline_scripts(&state.template));
    let proxies: Arc<[ipnet::IpNet]> = config.trusted_proxies.clone().into();
    let routes = pages::routes(&state.snapshot)
        .nest("/preview", preview)
        .at(
            "/api/openapi.json",
            get(openapi_document).with(snapshot::Snapshots(state.snapshot.clone())),
        )
        .nest("/api/docs", docs::endpoint(|| api::service().scalar_html()))
        .nest("/api", api)
        // Nested, so no other address under /uploads falls through to the web app.
        .nest("/uploads", Route::new().at("/:name", get(uploads::serve)));
    pages::with_not_found(web::with_files(routes, web::Files::load(&config.web_dir)))
        // Boxed: one more layer of types overflows the compiler's depth limit in release builds.
        .boxed()
        .around(visits::count)
        .data(state)
        .around(move |next, req| middleware::security_headers(next, req, https, csp.clone()))
        .around(middleware::deliver_refusals)
        .with(CatchPanic::new())
        .around(move |next, req| client::middleware(next, req, proxies.clone()))
}

/// Opens the database, runs the migrations and serves until SIGINT or SIGTERM.
pub async fn serve(mut config: Config) -> Result<(), Box<dyn std::error::Error>> {
    // Bound first: with `PORT=0` the port chosen is part of the address pages name until the
    // owner sets the site up.
    let socket = tokio::net::TcpListener::bind((config.host.as_str(), config.port)).await?;
    config.port = socket.local_addr()?.port();
    let state = AppState::open(&config)
        .await
        .map_err(|e| e as Box<dyn std::error::Error>)?;
    let removed = archive::remove_crashed_staging();
    if removed > 0 {
        tracing::info!(
            removed,
            "removed the staging folders of imports that crashed"
        );
    }
    let code = db::admin::current_setup_code(&state.db)
        .await
        .map_err(|error| format!("Reading the setup code failed: {error}"))?;
    if let Some(code) = code {
        tracing::info!(
            "No admin account yet: open /admin/login to create it with the setup code {code} \
             (`folio admin setup-code` prints it again)."
        );
        // Where the owner looks first: the terminal `make run` prints to, above the log.
        let lines = [
            format!(
                "No admin account yet. Open {}/admin/login",
                crate::site::base_url(&state)
            ),
            format!("and create it with the setup code:  {code}"),
        ];
        let width = lines
            .iter()
            .map(|line| line.chars().count())
            .max()
            .unwrap_or(0);
        let rule = "─".repeat(width + 4);
        let mut framed = format!("\n  ┌{rule}┐\n");
        for line in &lines {
            framed += &format!("  │  {line:<width$}  │\n");
        }
        eprintln!("{framed}  └{rule}┘\n");
    }
    let cleanup = state.sessions.spawn_sweeper();
    let sweeper = uploads::spawn_sweeper(state.uploads.clone());
    let version_check = state.snapshot.spawn_version_check();
    let visits = state.visits.clone();
    let outbox = contact::notify::spawn(state.clone());
    let db = state.db.clone();
    let app = app(state, &config);
    let proxies = config.trusted_proxies.clone();
    // Tests start the server with PORT=0 and read the real address from this line.
    tracing::info!("Folio listening on http://{}", socket.local_addr()?);
    listener::serve(socket, app, &proxies, shutdown_signal()).await?;
    cleanup.abort();
    sweeper.abort();
    version_check.abort();
    // The counts since the last write (README: a `kill -9` loses at most those).
    if let Err(error) = visits.flush().await {
        tracing::warn!(%error, "writing the last visitor counts failed");
    }
    outbox.abort();
    db.close().await;
    tracing::info!("Folio stopped");
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
}
