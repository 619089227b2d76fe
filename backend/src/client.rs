//! Who sent a request: the connection's peer, or, when that peer is one of the reverse proxies
//! listed in `TRUSTED_PROXIES`, the client the proxies name in `X-Forwarded-For` (or, without
//! it, `Forwarded`). Headers from any other peer are ignored, so nobody can pose as another
//! client by sending them. The sign-in throttle and the request log use this address.

use http::HeaderMap;
use ipnet::IpNet;
use poem::{Endpoint, IntoResponse, Request, Response};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;
use tracing::Instrument;

/// The client address of a request, as resolved by [`middleware`].
#[derive(Debug, Clone, Copy)]
pub struct ClientAddr(pub IpAddr);

/// Reads one `TRUSTED_PROXIES` entry: an address (`10.0.0.7`, `::1`) or a range (`10.0.0.0/8`).
pub fn parse_proxy(entry: &str) -> Result<IpNet, String> {
    let entry = entry.trim();
    entry
        .parse::<IpNet>()
        .or_else(|_| entry.parse::<IpAddr>().map(IpNet::from))
        .map_err(|_| format!("'{entry}' is neither an IP address nor a range such as 10.0.0.0/8"))
}

/// Whether `peer` is one of the trusted reverse `proxies`.
pub fn is_trusted(peer: IpAddr, proxies: &[IpNet]) -> bool {
    let peer = canonical(peer);
    proxies.iter().any(|net| net.contains(&peer))
}

/// The network one client is taken to own: an IPv4 address, or an IPv6 address's /64 (a host is
/// usually handed a whole /64, so counting addresses inside it would let one client pose as
/// many).
pub fn network(ip: IpAddr) -> IpAddr {
    match canonical(ip) {
        IpAddr::V6(v6) => IpAddr::V6((u128::from(v6) & !((1_u128 << 64) - 1)).into()),
        v4 => v4,
    }
}

/// The client of a request that came from `peer` with `headers`, trusting only `proxies`.
///
/// Each proxy appends the address it received the request from, so the list is read from the
/// right: every hop that is a trusted proxy is passed over, and the first that is not is the
/// client. Entries to its left were written by the client itself and are never believed. When a
/// hop cannot be read (a missing header, `unknown`, an obfuscated name), the last address known
/// for certain stands.
pub fn client_addr(peer: IpAddr, headers: &HeaderMap, proxies: &[IpNet]) -> IpAddr {
    let trusted = |ip: &IpAddr| is_trusted(*ip, proxies);
    if !trusted(&peer) {
        return canonical(peer);
    }
    let hops = forwarded_hops(headers);
    let mut client = peer;
    for hop in hops.iter().rev() {
        match hop {
            Some(ip) => {
                client = *ip;
                if !trusted(ip) {
                    break;
                }
            }
            None => break,
        }
    }
    canonical(client)
}

/// The addresses named by `X-Forwarded-For` (every instance of it, in order), or by the `for=`
/// parameters of `Forwarded` when there is no `X-Forwarded-For`; `None` for an entry that is not
/// an address.
fn forwarded_hops(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    let values = |name| {
        headers
            .get_all(name)
            .iter()
            .flat_map(|value| value.to_str().unwrap_or("unknown").split(','))
            .map(str::trim)
            .filter(|entry| !entry.is_empty())
    };
    if headers.contains_key("x-forwarded-for") {
        return values("x-forwarded-for").map(address).collect();
    }
    values("forwarded")
        .map(|element| {
            element
                .split(';')
                .filter_map(|pair| pair.split_once('='))
                .find(|(key, _)| key.trim().eq_ignore_ascii_case("for"))
                .and_then(|(_, value)| address(value.trim().trim_matches('"')))
        })
        .collect()
}

/// An address as proxies write it: `192.0.2.1`, `192.0.2.1:4711`, `2001:db8::1` or
/// `[2001:db8::1]:4711`.
fn address(text: &str) -> Option<IpAddr> {
    if let Ok(ip) = text.parse() {
        return Some(ip);
    }
    if let Some(rest) = text.strip_prefix('[') {
        return rest.split_once(']')?.0.parse().ok();
    }
    let (host, port) = text.rsplit_once(':')?;
    port.parse::<u16>().ok()?;
    host.parse::<std::net::Ipv4Addr>().ok().map(IpAddr::V4)
}

