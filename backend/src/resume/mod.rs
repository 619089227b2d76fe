//! The résumé as a typeset PDF (issue 43), made on the server by Typst from the site's own data:
//! [`data`] builds what the template reads, [`engine`] typesets it. Each PDF is made once per
//! site version, variant and language (the pages keep it in the snapshot, whose reads of one
//! missing answer wait for the first); here the engine is bounded: compiles run one per CPU on
//! blocking threads, at most [`MAX_QUEUE`] more wait (past them, and past [`WAIT`], a 503 with
//! `Retry-After`), each within [`TIME`], and the data a compile reads is at most [`MAX_DATA`]
//! bytes, so the memory compiles hold is bounded by the CPUs. A résumé past the bounds is refused
//! with a message for its owner, and that refusal is kept for the version, never typeset again.

pub mod data;
pub mod engine;
pub mod make;

use crate::error::{ApiError, body};
use engine::Refused;
use folio_core::codes::ErrorCode;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock, Mutex};
use std::time::Duration;
use tokio::sync::Semaphore;

/// The most bytes of data one résumé hands the template: about forty pages of text.
pub const MAX_DATA: usize = 200_000;
/// Compiles waiting for a CPU beyond those running; past them a request is answered 503.
pub const MAX_QUEUE: usize = 16;
/// The longest a compile waits for a CPU.
pub const WAIT: Duration = Duration::from_secs(10);
/// The longest a compile may take before its request is answered 503 (the compile itself ends
/// on its thread, holding its CPU until then).
pub const TIME: Duration = Duration::from_secs(20);
/// The photo's longest side in the PDF, in pixels.
pub const PHOTO_SIDE: u32 = 600;
/// Refusals kept (per site version and address).
const MAX_REFUSALS: usize = 1024;

/// The compile gate and the refusals of this process.
pub struct Typesetter {
    cpus: Arc<Semaphore>,
    waiting: AtomicUsize,
    refused: Mutex<HashMap<String, String>>,
}

/// The one gate every résumé compile passes.
pub static TYPESETTER: LazyLock<Typesetter> = LazyLock::new(|| Typesetter {
    cpus: Arc::new(Semaphore::new(
        std::thread::available_parallelism().map_or(1, usize::from),
    )),
    waiting: AtomicUsize::new(0),
    refused: Mutex::default(),
});

/// A 422 saying why the résumé was not made, for its owner.
fn too_long(message: String) -> ApiError {
    ApiError::Invalid(body(ErrorCode::TooLarge, message))
}

fn busy(message: &str) -> ApiError {
    ApiError::Unavailable(body(ErrorCode::Busy, message), 2)
}

impl Typesetter {
    /// The PDF of `data` with `photo`, for the address `key` (which names the site version):
    /// typeset now within the bounds, or refused.
    pub async fn typeset(
        &self,
        key: &str,
        data: Vec<u8>,
        photo: Option<Vec<u8>>,
    ) -> Result<Vec<u8>, ApiError> {
        if let Some(message) = self.refused(key) {
            return Err(too_long(message));
        }
        if data.len() > MAX_DATA {
            return Err(too_long(format!(
                "This résumé is too long for a PDF: {} KB of text, at most {} KB. Make a variant \
                 with fewer entries.",
                data.len() / 1000,
                MAX_DATA / 1000
            )));
        }
        if self.waiting.fetch_add(1, Ordering::SeqCst) >= MAX_QUEUE {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
            return Err(ApiError::busy());
        }
        let permit = tokio::time::timeout(WAIT, self.cpus.clone().acquire_owned()).await;
        self.waiting.fetch_sub(1, Ordering::SeqCst);
        let Ok(Ok(permit)) = permit else {
            return Err(ApiError::busy());
        };
        let ident = key.to_owned();
        let compile = tokio::task::spawn_blocking(move || {
            let _cpu = permit;
            engine::typeset(data, photo, &ident)
        });
        let made = match tokio::time::timeout(TIME, compile).await {
            Err(_) => {
                return Err(busy(
                    "The résumé took too long to typeset. Please try again in a moment.",
                ));
            }
            Ok(joined) => joined.map_err(ApiError::internal)?,
        };
        match made {
            Ok(pdf) => Ok(pdf),
            Err(Refused::TooLong(pages)) => {
                let message = format!(
                    "This résumé is too long for a PDF: {pages} pages, at most {}. Make a \
                     variant with fewer entries.",
                    engine::MAX_PAGES
                );
                self.refuse(key, &message);
                Err(too_long(message))
            }
            Err(Refused::Failed(cause)) => Err(ApiError::internal(cause)),
        }
    }

    fn refused(&self, key: &str) -> Option<String> {
        self.refused
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
            .cloned()
    }

    fn refuse(&self, key: &str, message: &str) {
        let mut refused = self.refused.lock().unwrap_or_else(|e| e.into_inner());
        if refused.len() >= MAX_REFUSALS {
            refused.clear();
        }
        refused.insert(key.to_owned(), message.to_owned());
    }
}
