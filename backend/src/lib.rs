//! `folio-server`: Folio's HTTP server.
//!
//! Requests read in one direction: a handler parses the request, folio-core decides, the `db`
//! module stores, and the handler answers. [`app`] builds the whole application so the binary and
//! the tests serve exactly the same thing.

mod api;
mod config;
pub mod db;
mod error;
mod web;

pub use config::Config;

use error::ApiError;
use poem::error::NotFoundError;
use poem::listener::TcpAcceptor;
use poem::middleware::Tracing;
use poem::{Endpoint, EndpointExt, IntoEndpoint, Route, Server};
use sqlx::AnyPool;
use std::time::Duration;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// The database pool.
    pub db: AnyPool,
}

/// Builds the application: the JSON API under `/api`, its description and docs, and the web app.
pub fn app(state: AppState, config: &Config) -> impl Endpoint + use<> {
    let api = api::service();
    Route::new()
        .at("/api/openapi.json", api.spec_endpoint())
        .at("/api/docs", api.scalar())
        .nest("/api", api.into_endpoint().catch_error(api_not_found))
        .nest("/", web::app(&config.web_dir))
        .data(state)
        .with(Tracing)
}

/// Unknown API paths answer in the API's error shape rather than falling through to the app.
async fn api_not_found(_: NotFoundError) -> ApiError {
    ApiError::not_found("There is nothing at this address.")
}

/// Opens the database, runs the migrations and serves until SIGINT or SIGTERM.
pub async fn serve(config: Config) -> Result<(), Box<dyn std::error::Error>> {
    let db = db::connect(&config.database_url).await?;
    let app = app(AppState { db: db.clone() }, &config);
    let listener = tokio::net::TcpListener::bind((config.host.as_str(), config.port)).await?;
    // Tests start the server with PORT=0 and read the real address from this line.
    tracing::info!("Folio listening on http://{}", listener.local_addr()?);
    Server::new_with_acceptor(TcpAcceptor::from_tokio(listener)?)
        .run_with_graceful_shutdown(app, shutdown_signal(), Some(Duration::from_secs(10)))
        .await?;
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
