//! The data files the browser reads folio-core's constants from, so that they need no code in the
//! WASM module: `core/limits.json`, the field bounds (the admin's inputs and character counters),
//! must say what `validation::limits` says, and `core/suggestions.json`, the forms' suggestions,
//! what `suggestions` says. `web/src/lib/core.ts` imports both.

/// Asserts that `core/{name}` holds `value` as JSON.
fn assert_file_holds(name: &str, value: impl serde::Serialize) {
    let path = format!("{}/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("core/{name}"));
    let file: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let value = serde_json::to_value(value).expect("serialises");
    assert_eq!(file, value, "update core/{name} to match folio-core");
}

#[test]
fn the_limits_file_holds_every_bound_of_folio_core() {
    assert_file_holds("limits.json", folio_core::validation::all_limits());
}

#[test]
fn the_suggestions_file_holds_folio_cores_suggestions() {
    assert_file_holds("suggestions.json", folio_core::suggestions::suggestions());
}
