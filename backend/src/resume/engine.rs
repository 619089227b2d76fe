//! Typst embedded (issue 43): a small [`World`] of three files, the one template
//! (`template.typ`), the résumé's data as JSON (`/data.json`) and the photo (`/photo.jpg`), with
//! the OFL fonts `typst-assets` bundles in the binary; no file system, no network, no package.
//! The template reads the data as a value, so no text of the owner's is ever parsed as markup.
//! The PDF is tagged and declares PDF/UA-1 when every character has a glyph in the fonts.

use std::sync::LazyLock;
use typst::diag::{FileError, FileResult, SourceDiagnostic};
use typst::foundations::{Bytes, Datetime, Smart};
use typst::syntax::{FileId, RootedPath, Source, VirtualPath, VirtualRoot};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World};
use typst_layout::PagedDocument;
use typst_pdf::{PdfOptions, PdfStandard, PdfStandards};

/// The layout, in Typst: the repository's one template file.
pub const TEMPLATE: &str = include_str!("template.typ");

/// Most pages a résumé may have; a longer one is refused with a message for its owner.
pub const MAX_PAGES: usize = 40;

/// Why a résumé was not made.
#[derive(Debug)]
pub enum Refused {
    /// Longer than [`MAX_PAGES`].
    TooLong(usize),
    /// The engine failed (a fault of the template, never of the owner's text).
    Failed(String),
}

static LIBRARY: LazyLock<LazyHash<Library>> = LazyLock::new(|| LazyHash::new(Library::default()));

/// The bundled fonts, parsed once.
static FONTS: LazyLock<(LazyHash<FontBook>, Vec<Font>)> = LazyLock::new(|| {
    let fonts: Vec<Font> = typst_assets::fonts()
        .flat_map(|data| Font::iter(Bytes::new(data)))
        .collect();
    (LazyHash::new(FontBook::from_fonts(&fonts)), fonts)
});

fn file_id(path: &str) -> FileId {
    let path = VirtualPath::new(path).expect("a fixed virtual path");
    RootedPath::new(VirtualRoot::Project, path).intern()
}

/// The three files, named once: Typst interns file ids for the process's life.
static IDS: LazyLock<[FileId; 3]> = LazyLock::new(|| {
    [
        file_id("/resume.typ"),
        file_id("/data.json"),
        file_id("/photo.jpg"),
    ]
});

struct ResumeWorld {
    main: Source,
    data: Bytes,
    photo: Option<Bytes>,
}

impl World for ResumeWorld {
    fn library(&self) -> &LazyHash<Library> {
        &LIBRARY
    }

    fn book(&self) -> &LazyHash<FontBook> {
        &FONTS.0
    }

    fn main(&self) -> FileId {
        IDS[0]
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        if id == IDS[0] {
            Ok(self.main.clone())
        } else {
            Err(FileError::AccessDenied)
        }
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        match (id == IDS[1], id == IDS[2], &self.photo) {
            (true, _, _) => Ok(self.data.clone()),
            (_, true, Some(photo)) => Ok(photo.clone()),
            _ => Err(FileError::AccessDenied),
        }
    }

    fn font(&self, index: usize) -> Option<Font> {
        FONTS.1.get(index).cloned()
    }

    fn today(&self, _offset: Option<typst::foundations::Duration>) -> Option<Datetime> {
        None
    }
}

fn messages(diagnostics: &[SourceDiagnostic]) -> String {
    diagnostics
        .iter()
        .map(|d| d.message.to_string())
        .collect::<Vec<_>>()
        .join("; ")
}

/// The PDF of the résumé `data` (the template's JSON) with its `photo` (a JPEG or PNG), or why
/// it was not made. Runs on the calling thread: call it on a blocking one.
pub fn typeset(data: Vec<u8>, photo: Option<Vec<u8>>, ident: &str) -> Result<Vec<u8>, Refused> {
    let world = ResumeWorld {
        main: Source::new(IDS[0], TEMPLATE.to_owned()),
        data: Bytes::new(data),
        photo: photo.map(Bytes::new),
    };
    let compiled = typst::compile::<PagedDocument>(&world).output;
    // Typst memoises across compiles; what no compile used lately goes, so the memo stays small.
    typst::comemo::evict(4);
    let document = compiled.map_err(|errors| Refused::Failed(messages(&errors)))?;
    let pages = document.pages().len();
    if pages > MAX_PAGES {
        return Err(Refused::TooLong(pages));
    }
    let ua =
        PdfStandards::new(&[PdfStandard::Ua_1]).map_err(|e| Refused::Failed(format!("{e:?}")))?;
    let options = |standards| PdfOptions {
        ident: Smart::Custom(ident.to_owned()),
        creator: Smart::Custom(Some("Folio".to_owned())),
        standards,
        tagged: true,
        ..PdfOptions::default()
    };
    // PDF/UA-1 wants a glyph for every character, and the bundled fonts have none for some
    // scripts (CJK), emoji or control characters: such a résumé is still made, tagged, without
    // declaring PDF/UA-1.
    typst_pdf::pdf(&document, &options(ua))
        .or_else(|_| typst_pdf::pdf(&document, &options(PdfStandards::default())))
        .map_err(|errors| Refused::Failed(messages(&errors)))
}
