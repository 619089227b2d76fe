//! Typed models of the blocks the admin's editor writes (spec §2 "Case studies tab": heading,
//! paragraph, lists, quote, code, delimiter, image, link preview; §9 "Editor defaults").
//!
//! Reading is lenient, field by field: a missing or mistyped field takes its default, so any
//! saved data reads as some model and is never an error. Lists read @editorjs/list 2.x
//! (`style`, `meta.start`, `meta.counterType`, nested `items` of `{content, meta, items}`) and
//! the legacy shapes (`items: [string]`, checklist `items: [{text, checked}]`).

use serde_json::{Map, Value};

/// How deep nested list items are read; deeper items are dropped (hostile documents).
pub const MAX_LIST_DEPTH: usize = 16;

/// A block's data read by its type.
#[derive(Debug, Clone, PartialEq)]
pub enum BlockData {
    /// `header`: a heading.
    Header(Header),
    /// `paragraph`: inline HTML text.
    Paragraph(Paragraph),
    /// `list`, `nestedList` or `checklist`.
    List(List),
    /// `quote`.
    Quote(Quote),
    /// `code`: text shown verbatim.
    Code(Code),
    /// `delimiter`: a separator.
    Delimiter,
    /// `image`: an uploaded or linked image (or `.mp4` video).
    Image(Image),
    /// `linkTool`: a link preview card.
    LinkTool(LinkTool),
    /// Any other type: kept on save, skipped on render.
    Unknown,
}

/// A heading.
#[derive(Debug, Clone, PartialEq)]
pub struct Header {
    /// Inline HTML text.
    pub text: String,
    /// Level 1–6; 2 when absent or out of range.
    pub level: u8,
}

/// A paragraph.
#[derive(Debug, Clone, PartialEq)]
pub struct Paragraph {
    /// Inline HTML text.
    pub text: String,
}

/// A list's style.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListStyle {
    /// Bullets (the default).
    Unordered,
    /// Numbers or letters.
    Ordered,
    /// Checkboxes.
    Checklist,
}

/// An ordered list's counter type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CounterType {
    /// 1, 2, 3 (the default).
    Numeric,
    /// i, ii, iii.
    LowerRoman,
    /// I, II, III.
    UpperRoman,
    /// a, b, c.
    LowerAlpha,
    /// A, B, C.
    UpperAlpha,
}

/// An ordered list's start number as saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListStart {
    /// No start saved: counting starts at 1.
    Default,
    /// A start of digits only.
    At(u32),
    /// Something other than digits (invalid by §5).
    Invalid,
}

/// A list block.
#[derive(Debug, Clone, PartialEq)]
pub struct List {
    /// The style.
    pub style: ListStyle,
    /// The start number (ordered lists).
    pub start: ListStart,
    /// The counter type (ordered lists).
    pub counter_type: CounterType,
    /// The items.
    pub items: Vec<ListItem>,
}

/// One list item with its nested items.
#[derive(Debug, Clone, PartialEq)]
pub struct ListItem {
    /// Inline HTML text.
    pub content: String,
    /// Whether a checklist item is checked.
    pub checked: bool,
    /// Nested items.
    pub items: Vec<ListItem>,
}

/// A quote's alignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alignment {
    /// Left (the default).
    Left,
    /// Centred.
    Center,
}

/// A quote.
#[derive(Debug, Clone, PartialEq)]
pub struct Quote {
    /// Inline HTML text.
    pub text: String,
    /// Inline HTML caption; hidden when blank or the placeholder 'Enter a caption'.
    pub caption: String,
    /// The alignment.
    pub alignment: Alignment,
}

/// A code block.
#[derive(Debug, Clone, PartialEq)]
pub struct Code {
    /// The code, verbatim.
    pub code: String,
}

/// An image block.
#[derive(Debug, Clone, PartialEq)]
pub struct Image {
    /// `file.url` (legacy: `url`).
    pub url: String,
    /// Inline HTML caption, shown under the image.
    pub caption: String,
    /// Plain text describing the image for those who cannot see it (issue 12); blank when the
    /// image is decoration or its caption says all there is.
    pub alt: String,
    /// Draw a border.
    pub with_border: bool,
    /// Draw a background.
    pub with_background: bool,
    /// Stretch to the full width.
    pub stretched: bool,
}

/// A link preview block.
#[derive(Debug, Clone, PartialEq)]
pub struct LinkTool {
    /// The link.
    pub link: String,
    /// `meta.title`.
    pub title: String,
    /// `meta.description`.
    pub description: String,
    /// `meta.image.url`.
    pub image_url: String,
}

