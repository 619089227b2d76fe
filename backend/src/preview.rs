//! Reading a page's own description of itself for a link preview: Open Graph tags first, then
//! `<title>` and the meta description. Values are plain text, whitespace-collapsed and capped.
//!
//! Only the page's head is read, and the whole preview has one time bound ([`preview`]): building
//! an HTML tree costs time that grows with the square of its depth (300 KB of nested `<div>`s took
//! 12 s), and the metadata sits in the head, so the page is cut where its head ends or at
//! [`MAX_HEAD_BYTES`], whichever comes first ([`head`]), and the download stops there. The cut
//! is parsed on a blocking thread, [`MAX_PARSES`] at once with at most [`MAX_WAITING`] more
//! waiting; past that the server answers that it is busy, so previews can neither hold the async
//! runtime nor queue without end.

use crate::fetch::{FetchError, Guard};
use reqwest::Url;
use scraper::{Html, Selector};
use std::time::Duration;
use tokio::sync::Semaphore;

/// What a page says about itself.
pub struct PageMeta {
    /// Title, at most [`MAX_TITLE`] characters.
    pub title: String,
    /// Description, at most [`MAX_DESCRIPTION`] characters.
    pub description: String,
    /// Absolute http(s) image URL.
    pub image: Option<String>,
}

const MAX_TITLE: usize = 200;
const MAX_DESCRIPTION: usize = 500;

/// The most of a page read for its preview: heads are a few kilobytes (a news site's with its
/// inline styles and scripts, some tens), and the parse of 64 KiB of the worst nesting takes
/// a fraction of a second.
pub const MAX_HEAD_BYTES: usize = 64 * 1024;
/// Parses at once: one per core of a small server, so previews never take every core.
pub const MAX_PARSES: usize = 2;
/// Parses waiting for a turn; more previews than that at once are answered "busy".
pub const MAX_WAITING: usize = 8;
/// The whole preview, fetch and parse, waiting for turns included.
pub const TIME_BUDGET: Duration = Duration::from_secs(10);

/// Turns to parse, process-wide, as the cores they share are.
static PARSING: Semaphore = Semaphore::const_new(MAX_PARSES);
/// Places among the parses running or waiting.
static ADMITTED: Semaphore = Semaphore::const_new(MAX_PARSES + MAX_WAITING);

/// Why a page has no preview.
#[derive(Debug)]
pub enum Unread {
    /// The fetch was refused or failed; its message is safe to show.
    Fetch(FetchError),
    /// Too many parses are already running or waiting.
    Busy,
    /// The preview took longer than [`TIME_BUDGET`].
    TooSlow,
    /// The parse failed unexpectedly (logged).
    Failed,
}

/// Fetches the head of the page at `link` through `guard` and reads it, within [`TIME_BUDGET`].
pub async fn preview(guard: &Guard, link: &str) -> Result<PageMeta, Unread> {
    let reading = async {
        let mut head_end = HeadEnd::default();
        let page = guard
            .fetch_start(
                link,
                |kind| kind == "text/html",
                MAX_HEAD_BYTES,
                |body| head_end.find(body),
            )
            .await
            .map_err(Unread::Fetch)?;
        read_in_turn(page.url, page.body).await
    };
    tokio::time::timeout(TIME_BUDGET, reading)
        .await
        .map_err(|_| Unread::TooSlow)?
}

/// [`read`] on a blocking thread, in turn, or [`Unread::Busy`] when the queue is full.
async fn read_in_turn(url: Url, page: Vec<u8>) -> Result<PageMeta, Unread> {
    let place = ADMITTED.try_acquire().map_err(|_| Unread::Busy)?;
    let turn = PARSING.acquire().await.map_err(|_| Unread::Busy)?;
    let task = tokio::task::spawn_blocking(move || {
        // Held by the work, not by the request: a preview given up on (its time is out, the
        // client hung up) keeps its turn until its parse ends, so no third parse starts beside it.
        let _held = (place, turn);
        read(&url, &page)
    });
    task.await.map_err(|error| {
        tracing::error!(%error, "a link preview's parse failed");
        Unread::Failed
    })
}

/// The start of `page` that can hold its metadata: up to where its head ends ([`head_end`]) or
/// [`MAX_HEAD_BYTES`], whichever comes first.
pub fn head(page: &[u8]) -> &[u8] {
    let end = head_end(page, 0).unwrap_or(page.len());
    &page[..end.min(MAX_HEAD_BYTES)]
}

/// Where the head of `page` ends, looking for it from byte `from` on: at its first `</head` or
/// `<body` tag (any case), if it holds one. A tag's name must be whole (`</header>` is not one),
/// so one cut off at the end of `page` is not found until more bytes follow.
pub fn head_end(page: &[u8], from: usize) -> Option<usize> {
    let mut at = from;
    while let Some(offset) = page.get(at..)?.iter().position(|&byte| byte == b'<') {
        at += offset;
        let rest = &page[at..];
        if names_tag(rest, b"</head") || names_tag(rest, b"<body") {
            return Some(at);
        }
        at += 1;
    }
    None
}

/// The longest tag start [`head_end`] looks for, with the byte that ends its name.
const LONGEST_MARK: usize = b"</head>".len();

