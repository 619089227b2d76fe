//! The order and dates of case studies (issue 23 point 5) and the study a page ends with (point
//! 9): featured first, then the owner's drag order, then the owner's date, newest first, alike
//! in `/api/case-studies`, the admin list and `/api/home`; the date is the owner's, by default the
//! day the case study was created; the pages and their snapshot follow every change.

use crate::helpers::{TestServer, case_study, column, database_before, field_errors};
use reqwest::Method;
use serde_json::{Value, json};

/// A published case study body with its own date (none: the default).
fn dated(title: &str, slug: &str, date: Option<&str>, featured: bool) -> Value {
    let mut body = case_study(title, slug, true);
    if let Some(date) = date {
        body["date"] = json!(date);
    }
    body["isFeatured"] = json!(featured);
    body
}

async fn create(server: &TestServer, body: Value) -> Value {
    let (status, created) = server
        .send(Method::POST, "/api/admin/case-studies", body)
        .await;
    assert_eq!(status, 200, "{created}");
    created
}

/// The titles each public and admin read lists, in its order; every read must agree (the admin
/// list holds drafts too, so only its published ones are compared).
async fn orders(server: &TestServer) -> Vec<String> {
    let titles = |list: &Value| -> Vec<String> {
        column(list, "title")
            .iter()
            .map(|title| title.as_str().unwrap_or_default().to_owned())
            .collect()
    };
    let (_, public) = server.get("/api/case-studies").await;
    let (_, admin) = server.get("/api/admin/case-studies").await;
    let (_, home) = server.get("/api/home").await;
    let order = titles(&public);
    let published: Vec<Value> = admin
        .as_array()
        .unwrap()
        .iter()
        .filter(|study| study["isPublished"] == json!(true))
        .cloned()
        .collect();
    assert_eq!(titles(&Value::Array(published)), order, "admin list");
    assert_eq!(titles(&home["caseStudies"]), order, "home");
    order
}

