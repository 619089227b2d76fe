//! Compressed answers: a body held with its brotli and gzip forms, and the one a request gets.
//!
//! Bodies are compressed once, never per request: the built app's files at build time (the `.br`
//! and `.gz` files beside them in `web/dist`), the snapshot's pages and JSON once per snapshot
//! generation and form, each form the first time a request asks for it
//! ([`Encoded::with_form_for`]). So an answer made for one request alone (a 404 page, the admin's
//! page) is compressed only in the form that request gets ([`Encoded::compress_for`]), and a
//! client that accepts neither form costs no compression at all.
//! A request gets the smallest form its `Accept-Encoding` allows, with
//! `Vary: Accept-Encoding` and an `ETag` of its own for each form, and `304 Not Modified` when
//! its `If-None-Match` names that form.
//!
//! A body over [`KEEP_PLAIN`] is made in both forms at once and held compressed only (a page is
//! a few times smaller so, and one at the content bound, megabytes of repeated markup,
//! compresses a hundredfold, so the snapshot can keep it): the rare
//! client that accepts neither form gets the gzip form unpacked as it is sent, a piece at a
//! time, never the whole page in memory.

use bytes::Bytes;
use poem::http::{HeaderMap, HeaderValue, StatusCode, header};
use poem::{Body, IntoResponse, Response};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::io::Write;

/// Brotli quality for answers compressed while serving (build-time files use the maximum, 11):
/// still well below gzip's size, at a small fraction of the time and memory of the maximum.
const BROTLI_QUALITY: u32 = 4;
/// gzip level for answers compressed while serving.
const GZIP_LEVEL: u32 = 6;
/// Bodies smaller than this gain nothing worth a header from compression.
const MIN_SIZE: usize = 512;
/// Largest body compressed on the async thread that asked for it.
const INLINE_SIZE: usize = 64 * 1024;
/// Largest body also held uncompressed once compressed. Past it the gzip form stands in for the
/// plain one (every browser takes a compressed form): a case study's page is a third of its plain
/// size held that way, and a thousand of them fit the snapshot's bound (issue 46).
const KEEP_PLAIN: usize = 16 * 1024;
/// Bytes unpacked for each piece of a plain answer made from the gzip form.
const UNPACK_PIECE: usize = 64 * 1024;
/// Compressions running at once (one per core here).
static COMPRESSING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);

/// One answer's body in each form it is sent in.
#[derive(Clone)]
pub struct Encoded {
    identity: Plain,
    br: Option<Variant>,
    gzip: Option<Variant>,
    /// The compressed forms made (a form no smaller than the body is made but not held); the
    /// others are made when a request asks for them.
    made: Accepted,
}

/// The uncompressed form: held, or made from the gzip form when sent.
#[derive(Clone)]
enum Plain {
    Held(Variant),
    Unpacked { etag: HeaderValue },
}

#[derive(Clone)]
struct Variant {
    body: Bytes,
    etag: HeaderValue,
}

impl Variant {
    fn new(body: Bytes, suffix: &str) -> Self {
        let mut hasher = DefaultHasher::new();
        body.hash(&mut hasher);
        let etag = format!("\"{:016x}-{:x}{suffix}\"", hasher.finish(), body.len());
        Self {
            etag: HeaderValue::from_str(&etag).unwrap_or(HeaderValue::from_static("\"0\"")),
            body,
        }
    }
}

