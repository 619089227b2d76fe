//! The backend's `crate::` imports point one way, down the layers of [`LAYERS`] (issue 24 point 1;
//! ARCHITECTURE.md lists them too).
//!
//! Every source file under `backend/src` is read and parsed; every `crate::` path in it (in a
//! `use`, grouped or not, inline in code, or inside a macro's arguments) is placed in the layer of
//! the module it names. A path to a layer above its file's fails, and so does a path to another
//! module of the same layer when that layer's modules stand apart (`apart`). A file whose module
//! the table does not place fails too, so a new module is given its layer when it is added.
//! Relative paths (`super::`, `self::`) stay inside their module and are not read; doc comments
//! are not code.

use crate::imports::{Imports, module_of, sources};
use std::path::Path;

/// A layer: the modules in it, whether they stand apart from each other, and why it is there.
struct Layer {
    name: &'static str,
    /// Module paths below `crate` (`api`, `uploads::serving`); a module belongs to the longest
    /// one it starts with, so a submodule can sit in another layer than its parent.
    modules: &'static [&'static str],
    /// Whether a module of this layer may not use another module of it.
    apart: bool,
    why: &'static str,
}

/// The layers, top to bottom; an import may only point down (folio-core, under them all, is
/// another crate).
const LAYERS: &[Layer] = &[
    Layer {
        name: "start-up",
        modules: &["main", "lib", "cli", "config"],
        apart: false,
        why: "builds the app from its settings (lib's `app`) and runs the shell commands; nothing \
              below may reach back into it",
    },
    Layer {
        name: "edge",
        modules: &["listener", "middleware"],
        apart: true,
        why: "wraps every connection and every request, around whichever handler answers it",
    },
    Layer {
        name: "handlers",
        modules: &["api", "pages", "web", "docs", "uploads::serving"],
        apart: true,
        why: "answer requests (the JSON API, the pages, the built app, the API's docs, the \
              uploads); what two of them share lives below, never in one of them",
    },
    Layer {
        name: "read model",
        modules: &[
            "site", "snapshot", "budget", "state", "auth", "session", "client", "error", "render",
            "contact", "og_card", "identity", "compress", "archive", "images", "fetch", "preview",
            "uploads", "visits", "resume", "linkedin",
        ],
        apart: false,
        why: "what the handlers read and do: the public site as the API and the pages both show \
              it, its snapshot, the state every handler reaches, sign-in, rendering, uploads, \
              the archive and guarded fetches",
    },
    Layer {
        name: "db",
        modules: &["db"],
        apart: false,
        why: "the SQL, one module per table family, every write in one transaction; it knows \
              nothing of HTTP or of the layers above",
    },
];

/// Where a module sits: its layer's index (0 at the top) and the table's entry it matched.
fn place(module: &[String]) -> Option<(usize, &'static str)> {
    let mut best: Option<(usize, &'static str)> = None;
    for (index, layer) in LAYERS.iter().enumerate() {
        for entry in layer.modules {
            let segments: Vec<&str> = entry.split("::").collect();
            let fits =
                segments.len() <= module.len() && segments.iter().zip(module).all(|(a, b)| a == b);
            if fits && best.is_none_or(|(_, kept)| kept.split("::").count() < segments.len()) {
                best = Some((index, entry));
            }
        }
    }
    best
}

/// What is wrong with the imports of the sources under `src`, one line each.
fn violations(src: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for file in sources(src) {
        let relative = file.strip_prefix(src).expect("under src");
        let shown = format!("backend/src/{}", relative.display());
        let module = module_of(relative);
        let Some((layer, entry)) = place(&module) else {
            found.push(format!(
                "{shown}: the module {} has no layer; add it to LAYERS in backend/tests/shape/layers.rs",
                module.join("::")
            ));
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("a readable source");
        let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{shown} parses: {e}"));
        for import in Imports::of(&parsed).crate_paths() {
            let named = format!("crate::{}", import.path.join("::"));
            // A path whose first segment is no module of the crate names an item of its root,
            // `lib.rs` (`crate::AppState`, `crate::Config`).
            let is_module = import.path.first().is_some_and(|first| {
                src.join(format!("{first}.rs")).is_file()
                    || src.join(first).join("mod.rs").is_file()
            });
            let target = if is_module {
                import.path.clone()
            } else {
                vec!["lib".to_owned()]
            };
            let Some((to_layer, to_entry)) = place(&target) else {
                found.push(format!(
                    "{shown}:{}: `{named}` names the module {}, which has no layer",
                    import.line, target[0]
                ));
                continue;
            };
            let (from, to) = (&LAYERS[layer], &LAYERS[to_layer]);
            if to_layer < layer {
                found.push(format!(
                    "{shown}:{}: `{named}` runs up from {entry} ({}) to {to_entry} ({})",
                    import.line, from.name, to.name
                ));
            } else if to_layer == layer && from.apart && to_entry != entry {
                found.push(format!(
                    "{shown}:{}: `{named}`: {entry} and {to_entry} stand apart in the {} layer; \
                     move what they share below it",
                    import.line, from.name
                ));
            }
        }
    }
    found
}

#[test]
fn every_crate_import_points_down_the_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = violations(&src);
    assert!(
        found.is_empty(),
        "{} import(s) against the layers:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn each_module_of_the_table_is_in_one_layer_and_each_layer_says_why() {
    let mut seen = std::collections::HashSet::new();
    for layer in LAYERS {
        assert!(!layer.why.is_empty(), "{}", layer.name);
        for module in layer.modules {
            assert!(seen.insert(*module), "{module} is in two layers");
        }
    }
}

/// Handlers write no SQL and open no transaction: every statement and every transaction is in
/// `db` (ARCHITECTURE.md's invariant), so a handler's work is parse, decide, call `db`, answer.
#[test]
fn no_handler_writes_sql_or_opens_a_transaction() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let handlers = LAYERS
        .iter()
        .find(|layer| layer.name == "handlers")
        .expect("a handlers layer");
    let mut found = Vec::new();
    for file in sources(&src) {
        let relative = file.strip_prefix(&src).expect("under src");
        let in_handlers = place(&module_of(relative))
            .is_some_and(|(layer, _)| std::ptr::eq(&LAYERS[layer], handlers));
        let text = std::fs::read_to_string(&file).expect("a readable source");
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if in_handlers
                && ["sqlx::query", "begin_", ".begin()"]
                    .iter()
                    .any(|s| code.contains(s))
            {
                found.push(format!(
                    "backend/src/{}:{}: {}",
                    relative.display(),
                    number + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "SQL or a transaction in a handler; move it into db:\n{}",
        found.join("\n")
    );
}
