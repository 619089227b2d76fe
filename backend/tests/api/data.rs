//! Export and import (issue 14): a whole site moves to a new install and serves the same pages;
//! bad archives are refused with a message and change nothing.

use crate::helpers::{TestServer, case_study, education, experience, fresh_database, spawn_folio};
use image::{ImageFormat, Rgb, RgbImage};
use reqwest::Method;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::io::{Cursor, Read, Write};
use std::path::Path;
use std::process::Command;
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

fn png(width: u32, height: u32) -> Vec<u8> {
    let image = RgbImage::from_fn(width, height, |x, y| {
        Rgb([(x % 251) as u8, (y % 241) as u8, ((x + y) % 7) as u8 * 30])
    });
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, ImageFormat::Png).unwrap();
    out.into_inner()
}

/// Uploads an image; answers its `/uploads/...` URL.
async fn upload(server: &TestServer, bytes: Vec<u8>) -> String {
    let (status, body) = server.upload_image("photo.png", "image/png", bytes).await;
    assert_eq!(status, 200, "{body}");
    body["file"]["url"].as_str().unwrap().to_owned()
}

async fn created(server: &TestServer, path: &str, body: Value) -> Value {
    let (status, answer) = server.send(Method::POST, path, body).await;
    assert!(status == 200 || status == 201, "{path}: {status} {answer}");
    answer
}

/// A site with every kind of content: a saved profile with links and orders, experiences in the
/// owner's order (one deleted, so ids have gaps), education, and case studies (published and
/// draft, featured) with uploads as featured images and in their bodies, and a share link.
async fn fill(server: &TestServer) {
    server.sign_up().await;
    let (status, _) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({"name": "Ada Lovelace", "briefIntro": "Engines and notes.\nSee https://ada.example.",
                "githubUrl": "https://github.com/ada", "linkedinUrl": null,
                "toolsOrder": ["SQL", "Rust"], "industriesOrder": ["Fintech"]}),
        )
        .await;
    assert_eq!(status, 200);
    // Issue 23's fields, with the photo an upload the archive must carry.
    let photo = upload(server, png(400, 400)).await;
    let (status, _) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({"photo": photo, "headline": "Analyst", "location": "London",
                "contact": "ada@example.org",
                "links": [{"label": "", "url": "https://bsky.app/profile/ada"}]}),
        )
        .await;
    assert_eq!(status, 200);
    let mut ids = Vec::new();
    for (title, industry) in [
        ("Engineer", "Fintech"),
        ("Gone", "Retail"),
        ("Lead", "Technology"),
    ] {
        let mut body = experience(title);
        body["industry"] = json!(industry);
        ids.push(created(server, "/api/admin/experiences", body).await["id"].clone());
    }
    server
        .send(
            Method::DELETE,
            &format!("/api/admin/experiences/{}", ids[1]),
            json!({}),
        )
        .await;
    let (status, _) = server
        .send(
            Method::PATCH,
            "/api/admin/experiences/reorder",
            json!({"experienceIds": [ids[2], ids[0]]}),
        )
        .await;
    assert_eq!(status, 204);
    created(server, "/api/admin/education", education("Statistics")).await;
    let mut second = education("Deep learning");
    second["sortOrder"] = json!(-2);
    second["link"] = json!(null);
    created(server, "/api/admin/education", second).await;

    let wide = upload(server, png(1300, 700)).await;
    let small = upload(server, png(300, 200)).await;
    let in_body = upload(server, png(900, 500)).await;
    let mut featured = case_study("Ledger", "ledger", true);
    featured["featuredImage"] = json!(wide);
    featured["featuredImageAlt"] = json!("A ledger");
    featured["isFeatured"] = json!(true);
    featured["tags"] = json!(["rust", "payments"]);
    featured["content"] = json!({"time": 1700000000000_i64, "version": "2.31.0", "blocks": [
        {"id": "h1", "type": "header", "data": {"text": "The <b>move</b>", "level": 2}},
        {"id": "p1", "type": "paragraph", "data": {"text": "Read <a href=\"https://example.org\">more</a>."}},
        {"id": "i1", "type": "image", "data": {"file": {"url": in_body}, "caption": "Before",
            "withBorder": false, "stretched": false, "withBackground": false}},
        {"id": "l1", "type": "list", "data": {"style": "unordered", "items": ["One", "Two"]}}
    ]})
    .to_string()
    .into();
    // First saved with another image, which only its first revision names afterwards.
    let mut first = featured.clone();
    first["featuredImage"] = json!(upload(server, png(500, 300)).await);
    first["title"] = json!("Ledger, first draft");
    let ledger = created(server, "/api/admin/case-studies", first).await;
    let (status, body) = server
        .send(
            Method::PUT,
            &format!("/api/admin/case-studies/{}", ledger["id"]),
            featured,
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let mut draft = case_study("Draft", "draft", false);
    draft["featuredImage"] = json!(small);
    created(server, "/api/admin/case-studies", draft).await;
    let mut elsewhere = case_study("Elsewhere", "elsewhere", true);
    elsewhere["featuredImage"] = json!("https://images.example/photo.jpg");
    // The owner's date and order of case studies (issue 23) travel with the archive too.
    elsewhere["date"] = json!("2021-03-05");
    let elsewhere = created(server, "/api/admin/case-studies", elsewhere).await;
    let (_, studies) = server.get("/api/admin/case-studies").await;
    let mut order: Vec<Value> = crate::helpers::column(&studies, "id");
    order.retain(|id| *id != elsewhere["id"]);
    order.insert(0, elsewhere["id"].clone());
    let (status, _) = server
        .send(
            Method::PATCH,
            "/api/admin/case-studies/reorder",
            json!({ "caseStudyIds": order }),
        )
        .await;
    assert_eq!(status, 204);
    created(
        server,
        &format!("/api/admin/case-studies/{}/preview-links", ledger["id"]),
        json!({}),
    )
    .await;
}