impl Encoded {
    /// `body` with the compressed forms given (from files compressed at build time); a form no
    /// smaller than the body is dropped, and a body over [`KEEP_PLAIN`] with a gzip form is held
    /// compressed only.
    pub fn with_forms(body: Bytes, br: Option<Bytes>, gzip: Option<Bytes>) -> Self {
        let smaller = |form: Option<Bytes>| form.filter(|form| form.len() < body.len());
        let (br, gzip) = (smaller(br), smaller(gzip));
        // Past [`KEEP_PLAIN`], the gzip form stands in for the plain one.
        let identity = if body.len() > KEEP_PLAIN && gzip.is_some() {
            Plain::Unpacked {
                etag: Variant::new(body, "").etag,
            }
        } else {
            // A copy of exactly its length: the buffer the answer was written into may be up to
            // twice that, and a kept answer would hold all of it (issue 46).
            Plain::Held(Variant::new(Bytes::copy_from_slice(&body), ""))
        };
        Self {
            br: br.map(|form| Variant::new(form, "-br")),
            gzip: gzip.map(|form| Variant::new(form, "-gz")),
            identity,
            made: Accepted::ALL,
        }
    }

    /// `body` as the answer to a request with `headers`: held plain, and compressed only in the
    /// form that request gets, so a client asking for pages no one else will (unknown addresses)
    /// costs one compression, or none when it accepts neither form. At most [`COMPRESSING`] run
    /// at once, so a burst of first reads (a new snapshot generation, many `Host` names) never
    /// holds many compressors' memory at once. A page-sized body takes well under a millisecond
    /// and is compressed right here; only a large one goes to a blocking thread (whose allocator
    /// would otherwise keep each compressor's freed buffers for itself, one set per thread).
    pub async fn compress_for(
        headers: &HeaderMap,
        body: Bytes,
    ) -> Result<Self, tokio::task::JoinError> {
        Self::compress_forms_in_turn(body, Accepted::preferred(headers)).await
    }

    /// Whether a request with `headers` gets a form not made yet ([`Encoded::with_form_for`]).
    pub fn lacks_form_for(&self, headers: &HeaderMap) -> bool {
        let missing = self.missing_for(headers);
        missing.br || missing.gzip
    }

    /// The form a request with `headers` gets, unless it is made already.
    fn missing_for(&self, headers: &HeaderMap) -> Accepted {
        let wanted = Accepted::preferred(headers);
        Accepted {
            br: wanted.br && !self.made.br,
            gzip: wanted.gzip && !self.made.gzip,
        }
    }

    /// This answer with the form a request with `headers` gets made too, in turn as
    /// [`Encoded::compress_for`]: a kept answer is compressed in each form at most once.
    pub async fn with_form_for(&self, headers: &HeaderMap) -> Result<Self, tokio::task::JoinError> {
        // A body held compressed only was made in both forms at once.
        let Plain::Held(plain) = &self.identity else {
            return Ok(self.clone());
        };
        let forms = self.missing_for(headers);
        let new = Self::compress_forms_in_turn(plain.body.clone(), forms).await?;
        Ok(Self {
            identity: self.identity.clone(),
            br: new.br.or_else(|| self.br.clone()),
            gzip: new.gzip.or_else(|| self.gzip.clone()),
            made: Accepted {
                br: self.made.br || new.made.br,
                gzip: self.made.gzip || new.made.gzip,
            },
        })
    }

    async fn compress_forms_in_turn(
        body: Bytes,
        forms: Accepted,
    ) -> Result<Self, tokio::task::JoinError> {
        // A body too large to hold plain is made in both forms at once: its gzip form stands in
        // for the plain one, which a brotli form made later would need.
        let forms = if body.len() > KEEP_PLAIN {
            Accepted::ALL
        } else {
            forms
        };
        if (!forms.br && !forms.gzip) || body.len() < MIN_SIZE {
            return Ok(Self::compress_forms(body, forms));
        }
        let _turn = COMPRESSING.acquire().await;
        if body.len() <= INLINE_SIZE {
            return Ok(Self::compress_forms(body, forms));
        }
        tokio::task::spawn_blocking(move || Self::compress_forms(body, forms)).await
    }

    /// `body` compressed now in `forms`, held plain too unless it is over [`KEEP_PLAIN`] and
    /// the gzip form can stand in for it. CPU-bound: call it off the async threads.
    fn compress_forms(body: Bytes, forms: Accepted) -> Self {
        if body.len() < MIN_SIZE {
            return Self::with_forms(body, None, None);
        }
        let br = forms.br.then(|| brotli(&body)).flatten();
        let gzip = forms.gzip.then(|| gzip(&body)).flatten();
        let mut encoded = Self::with_forms(body, br, gzip);
        encoded.made = forms;
        encoded
    }

