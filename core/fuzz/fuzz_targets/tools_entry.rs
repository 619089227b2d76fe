//! Any tools entries (spec §3): the text as one plain or JSON-string entry, and, when the input
//! is a JSON list, its items as entries. Normalising never panics and always gives trimmed,
//! non-blank names, distinct when compared case-insensitively, with trimmed non-blank usages.
#![no_main]

use folio_core::tools::{Tool, normalize_tools, parse_tool_entry};
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fn check(tools: &[Tool]) {
    let mut keys: Vec<String> = tools.iter().map(|t| t.name.to_lowercase()).collect();
    for tool in tools {
        assert!(!tool.name.is_empty() && tool.name.trim() == tool.name);
        if let Some(usage) = &tool.usage {
            assert!(!usage.is_empty() && usage.trim() == usage);
        }
    }
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), tools.len(), "names are distinct");
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let entry = Value::String(text.to_owned());
    let _ = parse_tool_entry(&entry);
    check(&normalize_tools(&[entry]));
    if let Ok(Value::Array(entries)) = serde_json::from_str::<Value>(text) {
        check(&normalize_tools(&entries));
    }
});
