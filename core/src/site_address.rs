//! The site's one address (issue 39 point 1): what every page, card, feed, sitemap and JSON-LD
//! names, whatever `Host` a request carries. It is an origin: `http` or `https`, a host and an
//! optional port, nothing after it, as the owner types it or as a browser's `Origin` header
//! gives it. Its canonical form has a lower-case scheme and host and no trailing `/`, so every
//! spelling of one address gives the same pages.

use crate::validation::{FieldCode, ValidationErrors, limits};

/// The message under the address field when it is not a site's address.
pub const INVALID: &str =
    "Enter the address visitors use, such as https://jane.example (no path after it).";

/// `text` as the site's address in its canonical form (`https://jane.example`), or the field
/// error `address` says.
pub fn parse(text: &str) -> Result<String, ValidationErrors> {
    let mut errors = ValidationErrors::default();
    let text = text.trim();
    if text.is_empty() {
        errors.push(
            "address",
            FieldCode::Required,
            "The site's address is required.",
        );
        return Err(errors);
    }
    match canonical(text) {
        Some(address) if address.len() <= limits::URL => Ok(address),
        _ => {
            errors.push("address", FieldCode::InvalidUrl, INVALID);
            Err(errors)
        }
    }
}

fn canonical(text: &str) -> Option<String> {
    if !crate::url::is_http_url(text) {
        return None;
    }
    let (scheme, rest) = text.split_once("://")?;
    let authority = rest.strip_suffix('/').unwrap_or(rest);
    // A path, a query, a fragment or credentials are not part of an origin.
    if authority.is_empty() || authority.contains(['/', '?', '#', '@']) {
        return None;
    }
    Some(format!(
        "{}://{}",
        scheme.to_ascii_lowercase(),
        authority.to_lowercase()
    ))
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn an_origin_is_kept_in_its_canonical_form() {
        assert_eq!(
            parse("https://jane.example").unwrap(),
            "https://jane.example"
        );
        assert_eq!(
            parse(" HTTPS://Jane.Example/ ").unwrap(),
            "https://jane.example"
        );
        assert_eq!(
            parse("http://127.0.0.1:8080").unwrap(),
            "http://127.0.0.1:8080"
        );
        assert_eq!(parse("http://[::1]:8080").unwrap(), "http://[::1]:8080");
    }

    #[test]
    fn anything_but_an_origin_is_refused_with_the_fields_message() {
        for text in [
            "jane.example",
            "ftp://jane.example",
            "https://jane.example/blog",
            "https://jane.example?x=1",
            "https://jane.example#top",
            "https://user@jane.example",
            "https://",
            "https://jane example",
        ] {
            let errors = parse(text).expect_err(text);
            assert_eq!(errors.fields[0].field, "address", "{text}");
            assert_eq!(errors.fields[0].message, super::INVALID, "{text}");
        }
        assert_eq!(
            parse("  ").unwrap_err().fields[0].message,
            "The site's address is required."
        );
    }
}
