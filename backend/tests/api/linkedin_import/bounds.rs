//! The bounds an export meets past the archive walker's own (issue 45, "Bounds"): a field's
//! characters, the files of an export, and what its ZIP unpacks to in all. Each hostile input is
//! built here, small on the wire, and each refusal stores nothing.

use super::{send, zip_of};
use crate::helpers::TestServer;
use serde_json::Value;
use std::io::Write;

/// The message of a refusal: the body's first field message, else its message.
fn message(body: &Value) -> &str {
    body["fields"][0]["message"]
        .as_str()
        .or_else(|| body["message"].as_str())
        .unwrap_or_default()
}

#[tokio::test]
async fn a_field_past_20000_characters_is_refused_naming_the_file_and_the_row() {
    let server = TestServer::owner().await;
    let before = server.resume_parts().await;
    let header = "Company Name,Title,Description,Location,Started On,Finished On\n";
    let fits = "x".repeat(20_000);
    let past = "x".repeat(20_001);
    let positions = format!(
        "{header}Acme,Engineer,\"{fits}\",,Jan 2020,\nBorealis,Lead,\"{past}\",,Mar 2018,Dec 2019\n"
    );
    // In a folder of the ZIP, as LinkedIn packs it: the refusal names the file itself.
    let zip = zip_of(&[(
        "Basic_LinkedInDataExport/Positions.csv".to_owned(),
        positions.clone().into_bytes(),
    )]);
    let (status, body) = send(&server, &[("export.zip".to_owned(), zip)]).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        message(&body),
        "Positions.csv, row 2: its Description holds more than 20000 characters.",
        "{body}"
    );
    // Loose, the same.
    let loose = [("Positions.csv".to_owned(), positions.into_bytes())];
    let (status, body) = send(&server, &loose).await;
    assert_eq!(status, 422, "{body}");
    assert!(
        message(&body).starts_with("Positions.csv, row 2:"),
        "{body}"
    );
    // A field of exactly 20,000 characters is read.
    let one = format!("{header}Acme,Engineer,\"{fits}\",,Jan 2020,\n");
    let (status, body) = send(&server, &[("Positions.csv".to_owned(), one.into_bytes())]).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["files"][0]["rows"][0][2].as_str().map(str::len),
        Some(20_000)
    );
    assert_eq!(server.resume_parts().await, before);
}

/// A ZIP of `count` small Skills files, each one Folio reads.
fn skills_files(count: usize) -> Vec<u8> {
    let files: Vec<(String, Vec<u8>)> = (0..count)
        .map(|n| {
            (
                format!("Skills {n}.csv"),
                format!("Name\nSkill {n}\n").into_bytes(),
            )
        })
        .collect();
    zip_of(&files)
}

#[tokio::test]
async fn an_export_of_more_than_500_files_folio_reads_is_refused() {
    let server = TestServer::owner().await;
    let before = server.resume_parts().await;
    let (status, body) = send(&server, &[("export.zip".to_owned(), skills_files(500))]).await;
    assert_eq!(status, 200, "500 files are read: {body}");
    assert_eq!(body["files"].as_array().map(Vec::len), Some(500));

    let (status, body) = send(&server, &[("export.zip".to_owned(), skills_files(501))]).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        message(&body),
        "An export holds at most 500 files; this one holds more.",
        "{body}"
    );
    // Loose files: at most 500 in one request.
    let loose: Vec<(String, Vec<u8>)> = (0..501)
        .map(|n| (format!("Skills {n}.csv"), b"Name\nRust\n".to_vec()))
        .collect();
    let (status, body) = send(&server, &loose).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(server.resume_parts().await, before);
}

#[tokio::test]
async fn a_zip_unpacking_past_64_mib_in_all_is_refused_before_it_is_read() {
    let server = TestServer::owner().await;
    let before = server.resume_parts().await;
    // One Skills file of 7 MiB that packs about fifty to one (under the walker's ratio of 200),
    // compressed once and copied packed as ten entries: 70 MiB unpacked, about 1.5 MB sent.
    let mut skills = b"Name\n".to_vec();
    let mut seed = 0x2545_f491_u32;
    while skills.len() < 7 << 20 {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        skills.extend_from_slice(format!("Skill {seed:08x}").as_bytes());
        skills.extend_from_slice(&[b' '; 400]);
        skills.push(b'\n');
    }
    skills.truncate(7 << 20);
    let one = zip_of(&[("Skills.csv".to_owned(), skills)]);
    let mut source = zip::ZipArchive::new(std::io::Cursor::new(one)).unwrap();
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for n in 0..10 {
        let entry = source.by_index_raw(0).unwrap();
        zip.raw_copy_file_rename(entry, format!("Skills {n}.csv"))
            .unwrap();
    }
    zip.flush().unwrap();
    let bytes = zip.finish().unwrap().into_inner();
    assert!(bytes.len() < 4 << 20, "{} bytes sent", bytes.len());

    let (status, body) = send(&server, &[("export.zip".to_owned(), bytes)]).await;
    assert_eq!(status, 413, "{body}");
    assert_eq!(
        message(&body),
        "The archive unpacks to more than 64 MiB; an import accepts up to that.",
        "{body}"
    );
    assert_eq!(server.resume_parts().await, before);
}