pub(crate) async fn export(server: &TestServer) -> Vec<u8> {
    let response = server
        .request(Method::GET, "/api/admin/export")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "application/zip");
    let disposition = response.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    let today = time::OffsetDateTime::now_utc().date();
    assert_eq!(
        disposition,
        format!("attachment; filename=\"folio-export-{today}.zip\"")
    );
    assert!(
        response.headers()["cache-control"]
            .to_str()
            .unwrap()
            .contains("no-store")
    );
    response.bytes().await.unwrap().to_vec()
}

pub(crate) async fn import(server: &TestServer, archive: Vec<u8>) -> (u16, Value) {
    let file = ("folio-export.zip", "application/zip", archive);
    server.send_file("/api/admin/import", "archive", file).await
}

/// Every public answer and page a visitor can read, with the server's own address taken out.
async fn public_site(server: &TestServer) -> BTreeMap<String, String> {
    let mut paths: Vec<String> = [
        "/api/home",
        "/api/profile",
        "/api/experiences",
        "/api/education",
        "/api/case-studies",
        "/",
        "/?tab=education",
        "/?tab=playground",
        "/?filter=tools",
        "/?filter=industries",
        "/robots.txt",
        "/sitemap.xml",
        "/feed.xml",
        "/resume.json",
    ]
    .map(str::to_owned)
    .to_vec();
    let (_, list) = server.get("/api/case-studies").await;
    for study in list.as_array().unwrap() {
        let slug = study["slug"].as_str().unwrap();
        paths.push(format!("/api/case-studies/{slug}"));
        paths.push(format!("/case-studies/{slug}"));
    }
    let host = server.base.trim_start_matches("http://").to_owned();
    let mut site = BTreeMap::new();
    for path in paths {
        let response = server.request(Method::GET, &path).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        let text = response.text().await.unwrap().replace(&host, "HOST");
        site.insert(path, text);
    }
    site
}

