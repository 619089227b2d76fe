//! Every input that feeds a page has a bound (issue 39): how many experiences, education entries
//! and case studies a site holds, how many tools one experience lists, and how much text its
//! experiences and education entries hold; a save or an import past one is refused with a
//! message that names it.

use crate::helpers::{TestServer, case_study, education, experience, field_errors};
use reqwest::Method;
use serde_json::{Value, json};

/// Stores `count` experiences directly (as an older version, without the bounds, could have),
/// each with `text` characters of description and as many of accomplishments.
async fn store_experiences(server: &TestServer, count: usize, text: usize) {
    let text = "x".repeat(text);
    let row = format!(
        "('Engineer', 'Acme', 'Technology', '2020-01', NULL, 0, '{text}', '{text}', '[]', '{{}}', \
         0, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')"
    );
    server
        .execute_sql(&format!(
            "INSERT INTO experiences (job_title, company, industry, start_date, end_date, \
             is_current_job, description, accomplishments, tools, translations, sort_order, \
             created_at, updated_at) VALUES {}",
            vec![row.as_str(); count].join(", ")
        ))
        .await;
}

/// The message of a 422 and the one field it names, checking the status.
fn refusal(status: u16, body: &Value) -> (String, String) {
    assert_eq!(status, 422, "{body}");
    let fields = body["fields"].as_array().expect("fields");
    assert_eq!(fields.len(), 1, "{body}");
    (
        body["message"].as_str().unwrap().to_owned(),
        fields[0]["field"].as_str().unwrap().to_owned(),
    )
}

#[tokio::test]
async fn the_five_hundred_and_first_experience_is_refused_and_the_others_stay_editable() {
    let server = TestServer::start().await;
    server.sign_up().await;
    store_experiences(&server, 499, 20).await;
    let (status, created) = server
        .send(
            Method::POST,
            "/api/admin/experiences",
            experience("Five hundredth"),
        )
        .await;
    assert_eq!(status, 200, "{created}");

    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/experiences",
            experience("One too many"),
        )
        .await;
    assert_eq!(
        refusal(status, &body),
        (
            "A site holds at most 500 experiences.".to_owned(),
            "experiences".to_owned()
        )
    );
    assert_eq!(body["fields"][0]["code"], "too_many");
    assert_eq!(
        server.count_sql("SELECT COUNT(*) FROM experiences").await,
        500
    );

    // At the bound, an experience is still saved, and one removed makes room again.
    let path = format!("/api/admin/experiences/{}", created["id"]);
    let (status, _) = server.send(Method::PUT, &path, experience("Renamed")).await;
    assert_eq!(status, 200);
    let (status, _) = server.send(Method::DELETE, &path, json!(null)).await;
    assert_eq!(status, 204);
    let (status, _) = server
        .send(
            Method::POST,
            "/api/admin/experiences",
            experience("Room again"),
        )
        .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn an_experience_lists_at_most_a_hundred_tools() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let mut body = experience("Toolsmith");
    // Repeats are merged before they are counted: 100 tools, one of them listed twice.
    let mut tools: Vec<Value> = (0..100).map(|n| json!(format!("Tool {n}"))).collect();
    tools.push(json!("TOOL 7"));
    body["tools"] = json!(tools);
    let (status, created) = server
        .send(Method::POST, "/api/admin/experiences", body.clone())
        .await;
    assert_eq!(status, 200, "{created}");
    assert_eq!(created["tools"].as_array().unwrap().len(), 100);

    tools.push(json!("Tool 100"));
    body["tools"] = json!(tools);
    for (method, path) in [
        (Method::POST, "/api/admin/experiences".to_owned()),
        (
            Method::PUT,
            format!("/api/admin/experiences/{}", created["id"]),
        ),
    ] {
        let (status, refused) = server.send(method, &path, body.clone()).await;
        assert_eq!(
            refusal(status, &refused),
            (
                "An experience lists at most 100 tools.".to_owned(),
                "tools".to_owned()
            )
        );
    }
    // With translations too, which are read against the tools only within their bound.
    body["translations"] = json!({ "de": { "jobTitle": "Werkzeugmacher" } });
    let (status, refused) = server
        .send(Method::POST, "/api/admin/experiences", body)
        .await;
    assert_eq!(status, 422, "{refused}");
    assert_eq!(field_errors(&refused, "field"), [json!("tools")]);
}

