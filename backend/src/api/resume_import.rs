//! Importing a JSON Resume document (issue 14, item 4): `POST /api/admin/resume-import` maps
//! the document with folio-core's rule (`resume::import`, the same the admin's preview runs in
//! the browser), matches each entry with the existing one it is already (issue 23, point 4),
//! applies the owner's choice for each, and stores the result in one transaction. With a
//! `language` other than the default, it fills that language's translations of the existing rows
//! instead (issue 25 goal 6, folio-core's `resume::import::translation`).

use super::ApiTags;
use super::import_case_studies;
use crate::auth::Admin;
use crate::db::{case_studies, education, experiences, profile, resume_import};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use folio_core::home::Owner;
use folio_core::language::LanguageTag;
use folio_core::resume::import::matching::{
    Choice, Choices, Decision, Existing, ExistingEducation, ExistingExperience, ExistingProfile,
    updated_education, updated_experience,
};
use folio_core::resume::import::translation::{
    fill_education, fill_experience, fill_profile, import_target, import_translation,
};
use folio_core::resume::import::{MAX_ENTRIES, import_resume_into};
use folio_core::translations::check;
use folio_core::translations::{ByLanguage, ProfileTexts, carried, merge};
use folio_core::validation::bounds::{self, Counted};
use folio_core::validation::{Experience, NewEducation};
use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{Enum, Object, OpenApi};
use std::collections::HashMap;

/// A JSON Resume document to import, with the owner's choice for each entry.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ResumeImportRequest {
    /// The JSON Resume document, as the file holds it.
    document: serde_json::Value,
    /// What to do with each imported entry the preview listed. Without it, an entry matching
    /// an existing one is skipped and every other one is added. Not read by an import into
    /// another language.
    choices: Option<ImportChoices>,
    /// The language the document is in: absent, or the site's default language, imports it as
    /// the default's (creating and updating entries); another of the site's languages fills
    /// that language's translations of the existing profile, experiences and education, and
    /// creates nothing.
    #[oai(validator(max_length = 64))]
    language: Option<String>,
}

/// One choice per imported experience and education entry, in the preview's order.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ImportChoices {
    /// One per imported experience.
    #[oai(default, validator(max_items = 200))]
    experiences: Vec<ImportChoice>,
    /// One per imported education entry.
    #[oai(default, validator(max_items = 200))]
    education: Vec<ImportChoice>,
    /// One per imported case-study draft (the document's projects); without them, the
    /// defaults.
    #[oai(default, validator(max_items = 200))]
    case_studies: Vec<ImportChoice>,
}

/// What to do with one imported entry.
#[derive(Enum, Clone, Copy)]
#[oai(rename_all = "lowercase")]
pub enum ImportChoice {
    /// Leave it out.
    Skip,
    /// Replace the fields of the existing entry it matches.
    Update,
    /// Add it as a new entry, even when it matches an existing one.
    Add,
}

impl From<ImportChoice> for Choice {
    fn from(choice: ImportChoice) -> Self {
        match choice {
            ImportChoice::Skip => Choice::Skip,
            ImportChoice::Update => Choice::Update,
            ImportChoice::Add => Choice::Add,
        }
    }
}

const _: () = assert!(MAX_ENTRIES == 200, "the choices' bound is the import's");

/// What an import did.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct ResumeImported {
    /// Whether any of the profile's fields (name, introduction, links, photo, headline, location,
    /// contact) were replaced.
    profile_updated: bool,
    /// How many experiences were added.
    experiences: u32,
    /// How many education entries were added.
    education: u32,
    /// How many existing experiences and education entries were updated.
    updated: u32,
    /// How many case-study drafts were added (the document's projects, unpublished).
    case_studies: u32,
    /// How many imported entries were left out.
    skipped: u32,
    /// What was skipped, shortened or guessed, as the preview listed it.
    warnings: Vec<String>,
    /// An import into another language: each entry of the document that matched none of the
    /// site's, left out.
    #[oai(skip_serializing_if_is_empty)]
    unmatched: Vec<String>,
    /// One line for the owner: what was done.
    message: String,
}

