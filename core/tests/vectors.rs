//! Runs the shared test vectors in `tests/vectors/*.json`, the same files the web tests run
//! through the WASM module, so both runtimes are proven on the same cases.

use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct VectorFile {
    cases: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    name: String,
    input: Value,
    output: Value,
}

fn cases(file: &str) -> Vec<Case> {
    let path = format!("{}/tests/vectors/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let parsed: VectorFile = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert!(!parsed.cases.is_empty(), "{path} has no cases");
    parsed.cases
}

/// Runs every case of `file` through `rule`, reporting every failing case at once.
fn check(file: &str, rule: impl Fn(&Value) -> Value) {
    let failures: Vec<String> = cases(file)
        .into_iter()
        .filter_map(|case| {
            let got = rule(&case.input);
            (got != case.output)
                .then(|| format!("{}: expected {}, got {got}", case.name, case.output))
        })
        .collect();
    assert!(failures.is_empty(), "{file}:\n{}", failures.join("\n"));
}

#[test]
fn slug_vectors() {
    check("slug.json", |input| {
        Value::from(folio_core::slug::slugify(
            input.as_str().expect("string input"),
        ))
    });
}
