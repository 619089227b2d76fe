//! Revisions and autosaved drafts of case studies (issue 14).

use crate::helpers::{TestServer, case_study, column, database_before, field_errors};
use reqwest::Method;
use serde_json::{Value, json};

/// A document of one paragraph.
fn content(text: &str) -> String {
    json!({ "blocks": [{ "type": "paragraph", "data": { "text": text } }] }).to_string()
}

/// The dialog's whole state as an autosave sends it, blank but for `title` and `content`.
fn draft(title: &str, content: &str) -> Value {
    json!({
        "title": title, "slug": "", "description": "", "content": content,
        "featuredImage": "", "featuredImageAlt": "", "tags": [],
        "isPublished": false, "isFeatured": false
    })
}

/// A case study body whose content is one paragraph of `words`.
fn worded(title: &str, slug: &str, published: bool, words: &str) -> Value {
    let mut body = case_study(title, slug, published);
    body["content"] = json!(content(words));
    body
}

/// Saves `body` as a new case study: answers its admin path and its first revision.
async fn first_revision(server: &TestServer, body: Value) -> (String, Value) {
    let (status, created) = server
        .send(Method::POST, "/api/admin/case-studies", body)
        .await;
    assert_eq!(status, 200, "{created}");
    let path = format!("/api/admin/case-studies/{}", created["id"]);
    let revision = server.get(&format!("{path}/revisions")).await.1[0].clone();
    (path, revision)
}

async fn create(server: &TestServer, title: &str, slug: &str) -> i64 {
    let (status, created) = server
        .send(
            Method::POST,
            "/api/admin/case-studies",
            case_study(title, slug, true),
        )
        .await;
    assert_eq!(status, 200, "{created}");
    created["id"].as_i64().expect("id")
}

#[tokio::test]
async fn visitors_get_401_from_every_revision_and_autosave_call() {
    let server = TestServer::owner().await;
    let id = create(&server, "Kept", "kept").await;
    let visitor = reqwest::Client::new();
    let calls = [
        (
            Method::GET,
            format!("/api/admin/case-studies/{id}/revisions"),
        ),
        (
            Method::GET,
            format!("/api/admin/case-studies/{id}/revisions/1"),
        ),
        (
            Method::POST,
            format!("/api/admin/case-studies/{id}/revisions/1/restore"),
        ),
        (
            Method::GET,
            format!("/api/admin/case-studies/{id}/autosave"),
        ),
        (
            Method::PUT,
            format!("/api/admin/case-studies/{id}/autosave"),
        ),
        (
            Method::DELETE,
            format!("/api/admin/case-studies/{id}/autosave"),
        ),
        (Method::GET, "/api/admin/case-studies/new/autosave".into()),
        (Method::PUT, "/api/admin/case-studies/new/autosave".into()),
        (
            Method::DELETE,
            "/api/admin/case-studies/new/autosave".into(),
        ),
        (Method::GET, "/api/admin/case-studies/autosaves".into()),
    ];
    for (method, path) in calls {
        let response = visitor
            .request(method.clone(), format!("{}{path}", server.base))
            .json(&draft("sneaky", ""))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 401, "{method} {path}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["code"], "unauthorized");
    }
    // Nothing a visitor sent was kept.
    let (status, _) = server
        .get(&format!("/api/admin/case-studies/{id}/autosave"))
        .await;
    assert_eq!(status, 204);
}

