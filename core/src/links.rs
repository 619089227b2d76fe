//! Links in accomplishments and descriptions (spec §2: "only links starting with http: or https:
//! become clickable. Other URL-like text is grey plain text. Line breaks are kept.").
//!
//! Text becomes a list of [`Token`]s that the UI renders as React elements, so nothing here can
//! inject markup. A word is URL-like when it starts with a scheme and `://` (`ftp://x`), with
//! `www.`, or with one of the schemes `javascript:`, `data:`, `vbscript:`, `file:`, `mailto:`,
//! `tel:`, after any opening brackets or quotes. It becomes a link only when it is an http(s) URL
//! ([`crate::url::is_http_url`]); otherwise it is plain URL-like text. Trailing punctuation
//! (`.,;:!?'"` and closing brackets without a partner inside the URL) stays outside. Every line
//! break (`\n`, `\r\n` or `\r`) is a line-break token, so the tokens' texts joined with `\n` for
//! each break give the input with its line breaks written as `\n`.
//!
//! Content renders as written (issue 40): a line typed as a list item (`- item`, `* item` or
//! `• item`, after any indentation, with text after the mark) begins with a [`Token::Bullet`]
//! holding its mark, so a page shows those lines as a list.

use serde::{Deserialize, Serialize};

/// A piece of text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum Token {
    /// Plain text.
    Text {
        /// The text.
        text: String,
    },
    /// A clickable http(s) link.
    Link {
        /// The address, exactly as written.
        href: String,
        /// The text shown, the same address.
        text: String,
    },
    /// URL-like text that is not an http(s) link, shown grey.
    PlainUrl {
        /// The text.
        text: String,
    },
    /// A line break.
    LineBreak,
    /// The mark a list item's line starts with (`- `, `* ` or `• `, with any indentation): the
    /// rest of the line, up to the next line break, is one item of a list.
    Bullet {
        /// The mark as written.
        text: String,
    },
}

/// The list mark `line` starts with (its indentation, the mark and the spaces after it), when
/// the line is a list item: text follows the mark.
fn bullet(line: &str) -> Option<&str> {
    let indent = line.len() - line.trim_start().len();
    let rest = &line[indent..];
    let mark = ['-', '*', '•']
        .into_iter()
        .find(|mark| rest.starts_with(*mark))?;
    let after = &rest[mark.len_utf8()..];
    let spaces = after.len() - after.trim_start().len();
    if spaces == 0 || after.trim().is_empty() {
        return None;
    }
    Some(&line[..indent + mark.len_utf8() + spaces])
}

/// One line's tokens: its list mark, if any, then its words.
fn line_tokens(line: &str, plain: &mut String, tokens: &mut Vec<Token>) {
    let rest = match bullet(line) {
        Some(mark) => {
            tokens.push(Token::Bullet {
                text: mark.to_owned(),
            });
            &line[mark.len()..]
        }
        None => line,
    };
    words(rest, plain, tokens);
}

const OPAQUE_SCHEMES: [&str; 6] = [
    "javascript:",
    "data:",
    "vbscript:",
    "file:",
    "mailto:",
    "tel:",
];

/// Splits `text` into tokens by the rule of §2.
pub fn link_tokens(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut plain = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(['\r', '\n']) {
        line_tokens(&rest[..at], &mut plain, &mut tokens);
        flush(&mut plain, &mut tokens);
        tokens.push(Token::LineBreak);
        let width = if rest[at..].starts_with("\r\n") { 2 } else { 1 };
        rest = &rest[at + width..];
    }
    line_tokens(rest, &mut plain, &mut tokens);
    flush(&mut plain, &mut tokens);
    tokens
}

fn flush(plain: &mut String, tokens: &mut Vec<Token>) {
    if !plain.is_empty() {
        tokens.push(Token::Text {
            text: std::mem::take(plain),
        });
    }
}

/// Tokenises one line: whitespace and ordinary words are text, URL-like words are split out.
fn words(line: &str, plain: &mut String, tokens: &mut Vec<Token>) {
    let mut rest = line;
    while !rest.is_empty() {
        let word_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let (word, after) = rest.split_at(word_end);
        let space_end = after
            .find(|c: char| !c.is_whitespace())
            .unwrap_or(after.len());
        match url_span(word) {
            Some((start, end)) => {
                plain.push_str(&word[..start]);
                flush(plain, tokens);
                let url = &word[start..end];
                tokens.push(if crate::url::is_http_url(url) {
                    Token::Link {
                        href: url.to_owned(),
                        text: url.to_owned(),
                    }
                } else {
                    Token::PlainUrl {
                        text: url.to_owned(),
                    }
                });
                plain.push_str(&word[end..]);
            }
            None => plain.push_str(word),
        }
        plain.push_str(&after[..space_end]);
        rest = &after[space_end..];
    }
}

