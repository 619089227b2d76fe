//! The checks of a case study's content and tags, which its form and each of its translations
//! run alike ([`super::case_study`], [`crate::translations::check`]).

use super::{FieldCode, ValidationErrors, limits};
use crate::blocks::{try_parse_document, validity::block_issues};

/// Checks `content`, a document's JSON text, as the case study's `field`.
pub(crate) fn check_content(errors: &mut ValidationErrors, field: &str, content: &str) {
    if content.len() > limits::CONTENT {
        content_too_long(errors, field);
        return;
    }
    match try_parse_document(content) {
        _ if content.is_empty() => errors.push(field, FieldCode::Required, "Content is required"),
        None => errors.push(
            field,
            FieldCode::InvalidFormat,
            "Content must be an editor document",
        ),
        Some(document) if document.blocks.is_empty() => {
            errors.push(field, FieldCode::Required, "Content is required");
        }
        Some(document) => {
            for issue in block_issues(&document) {
                errors.push(field, FieldCode::InvalidBlock, issue.message);
            }
        }
    }
}

/// Content is bounded in bytes of JSON text: text of many-byte characters is refused too, where
/// a count of characters would let it pass.
pub(crate) fn content_too_long(errors: &mut ValidationErrors, field: &str) {
    errors.push(
        field,
        FieldCode::TooLong,
        format!("Content must be at most {} characters", limits::CONTENT),
    );
}

/// Checks the bounds of `tags` as the case study's `field`: how many, and each one's length.
pub(crate) fn check_tags(errors: &mut ValidationErrors, field: &str, tags: &[String]) {
    if tags.len() > limits::TAGS {
        errors.push(
            field,
            FieldCode::TooMany,
            format!("At most {} tags are allowed", limits::TAGS),
        );
    }
    if tags
        .iter()
        .any(|tag| tag.trim().chars().count() > limits::TAG)
    {
        errors.push(
            field,
            FieldCode::TooLong,
            format!("Each tag must be at most {} characters", limits::TAG),
        );
    }
}
