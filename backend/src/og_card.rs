//! The home page's generated `og:image` (issue 23 point 6) when the owner has set no photo: a
//! 1200×630 PNG card with the name, the headline and the site's host, drawn with an embedded
//! subset of DejaVu Sans Bold (`backend/assets/`, Latin, Greek and Cyrillic). PNG because most
//! link unfurlers refuse SVG. `/og-image.png` is a public read kept by the snapshot, so a card is
//! drawn once per site version; the last card drawn is also kept here (one entry), so a write that
//! changes neither the name nor the headline draws nothing again.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use bytes::Bytes;
use image::{ImageFormat, Rgb, RgbImage};
use std::sync::Mutex;

/// The card's size, Open Graph's recommended 1.91:1.
pub const WIDTH: u32 = 1200;
/// The card's height.
pub const HEIGHT: u32 = 630;
/// The most characters of a text drawn; more are cut with an ellipsis.
const MAX_CHARS: usize = 120;

pub(crate) const FONT: &[u8] = include_bytes!("../assets/DejaVuSans-Bold.ttf");
const BACKGROUND: [u8; 3] = [0x1c, 0x19, 0x17];
const ACCENT: [u8; 3] = [0x93, 0xc5, 0xfd];
const NAME: [u8; 3] = [0xfa, 0xfa, 0xf9];
const HEADLINE: [u8; 3] = [0xd6, 0xd3, 0xd1];
const MARGIN: f32 = 88.0;

/// What a card shows.
#[derive(Clone, PartialEq, Eq)]
pub struct Card {
    /// The owner's name.
    pub name: String,
    /// The headline, when set.
    pub headline: Option<String>,
    /// The site's host (`jane.example`).
    pub host: String,
}

/// The last card drawn, and its PNG.
#[derive(Default)]
pub struct Cards {
    last: Mutex<Option<(Card, Bytes)>>,
}

impl Cards {
    /// The PNG of `card`: the one kept when it is the same card, else drawn now (on a blocking
    /// thread) and kept in its place.
    pub async fn png(&self, card: Card) -> Result<Bytes, String> {
        if let Some((kept, png)) = &*self.last.lock().unwrap_or_else(|e| e.into_inner())
            && *kept == card
        {
            return Ok(png.clone());
        }
        let drawn = card.clone();
        let png = tokio::task::spawn_blocking(move || draw(&drawn))
            .await
            .map_err(|e| e.to_string())??;
        *self.last.lock().unwrap_or_else(|e| e.into_inner()) = Some((card, png.clone()));
        Ok(png)
    }
}

/// Draws `card` as a PNG.
pub fn draw(card: &Card) -> Result<Bytes, String> {
    let font = FontRef::try_from_slice(FONT).map_err(|e| e.to_string())?;
    let mut image = RgbImage::from_pixel(WIDTH, HEIGHT, Rgb(BACKGROUND));
    // A band of the accent down the left edge.
    for y in 0..HEIGHT {
        for x in 0..16 {
            image.put_pixel(x, y, Rgb(ACCENT));
        }
    }
    let width = WIDTH as f32 - 2.0 * MARGIN;
    // The name as large as fits in two lines.
    let (size, name_lines) = [96.0, 84.0, 72.0, 60.0, 52.0]
        .into_iter()
        .map(|size| (size, wrap(&font, size, &shorten(&card.name), width)))
        .find(|(_, lines)| lines.len() <= 2)
        .unwrap_or_else(|| {
            let lines = wrap(&font, 52.0, &shorten(&card.name), width);
            (52.0, lines.into_iter().take(2).collect())
        });
    let headline_lines: Vec<String> = card
        .headline
        .as_deref()
        .map(|h| wrap(&font, 40.0, &shorten(h), width))
        .unwrap_or_default()
        .into_iter()
        .take(2)
        .collect();
    let name_height = name_lines.len() as f32 * size * 1.15;
    let headline_height = headline_lines.len() as f32 * 40.0 * 1.3;
    let gap = if headline_lines.is_empty() { 0.0 } else { 28.0 };
    let mut y = (HEIGHT as f32 - 60.0 - name_height - gap - headline_height) / 2.0;
    for line in &name_lines {
        text(&mut image, &font, size, MARGIN, y, line, NAME);
        y += size * 1.15;
    }
    y += gap;
    for line in &headline_lines {
        text(&mut image, &font, 40.0, MARGIN, y, line, HEADLINE);
        y += 40.0 * 1.3;
    }
    let host = shorten(&card.host);
    text(
        &mut image,
        &font,
        30.0,
        MARGIN,
        HEIGHT as f32 - 64.0 - 30.0,
        &host,
        ACCENT,
    );
    let mut png = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut png, ImageFormat::Png)
        .map_err(|e| e.to_string())?;
    Ok(Bytes::from(png.into_inner()))
}