/// The admin's own lists: drafts, ids and times included.
async fn admin_lists(server: &TestServer) -> Vec<Value> {
    let mut lists = Vec::new();
    for path in [
        "/api/admin/experiences",
        "/api/admin/education",
        "/api/admin/case-studies",
        "/api/profile",
    ] {
        let (status, body) = server.get(path).await;
        assert_eq!(status, 200, "{path}");
        lists.push(body);
    }
    // Each case study's revisions, as the dialog lists them.
    let mut revisions = Vec::new();
    for id in crate::helpers::column(&lists[2], "id") {
        let path = format!("/api/admin/case-studies/{id}/revisions");
        let (status, body) = server.get(&path).await;
        assert_eq!(status, 200, "{path}");
        revisions.push(body);
    }
    lists.push(Value::Array(revisions));
    lists
}

#[tokio::test]
async fn an_export_imported_into_a_new_install_serves_the_same_site() {
    let original = TestServer::start().await;
    fill(&original).await;
    let archive = export(&original).await;

    // The archive: folio.json and exactly the uploads saved content uses, byte for byte; nothing
    // of the admin account, sessions or share links.
    let mut zip = zip::ZipArchive::new(Cursor::new(archive.clone())).unwrap();
    let mut names: Vec<String> = zip
        .file_names()
        .map(|name| name.unwrap().into_owned())
        .collect();
    names.sort();
    let stored = original.stored_uploads().await;
    let mut expected: Vec<String> = stored
        .keys()
        .map(|name| format!("uploads/{name}"))
        .collect();
    expected.push("folio.json".to_owned());
    expected.sort();
    assert_eq!(names, expected);
    let mut document = String::new();
    zip.by_name("folio.json")
        .unwrap()
        .read_to_string(&mut document)
        .unwrap();
    let document: Value = serde_json::from_str(&document).unwrap();
    assert_eq!(document["format"], "folio");
    assert_eq!(document["version"], 1);
    assert_eq!(document["caseStudies"].as_array().unwrap().len(), 3);
    let text = document.to_string();
    for secret in ["owner", "argon2", "password", "previewLinks", "token"] {
        assert!(!text.contains(secret), "{secret} is exported");
    }

    let copy = TestServer::start().await;
    copy.sign_up().await;
    let (status, body) = import(&copy, archive).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body,
        json!({"experiences": 2, "education": 2, "caseStudies": 3, "messages": 0, "uploads": stored.len()})
    );

    assert_eq!(public_site(&copy).await, public_site(&original).await);
    assert_eq!(admin_lists(&copy).await, admin_lists(&original).await);
    assert_eq!(copy.stored_uploads().await, stored);
    for name in stored.keys() {
        let path = format!("/uploads/{name}");
        let served = |server: &TestServer| {
            let request = server.request(Method::GET, &path).send();
            async move { request.await.unwrap().bytes().await.unwrap() }
        };
        assert_eq!(served(&copy).await, served(&original).await, "{path}");
    }

    // The history came along: the copy restores the ledger's first save, whose image only that
    // revision names.
    let (_, studies) = copy.get("/api/admin/case-studies").await;
    let ledger = &studies
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["slug"] == "ledger")
        .unwrap()["id"];
    let (_, revisions) = copy
        .get(&format!("/api/admin/case-studies/{ledger}/revisions"))
        .await;
    let first = &revisions.as_array().unwrap().last().unwrap()["id"];
    let (status, restored) = copy
        .send(
            Method::POST,
            &format!("/api/admin/case-studies/{ledger}/revisions/{first}/restore"),
            json!({}),
        )
        .await;
    assert_eq!(status, 200, "{restored}");
    assert_eq!(restored["title"], "Ledger, first draft");
    let image = restored["featuredImage"].as_str().unwrap();
    let served = copy.request(Method::GET, image).send().await.unwrap();
    assert_eq!(served.status(), 200, "{image}");

    // The new install goes on from there: a new item gets an id of its own.
    let (_, before) = copy.get("/api/admin/experiences").await;
    let added = created(&copy, "/api/admin/experiences", experience("Next")).await;
    let highest = before
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_i64().unwrap())
        .max()
        .unwrap();
    assert!(added["id"].as_i64().unwrap() > highest);
}

