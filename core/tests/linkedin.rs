//! The synthetic LinkedIn export (`tests/vectors/linkedin-export/`, no real person's data) read
//! and imported end to end: with English and translated file names, a file with a BOM and one in
//! Windows-1252, and imported twice. The export as read is also the input of the shared vectors
//! (`linkedin-export/basic.json`, which `BLESS=1` writes again), which the web runs through WASM.

use folio_core::linkedin::{Kind, LinkedInChoices, LinkedInExport, linkedin_resume, read_export};
use folio_core::resume::import::import_resume_into;
use folio_core::resume::import::matching::{Existing, ExistingEducation, ExistingExperience};
use folio_core::resume::import::projects::ExistingCaseStudy;
use std::path::Path;

fn folder(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/vectors/linkedin-export")
        .join(name)
}

fn read(name: &str) -> LinkedInExport {
    let mut paths: Vec<_> = std::fs::read_dir(folder(name))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    paths.sort();
    let files: Vec<(String, Vec<u8>)> = paths
        .iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(path).unwrap())
        })
        .collect();
    read_export(files.iter().map(|(n, b)| (n.as_str(), b.as_slice()))).unwrap()
}

fn rows(export: &LinkedInExport, kind: Kind) -> Vec<Vec<String>> {
    export
        .files
        .iter()
        .filter(|f| f.kind == kind)
        .flat_map(|f| f.rows.clone())
        .collect()
}

#[test]
fn every_file_is_recognised_by_its_header_whatever_its_name() {
    let basic = read("basic");
    let translated = read("translated");
    assert_eq!(basic.other_files, 1, "Connections.csv is left out");
    for kind in [
        Kind::Profile,
        Kind::Positions,
        Kind::Education,
        Kind::Skills,
        Kind::Certifications,
        Kind::Projects,
        Kind::Languages,
        Kind::EmailAddresses,
    ] {
        assert_eq!(rows(&basic, kind), rows(&translated, kind), "{kind:?}");
    }
    assert_eq!(rows(&basic, Kind::Positions).len(), 8);
    assert_eq!(rows(&basic, Kind::Education).len(), 3);
    // Windows-1252 and a quoted field with a line break.
    assert_eq!(rows(&basic, Kind::Education)[0][0], "Université de Lumière");
    assert!(rows(&basic, Kind::Positions)[0][2].contains('\n'));
    // The BOM is not part of the first column's name.
    assert_eq!(rows(&basic, Kind::Profile)[0][0], "Mara");
}

#[test]
fn the_shared_vectors_read_the_export_as_the_reader_does() {
    let path = folder("basic.json");
    let read = serde_json::to_string_pretty(&read("basic")).unwrap() + "\n";
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &read).unwrap();
    }
    assert_eq!(std::fs::read_to_string(path).unwrap(), read);
}

fn existing_after(import: &folio_core::resume::import::ResumeImport) -> Existing {
    Existing {
        profile: None,
        experiences: import
            .experiences
            .iter()
            .enumerate()
            .map(|(n, e)| ExistingExperience {
                id: n as i64 + 1,
                job_title: e.job_title.clone(),
                company: e.company.clone(),
                start_date: e.start_date.to_string(),
                end_date: e.end_date.map(|d| d.to_string()),
                is_current_job: e.is_current_job,
                industry: e.industry.clone(),
                description: e.description.clone(),
                accomplishments: e.accomplishments.clone(),
                tools: e.tools.clone(),
            })
            .collect(),
        education: import
            .education
            .iter()
            .enumerate()
            .map(|(n, e)| ExistingEducation {
                id: n as i64 + 1,
                name: e.name.clone(),
                category: e.category.clone(),
                link: e.link.clone(),
                date: e.date.clone(),
            })
            .collect(),
        case_studies: import
            .case_studies
            .iter()
            .enumerate()
            .map(|(n, c)| ExistingCaseStudy {
                id: n as i64 + 1,
                title: c.title.clone(),
                slug: c.slug.clone(),
                description: c.description.clone(),
                content: c.content.clone(),
            })
            .collect(),
    }
}

