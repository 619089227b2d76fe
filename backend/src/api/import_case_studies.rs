//! The case-study drafts of a JSON Resume import (a LinkedIn export's projects, issue 45): what
//! the owner's choices make of each, and the site's case studies as the import compares them.

use crate::db::resume_import::Plan;
use folio_core::case_study::CaseStudy;
use folio_core::resume::import::ResumeImport;
use folio_core::resume::import::matching::Decision;
use folio_core::resume::import::projects::{ExistingCaseStudy, free_slug, updated_case_study};

/// The site's case studies as folio-core's matching reads them.
pub(super) fn existing(stored: &[CaseStudy]) -> Vec<ExistingCaseStudy> {
    stored
        .iter()
        .map(|study| ExistingCaseStudy {
            id: study.id,
            title: study.fields.title.clone(),
            slug: study.fields.slug.clone(),
            description: study.fields.description.clone(),
            content: study.fields.content.clone(),
        })
        .collect()
}

/// Adds to `plan` the drafts to create (each with a slug no case study has) and the case
/// studies to update, as `decisions` says.
pub(super) fn plan(
    plan: &mut Plan<'_>,
    import: &ResumeImport,
    decisions: &[Decision],
    stored: &[CaseStudy],
) {
    let mut taken: Vec<String> = stored.iter().map(|s| s.fields.slug.clone()).collect();
    for (n, decision) in decisions.iter().enumerate() {
        let draft = &import.case_studies[n];
        match decision {
            Decision::Add => {
                let slugs: Vec<&str> = taken.iter().map(String::as_str).collect();
                let slug = free_slug(&draft.slug, &slugs);
                taken.push(slug.clone());
                plan.new_case_studies
                    .push(folio_core::validation::NewCaseStudy {
                        slug,
                        ..draft.clone()
                    });
            }
            Decision::Update(id) => {
                if let Some(old) = stored.iter().find(|s| s.id == *id) {
                    plan.updated_case_studies
                        .push((*id, updated_case_study(draft, &old.fields)));
                }
            }
            Decision::Skip => plan.skipped += 1,
        }
    }
}