#[tokio::test]
async fn case_studies_show_featured_first_then_the_owners_order_then_their_dates() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let mut ids = Vec::new();
    for body in [
        dated("Project 2021", "p2021", Some("2021-03-05"), false),
        dated("Project 2024", "p2024", Some("2024-09-01"), false),
        dated("Best work", "best", Some("2019-06-30"), true),
        dated("Project 2016", "p2016", Some("2016-01-15"), false),
    ] {
        let created = create(&server, body).await;
        assert_eq!(created["sortOrder"], 0);
        ids.push(created["id"].clone());
    }
    // A draft takes a place in the admin's order, never in the public one.
    let draft = create(&server, case_study("Draft", "draft", false)).await;
    assert_eq!(
        orders(&server).await,
        ["Best work", "Project 2024", "Project 2021", "Project 2016"]
    );

    // The owner's drag wins over the dates, but featured studies still lead.
    let all = json!([ids[3], draft["id"], ids[0], ids[2], ids[1]]);
    let (status, _) = server
        .send(
            Method::PATCH,
            "/api/admin/case-studies/reorder",
            json!({ "caseStudyIds": all }),
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(
        orders(&server).await,
        ["Best work", "Project 2016", "Project 2021", "Project 2024"]
    );
    let (_, admin) = server.get("/api/admin/case-studies").await;
    assert_eq!(
        column(&admin, "title"),
        [
            json!("Best work"),
            json!("Project 2016"),
            json!("Draft"),
            json!("Project 2021"),
            json!("Project 2024")
        ]
    );

    // An order that leaves one out, names one twice or an unknown one is refused whole.
    for bad in [
        json!([ids[0], ids[1], ids[2], ids[3]]),
        json!([ids[0], ids[0], ids[1], ids[2], ids[3], draft["id"]]),
        json!([ids[0], ids[1], ids[2], ids[3], draft["id"], 999]),
    ] {
        let (status, body) = server
            .send(
                Method::PATCH,
                "/api/admin/case-studies/reorder",
                json!({ "caseStudyIds": bad }),
            )
            .await;
        assert_eq!(status, 400, "{bad}");
        assert_eq!(
            body["message"],
            "The new order must list every case study exactly once."
        );
    }
    assert_eq!(
        orders(&server).await,
        ["Best work", "Project 2016", "Project 2021", "Project 2024"]
    );
    // Only the owner orders.
    let visitor = TestServer::start().await;
    let (status, _) = visitor
        .send(
            Method::PATCH,
            "/api/admin/case-studies/reorder",
            json!({ "caseStudyIds": [] }),
        )
        .await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn a_case_studys_date_is_the_owners_and_defaults_to_the_day_it_was_created() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let created = create(&server, case_study("Fresh", "fresh", true)).await;
    let created_day = &created["createdAt"].as_str().unwrap()[..10];
    assert_eq!(created["date"], created_day);

    let id = created["id"].as_i64().unwrap();
    let path = format!("/api/admin/case-studies/{id}");
    let (status, saved) = server
        .send(
            Method::PUT,
            &path,
            dated("Fresh", "fresh", Some(" 2021-03-05 "), false),
        )
        .await;
    assert_eq!((status, saved["date"].clone()), (200, json!("2021-03-05")));
    // A save without a date (or a blank one) keeps the date saved.
    for body in [
        case_study("Fresh", "fresh", true),
        dated("Fresh", "fresh", Some(""), false),
    ] {
        let (status, saved) = server.send(Method::PUT, &path, body).await;
        assert_eq!((status, saved["date"].clone()), (200, json!("2021-03-05")));
    }
    let (_, public) = server.get("/api/case-studies/fresh").await;
    assert_eq!(public["date"], "2021-03-05");
    let (_, home) = server.get("/api/home").await;
    assert_eq!(home["caseStudies"][0]["date"], "2021-03-05");

    // A date that is not a day is refused with a message under the field, and nothing changes.
    for bad in [
        "2023-02-29",
        "5 March 2021",
        "2021-03-05T10:00:00Z",
        "2021-3-5",
    ] {
        let (status, body) = server
            .send(
                Method::PUT,
                &path,
                dated("Fresh", "fresh", Some(bad), false),
            )
            .await;
        assert_eq!(status, 422, "{bad}: {body}");
        assert_eq!(field_errors(&body, "field"), [json!("date")], "{bad}");
        assert_eq!(
            field_errors(&body, "message"),
            [json!(
                "Date must be a day written as YYYY-MM-DD, such as 2021-03-05"
            )]
        );
        let (status, _) = server
            .send(
                Method::POST,
                "/api/admin/case-studies",
                dated("Other", "other", Some(bad), false),
            )
            .await;
        assert_eq!(status, 422, "{bad}");
    }
    // A date longer than a day is refused before it is read, in an autosave too.
    let (status, body) = server
        .send(
            Method::PUT,
            &format!("/api/admin/case-studies/{id}/autosave"),
            json!({"title": "Fresh", "slug": "fresh", "description": "", "content": "",
                "featuredImage": null, "featuredImageAlt": null, "date": "2021-03-05".repeat(3),
                "tags": [], "isPublished": true, "isFeatured": false}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(field_errors(&body, "field"), [json!("date")]);
    assert_eq!(
        server.get("/api/case-studies/fresh").await.1["date"],
        "2021-03-05"
    );

    // The revisions say when the date changed, and restoring one brings its date back.
    let (_, revisions) = server
        .get(&format!("/api/admin/case-studies/{id}/revisions"))
        .await;
    assert_eq!(revisions[2]["summary"], "Date changed");
    let first = revisions.as_array().unwrap().last().unwrap()["id"].clone();
    let (status, restored) = server
        .send(
            Method::POST,
            &format!("/api/admin/case-studies/{id}/revisions/{first}/restore"),
            json!(null),
        )
        .await;
    assert_eq!(status, 200, "{restored}");
    assert_eq!(restored["date"], created_day);
}

#[tokio::test]
async fn a_case_study_is_followed_by_the_next_published_one_and_the_last_by_the_first() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let next = |slug: &'static str| {
        let server = &server;
        async move { server.get(&format!("/api/case-studies/{slug}")).await.1["next"].clone() }
    };
    create(&server, dated("Alone", "alone", Some("2020-01-01"), false)).await;
    assert_eq!(next("alone").await, Value::Null, "a study alone has none");

    create(&server, dated("Lead", "lead", Some("2019-01-01"), true)).await;
    create(&server, dated("Newer", "newer", Some("2024-01-01"), false)).await;
    create(&server, case_study("Draft", "draft", false)).await;
    // Lead (featured), Newer, Alone, then round again; the draft is never anyone's next.
    assert_eq!(
        next("lead").await,
        json!({"slug": "newer", "title": "Newer"})
    );
    assert_eq!(
        next("newer").await,
        json!({"slug": "alone", "title": "Alone"})
    );
    assert_eq!(
        next("alone").await,
        json!({"slug": "lead", "title": "Lead"})
    );
}

