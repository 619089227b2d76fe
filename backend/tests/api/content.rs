use crate::helpers::{TestServer, case_study, column, education, experience, field_errors};
use reqwest::Method;
use serde_json::json;

#[tokio::test]
async fn experiences_are_created_listed_updated_and_deleted() {
    let server = TestServer::owner().await;
    let (status, first) = server
        .send(
            Method::POST,
            "/api/admin/experiences",
            experience("Engineer"),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        first["tools"],
        json!([{ "name": "Rust" }, { "name": "SQL", "usage": "Reporting" }])
    );
    let (_, second) = server
        .send(Method::POST, "/api/admin/experiences", experience("Lead"))
        .await;

    // The newest is first, on both lists.
    let (_, public) = server.get("/api/experiences").await;
    let titles: Vec<_> = column(&public, "jobTitle");
    assert_eq!(titles, [json!("Lead"), json!("Engineer")]);
    assert_eq!(server.get("/api/admin/experiences").await.1, public);

    let mut current = experience("Lead");
    current["isCurrentJob"] = json!(true);
    let path = format!("/api/admin/experiences/{}", second["id"]);
    let (status, updated) = server.send(Method::PUT, &path, current).await;
    assert_eq!(status, 200);
    assert_eq!(updated["isCurrentJob"], true);
    assert_eq!(
        updated["endDate"],
        json!(null),
        "a current job has no end date"
    );

    let (status, _) = server.send(Method::DELETE, &path, json!(null)).await;
    assert_eq!(status, 204);
    let (status, body) = server.send(Method::DELETE, &path, json!(null)).await;
    assert_eq!((status, body["code"].clone()), (404, json!("not_found")));
    let (status, _) = server.send(Method::PUT, &path, experience("Ghost")).await;
    assert_eq!(status, 404);
    let (_, public) = server.get("/api/experiences").await;
    assert_eq!(public.as_array().unwrap().len(), 1);
    assert_eq!(public[0]["id"], first["id"]);
}

#[tokio::test]
async fn invalid_experiences_list_every_failing_field() {
    let server = TestServer::owner().await;
    let (status, body) = server
        .send(Method::POST, "/api/admin/experiences", json!({}))
        .await;
    assert_eq!(status, 422);
    let messages: Vec<_> = field_errors(&body, "message");
    for message in [
        "Job title is required",
        "Company is required",
        "Industry is required",
        "Start date is required",
        "Description is required",
        "Accomplishments are required",
    ] {
        assert!(
            messages.contains(&json!(message)),
            "{message} missing from {messages:?}"
        );
    }
    let mut bad_date = experience("X");
    bad_date["startDate"] = json!("2023-13");
    let (status, body) = server
        .send(Method::POST, "/api/admin/experiences", bad_date)
        .await;
    assert_eq!(status, 422);
    assert_eq!(body["fields"][0]["field"], "startDate");
    assert_eq!(
        server.get("/api/experiences").await.1,
        json!([]),
        "nothing stored"
    );
}

#[tokio::test]
async fn education_validates_and_keeps_sort_order() {
    let server = TestServer::owner().await;
    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/education",
            json!({ "link": "not a url" }),
        )
        .await;
    assert_eq!(status, 422);
    let messages: Vec<_> = field_errors(&body, "message");
    assert!(messages.contains(&json!("Name is required")));
    assert!(messages.contains(&json!("Category is required")));
    assert!(field_errors(&body, "field").contains(&json!("link")));

    let mut late = education("Late");
    late["sortOrder"] = json!(5);
    let mut blank_link = education("Early");
    blank_link["link"] = json!("");
    server
        .send(Method::POST, "/api/admin/education", late)
        .await;
    let (status, early) = server
        .send(Method::POST, "/api/admin/education", blank_link)
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        early["link"],
        json!(null),
        "an empty link is stored as absent"
    );
    let (_, list) = server.get("/api/education").await;
    assert_eq!(list[0]["name"], "Early");
    assert_eq!(list[1]["name"], "Late");
}

