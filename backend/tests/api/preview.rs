//! The owner's private preview of a case study (issue 14).

use crate::helpers::{TestServer, case_study};
use reqwest::Method;
use reqwest::redirect::Policy;
use serde_json::json;

/// A visitor's client: no session, redirects not followed.
fn visitor() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(Policy::none())
        .build()
        .expect("client")
}

#[tokio::test]
async fn the_owner_previews_a_draft_as_its_public_page_and_nobody_else_can() {
    let server = TestServer::owner_with_web().await;
    let mut body = case_study("Quiet Draft", "quiet-draft", false);
    body["featuredImageAlt"] = json!("ignored without an image");
    let (_, created) = server
        .send(Method::POST, "/api/admin/case-studies", body)
        .await;
    let path = format!("/preview/case-studies/{}", created["id"]);

    let response = server.request(Method::GET, &path).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "private, no-store");
    assert_eq!(response.headers()["x-robots-tag"], "noindex");
    let page = response.text().await.unwrap();
    assert!(page.contains(
        r#"<p class="preview-bar" role="note">Preview of a draft. It is not published.</p>"#
    ));
    assert!(
        page.contains(r#"<h1 class="article-title">Quiet Draft</h1>"#),
        "{page}"
    );
    assert!(
        page.contains("<p>Hello</p>"),
        "the body rendered as on the public page"
    );
    assert!(page.contains(r#"<meta name="robots" content="noindex" />"#));
    assert!(
        !page.contains("type=\"module\""),
        "served without the app: {page}"
    );
    // The public page still does not exist.
    assert_eq!(server.get("/case-studies/quiet-draft").await.0, 404);

    // A visitor is sent to the login, for the saved and the unsaved preview alike.
    let anyone = visitor();
    let response = anyone
        .get(format!("{}{path}", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 303);
    assert_eq!(response.headers()["location"], "/admin/login");
    let response = anyone
        .post(format!("{}/preview/case-studies", server.base))
        .form(&[("draft", "{}")])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 303);

    let missing = server
        .request(Method::GET, "/preview/case-studies/999")
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), 404);
}