#[tokio::test]
async fn an_install_with_content_refuses_an_import_and_keeps_what_it_has() {
    let original = TestServer::start().await;
    fill(&original).await;
    let archive = export(&original).await;
    let uploads = original.stored_uploads().await;
    let lists = admin_lists(&original).await;
    let (status, body) = import(&original, archive.clone()).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["code"], "conflict");
    assert_eq!(
        body["message"],
        "This site already has content (2 experiences, 2 education entries, 3 case studies, a \
         saved profile). An import restores a whole site into a new install only, and never \
         merges: import into an install with an admin and nothing else."
    );
    assert_eq!(admin_lists(&original).await, lists);
    assert_eq!(original.stored_uploads().await, uploads);

    // A saved profile alone is content too.
    let other = TestServer::start().await;
    other.sign_up().await;
    other
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({"name": "Someone"}),
        )
        .await;
    let (status, body) = import(&other, archive).await;
    assert_eq!(status, 409);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("(a saved profile)")
    );
    assert!(other.stored_uploads().await.is_empty());
}

#[tokio::test]
async fn visitors_can_neither_export_nor_import() {
    let server = TestServer::start().await;
    fill(&server).await;
    let archive = export(&server).await;
    let visitor = TestServer::start().await;
    let (status, body) = visitor.get("/api/admin/export").await;
    assert_eq!((status, body["code"].clone()), (401, json!("unauthorized")));
    let (status, body) = import(&visitor, archive).await;
    assert_eq!((status, body["code"].clone()), (401, json!("unauthorized")));
    let (_, experiences) = visitor.get("/api/experiences").await;
    assert_eq!(experiences, json!([]));
}

/// A ZIP of `entries`, each deflated.
fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    for (name, bytes) in entries {
        zip.start_file(
            *name,
            SimpleFileOptions::default().compression_method(CompressionMethod::Deflated),
        )
        .unwrap();
        zip.write_all(bytes).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

/// The entries of an archive, to take apart and put together again.
pub(crate) fn entries_of(archive: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut zip = zip::ZipArchive::new(Cursor::new(archive)).unwrap();
    (0..zip.len())
        .map(|i| {
            let mut entry = zip.by_index(i).unwrap();
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes).unwrap();
            (entry.name().unwrap().into_owned(), bytes)
        })
        .collect()
}

fn rebuilt(entries: &[(String, Vec<u8>)]) -> Vec<u8> {
    let borrowed: Vec<(&str, &[u8])> = entries
        .iter()
        .map(|(name, bytes)| (name.as_str(), bytes.as_slice()))
        .collect();
    zip_of(&borrowed)
}

/// `folio.json` of `entries`, changed by `change`.
pub(crate) fn with_document(
    entries: &[(String, Vec<u8>)],
    change: impl FnOnce(&mut Value),
) -> Vec<u8> {
    let mut entries = entries.to_vec();
    let document = entries
        .iter_mut()
        .find(|(name, _)| name == "folio.json")
        .unwrap();
    let mut json: Value = serde_json::from_slice(&document.1).unwrap();
    change(&mut json);
    document.1 = serde_json::to_vec(&json).unwrap();
    rebuilt(&entries)
}

/// Imports `archive` into `server` (an admin and nothing else): answers status and message,
/// after checking that nothing changed: no content, no upload stored.
async fn refused(server: &TestServer, archive: Vec<u8>) -> (u16, String) {
    let (status, body) = import(server, archive).await;
    assert_eq!(
        admin_lists(server).await[..3],
        [json!([]), json!([]), json!([])]
    );
    let (_, profile) = server.get("/api/profile").await;
    assert_eq!(profile["name"], "Your Name");
    assert!(
        server.stored_uploads().await.is_empty(),
        "uploads left behind"
    );
    (
        status,
        body["message"].as_str().unwrap_or_default().to_owned(),
    )
}

