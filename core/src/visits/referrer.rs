//! Where a reader came from (issue 44): the `Referer`'s host only (never its path or query),
//! lowercased and without `www.`, a search engine by its name, plus the `utm_source` of the page's
//! own address. A link from the site itself is no referrer.

/// What a referrer past the day's bound is counted as.
pub const OTHER: &str = "Other";

/// The longest `utm_source` kept; longer ones are cut.
const SOURCE_MAX: usize = 40;

/// Search engines by a mark in their host, and their name.
const ENGINES: [(&str, &str); 13] = [
    ("google.", "Google"),
    ("bing.com", "Bing"),
    ("duckduckgo.com", "DuckDuckGo"),
    ("search.yahoo.", "Yahoo"),
    ("yandex.", "Yandex"),
    ("baidu.com", "Baidu"),
    ("ecosia.org", "Ecosia"),
    ("qwant.com", "Qwant"),
    ("startpage.com", "Startpage"),
    ("search.brave.com", "Brave Search"),
    ("kagi.com", "Kagi"),
    ("naver.com", "Naver"),
    ("seznam.cz", "Seznam"),
];

/// The referrer kept for a view: the `Referer`'s host (a search engine's name), then ` · ` and
/// the page address's `utm_source` when it has one; empty for a reader who came directly or from
/// the site itself (`site_host`). A `Referer` that is not an http(s) address is no host.
pub fn referrer(referer: Option<&str>, site_host: &str, query: Option<&str>) -> String {
    let host = referer.and_then(host_of).filter(|host| {
        let site = site_host.trim_start_matches("www.").to_ascii_lowercase();
        *host != site
    });
    let host = host.map(|host| {
        ENGINES
            .iter()
            .find(|(mark, _)| host.contains(mark))
            .map_or(host.clone(), |(_, name)| (*name).to_owned())
    });
    let source = query.and_then(utm_source);
    match (host, source) {
        (Some(host), Some(source)) => format!("{host} · {source}"),
        (Some(host), None) => host,
        (None, Some(source)) => format!("utm_source · {source}"),
        (None, None) => String::new(),
    }
}

/// The host of an http(s) address, lowercased, without `www.`, its port or credentials.
fn host_of(address: &str) -> Option<String> {
    let address = address.trim();
    let (scheme, rest) = address.split_once("://")?;
    if !scheme.eq_ignore_ascii_case("http") && !scheme.eq_ignore_ascii_case("https") {
        return None;
    }
    let authority = rest.split(['/', '?', '#']).next()?;
    let host = authority.rsplit('@').next()?;
    let host = if host.starts_with('[') {
        host.split_inclusive(']').next()?
    } else {
        host.split(':').next()?
    };
    let host = host.to_ascii_lowercase();
    let host = host.strip_prefix("www.").unwrap_or(&host);
    let valid = !host.is_empty()
        && host.len() <= 253
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'[' | b']' | b':'));
    valid.then(|| host.to_owned())
}

/// The first `utm_source` of a query, lowercased, only its letters, digits, `.`, `-` and `_`,
/// cut to [`SOURCE_MAX`]; none when that leaves nothing.
fn utm_source(query: &str) -> Option<String> {
    let value = form_urlencoded::parse(query.as_bytes())
        .find(|(name, _)| name == "utm_source")?
        .1;
    let kept: String = value
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
        .map(|c| c.to_ascii_lowercase())
        .take(SOURCE_MAX)
        .collect();
    (!kept.is_empty()).then_some(kept)
}
