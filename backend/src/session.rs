//! Sessions: tower-sessions' layer run around poem endpoints.
//!
//! poem's own tower compatibility does not accept `SessionManagerLayer`, so this adapter hands
//! the layer a bodiless copy of the request (the layer only reads the cookie header), lets the
//! layer call through to the poem endpoint with the `Session` placed in the poem request's
//! extensions, and copies the headers the layer sets (the session cookie) onto the poem response.

use crate::db::session_records;
use poem::{Endpoint, IntoResponse, Middleware, Request, Response, Result};
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use tower::{Layer, ServiceExt, service_fn};
use tower_sessions::cookie::SameSite;
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store as store;
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

/// Where sessions live: a table in the site's own database (`db::session_records`), read through
/// the site's pool, so a session made through one instance is valid on every other.
#[derive(Debug, Clone)]
pub struct Store {
    db: sqlx::AnyPool,
}

impl Store {
    /// The store in the database of `db`.
    pub fn new(db: sqlx::AnyPool) -> Self {
        Self { db }
    }

    /// Removes the expired records every hour, from now on (a failed sweep is logged and the
    /// next one tries again).
    pub fn spawn_sweeper(&self) -> tokio::task::JoinHandle<()> {
        let db = self.db.clone();
        tokio::spawn(async move {
            let mut hourly = tokio::time::interval(std::time::Duration::from_secs(3600));
            loop {
                hourly.tick().await;
                if let Err(error) = session_records::delete_expired(&db, now()).await {
                    tracing::warn!(%error, "removing expired sessions failed");
                }
            }
        })
    }
}

fn backend(error: sqlx::Error) -> store::Error {
    store::Error::Backend(error.to_string())
}

fn now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

fn encoded(record: &Record) -> store::Result<String> {
    serde_json::to_string(record).map_err(|error| store::Error::Encode(error.to_string()))
}

#[async_trait::async_trait]
impl SessionStore for Store {
    async fn create(&self, record: &mut Record) -> store::Result<()> {
        // A new id until one is free: ids are 128 random bits, so a second try is all but never
        // needed.
        loop {
            let data = encoded(record)?;
            let expires = record.expiry_date.unix_timestamp();
            let id = record.id.to_string();
            if session_records::insert_new(&self.db, &id, &data, expires)
                .await
                .map_err(backend)?
            {
                return Ok(());
            }
            record.id = Id::default();
        }
    }

    async fn save(&self, record: &Record) -> store::Result<()> {
        let data = encoded(record)?;
        let expires = record.expiry_date.unix_timestamp();
        session_records::save(&self.db, &record.id.to_string(), &data, expires)
            .await
            .map_err(backend)
    }

    async fn load(&self, id: &Id) -> store::Result<Option<Record>> {
        let data = session_records::load(&self.db, &id.to_string(), now())
            .await
            .map_err(backend)?;
        data.map(|data| {
            serde_json::from_str(&data).map_err(|error| store::Error::Decode(error.to_string()))
        })
        .transpose()
    }

    async fn delete(&self, id: &Id) -> store::Result<()> {
        session_records::delete(&self.db, &id.to_string())
            .await
            .map_err(backend)
    }
}