#[tokio::test]
async fn bad_archives_are_refused_with_a_message_and_change_nothing() {
    let original = TestServer::start().await;
    fill(&original).await;
    let entries = entries_of(&export(&original).await);
    let upload = entries
        .iter()
        .find(|(name, _)| name.starts_with("uploads/"))
        .unwrap()
        .clone();
    let server = TestServer::owner().await;

    let (status, message) = refused(&server, b"PK\x03\x04 not really a zip".to_vec()).await;
    assert_eq!(status, 400);
    assert!(
        message.starts_with("The file is not a readable ZIP archive"),
        "{message}"
    );

    let cases: Vec<(Vec<u8>, u16, &str)> = vec![
        (
            with_document(&entries, |doc| doc["version"] = json!(2)),
            422,
            "This export is format version 2; this Folio reads version 1 only.",
        ),
        (
            with_document(&entries, |doc| {
                doc.as_object_mut().unwrap().remove("version");
            }),
            422,
            "This is not a Folio export: folio.json does not say it is format \"folio\" version 1.",
        ),
        (
            rebuilt(
                &entries
                    .iter()
                    .map(|(name, bytes)| {
                        let bytes = if name == "folio.json" {
                            b"{\"format\": \"folio\", \"version\": 1, ".to_vec()
                        } else {
                            bytes.clone()
                        };
                        (name.clone(), bytes)
                    })
                    .collect::<Vec<_>>(),
            ),
            422,
            "folio.json could not be read: EOF while parsing a value at line 1 column 34.",
        ),
        (
            with_document(&entries, |doc| doc["caseStudies"][0]["title"] = json!("  ")),
            422,
            "The export holds content Folio would refuse: case study",
        ),
        (
            // Stored on SQLite, this would make a site that cannot move to PostgreSQL.
            with_document(&entries, |doc| doc["profile"]["name"] = json!("Ada\u{0}")),
            422,
            "folio.json: Text may not contain the NUL character (U+0000).",
        ),
        (
            with_document(&entries, |doc| {
                doc["caseStudies"][0]["version"] = json!(i64::MAX)
            }),
            422,
            "the version must be a whole number from 1 to 2^53",
        ),
        (
            with_document(&entries, |doc| {
                doc["experiences"][1]["id"] = doc["experiences"][0]["id"].clone()
            }),
            422,
            "another item of its list has this id",
        ),
        (
            rebuilt(
                &entries
                    .iter()
                    .filter(|(name, _)| name != &upload.0)
                    .cloned()
                    .collect::<Vec<_>>(),
            ),
            422,
            "The archive lacks uploads its case studies use: ",
        ),
        (
            rebuilt(
                &entries
                    .iter()
                    .filter(|(name, _)| name != "folio.json")
                    .cloned()
                    .collect::<Vec<_>>(),
            ),
            422,
            "The archive holds no folio.json: it is not a Folio export.",
        ),
    ];
    for (archive, expected_status, expected) in cases {
        let (status, message) = refused(&server, archive).await;
        assert_eq!(status, expected_status, "{message} (expected {expected})");
        assert!(message.contains(expected), "{message} lacks {expected}");
    }
    let (_, message) = refused(
        &server,
        with_document(&entries, |doc| doc["caseStudies"][0]["title"] = json!("  ")),
    )
    .await;
    assert!(message.ends_with(": Title is required."), "{message}");

    // Names that would land outside the upload folder, or that are not Folio's.
    for name in [
        "../escape.png".to_owned(),
        "/tmp/absolute.png".to_owned(),
        format!("uploads/../{}", &upload.0["uploads/".len()..]),
        format!("uploads/sub/{}", &upload.0["uploads/".len()..]),
        "uploads/..\\..\\windows.png".to_owned(),
        "C:/drive.png".to_owned(),
        "uploads/notes.txt".to_owned(),
        format!("uploads/.{}.tmp", &upload.0["uploads/".len()..]),
        "__MACOSX/._folio.json".to_owned(),
    ] {
        let mut odd = entries.clone();
        odd.push((name.clone(), b"x".to_vec()));
        let (status, message) = refused(&server, rebuilt(&odd)).await;
        assert_eq!(status, 422, "{name}: {message}");
        assert!(
            message.contains("which is not part of a Folio export"),
            "{name}: {message}"
        );
    }
    // The ZIP writer will not write a name twice: a second name of the same length is renamed
    // in the bytes, in both of its headers.
    let mut twice = entries.clone();
    let first = if upload.0.as_bytes()[8] == b'0' {
        "1"
    } else {
        "0"
    };
    let other = format!("uploads/{first}{}", &upload.0[9..]);
    twice.push((other.clone(), upload.1.clone()));
    let mut bytes = rebuilt(&twice);
    let mut at = 0;
    while let Some(found) = bytes[at..]
        .windows(other.len())
        .position(|window| window == other.as_bytes())
    {
        bytes[at + found..at + found + other.len()].copy_from_slice(upload.0.as_bytes());
        at += found + other.len();
    }
    let (status, message) = refused(&server, bytes).await;
    assert_eq!(status, 422);
    assert!(message.ends_with(" twice."), "{message}");
}

