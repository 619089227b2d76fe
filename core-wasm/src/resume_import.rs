//! The Data tab's rules, a module of its own (the `resume-import` feature): the JSON Resume
//! import (into the default language, or into another, which fills its translations), and the
//! count of an export's uploads its import confirmation gives.

use super::Out;
use folio_core::language::Languages;
use folio_core::resume::import::incomplete::{
    CompletedImport, WrittenExperience, check_completed_import,
};
use folio_core::resume::import::matching::{Choices, Existing};
use folio_core::resume::import::translation::{TranslationImport, check_translation_import};
use folio_core::resume::import::{ResumeImport, check_resume_import_with};
use folio_core::validation::Checked;
use tsify::Ts;
use wasm_bindgen::prelude::wasm_bindgen;

/// What importing a JSON Resume file into a site holding `existing` would do, each entry matched
/// with the existing one it is already and its outcome with the owner's `choices` (issues 14
/// and 23), or why it cannot be imported.
#[wasm_bindgen(js_name = importResume, unchecked_return_type = "Checked<ResumeImport>")]
pub fn import_resume(
    text: &str,
    existing: Ts<Existing>,
    choices: Option<Ts<Choices>>,
) -> Out<Checked<ResumeImport>> {
    let choices = choices.map(|c| c.to_rust()).transpose()?;
    Ok(Ts::from_rust(&check_resume_import_with(
        text,
        &existing.to_rust()?,
        choices.as_ref(),
    ))?)
}

/// What importing a JSON Resume file into `language`, another of the site's `languages`, would
/// fill of the translations of a site holding `existing` (issue 25 goal 6), or why it cannot.
#[wasm_bindgen(js_name = importTranslation, unchecked_return_type = "Checked<TranslationImport>")]
pub fn import_translation(
    text: &str,
    existing: Ts<Existing>,
    languages: Ts<Languages>,
    language: &str,
) -> Out<Checked<TranslationImport>> {
    Ok(Ts::from_rust(&check_translation_import(
        text,
        &existing.to_rust()?,
        &languages.to_rust()?,
        language,
    ))?)
}

/// How many uploads an export holds, from its entries' names (issue 23, point 10): the Data
/// tab's import confirmation says it.
#[wasm_bindgen(js_name = countUploads)]
pub fn count_uploads(names: Vec<String>) -> usize {
    folio_core::archive::count_uploads(&names)
}

/// LinkedIn's data export, as the server read it, as a JSON Resume document with the owner's
/// `choices` (issue 45): what the JSON Resume import then previews.
#[wasm_bindgen(js_name = linkedinResume)]
pub fn linkedin_resume(
    export: Ts<folio_core::linkedin::LinkedInExport>,
    choices: Ts<folio_core::linkedin::LinkedInChoices>,
) -> Out<folio_core::linkedin::LinkedInResume> {
    Ok(Ts::from_rust(&folio_core::linkedin::linkedin_resume(
        &export.to_rust()?,
        &choices.to_rust()?,
    ))?)
}

/// The JSON Resume file with the owner's words written into its incomplete work entries, with
/// the choices for it and what it does (issue 45, audit point 1): what the Data tab sends, or
/// every message of a written text that does not pass, as the experience form's.
#[wasm_bindgen(js_name = completeResumeImport, unchecked_return_type = "Checked<CompletedImport>")]
pub fn complete_resume_import(
    text: &str,
    existing: Ts<Existing>,
    choices: Option<Ts<Choices>>,
    written: Vec<Ts<WrittenExperience>>,
) -> Out<Checked<CompletedImport>> {
    let choices = choices.map(|c| c.to_rust()).transpose()?;
    let written = written
        .into_iter()
        .map(|w| w.to_rust())
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Ts::from_rust(&check_completed_import(
        text,
        &existing.to_rust()?,
        choices.as_ref(),
        &written,
    ))?)
}

/// The labels of a profile's links (`labels[n]` and `urls[n]` each) as the public site shows
/// them: the owner's, else the link's site's name, else its host (empty for a URL that is no web
/// address). The import's preview names the links a file gives as a visitor reads them.
#[wasm_bindgen(js_name = shownLinkLabels)]
pub fn shown_link_labels(labels: Vec<String>, urls: Vec<String>) -> Vec<String> {
    folio_core::resume::import::shown_link_labels(&labels, &urls)
}
