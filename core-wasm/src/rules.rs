//! The exports every admin page loads (the `rules` feature).

use super::{Out, read, write};
use folio_core::{
    blocks, dates, grouping, ordering, prompts, spelling, tags, tools, uploads, validation,
};
use tsify::Ts;
use validation::Checked;
use wasm_bindgen::prelude::{JsError, wasm_bindgen};

type OutList<T> = Result<Vec<Ts<T>>, JsError>;

fn list<T: tsify::Tsify + serde::Serialize>(items: Vec<T>) -> OutList<T> {
    items.iter().map(write).collect()
}

/// Derives a case study slug from its title (spec §4).
#[wasm_bindgen]
pub fn slugify(title: &str) -> String {
    folio_core::slug::slugify(title)
}

/// Derives a slug from a title written in `language` (a BCP 47 tag), each letter with a
/// diacritic spelled as the language writes it without one (issue 40).
#[wasm_bindgen(js_name = slugifyIn)]
pub fn slugify_in(title: &str, language: &str) -> String {
    folio_core::slug::slugify_in(title, language)
}

/// An experience's date range, on the admin cards as on the public ones (spec §2, issue 23).
#[wasm_bindgen(js_name = publicDateRange)]
pub fn public_date_range(range: Ts<dates::DateRange>) -> Result<String, JsError> {
    Ok(dates::public_date_range(&read(&range)?))
}

/// The tool names one tool row's text stands for, spelled as typed (issues 12, 23).
#[wasm_bindgen(js_name = toolNames)]
pub fn tool_names(text: &str) -> Vec<String> {
    tools::tool_names(text)
}

/// Names stored elsewhere as they read once `spellings` are saved (issue 23).
#[wasm_bindgen(js_name = respellNames)]
pub fn respell_names(request: Ts<spelling::RespellRequest>) -> Result<Vec<String>, JsError> {
    let request = read(&request)?;
    Ok(spelling::respell_names(&request.names, &request.spellings))
}

/// Adds a tag unless blank or already present (spec §5).
#[wasm_bindgen(js_name = addTag)]
pub fn add_tag(addition: Ts<tags::TagAddition>) -> Result<Vec<String>, JsError> {
    let addition = read(&addition)?;
    Ok(tags::add_tag(addition.tags, &addition.candidate))
}

/// Checks an upload's size and type (spec §5).
#[wasm_bindgen(js_name = checkUpload)]
pub fn check_upload(file: Ts<uploads::UploadCandidate>) -> Out<uploads::UploadCheck> {
    write(&uploads::check_upload(&read(&file)?))
}

/// Whether a pasted URL points at an image (spec §5).
#[wasm_bindgen(js_name = isImageUrl)]
pub fn is_image_url(url: &str) -> bool {
    uploads::is_image_url(url)
}

/// Whether a block is a link without a preview to show: a plain link (issue 40).
#[wasm_bindgen(js_name = isPlainLink)]
pub fn is_plain_link(block: Ts<blocks::Block>) -> Result<bool, JsError> {
    Ok(read(&block)?.is_plain_link())
}

/// The delete confirmation question (spec §5).
#[wasm_bindgen(js_name = deletePrompt)]
pub fn delete_prompt(prompt: Ts<prompts::DeletePrompt>) -> Result<String, JsError> {
    Ok(prompts::delete_prompt(&read(&prompt)?))
}

/// Validates the login form (spec §5).
#[wasm_bindgen(js_name = validateLogin, unchecked_return_type = "Checked<Login>")]
pub fn validate_login(draft: Ts<validation::LoginDraft>) -> Out<Checked<validation::Login>> {
    write(&read(&draft)?.parse().into())
}

/// Validates the setup form: the login rule and the new-password rule (issue 12).
#[wasm_bindgen(js_name = validateSetup, unchecked_return_type = "Checked<Login>")]
pub fn validate_setup(draft: Ts<validation::LoginDraft>) -> Out<Checked<validation::Login>> {
    write(&read(&draft)?.parse_new().into())
}

/// Validates the password change form (issue 40 point 5).
#[wasm_bindgen(js_name = validatePasswordChange, unchecked_return_type = "Checked<PasswordChange>")]
pub fn validate_password_change(
    draft: Ts<validation::PasswordChangeDraft>,
) -> Out<Checked<validation::PasswordChange>> {
    write(&read(&draft)?.parse().into())
}

