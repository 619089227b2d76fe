//! Draining: a refusal decided before the body was read still reaches its client.

use futures_util::StreamExt;
use poem::http::header;
use poem::{Endpoint, IntoResponse, Request, Response, Result};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// Most of an unread request body read and thrown away so that a refusal reaches its client.
const DRAIN_MAX: u64 = 16 * 1024 * 1024;
/// Longest a refusal waits for the rest of the body.
const DRAIN_TIME: Duration = Duration::from_secs(10);

/// Delivers answers decided before the request body was read (a 401, 403, 413 or 415).
///
/// A server that answers and closes while the client is still sending makes the client's kernel
/// see a reset, and the client reports a network error instead of the answer. So the rest of the
/// body is read and discarded first, up to [`DRAIN_MAX`] bytes and [`DRAIN_TIME`], as nginx's
/// lingering close does; past either bound the connection is closed anyway. A client that asked
/// `Expect: 100-continue` and was never told to continue has sent no body and is answered at
/// once.
pub async fn deliver_refusals<E: Endpoint>(next: E, mut req: Request) -> Result<Response> {
    let headers = req.headers();
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    let chunked = headers.contains_key(header::TRANSFER_ENCODING);
    let waits_to_continue = headers
        .get(header::EXPECT)
        .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"100-continue"));
    if !chunked && length.is_none_or(|length| length == 0 || length > DRAIN_MAX) {
        return next.call(req).await.map(IntoResponse::into_response);
    }
    let body = SharedBody::new(req.take_body());
    req.set_body(poem::Body::from_bytes_stream(body.clone()));
    let result = next.call(req).await.map(IntoResponse::into_response);
    if !waits_to_continue || body.touched() {
        body.discard_rest().await;
    }
    result
}

/// A request body the handler reads and this middleware can finish reading afterwards.
#[derive(Clone)]
struct SharedBody(Arc<Mutex<SharedState>>);

struct SharedState {
    stream: BodyStream,
    touched: bool,
}

type BodyStream =
    std::pin::Pin<Box<dyn futures_util::Stream<Item = std::io::Result<bytes::Bytes>> + Send>>;

impl SharedBody {
    fn new(body: poem::Body) -> Self {
        Self(Arc::new(Mutex::new(SharedState {
            stream: Box::pin(body.into_bytes_stream()),
            touched: false,
        })))
    }

    fn touched(&self) -> bool {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .touched
    }

    async fn discard_rest(mut self) {
        let discard = async {
            let mut read = 0;
            while let Some(Ok(chunk)) = self.next().await {
                read += chunk.len() as u64;
                if read > DRAIN_MAX {
                    break;
                }
            }
        };
        let _ = tokio::time::timeout(DRAIN_TIME, discard).await;
    }
}

impl futures_util::Stream for SharedBody {
    type Item = std::io::Result<bytes::Bytes>;

    fn poll_next(
        self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Self::Item>> {
        let mut state = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        state.touched = true;
        state.stream.as_mut().poll_next(cx)
    }
}
