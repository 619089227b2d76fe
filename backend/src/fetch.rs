//! Server-side fetches of owner-supplied URLs (link previews, images by URL), guarded against
//! server-side request forgery.
//!
//! Only `http`/`https` URLs without credentials; the host is resolved here and refused if any of
//! its addresses is not a public unicast address; the connection goes only to the addresses that
//! were checked, never through a proxy named by the environment; at most three redirects, each
//! checked the same way; five seconds in all (waiting for a turn included); at most `max_bytes`
//! read, the download stopped there; at most four fetches at once.

use futures_util::StreamExt;
use reqwest::Url;
use reqwest::redirect::Policy;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

const MAX_REDIRECTS: usize = 3;
const TIMEOUT: Duration = Duration::from_secs(5);

/// Why a fetch was refused or failed; the message is safe to show.
#[derive(Debug)]
pub struct FetchError(pub &'static str);

/// A fetched response body with its final URL.
pub struct Fetched {
    /// The URL after redirects.
    pub url: Url,
    /// At most `max_bytes` of the body.
    pub body: Vec<u8>,
}

/// How much of a body to read.
enum Reading<'a> {
    /// All of it, refused past this many bytes.
    Whole(usize),
    /// Its start: up to where the function says the part wanted ends, given the bytes so far,
    /// or up to this many bytes.
    Start(usize, &'a mut (dyn FnMut(&[u8]) -> Option<usize> + Send)),
}

/// Fetches running at once; more wait their turn, so bodies held in memory stay bounded.
const MAX_FETCHES: usize = 4;

/// Which addresses may be fetched, and the turns to fetch them.
#[derive(Clone, Debug)]
pub struct Guard {
    /// Test-only: loopback ports that may be fetched (`FOLIO_TEST_ALLOW_LOOPBACK_PORTS`).
    loopback_ports: Vec<u16>,
    turns: Arc<Semaphore>,
}

impl Guard {
    /// A guard that also lets the loopback `ports` through (tests only).
    pub fn new(loopback_ports: Vec<u16>) -> Self {
        Self {
            loopback_ports,
            turns: Arc::new(Semaphore::new(MAX_FETCHES)),
        }
    }

    /// Fetches `url`, refusing what the module docs describe. `accept` says which content types
    /// are wanted; anything else is refused before its body is read.
    pub async fn fetch(
        &self,
        url: &str,
        accept: impl Fn(&str) -> bool,
        max_bytes: usize,
    ) -> Result<Fetched, FetchError> {
        self.fetch_in_turn(url, accept, Reading::Whole(max_bytes))
            .await
    }

    /// Fetches the start of the body at `url`, as [`Guard::fetch`] does all of it: up to where
    /// `end`, given the bytes so far, says the part wanted ends, or `max_bytes`, whichever comes
    /// first. The download stops there; a longer body is cut, not refused.
    pub async fn fetch_start(
        &self,
        url: &str,
        accept: impl Fn(&str) -> bool,
        max_bytes: usize,
        mut end: impl FnMut(&[u8]) -> Option<usize> + Send,
    ) -> Result<Fetched, FetchError> {
        self.fetch_in_turn(url, accept, Reading::Start(max_bytes, &mut end))
            .await
    }

    async fn fetch_in_turn(
        &self,
        url: &str,
        accept: impl Fn(&str) -> bool,
        reading: Reading<'_>,
    ) -> Result<Fetched, FetchError> {
        let fetch = async {
            let _turn = self.turns.acquire().await;
            self.fetch_inner(url, accept, reading).await
        };
        tokio::time::timeout(TIMEOUT, fetch)
            .await
            .map_err(|_| FetchError("The site took too long to answer."))?
    }

    /// Refuses `url` if it may not be fetched (scheme, credentials, or address).
    pub async fn check(&self, url: &str) -> Result<(), FetchError> {
        let url = Url::parse(url.trim()).map_err(|_| FetchError("That is not a valid URL."))?;
        self.checked_addresses(&url).await.map(drop)
    }

    async fn fetch_inner(
        &self,
        url: &str,
        accept: impl Fn(&str) -> bool,
        reading: Reading<'_>,
    ) -> Result<Fetched, FetchError> {
        let mut url = Url::parse(url.trim()).map_err(|_| FetchError("That is not a valid URL."))?;
        for _ in 0..=MAX_REDIRECTS {
            let addrs = self.checked_addresses(&url).await?;
            let host = url.host_str().unwrap_or_default().to_owned();
            // No proxy from the environment: a proxy would resolve the name itself and reach
            // whatever address it likes, past the checks above.
            let client = reqwest::Client::builder()
                .no_proxy()
                .redirect(Policy::none())
                .resolve_to_addrs(&host, &addrs)
                .user_agent("FolioLinkPreview/1.0")
                .build()
                .map_err(|_| FetchError("Could not prepare the request."))?;
            let response = client
                .get(url.clone())
                .send()
                .await
                .map_err(|_| FetchError("Could not reach that site."))?;
            if response.status().is_redirection() {
                let location = response
                    .headers()
                    .get(reqwest::header::LOCATION)
                    .and_then(|v| v.to_str().ok())
                    .ok_or(FetchError("The site answered with a broken redirect."))?;
                url = url
                    .join(location)
                    .map_err(|_| FetchError("The site redirected to an invalid URL."))?;
                continue;
            }
            if !response.status().is_success() {
                return Err(FetchError("The site answered with an error."));
            }
            let content_type = response
                .headers()
                .get(reqwest::header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.split(';').next())
                .unwrap_or_default()
                .trim()
                .to_ascii_lowercase();
            if !accept(&content_type) {
                return Err(FetchError(
                    "The site answered with an unexpected kind of content.",
                ));
            }
            let body = read_body(response, reading).await?;
            return Ok(Fetched { url, body });
        }
        Err(FetchError("The site redirected too many times."))
    }

    /// The addresses `url` resolves to, all of them allowed, or an error.
    async fn checked_addresses(&self, url: &Url) -> Result<Vec<SocketAddr>, FetchError> {
        if !matches!(url.scheme(), "http" | "https") {
            return Err(FetchError("Only http and https links can be fetched."));
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(FetchError(
                "Links with a user name or password cannot be fetched.",
            ));
        }
        let port = url.port_or_known_default().unwrap_or(80);
        let addrs: Vec<SocketAddr> = match url.host() {
            Some(url::Host::Ipv4(ip)) => vec![SocketAddr::new(IpAddr::V4(ip), port)],
            Some(url::Host::Ipv6(ip)) => vec![SocketAddr::new(IpAddr::V6(ip), port)],
            Some(url::Host::Domain(name)) => tokio::net::lookup_host((name, port))
                .await
                .map_err(|_| FetchError("That site's name could not be found."))?
                .collect(),
            None => return Err(FetchError("That link has no host.")),
        };
        if addrs.is_empty() {
            return Err(FetchError("That site's name could not be found."));
        }
        if addrs.iter().any(|addr| !self.allowed(*addr)) {
            return Err(FetchError("That address is not on the public internet."));
        }
        Ok(addrs)
    }

    fn allowed(&self, addr: SocketAddr) -> bool {
        if addr.ip().is_loopback() && self.loopback_ports.contains(&addr.port()) {
            return true;
        }
        match addr.ip() {
            IpAddr::V4(ip) => is_public_v4(ip),
            IpAddr::V6(ip) => is_public_v6(ip),
        }
    }
}

/// What `reading` asks for of `response`'s body. Returning early drops the response, which closes
/// its connection: the rest is never downloaded.
async fn read_body(
    response: reqwest::Response,
    mut reading: Reading<'_>,
) -> Result<Vec<u8>, FetchError> {
    let max_bytes = match reading {
        Reading::Whole(max_bytes) | Reading::Start(max_bytes, _) => max_bytes,
    };
    let mut body = Vec::new();
    let mut stream = response.bytes_stream();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|_| FetchError("The site's answer broke off."))?;
        let room = max_bytes - body.len();
        body.extend_from_slice(&chunk[..chunk.len().min(room)]);
        match &mut reading {
            Reading::Whole(_) if chunk.len() > room => {
                return Err(FetchError("The site's answer is too large."));
            }
            Reading::Whole(_) => {}
            Reading::Start(_, end) => {
                if let Some(at) = end(&body) {
                    body.truncate(at);
                    return Ok(body);
                }
                if body.len() == max_bytes {
                    return Ok(body);
                }
            }
        }
    }
    Ok(body)
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_multicast()
        || ip.is_broadcast()
        || ip.is_documentation()
        || a == 0
        || (a == 100 && (64..128).contains(&b)) // CGNAT 100.64.0.0/10
        || (a == 192 && b == 0 && ip.octets()[2] == 0) // IETF protocol assignments
        || (a == 198 && (b == 18 || b == 19)) // benchmarking
        || a >= 240) // reserved
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let first = ip.segments()[0];
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        || ip.to_ipv4_mapped().is_some()
        || (first & 0xfe00) == 0xfc00 // unique local fc00::/7
        || (first & 0xffc0) == 0xfe80 // link-local fe80::/10
        || (first & 0xffc0) == 0xfec0 // site-local (deprecated)
        || first == 0x2001 && ip.segments()[1] == 0x0db8 // documentation
        || first == 0x0064 && ip.segments()[1] == 0xff9b // NAT64 embeds IPv4
        || first == 0x2002 // 6to4 embeds IPv4
        || first == 0x2001 && ip.segments()[1] == 0 // Teredo 2001::/32 embeds IPv4
        || ip.segments()[..6] == [0, 0, 0, 0, 0xffff, 0] // IPv4-translated ::ffff:0:0:0/96
        || ip.segments()[..6] == [0; 6]) // IPv4-compatible and other ::/96
}

#[cfg(test)]
mod tests {
    use super::{is_public_v4, is_public_v6};

    #[test]
    fn private_and_special_ipv4_addresses_are_refused() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "255.255.255.255",
            "224.0.0.1",
            "240.0.0.1",
        ] {
            assert!(!is_public_v4(ip.parse().unwrap()), "{ip}");
        }
        assert!(is_public_v4("93.184.216.34".parse().unwrap()));
    }

    #[test]
    fn private_and_special_ipv6_addresses_are_refused() {
        for ip in [
            "::1",
            "::",
            "fc00::1",
            "fd12::1",
            "fe80::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::127.0.0.1",
            "64:ff9b::7f00:1",
            "2002:7f00:1::1",
            "2001:db8::1",
            "2001:0:4136:e378:8000:63bf:3fff:fdd2",
            "::ffff:0:7f00:1",
        ] {
            assert!(!is_public_v6(ip.parse().unwrap()), "{ip}");
        }
        assert!(is_public_v6("2606:4700::1111".parse().unwrap()));
    }
}
