//! Rendering a case study document to safe HTML for the public page (spec §2 "Case study page":
//! the body is the saved rich content rendered read-only; `[text](url)` in paragraph text becomes
//! a link opening in a new tab; quotes hide an empty caption or the placeholder 'Enter a
//! caption'; §9: `.mp4` files show as muted looping video). An image's `alt` is its own alt text
//! (issue 12), or empty when it has none: the image is then decoration, or its caption, shown
//! under it in a `figcaption`, already says it, and a screen reader should not read it twice. Server only (cargo feature `render`).
//!
//! The block structure is written here with every attribute value escaped and every URL checked
//! ([`is_image_source`], [`is_http_url`]). Text fields hold the editor's inline HTML, which goes
//! through ammonia with an allow-list: `b`, `i`, `u`, `mark` (class `cdx-marker`), `code` (class
//! `inline-code`), `a` (`href` only, schemes http, https and mailto, parsed as URLs so a tab in
//! `java\tscript:` cannot slip through; `rel="noopener noreferrer nofollow"` and
//! `target="_blank"` added) and `br`; `script` and `style` are dropped with their content.
//! `[text](url)` is found by pulldown-cmark's parser (inline links only), and the link it makes
//! goes through the same sanitiser. Code is escaped verbatim. Unknown and invalid blocks (§5) are
//! skipped.

use super::model::{
    Alignment, BlockData, CounterType, Image, LinkTool, List, ListItem, ListStart, ListStyle,
};
use super::validity::{block_problem, is_image_source};
use super::{Document, parse_document};
use crate::responsive::{ARTICLE_IMAGE_SIZES, responsive_image};
use crate::url::is_http_url;
use pulldown_cmark::{Event, LinkType, Parser, Tag, TagEnd};
use std::collections::{HashMap, HashSet};
use std::fmt::Write;
use std::sync::LazyLock;

const REL: &str = "noopener noreferrer nofollow";
const CAPTION_PLACEHOLDER: &str = "Enter a caption";

static INLINE: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut builder = ammonia::Builder::empty();
    builder
        .tags(HashSet::from(["b", "i", "u", "mark", "code", "a", "br"]))
        .clean_content_tags(HashSet::from(["script", "style"]))
        .tag_attributes(HashMap::from([("a", HashSet::from(["href"]))]))
        .allowed_classes(HashMap::from([
            ("mark", HashSet::from(["cdx-marker"])),
            ("code", HashSet::from(["inline-code"])),
        ]))
        .url_schemes(HashSet::from(["http", "https", "mailto"]))
        .url_relative(ammonia::UrlRelative::Deny)
        .link_rel(Some(REL))
        .set_tag_attribute_value("a", "target", "_blank");
    builder
});

/// Renders saved content (the JSON text of a document) to safe HTML; not-a-document renders empty.
pub fn render_content(content: &str) -> String {
    render_document(&parse_document(content))
}

/// Renders a document to safe HTML, one block per line.
pub fn render_document(document: &Document) -> String {
    let mut html = String::new();
    for block in &document.blocks {
        let data = block.typed();
        if block_problem(&data).is_some() {
            continue;
        }
        let before = html.len();
        render_block(&mut html, &data);
        if html.len() > before {
            html.push('\n');
        }
    }
    html
}

fn render_block(html: &mut String, data: &BlockData) {
    match data {
        BlockData::Header(h) => {
            let _ = write!(html, "<h{0}>{1}</h{0}>", h.level, inline(&h.text));
        }
        BlockData::Paragraph(p) => {
            let _ = write!(html, "<p>{}</p>", inline(&markdown_links(&p.text)));
        }
        BlockData::List(list) if !list.items.is_empty() => {
            render_list(html, list, &list.items, true)
        }
        BlockData::Quote(q) if !q.text.trim().is_empty() => {
            let align = if q.alignment == Alignment::Center {
                "center"
            } else {
                "left"
            };
            let _ = write!(
                html,
                "<figure class=\"quote quote--{align}\"><blockquote>{}</blockquote>",
                inline(&q.text)
            );
            let caption = q.caption.trim();
            if !caption.is_empty() && caption != CAPTION_PLACEHOLDER {
                let _ = write!(html, "<figcaption>{}</figcaption>", inline(caption));
            }
            html.push_str("</figure>");
        }
        BlockData::Code(c) if !c.code.is_empty() => {
            let _ = write!(html, "<pre><code>{}</code></pre>", escape(&c.code));
        }
        BlockData::Delimiter => html.push_str("<hr class=\"delimiter\">"),
        BlockData::Image(image) => render_image(html, image),
        BlockData::LinkTool(link) => render_link_card(html, link),
        _ => {}
    }
}

fn render_list(html: &mut String, list: &List, items: &[ListItem], top: bool) {
    match list.style {
        ListStyle::Unordered => html.push_str("<ul>"),
        ListStyle::Checklist => html.push_str("<ul class=\"checklist\">"),
        ListStyle::Ordered => {
            html.push_str("<ol");
            if let (true, ListStart::At(start)) = (top, list.start) {
                let _ = write!(html, " start=\"{start}\"");
            }
            let kind = match list.counter_type {
                CounterType::Numeric => "1",
                CounterType::LowerRoman => "i",
                CounterType::UpperRoman => "I",
                CounterType::LowerAlpha => "a",
                CounterType::UpperAlpha => "A",
            };
            let _ = write!(html, " type=\"{kind}\">");
        }
    }
    for item in items {
        if list.style == ListStyle::Checklist {
            let checked = if item.checked { " checked" } else { "" };
            // The label gives the read-only checkbox its item's text as an accessible name.
            let _ = write!(
                html,
                "<li><label><input type=\"checkbox\" disabled{checked}> {}</label>",
                inline(&item.content)
            );
        } else {
            let _ = write!(html, "<li>{}", inline(&item.content));
        }
        if !item.items.is_empty() {
            render_list(html, list, &item.items, false);
        }
        html.push_str("</li>");
    }
    html.push_str(if list.style == ListStyle::Ordered {
        "</ol>"
    } else {
        "</ul>"
    });
}

