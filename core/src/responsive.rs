//! Responsive images: the widths an upload is also stored at, and how a page names them.
//!
//! An uploaded still is stored under a name that carries its size, `/uploads/{id}-{w}x{h}.{ext}`
//! (`id` is 32 hex digits), and beside it one WebP copy per width of [`VARIANT_WIDTHS`] narrower
//! than the image, `/uploads/{id}-{w}x{h}-{width}.webp`. The name alone then tells a page the
//! image's size (for `width` and `height`, so nothing moves as it loads) and its `srcset`, with
//! no lookup. Any other URL (an older upload, an animated GIF, an image from elsewhere) has no
//! variants and is used as it is.

use serde::{Deserialize, Serialize};

/// The widths, in pixels, an upload is also stored at when it is wider: a phone's screen at 1×
/// and 2×, a tablet, a desktop column at 2×.
pub const VARIANT_WIDTHS: [u32; 4] = [480, 800, 1200, 1600];

/// `sizes` of an image in a case study's body: the full width of a phone, the article's column
/// (760 px) beyond.
pub const ARTICLE_IMAGE_SIZES: &str = "(max-width: 800px) 100vw, 760px";

/// `sizes` of a case study card's image: one column on a phone, two on a tablet, three of about
/// 320 px beyond (`.case-grid`).
pub const CARD_IMAGE_SIZES: &str = "(max-width: 700px) 100vw, (max-width: 1040px) 50vw, 320px";

/// What a page needs to show an uploaded image at the right size.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
pub struct ResponsiveImage {
    /// The full-size upload, for `src`.
    pub src: String,
    /// The upload's width in pixels.
    pub width: u32,
    /// The upload's height in pixels.
    pub height: u32,
    /// Every stored width with its URL, narrowest first, the upload itself last: the `srcset`.
    pub srcset: String,
    /// How wide the image is shown, for the browser to pick from `srcset`: the `sizes`.
    pub sizes: String,
}

/// The stored name of an upload `{id}` of `width` × `height` pixels in `extension`.
pub fn upload_name(id: &str, width: u32, height: u32, extension: &str) -> String {
    format!("{id}-{width}x{height}.{extension}")
}

/// The extensions an upload is stored under.
pub const UPLOAD_EXTENSIONS: [&str; 4] = ["png", "jpg", "gif", "webp"];

/// The random id of a name the server gives an upload: `{id}.{ext}` (a GIF, or an upload from
/// before sizes were named), `{id}-{w}x{h}.{ext}` ([`upload_name`]), or a copy
/// `{id}-{w}x{h}-{width}.webp` ([`variant_name`]); the id is 32 hex digits and the extension one
/// of [`UPLOAD_EXTENSIONS`]. Any other name (a path, a hidden file, anything a person typed) is
/// `None`.
pub fn upload_id(name: &str) -> Option<&str> {
    let (stem, extension) = name.split_once('.')?;
    if !UPLOAD_EXTENSIONS.contains(&extension) {
        return None;
    }
    let id = stem.get(..32)?;
    if !id.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let digits = |text: &str| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    let rest = &stem[32..];
    let sized = |size: &str| {
        size.split_once('x')
            .is_some_and(|(w, h)| digits(w) && digits(h))
    };
    let valid = match rest
        .strip_prefix('-')
        .map(|rest| rest.split('-').collect::<Vec<_>>())
    {
        None => rest.is_empty(),
        Some(parts) => match parts[..] {
            [size] => sized(size),
            [size, width] => sized(size) && digits(width) && extension == "webp",
            _ => false,
        },
    };
    valid.then_some(id)
}

/// The copies stored beside the upload named `name`: one per [`variant_widths`] of its width,
/// for a still named with its size (`jpg`, `png` or `webp`); none for any other name.
pub fn variant_names(name: &str) -> Vec<String> {
    match responsive_image(&format!("/uploads/{name}"), "") {
        Some(image) => variant_widths(image.width)
            .map(|width| variant_name(name, width))
            .collect(),
        None => Vec::new(),
    }
}

/// The widths of [`VARIANT_WIDTHS`] stored beside an upload `width` pixels wide.
pub fn variant_widths(width: u32) -> impl Iterator<Item = u32> {
    VARIANT_WIDTHS.into_iter().filter(move |w| *w < width)
}

/// The stored name of the `variant`-pixel-wide copy of the upload named `name`.
pub fn variant_name(name: &str, variant: u32) -> String {
    let stem = name.rsplit_once('.').map_or(name, |(stem, _)| stem);
    format!("{stem}-{variant}.webp")
}

/// The size and `srcset` of an uploaded image shown at `sizes`, from its URL; `None` for any URL
/// that does not name an upload stored with its size.
pub fn responsive_image(url: &str, sizes: &str) -> Option<ResponsiveImage> {
    let name = url.strip_prefix("/uploads/")?;
    let (stem, extension) = name.rsplit_once('.')?;
    if !matches!(extension, "jpg" | "png" | "webp") {
        return None;
    }
    let (id, size) = stem.split_once('-')?;
    if id.len() != 32 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let (width, height) = size.split_once('x')?;
    let digits = |text: &str| {
        (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
            .then(|| text.parse::<u32>().ok())
            .flatten()
            .filter(|n| *n > 0)
    };
    let (width, height) = (digits(width)?, digits(height)?);
    let mut srcset: Vec<String> = variant_widths(width)
        .map(|w| format!("/uploads/{} {w}w", variant_name(name, w)))
        .collect();
    srcset.push(format!("{url} {width}w"));
    Some(ResponsiveImage {
        src: url.to_owned(),
        width,
        height,
        srcset: srcset.join(", "),
        sizes: sizes.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "0123456789abcdef0123456789abcdef";

    #[test]
    fn an_upload_named_with_its_size_lists_every_narrower_width() {
        let url = format!("/uploads/{}", upload_name(ID, 1000, 750, "jpg"));
        let image = responsive_image(&url, ARTICLE_IMAGE_SIZES).unwrap();
        assert_eq!((image.width, image.height), (1000, 750));
        assert_eq!(
            image.srcset,
            format!(
                "/uploads/{ID}-1000x750-480.webp 480w, /uploads/{ID}-1000x750-800.webp 800w, \
                 {url} 1000w"
            )
        );
    }

    #[test]
    fn other_urls_have_no_variants() {
        for url in [
            format!("/uploads/{ID}.jpg"),
            format!("/uploads/{ID}-10x10.gif"),
            format!("/uploads/{ID}-0x10.jpg"),
            format!("/uploads/{ID}-10xten.png"),
            format!("https://example.org/uploads/{ID}-10x10.png"),
            "/uploads/short-10x10.png".to_owned(),
        ] {
            assert_eq!(responsive_image(&url, ARTICLE_IMAGE_SIZES), None, "{url}");
        }
    }
}