impl LinkTool {
    /// Whether its preview has something to show: a title, a description or an http(s) image.
    /// Without, the block is a plain link (issue 40): the editor shows it so, and a page renders
    /// it as a normal link, not a card with the host alone.
    pub fn has_preview(&self) -> bool {
        !self.title.trim().is_empty()
            || !self.description.trim().is_empty()
            || crate::url::is_http_url(self.image_url.trim())
    }
}

fn text(data: &Map<String, Value>, key: &str) -> String {
    data.get(key)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned()
}

fn flag(data: &Map<String, Value>, key: &str) -> bool {
    data.get(key).and_then(Value::as_bool).unwrap_or(false)
}

fn object<'a>(data: &'a Map<String, Value>, key: &str) -> Option<&'a Map<String, Value>> {
    data.get(key).and_then(Value::as_object)
}

impl BlockData {
    /// Reads `data` as a block of type `kind`.
    pub fn read(kind: &str, data: &Value) -> BlockData {
        let empty = Map::new();
        let data = data.as_object().unwrap_or(&empty);
        match kind {
            "header" | "heading" => BlockData::Header(Header {
                text: text(data, "text"),
                level: data
                    .get("level")
                    .and_then(Value::as_u64)
                    .filter(|level| (1..=6).contains(level))
                    .map_or(2, |level| level as u8),
            }),
            "paragraph" => BlockData::Paragraph(Paragraph {
                text: text(data, "text"),
            }),
            "list" | "nestedList" | "checklist" => BlockData::List(list(kind, data)),
            "quote" => BlockData::Quote(Quote {
                text: text(data, "text"),
                caption: text(data, "caption"),
                alignment: match data.get("alignment").and_then(Value::as_str) {
                    Some("center") => Alignment::Center,
                    _ => Alignment::Left,
                },
            }),
            "code" => BlockData::Code(Code {
                code: text(data, "code"),
            }),
            "delimiter" => BlockData::Delimiter,
            "image" => BlockData::Image(Image {
                url: object(data, "file")
                    .map_or_else(|| text(data, "url"), |file| text(file, "url")),
                caption: text(data, "caption"),
                alt: text(data, "alt"),
                with_border: flag(data, "withBorder"),
                with_background: flag(data, "withBackground"),
                stretched: flag(data, "stretched"),
            }),
            "linkTool" => {
                let meta = object(data, "meta").unwrap_or(&empty);
                BlockData::LinkTool(LinkTool {
                    link: text(data, "link"),
                    title: text(meta, "title"),
                    description: text(meta, "description"),
                    image_url: object(meta, "image")
                        .map(|image| text(image, "url"))
                        .unwrap_or_default(),
                })
            }
            _ => BlockData::Unknown,
        }
    }
}

fn list(kind: &str, data: &Map<String, Value>) -> List {
    let meta = object(data, "meta");
    let style = match data.get("style").and_then(Value::as_str) {
        Some("ordered") => ListStyle::Ordered,
        Some("checklist") => ListStyle::Checklist,
        _ if kind == "checklist" => ListStyle::Checklist,
        _ => ListStyle::Unordered,
    };
    let start = match meta.and_then(|meta| meta.get("start")) {
        None | Some(Value::Null) => ListStart::Default,
        Some(Value::Number(n)) => n
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .map_or(ListStart::Invalid, ListStart::At),
        Some(Value::String(s)) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => {
            s.parse().map_or(ListStart::Invalid, ListStart::At)
        }
        Some(_) => ListStart::Invalid,
    };
    let counter_type = match meta
        .and_then(|meta| meta.get("counterType"))
        .and_then(Value::as_str)
    {
        Some("lower-roman") => CounterType::LowerRoman,
        Some("upper-roman") => CounterType::UpperRoman,
        Some("lower-alpha") => CounterType::LowerAlpha,
        Some("upper-alpha") => CounterType::UpperAlpha,
        _ => CounterType::Numeric,
    };
    List {
        style,
        start,
        counter_type,
        items: items(data.get("items"), 1),
    }
}

fn items(value: Option<&Value>, depth: usize) -> Vec<ListItem> {
    let Some(entries) = value
        .and_then(Value::as_array)
        .filter(|_| depth <= MAX_LIST_DEPTH)
    else {
        return Vec::new();
    };
    entries
        .iter()
        .filter_map(|item| match item {
            Value::String(content) => Some(ListItem {
                content: content.clone(),
                checked: false,
                items: Vec::new(),
            }),
            Value::Object(item) => Some(ListItem {
                content: item
                    .get("content")
                    .or_else(|| item.get("text"))
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned(),
                checked: object(item, "meta").is_some_and(|meta| flag(meta, "checked"))
                    || flag(item, "checked"),
                items: items(item.get("items"), depth + 1),
            }),
            _ => None,
        })
        .collect()
}
