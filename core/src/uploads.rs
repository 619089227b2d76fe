//! Featured and editor image uploads (spec §5 "Featured image upload", "Pasted image URLs"; §9
//! "Featured image maximum 5 MB").
//!
//! A file is accepted up to 5 MB, meaning 5 × 1024 × 1024 bytes inclusive, and only when its
//! MIME type starts with `image/` (compared case-insensitively, as MIME types are). The size is
//! checked first, so a large non-image reports 'File Too Large'. A pasted URL counts as an image
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
    fn a_host_named_like_an_image_is_not_an_image_url() {
        assert!(!is_image_url("https://example.png"));
        assert!(is_image_url("https://example.com/a.PNG?x=1#y"));
    }
}
