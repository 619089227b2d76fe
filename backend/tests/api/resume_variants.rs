//! Issue 43 point 2: the résumé's variants. A variant selects what folio-core's rule says; a
//! listed one answers at `/resume/{slug}.pdf`, an unlisted one at its secret address until it is
//! revoked; the whole résumé cannot be deleted and its link can be turned off; shown in the
//! header, it is linked from every language's home and its head.

use crate::helpers::{TestServer, experience};
use crate::resume_pdf::{pdf, text_of};
use reqwest::Method;
use serde_json::{Value, json};

async fn site() -> TestServer {
    let server = TestServer::with_profile(json!({
        "name": "Grace Hopper", "briefIntro": "Compilers.", "languages": ["en", "de"],
    }))
    .await;
    for (title, start, end, tools) in [
        ("Rust lead", "2021-01", None, json!(["Rust"])),
        ("Go engineer", "2019-01", Some("2020-12"), json!(["Go"])),
        ("Rust intern", "2015-01", Some("2016-06"), json!(["rust"])),
    ] {
        let mut job = experience(title);
        job["startDate"] = json!(start);
        job["endDate"] = json!(end);
        job["isCurrentJob"] = json!(end.is_none());
        job["tools"] = tools;
        server
            .expect(200, Method::POST, "/api/admin/experiences", job)
            .await;
    }
    server
}

fn variant(name: &str, settings: Value, listed: bool) -> Value {
    json!({ "name": name, "settings": settings, "public": true, "listed": listed })
}

#[tokio::test]
async fn a_variant_shows_what_the_rule_selects_at_its_address() {
    let server = site().await;
    let settings = json!({ "experiences": { "tools": ["Rust"], "since": 2018 } });
    let made = server
        .expect(
            200,
            Method::POST,
            "/api/admin/resume-variants",
            variant("Rust roles since 2018", settings, true),
        )
        .await;
    assert_eq!(made["address"], "/resume/rust-roles-since-2018.pdf");
    for path in [
        "/resume/rust-roles-since-2018.pdf",
        "/de/resume/rust-roles-since-2018.pdf",
    ] {
        let text = text_of(&pdf(&server, path).await);
        assert!(text.contains("Rust lead"), "{text}");
        assert!(!text.contains("Go engineer"), "{text}");
        assert!(!text.contains("Rust intern"), "{text}");
    }
    // The whole résumé still shows every role.
    let whole = text_of(&pdf(&server, "/resume.pdf").await);
    for title in ["Rust lead", "Go engineer", "Rust intern"] {
        assert!(whole.contains(title), "{whole}");
    }
    // A bad choice is a 422 with a message; a taken name a 409.
    let bad = variant("Bad", json!({ "experiences": { "since": 12 } }), true);
    let (status, body) = server
        .send(Method::POST, "/api/admin/resume-variants", bad)
        .await;
    assert_eq!(status, 422, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap_or_default()
            .contains("year")
    );
    let again = variant("Rust roles since 2018", json!({}), true);
    let (status, _) = server
        .send(Method::POST, "/api/admin/resume-variants", again)
        .await;
    assert_eq!(status, 409);
    // Unknown and odd addresses are not found.
    for path in [
        "/resume/nope.pdf",
        "/resume/rust-roles-since-2018",
        "/xx/resume/a.pdf",
    ] {
        assert_eq!(server.page(path).await.0, 404, "{path}");
    }
}

