//! Editor.js documents, a case study's content (spec §3 "Case study": content, §4 "Editor").
//!
//! A document is `{time?, version?, blocks: [{id?, type, data, tunes?}]}`. Loading follows §4:
//! text that parses as an object with a blocks list is a document; anything else is the empty
//! document, never an error. Each block keeps its `data` as raw JSON so a save round-trips every
//! field, including blocks of types Folio does not know; [`Block::typed`] reads the blocks the
//! admin's editor writes into typed models ([`model`]), and [`validity`] holds the rules of §5.

pub mod model;
#[cfg(feature = "render")]
pub mod render;
pub mod validity;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// An Editor.js document.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "wasm",
    derive(tsify::Tsify),
    tsify(hashmap_as_object, missing_as_null)
)]
pub struct Document {
    /// When the editor saved it, in milliseconds since the epoch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub time: Option<i64>,
    /// The Editor.js version that saved it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub version: Option<String>,
    /// The blocks, in order.
    #[serde(default)]
    pub blocks: Vec<Block>,
}

/// One block, with its data kept verbatim.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Block {
    /// The editor's id for the block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub id: Option<String>,
    /// The tool that wrote it: `header`, `paragraph`, `list`, `quote`, `code`, `delimiter`,
    /// `image`, `linkTool`, or anything else (kept, not rendered).
    #[serde(rename = "type")]
    pub kind: String,
    /// The tool's data, exactly as saved.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, unknown>"))]
    pub data: Value,
    /// Block tunes, exactly as saved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "Record<string, unknown>"))]
    pub tunes: Option<Value>,
}

impl Block {
    /// The block's typed model; unknown types read as [`model::BlockData::Unknown`].
    pub fn typed(&self) -> model::BlockData {
        model::BlockData::read(&self.kind, &self.data)
    }

    /// Whether it is a link block without a preview to show ([`model::LinkTool::has_preview`]):
    /// a plain link.
    pub fn is_plain_link(&self) -> bool {
        matches!(self.typed(), model::BlockData::LinkTool(link) if !link.has_preview())
    }
}

impl Document {
    /// Reads a parsed JSON value: `None` unless it is an object with a blocks list. Entries of
    /// the list that are not objects with a text `type` are not blocks and are dropped.
    pub fn from_value(value: &Value) -> Option<Document> {
        let object = value.as_object()?;
        let blocks = object.get("blocks")?.as_array()?;
        Some(Document {
            time: object.get("time").and_then(Value::as_i64),
            version: object
                .get("version")
                .and_then(Value::as_str)
                .map(str::to_owned),
            blocks: blocks
                .iter()
                .filter_map(|b| b.as_object().and_then(block))
                .collect(),
        })
    }

    /// The document as the JSON text stored in a case study's content.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| r#"{"blocks":[]}"#.to_owned())
    }
}

fn block(object: &Map<String, Value>) -> Option<Block> {
    Some(Block {
        id: object.get("id").and_then(Value::as_str).map(str::to_owned),
        kind: object.get("type")?.as_str()?.to_owned(),
        data: object
            .get("data")
            .cloned()
            .unwrap_or_else(|| Value::Object(Map::new())),
        tunes: object.get("tunes").cloned(),
    })
}

/// Loads saved content by §4: a document when it parses as an object with a blocks list,
/// otherwise the empty document.
pub fn parse_document(text: &str) -> Document {
    crate::json::parse(text)
        .and_then(|value| Document::from_value(&value))
        .unwrap_or_default()
}

/// Like [`parse_document`] but tells the two apart: `None` when the text is not a document.
pub fn try_parse_document(text: &str) -> Option<Document> {
    Document::from_value(&crate::json::parse(text)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn unknown_blocks_round_trip_verbatim() {
        let text = r#"{"blocks":[{"id":"x","type":"table","data":{"rows":[[1,{"a":null}]]},"tunes":{"t":1}}],"version":"2.30"}"#;
        let document = parse_document(text);
        assert_eq!(parse_document(&document.to_json()), document);
        assert_eq!(document.blocks[0].data["rows"][0][1]["a"], Value::Null);
    }

    proptest! {
        #[test]
        fn loading_any_text_never_fails(text in any::<String>()) {
            let _ = parse_document(&text);
        }
    }
}
