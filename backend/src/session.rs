//! Sessions: tower-sessions' layer run around poem endpoints.
//!
//! poem's own tower compatibility does not accept `SessionManagerLayer`, so this adapter hands
//! the layer a bodiless copy of the request (the layer only reads the cookie header), lets the
//! layer call through to the poem endpoint with the `Session` placed in the poem request's
//! extensions, and copies the headers the layer sets (the session cookie) onto the poem response.

use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result};
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use tower::{Layer, ServiceExt, service_fn};
use tower_sessions::cookie::SameSite;
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{self as store, ExpiredDeletion};
use tower_sessions::{Expiry, SessionManagerLayer, SessionStore};

pub use tower_sessions::Session;

/// The session cookie's name.
pub const COOKIE_NAME: &str = "folio_session";

/// Sessions stored in `store`: `HttpOnly`, `SameSite=Lax`, `Secure` when `secure`, expiring
/// `idle` after they were last saved ([`crate::auth`] saves a signed-in one again as it is used).
pub fn middleware<S: SessionStore + Clone>(
    store: S,
    secure: bool,
    idle: std::time::Duration,
) -> Sessions<S> {
    let idle = time::Duration::try_from(idle).unwrap_or(time::Duration::hours(8));
    Sessions {
        layer: SessionManagerLayer::new(store)
            .with_name(COOKIE_NAME)
            .with_http_only(true)
            .with_same_site(SameSite::Lax)
            .with_secure(secure)
            .with_path("/")
            .with_expiry(Expiry::OnInactivity(idle)),
    }
}

/// The session middleware; see the module docs.
pub struct Sessions<S: SessionStore> {
    layer: SessionManagerLayer<S>,
}

impl<E: Endpoint + 'static, S: SessionStore + Clone> Middleware<E> for Sessions<S> {
    type Output = SessionEndpoint<E, S>;

    fn transform(&self, inner: E) -> Self::Output {
        SessionEndpoint {
            inner: Arc::new(inner),
            layer: self.layer.clone(),
        }
    }
}

/// An endpoint wrapped by [`Sessions`].
pub struct SessionEndpoint<E, S: SessionStore> {
    inner: Arc<E>,
    layer: SessionManagerLayer<S>,
}

impl<E: Endpoint + 'static, S: SessionStore + Clone> Endpoint for SessionEndpoint<E, S> {
    type Output = Response;

    async fn call(&self, req: Request) -> Result<Response> {
        let mut head = http::Request::new(());
        *head.method_mut() = req.method().clone();
        *head.uri_mut() = req.uri().clone();
        *head.headers_mut() = req.headers().clone();

        let waiting = Arc::new(Mutex::new(Some(req)));
        let answered: Arc<Mutex<Option<Response>>> = Arc::default();
        let inner = self.inner.clone();
        let (waiting_in, answered_in) = (waiting.clone(), answered.clone());
        let service = service_fn(move |head: http::Request<()>| {
            let inner = inner.clone();
            let request = waiting_in.lock().map(|mut slot| slot.take()).ok().flatten();
            let answered = answered_in.clone();
            async move {
                let mut headers_only = http::Response::new(());
                if let Some(mut req) = request {
                    if let Some(session) = head.extensions().get::<Session>() {
                        req.extensions_mut().insert(session.clone());
                    }
                    let response = match inner.call(req).await {
                        Ok(output) => output.into_response(),
                        Err(error) => error.into_response(),
                    };
                    *headers_only.status_mut() = response.status();
                    if let Ok(mut slot) = answered.lock() {
                        *slot = Some(response);
                    }
                }
                Ok::<_, Infallible>(headers_only)
            }
        });

        let Ok(from_layer) = self.layer.layer(service).oneshot(head).await;
        let mut response = answered
            .lock()
            .ok()
            .and_then(|mut slot| slot.take())
            .unwrap_or_else(|| from_layer.status().into_response());
        for (name, value) in from_layer.headers() {
            response.headers_mut().append(name, value.clone());
        }
        Ok(response)
    }
}

/// Where sessions live: a table in the site's own database, so a session made through one
/// instance is valid on every other (tower-sessions-sqlx-store's store of each backend, on its
/// own small pool with the same `DATABASE_URL`).
#[derive(Debug, Clone)]
pub enum Store {
    /// The SQLite file's `tower_sessions` table.
    Sqlite(tower_sessions_sqlx_store::SqliteStore),
    /// PostgreSQL's `tower_sessions.session` table.
    Postgres(tower_sessions_sqlx_store::PostgresStore),
}

impl Store {
    /// Opens the store in the database at `url` and creates its table if needed.
    pub async fn open(url: &str) -> Result<Self, sqlx::Error> {
        // One session lookup per admin request: two connections are plenty, and each SQLite
        // connection keeps its own page cache and worker thread.
        let store =
            match crate::db::Backend::of(url).map_err(|e| sqlx::Error::Configuration(e.into()))? {
                crate::db::Backend::Sqlite => {
                    Self::Sqlite(tower_sessions_sqlx_store::SqliteStore::new(
                        sqlx::sqlite::SqlitePoolOptions::new()
                            .max_connections(2)
                            .connect(url)
                            .await?,
                    ))
                }
                crate::db::Backend::Postgres => {
                    Self::Postgres(tower_sessions_sqlx_store::PostgresStore::new(
                        sqlx::postgres::PgPoolOptions::new()
                            .max_connections(2)
                            .connect(url)
                            .await?,
                    ))
                }
            };
        match &store {
            Self::Sqlite(store) => store.migrate().await?,
            Self::Postgres(store) => store.migrate().await?,
        }
        Ok(store)
    }
}

#[async_trait::async_trait]
impl SessionStore for Store {
    async fn create(&self, record: &mut Record) -> store::Result<()> {
        match self {
            Self::Sqlite(store) => store.create(record).await,
            Self::Postgres(store) => store.create(record).await,
        }
    }

    async fn save(&self, record: &Record) -> store::Result<()> {
        match self {
            Self::Sqlite(store) => store.save(record).await,
            Self::Postgres(store) => store.save(record).await,
        }
    }

    async fn load(&self, id: &Id) -> store::Result<Option<Record>> {
        match self {
            Self::Sqlite(store) => store.load(id).await,
            Self::Postgres(store) => store.load(id).await,
        }
    }

    async fn delete(&self, id: &Id) -> store::Result<()> {
        match self {
            Self::Sqlite(store) => store.delete(id).await,
            Self::Postgres(store) => store.delete(id).await,
        }
    }
}

#[async_trait::async_trait]
impl ExpiredDeletion for Store {
    async fn delete_expired(&self) -> store::Result<()> {
        match self {
            Self::Sqlite(store) => store.delete_expired().await,
            Self::Postgres(store) => store.delete_expired().await,
        }
    }
}