fn render_image(html: &mut String, image: &Image) {
    let url = image.url.trim();
    if !is_image_source(url) {
        return;
    }
    let mut class = String::from("image");
    for (on, name) in [
        (image.with_border, " image--bordered"),
        (image.with_background, " image--background"),
        (image.stretched, " image--stretched"),
    ] {
        if on {
            class.push_str(name);
        }
    }
    let path = url.split(['?', '#']).next().unwrap_or_default();
    // Bytes, not a str slice: four bytes from the end may fall inside a multi-byte character.
    let is_video =
        path.len() >= 4 && path.as_bytes()[path.len() - 4..].eq_ignore_ascii_case(b".mp4");
    let _ = write!(html, "<figure class=\"{class}\">");
    if is_video {
        let _ = write!(
            html,
            "<video src=\"{}\" muted loop autoplay playsinline></video>",
            escape(url)
        );
    } else if let Some(sized) = responsive_image(url, ARTICLE_IMAGE_SIZES) {
        // Stored with its size: the browser picks the narrowest copy that fills the column and
        // keeps the image's room before it arrives.
        let _ = write!(
            html,
            "<img src=\"{}\" srcset=\"{}\" sizes=\"{}\" width=\"{}\" \
             height=\"{}\" alt=\"{}\" loading=\"lazy\" decoding=\"async\">",
            escape(&sized.src),
            escape(&sized.srcset),
            sized.sizes,
            sized.width,
            sized.height,
            escape(image.alt.trim())
        );
    } else {
        let _ = write!(
            html,
            "<img src=\"{}\" alt=\"{}\" loading=\"lazy\">",
            escape(url),
            escape(image.alt.trim())
        );
    }
    if !image.caption.trim().is_empty() {
        let _ = write!(html, "<figcaption>{}</figcaption>", inline(&image.caption));
    }
    html.push_str("</figure>");
}

/// A link block as a card, or, when its preview holds nothing to show (it failed, or the owner
/// kept a plain link: no title, description or usable image), as a plain link (issue 40): a
/// card with only the host in it reads as an empty box.
fn render_link_card(html: &mut String, card: &LinkTool) {
    let link = card.link.trim();
    let image = card.image_url.trim();
    if !card.has_preview() {
        let _ = write!(
            html,
            "<p class=\"link-plain\"><a href=\"{0}\" target=\"_blank\" rel=\"{REL}\">{0}</a></p>",
            escape(link)
        );
        return;
    }
    let _ = write!(
        html,
        "<a class=\"link-card\" href=\"{}\" target=\"_blank\" rel=\"{REL}\">",
        escape(link)
    );
    for (class, text) in [("title", &card.title), ("description", &card.description)] {
        if !text.trim().is_empty() {
            let _ = write!(
                html,
                "<span class=\"link-card__{class}\">{}</span>",
                escape(text.trim())
            );
        }
    }
    let _ = write!(
        html,
        "<span class=\"link-card__host\">{}</span>",
        escape(host(link))
    );
    if is_http_url(image) {
        let _ = write!(
            html,
            "<img class=\"link-card__image\" src=\"{}\" alt=\"\" loading=\"lazy\">",
            escape(image)
        );
    }
    html.push_str("</a>");
}

/// The host part of an http(s) URL, for the link card.
fn host(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    authority.rsplit('@').next().unwrap_or_default()
}

/// The editor's inline HTML, sanitised to the allow-list.
fn inline(text: &str) -> String {
    INLINE.clean(text).to_string()
}

/// Inline HTML reduced to text, safe inside an attribute value.
/// Escapes text for HTML content and quoted attribute values (the server's pages use it too).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Turns `[text](url)` in a paragraph's inline HTML into `<a href="url">text</a>`, copying
/// everything else verbatim. The result still goes through the sanitiser, which vets the href.
fn markdown_links(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    let mut events = Parser::new(text).into_offset_iter();
    while let Some((event, range)) = events.next() {
        let Event::Start(Tag::Link {
            link_type: LinkType::Inline,
            dest_url,
            ..
        }) = event
        else {
            continue;
        };
        let mut inner: Option<std::ops::Range<usize>> = None;
        for (event, range) in events.by_ref() {
            if matches!(event, Event::End(TagEnd::Link)) {
                break;
            }
            inner = Some(inner.map_or(range.clone(), |seen| {
                seen.start.min(range.start)..seen.end.max(range.end)
            }));
        }
        if range.start < copied {
            continue;
        }
        out.push_str(&text[copied..range.start]);
        let label = inner.map_or_else(|| escape(&dest_url), |inner| text[inner].to_owned());
        let _ = write!(out, "<a href=\"{}\">{label}</a>", escape(&dest_url));
        copied = range.end;
    }
    out.push_str(&text[copied..]);
    out
}