    /// Bytes held, every form together.
    pub fn size(&self) -> usize {
        let plain = match &self.identity {
            Plain::Held(plain) => plain.body.len(),
            Plain::Unpacked { .. } => 0,
        };
        plain
            + self.br.as_ref().map_or(0, |v| v.body.len())
            + self.gzip.as_ref().map_or(0, |v| v.body.len())
    }

    /// The answer to a GET with `headers`: the smallest accepted form, or 304 when the client
    /// already holds it. `content_type` and `cache_control` go on either.
    pub fn respond(
        &self,
        headers: &HeaderMap,
        content_type: &HeaderValue,
        cache_control: &HeaderValue,
    ) -> Response {
        let accepted = Accepted::from(headers);
        let (etag, body, encoding) = match (&self.br, &self.gzip, &self.identity) {
            (Some(br), _, _) if accepted.br => (&br.etag, Body::from(br.body.clone()), Some("br")),
            (_, Some(gzip), _) if accepted.gzip => {
                (&gzip.etag, Body::from(gzip.body.clone()), Some("gzip"))
            }
            (_, _, Plain::Held(plain)) => (&plain.etag, Body::from(plain.body.clone()), None),
            (_, gzip, Plain::Unpacked { etag }) => {
                let packed = gzip
                    .as_ref()
                    .map(|gzip| gzip.body.clone())
                    .unwrap_or_default();
                (etag, Body::from_bytes_stream(Unpack::new(packed)), None)
            }
        };
        let mut response = if holds(headers, etag) {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            let mut response = Response::builder().body(body);
            let out = response.headers_mut();
            out.insert(header::CONTENT_TYPE, content_type.clone());
            if let Some(encoding) = encoding {
                out.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
            }
            response
        };
        let out = response.headers_mut();
        out.insert(header::ETAG, etag.clone());
        out.insert(header::CACHE_CONTROL, cache_control.clone());
        // The form sent depends on `Accept-Encoding` whenever one is held or could be made.
        if self.br.is_some() || self.gzip.is_some() || !(self.made.br && self.made.gzip) {
            out.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
        response
    }
}

/// The plain form of a gzip body, unpacked [`UNPACK_PIECE`] bytes at a time as the client reads.
struct Unpack(flate2::read::GzDecoder<bytes::buf::Reader<Bytes>>);

impl Unpack {
    fn new(packed: Bytes) -> Self {
        use bytes::Buf;
        Self(flate2::read::GzDecoder::new(packed.reader()))
    }
}

impl futures_util::Stream for Unpack {
    type Item = std::io::Result<Bytes>;

    fn poll_next(
        self: std::pin::Pin<&mut Self>,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Self::Item>> {
        use std::io::Read;
        let mut piece = vec![0; UNPACK_PIECE];
        let read = self.get_mut().0.read(&mut piece);
        std::task::Poll::Ready(match read {
            Ok(0) => None,
            Ok(length) => {
                piece.truncate(length);
                Some(Ok(piece.into()))
            }
            Err(error) => Some(Err(error)),
        })
    }
}

/// Which compressed forms a request accepts (`q=0` refuses one; `*` accepts both).
#[derive(Default, Clone, Copy)]
struct Accepted {
    br: bool,
    gzip: bool,
}

impl Accepted {
    const ALL: Self = Self {
        br: true,
        gzip: true,
    };

