//! LinkedIn's data export (issue 45): `POST /api/admin/linkedin-export` reads the ZIP or the
//! CSV files within the archive import's bounds and stores nothing; folio-core maps what it
//! read into a JSON Resume document (as the browser does through WASM), which
//! `POST /api/admin/resume-import` stores in one transaction. The export is the synthetic one
//! of `core/tests/vectors/linkedin-export/` (no real person's data).

use crate::helpers::{TestServer, read};
use folio_core::linkedin::{LinkedInChoices, LinkedInExport, linkedin_resume};
use reqwest::Method;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use std::io::Write;

mod bounds;
mod languages;

const ROUTE: &str = "/api/admin/linkedin-export";

/// The files of the synthetic export's `folder`, by name.
fn export_files(folder: &str) -> Vec<(String, Vec<u8>)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../core/tests/vectors/linkedin-export")
        .join(folder);
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(path).unwrap())
        })
        .collect();
    files.sort();
    files
}

/// A ZIP holding `files`, deflated, as LinkedIn sends it.
fn zip_of(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in files {
        zip.start_file(name.as_str(), options).unwrap();
        zip.write_all(bytes).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

/// Sends `files` in the field `files`: status and JSON body.
async fn send(server: &TestServer, files: &[(String, Vec<u8>)]) -> (u16, Value) {
    let mut form = Form::new();
    for (name, bytes) in files {
        let part = Part::bytes(bytes.clone())
            .file_name(name.clone())
            .mime_str("application/octet-stream")
            .unwrap();
        form = form.part("files", part);
    }
    let response = server
        .request(Method::POST, ROUTE)
        .multipart(form)
        .send()
        .await
        .expect("request");
    read(response).await
}

/// The export as read, mapped with `choices` into the document the import sends.
fn document(read: &Value, choices: &LinkedInChoices) -> Value {
    let export: LinkedInExport = serde_json::from_value(read.clone()).expect("an export");
    serde_json::from_str(&linkedin_resume(&export, choices).document).unwrap()
}

/// The rows the server read of each kind of file, whatever the files are called.
fn rows_by_kind(read: &Value) -> Vec<(Value, Value)> {
    let mut rows: Vec<(Value, Value)> = read["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|file| (file["kind"].clone(), file["rows"].clone()))
        .collect();
    rows.sort_by_key(|(kind, _)| kind.to_string());
    rows
}

#[tokio::test]
async fn a_visitor_cannot_send_an_export() {
    let server = TestServer::start().await;
    let (status, body) = send(&server, &export_files("basic")).await;
    assert_eq!(status, 401, "{body}");
}

#[tokio::test]
async fn the_whole_export_is_imported_once_and_a_second_import_creates_nothing() {
    let server = TestServer::owner().await;
    let zip = zip_of(&export_files("basic"));
    let (status, read) = send(
        &server,
        &[("Basic_LinkedInDataExport.zip".to_owned(), zip.clone())],
    )
    .await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["otherFiles"], 1, "Connections.csv is left out");
    // Reading stores nothing.
    let (_, experiences) = server.get("/api/experiences").await;
    assert_eq!(experiences, json!([]));

    let choices = LinkedInChoices {
        education_category: Some("Degrees".to_owned()),
        tools: vec!["Python".to_owned()],
    };
    let request = json!({ "document": document(&read, &choices) });
    let done = server
        .expect(
            200,
            Method::POST,
            "/api/admin/resume-import",
            request.clone(),
        )
        .await;
    assert_eq!(
        (
            &done["experiences"],
            &done["education"],
            &done["caseStudies"]
        ),
        (&json!(8), &json!(5), &json!(2)),
        "{done}"
    );
    let (_, experiences) = server.get("/api/experiences").await;
    assert_eq!(experiences.as_array().unwrap().len(), 8);
    let current: Vec<&Value> = experiences
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["isCurrentJob"] == true)
        .collect();
    assert_eq!(current.len(), 1);
    assert_eq!(current[0]["jobTitle"], "Staff Data Engineer");
    let (_, education) = server.get("/api/education").await;
    let certifications: Vec<&Value> = education
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["category"] == "Certifications")
        .collect();
    assert_eq!(certifications.len(), 2);
    assert_eq!(
        certifications[0]["link"],
        "https://certs.example/stream/123"
    );
    let (_, public_studies) = server.get("/api/case-studies").await;
    assert_eq!(public_studies, json!([]), "projects are drafts");
    let (_, drafts) = server.get("/api/admin/case-studies").await;
    assert_eq!(drafts.as_array().unwrap().len(), 2);
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(profile["name"], "Mara Quillfeather");
    // The profile's headline, location, links and contact, as the export gives them: the
    // websites with their labels (a GitHub address as the GitHub link), the Twitter handle as
    // an X link, the primary of two e-mail addresses.
    assert_eq!(
        (
            &profile["headline"],
            &profile["location"],
            &profile["contact"],
            &profile["githubUrl"],
            &profile["links"],
        ),
        (
            &json!("Staff Data Engineer at Fernwick Labs"),
            &json!("Lisbon, Portugal"),
            &json!("hello@mara.example"),
            &json!("https://github.com/maraquill"),
            &json!([
                { "label": "Portfolio", "url": "https://mara.example" },
                { "label": "", "url": "https://x.com/maraquill" },
            ]),
        ),
        "{profile}"
    );
    let before = server.resume_parts().await;

    // The same export again: everything is there already.
    let (_, again) = send(&server, &[("export.zip".to_owned(), zip)]).await;
    let request = json!({ "document": document(&again, &choices) });
    let done = server
        .expect(200, Method::POST, "/api/admin/resume-import", request)
        .await;
    assert_eq!(
        (
            &done["experiences"],
            &done["education"],
            &done["caseStudies"],
            &done["updated"]
        ),
        (&json!(0), &json!(0), &json!(0), &json!(0)),
        "{done}"
    );
    assert_eq!(done["message"], "Nothing was imported.");
    assert_eq!(server.resume_parts().await, before);
    let (_, drafts) = server.get("/api/admin/case-studies").await;
    assert_eq!(drafts.as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn translated_file_names_and_loose_files_read_as_the_zip_does() {
    let server = TestServer::owner().await;
    let (status, english) = send(
        &server,
        &[("a.zip".to_owned(), zip_of(&export_files("basic")))],
    )
    .await;
    assert_eq!(status, 200, "{english}");
    let (status, german) = send(&server, &export_files("translated")).await;
    assert_eq!(status, 200, "{german}");
    assert_eq!(rows_by_kind(&english), rows_by_kind(&german));
    let (status, german_zip) = send(
        &server,
        &[("b.zip".to_owned(), zip_of(&export_files("translated")))],
    )
    .await;
    assert_eq!(status, 200, "{german_zip}");
    assert_eq!(rows_by_kind(&english), rows_by_kind(&german_zip));
}

#[tokio::test]
async fn a_windows_1252_file_is_read_as_such() {
    let server = TestServer::owner().await;
    let education = export_files("basic")
        .into_iter()
        .filter(|(name, _)| name == "Education.csv")
        .collect::<Vec<_>>();
    assert!(
        std::str::from_utf8(&education[0].1).is_err(),
        "the file is Windows-1252"
    );
    let (status, read) = send(&server, &education).await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["files"][0]["kind"], "education");
    assert_eq!(read["files"][0]["rows"][0][0], "Université de Lumière");
}

#[tokio::test]
async fn hostile_zips_are_refused_before_they_are_unpacked_and_nothing_is_stored() {
    let server = TestServer::owner().await;
    let before = server.resume_parts().await;
    let file = |name: &str, bytes: Vec<u8>| vec![(name.to_owned(), bytes)];
    let one = |name: &str, bytes: Vec<u8>| file("x.zip", zip_of(&file(name, bytes)));

    // A bomb: a header row, then 20 MB of spaces packed into a few KB.
    let mut bomb = b"Company Name,Title,Description,Location,Started On,Finished On\n".to_vec();
    bomb.resize(20 << 20, b' ');
    let (status, body) = send(&server, &one("Positions.csv", bomb)).await;
    assert_eq!(status, 413, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("times its packed size"),
        "{body}"
    );

    // A name that climbs out of the archive.
    let (status, body) = send(&server, &one("../Profile.csv", b"Name\nRust\n".to_vec())).await;
    assert_eq!(status, 422, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("\"../Profile.csv\""),
        "{body}"
    );

    // More entries than an export holds, refused from the central directory.
    let many: Vec<(String, Vec<u8>)> = (0..5_001)
        .map(|n| (format!("{n}.txt"), Vec::new()))
        .collect();
    let (status, body) = send(&server, &file("x.zip", zip_of(&many))).await;
    assert_eq!(status, 413, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("more than 5000 entries"),
        "{body}"
    );

    // A file past the rows Folio reads, named with its row.
    let mut skills = b"Name\n".to_vec();
    for n in 0..1_001 {
        skills.extend_from_slice(format!("Skill {n}\n").as_bytes());
    }
    let (status, body) = send(&server, &one("Skills.csv", skills)).await;
    assert_eq!(status, 422, "{body}");
    let message = body["fields"][0]["message"].as_str().unwrap();
    assert!(message.starts_with("Skills.csv, row 1001:"), "{message}");

    // Not a ZIP, not LinkedIn's.
    let (status, body) = send(&server, &file("x.csv", b"a,b\n1,2\n".to_vec())).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(server.resume_parts().await, before);
}

#[tokio::test]
async fn a_position_without_its_text_is_stored_only_once_the_owner_writes_it() {
    use folio_core::resume::import::incomplete::{WrittenExperience, complete_import};
    use folio_core::resume::import::matching::{Choice, Existing};
    let server = TestServer::owner().await;
    let gaps: LinkedInExport = serde_json::from_str(
        &std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../core/tests/vectors/linkedin-export/gaps.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let text = linkedin_resume(&gaps, &LinkedInChoices::default()).document;

    // Sent as it is, the two positions without accomplishments are left out.
    let document: Value = serde_json::from_str(&text).unwrap();
    let done = server
        .expect(
            200,
            Method::POST,
            "/api/admin/resume-import",
            json!({ "document": document }),
        )
        .await;
    assert_eq!(done["experiences"], 1, "{done}");
    assert_eq!(
        done["skipped"], 2,
        "the count says what the message says: {done}"
    );
    assert_eq!(
        done["message"],
        "Imported 1 experience, and skipped 2 entries."
    );

    // With the owner's words (as the preview completes the file through WASM), into a site that
    // now holds the Analyst job: the two are added, the Analyst skipped.
    let (_, stored) = server.get("/api/admin/experiences").await;
    let existing = Existing {
        experiences: serde_json::from_value(stored).unwrap(),
        ..Existing::default()
    };
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
            accomplishments: Some("Shipped the event pipeline\nHired two".to_owned()),
            choice: Choice::Add,
        },
    ];
    let completed = complete_import(&text, &existing, None, &written).unwrap();
    let document: Value = serde_json::from_str(&completed.document).unwrap();
    let done = server
        .expect(
            200,
            Method::POST,
            "/api/admin/resume-import",
            json!({ "document": document, "choices": completed.choices }),
        )
        .await;
    assert_eq!(done["experiences"], 2, "{done}");
    // The Analyst job is the same as stored: no change, so not counted.
    assert_eq!(done["message"], "Imported 2 experiences.");
    let (_, experiences) = server.get("/api/experiences").await;
    let texts: Vec<(&Value, &Value, &Value)> = experiences
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (&e["jobTitle"], &e["description"], &e["accomplishments"]))
        .collect();
    assert_eq!(
        json!(texts),
        json!([
            [
                "Platform Lead",
                "Lead the platform team.",
                "Moved every service to one cluster"
            ],
            [
                "Data Engineer",
                "Built the event pipeline.",
                "Shipped the event pipeline\nHired two"
            ],
            [
                "Analyst",
                "Modelled churn.",
                "Cut churn reporting time by half"
            ],
        ])
    );
}