/// Whether `text` starts with the tag start `mark` (any case), its name ended there.
fn names_tag(text: &[u8], mark: &[u8]) -> bool {
    text.get(..mark.len())
        .is_some_and(|start| start.eq_ignore_ascii_case(mark))
        && text
            .get(mark.len())
            .is_some_and(|&next| next == b'>' || next == b'/' || next.is_ascii_whitespace())
}

/// [`head_end`] over a page as its bytes arrive: each call is given the whole page so far and
/// looks only at what it has not already looked at, so a page sent a byte at a time costs no more
/// to search than one sent whole.
#[derive(Default)]
pub struct HeadEnd {
    searched: usize,
}

impl HeadEnd {
    /// Where the head of `page` (the bytes so far) ends, if they tell already.
    pub fn find(&mut self, page: &[u8]) -> Option<usize> {
        // A tag start cut off at the end of the last bytes is looked at again, now whole.
        let from = self.searched.saturating_sub(LONGEST_MARK - 1);
        self.searched = page.len();
        head_end(page, from)
    }
}

/// Reads the [`head`] of `page`, served at `url`. CPU-bound however short the head: call it on a
/// blocking thread.
pub fn read(url: &Url, page: &[u8]) -> PageMeta {
    let html = String::from_utf8_lossy(head(page));
    let document = Html::parse_document(&html);
    let meta = |selector: &str| {
        Selector::parse(selector).ok().and_then(|s| {
            document
                .select(&s)
                .filter_map(|element| element.value().attr("content"))
                .map(str::trim)
                .find(|content| !content.is_empty())
                .map(str::to_owned)
        })
    };
    let title_tag = Selector::parse("title").ok().and_then(|s| {
        document
            .select(&s)
            .next()
            .map(|element| element.text().collect::<String>())
    });
    let title = meta(r#"meta[property="og:title"]"#)
        .or_else(|| meta(r#"meta[name="twitter:title"]"#))
        .or(title_tag)
        .unwrap_or_default();
    let description = meta(r#"meta[property="og:description"]"#)
        .or_else(|| meta(r#"meta[name="description"]"#))
        .unwrap_or_default();
    let image = meta(r#"meta[property="og:image"]"#)
        .or_else(|| meta(r#"meta[name="twitter:image"]"#))
        .and_then(|src| url.join(&src).ok())
        .filter(|image| matches!(image.scheme(), "http" | "https"))
        .map(String::from);
    PageMeta {
        title: clean(&title, MAX_TITLE),
        description: clean(&description, MAX_DESCRIPTION),
        image,
    }
}

/// Collapses whitespace and cuts to `max` characters, ending with an ellipsis when cut.
fn clean(text: &str, max: usize) -> String {
    folio_core::text::shorten(&folio_core::text::one_line(text), max)
}

#[cfg(test)]
mod tests {
    use super::{HeadEnd, MAX_HEAD_BYTES, head, head_end, read};

    #[test]
    fn open_graph_tags_win_over_the_title() {
        let url = "https://example.org/post".parse().unwrap();
        let meta = read(
            &url,
            br#"<html><head><title>Plain</title><meta property="og:title" content=" OG &amp; Title ">
            <meta name="description" content="About it"><meta property="og:image" content="/img.png">
            </head></html>"#,
        );
        assert_eq!(meta.title, "OG & Title");
        assert_eq!(meta.description, "About it");
        assert_eq!(meta.image.as_deref(), Some("https://example.org/img.png"));
    }

    #[test]
    fn script_urls_are_not_images_and_long_text_is_cut() {
        let url = "https://example.org/".parse().unwrap();
        let long = "x".repeat(1000);
        let html = format!(
            r#"<title>{long}</title><meta property="og:image" content="javascript:alert(1)">"#
        );
        let meta = read(&url, html.as_bytes());
        assert_eq!(meta.title.chars().count(), 200);
        assert!(meta.image.is_none());
    }

    #[test]
    fn the_head_ends_at_its_closing_tag_or_where_the_body_opens() {
        let page = b"<html><head><title>T</title></HEAD ><body><p>text";
        assert_eq!(head(page), b"<html><head><title>T</title>");
        let page = b"<title>T</title><header>x</header><Body class=a><p>text";
        assert_eq!(head(page), b"<title>T</title><header>x</header>");
        assert_eq!(
            head(b"<title>T</title><bodyx><head"),
            b"<title>T</title><bodyx><head"
        );
    }

    #[test]
    fn the_head_stops_at_the_byte_bound_when_the_page_never_ends_it() {
        let page = format!("<title>T</title>{}", "<div>".repeat(60_000));
        assert_eq!(head(page.as_bytes()).len(), MAX_HEAD_BYTES);
        let meta = read(&"https://example.org/".parse().unwrap(), page.as_bytes());
        assert_eq!(meta.title, "T");
    }

    #[test]
    fn the_head_end_is_found_however_the_bytes_arrive() {
        let page = b"<head><title>T</title><meta name=x></head><body>";
        let whole = head_end(page, 0);
        assert_eq!(whole, Some(35));
        for size in 1..page.len() {
            let mut finder = HeadEnd::default();
            let found = (size..=page.len())
                .step_by(size)
                .chain([page.len()])
                .find_map(|end| finder.find(&page[..end]));
            assert_eq!(found, whole, "arriving {size} bytes at a time");
        }
    }
}
