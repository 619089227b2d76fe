//! The reader both shape tests share: the module paths a source file names, each with its line,
//! whether it starts at `crate`, at `super`/`self` or at a module the file declares, and whether a
//! `pub use` re-exports it.

use proc_macro2::{TokenStream, TokenTree};
use std::path::{Path, PathBuf};
use syn::visit::Visit;

/// The module a source file under `src` is: `api/home.rs` is `api::home`, `uploads/mod.rs` is
/// `uploads`, `lib.rs` is `lib`.
pub fn module_of(relative: &Path) -> Vec<String> {
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

/// Every `.rs` file under `dir`, sorted.
pub fn sources(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("a readable source folder") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}

/// Where a path starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Root {
    /// `crate::…`, the segments after `crate`.
    Crate,
    /// `self::…`, `super::…` (any number of them) or a module the file declares (`mod x;` then
    /// `x::…`): the segments from the file's own module, `super` kept as a segment.
    Relative,
}

/// A path found in a file, and its line.
#[derive(Debug)]
pub struct Import {
    pub line: usize,
    pub root: Root,
    pub path: Vec<String>,
    /// Named by a `pub use` (a re-export: what the file offers, not what it uses).
    pub reexport: bool,
    /// Inside an item marked `#[cfg(test)]`.
    pub in_test: bool,
    /// The name a `use` makes visible in the file (its last segment, or its `as` name).
    pub alias: Option<String>,
}

/// Collects the paths of a parsed file.
#[derive(Default)]
pub struct Imports {
    pub found: Vec<Import>,
    /// The modules the file declares (`mod x;` or `mod x { … }`), whose names start a path.
    children: Vec<String>,
    /// The names `use` items bring from other crates (`use std::fmt::Write;` is `Write`).
    pub foreign: Vec<String>,
    /// The names `use` items bring from this crate, and what each names: a path in code that
    /// starts with one (`auth::Passwords` after `use crate::auth;`) continues it.
    names: Vec<(String, Root, Vec<String>)>,
    reexport: bool,
    in_test: bool,
    alias: Option<String>,
}

impl Imports {
    /// Reads `file`'s paths.
    pub fn of(file: &syn::File) -> Self {
        let mut imports = Self::default();
        for item in &file.items {
            if let syn::Item::Mod(module) = item {
                imports.children.push(module.ident.to_string());
            }
        }
        // Twice: first for what the `use` items name, then for every path.
        imports.visit_file(file);
        imports.names = (imports.found.drain(..))
            .filter(|i| !i.in_test)
            .filter_map(|i| Some((i.alias.filter(|a| a != "*")?, i.root, i.path)))
            .collect();
        imports.foreign.clear();
        imports.visit_file(file);
        imports
    }

    /// The `crate::` paths alone, without their `crate` segment.
    pub fn crate_paths(&self) -> impl Iterator<Item = &Import> {
        self.found
            .iter()
            .filter(|import| import.root == Root::Crate)
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
            syn::UseTree::Name(name) => self.use_leaf(prefix, &name.ident, &name.ident),
            syn::UseTree::Rename(rename) => self.use_leaf(prefix, &rename.ident, &rename.rename),
            syn::UseTree::Glob(glob) => {
                let line = glob.star_token.spans[0].start().line;
                self.alias = Some("*".to_owned());
                self.path(line, prefix);
                self.alias = None;
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(tree, prefix);
                }
            }
        }
    }

    fn use_leaf(&mut self, prefix: &[String], ident: &syn::Ident, alias: &syn::Ident) {
        let line = ident.span().start().line;
        let mut path = prefix.to_vec();
        if ident != "self" || path.is_empty() {
            path.push(ident.to_string());
        }
        let visible = if alias == "self" {
            path.last().cloned()
        } else {
            Some(alias.to_string())
        };
        self.alias = visible.clone();
        if !self.path(line, &path)
            && let Some(name) = visible
        {
            self.foreign.push(name);
        }
        self.alias = None;
    }

    /// Keeps `path` when it starts at `crate` (without that segment), at `self` or `super`, or at
    /// a module the file declares; says whether it did.
    fn path(&mut self, line: usize, path: &[String]) -> bool {
        let Some(first) = path.first() else {
            return false;
        };
        let (root, path) = match first.as_str() {
            "crate" => (Root::Crate, path[1..].to_vec()),
            "self" => (Root::Relative, path[1..].to_vec()),
            "super" => (Root::Relative, path.to_vec()),
            name if self.children.iter().any(|child| child == name) => {
                (Root::Relative, path.to_vec())
            }
            name if self.alias.is_none() => {
                let Some((_, root, named)) = self.names.iter().find(|(alias, ..)| alias == name)
                else {
                    return false;
                };
                (*root, named.iter().chain(&path[1..]).cloned().collect())
            }
            _ => return false,
        };
        if path.is_empty() {
            return false;
        }
        self.found.push(Import {
            line,
            root,
            path,
            reexport: self.reexport,
            in_test: self.in_test,
            alias: self.alias.clone(),
        });
        true
    }

    /// `crate :: a :: b` (or `super ::`, `self ::`) runs in a macro's tokens, at any depth.
    fn tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut at = 0;
        while at < trees.len() {
            match &trees[at] {
                TokenTree::Group(group) => self.tokens(group.stream()),
                TokenTree::Ident(ident) if ident == "crate" || ident == "super" => {
                    let line = ident.span().start().line;
                    let mut path = vec![ident.to_string()];
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
                    if path.len() > 1 {
                        self.path(line, &path);
                    }
                    at = next - 1;
                }
                _ => {}
            }
            at += 1;
        }
    }
}

