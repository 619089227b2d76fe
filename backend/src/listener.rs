//! Accepting and serving connections, with the limits an open server needs.
//!
//! poem's own server has no header-read timeout and no connection cap, so a client that sends half
//! a request and waits held its connection open forever. This loop serves HTTP/1.1 with hyper
//! directly and bounds every connection:
//! - at most [`MAX_CONNECTIONS`] at once, and at most [`MAX_CONNECTIONS_PER_CLIENT`] from one
//!   client network (an IPv4 address or an IPv6 /64, as nginx's `limit_conn` keyed by address);
//!   past either a new connection is closed at once. A trusted reverse proxy's connections carry
//!   many clients, so they count toward the global cap only: limiting them per client is the
//!   proxy's job (docs/deployment.md says how);
//! - a request's headers must arrive within [`HEADER_READ_TIMEOUT`], which hyper also applies to
//!   an idle keep-alive connection waiting for its next request;
//! - a connection that neither reads nor writes for [`STALL_TIMEOUT`] is closed, so a client
//!   that stops half-way through a body or stops reading a response lets go of it too; the time
//!   the server itself spends on a request's answer does not count (an import of a site at the
//!   bounds may take longer on a small machine), while the body it reads meanwhile is held to
//!   its own minimum rate;
//! - a request body must keep arriving at a minimum rate and is held in memory in proportion to
//!   the bytes received, not to the reads that brought them ([`body`]).
//!
//! On shutdown it stops accepting, lets the requests in flight finish (at most
//! [`SHUTDOWN_GRACE`]) and returns.

mod body;
mod per_client;

use bytes::Bytes;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use poem::http::uri::Scheme;
use poem::web::{LocalAddr, RemoteAddr};
use poem::{Endpoint, IntoEndpoint, Request};
use std::convert::Infallible;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tokio::time::{Instant, Sleep};

/// Connections served at once; more are closed as soon as they are accepted.
pub const MAX_CONNECTIONS: usize = 4096;
/// Connections served at once from one client network (but a trusted proxy); more from it are
/// closed as soon as they are accepted. A browser opens six per site; this leaves room for an
/// office behind one address.
pub const MAX_CONNECTIONS_PER_CLIENT: usize = 128;
/// Time allowed for a request's headers, and for an idle keep-alive connection to start its next
/// request.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(20);
/// Time a connection may go without reading or writing a byte.
pub const STALL_TIMEOUT: Duration = Duration::from_secs(30);
/// Largest read buffer of one connection (hyper's default grows to about 400 KiB while a body
/// streams in): it bounds a request's head too, as nginx's `large_client_header_buffers` does.
pub const MAX_READ_BUFFER: usize = 16 * 1024;
/// Time requests in flight get to finish on shutdown.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

type Body = http_body_util::combinators::BoxBody<Bytes, std::io::Error>;

/// Serves `app` on `listener` until `shutdown` completes; connections from `proxies` (the
/// trusted reverse proxies) are not limited per client.
pub async fn serve<E>(
    listener: TcpListener,
    app: E,
    proxies: &[ipnet::IpNet],
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()>
where
    E: IntoEndpoint,
    E::Endpoint: 'static,
{
    let app: Arc<dyn DynEndpoint> = Arc::new(app.into_endpoint());
    let local = listener.local_addr()?;
    let permits = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let per_client = per_client::PerClient::new(MAX_CONNECTIONS_PER_CLIENT);
    let graceful = GracefulShutdown::new();
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEADER_READ_TIMEOUT)
        .max_buf_size(MAX_READ_BUFFER)
        .keep_alive(true);
    tokio::pin!(shutdown);
    loop {
        let (stream, remote) = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors or a connection reset before it was accepted: wait
                    // a moment rather than spin, and keep serving the connections already open.
                    tracing::warn!(%error, "accepting a connection failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            tracing::warn!(%remote, "too many connections; closing a new one");
            continue;
        };
        let client_permit = if crate::client::is_trusted(remote.ip(), proxies) {
            None
        } else {
            let Some(client_permit) = per_client.acquire(remote.ip()) else {
                tracing::warn!(%remote, "too many connections from one client; closing a new one");
                continue;
            };
            Some(client_permit)
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let stream = Stalling::new(stream, STALL_TIMEOUT);
        let answering = stream.answering.clone();
        let service = hyper::service::service_fn(move |req: hyper::Request<Incoming>| {
            let app = app.clone();
            let answering = answering.clone();
            async move {
                let _answering = Answering::start(answering);
                let mut req = Request::from((
                    req,
                    LocalAddr(local.into()),
                    RemoteAddr(remote.into()),
                    Scheme::HTTP,
                ));
                body::guard(&mut req);
                Ok::<hyper::Response<Body>, Infallible>(app.respond(req).await.into())
            }
        });
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            // A client that goes away or sends garbage ends its own connection; nothing to report.
            let _ = connection.await;
            drop(client_permit);
            drop(permit);
        });
    }
    drop(listener);
    if tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!("requests still running at shutdown were cut off");
    }
    Ok(())
}

