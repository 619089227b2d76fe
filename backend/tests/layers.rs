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

use proc_macro2::{TokenStream, TokenTree};
use std::path::{Path, PathBuf};
use syn::visit::Visit;

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
            "og_card", "identity", "compress", "archive", "images", "fetch", "preview", "uploads",
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

/// The module a source file under `src` is: `api/home.rs` is `api::home`, `uploads/mod.rs` is
/// `uploads`, `lib.rs` is `lib`.
fn module_of(relative: &Path) -> Vec<String> {
    let mut segments: Vec<String> = relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if segments.len() > 1 && segments.last().is_some_and(|last| last == "mod") {
        segments.pop();
    }
    segments
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("backend/src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A `crate::` path found in a file, and its line.
struct Import {
    line: usize,
    path: Vec<String>,
}

/// Collects the `crate::` paths of a parsed file.
#[derive(Default)]
struct Imports(Vec<Import>);

impl Imports {
    fn add(&mut self, line: usize, path: Vec<String>) {
        self.0.push(Import { line, path });
    }

    /// Every leaf of a `use` tree under `prefix` (`use crate::{a, b::{c, self}}` is `a`, `b::c`
    /// and `b`).
    fn use_tree(&mut self, tree: &syn::UseTree, prefix: &mut Vec<String>) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(&path.tree, prefix);
                prefix.pop();
            }
            syn::UseTree::Name(name) => self.use_leaf(prefix, &name.ident),
            syn::UseTree::Rename(rename) => self.use_leaf(prefix, &rename.ident),
            syn::UseTree::Glob(glob) => {
                let line = glob.star_token.spans[0].start().line;
                self.crate_path(line, prefix);
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(tree, prefix);
                }
            }
        }
    }

    fn use_leaf(&mut self, prefix: &[String], ident: &syn::Ident) {
        let line = ident.span().start().line;
        let mut path = prefix.to_vec();
        if ident != "self" {
            path.push(ident.to_string());
        }
        self.crate_path(line, &path);
    }

    /// Keeps `path` when it starts at `crate`, without that first segment.
    fn crate_path(&mut self, line: usize, path: &[String]) {
        if path.first().is_some_and(|first| first == "crate") {
            self.add(line, path[1..].to_vec());
        }
    }

    /// `crate :: a :: b` runs in a macro's tokens, at any depth.
    fn tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut at = 0;
        while at < trees.len() {
            match &trees[at] {
                TokenTree::Group(group) => self.tokens(group.stream()),
                TokenTree::Ident(ident) if ident == "crate" => {
                    let line = ident.span().start().line;
                    let mut path = Vec::new();
                    let mut next = at + 1;
                    while let (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) =
                        (trees.get(next), trees.get(next + 1))
                        && a.as_char() == ':'
                        && b.as_char() == ':'
                        && let Some(TokenTree::Ident(segment)) = trees.get(next + 2)
                    {
                        path.push(segment.to_string());
                        next += 3;
                    }
                    if !path.is_empty() {
                        self.add(line, path);
                    }
                    at = next - 1;
                }
                _ => {}
            }
            at += 1;
        }
    }
}

impl<'ast> Visit<'ast> for Imports {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&item.tree, &mut Vec::new());
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if path.leading_colon.is_none() && segments.len() > 1 {
            let line = path.segments[0].ident.span().start().line;
            self.crate_path(line, &segments);
        }
        syn::visit::visit_path(self, path);
    }

    // `pub(crate)` names the crate, not a module in it.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        syn::visit::visit_macro(self, mac);
    }
}

/// What is wrong with the imports of the sources under `src`, one line each.
fn violations(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    sources(src, &mut files);
    files.sort();
    let mut found = Vec::new();
    for file in files {
        let relative = file.strip_prefix(src).expect("under src");
        let shown = format!("backend/src/{}", relative.display());
        let module = module_of(relative);
        let Some((layer, entry)) = place(&module) else {
            found.push(format!(
                "{shown}: the module {} has no layer; add it to LAYERS in backend/tests/layers.rs",
                module.join("::")
            ));
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("a readable source");
        let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{shown} parses: {e}"));
        let mut imports = Imports::default();
        imports.visit_file(&parsed);
        for import in imports.0 {
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

/// The reader itself: a grouped `use`, a renamed one, an inline path, a path in a macro's
/// arguments and a glob are found, each on its line; `pub(crate)` and relative paths are not.
#[test]
fn the_reader_finds_every_kind_of_crate_path() {
    let source = "use crate::{a, b::{c, self}};\n\
                  use crate::d as e;\n\
                  pub(crate) fn f() { crate::g::h(); }\n\
                  fn i() { tracing::info!(\"{}\", crate::j::K); }\n\
                  use crate::l::*;\n\
                  use super::m;\n";
    let mut imports = Imports::default();
    imports.visit_file(&syn::parse_file(source).unwrap());
    let found: Vec<(usize, String)> = imports
        .0
        .into_iter()
        .map(|import| (import.line, import.path.join("::")))
        .collect();
    let expected = [
        (1, "a"),
        (1, "b::c"),
        (1, "b"),
        (2, "d"),
        (3, "g::h"),
        (4, "j::K"),
        (5, "l"),
    ];
    assert_eq!(
        found,
        expected
            .map(|(line, path)| (line, path.to_owned()))
            .to_vec()
    );
}