/// The strength of a new password as the owner types it (issue 12).
#[wasm_bindgen(js_name = passwordStrength)]
pub fn password_strength(username: &str, password: &str) -> validation::Strength {
    validation::password_strength(username, password)
}

/// The length a field bound is checked against.
#[wasm_bindgen(js_name = countedLength)]
pub fn counted_length(text: &str) -> usize {
    validation::counted_length(text)
}

/// Validates the experience form (spec §5).
#[wasm_bindgen(js_name = validateExperience, unchecked_return_type = "Checked<NewExperience>")]
pub fn validate_experience(
    draft: Ts<validation::Experience>,
) -> Out<Checked<validation::NewExperience>> {
    write(&read(&draft)?.parse().into())
}

/// Validates the education form (spec §5).
#[wasm_bindgen(js_name = validateEducation, unchecked_return_type = "Checked<NewEducation>")]
pub fn validate_education(
    draft: Ts<validation::EducationDraft>,
) -> Out<Checked<validation::NewEducation>> {
    write(&read(&draft)?.parse().into())
}

/// Validates the case study form (spec §5).
#[wasm_bindgen(js_name = validateCaseStudy, unchecked_return_type = "Checked<NewCaseStudy>")]
pub fn validate_case_study(
    draft: Ts<validation::CaseStudyDraft>,
) -> Out<Checked<validation::NewCaseStudy>> {
    write(&read(&draft)?.parse().into())
}

/// Validates the profile dialog (spec §5).
#[wasm_bindgen(js_name = validateProfile, unchecked_return_type = "Checked<ProfileUpdate>")]
pub fn validate_profile(
    draft: Ts<validation::ProfileDraft>,
) -> Out<Checked<validation::ProfileUpdate>> {
    write(&read(&draft)?.parse().into())
}

/// Orders tools or industries by the profile's custom order (spec §2).
#[wasm_bindgen(js_name = orderNames)]
pub fn order_names(request: Ts<ordering::OrderRequest>) -> Result<Vec<String>, JsError> {
    let request = read(&request)?;
    Ok(ordering::order_names(&request.names, &request.order))
}

/// The order of the Education tab's headings (issue 40 point 1).
#[wasm_bindgen(js_name = educationCategoryOrder)]
pub fn education_category_order(
    input: Ts<grouping::EducationGrouping>,
) -> Result<Vec<String>, JsError> {
    let input = read(&input)?;
    Ok(grouping::education_category_order(
        &input.entries,
        &input.categories,
    ))
}

/// The By Tools view (spec §2).
#[wasm_bindgen(js_name = groupByTools)]
pub fn group_by_tools(input: Ts<grouping::ExperienceGrouping>) -> OutList<grouping::ToolGroup> {
    let input = read(&input)?;
    list(grouping::group_by_tools(&input.experiences, &input.order))
}

/// The By Industries view (spec §2).
#[wasm_bindgen(js_name = groupByIndustries)]
pub fn group_by_industries(
    input: Ts<grouping::ExperienceGrouping>,
) -> OutList<grouping::IndustryGroup> {
    let input = read(&input)?;
    list(grouping::group_by_industries(
        &input.experiences,
        &input.order,
    ))
}

/// Loads saved case study content; anything but a document is the empty document (spec §4).
#[wasm_bindgen(js_name = parseDocument)]
pub fn parse_document(text: &str) -> Out<blocks::Document> {
    write(&blocks::parse_document(text))
}

/// Every invalid block of a document (spec §5 "Editor blocks").
#[wasm_bindgen(js_name = blockIssues)]
pub fn block_issues(document: Ts<blocks::Document>) -> OutList<blocks::validity::BlockIssue> {
    list(blocks::validity::block_issues(&read(&document)?))
}

/// What a résumé variant includes of the site's entries (issue 43), shown live in the Résumé tab.
#[wasm_bindgen(js_name = selectResume)]
pub fn select_resume(
    input: Ts<folio_core::resume_variant::SelectionInput>,
) -> Out<folio_core::resume_variant::Selection> {
    write(&folio_core::resume_variant::select(&read(&input)?))
}
