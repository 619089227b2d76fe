//! Issue 43: the résumé as a typeset PDF, `/resume.pdf` and `/{lang}/resume.pdf`. Each is read
//! as a PDF by `lopdf` (tagged, PDF/UA-1 in its XMP, its language, its fonts embedded and
//! subset) and as text by Debian's `pdftotext` (every field, in reading order).

use crate::helpers::{TestServer, education, experience};
use lopdf::{Document, Object};
use reqwest::Method;
use serde_json::{Value, json};

/// GETs `path` and answers the PDF it must be.
pub async fn pdf(server: &TestServer, path: &str) -> Vec<u8> {
    let response = server
        .request(Method::GET, path)
        .send()
        .await
        .expect("request");
    let status = response.status().as_u16();
    let kind = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap_or_default().to_owned());
    let body = response.bytes().await.expect("body").to_vec();
    assert_eq!(status, 200, "{path}: {}", String::from_utf8_lossy(&body));
    assert_eq!(kind.as_deref(), Some("application/pdf"), "{path}");
    assert!(body.starts_with(b"%PDF-"), "{path} is a PDF");
    body
}

/// The PDF's text in reading order, as Debian's `pdftotext` reads it.
pub fn text_of(pdf: &[u8]) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new("pdftotext")
        .args(["-enc", "UTF-8", "-", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("pdftotext (Debian's poppler-utils; `make test` installs it)");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(pdf)
        .expect("written");
    let out = child.wait_with_output().expect("pdftotext ran");
    assert!(out.status.success(), "pdftotext read the PDF");
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// Where each of `texts` is in `text`, asserting each is there after the one before.
pub fn in_order(text: &str, texts: &[&str]) {
    let mut from = 0;
    for want in texts {
        let Some(at) = text[from..].find(want) else {
            panic!("{want:?} is not after byte {from} of:\n{text}");
        };
        from += at + want.len();
    }
}

fn catalog(doc: &Document) -> &lopdf::Dictionary {
    doc.catalog().expect("a catalog")
}

/// A string of a PDF object (literal or hex, UTF-16 or not) as text.
fn string(doc: &Document, object: &Object) -> String {
    let object = match object {
        Object::Reference(id) => doc.get_object(*id).expect("referenced"),
        other => other,
    };
    lopdf::decode_text_string(object).expect("a text string")
}

/// Asserts what makes the PDF readable by machines and people: tagged with a structure tree,
/// declaring PDF/UA-1 in its XMP metadata, in `lang`, titled `title`, every font embedded and
/// subset.
pub fn assert_accessible(bytes: &[u8], lang: &str, title: &str) {
    let doc = Document::load_mem(bytes).expect("lopdf reads the PDF");
    let catalog = catalog(&doc);
    assert!(catalog.has(b"StructTreeRoot"), "a structure tree");
    let mark = catalog.get_deref(b"MarkInfo", &doc).expect("MarkInfo");
    let marked = mark
        .as_dict()
        .expect("a dictionary")
        .get(b"Marked")
        .expect("Marked");
    assert_eq!(marked.as_bool().ok(), Some(true), "MarkInfo/Marked true");
    let tag = string(&doc, catalog.get(b"Lang").expect("/Lang"));
    assert_eq!(tag, lang);
    let metadata = catalog
        .get_deref(b"Metadata", &doc)
        .expect("XMP metadata")
        .as_stream()
        .expect("a stream");
    let xmp = String::from_utf8_lossy(&metadata.content).into_owned();
    assert!(
        xmp.contains("pdfuaid:part>1<") || xmp.contains("pdfuaid:part=\"1\""),
        "PDF/UA-1 in the XMP: {xmp}"
    );
    assert!(xmp.contains(title), "the title in the XMP: {xmp}");
    let mut fonts = 0;
    for object in doc.objects.values() {
        let Ok(dict) = object.as_dict() else { continue };
        if dict.get(b"Type").and_then(Object::as_name).ok() != Some(b"FontDescriptor") {
            continue;
        }
        fonts += 1;
        let name = dict
            .get(b"FontName")
            .and_then(Object::as_name)
            .expect("a font name");
        assert!(
            name.len() > 7 && name[6] == b'+',
            "a subset: {}",
            String::from_utf8_lossy(name)
        );
        assert!(
            [&b"FontFile"[..], b"FontFile2", b"FontFile3"]
                .iter()
                .any(|key| dict.has(key)),
            "embedded: {}",
            String::from_utf8_lossy(name)
        );
    }
    assert!(fonts > 0, "fonts");
}

/// A site in English, German, French and Spanish: two jobs (the current one first), an
/// education entry, a featured and an unfeatured case study.
async fn site() -> TestServer {
    let server = TestServer::with_profile(json!({
        "name": "Ada Lovelace",
        "headline": "Analytical engineer",
        "location": "London",
        "contact": "ada@example.com",
        "briefIntro": "I write programs for engines. More at https://ada.example/notes",
        "githubUrl": "https://github.com/ada",
        "languages": ["en", "de", "fr", "es"],
    }))
    .await;
    let mut current = experience("Engine programmer");
    current["company"] = json!("Babbage & Co");
    current["startDate"] = json!("2021-03");
    current["endDate"] = Value::Null;
    current["isCurrentJob"] = json!(true);
    current["accomplishments"] = json!("- Wrote the first program\n- Read https://ada.example/b");
    let mut earlier = experience("Translator");
    earlier["company"] = json!("Menabrea");
    earlier["startDate"] = json!("2019-09");
    earlier["endDate"] = json!("2021-01");
    for body in [current, earlier] {
        server
            .expect(200, Method::POST, "/api/admin/experiences", body)
            .await;
    }
    server
        .expect(
            200,
            Method::POST,
            "/api/admin/education",
            education("Mathematics"),
        )
        .await;
    let mut featured = crate::helpers::case_study("Note G", "note-g", true);
    featured["isFeatured"] = json!(true);
    server
        .expect(200, Method::POST, "/api/admin/case-studies", featured)
        .await;
    server.add_case_study("Hidden work", "hidden", true).await;
    server
}

#[tokio::test]
async fn each_language_has_its_resume_tagged_and_in_reading_order() {
    let server = site().await;
    let base = server.base.clone();
    let english = pdf(&server, "/resume.pdf").await;
    assert_accessible(&english, "en", "Ada Lovelace — Résumé");
    let text = text_of(&english);
    in_order(
        &text,
        &[
            "Ada Lovelace",
            "Analytical engineer",
            "London",
            "ada@example.com",
            "I write programs for engines.",
            "EXPERIENCE",
            "Engine programmer — Babbage & Co",
            "Mar 2021 - Present",
            "Wrote the first program",
            "Translator — Menabrea",
            "Sep 2019 - Jan 2021",
            "EDUCATION",
            "Machine Learning",
            "Mathematics",
            "SELECTED WORK",
            "Note G",
            &format!("{base}/case-studies/note-g"),
        ],
    );
    assert!(
        !text.contains("Hidden work"),
        "only the featured case study"
    );

    for (lang, title, words) in [
        (
            "de",
            "Ada Lovelace — Lebenslauf",
            ["BERUFSERFAHRUNG", "März 2021 - heute", "AUSBILDUNG"],
        ),
        (
            "fr",
            "Ada Lovelace — CV",
            ["EXPÉRIENCE", "mars 2021 - aujourd’hui", "FORMATION"],
        ),
        (
            "es",
            "Ada Lovelace — Currículum",
            ["EXPERIENCIA", "mar 2021 - actualidad", "FORMACIÓN"],
        ),
    ] {
        let bytes = pdf(&server, &format!("/{lang}/resume.pdf")).await;
        assert_accessible(&bytes, lang, title);
        let text = text_of(&bytes);
        in_order(&text, &words);
        assert!(
            text.contains(&format!("{base}/{lang}/case-studies/note-g")),
            "{text}"
        );
    }
    // A language the site does not have, and an address that is no language, are not found.
    for path in ["/it/resume.pdf", "/xx-nope/resume.pdf"] {
        let (status, _) = server.page(path).await;
        assert_eq!(status, 404, "{path}");
    }
}

#[tokio::test]
async fn every_typst_special_character_prints_literally() {
    let odd = "A #b $c$ *d* _e_ [f] @g <h> \\i `j` // k = l";
    let server = TestServer::with_profile(json!({
        "name": odd,
        "headline": "#set page(width: 1cm)",
        "briefIntro": "#pagebreak() $x^2$ <label> @cite",
    }))
    .await;
    let mut job = experience("]#[ *x* // y");
    job["company"] = json!("`raw` \\ z");
    job["accomplishments"] = json!("- #emph[q] _r_\n- <s> @t");
    server
        .expect(200, Method::POST, "/api/admin/experiences", job)
        .await;
    let bytes = pdf(&server, "/resume.pdf").await;
    let text = text_of(&bytes);
    in_order(
        &text,
        &[
            odd,
            "#set page(width: 1cm)",
            "#pagebreak() $x^2$ <label> @cite",
            "]#[ *x* // y — `raw` \\ z",
            "#emph[q] _r_",
            "<s> @t",
        ],
    );
    // The title as the XMP writes it, its `<` and `>` escaped.
    let title = "A #b $c$ *d* _e_ [f] @g &lt;h&gt; \\i `j` // k = l — Résumé";
    assert_accessible(&bytes, "en", title);
}

#[tokio::test]
async fn text_the_fonts_cannot_show_still_makes_a_resume() {
    // CJK, an emoji, a C1 control and a private-use character: the bundled fonts have no glyph
    // for any of them, which PDF/UA-1 does not allow.
    let server = TestServer::with_profile(json!({
        "name": "Ada 王小明",
        "headline": "Engineer 🚀",
        "briefIntro": "Odd \u{97} text \u{f5d02} here",
    }))
    .await;
    let bytes = pdf(&server, "/resume.pdf").await;
    let doc = Document::load_mem(&bytes).expect("lopdf reads the PDF");
    assert!(catalog(&doc).has(b"StructTreeRoot"), "still tagged");
    in_order(
        &text_of(&bytes),
        &["Ada", "Engineer", "Odd", "text", "here"],
    );
    // The Résumé tab's preview of the same text.
    let preview = server
        .request(Method::POST, "/api/admin/resume-preview")
        .json(&json!({ "settings": {} }))
        .send()
        .await
        .expect("request");
    assert_eq!(preview.status().as_u16(), 200);
    let preview = preview.bytes().await.expect("body");
    assert!(preview.starts_with(b"%PDF-"), "the preview is a PDF");
}