#[tokio::test]
async fn reorder_needs_every_id_exactly_once() {
    let server = TestServer::owner().await;
    let mut ids = Vec::new();
    for name in ["A", "B", "C"] {
        ids.push(
            server
                .send(Method::POST, "/api/admin/education", education(name))
                .await
                .1["id"]
                .clone(),
        );
    }
    let before = server.get("/api/education").await.1;
    for bad in [
        json!([ids[0], ids[1]]),
        json!([ids[0], ids[0], ids[1]]),
        json!([ids[0], ids[1], ids[2], 999]),
    ] {
        let (status, _) = server
            .send(
                Method::PATCH,
                "/api/admin/education/reorder",
                json!({ "educationIds": bad }),
            )
            .await;
        assert_eq!(status, 400, "{bad}");
        assert_eq!(
            server.get("/api/education").await.1,
            before,
            "nothing changes on {bad}"
        );
    }
    let order = json!([ids[2], ids[0], ids[1]]);
    let (status, _) = server
        .send(
            Method::PATCH,
            "/api/admin/education/reorder",
            json!({ "educationIds": order }),
        )
        .await;
    assert_eq!(status, 204);
    let names: Vec<_> = column(&server.get("/api/education").await.1, "name");
    assert_eq!(names, [json!("C"), json!("A"), json!("B")]);

    let e1 = server
        .send(Method::POST, "/api/admin/experiences", experience("One"))
        .await
        .1["id"]
        .clone();
    let e2 = server
        .send(Method::POST, "/api/admin/experiences", experience("Two"))
        .await
        .1["id"]
        .clone();
    let (status, _) = server
        .send(
            Method::PATCH,
            "/api/admin/experiences/reorder",
            json!({ "experienceIds": [e1, e2] }),
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(server.get("/api/experiences").await.1[0]["jobTitle"], "One");
}

#[tokio::test]
async fn case_studies_publish_and_keep_slugs_unique() {
    let server = TestServer::owner().await;
    let draft = server.add_case_study("Draft", "draft", false).await;
    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/case-studies",
            case_study("Again", "draft", true),
        )
        .await;
    assert_eq!(status, 409);
    assert_eq!(body["fields"][0]["field"], "slug");

    assert_eq!(
        server.get("/api/case-studies").await.1,
        json!([]),
        "drafts are not public"
    );
    assert_eq!(server.get("/api/case-studies/draft").await.0, 404);
    assert_eq!(
        server
            .get("/api/admin/case-studies")
            .await
            .1
            .as_array()
            .unwrap()
            .len(),
        1
    );

    let path = format!("/api/admin/case-studies/{}", draft["id"]);
    let (status, published) = server
        .send(Method::PUT, &path, case_study("Draft", "draft", true))
        .await;
    assert_eq!(status, 200);
    assert_eq!(published["isPublished"], true);
    let (status, one) = server.get("/api/case-studies/draft").await;
    assert_eq!(status, 200);
    assert_eq!(one["title"], "Draft");
    assert_eq!(one["contentHtml"].as_str().unwrap().trim(), "<p>Hello</p>");
    assert_eq!(
        server
            .get("/api/case-studies")
            .await
            .1
            .as_array()
            .unwrap()
            .len(),
        1
    );

    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/case-studies",
            json!({ "slug": "Not A Slug" }),
        )
        .await;
    assert_eq!(status, 422);
    let fields: Vec<_> = field_errors(&body, "field");
    for field in ["title", "slug", "description", "content"] {
        assert!(
            fields.contains(&json!(field)),
            "{field} missing from {fields:?}"
        );
    }
}

#[tokio::test]
async fn public_reads_revalidate_with_etags_and_see_writes_at_once() {
    let server = TestServer::owner().await;
    let first = server
        .request(Method::GET, "/api/experiences")
        .send()
        .await
        .unwrap();
    let etag = first.headers()["etag"].clone();
    let again = server
        .request(Method::GET, "/api/experiences")
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);

    server
        .send(Method::POST, "/api/admin/experiences", experience("New"))
        .await;
    let after = server
        .request(Method::GET, "/api/experiences")
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(after.status(), 200, "a write must invalidate the snapshot");
    assert_ne!(after.headers()["etag"], etag);
    let list: serde_json::Value = after.json().await.unwrap();
    assert_eq!(list[0]["jobTitle"], "New");
}

