//! Uploaded images: the type is read from the bytes (PNG, JPEG, GIF, WebP; nothing else, SVG
//! included), the image is decoded within one budget of pixels, memory and time and re-encoded,
//! which also drops EXIF and GPS metadata, then stored under a random name, a still with WebP
//! copies at the narrower widths pages ask for ([`folio_core::responsive`]).
//!
//! The budget holds whatever the file claims: a still's size is read before its pixels are; an
//! animated GIF is copied frame by frame, so memory stays at about one frame however many there
//! are, and the pixels a viewer would have to composite (the canvas once per frame) are counted
//! as the frames arrive. One image is decoded at a time; the others wait their turn.

use folio_core::uploads;
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::codecs::webp::WebPEncoder;
use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use std::borrow::Cow;
use std::io::Cursor;
use std::num::NonZeroU64;
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;

/// Largest accepted upload (folio-core's, spec §5: 5 MB).
pub const MAX_BYTES: usize = uploads::MAX_UPLOAD_BYTES as usize;
/// Longest side of a still or of a GIF's canvas.
const MAX_SIDE: u32 = 8192;
/// Most pixels in a still or in one GIF frame: a 20-megapixel camera's 5472 × 3648 and a
/// 24-megapixel 6000 × 4000 fit; 8192 × 8192 does not.
pub const MAX_PIXELS: u64 = 25_000_000;
/// Most pixels a viewer composites for a whole GIF: the canvas (or a larger frame) once per
/// frame. 800 × 600 × 400 frames (192 million) fits; a 4096 × 4096 canvas is refused at its
/// 17th frame.
pub const MAX_GIF_PIXELS: u64 = 256 * 1024 * 1024;
const MAX_GIF_FRAMES: usize = 500;
/// Largest single allocation a still's decoder may make: a 25-megapixel RGBA image with 16 bits
/// per channel (200 MB) fits.
const MAX_ALLOC: u64 = 256 * 1024 * 1024;
/// How long one image may take, checked between frames and before a still
/// is re-encoded. It sits above what the pixel budgets admit (the largest GIF they allow takes
/// 2.5 to 4 s on two busy cores, a 20-megapixel JPEG under 1 s), so a busy machine does not
/// refuse an image the budgets accept; it stops what they do not foresee.
pub const TIME_BUDGET: Duration = Duration::from_secs(5);

// The budgets admit and refuse what their docs say they do.
const _: () = {
    assert!(5472 * 3648 <= MAX_PIXELS && 6000 * 4000 <= MAX_PIXELS);
    assert!(8192 * 8192 > MAX_PIXELS);
    assert!(800 * 600 * 400 <= MAX_GIF_PIXELS);
    assert!(4096 * 4096 * 17 > MAX_GIF_PIXELS && 4096 * 4096 * 16 <= MAX_GIF_PIXELS);
};

/// The turn to decode: a decoded still can take a few hundred megabytes, so two at once would
/// double the server's peak memory for no gain on a server with a single owner uploading.
static DECODING: Semaphore = Semaphore::const_new(1);

/// Why an image was refused; the message is safe to show.
#[derive(Debug, PartialEq, Eq)]
pub enum ImageError {
    /// Larger than [`MAX_BYTES`].
    TooLarge,
    /// Not a PNG, JPEG, GIF or WebP image by its bytes.
    NotAnImage,
    /// An SVG document: an image, but not one Folio stores (folio-core's message says which
    /// are).
    Svg,
    /// Looks like an image but cannot be decoded within the limits.
    Unreadable,
}

impl ImageError {
    /// The message for the API answer: folio-core's refusal as one sentence.
    pub fn message(&self) -> String {
        match self {
            Self::TooLarge => uploads::TOO_LARGE.sentence(),
            Self::NotAnImage => uploads::NOT_AN_IMAGE.sentence(),
            Self::Svg => uploads::SVG_NOT_SUPPORTED.sentence(),
            Self::Unreadable => "The image could not be read. Please try another.".to_owned(),
        }
    }
}

fn unreadable<E>(_: E) -> ImageError {
    ImageError::Unreadable
}

fn limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_ALLOC);
    limits
}