#[tokio::test]
async fn the_pages_show_the_owners_order_date_and_next_study_and_follow_each_change() {
    let server = TestServer::with_web().await;
    server.sign_up().await;
    let old = create(
        &server,
        dated("Old project", "old", Some("2021-03-05"), false),
    )
    .await;
    let new = create(
        &server,
        dated("New project", "new", Some("2025-06-01"), false),
    )
    .await;
    let html = |path: &'static str| {
        let server = &server;
        async move {
            let response = server.request(Method::GET, path).send().await.unwrap();
            assert_eq!(response.status(), 200, "{path}");
            response.text().await.unwrap()
        }
    };
    let position = |page: &str, title: &str| page.find(title).unwrap_or(usize::MAX);

    // Read twice: the second answer comes from the snapshot.
    for _ in 0..2 {
        let playground = html("/?tab=playground").await;
        assert!(position(&playground, "New project") < position(&playground, "Old project"));
        assert!(
            playground.contains("Mar 5, 2021"),
            "the owner's date, not the day it was made"
        );
    }
    let page = html("/case-studies/old").await;
    assert!(
        page.contains(r#"<time dateTime="2021-03-05">Mar 5, 2021</time>"#),
        "{page}"
    );
    assert!(page.contains(r#""datePublished":"2021-03-05""#), "{page}");
    assert!(
        page.contains(r#"href="/case-studies/new""#),
        "the next study: {page}"
    );

    // A reorder reaches the cached pages at once.
    let (status, _) = server
        .send(
            Method::PATCH,
            "/api/admin/case-studies/reorder",
            json!({ "caseStudyIds": [old["id"], new["id"]] }),
        )
        .await;
    assert_eq!(status, 204);
    let playground = html("/?tab=playground").await;
    assert!(position(&playground, "Old project") < position(&playground, "New project"));

    // So does a new date, on the home, the page and the feed.
    let mut body = dated("Old project", "old", Some("2018-11-20"), false);
    body["baseVersion"] = old["version"].clone();
    let (status, _) = server
        .send(
            Method::PUT,
            &format!("/api/admin/case-studies/{}", old["id"]),
            body,
        )
        .await;
    assert_eq!(status, 200);
    assert!(html("/?tab=playground").await.contains("Nov 20, 2018"));
    assert!(html("/case-studies/old").await.contains("Nov 20, 2018"));
    assert!(
        html("/feed.xml")
            .await
            .contains("<pubDate>Tue, 20 Nov 2018 00:00:00 +0000</pubDate>")
    );
}

#[tokio::test]
async fn case_studies_stored_before_they_had_a_date_show_the_day_they_were_created() {
    // A database of the version before: migrations 0001-0009 and one case study with a revision.
    let (_old, url, db) = database_before("0010").await;
    sqlx::query(
        "INSERT INTO case_studies (title, slug, description, content, tags, is_published, \
         is_featured, created_at, updated_at) VALUES ('Older', 'older', 'd', \
         '{\"blocks\":[{\"type\":\"paragraph\",\"data\":{\"text\":\"Hi\"}}]}', \
         '[]', 1, 0, '2025-01-01T23:30:00Z', '2025-02-01T00:00:00Z')",
    )
    .execute(&db)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO case_study_revisions (case_study_id, title, slug, description, content, \
         tags, is_published, is_featured, summary, created_at) SELECT id, title, slug, \
         description, content, tags, is_published, is_featured, 'Created and published', \
         created_at FROM case_studies",
    )
    .execute(&db)
    .await
    .unwrap();
    db.close().await;

    let server = TestServer::start_with(|config| config.database_url = url.clone()).await;
    server.sign_up().await;
    let (_, list) = server.get("/api/admin/case-studies").await;
    assert_eq!(list[0]["date"], "2025-01-01");
    assert_eq!(list[0]["sortOrder"], 0);
    assert_eq!(
        server
            .count_sql("SELECT COUNT(*) FROM case_study_revisions WHERE date = '2025-01-01'")
            .await,
        1
    );
}

#[tokio::test]
async fn a_case_studys_body_moves_to_the_end_of_its_row_and_the_rest_stays() {
    // A database of the version before (migrations 0001-0023): two case studies, the second
    // deleted, so the id sequence is ahead of the rows.
    let (_old, url, db) = database_before("0024").await;
    for slug in ["kept", "gone"] {
        sqlx::query(
            "INSERT INTO case_studies (title, slug, description, content, featured_image, \
             featured_image_alt, tags, is_published, is_featured, created_at, updated_at, \
             version, sort_order, date) VALUES ($1, $1, 'What we did.', \
             '{\"blocks\":[{\"type\":\"paragraph\",\"data\":{\"text\":\"The body\"}}]}', \
             '/uploads/a.png', 'A desk', '[\"rust\"]', 1, 1, '2025-01-01T10:00:00Z', \
             '2025-02-01T00:00:00Z', 3, 2, '2024-05-06')",
        )
        .bind(slug)
        .execute(&db)
        .await
        .unwrap();
    }
    sqlx::query("DELETE FROM case_studies WHERE slug = 'gone'")
        .execute(&db)
        .await
        .unwrap();
    db.close().await;

    let server = TestServer::start_with(|config| config.database_url = url.clone()).await;
    server.sign_up().await;
    let (_, list) = server.get("/api/admin/case-studies").await;
    assert_eq!(column(&list, "slug"), [json!("kept")]);
    let kept = &list[0];
    assert_eq!(kept["id"], 1);
    assert!(kept["content"].as_str().unwrap().contains("The body"));
    assert_eq!(kept["featuredImage"], "/uploads/a.png");
    assert_eq!(kept["featuredImageAlt"], "A desk");
    assert_eq!(kept["tags"], json!(["rust"]));
    assert_eq!(kept["date"], "2024-05-06");
    assert_eq!(kept["sortOrder"], 2);
    assert_eq!(kept["isFeatured"], true);
    let (status, page) = server.get("/api/case-studies/kept").await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["title"], "kept");
    // The body is the row's last column, so reading the others never walks its pages.
    assert_eq!(
        server
            .count_sql(
                "SELECT COUNT(*) FROM pragma_table_info('case_studies') WHERE name = 'content' \
                 AND cid = (SELECT MAX(cid) FROM pragma_table_info('case_studies'))"
            )
            .await,
        1
    );
    // The deleted case study's id is not given again.
    let created = create(&server, case_study("New", "new", true)).await;
    assert_eq!(created["id"], 3);
}
