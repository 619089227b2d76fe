//! The site's one address (issue 39 point 1): every page, card, feed and sitemap is made for it,
//! whatever `Host` a request names; it is the address the owner set up through, shown and
//! changed in the admin, and `PUBLIC_URL` overrides it.

use crate::helpers::{TestServer, case_study, credentials};
use reqwest::Method;
use reqwest::header::{HOST, IF_NONE_MATCH, ORIGIN};
use serde_json::json;

/// Every public address whose bytes could name the site's address.
const PUBLIC: [&str; 7] = [
    "/",
    "/case-studies/hello",
    "/sitemap.xml",
    "/feed.xml",
    "/robots.txt",
    "/resume.json",
    "/og-image.png",
];

async fn bytes(server: &TestServer, path: &str, host: Option<&str>) -> (u16, Vec<u8>) {
    let mut request = server.request(Method::GET, path);
    if let Some(host) = host {
        request = request.header(HOST, host);
    }
    let response = request.send().await.expect("request");
    let status = response.status().as_u16();
    (status, response.bytes().await.expect("body").to_vec())
}

#[tokio::test]
async fn a_request_naming_another_host_gets_the_same_bytes() {
    let server = TestServer::owner_with_web().await;
    server.add_case_study("Hello", "hello", true).await;
    for path in PUBLIC {
        let (status, own) = bytes(&server, path, None).await;
        assert_eq!(status, 200, "{path}");
        for host in ["evil.example", "EVIL.example:8080", "127.0.0.1:1"] {
            let (status, other) = bytes(&server, path, Some(host)).await;
            assert_eq!(status, 200, "{path} for {host}");
            assert!(own == other, "{path} differs for Host {host}");
        }
        let text = String::from_utf8_lossy(&own);
        assert!(
            !text.contains("evil.example"),
            "{path} names the request's host"
        );
    }
    let (_, page) = server.page("/").await;
    assert!(
        page.contains(&format!(
            r#"<link rel="canonical" href="{}/" />"#,
            server.base
        )),
        "the home names the address the site was set up through: {page}"
    );
}

#[tokio::test]
async fn setup_keeps_the_address_the_owner_set_up_through() {
    let server = TestServer::with_web().await;
    let port = server.base.rsplit(':').next().expect("a port").to_owned();
    let owner = format!("http://owner.example:{port}");
    let response = server
        .request(Method::POST, "/api/admin/setup")
        .header(HOST, format!("owner.example:{port}"))
        .header(ORIGIN, &owner)
        .json(&credentials())
        .send()
        .await
        .expect("setup");
    assert_eq!(response.status(), 200);
    let (status, site) = server.get("/api/admin/site").await;
    assert_eq!(status, 200, "{site}");
    assert_eq!(site, json!({ "address": owner, "fromEnvironment": false }));
    // A later sign-in from elsewhere changes nothing.
    let (status, _) = server
        .send(Method::POST, "/api/admin/login", credentials())
        .await;
    assert_eq!(status, 200);
    let (_, site) = server.get("/api/admin/site").await;
    assert_eq!(site["address"], owner);
    let (_, sitemap) = server.page("/sitemap.xml").await;
    assert!(
        sitemap.contains(&format!("<loc>{owner}/</loc>")),
        "{sitemap}"
    );
}