/// The format of `bytes`, if it is one Folio accepts.
fn format(bytes: &[u8]) -> Result<ImageFormat, ImageError> {
    if bytes.len() > MAX_BYTES {
        return Err(ImageError::TooLarge);
    }
    match image::guess_format(bytes) {
        Ok(
            format @ (ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::Gif | ImageFormat::WebP),
        ) => Ok(format),
        _ if uploads::is_svg(bytes) => Err(ImageError::Svg),
        _ => Err(ImageError::NotAnImage),
    }
}

/// An upload made safe to serve.
#[derive(Debug, PartialEq, Eq)]
pub struct Image {
    /// The re-encoded image.
    pub bytes: Vec<u8>,
    /// Its file extension.
    pub extension: &'static str,
    /// Width and height of a still; `None` for a GIF, which is kept whole and gets no variants.
    pub size: Option<(u32, u32)>,
    /// A still's narrower copies as WebP, by width (folio-core's
    /// [`folio_core::responsive::variant_widths`]).
    pub variants: Vec<(u32, Vec<u8>)>,
}

/// Quality of the WebP copies: photos look as they do at full size, at a fraction of the bytes.
const VARIANT_QUALITY: f32 = 75.0;

/// [`sanitize`] on a blocking thread, once the previous image is done.
pub async fn sanitize_in_turn(bytes: Vec<u8>) -> Result<Image, ImageError> {
    // Files that are not images are refused at once instead of waiting behind a large one.
    format(&bytes)?;
    let turn = DECODING.acquire().await.map_err(unreadable)?;
    let task = tokio::task::spawn_blocking(move || {
        // The turn is held by the work, not by the request: a client that hangs up does not let
        // a second decode start beside this one.
        let _turn = turn;
        sanitize(&bytes)
    });
    match task.await {
        Ok(result) => result,
        Err(error) => {
            tracing::error!(%error, "image task failed");
            Err(ImageError::Unreadable)
        }
    }
}

/// Decodes `bytes` and re-encodes them in their own format; returns the new bytes and the file
/// extension. CPU-heavy: call it on a blocking thread, or through [`sanitize_in_turn`].
pub fn sanitize(bytes: &[u8]) -> Result<Image, ImageError> {
    sanitize_by(bytes, Instant::now() + TIME_BUDGET)
}

fn sanitize_by(bytes: &[u8], deadline: Instant) -> Result<Image, ImageError> {
    let format = format(bytes)?;
    match format {
        ImageFormat::Gif => Ok(Image {
            bytes: copy_gif(bytes, deadline)?,
            extension: "gif",
            size: None,
            variants: Vec::new(),
        }),
        _ => reencode_still(bytes, format, deadline),
    }
}

/// WebP copies of `image` at each variant width narrower than it, widest first, each resized
/// from the one before (a fraction of the work of resizing the original each time).
fn variants(image: &DynamicImage, deadline: Instant) -> Result<Vec<(u32, Vec<u8>)>, ImageError> {
    let mut widths: Vec<u32> = folio_core::responsive::variant_widths(image.width()).collect();
    widths.reverse();
    let mut source = Cow::Borrowed(image);
    let mut out = Vec::new();
    for width in widths {
        in_time(deadline)?;
        let height = (u64::from(image.height()) * u64::from(width))
            .div_ceil(u64::from(image.width()))
            .max(1);
        let height = u32::try_from(height).map_err(unreadable)?;
        let resized = source.resize_exact(width, height, image::imageops::FilterType::CatmullRom);
        let encoded = if resized.color().has_alpha() {
            let rgba = resized.to_rgba8();
            webp::Encoder::from_rgba(&rgba, width, height).encode(VARIANT_QUALITY)
        } else {
            let rgb = resized.to_rgb8();
            webp::Encoder::from_rgb(&rgb, width, height).encode(VARIANT_QUALITY)
        };
        out.push((width, encoded.to_vec()));
        source = Cow::Owned(resized);
    }
    Ok(out)
}

fn in_time(deadline: Instant) -> Result<(), ImageError> {
    if Instant::now() > deadline {
        return Err(ImageError::Unreadable);
    }
    Ok(())
}

