//! JSON text read as a value, where a rule needs it (a JSON-string tools entry, a case study's
//! content).
//!
//! On the server serde_json parses. In the browser's module (feature `wasm` on `wasm32`) the
//! browser's own `JSON.parse` does, so the module carries no JSON parser of its own (6 KB of its
//! brotli size). Both refuse text nested deeper than serde_json's limit; otherwise they differ
//! only on numbers and escapes (docs/rules.md lists how): `JSON.parse` reads every number as an
//! `f64`, and accepts a number beyond `f64`'s range (read as `null`) and a lone surrogate escape
//! (read as U+FFFD), which serde_json refuses.

use serde_json::Value;

/// Parses JSON text; `None` when it is not JSON.
#[cfg(not(all(feature = "wasm", target_arch = "wasm32")))]
pub(crate) fn parse(text: &str) -> Option<Value> {
    serde_json::from_str(text).ok()
}

/// Parses JSON text; `None` when it is not JSON.
#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
pub(crate) fn parse(text: &str) -> Option<Value> {
    if too_deep(text) {
        return None;
    }
    tsify::serde_wasm_bindgen::from_value(browser::parse(text).ok()?).ok()
}

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
mod browser {
    use wasm_bindgen::prelude::{JsValue, wasm_bindgen};

    #[wasm_bindgen]
    extern "C" {
        /// The browser's `JSON.parse`; throws (here `Err`) on text that is not JSON.
        #[wasm_bindgen(js_namespace = JSON, catch)]
        pub(super) fn parse(text: &str) -> Result<JsValue, JsValue>;
    }
}

/// serde_json's limit: the 128th list or object opened inside one another makes text not JSON.
#[cfg(any(test, all(feature = "wasm", target_arch = "wasm32")))]
const MAX_DEPTH: usize = 128;

/// Whether JSON text nests lists and objects as deep as [`MAX_DEPTH`], so serde_json would refuse
/// it. The browser must refuse it too, and before `JSON.parse`: reading the parsed value
/// recurses once per level, and deep enough text would overflow the module's stack, which
/// leaves the module unusable until the page reloads.
#[cfg(any(test, all(feature = "wasm", target_arch = "wasm32")))]
fn too_deep(text: &str) -> bool {
    let (mut depth, mut in_string, mut escaped) = (0, false, false);
    for byte in text.bytes() {
        match byte {
            _ if escaped => escaped = false,
            b'\\' if in_string => escaped = true,
            b'"' => in_string = !in_string,
            _ if in_string => {}
            b'[' | b'{' => {
                depth += 1;
                if depth == MAX_DEPTH {
                    return true;
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(depth: usize, open: &str, close: &str) -> String {
        format!("{}{}", open.repeat(depth), close.repeat(depth))
    }

    #[test]
    fn the_depth_limit_is_serde_jsons() {
        for depth in [1, 126, 127, 128, 129, 1000] {
            for text in [
                nested(depth, "[", "]"),
                nested(depth, "{\"a\":", "}").replace(":}", ":1}"),
                format!("{{\"t\":\"[[{{\\\"\",\"d\":{}}}", nested(depth, "[", "]")),
            ] {
                let refused = serde_json::from_str::<Value>(&text).is_err();
                assert_eq!(too_deep(&text), refused, "depth {depth}: {text:.40}");
            }
        }
    }
}