/// An IPv4 client reached over an IPv6 socket (`::ffff:192.0.2.1`) as the IPv4 address it is.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// Resolves each request's [`ClientAddr`] for the handlers, and logs the request under it with
/// its status and duration.
pub async fn middleware<E: Endpoint>(
    next: E,
    mut req: Request,
    proxies: Arc<[IpNet]>,
) -> poem::Result<Response> {
    let peer = req
        .remote_addr()
        .as_socket_addr()
        .map_or(IpAddr::from([0, 0, 0, 0]), |addr| addr.ip());
    let client = client_addr(peer, req.headers(), &proxies);
    req.set_data(ClientAddr(client));
    let span = tracing::info_span!(
        "request",
        %client,
        method = %req.method(),
        uri = %req.original_uri(),
    );
    async move {
        let started = Instant::now();
        let result = next.call(req).await.map(IntoResponse::into_response);
        let status = match &result {
            Ok(response) => response.status(),
            Err(error) => error.status(),
        };
        tracing::info!(%status, duration = ?started.elapsed(), "response");
        result
    }
    .instrument(span)
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn proxies(list: &[&str]) -> Vec<IpNet> {
        list.iter()
            .map(|entry| parse_proxy(entry).unwrap())
            .collect()
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, value.parse().unwrap());
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn headers_from_an_untrusted_peer_are_ignored() {
        let forged = headers(&[
            ("x-forwarded-for", "203.0.113.9"),
            ("forwarded", "for=1.2.3.4"),
        ]);
        assert_eq!(
            client_addr(ip("198.51.100.7"), &forged, &proxies(&["10.0.0.0/8"])),
            ip("198.51.100.7")
        );
        assert_eq!(client_addr(ip("127.0.0.1"), &forged, &[]), ip("127.0.0.1"));
    }

    #[test]
    fn a_trusted_proxy_names_the_client() {
        let list = proxies(&["127.0.0.1", "10.0.0.0/8"]);
        let sent = headers(&[("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(
            client_addr(ip("127.0.0.1"), &sent, &list),
            ip("203.0.113.9")
        );
        // Through two proxies: the client's own guess on the left is not believed.
        let chain = headers(&[("x-forwarded-for", "6.6.6.6, 203.0.113.9, 10.1.2.3")]);
        assert_eq!(
            client_addr(ip("10.0.0.1"), &chain, &list),
            ip("203.0.113.9")
        );
        // Split over two header lines, with ports and IPv6.
        let split = headers(&[
            ("x-forwarded-for", "[2001:db8::5]:4711"),
            ("x-forwarded-for", "10.0.0.2:80"),
        ]);
        assert_eq!(
            client_addr(ip("10.0.0.1"), &split, &list),
            ip("2001:db8::5")
        );
    }

    #[test]
    fn forwarded_is_read_when_there_is_no_x_forwarded_for() {
        let list = proxies(&["::1"]);
        let sent = headers(&[(
            "forwarded",
            r#"for=6.6.6.6, For="[2001:db8:cafe::17]:4711";proto=https"#,
        )]);
        assert_eq!(
            client_addr(ip("::1"), &sent, &list),
            ip("2001:db8:cafe::17")
        );
    }

    #[test]
    fn an_unreadable_hop_leaves_the_last_known_address() {
        let list = proxies(&["127.0.0.1"]);
        for value in ["unknown", "_hidden", "not an address", ""] {
            let sent = headers(&[("x-forwarded-for", value)]);
            assert_eq!(client_addr(ip("127.0.0.1"), &sent, &list), ip("127.0.0.1"));
        }
        let missing = HeaderMap::new();
        assert_eq!(
            client_addr(ip("127.0.0.1"), &missing, &list),
            ip("127.0.0.1")
        );
    }

    #[test]
    fn ipv4_mapped_addresses_match_ipv4_entries() {
        let list = proxies(&["192.0.2.0/24"]);
        let sent = headers(&[("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(
            client_addr(ip("::ffff:192.0.2.1"), &sent, &list),
            ip("203.0.113.9")
        );
        assert_eq!(
            client_addr(ip("::ffff:198.51.100.1"), &sent, &list),
            ip("198.51.100.1")
        );
    }

    #[test]
    fn entries_are_addresses_or_ranges() {
        assert!(parse_proxy("10.0.0.7").is_ok());
        assert!(parse_proxy(" fd00::/8 ").is_ok());
        assert!(parse_proxy("proxy.local").is_err());
        assert!(parse_proxy("10.0.0.0/33").is_err());
    }
}
