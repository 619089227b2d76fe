//! No unit over its size (issue 41 point 3): no Rust source file of the workspace over
//! [`MAX_FILE_LINES`] lines, its `#[cfg(test)]` items not counted, and no function over
//! [`MAX_FUNCTION_LINES`] lines, from its signature to its closing brace.

use crate::imports::{is_test, sources};
use std::path::Path;
use syn::spanned::Spanned;
use syn::visit::Visit;

const MAX_FILE_LINES: usize = 500;
const MAX_FUNCTION_LINES: usize = 150;

/// The lines of the test items and the functions over the bound, of one file.
#[derive(Default)]
struct Measure {
    test_lines: usize,
    long: Vec<(String, usize, usize)>,
}

impl Measure {
    fn function(&mut self, name: &syn::Ident, span: proc_macro2::Span) {
        let lines = lines_of(span);
        if lines > MAX_FUNCTION_LINES {
            self.long.push((name.to_string(), span.start().line, lines));
        }
    }
}

fn lines_of(span: proc_macro2::Span) -> usize {
    span.end().line - span.start().line + 1
}

impl<'ast> Visit<'ast> for Measure {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs = match item {
            syn::Item::Mod(module) => &module.attrs,
            syn::Item::Fn(function) => &function.attrs,
            syn::Item::Impl(block) => &block.attrs,
            syn::Item::Use(item) => &item.attrs,
            syn::Item::Const(item) => &item.attrs,
            _ => return syn::visit::visit_item(self, item),
        };
        if is_test(attrs) {
            self.test_lines += lines_of(item.span());
        } else {
            syn::visit::visit_item(self, item);
        }
    }

    fn visit_item_fn(&mut self, function: &'ast syn::ItemFn) {
        self.function(&function.sig.ident, function.span());
        syn::visit::visit_item_fn(self, function);
    }

    fn visit_impl_item_fn(&mut self, function: &'ast syn::ImplItemFn) {
        if !is_test(&function.attrs) {
            self.function(&function.sig.ident, function.span());
        }
        syn::visit::visit_impl_item_fn(self, function);
    }
}

/// What is over its size under each of `roots` (relative to the workspace), one line each.
fn oversized(roots: &[&str]) -> Vec<String> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = Vec::new();
    for root in roots {
        for path in sources(&workspace.join(root)) {
            let shown = path
                .strip_prefix(&workspace)
                .unwrap_or(&path)
                .display()
                .to_string();
            let text = std::fs::read_to_string(&path).expect("a readable source");
            let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{shown} parses: {e}"));
            let mut measure = Measure::default();
            measure.visit_file(&parsed);
            let lines = text.lines().count() - measure.test_lines;
            if lines > MAX_FILE_LINES {
                found.push(format!("{shown}: {lines} lines besides its tests"));
            }
            for (name, line, lines) in measure.long {
                found.push(format!("{shown}:{line}: fn {name} is {lines} lines"));
            }
        }
    }
    found
}

#[test]
fn no_source_file_or_function_is_over_its_size() {
    let found = oversized(&["core/src", "core-wasm/src", "backend/src"]);
    assert!(
        found.is_empty(),
        "over {MAX_FILE_LINES} lines a file or {MAX_FUNCTION_LINES} a function; split them:\n{}",
        found.join("\n")
    );
}