fn reencode_still(
    bytes: &[u8],
    format: ImageFormat,
    deadline: Instant,
) -> Result<Image, ImageError> {
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits());
    // Only the header is read here; the pixels are not decoded until the size is known to fit.
    let mut decoder = reader.into_decoder().map_err(unreadable)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ImageError::Unreadable);
    }
    // The EXIF orientation is dropped with the rest of the metadata, so it is applied to the
    // pixels first: a phone's portrait photo stays upright.
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(unreadable)?;
    image.apply_orientation(orientation);
    in_time(deadline)?;
    let mut out = Vec::new();
    let extension = match format {
        ImageFormat::Jpeg => {
            image
                .to_rgb8()
                .write_with_encoder(JpegEncoder::new_with_quality(&mut out, 88))
                .map_err(unreadable)?;
            "jpg"
        }
        ImageFormat::WebP => {
            image
                .to_rgba8()
                .write_with_encoder(WebPEncoder::new_lossless(&mut out))
                .map_err(unreadable)?;
            "webp"
        }
        _ => {
            image
                .write_with_encoder(PngEncoder::new(&mut out))
                .map_err(unreadable)?;
            "png"
        }
    };
    // The copies are a help, not the upload: out of time, the image is kept without them (under
    // a name without its size, so no page asks for a copy).
    let (size, variants) = match variants(&image, deadline) {
        Ok(variants) => (Some((image.width(), image.height())), variants),
        Err(_) => {
            tracing::warn!("an upload is kept without narrower copies: out of time");
            (None, Vec::new())
        }
    };
    Ok(Image {
        bytes: out,
        extension,
        size,
        variants,
    })
}

/// Copies a GIF's frames one at a time, as palette indices with their own palette, position,
/// delay, disposal and transparency, into a new GIF that loops forever. Nothing is composited or
/// re-quantised, so the frames come out as they went in; comments and application extensions
/// (XMP included) are not copied.
fn copy_gif(bytes: &[u8], deadline: Instant) -> Result<Vec<u8>, ImageError> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    options.set_memory_limit(gif::MemoryLimit::Bytes(
        NonZeroU64::new(MAX_PIXELS).ok_or(ImageError::Unreadable)?,
    ));
    let mut decoder = options.read_info(bytes).map_err(unreadable)?;
    let (width, height) = (decoder.width(), decoder.height());
    let canvas = u64::from(width) * u64::from(height);
    if u32::from(width.max(height)) > MAX_SIDE || canvas > MAX_PIXELS {
        return Err(ImageError::Unreadable);
    }
    let global_palette = decoder.global_palette().unwrap_or_default().to_vec();
    let mut encoder =
        gif::Encoder::new(Vec::new(), width, height, &global_palette).map_err(unreadable)?;
    encoder
        .set_repeat(gif::Repeat::Infinite)
        .map_err(unreadable)?;

    let mut frames = 0;
    let mut composited = 0;
    let mut pixels = Vec::new();
    while let Some(info) = decoder.next_frame_info().map_err(unreadable)? {
        frames += 1;
        // A frame larger than the canvas still has to be decoded whole, so it costs its own size.
        let area = (u64::from(info.width) * u64::from(info.height))
            .max(canvas)
            .max(1);
        composited += area;
        if frames > MAX_GIF_FRAMES || area > MAX_PIXELS || composited > MAX_GIF_PIXELS {
            return Err(ImageError::Unreadable);
        }
        in_time(deadline)?;
        let mut frame = info.clone();
        pixels.clear();
        pixels.resize(decoder.buffer_size(), 0);
        decoder.read_into_buffer(&mut pixels).map_err(unreadable)?;
        // The decoder hands rows back in display order, so they are written without interlacing.
        frame.interlaced = false;
        frame.buffer = Cow::Owned(pixels);
        encoder.write_frame(&frame).map_err(unreadable)?;
        pixels = frame.buffer.into_owned();
    }
    if frames == 0 {
        return Err(ImageError::Unreadable);
    }
    encoder.into_inner().map_err(unreadable)
}

