//! What a reader's `User-Agent` says (issue 44): whether it names a bot, crawler or tool, and the
//! device class ([`Device`]), read in one pass; nothing else of it is kept.

use super::device::{DEVICE_MARKS, Device};

/// Marks in a `User-Agent`, in any case, that name a bot, crawler, preview fetcher, monitor or
/// library; a reader's browser says none of them.
const BOT_MARKS: [&str; 34] = [
    "bot",
    "crawl",
    "spider",
    "slurp",
    "scan",
    "fetch",
    "preview",
    "monitor",
    "checker",
    "archiver",
    "curl",
    "wget",
    "httpie",
    "python",
    "java/",
    "go-http",
    "okhttp",
    "libwww",
    "perl",
    "ruby",
    "node-fetch",
    "axios",
    "undici",
    "headless",
    "phantomjs",
    "lighthouse",
    "pagespeed",
    "wrk",
    "apachebench",
    "feed",
    "rss",
    "facebookexternalhit",
    "embedly",
    "whatsapp",
];

/// What a `User-Agent` says, read in one pass: whether it names a bot, crawler or tool rather
/// than a reader's browser (none at all counts as a tool), and the reader's device class.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Agent {
    /// A [`BOT_MARKS`] mark is in it, or it is empty or absent.
    pub bot: bool,
    /// Its device class.
    pub device: Device,
}

/// Reads `user_agent` once for [`BOT_MARKS`] and [`DEVICE_MARKS`] together (the server
/// keeps the readings of the `User-Agent`s it sees often).
pub fn agent(user_agent: Option<&str>) -> Agent {
    let Some(agent) = user_agent.map(str::trim).filter(|agent| !agent.is_empty()) else {
        return Agent {
            bot: true,
            device: Device::Desktop,
        };
    };
    let (mut bot, mut found) = (false, 0_u16);
    for mark in AGENT_FINDER.find_overlapping_iter(agent) {
        match mark.pattern().as_usize().checked_sub(BOT_MARKS.len()) {
            Some(device_mark) => found |= 1 << device_mark,
            None => bot = true,
        }
    }
    Agent {
        bot,
        device: Device::of_marks(found),
    }
}

/// [`BOT_MARKS`], then [`DEVICE_MARKS`], found in one pass over a `User-Agent`,
/// whatever its case.
static AGENT_FINDER: std::sync::LazyLock<aho_corasick::AhoCorasick> =
    std::sync::LazyLock::new(|| {
        aho_corasick::AhoCorasick::builder()
            .ascii_case_insensitive(true)
            // A full DFA: one table read per byte of the `User-Agent` (43 marks make a small one).
            .kind(Some(aho_corasick::AhoCorasickKind::DFA))
            .build(BOT_MARKS.iter().chain(&DEVICE_MARKS))
            .expect("a few short marks")
    });

/// The device class `user_agent` says (see [`Device::of_marks`]).
pub fn device(user_agent: &str) -> Device {
    agent(Some(user_agent)).device
}