    /// The one form a request with `headers` gets when every form is made: brotli if it
    /// accepts it, else gzip if it accepts that.
    fn preferred(headers: &HeaderMap) -> Self {
        let accepted = Self::from(headers);
        Self {
            br: accepted.br,
            gzip: accepted.gzip && !accepted.br,
        }
    }
}

impl From<&HeaderMap> for Accepted {
    fn from(headers: &HeaderMap) -> Self {
        let mut accepted = Self::default();
        let (mut br, mut gzip) = (None, None);
        let mut any = false;
        for value in headers.get_all(header::ACCEPT_ENCODING) {
            let Ok(value) = value.to_str() else { continue };
            for item in value.split(',') {
                let mut parts = item.split(';');
                let coding = parts.next().unwrap_or_default().trim();
                let refused = parts.any(|param| {
                    param
                        .trim()
                        .strip_prefix("q=")
                        .and_then(|q| q.trim().parse::<f32>().ok())
                        .is_some_and(|q| q <= 0.0)
                });
                match coding.to_ascii_lowercase().as_str() {
                    "br" => br = Some(!refused),
                    "gzip" | "x-gzip" => gzip = Some(!refused),
                    "*" => any = !refused,
                    _ => {}
                }
            }
        }
        accepted.br = br.unwrap_or(any);
        accepted.gzip = gzip.unwrap_or(any);
        accepted
    }
}

/// Whether `If-None-Match` names `etag` (weak or strong, alone or in a list, or `*`). A cache in
/// front may have weakened the tag when it re-compressed the body; it names the same bytes.
fn holds(headers: &HeaderMap, etag: &HeaderValue) -> bool {
    let Some(tag) = etag.to_str().ok() else {
        return false;
    };
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|item| item.trim().trim_start_matches("W/"))
        .any(|item| item == tag || item == "*")
}

fn brotli(body: &[u8]) -> Option<Bytes> {
    // A window no larger than the body: brotli's working memory grows with the window, and a
    // page of a few kilobytes needs none of the default 4 MiB.
    let window = (usize::BITS - body.len().leading_zeros()).clamp(10, 22);
    let mut writer = ::brotli::CompressorWriter::new(Vec::new(), 4096, BROTLI_QUALITY, window);
    writer.write_all(body).ok()?;
    Some(exact(writer.into_inner()))
}

fn gzip(body: &[u8]) -> Option<Bytes> {
    let mut encoder =
        flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(GZIP_LEVEL));
    encoder.write_all(body).ok()?;
    encoder.finish().ok().map(exact)
}

/// `written` without the room its buffer grew beyond it. A compressor's output grows by doubling,
/// and a kept form held that too: the snapshot's 16 MiB of answers took 23 MiB (issue 46).
fn exact(written: Vec<u8>) -> Bytes {
    written.into_boxed_slice().into()
}