/// The JSON Resume import.
pub struct ResumeImportApi;

#[OpenApi(tag = "ApiTags::Profile")]
impl ResumeImportApi {
    /// Imports a JSON Resume 1.0 document (basics, work, education; everything else is
    /// ignored): the name, brief introduction and GitHub / LinkedIn links it gives replace the
    /// profile's (what it leaves out is kept). Each work entry matching an existing experience
    /// (same company and start date) and each education entry matching an existing one (same
    /// name) is skipped, updates that entry, or is added anyway, as `choices` says (skipped
    /// without it); the others are added. All of it is stored, or nothing: a document that
    /// cannot be imported answers 422 with the reason under `document`, choices that do not fit
    /// the document 422 under `choices.experiences` or `choices.education`.
    #[oai(path = "/admin/resume-import", method = "post")]
    async fn import(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        request: Json<ResumeImportRequest>,
    ) -> ApiResult<Json<ResumeImported>> {
        let request = request.0;
        // The same text the browser's preview read, so the same bound applies.
        let text = request.document.to_string();
        let choices = request.choices.map(|choices| Choices {
            experiences: choices.experiences.into_iter().map(Choice::from).collect(),
            education: choices.education.into_iter().map(Choice::from).collect(),
            case_studies: choices.case_studies.into_iter().map(Choice::from).collect(),
        });
        let owner = profile::get(&state.db).await?.owner;
        let target = import_target(&owner.languages, request.language.as_deref())?;
        let stored_experiences = experiences::list(&state.db).await?;
        let stored_education = education::list(&state.db).await?;
        let stored_studies = case_studies::list(&state.db, false).await?;
        let mut existing = existing_of(&owner, &stored_experiences, &stored_education);
        existing.case_studies = import_case_studies::existing(&stored_studies);
        if let Some(language) = target {
            let stored = Stored {
                owner: &owner,
                experiences: &stored_experiences,
                education: &stored_education,
            };
            return import_translation_into(&state, &text, &existing, &language, stored).await;
        }
        let import = import_resume_into(&text, &existing)?;
        let decisions = import.decide(choices.as_ref())?;
        let outcome = import.outcome(choices.as_ref())?;

        let experiences_by_id: HashMap<i64, _> = stored_experiences
            .iter()
            .map(|stored| (stored.experience.id, &stored.experience))
            .collect();
        let education_by_id: HashMap<i64, _> = stored_education
            .iter()
            .map(|stored| (stored.id, &stored.fields))
            .collect();
        let mut plan = resume_import::Plan {
            profile: import
                .changes_profile()
                .then_some((&import.profile, &import.details)),
            ..resume_import::Plan::default()
        };
        for (n, decision) in decisions.experiences.iter().enumerate() {
            let imported = &import.experiences[n];
            match decision {
                Decision::Add => plan.new_experiences.push(imported),
                Decision::Update(id) => {
                    let old = experiences_by_id[id];
                    plan.updated_experiences
                        .push((*id, updated_experience(imported, &old.industry, &old.tools)));
                }
                Decision::Skip => plan.skipped += 1,
            }
        }
        for (n, decision) in decisions.education.iter().enumerate() {
            match decision {
                Decision::Add => plan.new_education.push(&import.education[n]),
                Decision::Update(id) => {
                    let old = education_by_id[id];
                    plan.updated_education
                        .push((*id, updated_education(&import, n, old)));
                }
                Decision::Skip => plan.skipped += 1,
            }
        }
        import_case_studies::plan(&mut plan, &import, &decisions.case_studies, &stored_studies);
        bounds::room_for(
            Counted::CaseStudies,
            stored_studies.len(),
            plan.new_case_studies.len(),
        )?;
        let mut jobs = rows(&stored_experiences);
        for (id, new) in &plan.updated_experiences {
            if let Some(job) = jobs.iter_mut().find(|job| job.id == *id) {
                // An update without translations keeps the stored ones.
                let kept = job.translations.take();
                *job = Experience {
                    id: *id,
                    translations: new.translations.clone().or(kept),
                    ..Experience::from(new)
                };
            }
        }
        jobs.extend(
            plan.new_experiences
                .iter()
                .map(|new| Experience::from(*new)),
        );
        let mut entries = entry_rows(&stored_education);
        for (id, new) in &plan.updated_education {
            if let Some((_, entry)) = entries.iter_mut().find(|(stored, _)| stored == id) {
                let kept = entry.translations.take();
                *entry = NewEducation {
                    translations: new.translations.clone().or(kept),
                    ..new.clone()
                };
            }
        }
        entries.extend(plan.new_education.iter().map(|new| (0, (*new).clone())));
        room_for((&stored_experiences, &stored_education), (&jobs, &entries))?;
        let stored = resume_import::store(&state.db, &plan).await;
        let Some(done) = stored.map_err(super::case_studies::write_error)? else {
            return Err(ApiError::outdated(
                "An entry this import would update was deleted meanwhile: nothing was \
                 imported. Choose the file again.",
            ));
        };
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Ok(Json(ResumeImported {
            profile_updated: plan.profile.is_some(),
            experiences: count(done.experiences),
            education: count(done.education),
            updated: count(done.updated),
            case_studies: count(done.case_studies),
            skipped: count(plan.skipped + import.incomplete.len()),
            message: outcome.done,
            warnings: import.warnings,
            unmatched: Vec::new(),
        }))
    }
}

