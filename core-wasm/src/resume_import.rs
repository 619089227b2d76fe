//! The JSON Resume import, a module of its own (the `resume-import` feature).

use super::Out;
use folio_core::resume::import::{ResumeImport, check_resume_import};
use folio_core::validation::Checked;
use tsify::Ts;
use wasm_bindgen::prelude::wasm_bindgen;

/// What importing a JSON Resume file would create, or why it cannot be imported (issue 14).
#[wasm_bindgen(js_name = importResume, unchecked_return_type = "Checked<ResumeImport>")]
pub fn import_resume(text: &str) -> Out<Checked<ResumeImport>> {
    Ok(Ts::from_rust(&check_resume_import(text))?)
}
