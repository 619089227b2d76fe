//! Any text as a case study's saved content: loading (spec §4), block validity (§5), the content
//! check of the case study form, and rendering to safe HTML (§2) must never panic, and a loaded
//! document must survive a save and reload with the same blocks.
#![no_main]

use folio_core::blocks::{self, render, validity};
use folio_core::validation::CaseStudyDraft;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let document = blocks::parse_document(text);
    match blocks::try_parse_document(text) {
        Some(parsed) => assert_eq!(parsed, document),
        None => assert_eq!(document, blocks::Document::default()),
    }
    let _ = validity::block_issues(&document);
    let _ = render::render_document(&document);
    let _ = render::render_content(text);

    let reloaded = blocks::parse_document(&document.to_json());
    let kinds = |d: &blocks::Document| d.blocks.iter().map(|b| b.kind.clone()).collect::<Vec<_>>();
    assert_eq!(
        kinds(&reloaded),
        kinds(&document),
        "a save and reload keeps every block"
    );

    let draft = CaseStudyDraft {
        title: "Title".into(),
        slug: "title".into(),
        description: "Description".into(),
        content: text.to_owned(),
        ..CaseStudyDraft::default()
    };
    let _ = draft.parse();
});