#[tokio::test]
async fn every_save_keeps_a_revision_with_what_changed() {
    let server = TestServer::owner().await;
    let id = create(&server, "First Title", "first").await;
    let path = format!("/api/admin/case-studies/{id}");

    let mut body = worded("Second Title", "first", true, "A new body");
    server.send(Method::PUT, &path, body.clone()).await;
    body["isFeatured"] = json!(true);
    body["isPublished"] = json!(false);
    server.send(Method::PUT, &path, body.clone()).await;
    server.send(Method::PUT, &path, body).await;

    let (status, list) = server.get(&format!("{path}/revisions")).await;
    assert_eq!(status, 200);
    assert_eq!(
        column(&list, "summary"),
        [
            "No changes",
            "Unpublished and marked as featured",
            "Title and content changed",
            "Created and published"
        ]
    );
    assert_eq!(column(&list, "current"), [true, false, false, false]);
    assert!(list[0]["createdAt"].as_str().unwrap().ends_with('Z'));
    assert!(list[0].get("restoredFrom").is_none());

    // A refused save keeps no revision.
    let (status, _) = server
        .send(Method::PUT, &path, case_study("", "first", true))
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        server
            .get(&format!("{path}/revisions"))
            .await
            .1
            .as_array()
            .unwrap()
            .len(),
        4
    );
    assert_eq!(
        server.get("/api/admin/case-studies/999/revisions").await.0,
        404
    );
}

#[tokio::test]
async fn only_the_last_50_revisions_are_kept() {
    let server = TestServer::owner().await;
    let id = create(&server, "Title 0", "capped").await;
    for n in 1..=54 {
        let (status, _) = server
            .send(
                Method::PUT,
                &format!("/api/admin/case-studies/{id}"),
                case_study(&format!("Title {n}"), "capped", true),
            )
            .await;
        assert_eq!(status, 200);
    }
    let (_, list) = server
        .get(&format!("/api/admin/case-studies/{id}/revisions"))
        .await;
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 50);
    // The newest is save 54; the oldest kept is save 5 (the creation and saves 1-4 are gone).
    let newest = list[0]["id"].as_i64().unwrap();
    let oldest = list[49]["id"].as_i64().unwrap();
    assert_eq!(newest - oldest, 49);
    let (status, restored) = server
        .send(
            Method::POST,
            &format!("/api/admin/case-studies/{id}/revisions/{oldest}/restore"),
            json!(null),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(restored["title"], "Title 5");
    let (status, _) = server
        .send(
            Method::POST,
            &format!(
                "/api/admin/case-studies/{id}/revisions/{}/restore",
                oldest - 1
            ),
            json!(null),
        )
        .await;
    assert_eq!(status, 404, "a removed revision");
}

#[tokio::test]
async fn restoring_a_revision_is_a_save_the_public_sees() {
    let server = TestServer::owner().await;
    let body = worded("Old Title", "story", true, "The old words.");
    let (path, first_revision) = first_revision(&server, body).await;

    let body = worded("New Title", "story", true, "The new words.");
    server.send(Method::PUT, &path, body).await;
    // The public page is read (and kept in the snapshot) before the restore.
    let (_, public) = server.get("/api/case-studies/story").await;
    assert_eq!(public["title"], "New Title");

    let (status, restored) = server
        .send(
            Method::POST,
            &format!("{path}/revisions/{}/restore", first_revision["id"]),
            json!(null),
        )
        .await;
    assert_eq!(status, 200, "{restored}");
    assert_eq!(restored["title"], "Old Title");
    let (_, public) = server.get("/api/case-studies/story").await;
    assert_eq!(public["title"], "Old Title");
    assert!(
        public["contentHtml"]
            .as_str()
            .unwrap()
            .contains("The old words.")
    );
    let page = server.page("/case-studies/story").await.1;
    assert!(page.contains("The old words."), "the page is refreshed too");

    let (_, list) = server.get(&format!("{path}/revisions")).await;
    assert_eq!(list[0]["summary"], "Title and content changed");
    assert_eq!(list[0]["restoredFrom"], first_revision["createdAt"]);
    assert_eq!(list.as_array().unwrap().len(), 3);

    let (status, _) = server
        .send(
            Method::POST,
            &format!("{path}/revisions/99999/restore"),
            json!(null),
        )
        .await;
    assert_eq!(status, 404);
    let other = create(&server, "Other", "other").await;
    let (status, body) = server
        .send(
            Method::POST,
            &format!(
                "/api/admin/case-studies/{other}/revisions/{}/restore",
                first_revision["id"]
            ),
            json!(null),
        )
        .await;
    assert_eq!(status, 404, "another case study's revision: {body}");
}