/// Whether `attrs` hold `#[cfg(test)]`.
pub fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && attr
                .parse_args::<syn::Meta>()
                .is_ok_and(|meta| meta.path().is_ident("test"))
    })
}

impl<'ast> Visit<'ast> for Imports {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs: &[syn::Attribute] = match item {
            syn::Item::Mod(module) => &module.attrs,
            syn::Item::Fn(function) => &function.attrs,
            syn::Item::Use(item) => &item.attrs,
            syn::Item::Impl(item) => &item.attrs,
            _ => &[],
        };
        let was = self.in_test;
        self.in_test |= is_test(attrs);
        syn::visit::visit_item(self, item);
        self.in_test = was;
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.reexport = !matches!(item.vis, syn::Visibility::Inherited);
        self.use_tree(&item.tree, &mut Vec::new());
        self.reexport = false;
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if path.leading_colon.is_none() && segments.len() > 1 {
            let line = path.segments[0].ident.span().start().line;
            self.path(line, &segments);
        }
        syn::visit::visit_path(self, path);
    }

    // `pub(crate)`, `pub(super)` name a scope, not a module to use.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        syn::visit::visit_macro(self, mac);
    }
}

/// The reader itself: a grouped `use`, a renamed one, an inline path, a path in a macro's
/// arguments, a glob, `super::` and a declared module's paths are found, each on its line;
/// `pub(crate)` is not a path, a `pub use` is a re-export, and a `#[cfg(test)]` module's paths are
/// marked as the tests'.
#[test]
fn the_reader_finds_every_kind_of_path() {
    let source = "mod n;\n\
                  use crate::{a, b::{c, self}};\n\
                  use crate::d as e;\n\
                  pub(crate) fn f() { crate::g::h(); }\n\
                  fn i() { tracing::info!(\"{}\", crate::j::K); }\n\
                  use crate::l::*;\n\
                  use super::m;\n\
                  pub use n::o;\n\
                  #[cfg(test)]\nmod tests { use super::p; }\n";
    let imports = Imports::of(&syn::parse_file(source).unwrap());
    let found: Vec<(usize, Root, String, bool, bool)> = imports
        .found
        .into_iter()
        .map(|i| (i.line, i.root, i.path.join("::"), i.reexport, i.in_test))
        .collect();
    let (c, r) = (Root::Crate, Root::Relative);
    let expected = [
        (2, c, "a", false, false),
        (2, c, "b::c", false, false),
        (2, c, "b", false, false),
        (3, c, "d", false, false),
        (4, c, "g::h", false, false),
        (5, c, "j::K", false, false),
        (6, c, "l", false, false),
        (7, r, "super::m", false, false),
        (8, r, "n::o", true, false),
        (10, r, "super::p", false, true),
    ];
    assert_eq!(
        found,
        expected
            .map(|(line, root, path, reexport, test)| (line, root, path.to_owned(), reexport, test))
            .to_vec()
    );
}
