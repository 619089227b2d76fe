//! Featured and editor image uploads (spec §5 "Featured image upload", "Pasted image URLs"; §9
//! "Featured image maximum 5 MB").
//!
//! A file is accepted up to 5 MB, meaning 5 × 1024 × 1024 bytes inclusive, and only when its
//! MIME type starts with `image/` (compared case-insensitively, as MIME types are). The size is
//! checked first, so a large non-image reports 'File Too Large'. An SVG (`image/svg+xml`, or
//! bytes that are an SVG document, [`is_svg`]) is an image but not one Folio stores: the server
//! keeps only [`ACCEPTED_FORMATS`], so an SVG is refused with [`SVG_NOT_SUPPORTED`], which says
//! so and names those formats, instead of the spec's "select an image file" (issue 40). A pasted URL counts as an image
//! when it is an http(s) URL whose path ends in `.gif`, `.jpg`, `.jpeg`, `.tiff`, `.png`, `.svg`
//! or `.webp` (any case), optionally followed by a query or fragment.
//!
//! Which stored uploads count as used is [`used`].

pub mod used;

use serde::{Deserialize, Serialize};

/// The largest accepted upload, in bytes.
pub const MAX_UPLOAD_BYTES: u64 = 5 * 1024 * 1024;

/// Why a file is refused: the toast's title and description (spec §8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refusal {
    /// The toast title.
    pub title: &'static str,
    /// The toast description.
    pub description: &'static str,
}

impl Refusal {
    /// Title and description as one sentence, for an API answer: `File Too Large: Please…`.
    pub fn sentence(&self) -> String {
        format!("{}: {}", self.title, self.description)
    }
}

/// A file over [`MAX_UPLOAD_BYTES`].
pub const TOO_LARGE: Refusal = Refusal {
    title: "File Too Large",
    description: "Please select an image smaller than 5MB.",
};

/// A file that is not an image.
pub const NOT_AN_IMAGE: Refusal = Refusal {
    title: "Invalid File Type",
    description: "Please select an image file.",
};

/// The formats the server stores (it reads the type from the bytes), as the owner knows them.
pub const ACCEPTED_FORMATS: [&str; 4] = ["PNG", "JPEG", "GIF", "WebP"];

/// An SVG file: an image, but one that can carry scripts, so Folio does not store it.
pub const SVG_NOT_SUPPORTED: Refusal = Refusal {
    title: "Invalid File Type",
    description: "SVG images are not supported. Please select a PNG, JPEG, GIF or WebP image.",
};

/// The image extensions a pasted URL may end in.
pub const IMAGE_EXTENSIONS: [&str; 7] = ["gif", "jpg", "jpeg", "tiff", "png", "svg", "webp"];

/// A file the owner picked.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct UploadCandidate {
    /// The size in bytes.
    pub size: u64,
    /// The MIME type the browser or the multipart part reports.
    #[serde(deserialize_with = "crate::lenient::string")]
    pub mime_type: String,
}

/// The verdict on an upload: `{ok: true}` or `{ok: false, title, description}` (the toast).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct UploadCheck {
    /// Whether the file may be uploaded.
    pub ok: bool,
    /// The toast title when it may not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub title: Option<String>,
    /// The toast description when it may not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub description: Option<String>,
}

impl UploadCheck {
    fn rejected(refusal: Refusal) -> UploadCheck {
        UploadCheck {
            ok: false,
            title: Some(refusal.title.into()),
            description: Some(refusal.description.into()),
        }
    }
}

/// Checks a file's size and type by §5.
pub fn check_upload(file: &UploadCandidate) -> UploadCheck {
    let is_image = file
        .mime_type
        .trim()
        .get(..6)
        .is_some_and(|prefix| prefix.eq_ignore_ascii_case("image/"));
    if file.size > MAX_UPLOAD_BYTES {
        UploadCheck::rejected(TOO_LARGE)
    } else if is_svg_type(&file.mime_type) {
        UploadCheck::rejected(SVG_NOT_SUPPORTED)
    } else if !is_image {
        UploadCheck::rejected(NOT_AN_IMAGE)
    } else {
        UploadCheck {
            ok: true,
            title: None,
            description: None,
        }
    }
}

/// Whether a MIME type names SVG (`image/svg+xml`, any case, parameters ignored).
fn is_svg_type(mime_type: &str) -> bool {
    let essence = mime_type.split(';').next().unwrap_or_default().trim();
    essence.eq_ignore_ascii_case("image/svg+xml") || essence.eq_ignore_ascii_case("image/svg")
}

/// Whether `bytes` are an SVG document: after a byte-order mark, white space, an XML
/// declaration, comments and a doctype, the first element is `<svg`. Only the first 4 KiB are
/// read.
pub fn is_svg(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(4096)];
    let text = String::from_utf8_lossy(head);
    let mut rest = text.trim_start_matches('\u{feff}').trim_start();
    loop {
        let skipped = if rest.starts_with("<?") {
            rest.find("?>").map(|end| end + 2)
        } else if rest.starts_with("<!--") {
            rest.find("-->").map(|end| end + 3)
        } else if rest.starts_with("<!") {
            rest.find('>').map(|end| end + 1)
        } else {
            break;
        };
        match skipped {
            Some(end) => rest = rest[end..].trim_start(),
            None => return false,
        }
    }
    rest.get(..4)
        .is_some_and(|tag| tag.eq_ignore_ascii_case("<svg"))
        && rest[4..].starts_with(|c: char| c.is_whitespace() || c == '>' || c == '/')
}

/// Whether a pasted URL points at an image by its extension.
pub fn is_image_url(url: &str) -> bool {
    let url = url.trim();
    if !crate::url::is_http_url(url) {
        return false;
    }
    let path = url.split(['?', '#']).next().unwrap_or_default();
    let after_host = path.splitn(4, '/').nth(3).unwrap_or_default();
    after_host
        .rsplit_once('.')
        .is_some_and(|(stem, extension)| {
            !stem.is_empty()
                && !extension.contains('/')
                && IMAGE_EXTENSIONS
                    .iter()
                    .any(|known| extension.eq_ignore_ascii_case(known))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_five_mebibytes_is_allowed() {
        let file = UploadCandidate {
            size: MAX_UPLOAD_BYTES,
            mime_type: "image/png".into(),
        };
        assert!(check_upload(&file).ok);
    }

    #[test]
    fn an_svg_file_is_refused_with_the_formats_folio_takes() {
        let file = UploadCandidate {
            size: 100,
            mime_type: "image/svg+xml".into(),
        };
        let check = check_upload(&file);
        assert_eq!(
            check.description.as_deref(),
            Some(SVG_NOT_SUPPORTED.description)
        );
        for format in ACCEPTED_FORMATS {
            assert!(SVG_NOT_SUPPORTED.description.contains(format));
        }
    }

    #[test]
    fn svg_documents_are_known_by_their_first_element() {
        assert!(is_svg(br#"<svg xmlns="http://www.w3.org/2000/svg"/>"#));
        assert!(is_svg(
            b"\xef\xbb\xbf <?xml version=\"1.0\"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<SVG>"
        ));
        assert!(!is_svg(b"<svgx>"));
        assert!(!is_svg(b"<html><svg></svg></html>"));
        assert!(!is_svg(b"\x89PNG\r\n"));
        assert!(!is_svg(b"<!-- never closed"));
    }

    #[test]
    fn a_host_named_like_an_image_is_not_an_image_url() {
        assert!(!is_image_url("https://example.png"));
        assert!(is_image_url("https://example.com/a.PNG?x=1#y"));
    }
}
