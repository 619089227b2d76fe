//! Visitor statistics counted on the server (issue 44): which requests count as a reader's view
//! ([`counted`]), the page a counted address is ([`page`]), the reader's device class
//! ([`device`]) and where they came from ([`referrer`]). The server sends the visitor nothing (no
//! cookie, no script) and stores only counters: a day, a page, a language, a referrer's host and a
//! device class, with views and visitors. These rules decide what goes into those counters; the
//! server's `visits` module keeps them.

mod agent;
mod device;
mod page;
mod referrer;

pub use agent::{Agent, agent, device};
pub use device::Device;
pub use page::{Kind, Page, missing, page};
pub use referrer::{OTHER, referrer};

use serde::Serialize;

/// What the counting rule reads of a request: its method and the headers that say who asks and
/// why. Absent headers are `None`.
#[derive(Debug, Clone, Default)]
pub struct Request<'a> {
    /// `GET`, `HEAD`, …
    pub method: &'a str,
    /// `User-Agent`.
    pub user_agent: Option<&'a str>,
    /// `Accept`.
    pub accept: Option<&'a str>,
    /// `Sec-Purpose` (prefetch, prerender).
    pub sec_purpose: Option<&'a str>,
    /// `Purpose` (the older prefetch header).
    pub purpose: Option<&'a str>,
    /// `X-Moz` (Firefox's older prefetch header).
    pub x_moz: Option<&'a str>,
    /// `DNT`.
    pub dnt: Option<&'a str>,
    /// `Sec-GPC`.
    pub sec_gpc: Option<&'a str>,
    /// Whether the address is a page (the home, a case study, a 404), which a reader's browser
    /// asks for as HTML; a feed or a PDF is not.
    pub is_page: bool,
    /// Whether the address is a feed, which readers fetch with feed readers: their
    /// `User-Agent`s say "feed", "rss" or "fetch" and are not taken for bots.
    pub is_feed: bool,
}

/// Why a request is not counted, or that it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Verdict {
    /// A reader's view: counted.
    Counted,
    /// Not a `GET` (a `HEAD` reads no page).
    NotGet,
    /// A prefetch or prerender: the reader may never see the page.
    Prefetch,
    /// The reader asked not to be tracked (`DNT: 1`, `Sec-GPC: 1`).
    OptedOut,
    /// A bot or crawler: a known pattern in its `User-Agent`, none at all, or a page asked for
    /// without accepting `text/html`.
    Bot,
}

/// Whether a request is a reader's view, and if not, why: a `HEAD` or any method but `GET`, a
/// prefetch or prerender (`Sec-Purpose`, `Purpose`, `X-Moz`), `DNT: 1` or `Sec-GPC: 1`, a bot by
/// its `User-Agent` (a PDF's too), or a page asked for without accepting `text/html`. Feeds are
/// fetched by readers' feed readers, so a feed reader's `User-Agent` is not a bot for a feed
/// (none at all is).
pub fn counted(request: &Request) -> Verdict {
    verdict(request, agent(request.user_agent))
}

/// [`counted`], with `agent` the reading of `request`'s `User-Agent` (so a server can read each
/// `User-Agent` once for the verdict and the device, or keep the readings of those it sees often).
pub fn verdict(request: &Request, agent: Agent) -> Verdict {
    if !request.method.eq_ignore_ascii_case("GET") {
        return Verdict::NotGet;
    }
    let says = |value: Option<&str>, word: &str| {
        value.is_some_and(|value| {
            value
                .as_bytes()
                .windows(word.len())
                .any(|part| part.eq_ignore_ascii_case(word.as_bytes()))
        })
    };
    if says(request.sec_purpose, "prefetch")
        || says(request.sec_purpose, "prerender")
        || says(request.purpose, "prefetch")
        || says(request.purpose, "preview")
        || says(request.x_moz, "prefetch")
    {
        return Verdict::Prefetch;
    }
    let is_one = |value: Option<&str>| value.is_some_and(|value| value.trim() == "1");
    if is_one(request.dnt) || is_one(request.sec_gpc) {
        return Verdict::OptedOut;
    }
    if request.is_page && !accepts_html(request.accept) {
        return Verdict::Bot;
    }
    let bot = if request.is_feed {
        request
            .user_agent
            .is_none_or(|agent| agent.trim().is_empty())
    } else {
        agent.bot
    };
    if bot {
        return Verdict::Bot;
    }
    Verdict::Counted
}

/// Whether an `Accept` header takes `text/html` (or `*/*`, or `text/*`) with a quality above 0.
fn accepts_html(accept: Option<&str>) -> bool {
    let Some(accept) = accept else {
        return false;
    };
    accept.split(',').any(|range| {
        let mut parts = range.split(';').map(str::trim);
        let kind = parts.next().unwrap_or_default();
        let zero = parts.any(|p| {
            p.strip_prefix("q=")
                .is_some_and(|q| q.trim().parse::<f32>().is_ok_and(|q| q <= 0.0))
        });
        !zero
            && ["text/html", "text/*", "*/*"]
                .iter()
                .any(|k| kind.eq_ignore_ascii_case(k))
    })
}
