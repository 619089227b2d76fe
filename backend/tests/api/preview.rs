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
    let server = TestServer::start().await;
    server.sign_up().await;
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
async fn the_dialogs_unsaved_state_is_previewed_without_being_stored() {
    let server = TestServer::start().await;
    server.sign_up().await;
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