#[tokio::test]
async fn zip_bombs_are_stopped_at_their_bounds_whatever_the_headers_claim() {
    let server = TestServer::owner().await;
    let id = "0123456789abcdef0123456789abcdef";

    // folio.json has no bound of its own but the archive's: it is staged on disk and read one
    // item at a time, each within its bound (folio-core `archive::stream`'s tests).
    let zeros = vec![0_u8; 33 * 1024 * 1024];
    let name = format!("uploads/{id}-10x10.png");
    let (status, message) = refused(&server, zip_of(&[(&name, &zeros)])).await;
    assert_eq!(status, 413);
    assert_eq!(
        message,
        format!("The archive's entry \"{name}\" unpacks to more than 32 MiB.")
    );

    // The same upload with both its headers claiming 10 bytes: it is read as what it is.
    let mut lying = zip_of(&[(&name, &zeros)]);
    let claimed = 10_u32.to_le_bytes();
    let local = 0;
    lying[local + 22..local + 26].copy_from_slice(&claimed);
    let central = lying.windows(4).rposition(|w| w == b"PK\x01\x02").unwrap();
    lying[central + 24..central + 28].copy_from_slice(&claimed);
    let (status, message) = refused(&server, lying).await;
    assert_eq!(status, 400, "{message}");
    assert!(
        message.starts_with(&format!("The archive's entry \"{name}\" is damaged")),
        "{message}"
    );

    // More entries than an export ever holds.
    let names: Vec<String> = (0..20_001)
        .map(|n| format!("uploads/{id}-{n}x1.png"))
        .collect();
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    for name in &names {
        zip.start_file(
            name.as_str(),
            SimpleFileOptions::default().compression_method(CompressionMethod::Stored),
        )
        .unwrap();
    }
    let many = zip.finish().unwrap().into_inner();
    let (status, message) = refused(&server, many).await;
    assert_eq!(status, 413);
    assert_eq!(
        message,
        "The archive holds more than 20000 entries; an export never does."
    );
}

#[tokio::test]
async fn a_document_of_countless_invalid_items_is_refused_after_the_first_hundred_problems() {
    let server = TestServer::owner().await;
    let entries = entries_of(&export(&server).await);
    // Each item fails three checks (its id, its times, its fields): 600,000 problems in a ZIP
    // of a few dozen KiB.
    let item = json!({ "createdAt": "x", "updatedAt": "x" });
    let archive = with_document(&entries, |doc| {
        doc["experiences"] = Value::Array(vec![item; 200_000]);
    });
    assert!(archive.len() < 100 * 1024, "{} bytes", archive.len());
    let (status, message) = refused(&server, archive).await;
    assert_eq!(status, 422);
    // Five problems listed (one item's fields make one problem, their messages joined by "; "),
    // then the rest of the hundred kept and the two past them found in the item that made them.
    assert_eq!(message.matches("experience 0: ").count(), 5, "{message}");
    assert!(
        message.starts_with(
            "The export holds content Folio would refuse: experience 0: the id must be a \
             positive number; experience 0: a time is not an RFC 3339 date and time; "
        ),
        "{message}"
    );
    assert!(
        message.ends_with("; and at least 97 more (Folio stopped reading after 100 problems)."),
        "{message}"
    );
}