/// Where a URL-like part of `word` starts and ends, if any.
fn url_span(word: &str) -> Option<(usize, usize)> {
    let start = word.find(|c: char| !matches!(c, '(' | '[' | '{' | '<' | '"' | '\''))?;
    let candidate = &word[start..];
    if !is_url_like(candidate) {
        return None;
    }
    let mut end = candidate.len();
    while let Some(last) = candidate[..end].chars().next_back() {
        let inner = &candidate[..end];
        let unbalanced = |open: char| inner.matches(open).count() < inner.matches(last).count();
        let strip = match last {
            '.' | ',' | ';' | ':' | '!' | '?' | '\'' | '"' => true,
            ')' => unbalanced('('),
            ']' => unbalanced('['),
            '}' => unbalanced('{'),
            '>' => unbalanced('<'),
            _ => false,
        };
        if !strip {
            break;
        }
        end -= last.len_utf8();
    }
    (end > 0 && is_url_like(&candidate[..end])).then_some((start, start + end))
}

fn is_url_like(text: &str) -> bool {
    let lower = |n: usize| text.get(..n).map(str::to_ascii_lowercase);
    if lower(4).as_deref() == Some("www.") && text.len() > 4 {
        return true;
    }
    if OPAQUE_SCHEMES
        .iter()
        .any(|s| lower(s.len()).as_deref() == Some(*s) && text.len() > s.len())
    {
        return true;
    }
    match text.find("://") {
        Some(colon) if colon > 0 && text.len() > colon + 3 => {
            let scheme = &text[..colon];
            scheme.starts_with(|c: char| c.is_ascii_alphabetic())
                && scheme
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
        }
        _ => false,
    }
}

/// [`Token`] in the server's OpenAPI document. A tagged enum with struct variants has no derive
/// there, so its schema is written out: one object per variant, told apart by `type`. Its JSON is
/// serde's, the same the browser reads through WASM.
#[cfg(feature = "openapi")]
mod openapi {
    use super::Token;
    use crate::openapi_json::json_type;
    use poem_openapi::registry::{MetaSchema, MetaSchemaRef, Registry};
    use serde_json::Value;
    use std::borrow::Cow;

    /// The schema of one variant: its `type` and its text fields, all required.
    fn variant(
        tag: &'static str,
        description: &'static str,
        fields: &[&'static str],
    ) -> MetaSchemaRef {
        let string = || MetaSchemaRef::Inline(Box::new(MetaSchema::new("string")));
        let kind = MetaSchema {
            enum_items: vec![Value::from(tag)],
            ..MetaSchema::new("string")
        };
        MetaSchemaRef::Inline(Box::new(MetaSchema {
            description: Some(description),
            required: std::iter::once("type")
                .chain(fields.iter().copied())
                .collect(),
            properties: std::iter::once(("type", MetaSchemaRef::Inline(Box::new(kind))))
                .chain(fields.iter().map(|field| (*field, string())))
                .collect(),
            ..MetaSchema::new("object")
        }))
    }

    json_type!(Token {
        fn name() -> Cow<'static, str> {
            "Token".into()
        }

        fn schema_ref() -> MetaSchemaRef {
            MetaSchemaRef::Reference("Token".into())
        }

        fn register(registry: &mut Registry) {
            registry.create_schema::<Self, _>("Token".into(), |_| MetaSchema {
                description: Some("A piece of text: plain, a clickable http(s) link, URL-like text shown grey, a line break, or the mark of a line typed as a list item."),
                one_of: vec![
                    variant("text", "Plain text.", &["text"]),
                    variant("link", "A clickable http(s) link; `text` is the address as written.", &["href", "text"]),
                    variant("plainUrl", "URL-like text that is not an http(s) link.", &["text"]),
                    variant("lineBreak", "A line break.", &[]),
                    variant("bullet", "The mark (`- `, `* ` or `• `) a line typed as a list item starts with; the line up to the next line break is one item.", &["text"]),
                ],
                ..MetaSchema::ANY
            });
        }
    });
}