/// Stores `image` and its copies under a new random name (with the image's size, see
/// [`folio_core::responsive`]), all together; returns the name.
pub async fn store(uploads: &crate::uploads::Store, image: Image) -> Result<String, sqlx::Error> {
    let id = uuid::Uuid::new_v4().simple().to_string();
    let name = match image.size {
        Some((width, height)) => {
            folio_core::responsive::upload_name(&id, width, height, image.extension)
        }
        None => format!("{id}.{}", image.extension),
    };
    let mut files: Vec<(String, Vec<u8>)> = image
        .variants
        .into_iter()
        .map(|(width, bytes)| (folio_core::responsive::variant_name(&name, width), bytes))
        .collect();
    files.push((name.clone(), image.bytes));
    uploads.put(&files, &crate::db::now()).await?;
    Ok(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::ImageEncoder;

    fn gif(width: u16, height: u16, frames: &[gif::Frame<'_>]) -> Vec<u8> {
        let mut encoder =
            gif::Encoder::new(Vec::new(), width, height, &[0, 0, 0, 9, 9, 9]).unwrap();
        for frame in frames {
            encoder.write_frame(frame).unwrap();
        }
        encoder.into_inner().unwrap()
    }

    fn dots(count: usize) -> Vec<gif::Frame<'static>> {
        let dot = gif::Frame {
            width: 1,
            height: 1,
            buffer: Cow::Borrowed(&[1]),
            ..gif::Frame::default()
        };
        vec![dot; count]
    }

    fn frames(bytes: &[u8]) -> Vec<gif::Frame<'static>> {
        let decoder = gif::DecodeOptions::new().read_info(bytes).unwrap();
        decoder.into_iter().map(Result::unwrap).collect()
    }

    #[test]
    fn a_photo_turned_by_its_exif_orientation_comes_out_upright() {
        // EXIF (little-endian TIFF) with one tag: orientation 6, "rotate 90° clockwise".
        let exif = [
            b'I', b'I', 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0,
            0,
        ];
        let mut jpeg = Vec::new();
        let mut encoder = JpegEncoder::new(&mut jpeg);
        encoder.set_exif_metadata(exif.to_vec()).unwrap();
        encoder
            .write_image(&[200; 4 * 2 * 3], 4, 2, image::ExtendedColorType::Rgb8)
            .unwrap();
        let clean = sanitize(&jpeg).unwrap().bytes;
        let upright = image::load_from_memory(&clean).unwrap();
        assert_eq!((upright.width(), upright.height()), (2, 4));
    }

    #[tokio::test]
    async fn a_still_is_stored_with_webp_copies_at_each_narrower_width() {
        let mut png = Vec::new();
        PngEncoder::new(&mut png)
            .write_image(
                &[120; 1000 * 600 * 3],
                1000,
                600,
                image::ExtendedColorType::Rgb8,
            )
            .unwrap();
        let image = sanitize(&png).unwrap();
        assert_eq!(image.size, Some((1000, 600)));
        let dir = tempfile::tempdir().unwrap();
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("folio.db").display()
        );
        let uploads = crate::uploads::Store::new(crate::db::connect(&url).await.unwrap());
        let name = store(&uploads, image).await.unwrap();
        let found = folio_core::responsive::responsive_image(
            &format!("/uploads/{name}"),
            folio_core::responsive::ARTICLE_IMAGE_SIZES,
        )
        .unwrap();
        assert_eq!((found.width, found.height), (1000, 600));
        for width in [480, 800] {
            let copy = folio_core::responsive::variant_name(&name, width);
            let stored = uploads.get(&copy).await.unwrap().unwrap();
            assert_eq!(stored.content_type, "image/webp");
            let decoded = image::load_from_memory(&stored.bytes).unwrap();
            assert_eq!(decoded.width(), width, "{copy}");
            assert!(found.srcset.contains(&format!("{width}w")));
        }
        assert!(!found.srcset.contains("1200w"));
    }

    #[test]
    fn a_gif_within_the_budget_keeps_every_frame() {
        let Image {
            bytes: out,
            extension,
            ..
        } = sanitize(&gif(800, 600, &dots(400))).unwrap();
        assert_eq!(extension, "gif");
        assert_eq!(frames(&out).len(), 400);
    }

    #[test]
    fn a_gif_past_the_budget_is_refused_within_a_few_frames() {
        let started = Instant::now();
        assert_eq!(
            sanitize(&gif(4096, 4096, &dots(400))),
            Err(ImageError::Unreadable)
        );
        assert!(started.elapsed() < Duration::from_millis(200));
    }

    #[test]
    fn a_frame_larger_than_the_pixel_budget_is_refused_before_it_is_decoded() {
        let mut bytes = gif(4, 4, &dots(1));
        // Make the one frame's descriptor claim 6000 × 6000; its data stays one pixel.
        let descriptor = bytes.iter().skip(19).position(|&b| b == 0x2C).unwrap() + 19;
        bytes[descriptor + 5..descriptor + 9].copy_from_slice(&[0x70, 0x17, 0x70, 0x17]);
        let decoder = gif::DecodeOptions::new().read_info(&bytes[..]);
        let mut decoder = decoder.unwrap();
        let info = decoder.next_frame_info().unwrap().unwrap();
        assert_eq!((info.width, info.height), (6000, 6000));
        assert_eq!(sanitize(&bytes), Err(ImageError::Unreadable));
    }

    #[test]
    fn an_image_past_its_deadline_is_refused() {
        let spent = Instant::now() - Duration::from_millis(1);
        let gif = gif(8, 8, &dots(3));
        assert!(sanitize_by(&gif, Instant::now() + TIME_BUDGET).is_ok());
        assert_eq!(sanitize_by(&gif, spent), Err(ImageError::Unreadable));
        let mut png = Vec::new();
        PngEncoder::new(&mut png)
            .write_image(&[0; 64], 8, 8, image::ExtendedColorType::L8)
            .unwrap();
        assert!(sanitize_by(&png, Instant::now() + TIME_BUDGET).is_ok());
        assert_eq!(sanitize_by(&png, spent), Err(ImageError::Unreadable));
    }

    #[tokio::test]
    async fn an_image_waits_for_the_one_before_but_a_non_image_does_not() {
        let turn = DECODING.acquire().await.unwrap();
        assert_eq!(
            sanitize_in_turn(b"plain text".to_vec()).await,
            Err(ImageError::NotAnImage)
        );
        let waiting = tokio::spawn(sanitize_in_turn(gif(2, 2, &dots(1))));
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert!(!waiting.is_finished());
        drop(turn);
        assert!(waiting.await.unwrap().is_ok());
    }

    #[test]
    fn interlaced_frames_come_out_in_display_order() {
        let rows: Vec<u8> = (0..8).map(|row| row % 2).collect();
        let frame = gif::Frame {
            width: 1,
            height: 8,
            interlaced: true,
            buffer: Cow::Owned(rows.clone()),
            ..gif::Frame::default()
        };
        // The encoder writes interlaced rows as given, so hand it the rows in interlaced order.
        let interlaced: Vec<u8> = [0, 4, 2, 6, 1, 3, 5, 7].iter().map(|&i| rows[i]).collect();
        let sent = gif::Frame {
            buffer: Cow::Owned(interlaced),
            ..frame
        };
        let out = sanitize(&gif(1, 8, &[sent])).unwrap().bytes;
        let stored = frames(&out);
        assert!(!stored[0].interlaced);
        assert_eq!(stored[0].buffer[..], rows[..]);
    }

    #[test]
    fn a_still_past_the_pixel_budget_is_refused_from_its_header() {
        // A PNG header claiming 6000 × 6000 with no pixel data behind it: the refusal comes from
        // the size alone.
        let mut png = Vec::new();
        PngEncoder::new(&mut png)
            .write_image(&[0], 1, 1, image::ExtendedColorType::L8)
            .unwrap();
        png[16..20].copy_from_slice(&6000u32.to_be_bytes());
        png[20..24].copy_from_slice(&6000u32.to_be_bytes());
        let crc = crc32(&png[12..29]);
        png[29..33].copy_from_slice(&crc.to_be_bytes());
        let mut reader = ImageReader::with_format(Cursor::new(&png), ImageFormat::Png);
        reader.limits(limits());
        assert_eq!(reader.into_dimensions().unwrap(), (6000, 6000));
        assert_eq!(sanitize(&png), Err(ImageError::Unreadable));
    }

    /// PNG's chunk checksum (ISO 3309 CRC-32).
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &byte in bytes {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }
}
