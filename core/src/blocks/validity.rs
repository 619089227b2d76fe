//! Block validity (spec §5 "Editor blocks"): a heading and a paragraph need non-blank text, an
//! image needs a file url, a link block needs a non-blank link, and an ordered list's start is
//! digits only. Folio adds one guard the editor cannot give: an image's url and a link block's
//! link must be web addresses (or, for images, an uploaded file), so no saved block can carry a
//! `javascript:` address to the public page. An image's alt text (issue 12) is bounded like a
//! featured image's ([`limits::ALT_TEXT`]).

use super::Document;
use super::model::{BlockData, ListStart, ListStyle};
use crate::url::{is_http_url, is_upload_path};
use crate::validation::limits;
use serde::{Deserialize, Serialize};

/// One invalid block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct BlockIssue {
    /// The block's position, counting from 1 as the owner would.
    pub block: usize,
    /// The message, naming the block's position.
    pub message: String,
}

/// Why a block is invalid, or `None` when it is valid (unknown types are always valid).
pub fn block_problem(data: &BlockData) -> Option<&'static str> {
    match data {
        BlockData::Header(h) if h.text.trim().is_empty() => Some("a heading needs text"),
        BlockData::Paragraph(p) if p.text.trim().is_empty() => Some("a paragraph needs text"),
        BlockData::List(l) if l.style == ListStyle::Ordered && l.start == ListStart::Invalid => {
            Some("an ordered list's start must be digits only")
        }
        BlockData::Image(i) if i.url.trim().is_empty() => Some("an image needs a file url"),
        BlockData::Image(i) if !is_image_source(&i.url) => {
            Some("an image's url must start with http:// or https://, or be an uploaded file")
        }
        BlockData::Image(i) if i.alt.trim().chars().count() > limits::ALT_TEXT => {
            Some(ALT_TEXT_TOO_LONG)
        }
        BlockData::LinkTool(l) if l.link.trim().is_empty() => Some("a link block needs a link"),
        BlockData::LinkTool(l) if !is_http_url(l.link.trim()) => {
            Some("a link block's link must start with http:// or https://")
        }
        _ => None,
    }
}

/// The problem of an image whose alt text is past [`limits::ALT_TEXT`] (a test keeps the number
/// equal to the bound).
const ALT_TEXT_TOO_LONG: &str = "an image's alt text must be at most 300 characters";

/// Whether an image or video source is a web address or an uploaded file.
pub fn is_image_source(url: &str) -> bool {
    let url = url.trim();
    is_http_url(url) || is_upload_path(url)
}

/// Every invalid block of `document`, in order.
pub fn block_issues(document: &Document) -> Vec<BlockIssue> {
    document
        .blocks
        .iter()
        .enumerate()
        .filter_map(|(index, block)| {
            let problem = block_problem(&block.typed())?;
            Some(BlockIssue {
                block: index + 1,
                message: format!("Block {}: {problem}", index + 1),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_alt_text_problem_names_the_bound() {
        assert!(ALT_TEXT_TOO_LONG.contains(&format!(" {} ", limits::ALT_TEXT)));
    }
}