#[tokio::test]
async fn a_body_over_the_import_bound_is_refused_before_it_is_read() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let server = TestServer::owner().await;
    // Signed in: an anonymous body is refused with 401 before its size is looked at.
    let login = reqwest::Client::new()
        .post(format!("{}/api/admin/login", server.base))
        .json(&crate::helpers::credentials())
        .send()
        .await
        .unwrap();
    assert_eq!(login.status(), 200);
    let cookie = login.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let mut stream = tokio::net::TcpStream::connect(server.base.trim_start_matches("http://"))
        .await
        .unwrap();
    let request = format!(
        "POST /api/admin/import HTTP/1.1\r\nHost: {}\r\nContent-Type: multipart/form-data; \
         boundary=x\r\nContent-Length: {}\r\nCookie: {cookie}\r\nConnection: close\r\n\r\n",
        server.base.trim_start_matches("http://"),
        2_u64 << 30
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(
        answer.contains("The archive is larger than the 1 GiB an import accepts."),
        "{answer}"
    );
}

fn folio(database_url: &str, dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_folio"))
        .args(args)
        .env("DATABASE_URL", database_url)
        .env("UPLOAD_DIR", dir.join("uploads"))
        .env("RUST_LOG", "warn")
        .output()
        .expect("folio")
}

#[tokio::test]
async fn folio_export_and_import_move_a_site_from_the_command_line() {
    let original = TestServer::start().await;
    fill(&original).await;
    let backups = tempfile::tempdir().unwrap();
    let file = backups.path().join("backup.zip");
    let file_arg = file.to_str().unwrap();

    // Exported while the server runs.
    let output = folio(
        &original.database_url,
        original.dir(),
        &["export", file_arg],
    );
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout).trim(),
        format!(
            "Exported 2 experiences, 2 education entries, 3 case studies and {} uploads to {file_arg}.",
            original.stored_uploads().await.len()
        )
    );
    assert_eq!(
        std::fs::read_dir(backups.path()).unwrap().count(),
        1,
        "only the backup is left"
    );

    // Imported into a new install, which has no admin yet; its server then serves the site.
    let moved = tempfile::tempdir().unwrap();
    let database = fresh_database(moved.path()).await;
    let output = folio(&database, moved.path(), &["import", file_arg]);
    assert!(output.status.success(), "{output:?}");
    assert!(
        String::from_utf8_lossy(&output.stdout).starts_with("Imported 2 experiences"),
        "{output:?}"
    );
    let copy = TestServer::start_with(|config| config.database_url = database.clone()).await;
    // Until its owner creates the admin account, the home says the site is not set up.
    let (_, home) = copy.get("/api/home").await;
    assert_eq!(home["setupOpen"], true);
    copy.sign_up().await;
    assert_eq!(public_site(&copy).await, public_site(&original).await);
    assert_eq!(copy.stored_uploads().await, original.stored_uploads().await);

    // A second import into the same install is refused and says why.
    let output = folio(&database, moved.path(), &["import", file_arg]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .starts_with("This site already has content (2 experiences"),
        "{output:?}"
    );
    let output = folio(
        &database,
        moved.path(),
        &["import", "/nonexistent/backup.zip"],
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .starts_with("Could not open /nonexistent/backup.zip")
    );
}