#[cfg(test)]
mod tests {
    use super::{Accepted, Encoded};
    use bytes::Bytes;
    use poem::http::{HeaderMap, HeaderValue, header};

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(name.clone(), HeaderValue::from_str(value).unwrap());
        }
        map
    }

    fn accepted(value: &str) -> (bool, bool) {
        let a = Accepted::from(&headers(&[(header::ACCEPT_ENCODING, value)]));
        (a.br, a.gzip)
    }

    #[test]
    fn accept_encoding_reads_lists_q_values_and_wildcards() {
        assert_eq!(accepted("gzip, deflate, br, zstd"), (true, true));
        assert_eq!(accepted("gzip"), (false, true));
        assert_eq!(accepted("br;q=0, gzip;q=0.5"), (false, true));
        assert_eq!(accepted("*"), (true, true));
        assert_eq!(accepted("*, br;q=0"), (false, true));
        assert_eq!(accepted("identity"), (false, false));
    }

    #[test]
    fn each_form_has_its_own_etag_and_a_held_one_gets_304() {
        let page =
            Encoded::compress_forms(Bytes::from("<p>portfolio</p>".repeat(200)), Accepted::ALL);
        let (html, cache) = (
            HeaderValue::from_static("text/html"),
            HeaderValue::from_static("no-cache"),
        );
        let br = page.respond(&headers(&[(header::ACCEPT_ENCODING, "br")]), &html, &cache);
        let plain = page.respond(&HeaderMap::new(), &html, &cache);
        assert_eq!(br.headers()[header::CONTENT_ENCODING], "br");
        assert!(!plain.headers().contains_key(header::CONTENT_ENCODING));
        let (br_tag, plain_tag) = (&br.headers()[header::ETAG], &plain.headers()[header::ETAG]);
        assert_ne!(br_tag, plain_tag);
        assert_eq!(br.headers()[header::VARY], "accept-encoding");

        let weak = format!("W/{}", br_tag.to_str().unwrap());
        let again = page.respond(
            &headers(&[
                (header::ACCEPT_ENCODING, "br"),
                (header::IF_NONE_MATCH, &weak),
            ]),
            &html,
            &cache,
        );
        assert_eq!(again.status(), 304);
        let other = page.respond(&headers(&[(header::IF_NONE_MATCH, &weak)]), &html, &cache);
        assert_eq!(
            other.status(),
            200,
            "the plain form is another representation"
        );
    }

    #[tokio::test]
    async fn each_form_is_made_the_first_time_a_request_asks_for_it() {
        let text = "<p>portfolio</p>".repeat(200);
        let (html, cache) = (
            HeaderValue::from_static("text/html"),
            HeaderValue::from_static("no-cache"),
        );
        let (plain, br, gzip) = (
            HeaderMap::new(),
            headers(&[(header::ACCEPT_ENCODING, "gzip, br")]),
            headers(&[(header::ACCEPT_ENCODING, "gzip")]),
        );
        let page = Encoded::compress_for(&plain, Bytes::from(text.clone()))
            .await
            .unwrap();
        assert_eq!(
            page.size(),
            text.len(),
            "nothing compressed for a plain client"
        );
        assert_eq!(
            page.respond(&plain, &html, &cache).headers()[header::VARY],
            "accept-encoding"
        );
        assert!(page.lacks_form_for(&br) && page.lacks_form_for(&gzip));
        assert!(!page.lacks_form_for(&plain));

        let page = page.with_form_for(&br).await.unwrap();
        assert!(!page.lacks_form_for(&br) && page.lacks_form_for(&gzip));
        let page = page.with_form_for(&gzip).await.unwrap();
        assert!(!page.lacks_form_for(&br) && !page.lacks_form_for(&gzip));

        // The same bytes and tags as forms made all at once.
        let all = Encoded::compress_forms(Bytes::from(text), Accepted::ALL);
        assert_eq!(page.size(), all.size());
        for client in [&plain, &br, &gzip] {
            let (lazy, eager) = (
                page.respond(client, &html, &cache),
                all.respond(client, &html, &cache),
            );
            assert_eq!(lazy.headers(), eager.headers());
            assert_eq!(
                lazy.into_body().into_vec().await.unwrap(),
                eager.into_body().into_vec().await.unwrap()
            );
        }
    }

    #[tokio::test]
    async fn a_large_body_is_held_compressed_and_sent_plain_unpacked() {
        let text = "<p>&lt;&lt;&lt;</p>".repeat(200_000);
        let page = Encoded::compress_for(&HeaderMap::new(), Bytes::from(text.clone()))
            .await
            .unwrap();
        assert!(page.size() < text.len() / 50, "{} bytes held", page.size());
        assert!(!page.lacks_form_for(&headers(&[(header::ACCEPT_ENCODING, "br")])));
        let (html, cache) = (
            HeaderValue::from_static("text/html"),
            HeaderValue::from_static("no-cache"),
        );
        let plain = page.respond(&HeaderMap::new(), &html, &cache);
        assert!(!plain.headers().contains_key(header::CONTENT_ENCODING));
        let tag = plain.headers()[header::ETAG].clone();
        let sent = plain.into_body().into_vec().await.unwrap();
        assert_eq!(sent, text.as_bytes());
        let again = page.respond(
            &headers(&[(header::IF_NONE_MATCH, tag.to_str().unwrap())]),
            &html,
            &cache,
        );
        assert_eq!(again.status(), 304);
    }
}