#[tokio::test]
async fn restoring_a_draft_revision_keeps_a_live_case_study_published_unless_asked() {
    let server = TestServer::owner().await;
    // Written as a draft, then published and edited.
    let body = worded("Draft Title", "live-story", false, "The draft words.");
    let (path, oldest) = first_revision(&server, body).await;
    let oldest = &oldest["id"];
    let mut body = worded("Live Title", "live-story", true, "The live words.");
    body["isFeatured"] = json!(true);
    server.send(Method::PUT, &path, body).await;

    // Before restoring, the owner reads how the oldest revision differs from what is saved.
    let (status, compared) = server.get(&format!("{path}/revisions/{oldest}")).await;
    assert_eq!(status, 200, "{compared}");
    assert_eq!(compared["fields"], json!(["title", "content"]));
    assert_eq!(compared["publishState"], "Draft");
    assert_eq!(compared["savedPublishState"], "Published, featured");
    assert_eq!(
        compared["summary"],
        "Title, content and publish state differ from what is saved."
    );
    let (status, _) = server.get(&format!("{path}/revisions/99999")).await;
    assert_eq!(status, 404);

    // Restored as the dialog does by default: the content comes back, the page stays live.
    let (status, restored) = server
        .send(
            Method::POST,
            &format!("{path}/revisions/{oldest}/restore"),
            json!(null),
        )
        .await;
    assert_eq!(status, 200, "{restored}");
    assert_eq!(restored["title"], "Draft Title");
    assert_eq!(restored["isPublished"], true);
    assert_eq!(restored["isFeatured"], true);
    let (status, public) = server.get("/api/case-studies/live-story").await;
    assert_eq!(status, 200, "still public: {public}");
    assert_eq!(public["title"], "Draft Title");
    let (_, list) = server.get(&format!("{path}/revisions")).await;
    assert_eq!(list[0]["summary"], "Title and content changed");

    // A choice the server cannot read is refused, saying why, and changes nothing.
    let (status, refused) = server
        .send(
            Method::POST,
            &format!("{path}/revisions/{oldest}/restore?publishState=maybe"),
            json!(null),
        )
        .await;
    assert_eq!(status, 400, "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("publishState")
    );
    assert_eq!(server.get("/api/case-studies/live-story").await.0, 200);

    // Asked for: the revision's publish state comes back too.
    let (status, restored) = server
        .send(
            Method::POST,
            &format!("{path}/revisions/{oldest}/restore?publishState=true"),
            json!(null),
        )
        .await;
    assert_eq!(status, 200, "{restored}");
    assert_eq!(restored["isPublished"], false);
    assert_eq!(restored["isFeatured"], false);
    assert_eq!(server.get("/api/case-studies/live-story").await.0, 404);
    let (_, list) = server.get(&format!("{path}/revisions")).await;
    assert_eq!(list[0]["summary"], "Unpublished and no longer featured");
}