#[tokio::test]
async fn the_experiences_name_at_most_a_thousand_different_tools() {
    let server = TestServer::start().await;
    server.sign_up().await;
    store_experiences(&server, 10, 20).await;
    for id in 1..=10 {
        let tools: Vec<String> = (0..100).map(|n| format!("Tool {}", id * 100 + n)).collect();
        server
            .execute_sql(&format!(
                "UPDATE experiences SET tools = '{}' WHERE id = {id}",
                serde_json::to_string(&tools).unwrap()
            ))
            .await;
    }
    let mut body = experience("Toolsmith");
    body["tools"] = json!(["tool 100", "TOOL 1099"]);
    let (status, created) = server
        .send(Method::POST, "/api/admin/experiences", body.clone())
        .await;
    assert_eq!(status, 200, "tools already named: {created}");
    body["tools"] = json!(["Tool 100", "Tool 1100"]);
    let (status, refused) = server
        .send(Method::POST, "/api/admin/experiences", body)
        .await;
    assert_eq!(
        refusal(status, &refused),
        (
            "A site's experiences name at most 1,000 different tools.".to_owned(),
            "tools".to_owned()
        )
    );
    // Renaming one of them to a new name adds none.
    let mut renamed = experience("Renamed");
    renamed["tools"] = json!(["Brand new"]);
    let (status, body) = server
        .send(Method::PUT, "/api/admin/experiences/1", renamed)
        .await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test]
async fn the_experiences_list_at_most_five_thousand_tools_together() {
    let server = TestServer::start().await;
    server.sign_up().await;
    store_experiences(&server, 50, 20).await;
    let tools: Vec<String> = (0..100).map(|n| format!("Tool {n}")).collect();
    server
        .execute_sql(&format!(
            "UPDATE experiences SET tools = '{}'",
            serde_json::to_string(&tools).unwrap()
        ))
        .await;
    let mut body = experience("One more");
    body["tools"] = json!(["Tool 1"]);
    let (status, refused) = server
        .send(Method::POST, "/api/admin/experiences", body.clone())
        .await;
    assert_eq!(
        refusal(status, &refused),
        (
            "A site's experiences list at most 5,000 tools, all together.".to_owned(),
            "tools".to_owned()
        )
    );
    body["tools"] = json!([]);
    let (status, created) = server
        .send(Method::POST, "/api/admin/experiences", body)
        .await;
    assert_eq!(
        status, 200,
        "an experience without tools adds none: {created}"
    );
    // A save that lists fewer tools than before passes.
    let mut fewer = experience("Fewer");
    fewer["tools"] = json!(["Tool 1", "Tool 2"]);
    let (status, saved) = server
        .send(Method::PUT, "/api/admin/experiences/1", fewer)
        .await;
    assert_eq!(status, 200, "{saved}");
}

#[tokio::test]
async fn the_five_hundred_and_first_education_entry_and_thousand_and_first_case_study_are_refused()
{
    let server = TestServer::start().await;
    server.sign_up().await;
    let entry = "('MIT', 'Degrees', NULL, '2020', 0, '{}', '2026-01-01T00:00:00Z', \
                 '2026-01-01T00:00:00Z')";
    server
        .execute_sql(&format!(
            "INSERT INTO education (name, category, link, date, sort_order, translations, \
             created_at, updated_at) VALUES {}",
            vec![entry; 500].join(", ")
        ))
        .await;
    let (status, body) = server
        .send(Method::POST, "/api/admin/education", education("One more"))
        .await;
    assert_eq!(
        refusal(status, &body).0,
        "A site holds at most 500 education entries."
    );

    let studies: Vec<String> = (0..1_000)
        .map(|n| {
            format!(
                "('Study', 'study-{n}', '', '{{}}', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')"
            )
        })
        .collect();
    server
        .execute_sql(&format!(
            "INSERT INTO case_studies (title, slug, description, content, created_at, \
             updated_at) VALUES {}",
            studies.join(", ")
        ))
        .await;
    let (status, body) = server
        .send(
            Method::POST,
            "/api/admin/case-studies",
            case_study("One more", "one-more", false),
        )
        .await;
    assert_eq!(
        refusal(status, &body),
        (
            "A site holds at most 1,000 case studies.".to_owned(),
            "caseStudies".to_owned()
        )
    );
}