#[tokio::test]
async fn an_unlisted_variant_answers_at_its_token_until_revoked() {
    let server = site().await;
    let made = server
        .expect(
            200,
            Method::POST,
            "/api/admin/resume-variants",
            variant(
                "For Acme",
                json!({ "photo": false, "paper": "letter" }),
                false,
            ),
        )
        .await;
    let address = made["address"]
        .as_str()
        .expect("a secret address")
        .to_owned();
    assert_ne!(address, "/resume/for-acme.pdf");
    let response = server
        .request(Method::GET, &address)
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "private, no-store");
    assert_eq!(response.headers()["x-robots-tag"], "noindex");
    assert_eq!(server.page("/resume/for-acme.pdf").await.0, 404);

    let id = made["id"].as_i64().expect("an id");
    let renewed = server
        .expect(
            200,
            Method::POST,
            &format!("/api/admin/resume-variants/{id}/token"),
            json!(null),
        )
        .await;
    let new_address = renewed["address"].as_str().expect("a new address");
    assert_ne!(new_address, address);
    assert_eq!(server.page(&address).await.0, 404, "revoked");
    pdf(&server, new_address).await;
    server
        .expect(
            204,
            Method::DELETE,
            &format!("/api/admin/resume-variants/{id}"),
            json!(null),
        )
        .await;
    assert_eq!(server.page(new_address).await.0, 404, "deleted");
}

#[tokio::test]
async fn the_whole_resume_stays_its_link_turns_off_and_the_header_shows_it() {
    let server = site().await;
    let list = server.get("/api/admin/resume-variants").await.1;
    let whole = &list[0];
    assert_eq!(whole["isDefault"], true);
    let id = whole["id"].as_i64().expect("an id");
    let (status, _) = server
        .send(
            Method::DELETE,
            &format!("/api/admin/resume-variants/{id}"),
            json!(null),
        )
        .await;
    assert_eq!(status, 409, "the whole résumé is never deleted");

    let (_, home) = server.page("/").await;
    assert!(
        !home.contains("application/pdf"),
        "not shown until turned on"
    );
    let shown = json!({ "name": "Whole résumé", "settings": {}, "public": true, "listed": true });
    let path = format!("/api/admin/resume-variants/{id}");
    server.expect(200, Method::PUT, &path, shown).await;
    for (page, label, href) in [
        ("/", "Résumé (PDF)", "/resume.pdf"),
        ("/de/", "Lebenslauf (PDF)", "/de/resume.pdf"),
    ] {
        let (status, html) = server.page(page).await;
        assert_eq!(status, 200);
        let alternate = format!(
            "<link rel=\"alternate\" type=\"application/pdf\" href=\"{}{href}\"",
            server.base
        );
        assert!(html.contains(&alternate), "{page}: {html}");
        assert!(
            html.contains("\"subjectOf\""),
            "JSON-LD names the PDF: {html}"
        );
        assert!(html.contains(label), "{page} shows {label}");
    }

    let off = json!({ "name": "Whole résumé", "settings": {}, "public": false, "listed": false });
    server.expect(200, Method::PUT, &path, off).await;
    assert_eq!(server.page("/resume.pdf").await.0, 404);
    assert_eq!(server.page("/de/resume.pdf").await.0, 404);
}

#[tokio::test]
async fn a_flood_of_addresses_gets_one_pdf_per_language_and_variant() {
    let server = site().await;
    let mut reads = Vec::new();
    for n in 0..24 {
        let path = if n % 2 == 0 {
            "/resume.pdf"
        } else {
            "/de/resume.pdf"
        };
        let request = server.request(Method::GET, path).send();
        reads.push(async move {
            let response = request.await.expect("request");
            let status = response.status().as_u16();
            let etag = response
                .headers()
                .get("etag")
                .map(|v| v.to_str().unwrap_or_default().to_owned());
            (path, status, etag)
        });
    }
    let answers = futures_util::future::join_all(reads).await;
    for language in ["/resume.pdf", "/de/resume.pdf"] {
        let etags: std::collections::BTreeSet<_> = answers
            .iter()
            .filter(|(path, status, _)| *path == language && *status == 200)
            .map(|(_, _, etag)| etag.clone())
            .collect();
        assert_eq!(etags.len(), 1, "one PDF made for {language}: {answers:?}");
    }
    for (path, status, _) in &answers {
        assert!(
            *status == 200 || *status == 503,
            "{path}: {status} (made, or busy with Retry-After)"
        );
    }
}
