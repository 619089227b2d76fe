//! The site's identity as images (issue 40 point 11): its favicon, drawn from the image the owner
//! chose, else the photo, else the initials on the home card's colours; and a case study's
//! `og:image`, its featured image cropped to Open Graph's 1200×630.
//!
//! Both decode a stored upload: the caller picks the smallest stored copy that is large enough
//! ([`og_source`], [`favicon_source`]), so a 3000×2000 original is never decoded for them, and
//! reserves the memory [`decode_cost`] says from the build budget first.

use crate::og_card::{FONT, HEIGHT, WIDTH, measure, text};
use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use bytes::Bytes;
use folio_core::responsive::{VARIANT_WIDTHS, responsive_image, variant_name};
use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;
use image::{DynamicImage, ImageFormat, ImageReader, Limits, Rgb, RgbImage};
use std::io::Cursor;

/// The favicon's side: sharp at 32 px on a 2× screen, small enough to send with every first visit.
pub const ICON: u32 = 64;
const BACKGROUND: [u8; 3] = [0x1c, 0x19, 0x17];
const ACCENT: [u8; 3] = [0x93, 0xc5, 0xfd];
/// The most bytes one decode here may allocate: a 25-megapixel upload (the upload bound) in RGBA.
const MAX_ALLOC: u64 = 128 * 1024 * 1024;

/// The upload to read for a picture at least `width` × `height` cropped out of `url` (a
/// `/uploads/` address): the narrowest stored copy that covers it, else the upload itself. `None`
/// for an address that is not an upload.
fn source(url: &str, width: u32, height: u32) -> Option<(String, u64)> {
    let name = url.strip_prefix("/uploads/")?;
    folio_core::responsive::upload_id(name)?;
    let Some(image) = responsive_image(url, "") else {
        // An upload without its size in its name (a GIF, an older upload): read as it is.
        return Some((name.to_owned(), crate::images::MAX_PIXELS));
    };
    let fits = VARIANT_WIDTHS
        .into_iter()
        .filter(|w| *w < image.width)
        .find(|w| {
            *w >= width
                && u64::from(image.height) * u64::from(*w)
                    >= u64::from(height) * u64::from(image.width)
        });
    Some(match fits {
        Some(w) => {
            let h = u64::from(image.height) * u64::from(w) / u64::from(image.width).max(1);
            (variant_name(name, w), u64::from(w) * h)
        }
        None => (
            name.to_owned(),
            u64::from(image.width) * u64::from(image.height),
        ),
    })
}

/// The upload to crop a case study's `og:image` from, and the pixels it holds.
pub fn og_source(url: &str) -> Option<(String, u64)> {
    source(url, WIDTH, HEIGHT)
}

/// The upload to draw the favicon from, and the pixels it holds.
pub fn favicon_source(url: &str) -> Option<(String, u64)> {
    source(url, ICON, ICON)
}

/// The memory a decode of `pixels` holds: the pixels in RGBA, the resized copy and the encoding.
pub fn decode_cost(pixels: u64) -> u64 {
    pixels.saturating_mul(8).saturating_add(4 << 20)
}

fn decode(bytes: &[u8]) -> Result<DynamicImage, String> {
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| e.to_string())?;
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_ALLOC);
    limits.max_image_width = Some(8192);
    limits.max_image_height = Some(8192);
    reader.limits(limits);
    reader.decode().map_err(|e| e.to_string())
}

/// `bytes` (an upload) cropped from its middle to 1200×630 as a JPEG.
pub fn og_crop(bytes: &[u8]) -> Result<Bytes, String> {
    let image = decode(bytes)?.resize_to_fill(WIDTH, HEIGHT, FilterType::CatmullRom);
    let mut out = Vec::new();
    image
        .to_rgb8()
        .write_with_encoder(JpegEncoder::new_with_quality(&mut out, 85))
        .map_err(|e| e.to_string())?;
    Ok(Bytes::from(out))
}

/// `bytes` (an upload) cropped from its middle to a square favicon, as an ICO.
pub fn icon_from_image(bytes: &[u8]) -> Result<Bytes, String> {
    let image = decode(bytes)?.resize_to_fill(ICON, ICON, FilterType::Lanczos3);
    ico(&DynamicImage::ImageRgba8(image.to_rgba8()))
}

/// A favicon of `initials` in the accent colour on the home card's background, as an ICO.
pub fn icon_from_initials(initials: &str) -> Result<Bytes, String> {
    let font = FontRef::try_from_slice(FONT).map_err(|e| e.to_string())?;
    let mut card = RgbImage::from_pixel(WIDTH, HEIGHT, Rgb(BACKGROUND));
    // Drawn on the card's canvas (its text routine clips to it), then cut out.
    let size = if initials.chars().count() > 1 {
        34.0
    } else {
        44.0
    };
    let width = measure(&font, size, initials);
    let scaled = font.as_scaled(PxScale::from(size));
    // Capitals stand about 0.73 of the size above the baseline: centred on the square.
    let baseline = (ICON as f32 + 0.73 * size) / 2.0;
    let left = (ICON as f32 - width) / 2.0;
    let top = baseline - scaled.ascent();
    text(&mut card, &font, size, left, top, initials, ACCENT);
    let icon = image::imageops::crop_imm(&card, 0, 0, ICON, ICON).to_image();
    ico(&DynamicImage::ImageRgb8(icon))
}