/// What the site holds, as an import into another language reads it.
struct Stored<'a> {
    owner: &'a Owner,
    experiences: &'a [experiences::Stored],
    education: &'a [education::Education],
}

/// Imports `text` into `language`, another of the site's languages: folio-core matches each
/// entry with an existing row and fills that row's texts in the language; each row's
/// translations are checked as a save's (`translations::check`), then all are stored in one
/// transaction. Nothing is created, and the default's texts are not touched.
async fn import_translation_into(
    state: &AppState,
    text: &str,
    existing: &Existing,
    language: &LanguageTag,
    stored: Stored<'_>,
) -> ApiResult<Json<ResumeImported>> {
    let filled = import_translation(text, existing, language)?;
    let tag = language.as_str();
    let languages = Some(&stored.owner.languages);
    let mut plan = resume_import::Translations::default();
    if filled.profile != ProfileTexts::default() {
        let current = &stored.owner.translations;
        let texts = fill_profile(current.get(tag), &filled.profile);
        let checked =
            check::profile_translations(languages, ByLanguage::from([(tag.to_owned(), texts)]))?;
        plan.profile = Some(merge(current.clone(), checked));
    }
    for fill in &filled.experiences {
        let Some(row) = stored
            .experiences
            .iter()
            .find(|row| row.experience.id == fill.id)
        else {
            continue;
        };
        let current = carried(&row.experience.translations)
            .cloned()
            .unwrap_or_default();
        let texts = fill_experience(current.get(tag), &fill.texts);
        let checked = check::experience_translations(
            languages,
            &row.experience.tools,
            ByLanguage::from([(tag.to_owned(), texts)]),
        )?;
        plan.experiences.push((fill.id, merge(current, checked)));
    }
    for fill in &filled.education {
        let Some(row) = stored.education.iter().find(|row| row.id == fill.id) else {
            continue;
        };
        let current = carried(&row.fields.translations)
            .cloned()
            .unwrap_or_default();
        let texts = fill_education(current.get(tag), &fill.texts);
        let checked =
            check::education_translations(languages, ByLanguage::from([(tag.to_owned(), texts)]))?;
        plan.education.push((fill.id, merge(current, checked)));
    }
    let mut jobs = rows(stored.experiences);
    for (id, translations) in &plan.experiences {
        if let Some(job) = jobs.iter_mut().find(|job| job.id == *id) {
            job.translations = Some(translations.clone());
        }
    }
    let mut entries = entry_rows(stored.education);
    for (id, translations) in &plan.education {
        if let Some((_, entry)) = entries.iter_mut().find(|(stored, _)| stored == id) {
            entry.translations = Some(translations.clone());
        }
    }
    room_for((stored.experiences, stored.education), (&jobs, &entries))?;
    if resume_import::store_translations(&state.db, &plan)
        .await?
        .is_none()
    {
        return Err(ApiError::outdated(
            "An entry this import would translate was deleted meanwhile: nothing was imported. \
             Choose the file again.",
        ));
    }
    let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    Ok(Json(ResumeImported {
        profile_updated: plan.profile.is_some(),
        experiences: 0,
        education: 0,
        updated: count(plan.experiences.len() + plan.education.len()),
        case_studies: 0,
        skipped: count(filled.unmatched.len()),
        warnings: filled.warnings,
        unmatched: filled.unmatched,
        message: filled.outcome.done,
    }))
}