/// An endpoint behind a pointer, answering every request (errors become their responses).
trait DynEndpoint: Send + Sync {
    fn respond(&self, req: Request) -> Pin<Box<dyn Future<Output = poem::Response> + Send + '_>>;
}

impl<E: Endpoint> DynEndpoint for E {
    fn respond(&self, req: Request) -> Pin<Box<dyn Future<Output = poem::Response> + Send + '_>> {
        Box::pin(self.get_response(req))
    }
}

/// A TCP stream that fails with `TimedOut` once it has neither read nor written for `stall`
/// while hyper waits on it, unless the server is working on a request's answer meanwhile.
struct Stalling {
    inner: TcpStream,
    stall: Duration,
    deadline: Pin<Box<Sleep>>,
    /// Set while the connection's request is being answered ([`Answering`]).
    answering: Arc<AtomicBool>,
}

/// Marks a connection's request as being answered, from the start of its handler until its
/// answer is ready (or the handler is dropped).
struct Answering(Arc<AtomicBool>);

impl Answering {
    fn start(flag: Arc<AtomicBool>) -> Self {
        flag.store(true, Ordering::Relaxed);
        Self(flag)
    }
}

impl Drop for Answering {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Relaxed);
    }
}

impl Stalling {
    fn new(inner: TcpStream, stall: Duration) -> Self {
        Self {
            inner,
            stall,
            deadline: Box::pin(tokio::time::sleep(stall)),
            answering: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Pushes the deadline back after progress; on no progress, fails once it has passed.
    fn watch<T>(
        &mut self,
        cx: &mut Context<'_>,
        poll: Poll<std::io::Result<T>>,
    ) -> Poll<std::io::Result<T>> {
        match poll {
            Poll::Ready(result) => {
                self.deadline.as_mut().reset(Instant::now() + self.stall);
                Poll::Ready(result)
            }
            // The server's own work is not the client stalling: the clock starts again from
            // here once the answer is ready.
            Poll::Pending if self.answering.load(Ordering::Relaxed) => {
                self.deadline.as_mut().reset(Instant::now() + self.stall);
                Poll::Pending
            }
            Poll::Pending => match self.deadline.as_mut().poll(cx) {
                Poll::Ready(()) => Poll::Ready(Err(std::io::ErrorKind::TimedOut.into())),
                Poll::Pending => Poll::Pending,
            },
        }
    }
}

impl AsyncRead for Stalling {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_read(cx, buf);
        this.watch(cx, poll)
    }
}

impl AsyncWrite for Stalling {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.watch(cx, poll)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.watch(cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }
}

#[cfg(test)]
mod tests {
    //! The stall clock on a real socket, served by hyper as [`serve`] serves it, with a stall of
    //! a fraction of a second.

    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    const STALL: Duration = Duration::from_millis(200);

    /// Serves one connection (stall [`STALL`]) whose handler works for `work` before answering;
    /// what a client that sends `request` reads, and within how long the connection ended.
    async fn serve_one(work: Duration, request: &'static [u8]) -> (String, Duration) {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
        let address = listener.local_addr().expect("its address");
        let server = tokio::spawn(async move {
            let (stream, _) = listener.accept().await.expect("the client");
            let stream = Stalling::new(stream, STALL);
            let answering = stream.answering.clone();
            let service = hyper::service::service_fn(move |_: hyper::Request<Incoming>| {
                let answering = answering.clone();
                async move {
                    let _answering = Answering::start(answering);
                    tokio::time::sleep(work).await;
                    let body = http_body_util::Full::new(Bytes::from_static(b"done"));
                    Ok::<_, Infallible>(hyper::Response::new(body))
                }
            });
            let _ = http1::Builder::new()
                .timer(TokioTimer::new())
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
        let started = Instant::now();
        let mut client = TcpStream::connect(address).await.expect("connected");
        client.write_all(request).await.expect("sent");
        let mut answer = String::new();
        let read =
            tokio::time::timeout(Duration::from_secs(10), client.read_to_string(&mut answer));
        let _ = read.await.expect("the server ends the connection");
        server.await.expect("served");
        (answer, started.elapsed())
    }

    #[tokio::test]
    async fn the_servers_own_work_on_an_answer_is_not_the_client_stalling() {
        let (answer, _) = serve_one(
            STALL * 4,
            b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        )
        .await;
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        assert!(answer.ends_with("done"), "{answer}");
    }

    #[tokio::test]
    async fn a_client_that_stops_half_way_is_cut_off_after_the_stall() {
        let (answer, took) = serve_one(Duration::ZERO, b"GET / HTTP/1.1\r\nHost: x\r\n").await;
        assert_eq!(answer, "");
        assert!(took >= STALL && took < STALL * 5, "{took:?}");
    }
}