#[tokio::test]
async fn a_running_server_serves_a_command_line_import_without_a_restart() {
    let original = TestServer::start().await;
    fill(&original).await;
    let backups = tempfile::tempdir().unwrap();
    let file = backups.path().join("backup.zip");
    std::fs::write(&file, export(&original).await).unwrap();

    // The help says what the server does: no restart.
    let moved = tempfile::tempdir().unwrap();
    let database = fresh_database(moved.path()).await;
    let help = folio(&database, moved.path(), &["import", "--help"]);
    let help = String::from_utf8_lossy(&help.stdout).replace("\n", " ");
    assert!(help.contains("without a restart"), "{help}");
    assert!(!help.contains("restart a running server"), "{help}");

    // The real server, already running on the new install, serves the import within a second.
    let (mut server, base, _log) = spawn_folio(&database, moved.path(), &[]);
    let experiences = || async {
        let answer = reqwest::get(format!("{base}/api/experiences"))
            .await
            .unwrap();
        answer.json::<Value>().await.unwrap()
    };
    assert_eq!(experiences().await, json!([]));
    let output = folio(&database, moved.path(), &["import", file.to_str().unwrap()]);
    assert!(output.status.success(), "{output:?}");
    let imported = std::time::Instant::now();
    let mut served = experiences().await;
    while served == json!([]) && imported.elapsed() < std::time::Duration::from_secs(1) {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        served = experiences().await;
    }
    server.kill().unwrap();
    server.wait().unwrap();
    assert_eq!(served, original.get("/api/experiences").await.1);
}

#[tokio::test]
async fn an_import_never_replaces_a_different_file_of_the_same_name() {
    let original = TestServer::start().await;
    fill(&original).await;
    let archive = export(&original).await;
    let name = original.stored_uploads().await.into_keys().next().unwrap();

    let server = TestServer::owner().await;
    server.store_upload(&name, b"the owner's own file").await;
    let (status, body) = import(&server, archive).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(
        body["message"],
        format!(
            "This install already stores a different upload named {name}; an import never \
             replaces one."
        )
    );
    assert_eq!(
        server.stored_uploads().await,
        BTreeMap::from([(name, b"the owner's own file".to_vec())])
    );
    assert_eq!(
        admin_lists(&server).await[..3],
        [json!([]), json!([]), json!([])]
    );
}

#[tokio::test]
async fn an_export_missing_an_upload_its_content_uses_says_which_instead_of_a_partial_archive() {
    let server = TestServer::start().await;
    fill(&server).await;
    let (_, studies) = server.get("/api/admin/case-studies").await;
    let draft = studies
        .as_array()
        .unwrap()
        .iter()
        .find(|study| study["slug"] == "draft")
        .unwrap();
    let name = draft["featuredImage"]
        .as_str()
        .unwrap()
        .trim_start_matches("/uploads/");
    server
        .execute_sql(&format!("DELETE FROM uploads WHERE name = '{name}'"))
        .await;
    let (status, body) = server.get("/api/admin/export").await;
    assert_eq!(status, 409);
    assert_eq!(
        body["message"],
        format!(
            "Saved content uses uploads that are not stored: {name}. Remove them from the case \
             studies that use them, and export again."
        )
    );
}

#[tokio::test]
async fn an_export_taken_while_the_owner_saves_holds_each_save_whole() {
    let server = TestServer::owner().await;
    let first = created(
        &server,
        "/api/admin/case-studies",
        case_study("Save 0", "saves", true),
    )
    .await;
    let id = first["id"].as_i64().unwrap();
    // Each save changes the case study and keeps a revision of it in one transaction; an export
    // taken meanwhile must show both or neither.
    let saves = async {
        for n in 1..=40 {
            let body = case_study(&format!("Save {n}"), "saves", true);
            let (status, _) = server
                .send(Method::PUT, &format!("/api/admin/case-studies/{id}"), body)
                .await;
            assert_eq!(status, 200);
        }
    };
    let exports = async {
        let mut documents = Vec::new();
        for _ in 0..15 {
            let entries = entries_of(&export(&server).await);
            let (_, json) = entries
                .iter()
                .find(|(name, _)| name == "folio.json")
                .unwrap();
            documents.push(serde_json::from_slice::<Value>(json).unwrap());
        }
        documents
    };
    let ((), documents) = tokio::join!(saves, exports);
    for document in documents {
        let saved = &document["caseStudies"][0];
        let newest = saved["revisions"].as_array().unwrap().last().unwrap();
        assert_eq!(newest["title"], saved["title"], "{saved}");
    }
}