/// The stored experiences, as the import changes them.
fn rows(stored: &[experiences::Stored]) -> Vec<Experience> {
    stored.iter().map(|s| s.experience.clone()).collect()
}

/// The stored education entries with their ids (0 for one the import adds), as it changes them.
fn entry_rows(stored: &[education::Education]) -> Vec<(i64, NewEducation)> {
    stored.iter().map(|e| (e.id, e.fields.clone())).collect()
}

/// Refuses an import that leaves the site past folio-core's bounds, with the message a save
/// gets: how many experiences and education entries it holds, how many different tools they
/// name, and how much text they hold ([`bounds`]), `before` the import and `after` it.
fn room_for(
    before: (&[experiences::Stored], &[education::Education]),
    after: (&[Experience], &[(i64, NewEducation)]),
) -> ApiResult<()> {
    let added = |before: usize, after: usize| after.saturating_sub(before);
    bounds::room_for(
        Counted::Experiences,
        before.0.len(),
        added(before.0.len(), after.0.len()),
    )?;
    bounds::room_for(
        Counted::Education,
        before.1.len(),
        added(before.1.len(), after.1.len()),
    )?;
    let names_before = bounds::tool_names(before.0.iter().map(|s| &s.experience));
    bounds::room_for(
        Counted::ToolNames,
        names_before,
        added(names_before, bounds::tool_names(after.0)),
    )?;
    let uses_before = bounds::tool_uses(before.0.iter().map(|s| &s.experience));
    bounds::room_for(
        Counted::ToolUses,
        uses_before,
        added(uses_before, bounds::tool_uses(after.0)),
    )?;
    let text_before = bounds::home_text(
        before.0.iter().map(|s| &s.experience),
        before.1.iter().map(|e| &e.fields),
    );
    let text_after = bounds::home_text(after.0, after.1.iter().map(|(_, entry)| entry));
    Ok(bounds::room_for_text(text_before, text_after)?)
}

/// What the site holds, as folio-core's import compares a document with it.
fn existing_of(
    owner: &Owner,
    experiences: &[experiences::Stored],
    education: &[education::Education],
) -> Existing {
    Existing {
        profile: Some(ExistingProfile {
            name: owner.name.clone(),
            brief_intro: owner.brief_intro.clone(),
            github_url: owner.github_url.clone(),
            linkedin_url: owner.linkedin_url.clone(),
            photo: owner.photo.clone(),
            headline: owner.headline.clone(),
            location: owner.location.clone(),
            contact: owner.contact.clone(),
            links: owner.links.clone(),
        }),
        experiences: experiences
            .iter()
            .map(|stored| {
                let job = &stored.experience;
                ExistingExperience {
                    id: job.id,
                    job_title: job.job_title.clone(),
                    company: job.company.clone(),
                    start_date: job.start_date.clone(),
                    end_date: job.end_date.clone(),
                    is_current_job: job.is_current_job,
                    industry: job.industry.clone(),
                    description: job.description.clone(),
                    accomplishments: job.accomplishments.clone(),
                    tools: job.tools.clone(),
                }
            })
            .collect(),
        education: education
            .iter()
            .map(|stored| ExistingEducation {
                id: stored.id,
                name: stored.fields.name.clone(),
                category: stored.fields.category.clone(),
                link: stored.fields.link.clone(),
                date: stored.fields.date.clone(),
            })
            .collect(),
        case_studies: Vec::new(),
    }
}
