//! Reading a page's own description of itself for a link preview: Open Graph tags first, then
//! `<title>` and the meta description. Values are plain text, whitespace-collapsed and capped.

use reqwest::Url;
use scraper::{Html, Selector};

/// What a page says about itself.
pub struct PageMeta {
    /// Title, at most [`MAX_TITLE`] characters.
    pub title: String,
    /// Description, at most [`MAX_DESCRIPTION`] characters.
    pub description: String,
    /// Absolute http(s) image URL.
    pub image: Option<String>,
}

const MAX_TITLE: usize = 200;
const MAX_DESCRIPTION: usize = 500;

/// Reads `html`, served at `url`.
pub fn read(url: &Url, html: &str) -> PageMeta {
    let document = Html::parse_document(html);
    let meta = |selector: &str| {
        Selector::parse(selector).ok().and_then(|s| {
            document
                .select(&s)
                .filter_map(|element| element.value().attr("content"))
                .map(str::trim)
                .find(|content| !content.is_empty())
                .map(str::to_owned)
        })
    };
    let title_tag = Selector::parse("title").ok().and_then(|s| {
        document
            .select(&s)
            .next()
            .map(|element| element.text().collect::<String>())
    });
    let title = meta(r#"meta[property="og:title"]"#)
        .or_else(|| meta(r#"meta[name="twitter:title"]"#))
        .or(title_tag)
        .unwrap_or_default();
    let description = meta(r#"meta[property="og:description"]"#)
        .or_else(|| meta(r#"meta[name="description"]"#))
        .unwrap_or_default();
    let image = meta(r#"meta[property="og:image"]"#)
        .or_else(|| meta(r#"meta[name="twitter:image"]"#))
        .and_then(|src| url.join(&src).ok())
        .filter(|image| matches!(image.scheme(), "http" | "https"))
        .map(String::from);
    PageMeta {
        title: clean(&title, MAX_TITLE),
        description: clean(&description, MAX_DESCRIPTION),
        image,
    }
}

/// Collapses whitespace and cuts to `max` characters, ending with an ellipsis when cut.
fn clean(text: &str, max: usize) -> String {
    folio_core::text::shorten(&folio_core::text::one_line(text), max)
}

#[cfg(test)]
mod tests {
    use super::read;

    #[test]
    fn open_graph_tags_win_over_the_title() {
        let url = "https://example.org/post".parse().unwrap();
        let meta = read(
            &url,
            r#"<html><head><title>Plain</title><meta property="og:title" content=" OG &amp; Title ">
            <meta name="description" content="About it"><meta property="og:image" content="/img.png">
            </head></html>"#,
        );
        assert_eq!(meta.title, "OG & Title");
        assert_eq!(meta.description, "About it");
        assert_eq!(meta.image.as_deref(), Some("https://example.org/img.png"));
    }

    #[test]
    fn script_urls_are_not_images_and_long_text_is_cut() {
        let url = "https://example.org/".parse().unwrap();
        let long = "x".repeat(1000);
        let html = format!(
            r#"<title>{long}</title><meta property="og:image" content="javascript:alert(1)">"#
        );
        let meta = read(&url, &html);
        assert_eq!(meta.title.chars().count(), 200);
        assert!(meta.image.is_none());
    }
}
