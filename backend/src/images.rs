//! Uploaded images: the type is read from the bytes (PNG, JPEG, GIF, WebP; nothing else, SVG
//! included), the image is decoded under pixel and memory limits (no decompression bomb) and
//! re-encoded, which also drops EXIF and GPS metadata, then stored under a random name.

use image::codecs::gif::{GifDecoder, GifEncoder, Repeat};
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::codecs::webp::WebPEncoder;
use image::{AnimationDecoder, ImageDecoder, ImageFormat, ImageReader, Limits};
use std::io::Cursor;
use std::path::Path;

/// Largest accepted upload (spec §5: 5 MB).
pub const MAX_BYTES: usize = 5 * 1024 * 1024;
const MAX_SIDE: u32 = 8192;
const MAX_ALLOC: u64 = 256 * 1024 * 1024;
const MAX_GIF_FRAMES: usize = 500;

/// Why an image was refused; the message is safe to show.
#[derive(Debug, PartialEq, Eq)]
pub enum ImageError {
    /// Larger than [`MAX_BYTES`].
    TooLarge,
    /// Not a PNG, JPEG, GIF or WebP image by its bytes.
    NotAnImage,
    /// Looks like an image but cannot be decoded within the limits.
    Unreadable,
}

impl ImageError {
    /// The message for the API answer.
    pub fn message(&self) -> &'static str {
        match self {
            Self::TooLarge => "File Too Large: Please select an image smaller than 5MB.",
            Self::NotAnImage => "Invalid File Type: Please select an image file.",
            Self::Unreadable => "The image could not be read. Please try another.",
        }
    }
}

fn limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_ALLOC);
    limits
}

/// Decodes `bytes` and re-encodes them in their own format; returns the new bytes and the file
/// extension. CPU-heavy: call it on a blocking thread.
pub fn sanitize(bytes: &[u8]) -> Result<(Vec<u8>, &'static str), ImageError> {
    if bytes.len() > MAX_BYTES {
        return Err(ImageError::TooLarge);
    }
    let format = image::guess_format(bytes).map_err(|_| ImageError::NotAnImage)?;
    let mut out = Vec::new();
    let extension = match format {
        ImageFormat::Gif => {
            let mut decoder =
                GifDecoder::new(Cursor::new(bytes)).map_err(|_| ImageError::Unreadable)?;
            decoder
                .set_limits(limits())
                .map_err(|_| ImageError::Unreadable)?;
            let frames: Vec<_> = decoder
                .into_frames()
                .take(MAX_GIF_FRAMES + 1)
                .collect::<Result<_, _>>()
                .map_err(|_| ImageError::Unreadable)?;
            if frames.is_empty() || frames.len() > MAX_GIF_FRAMES {
                return Err(ImageError::Unreadable);
            }
            let mut encoder = GifEncoder::new(&mut out);
            encoder
                .set_repeat(Repeat::Infinite)
                .map_err(|_| ImageError::Unreadable)?;
            encoder
                .encode_frames(frames)
                .map_err(|_| ImageError::Unreadable)?;
            drop(encoder);
            "gif"
        }
        ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::WebP => {
            let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
            reader.limits(limits());
            let image = reader.decode().map_err(|_| ImageError::Unreadable)?;
            match format {
                ImageFormat::Jpeg => {
                    image
                        .to_rgb8()
                        .write_with_encoder(JpegEncoder::new_with_quality(&mut out, 88))
                        .map_err(|_| ImageError::Unreadable)?;
                    "jpg"
                }
                ImageFormat::WebP => {
                    image
                        .to_rgba8()
                        .write_with_encoder(WebPEncoder::new_lossless(&mut out))
                        .map_err(|_| ImageError::Unreadable)?;
                    "webp"
                }
                _ => {
                    image
                        .write_with_encoder(PngEncoder::new(&mut out))
                        .map_err(|_| ImageError::Unreadable)?;
                    "png"
                }
            }
        }
        _ => return Err(ImageError::NotAnImage),
    };
    Ok((out, extension))
}

/// Stores `bytes` under a random name in `dir`; returns the file name.
pub async fn store(dir: &Path, bytes: &[u8], extension: &str) -> std::io::Result<String> {
    tokio::fs::create_dir_all(dir).await?;
    let name = format!("{}.{extension}", uuid::Uuid::new_v4().simple());
    tokio::fs::write(dir.join(&name), bytes).await?;
    Ok(name)
}