#[test]
fn every_row_is_imported_and_a_second_import_changes_nothing() {
    let choices = LinkedInChoices {
        education_category: Some("Degrees".to_owned()),
        tools: vec!["Python".to_owned(), "Rust".to_owned()],
    };
    let resume = linkedin_resume(&read("translated"), &choices);
    let import = import_resume_into(&resume.document, &Existing::default()).unwrap();
    assert_eq!(import.experiences.len(), 8, "{:?}", import.warnings);
    assert_eq!(import.education.len(), 5, "{:?}", import.warnings);
    assert_eq!(import.case_studies.len(), 2, "{:?}", import.warnings);
    assert!(import.experiences[0].is_current_job);
    assert_eq!(import.education[3].category, "Certifications");
    assert!(import.case_studies.iter().all(|c| !c.is_published));
    let again = import_resume_into(&resume.document, &existing_after(&import)).unwrap();
    assert!(again.unchanged.experiences.iter().all(|same| *same));
    assert!(again.unchanged.education.iter().all(|same| *same));
    assert!(again.unchanged.case_studies.iter().all(|same| *same));
    assert_eq!(again.outcome.will, "will import your profile");
}

#[test]
fn into_another_language_the_default_categories_fill_nothing_and_projects_are_said_untranslated() {
    use folio_core::language::LanguageTag;
    use folio_core::resume::import::translation::import_translation;
    let english = linkedin_resume(&read("basic"), &LinkedInChoices::default());
    let import = import_resume_into(&english.document, &Existing::default()).unwrap();
    let existing = existing_after(&import);
    let german = LanguageTag::parse("de").unwrap();
    let filled = import_translation(&english.document, &existing, &german).unwrap();
    assert_eq!(filled.education.len(), 5);
    // "Education" and "Certifications" are LinkedIn's words, not the owner's: no category.
    assert!(filled.education.iter().all(|e| e.texts.category.is_none()));
    assert!(filled.education.iter().all(|e| e.texts.name.is_some()));
    assert!(
        filled
            .warnings
            .iter()
            .any(|w| w.starts_with("2 projects are not translated")),
        "{:?}",
        filled.warnings
    );
    // A category the owner picked is theirs, and fills the translation.
    let picked = LinkedInChoices {
        education_category: Some("Studium".to_owned()),
        tools: Vec::new(),
    };
    let document = linkedin_resume(&read("basic"), &picked).document;
    let filled = import_translation(&document, &existing, &german).unwrap();
    assert_eq!(
        filled.education[0].texts.category.as_deref(),
        Some("Studium")
    );
    assert_eq!(filled.education[3].texts.category, None);
}

#[test]
fn a_position_without_its_accomplishments_is_imported_once_the_owner_writes_them() {
    use folio_core::resume::import::incomplete::{WrittenExperience, complete_import};
    use folio_core::resume::import::matching::Choice;
    let path = folder("gaps.json");
    let export: LinkedInExport =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let resume = linkedin_resume(&export, &LinkedInChoices::default());
    let import = import_resume_into(&resume.document, &Existing::default()).unwrap();
    assert_eq!(import.experiences.len(), 1);
    let gaps: Vec<_> = import
        .incomplete
        .iter()
        .map(|g| {
            (
                g.entry,
                g.description.is_some(),
                g.accomplishments.is_some(),
            )
        })
        .collect();
    assert_eq!(gaps, vec![(1, false, false), (2, true, false)]);
    assert_eq!(
        import.outcome.will,
        "will import 1 experience, and skip 2 entries"
    );
    let written = [
        WrittenExperience {
            entry: 1,
            description: Some("Lead the platform team.".to_owned()),
            accomplishments: Some("Moved every service to one cluster".to_owned()),
            choice: Choice::Add,
        },
        WrittenExperience {
            entry: 2,
            description: None,
            accomplishments: Some("Shipped the event pipeline".to_owned()),
            choice: Choice::Add,
        },
    ];
    let done = complete_import(&resume.document, &Existing::default(), None, &written).unwrap();
    assert!(done.import.incomplete.is_empty());
    let texts: Vec<_> = done
        .import
        .experiences
        .iter()
        .map(|e| (e.description.as_str(), e.accomplishments.as_str()))
        .collect();
    assert_eq!(
        texts,
        vec![
            (
                "Lead the platform team.",
                "Moved every service to one cluster"
            ),
            ("Built the event pipeline.", "Shipped the event pipeline"),
            ("Modelled churn.", "Cut churn reporting time by half"),
        ]
    );
    assert_eq!(done.import.outcome.will, "will import 3 experiences");
}