#[tokio::test]
async fn a_restore_keeps_the_slug_rule_of_a_save() {
    let server = TestServer::owner().await;
    let id = create(&server, "Mine", "wanted").await;
    let path = format!("/api/admin/case-studies/{id}");
    let first = server.get(&format!("{path}/revisions")).await.1[0]["id"].clone();
    server
        .send(Method::PUT, &path, case_study("Mine", "moved", true))
        .await;
    create(&server, "Theirs", "wanted").await;

    let (status, body) = server
        .send(
            Method::POST,
            &format!("{path}/revisions/{first}/restore"),
            json!(null),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(field_errors(&body, "field"), [json!("slug")]);
    assert_eq!(
        body["message"],
        "This slug is already used by another case study."
    );
    // Nothing changed.
    let (_, list) = server.get("/api/admin/case-studies").await;
    assert!(column(&list, "slug").contains(&json!("moved")));
    assert_eq!(
        server
            .get(&format!("{path}/revisions"))
            .await
            .1
            .as_array()
            .unwrap()
            .len(),
        2
    );
}

#[tokio::test]
async fn an_autosave_is_invisible_to_the_public_and_offered_back_until_saved() {
    let server = TestServer::owner().await;
    let id = create(&server, "Public Title", "public").await;
    let path = format!("/api/admin/case-studies/{id}/autosave");
    let public_before = server.get("/api/case-studies/public").await.1;
    let page = || async { server.page("/case-studies/public").await.1 };
    let page_before = page().await;

    // Unfinished: no description, an empty paragraph, a slug that is not one yet.
    let mut draft = case_study("Draft Title", "Not A Slug", true);
    draft["description"] = json!("");
    draft["content"] = json!(content(""));
    let (status, stored) = server.send(Method::PUT, &path, draft).await;
    assert_eq!(status, 200, "{stored}");
    assert!(stored["savedAt"].as_str().unwrap().ends_with('Z'));

    assert_eq!(
        server.get("/api/case-studies/public").await.1,
        public_before
    );
    assert_eq!(page().await, page_before);
    let (_, admin_list) = server.get("/api/admin/case-studies").await;
    assert_eq!(admin_list[0]["title"], "Public Title");
    assert_eq!(
        server
            .get(&format!("/api/admin/case-studies/{id}/revisions"))
            .await
            .1
            .as_array()
            .unwrap()
            .len(),
        1,
        "an autosave is no revision"
    );

    let (status, autosave) = server.get(&path).await;
    assert_eq!(status, 200);
    assert_eq!(autosave["caseStudyId"], id);
    assert_eq!(autosave["draft"]["title"], "Draft Title");
    assert_eq!(autosave["draft"]["slug"], "Not A Slug");
    assert_eq!(autosave["changed"], true);
    assert_eq!(
        autosave["summary"],
        "Title, slug, description and content changed"
    );
    let (_, all) = server.get("/api/admin/case-studies/autosaves").await;
    assert_eq!(column(&all, "caseStudyId"), [json!(id)]);

    // A draft equal to what is saved is no change to offer.
    server
        .send(
            Method::PUT,
            &path,
            case_study(" Public Title ", "public", true),
        )
        .await;
    let (_, autosave) = server.get(&path).await;
    assert_eq!(
        (autosave["changed"].clone(), autosave["summary"].clone()),
        (json!(false), json!("No changes"))
    );

    // An explicit save clears it.
    server
        .send(Method::PUT, &path, case_study("Another", "public", true))
        .await;
    server
        .send(
            Method::PUT,
            &format!("/api/admin/case-studies/{id}"),
            case_study("Saved Title", "public", true),
        )
        .await;
    assert_eq!(server.get(&path).await.0, 204);

    // Discard clears it.
    server
        .send(Method::PUT, &path, case_study("Another", "public", true))
        .await;
    let response = server.request(Method::DELETE, &path).send().await.unwrap();
    assert_eq!(response.status(), 204);
    assert_eq!(server.get(&path).await.0, 204);
    assert_eq!(
        server.get("/api/admin/case-studies/autosaves").await.1,
        json!([])
    );

    assert_eq!(
        server
            .send(
                Method::PUT,
                "/api/admin/case-studies/999/autosave",
                case_study("x", "x", false)
            )
            .await
            .0,
        404
    );
}

#[tokio::test]
async fn a_new_case_study_has_its_own_draft_slot_cleared_when_created() {
    let server = TestServer::owner().await;
    let path = "/api/admin/case-studies/new/autosave";
    assert_eq!(server.get(path).await.0, 204);
    let (status, _) = server.send(Method::PUT, path, draft("", "")).await;
    assert_eq!(status, 200);
    let (_, autosave) = server.get(path).await;
    assert_eq!(autosave["changed"], false, "nothing filled in yet");
    assert!(autosave.get("caseStudyId").is_none());

    server
        .send(Method::PUT, path, draft("Half Written", &content("Begun")))
        .await;
    let (_, autosave) = server.get(path).await;
    assert_eq!(autosave["changed"], true);
    assert_eq!(autosave["summary"], "Title and content changed");
    assert_eq!(autosave["draft"]["description"], "");
    assert_eq!(server.get("/api/admin/case-studies").await.1, json!([]));
    assert_eq!(server.get("/api/case-studies").await.1, json!([]));

    create(&server, "Half Written", "half-written").await;
    assert_eq!(
        server.get(path).await.0,
        204,
        "creating clears the new draft"
    );
    let response = server.request(Method::DELETE, path).send().await.unwrap();
    assert_eq!(response.status(), 204);
}

#[tokio::test]
async fn an_autosave_over_a_case_studys_bounds_is_refused_and_keeps_the_last_one() {
    let server = TestServer::owner().await;
    let path = "/api/admin/case-studies/new/autosave";
    server.send(Method::PUT, path, draft("Kept", "")).await;
    let mut too_much = draft(&"t".repeat(201), &format!("\"{}\"", "c".repeat(1_000_000)));
    too_much["description"] = json!("d".repeat(501));
    too_much["featuredImageAlt"] = json!("a".repeat(301));
    too_much["featuredImage"] = json!("https://example.com/x.png");
    too_much["tags"] = json!(vec!["x"; 21]);
    let (status, body) = server.send(Method::PUT, path, too_much).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["code"], "validation");
    assert_eq!(
        field_errors(&body, "field"),
        [
            "title",
            "description",
            "content",
            "featuredImageAlt",
            "tags"
        ]
    );
    assert_eq!(
        body["fields"][0]["message"],
        "Title must be at most 200 characters"
    );
    assert_eq!(server.get(path).await.1["draft"]["title"], "Kept");
}

