//! No import circle between the source files of folio-core or of folio-server (issue 41 point 1).
//!
//! Each file's paths (`crate::`, `super::`, `self::` and its own submodules', in a `use`, in code
//! or in a macro's arguments) are followed to the file that defines the item they name: through
//! every `use` of the file they pass, re-exports included, so `crate::db::Thing` re-exported by
//! `db/mod.rs` from `db/spelling.rs` leads to `db/spelling.rs`. A `pub use` is what a file offers,
//! not what it uses, and `#[cfg(test)]` code is the tests', so neither draws an arrow. Any set of
//! files that reach each other along the arrows fails, with the arrows that close it.

use crate::imports::{Import, Imports, Root, module_of, sources};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What the test knows of one file.
struct File {
    shown: String,
    /// The names its top level defines (items, and modules written inline).
    defines: BTreeSet<String>,
    imports: Imports,
}

/// A crate's files by module path (`lib.rs` is the empty path).
struct Crate {
    files: BTreeMap<Vec<String>, File>,
}

impl Crate {
    fn read(src: &Path, shown: &str) -> Self {
        let mut files = BTreeMap::new();
        for path in sources(src) {
            let relative = path.strip_prefix(src).expect("under src");
            let mut module = module_of(relative);
            // A binary's `main.rs` is a crate of its own, which reaches the library by name.
            if module == ["main"] {
                continue;
            }
            if module == ["lib"] {
                module.clear();
            }
            let text = std::fs::read_to_string(&path).expect("a readable source");
            let shown = format!("{shown}/{}", relative.display());
            let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{shown} parses: {e}"));
            let defines = parsed.items.iter().filter_map(defined_name).collect();
            let imports = Imports::of(&parsed);
            files.insert(
                module,
                File {
                    shown,
                    defines,
                    imports,
                },
            );
        }
        Self { files }
    }

    /// The module path `import` names, from the file of module `from`.
    fn absolute(from: &[String], import: &Import) -> Vec<String> {
        match import.root {
            Root::Crate => import.path.clone(),
            Root::Relative => {
                let mut at = from.to_vec();
                let mut rest = import.path.as_slice();
                while let Some((first, tail)) = rest.split_first()
                    && first == "super"
                {
                    at.pop();
                    rest = tail;
                }
                at.extend(rest.iter().cloned());
                at
            }
        }
    }

    /// The file that defines what `path` names, following `use` items at most `depth` times more.
    fn definer(&self, path: &[String], depth: usize) -> Option<&Vec<String>> {
        let (module, file) = (0..=path.len())
            .rev()
            .find_map(|len| self.files.get_key_value(&path[..len]))?;
        let Some(name) = path.get(module.len()) else {
            return Some(module);
        };
        if file.defines.contains(name) || depth == 0 {
            return Some(module);
        }
        if file.imports.foreign.contains(name) {
            return None;
        }
        let rest = &path[module.len() + 1..];
        let used = file
            .imports
            .found
            .iter()
            .find(|i| i.alias.as_ref() == Some(name));
        if let Some(import) = used {
            let mut next = Self::absolute(module, import);
            next.extend(rest.iter().cloned());
            return self.definer(&next, depth - 1);
        }
        for glob in file
            .imports
            .found
            .iter()
            .filter(|i| i.alias.as_deref() == Some("*"))
        {
            let mut next = Self::absolute(module, glob);
            next.push(name.clone());
            next.extend(rest.iter().cloned());
            if let Some(found) = self.definer(&next, depth - 1)
                && self.files[found]
                    .defines
                    .contains(next.get(found.len()).unwrap_or(name))
            {
                return Some(found);
            }
        }
        Some(module)
    }

    /// Each file's arrows: the files it uses, with the line of the first use of each.
    fn arrows(&self) -> BTreeMap<&Vec<String>, BTreeMap<&Vec<String>, usize>> {
        let mut arrows: BTreeMap<_, BTreeMap<_, usize>> = BTreeMap::new();
        for (module, file) in &self.files {
            let entry = arrows.entry(module).or_default();
            for import in &file.imports.found {
                if import.reexport || import.in_test {
                    continue;
                }
                let path = Self::absolute(module, import);
                // `use crate::auth;` names a module: the paths through it draw the arrows.
                let names_module = import.alias.as_deref().is_some_and(|a| a != "*")
                    && self.files.contains_key(&path);
                if let Some(to) = self.definer(&path, 8)
                    && to != module
                    && !names_module
                {
                    entry.entry(to).or_insert(import.line);
                }
            }
        }
        arrows
    }

    /// Every circle, as the arrows between its files (`a.rs:12 → b.rs`).
    fn circles(&self) -> Vec<String> {
        let arrows = self.arrows();
        let reach = |from: &Vec<String>| {
            let mut seen = BTreeSet::new();
            let mut todo = vec![from];
            while let Some(at) = todo.pop() {
                for to in arrows.get(at).into_iter().flat_map(|a| a.keys()) {
                    if seen.insert(*to) {
                        todo.push(to);
                    }
                }
            }
            seen
        };
        let reached: BTreeMap<_, _> = self.files.keys().map(|m| (m, reach(m))).collect();
        let mut done = BTreeSet::new();
        let mut found = Vec::new();
        for module in self.files.keys() {
            if done.contains(module) || !reached[module].contains(module) {
                continue;
            }
            let circle: BTreeSet<_> = reached[module]
                .iter()
                .filter(|other| reached[**other].contains(module))
                .copied()
                .collect();
            let mut lines = Vec::new();
            for from in &circle {
                for (to, line) in &arrows[*from] {
                    if circle.contains(to) {
                        let (a, b) = (&self.files[*from].shown, &self.files[*to].shown);
                        lines.push(format!("{a}:{line} → {b}"));
                    }
                }
            }
            done.extend(circle);
            found.push(lines.join(", "));
        }
        found
    }
}

/// The name a top-level item defines, if any.
fn defined_name(item: &syn::Item) -> Option<String> {
    let ident = match item {
        syn::Item::Const(item) => &item.ident,
        syn::Item::Enum(item) => &item.ident,
        syn::Item::Fn(item) => &item.sig.ident,
        syn::Item::Mod(item) if item.content.is_some() => &item.ident,
        syn::Item::Static(item) => &item.ident,
        syn::Item::Struct(item) => &item.ident,
        syn::Item::Trait(item) => &item.ident,
        syn::Item::Type(item) => &item.ident,
        syn::Item::Union(item) => &item.ident,
        syn::Item::Macro(item) => item.ident.as_ref()?,
        _ => return None,
    };
    Some(ident.to_string())
}

fn assert_no_circle(src: &str, shown: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(src);
    let circles = Crate::read(&root, shown).circles();
    assert!(
        circles.is_empty(),
        "{} import circle(s) in {shown}; move what the files share into a module both use:\n{}",
        circles.len(),
        circles.join("\n")
    );
}

#[test]
fn no_two_files_of_folio_core_import_each_other() {
    assert_no_circle("../core/src", "core/src");
}

#[test]
fn no_two_files_of_folio_server_import_each_other() {
    assert_no_circle("src", "backend/src");
}