#[tokio::test]
async fn the_text_of_the_experiences_is_bounded_and_a_save_that_adds_none_passes() {
    let server = TestServer::start().await;
    server.sign_up().await;
    // 299 experiences of 20,000 characters: 5,980,000 of the 6,000,000.
    store_experiences(&server, 299, 10_000).await;
    let mut long = experience("Long");
    long["description"] = json!("y".repeat(10_000));
    long["accomplishments"] = json!("y".repeat(10_000));
    let (status, body) = server
        .send(Method::POST, "/api/admin/experiences", long.clone())
        .await;
    let message = "A site's experiences and education entries hold at most 6,000,000 characters \
                   of text, in all languages together.";
    assert_eq!(
        refusal(status, &body),
        (message.to_owned(), "home".to_owned())
    );
    let (status, body) = server
        .send(Method::POST, "/api/admin/education", education("Course"))
        .await;
    assert_eq!(status, 200, "an entry's few characters fit: {body}");

    // A stored experience rewritten at its own length adds nothing, and one shortened makes
    // room for a longer one.
    let id = server.count_sql("SELECT MIN(id) FROM experiences").await;
    let path = format!("/api/admin/experiences/{id}");
    long["jobTitle"] = json!("Engineer");
    let (status, body) = server.send(Method::PUT, &path, long.clone()).await;
    assert_eq!(status, 200, "{body}");
    let (status, _) = server
        .send(Method::PUT, &path, experience("Short now"))
        .await;
    assert_eq!(status, 200);
    let mut shorter = long.clone();
    shorter["description"] = json!("y".repeat(5_000));
    let (status, body) = server
        .send(Method::POST, "/api/admin/experiences", shorter)
        .await;
    assert_eq!(status, 200, "{body}");
}

/// A JSON Resume document with `count` work entries.
fn resume(count: usize) -> Value {
    let work: Vec<Value> = (0..count)
        .map(|n| {
            json!({ "name": format!("Company {n}"), "position": "Engineer",
                "startDate": "2020-01", "summary": "Built things.", "highlights": ["Shipped."] })
        })
        .collect();
    json!({ "document": { "basics": { "name": "Ada" }, "work": work } })
}

#[tokio::test]
async fn a_resume_import_past_a_bound_is_refused_with_the_same_message_and_stores_nothing() {
    let server = TestServer::start().await;
    server.sign_up().await;
    store_experiences(&server, 499, 20).await;
    let (status, body) = server
        .send(Method::POST, "/api/admin/resume-import", resume(2))
        .await;
    assert_eq!(
        refusal(status, &body).0,
        "A site holds at most 500 experiences."
    );
    assert_eq!(
        server.count_sql("SELECT COUNT(*) FROM experiences").await,
        499
    );
    let (status, body) = server
        .send(Method::POST, "/api/admin/resume-import", resume(1))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        server.count_sql("SELECT COUNT(*) FROM experiences").await,
        500
    );
}

#[tokio::test]
async fn the_profile_orders_and_categories_are_bounded() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let names = |count: usize| -> Vec<String> { (0..count).map(|n| format!("Name {n}")).collect() };
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "toolsOrder": names(1_000), "educationCategories": names(100) }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "toolsOrder": names(1_001), "educationCategories": names(101) }),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        field_errors(&body, "message"),
        [
            json!("The tools order lists at most 1,000 tools."),
            json!("The profile lists at most 100 education categories.")
        ]
    );
}