#[tokio::test]
async fn malformed_requests_get_the_json_error_shape() {
    let server = TestServer::owner().await;
    let url = "/api/admin/experiences";
    let bad_json = server
        .request(Method::POST, url)
        .header("content-type", "application/json")
        .body("{oops")
        .send()
        .await
        .unwrap();
    let (status, body) = crate::helpers::read(bad_json).await;
    assert_eq!(status, 400);
    assert!(body["message"].is_string());
    let text = server
        .request(Method::POST, url)
        .header("content-type", "text/plain")
        .body("hi")
        .send()
        .await
        .unwrap();
    assert_eq!(crate::helpers::read(text).await.0, 415);
    let huge = server
        .request(Method::POST, url)
        .json(&json!({ "jobTitle": "x".repeat(7 * 1024 * 1024) }))
        .send()
        .await
        .unwrap();
    assert_eq!(crate::helpers::read(huge).await.0, 413);
    let wrong_method = server
        .request(Method::DELETE, "/api/experiences")
        .send()
        .await
        .unwrap();
    assert_eq!(wrong_method.status(), 405);
    assert_eq!(wrong_method.headers()["allow"], "GET");
    let (status, _) = server.get("/api/admin/experiences/abc").await;
    assert!(status == 400 || status == 405, "{status}");
}

#[tokio::test]
async fn a_case_study_body_is_rendered_without_script() {
    let server = TestServer::owner().await;
    let content = json!({ "blocks": [
        { "type": "paragraph", "data": { "text": "See [docs](https://example.org) <img src=x onerror=alert(1)><script>alert(2)</script>" } },
        { "type": "paragraph", "data": { "text": "<a href=\"java\tscript:alert(3)\">click</a>" } },
        { "type": "header", "data": { "text": "Title", "level": 2 } }
    ] });
    let mut body = case_study("Hostile", "hostile", true);
    body["content"] = json!(content.to_string());
    let (status, _) = server
        .send(Method::POST, "/api/admin/case-studies", body)
        .await;
    assert_eq!(status, 200);
    let (_, one) = server.get("/api/case-studies/hostile").await;
    let html = one["contentHtml"].as_str().unwrap().to_lowercase();
    assert!(html.contains(r#"href="https://example.org""#), "{html}");
    assert!(html.contains("<h2>title</h2>"), "{html}");
    for bad in ["<script", "onerror", "javascript", "<img src=x"] {
        assert!(!html.contains(bad), "{bad} in {html}");
    }
}

#[tokio::test]
async fn text_fields_refuse_numbers_and_booleans() {
    let server = TestServer::owner().await;
    let body = json!({ "name": false, "category": 12, "sortOrder": 0 });
    let (status, body) = server
        .send(Method::POST, "/api/admin/education", body)
        .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        server.get("/api/education").await.1,
        json!([]),
        "nothing stored"
    );
}

#[tokio::test]
async fn a_case_study_save_refuses_a_number_or_boolean_where_text_goes() {
    let server = TestServer::owner().await;
    let url = "/api/admin/case-studies";
    let mut numbered = case_study("Kept", "kept", true);
    numbered["title"] = json!(42);
    let mut flag_tag = case_study("Kept", "kept", true);
    flag_tag["tags"] = json!(["rust", true]);
    let mut text_flag = case_study("Kept", "kept", true);
    text_flag["isPublished"] = json!("true");
    let refusals = [
        (
            numbered,
            "title: invalid type: integer `42`, expected a string",
        ),
        (
            flag_tag,
            "tags[1]: invalid type: boolean `true`, expected a string",
        ),
        (
            text_flag,
            "isPublished: invalid type: string \"true\", expected a boolean",
        ),
    ];
    for (body, says) in &refusals {
        let (status, answer) = server.send(Method::POST, url, body.clone()).await;
        assert_eq!(status, 400, "{answer}");
        assert_eq!(answer["code"], "bad_request", "{answer}");
        let message = answer["message"].as_str().unwrap();
        assert!(message.contains(says), "{message}");
    }
    assert_eq!(server.get(url).await.1, json!([]), "nothing stored");

    let (_, created) = server
        .send(Method::POST, url, case_study("Kept", "kept", true))
        .await;
    let path = format!("{url}/{}", created["id"]);
    for (body, _) in refusals {
        assert_eq!(server.send(Method::PUT, &path, body).await.0, 400);
    }
    assert_eq!(server.get(url).await.1, json!([created]), "nothing stored");
}

#[tokio::test]
async fn a_case_study_body_with_some_fields_reads_the_rest_as_blank() {
    let server = TestServer::owner().await;
    let url = "/api/admin/case-studies";
    let mut some = case_study("Some", "some", true);
    for left_out in ["tags", "isPublished", "isFeatured"] {
        some.as_object_mut().unwrap().remove(left_out);
    }
    let (status, created) = server.send(Method::POST, url, some.clone()).await;
    assert_eq!(status, 200, "{created}");
    assert_eq!(created["tags"], json!([]));
    assert_eq!(created["isPublished"], false);
    assert_eq!(created["isFeatured"], false);
    assert!(created.get("featuredImage").is_none(), "{created}");
    let created_on = &created["createdAt"].as_str().unwrap()[..10];
    assert_eq!(created["date"], created_on);

    // An update: left out or null is blank too, and a blank date keeps the one saved.
    let path = format!("{url}/{}", created["id"]);
    let mut published = case_study("Some", "some", true);
    published["tags"] = json!(null);
    published["date"] = json!(null);
    published["featuredImage"] = json!(null);
    published["baseVersion"] = json!(null);
    let (status, updated) = server.send(Method::PUT, &path, published).await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["isPublished"], true);
    assert_eq!(updated["tags"], json!([]));
    assert_eq!(updated["date"], created_on);

    // What validation requires is reported, whether left out or null.
    for body in [json!({}), json!({ "title": null, "isPublished": null })] {
        let (status, refused) = server.send(Method::POST, url, body).await;
        assert_eq!(status, 422, "{refused}");
        assert_eq!(
            field_errors(&refused, "field"),
            ["title", "slug", "description", "content"]
        );
    }
}