#[tokio::test]
async fn an_autosave_refuses_a_number_where_text_goes_and_reads_a_field_left_out_as_blank() {
    let server = TestServer::owner().await;
    let id = create(&server, "Saved", "saved").await;
    for path in [
        "/api/admin/case-studies/new/autosave".to_owned(),
        format!("/api/admin/case-studies/{id}/autosave"),
    ] {
        let mut numbered = draft("Kept", "");
        numbered["title"] = json!(42);
        let (status, body) = server.send(Method::PUT, &path, numbered).await;
        assert_eq!(status, 400, "{body}");
        assert_eq!(body["code"], "bad_request");
        let message = body["message"].as_str().unwrap();
        assert!(
            message.contains("title: invalid type: integer `42`, expected a string"),
            "{message}"
        );
        assert_eq!(server.get(&path).await.0, 204, "nothing stored");

        server.send(Method::PUT, &path, draft("Kept", "")).await;
        for broken in [
            json!({ "isFeatured": "yes" }),
            json!({ "tags": [1] }),
            json!({ "date": false }),
            json!(["Kept"]),
        ] {
            let (status, body) = server.send(Method::PUT, &path, broken).await;
            assert_eq!(status, 400, "{body}");
        }
        assert_eq!(server.get(&path).await.1["draft"]["title"], "Kept");

        // The draft is folio-core's: what is left out or null reads as blank, as in a save.
        let (status, body) = server
            .send(
                Method::PUT,
                &path,
                json!({ "title": "Partial", "isFeatured": null }),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        let (_, autosave) = server.get(&path).await;
        assert_eq!(
            autosave["draft"],
            json!({
                "title": "Partial", "slug": "", "description": "", "content": "",
                "tags": [], "isPublished": false, "isFeatured": false
            })
        );
    }
}

#[tokio::test]
async fn deleting_a_case_study_removes_its_revisions_and_autosave() {
    let server = TestServer::owner().await;
    let id = create(&server, "Gone Soon", "gone-soon").await;
    let kept = create(&server, "Staying", "staying").await;
    for target in [id, kept] {
        server
            .send(
                Method::PUT,
                &format!("/api/admin/case-studies/{target}/autosave"),
                draft("Draft", ""),
            )
            .await;
    }
    let response = server
        .request(Method::DELETE, &format!("/api/admin/case-studies/{id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 204);
    assert_eq!(
        server
            .get(&format!("/api/admin/case-studies/{id}/revisions"))
            .await
            .0,
        404
    );
    assert_eq!(
        column(
            &server.get("/api/admin/case-studies/autosaves").await.1,
            "caseStudyId"
        ),
        [json!(kept)]
    );
    // Nothing of it is left in the database; the other case study keeps its own.
    for (table, column) in [
        ("case_study_revisions", "case_study_id"),
        ("case_study_autosaves", "slot"),
    ] {
        let count = |target: i64| format!("SELECT COUNT(*) FROM {table} WHERE {column} = {target}");
        assert_eq!(server.count_sql(&count(id)).await, 0, "{table}");
        assert_eq!(server.count_sql(&count(kept)).await, 1, "{table}");
    }
}

#[tokio::test]
async fn case_studies_saved_before_revisions_start_with_their_saved_state() {
    // A database of the version before revisions: migrations 0001-0005 and one case study.
    let (_old, url, db) = database_before("0006").await;
    sqlx::query(
        "INSERT INTO case_studies (title, slug, description, content, tags, is_published, \
         is_featured, created_at, updated_at) VALUES ('Older', 'older', 'd', '{\"blocks\":[]}', \
         '[]', 1, 0, '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z')",
    )
    .execute(&db)
    .await
    .unwrap();
    db.close().await;

    let server = TestServer::start_with(|config| config.database_url = url.clone()).await;
    server.sign_up().await;
    let (_, list) = server.get("/api/admin/case-studies").await;
    let id = list[0]["id"].as_i64().unwrap();
    let (status, revisions) = server
        .get(&format!("/api/admin/case-studies/{id}/revisions"))
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        revisions,
        json!([{
            "id": revisions[0]["id"], "summary": "Saved before revisions were kept",
            "createdAt": "2025-02-01T00:00:00Z", "current": true
        }])
    );
}

/// Case study `id` saved with `title`, edited from `base` (none: whatever is stored).
async fn save_titled(server: &TestServer, id: i64, title: &str, base: Option<i64>) -> (u16, Value) {
    let mut body = case_study(title, "versions", true);
    if let Some(version) = base {
        body["baseVersion"] = json!(version);
    }
    server
        .send(Method::PUT, &format!("/api/admin/case-studies/{id}"), body)
        .await
}

#[tokio::test]
async fn a_save_from_an_outdated_copy_is_refused_and_the_newer_one_kept() {
    let server = TestServer::owner().await;
    let id = create(&server, "First", "versions").await;
    let stored = || async { server.get("/api/admin/case-studies").await.1[0].clone() };
    assert_eq!(stored().await["version"], 1);

    // Two tabs opened version 1; the first saves, then the second.
    let (status, saved) = save_titled(&server, id, "From tab one", Some(1)).await;
    assert_eq!((status, saved["version"].clone()), (200, json!(2)));
    let (status, body) = save_titled(&server, id, "From tab two", Some(1)).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["code"], "conflict");
    assert!(body.get("fields").is_none(), "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("This case study was saved elsewhere after you opened it")
    );
    // The refusal carries the newer save, as the list answers it, for the client to offer.
    let now = stored().await;
    assert_eq!(body["current"], now);
    assert_eq!(
        (now["title"].clone(), now["version"].clone()),
        (json!("From tab one"), json!(2))
    );
    let (_, kept) = server
        .get(&format!("/api/admin/case-studies/{id}/revisions"))
        .await;
    assert_eq!(
        kept.as_array().unwrap().len(),
        2,
        "no revision for the refused save"
    );

    // A client that names no version saves over whatever is stored, as before.
    let (status, saved) = save_titled(&server, id, "No version", None).await;
    assert_eq!((status, saved["version"].clone()), (200, json!(3)));

    // Of many saves from the same version at once, exactly one lands.
    let titles: Vec<String> = (0..8).map(|n| format!("Racer {n}")).collect();
    let saves = titles
        .iter()
        .map(|title| save_titled(&server, id, title, Some(3)));
    let statuses: Vec<u16> = futures_util::future::join_all(saves)
        .await
        .into_iter()
        .map(|(status, _)| status)
        .collect();
    assert_eq!(
        statuses.iter().filter(|&&s| s == 200).count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|&&s| s == 409).count(),
        7,
        "{statuses:?}"
    );
    assert_eq!(stored().await["version"], 4);
}
