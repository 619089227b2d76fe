//! Request bodies as the application reads them: required to keep arriving, and held in memory
//! in proportion to the bytes received.
//!
//! - **A minimum rate.** As Apache's `mod_reqtimeout` (`body=20,MinRate=500`), a body gets
//!   [`GRACE`] to start, and one more second for every [`MIN_RATE`] bytes received; a body
//!   that falls behind fails with `TimedOut`, its request is answered and its connection closed.
//!   [`STALL_TIMEOUT`](super::STALL_TIMEOUT) alone let a client that sends one byte every few
//!   seconds hold a connection for ever.
//! - **Memory per byte, not per read.** Each read from the socket hands over a piece that keeps
//!   the whole read buffer it was cut from (8 KiB) alive: a body dripped one byte per packet held
//!   8 KiB per byte once collected. Pieces smaller than [`COALESCE`] are copied into one buffer,
//!   handed on once it holds [`COALESCE`] bytes or the body ends, so what a body holds is at most
//!   twice its bytes.

use bytes::{Bytes, BytesMut};
use futures_util::Stream;
use poem::Request;
use poem::http::header;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::time::{Instant, Sleep};

/// Time a body has before the minimum rate applies.
pub const GRACE: Duration = Duration::from_secs(20);
/// Bytes per second a body must average after [`GRACE`].
pub const MIN_RATE: u64 = 500;
/// Pieces smaller than this are gathered into one.
const COALESCE: usize = 4 * 1024;

type Pieces = Pin<Box<dyn Stream<Item = std::io::Result<Bytes>> + Send>>;

/// Puts the guard on `req`'s body, if it has one.
pub fn guard(req: &mut Request) {
    let headers = req.headers();
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .is_some_and(|length| length.as_bytes() != b"0");
    if !declared && !headers.contains_key(header::TRANSFER_ENCODING) {
        return;
    }
    let pieces: Pieces = Box::pin(req.take_body().into_bytes_stream());
    req.set_body(poem::Body::from_bytes_stream(Guarded::new(pieces)));
}

/// A body's pieces, gathered and timed.
struct Guarded {
    inner: Pieces,
    gathered: BytesMut,
    started: Instant,
    received: u64,
    deadline: Pin<Box<Sleep>>,
    ended: bool,
}

impl Guarded {
    fn new(inner: Pieces) -> Self {
        let started = Instant::now();
        Self {
            inner,
            gathered: BytesMut::new(),
            started,
            received: 0,
            deadline: Box::pin(tokio::time::sleep_until(started + GRACE)),
            ended: false,
        }
    }

    fn take_gathered(&mut self) -> Bytes {
        std::mem::take(&mut self.gathered).freeze()
    }
}

impl Stream for Guarded {
    type Item = std::io::Result<Bytes>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        if this.ended {
            return Poll::Ready(None);
        }
        loop {
            match this.inner.as_mut().poll_next(cx) {
                Poll::Ready(Some(Ok(piece))) => {
                    this.received += piece.len() as u64;
                    let earned =
                        Duration::from_millis(this.received.saturating_mul(1000) / MIN_RATE);
                    this.deadline
                        .as_mut()
                        .reset(this.started + GRACE.saturating_add(earned));
                    if this.gathered.is_empty() && piece.len() >= COALESCE {
                        return Poll::Ready(Some(Ok(piece)));
                    }
                    this.gathered.extend_from_slice(&piece);
                    if this.gathered.len() >= COALESCE {
                        return Poll::Ready(Some(Ok(this.take_gathered())));
                    }
                }
                Poll::Ready(Some(Err(error))) => {
                    this.ended = true;
                    return Poll::Ready(Some(Err(error)));
                }
                Poll::Ready(None) => {
                    this.ended = true;
                    return Poll::Ready(
                        (!this.gathered.is_empty()).then(|| Ok(this.take_gathered())),
                    );
                }
                Poll::Pending => {
                    if this.deadline.as_mut().poll(cx).is_ready() {
                        this.ended = true;
                        return Poll::Ready(Some(Err(std::io::Error::new(
                            std::io::ErrorKind::TimedOut,
                            "the request body arrived too slowly",
                        ))));
                    }
                    return Poll::Pending;
                }
            }
        }
    }
}
