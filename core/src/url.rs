//! Which addresses count as web links (spec §2 "only links starting with http: or https: become
//! clickable", §5 "link must be a valid URL").
//!
//! A small hand-written check instead of the `url` crate keeps the browser's WASM module small
//! (`url` brings IDNA tables). It is deliberately strict: the scheme is `http` or `https`
//! (any case) followed by `://`, the host is non-empty, and the whole address has no whitespace,
//! control characters or characters that are never literal in a URL (`<>"\`{}|^` and the
//! backslash), so an accepted address is also safe inside an HTML attribute.

/// Whether `text` is an absolute `http://` or `https://` URL with a host.
pub fn is_http_url(text: &str) -> bool {
    let Some(rest) = strip_http_scheme(text) else {
        return false;
    };
    if text.chars().any(is_forbidden) {
        return false;
    }
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host_port = authority.rsplit('@').next().unwrap_or_default();
    let (host, port) = match host_port.strip_prefix('[') {
        Some(ipv6) => match ipv6.split_once(']') {
            Some((address, after)) if !address.is_empty() => {
                if !address
                    .chars()
                    .all(|c| c.is_ascii_hexdigit() || c == ':' || c == '.')
                {
                    return false;
                }
                match after {
                    "" => (address, None),
                    _ => match after.strip_prefix(':') {
                        Some(port) => (address, Some(port)),
                        None => return false,
                    },
                }
            }
            _ => return false,
        },
        None => match host_port.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (host_port, None),
        },
    };
    port.is_none_or(|port| !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()))
        && !host.is_empty()
        && !host.starts_with(['.', '-'])
        && host
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '.' | '-' | '_' | ':'))
}

/// `text` as an http(s) URL: as it is when it is one, or with `https://` before it when it is an
/// address written without its scheme whose host has a dot (`github.com/ada`, `www.example.org`),
/// as owners paste them (issue 23). Anything else (another scheme, `localhost`, plain words) is
/// `None`, and stays the owner's to correct.
pub fn complete_http_url(text: &str) -> Option<String> {
    let text = text.trim();
    if is_http_url(text) {
        return Some(text.to_owned());
    }
    let authority = text.split(['/', '?', '#']).next().unwrap_or_default();
    let host = authority.rsplit('@').next().unwrap_or_default();
    let completed = format!("https://{text}");
    (!authority.contains(':')
        && host.contains('.')
        && !host.ends_with('.')
        && is_http_url(&completed))
    .then_some(completed)
}

/// Whether `text` is a path to a file the server stored under `/uploads/`.
pub fn is_upload_path(text: &str) -> bool {
    text.strip_prefix("/uploads/").is_some_and(|name| {
        !name.is_empty()
            && !name.split('/').any(|part| part == ".." || part == ".")
            && !text.chars().any(is_forbidden)
    })
}

/// The part after `http://` or `https://`, matched case-insensitively.
fn strip_http_scheme(text: &str) -> Option<&str> {
    ["https://", "http://"].iter().find_map(|scheme| {
        let head = text.get(..scheme.len())?;
        head.eq_ignore_ascii_case(scheme)
            .then(|| &text[scheme.len()..])
    })
}

fn is_forbidden(c: char) -> bool {
    c.is_whitespace()
        || c.is_control()
        || matches!(c, '<' | '>' | '"' | '`' | '{' | '}' | '|' | '^' | '\\')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn http_and_https_urls_with_a_host_are_links() {
        for url in [
            "http://a.com",
            "HTTPS://EXAMPLE.COM/x?y=1#z",
            "https://[::1]:8080/",
            "https://user@host:80",
        ] {
            assert!(is_http_url(url), "{url}");
        }
    }

    #[test]
    fn other_schemes_and_broken_urls_are_not_links() {
        for url in [
            "",
            "http://",
            "https:///path",
            "ftp://a.com",
            "javascript:alert(1)",
            "java\tscript:x",
            "https://a b.com",
            "https://a.com/\"onerror=",
            "www.example.com",
            "https://a.com:80x",
            "http://.a",
        ] {
            assert!(!is_http_url(url), "{url}");
        }
    }

    #[test]
    fn upload_paths_stay_inside_the_upload_folder() {
        assert!(is_upload_path("/uploads/abc.png"));
        assert!(!is_upload_path("/uploads/../secret"));
        assert!(!is_upload_path("/uploads/"));
        assert!(!is_upload_path("/etc/passwd"));
    }
}