/// `image` as an ICO file holding one PNG: what every browser reads at `/favicon.ico`.
fn ico(image: &DynamicImage) -> Result<Bytes, String> {
    let mut png = Cursor::new(Vec::new());
    image
        .write_to(&mut png, ImageFormat::Png)
        .map_err(|e| e.to_string())?;
    let png = png.into_inner();
    let side = u8::try_from(image.width()).unwrap_or(0);
    let size = u32::try_from(png.len()).map_err(|e| e.to_string())?;
    let mut out = Vec::with_capacity(22 + png.len());
    // ICONDIR: reserved, type 1 (icon), one image.
    out.extend_from_slice(&[0, 0, 1, 0, 1, 0]);
    // ICONDIRENTRY: width, height, no palette, reserved, 1 plane, 32 bits, size, offset 22.
    out.extend_from_slice(&[side, side, 0, 0, 1, 0, 32, 0]);
    out.extend_from_slice(&size.to_le_bytes());
    out.extend_from_slice(&22u32.to_le_bytes());
    out.extend_from_slice(&png);
    Ok(Bytes::from(out))
}

/// The card of a case study titled `title` by `author`, drawn as the home's is: the title large,
/// the author under it, the site's host at the foot.
pub async fn card(
    state: &crate::state::AppState,
    title: &str,
    author: &str,
) -> Result<Bytes, crate::error::ApiError> {
    let base = crate::site::base_url(state);
    let host = base
        .split_once("://")
        .map_or(base.as_str(), |(_, host)| host);
    let card = crate::og_card::Card {
        name: title.to_owned(),
        headline: Some(author.to_owned()).filter(|author| !author.trim().is_empty()),
        host: host.to_owned(),
    };
    state
        .cards
        .png(card)
        .await
        .map_err(crate::error::ApiError::internal)
}

/// The upload to read for the résumé's photo (issue 43), at least `side` wide, and its pixels.
pub fn photo_source(url: &str, side: u32) -> Option<(String, u64)> {
    source(url, side, 1)
}

/// `bytes` (an upload) downscaled to fit `side` × `side` (never enlarged), as a JPEG: what the
/// résumé's PDF embeds.
pub fn fit_within(bytes: &[u8], side: u32) -> Result<Bytes, String> {
    let image = decode(bytes)?;
    let image = if image.width() > side || image.height() > side {
        image.resize(side, side, FilterType::Lanczos3)
    } else {
        image
    };
    let mut out = Vec::new();
    image
        .to_rgb8()
        .write_with_encoder(JpegEncoder::new_with_quality(&mut out, 85))
        .map_err(|e| e.to_string())?;
    Ok(Bytes::from(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png_of(bytes: &[u8]) -> DynamicImage {
        assert_eq!(&bytes[..4], &[0, 0, 1, 0], "an ICO header");
        image::load_from_memory(&bytes[22..]).unwrap()
    }

    #[test]
    fn initials_make_a_square_icon() {
        let icon = png_of(&icon_from_initials("AL").unwrap());
        assert_eq!((icon.width(), icon.height()), (ICON, ICON));
        // Some pixels are the accent's, drawn letters.
        let rgb = icon.to_rgb8();
        assert!(rgb.pixels().any(|p| p.0 == ACCENT));
    }

    #[test]
    fn a_wide_image_is_cropped_to_open_graph_and_a_square_icon() {
        let wide = DynamicImage::new_rgb8(3000, 2000);
        let mut bytes = Cursor::new(Vec::new());
        wide.write_to(&mut bytes, ImageFormat::Png).unwrap();
        let card = image::load_from_memory(&og_crop(bytes.get_ref()).unwrap()).unwrap();
        assert_eq!((card.width(), card.height()), (1200, 630));
        let icon = png_of(&icon_from_image(bytes.get_ref()).unwrap());
        assert_eq!((icon.width(), icon.height()), (ICON, ICON));
    }

    #[test]
    fn the_smallest_copy_that_covers_the_crop_is_read() {
        let id = "0123456789abcdef0123456789abcdef";
        let (name, pixels) = og_source(&format!("/uploads/{id}-3000x2000.jpg")).unwrap();
        assert_eq!(name, format!("{id}-3000x2000-1200.webp"));
        assert_eq!(pixels, 1200 * 800);
        // Too wide for the 1200 copy to fill 630 rows: the 1600 one.
        let (name, _) = og_source(&format!("/uploads/{id}-4000x1800.jpg")).unwrap();
        assert_eq!(name, format!("{id}-4000x1800-1600.webp"));
        let (name, _) = favicon_source(&format!("/uploads/{id}-3000x2000.jpg")).unwrap();
        assert_eq!(name, format!("{id}-3000x2000-480.webp"));
        assert!(og_source("https://elsewhere.example/a.jpg").is_none());
    }
}