#[tokio::test]
async fn sort_order_defaults_to_zero_and_new_items_come_where_the_order_puts_them() {
    let server = TestServer::owner().await;
    let mut ids = Vec::new();
    for title in ["First", "Second"] {
        let (status, created) = server
            .send(Method::POST, "/api/admin/experiences", experience(title))
            .await;
        assert_eq!((status, created["sortOrder"].clone()), (200, json!(0)));
        ids.push(created["id"].clone());
    }
    let (_, list) = server.get("/api/experiences").await;
    assert_eq!(
        column(&list, "jobTitle"),
        [json!("Second"), json!("First")],
        "at one sortOrder the newest comes first"
    );

    // An update that leaves sortOrder out keeps the position a reorder gave.
    server
        .send(
            Method::PATCH,
            "/api/admin/experiences/reorder",
            json!({ "experienceIds": [ids[0], ids[1]] }),
        )
        .await;
    let path = format!("/api/admin/experiences/{}", ids[1]);
    let (_, updated) = server
        .send(Method::PUT, &path, experience("Second, renamed"))
        .await;
    assert_eq!(updated["sortOrder"], json!(1));

    let mut entry = education("No order");
    entry.as_object_mut().unwrap().remove("sortOrder");
    let (_, created) = server
        .send(Method::POST, "/api/admin/education", entry)
        .await;
    assert_eq!(created["sortOrder"], json!(0));
    for (sent, stored) in [
        (json!("abc"), 0),
        (json!("7"), 7),
        (json!(2.9), 2),
        (json!(null), 0),
        (json!([1]), 0),
    ] {
        let mut entry = education("Odd order");
        entry["sortOrder"] = sent.clone();
        let (status, created) = server
            .send(Method::POST, "/api/admin/education", entry)
            .await;
        assert_eq!(
            (status, created["sortOrder"].clone()),
            (200, json!(stored)),
            "{sent}"
        );
    }
}

#[tokio::test]
async fn text_holding_the_nul_character_is_refused_alike_on_every_database() {
    let server = TestServer::owner().await;
    // schemathesis found PostgreSQL answering 500 to this body: it refuses U+0000 in text.
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "githubUrl": null, "briefIntro": "before\u{0}after" }),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        body["message"],
        "Text may not contain the NUL character (U+0000)."
    );
    let (_, profile) = server.get("/api/profile").await;
    assert_ne!(profile["briefIntro"], "before\u{0}after");
    // The same text written as `\\u0000` characters is ordinary text.
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "briefIntro": "A code sample: \\u0000" }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    // Reached another way, in an address: a clear answer, never a 500.
    for path in ["/api/case-studies/a%00b", "/case-studies/a%00b"] {
        let response = server.request(Method::GET, path).send().await.unwrap();
        let status = response.status().as_u16();
        assert!((400..500).contains(&status), "{path}: {status}");
    }
}