/// `text` on one line, at most [`MAX_CHARS`] characters.
fn shorten(text: &str) -> String {
    folio_core::text::shorten(&folio_core::text::one_line(text), MAX_CHARS)
}

/// How wide `text` is at `size`.
pub(crate) fn measure(font: &FontRef, size: f32, text: &str) -> f32 {
    let scaled = font.as_scaled(PxScale::from(size));
    let mut width = 0.0;
    let mut previous = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(previous) = previous {
            width += scaled.kern(previous, id);
        }
        width += scaled.h_advance(id);
        previous = Some(id);
    }
    width
}

/// `text` in lines no wider than `width` at `size`, broken between words (a word wider than a
/// line is broken where it must be).
fn wrap(font: &FontRef, size: f32, text: &str, width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if measure(font, size, &candidate) <= width {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        for c in word.chars() {
            line.push(c);
            if measure(font, size, &line) > width {
                line.pop();
                lines.push(std::mem::replace(&mut line, c.to_string()));
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Draws `line` at `size` with its top at (`x`, `top`), blending `color` over the background.
pub(crate) fn text(
    image: &mut RgbImage,
    font: &FontRef,
    size: f32,
    x: f32,
    top: f32,
    line: &str,
    color: [u8; 3],
) {
    let scale = PxScale::from(size);
    let scaled = font.as_scaled(scale);
    let baseline = top + scaled.ascent();
    let mut caret = x;
    let mut previous = None;
    for c in line.chars() {
        let id = scaled.glyph_id(c);
        if let Some(previous) = previous {
            caret += scaled.kern(previous, id);
        }
        let glyph = id.with_scale_and_position(scale, point(caret, baseline));
        caret += scaled.h_advance(id);
        previous = Some(id);
        let Some(outline) = font.outline_glyph(glyph) else {
            continue;
        };
        let bounds = outline.px_bounds();
        outline.draw(|gx, gy, coverage| {
            let px = bounds.min.x as i64 + i64::from(gx);
            let py = bounds.min.y as i64 + i64::from(gy);
            if px < 0 || py < 0 || px >= i64::from(WIDTH) || py >= i64::from(HEIGHT) {
                return;
            }
            let pixel = image.get_pixel_mut(px as u32, py as u32);
            for (channel, target) in pixel.0.iter_mut().zip(color) {
                let blended = f32::from(*channel) * (1.0 - coverage) + f32::from(target) * coverage;
                *channel = blended.round().clamp(0.0, 255.0) as u8;
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_is_a_png_of_the_open_graph_size() {
        let png = draw(&Card {
            name: "Ada Lovelace".into(),
            headline: Some("Analyst of engines".into()),
            host: "ada.example".into(),
        })
        .unwrap();
        let image = image::load_from_memory(&png).unwrap();
        assert_eq!((image.width(), image.height()), (WIDTH, HEIGHT));
    }

    #[test]
    fn a_long_name_wraps_within_the_card() {
        let font = FontRef::try_from_slice(FONT).unwrap();
        let lines = wrap(
            &font,
            96.0,
            &"Wolfeschlegelsteinhausenbergerdorff ".repeat(4),
            1024.0,
        );
        assert!(lines.len() > 1);
        assert!(
            lines
                .iter()
                .all(|line| measure(&font, 96.0, line) <= 1024.0)
        );
    }
}