#[tokio::test]
async fn the_owner_previews_an_earlier_revision_before_restoring_it() {
    let server = TestServer::owner_with_web().await;
    let created = server.add_case_study("Old <Title>", "revised", false).await;
    let id = created["id"].as_i64().unwrap();
    let oldest = server
        .get(&format!("/api/admin/case-studies/{id}/revisions"))
        .await
        .1[0]["id"]
        .clone();
    server
        .send(
            Method::PUT,
            &format!("/api/admin/case-studies/{id}"),
            case_study("New Title", "revised", true),
        )
        .await;
    let path = format!("/preview/case-studies/{id}/revisions/{oldest}");

    let response = server.request(Method::GET, &path).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "private, no-store");
    assert_eq!(response.headers()["x-robots-tag"], "noindex");
    let page = response.text().await.unwrap();
    assert!(page.contains(
        "Preview of an earlier revision. It is not what is saved; restoring it brings it back."
    ));
    assert!(
        page.contains(r#"<h1 class="article-title">Old &lt;Title&gt;</h1>"#),
        "{page}"
    );
    assert!(page.contains(r#"<meta name="robots" content="noindex" />"#));
    // Nothing changed by looking.
    let (_, saved) = server.get("/api/case-studies/revised").await;
    assert_eq!(saved["title"], "New Title");

    let response = visitor()
        .get(format!("{}{path}", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 303);
    assert_eq!(response.headers()["location"], "/admin/login");

    let other = server.add_case_study("Other", "other", false).await;
    for missing in [
        format!("/preview/case-studies/{id}/revisions/99999"),
        format!("/preview/case-studies/{}/revisions/{oldest}", other["id"]),
        format!("/preview/case-studies/99999/revisions/{oldest}"),
    ] {
        let response = server.request(Method::GET, &missing).send().await.unwrap();
        assert_eq!(response.status(), 404, "{missing}");
    }
}

#[tokio::test]
async fn the_dialogs_unsaved_state_is_previewed_without_being_stored() {
    let server = TestServer::owner_with_web().await;
    let mut draft = case_study("Not <saved> yet", "not-saved", true);
    draft["description"] = json!("");
    draft["featuredImage"] = json!("javascript:alert(1)");
    let response = server
        .request(Method::POST, "/preview/case-studies")
        .form(&[("draft", draft.to_string())])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let page = response.text().await.unwrap();
    assert!(page.contains("Preview of unsaved changes. They are not saved or published."));
    assert!(
        page.contains("<h1 class=\"article-title\">Not &lt;saved&gt; yet</h1>"),
        "{page}"
    );
    assert!(!page.contains("javascript:"), "{page}");
    assert_eq!(server.get("/api/admin/case-studies").await.1, json!([]));

    let response = server
        .request(Method::POST, "/preview/case-studies")
        .form(&[("draft", "not json")])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
}

#[tokio::test]
async fn a_share_link_shows_the_preview_to_anyone_until_revoked_or_expired() {
    let server = TestServer::owner_with_web().await;
    let created = server
        .add_case_study("Shared Draft", "shared-draft", false)
        .await;
    let links = format!("/api/admin/case-studies/{}/preview-links", created["id"]);
    let (status, link) = server.send(Method::POST, &links, json!(null)).await;
    assert_eq!(status, 200, "{link}");
    let url = link["url"].as_str().unwrap().to_owned();
    let token = url.rsplit('/').next().unwrap();
    assert_eq!(token.len(), 64, "{url}");
    assert!(url.starts_with(&format!("{}/preview/", server.base)));
    let (_, listed) = server.get(&links).await;
    assert_eq!(listed, json!([link]));

    // Anyone with the link sees the preview, without a session.
    let anyone = visitor();
    let response = anyone.get(&url).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "private, no-store");
    let page = response.text().await.unwrap();
    assert!(page.contains("Preview shared by the author. It is not published yet."));
    assert!(page.contains(r#"<h1 class="article-title">Shared Draft</h1>"#));
    // A guess does not.
    let guess = format!("{}/preview/{}", server.base, "0".repeat(64));
    assert_eq!(anyone.get(&guess).send().await.unwrap().status(), 404);
    // Only the owner makes links.
    let response = anyone
        .post(format!("{}{links}", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 401);

    // Revoked, it stops working at once.
    let (status, _) = server
        .send(
            Method::DELETE,
            &format!("{links}/{}", link["id"]),
            json!(null),
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(anyone.get(&url).send().await.unwrap().status(), 404);
    assert_eq!(server.get(&links).await.1, json!([]));

    // Expired, too.
    let (_, second) = server.send(Method::POST, &links, json!(null)).await;
    let second = second["url"].as_str().unwrap().to_owned();
    assert_eq!(anyone.get(&second).send().await.unwrap().status(), 200);
    server
        .execute_sql("UPDATE preview_links SET expires_at = '2020-01-01T00:00:00Z'")
        .await;
    assert_eq!(anyone.get(&second).send().await.unwrap().status(), 404);
    assert_eq!(server.get(&links).await.1, json!([]));

    let (status, _) = server
        .send(
            Method::POST,
            "/api/admin/case-studies/999/preview-links",
            json!(null),
        )
        .await;
    assert_eq!(status, 404);

    // At most ten work at once: the eleventh is refused with a message, and nothing is stored.
    for _ in 0..10 {
        assert_eq!(server.send(Method::POST, &links, json!(null)).await.0, 200);
    }
    let (status, refused) = server.send(Method::POST, &links, json!(null)).await;
    assert_eq!(status, 400);
    assert_eq!(
        refused["message"],
        "At most 10 share links of a case study work at once. Revoke one first."
    );
    assert_eq!(
        server.get(&links).await.1.as_array().map(Vec::len),
        Some(10)
    );
}
