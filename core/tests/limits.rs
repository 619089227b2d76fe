//! `core/limits.json` is how the browser learns folio-core's field bounds (the admin's inputs and
//! character counters import it through `web/src/lib/core.ts`); it must say what
//! `validation::limits` says. `core/suggestions.json` is how it learns the forms' suggestions; it
//! must say what `suggestions` says.

#[test]
fn the_limits_file_holds_every_bound_of_folio_core() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/limits.json");
    let text = std::fs::read_to_string(path).expect("core/limits.json");
    let file: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let bounds = serde_json::to_value(folio_core::validation::all_limits()).expect("serialises");
    assert_eq!(
        file, bounds,
        "update core/limits.json to match validation::limits"
    );
}

#[test]
fn the_suggestions_file_holds_folio_cores_suggestions() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/suggestions.json");
    let text = std::fs::read_to_string(path).expect("core/suggestions.json");
    let file: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let lists = serde_json::to_value(folio_core::suggestions::suggestions()).expect("serialises");
    assert_eq!(
        file, lists,
        "update core/suggestions.json to match folio-core's suggestions"
    );
}