#[tokio::test]
async fn the_owner_changes_the_address_and_every_page_names_it_at_once() {
    let server = TestServer::owner_with_web().await;
    let (_, before) = server.page("/").await;
    assert!(before.contains(&server.base), "{before}");
    let (status, site) = server
        .send(
            Method::PUT,
            "/api/admin/site",
            json!({ "address": " HTTPS://Jane.Example/ " }),
        )
        .await;
    assert_eq!(status, 200, "{site}");
    assert_eq!(
        site,
        json!({ "address": "https://jane.example", "fromEnvironment": false })
    );
    let (_, page) = server.page("/").await;
    assert!(
        page.contains(r#"<link rel="canonical" href="https://jane.example/" />"#),
        "{page}"
    );
    assert!(!page.contains(&server.base), "{page}");
    let (_, robots) = server.page("/robots.txt").await;
    assert!(
        robots.contains("Sitemap: https://jane.example/sitemap.xml"),
        "{robots}"
    );

    for refused in [
        "jane.example",
        "https://jane.example/blog",
        "ftp://jane.example",
        "",
    ] {
        let (status, body) = server
            .send(
                Method::PUT,
                "/api/admin/site",
                json!({ "address": refused }),
            )
            .await;
        assert_eq!(status, 422, "{refused}: {body}");
        assert_eq!(body["fields"][0]["field"], "address", "{body}");
    }
    let (_, site) = server.get("/api/admin/site").await;
    assert_eq!(
        site["address"], "https://jane.example",
        "nothing stored is lost"
    );
}

#[tokio::test]
async fn only_the_owner_reads_or_changes_the_address() {
    let server = TestServer::with_web().await;
    let (status, _) = server.get("/api/admin/site").await;
    assert_eq!(status, 401);
    let address = json!({ "address": "https://x.example" });
    server
        .expect(401, Method::PUT, "/api/admin/site", address)
        .await;
}

#[tokio::test]
async fn public_url_decides_the_address_and_the_admin_says_so() {
    let server = TestServer::start_with(|config| {
        crate::helpers::built_web(config);
        config.public_url = Some("https://fixed.example/".into());
    })
    .await;
    server.sign_up().await;
    let (_, site) = server.get("/api/admin/site").await;
    assert_eq!(
        site,
        json!({ "address": "https://fixed.example", "fromEnvironment": true })
    );
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/site",
            json!({ "address": "https://other.example" }),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(
        body["message"],
        "This address is set by PUBLIC_URL on the server; change it there."
    );
    let (_, page) = server.page("/").await;
    assert!(page.contains("https://fixed.example/"), "{page}");
}

#[tokio::test]
async fn a_share_link_is_built_once_and_checked_on_every_read() {
    let server = TestServer::owner_with_web().await;
    let study = server.add_case_study("Draft", "draft", false).await;
    let id = study["id"].as_i64().expect("an id");
    let (status, link) = server
        .send(
            Method::POST,
            &format!("/api/admin/case-studies/{id}/preview-links"),
            json!(null),
        )
        .await;
    assert_eq!(status, 200, "{link}");
    let path = link["url"]
        .as_str()
        .expect("a url")
        .strip_prefix(&server.base)
        .expect("on the site's address")
        .to_owned();
    let first = server
        .request(Method::GET, &path)
        .send()
        .await
        .expect("read");
    assert_eq!(first.status(), 200);
    assert_eq!(first.headers()["cache-control"], "private, no-store");
    assert_eq!(first.headers()["x-robots-tag"], "noindex");
    let etag = first.headers()["etag"].clone();
    // Kept: a second read is the same answer, so a conditional one costs no body.
    let again = server
        .request(Method::GET, &path)
        .header(IF_NONE_MATCH, etag)
        .send()
        .await
        .expect("read");
    assert_eq!(again.status(), 304);
    // A save shows at once; a revoked link is gone at once.
    let mut changed = case_study("Draft, changed", "draft", false);
    changed["description"] = json!("Now different");
    let (status, _) = server
        .send(
            Method::PUT,
            &format!("/api/admin/case-studies/{id}"),
            changed,
        )
        .await;
    assert_eq!(status, 200);
    let (_, page) = server.page(&path).await;
    assert!(page.contains("Now different"), "{page}");
    let (status, _) = server
        .send(
            Method::DELETE,
            &format!("/api/admin/case-studies/{id}/preview-links/{}", link["id"]),
            json!(null),
        )
        .await;
    assert_eq!(status, 204);
    let (status, _) = server.page(&path).await;
    assert_eq!(status, 404);
}
