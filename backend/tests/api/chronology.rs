//! The order of experiences (issue 23): by sortOrder, then by their dates, newest first, alike in
//! `/api/experiences`, the admin list, `/api/home` and `/resume.json`; "Sort by date" puts a
//! dragged list back in that order.

use crate::helpers::{TestServer, column, experience};
use reqwest::Method;
use serde_json::{Value, json};

/// An experience body with its own dates.
fn job(title: &str, start: &str, end: Option<&str>) -> Value {
    let mut body = experience(title);
    body["startDate"] = json!(start);
    body["endDate"] = json!(end);
    body["isCurrentJob"] = json!(end.is_none());
    body
}

/// The job titles each public and admin read lists, in its order; every read must agree.
async fn orders(server: &TestServer) -> Vec<String> {
    let titles = |list: &Value, key: &str| -> Vec<String> {
        column(list, key)
            .iter()
            .map(|title| title.as_str().unwrap_or_default().to_owned())
            .collect()
    };
    let (_, public) = server.get("/api/experiences").await;
    let (_, admin) = server.get("/api/admin/experiences").await;
    let (_, home) = server.get("/api/home").await;
    let (_, resume) = server.get("/resume.json").await;
    let order = titles(&public, "jobTitle");
    assert_eq!(titles(&admin, "jobTitle"), order, "admin list");
    assert_eq!(titles(&home["experiences"], "jobTitle"), order, "home");
    assert_eq!(titles(&resume["work"], "position"), order, "resume.json");
    order
}

#[tokio::test]
async fn experiences_show_by_their_dates_until_dragged_and_sort_by_date_brings_that_back() {
    let server = TestServer::owner().await;
    // Stored in no particular order: a 2021 job, a 2012 one, the current one, a 2016 one.
    let mut ids = Vec::new();
    for body in [
        job("Engineer 2021", "2021-01", Some("2023-06")),
        job("Analyst 2012", "2012-01", Some("2014-06")),
        job("Lead now", "2023-07", None),
        job("Developer 2016", "2016-01", Some("2020-12")),
    ] {
        let (status, created) = server
            .send(Method::POST, "/api/admin/experiences", body)
            .await;
        assert_eq!((status, created["sortOrder"].clone()), (200, json!(0)));
        ids.push(created["id"].clone());
    }
    let by_date = [
        "Lead now",
        "Engineer 2021",
        "Developer 2016",
        "Analyst 2012",
    ];
    assert_eq!(orders(&server).await, by_date);

    // The owner's drag wins over the dates.
    let dragged_ids = json!({ "experienceIds": [ids[1], ids[0], ids[2], ids[3]] });
    let reorder = "/api/admin/experiences/reorder";
    server
        .expect(204, Method::PATCH, reorder, dragged_ids)
        .await;
    let dragged = [
        "Analyst 2012",
        "Engineer 2021",
        "Lead now",
        "Developer 2016",
    ];
    assert_eq!(orders(&server).await, dragged);

    // (Without a session the call answers 401, as every admin route: auth.rs.)

    // "Sort by date" in one step: every sortOrder back to 0, the dates decide.
    let sort_by_date = "/api/admin/experiences/sort-by-date";
    server
        .expect(204, Method::POST, sort_by_date, Value::Null)
        .await;
    assert_eq!(orders(&server).await, by_date);
    let (_, list) = server.get("/api/admin/experiences").await;
    assert_eq!(column(&list, "sortOrder"), vec![json!(0); 4]);

    // A new entry lands where its dates put it.
    for body in [
        job("Intern 2010", "2010-06", Some("2010-09")),
        job("Consultant 2018", "2018-01", Some("2021-01")),
    ] {
        server
            .send(Method::POST, "/api/admin/experiences", body)
            .await;
    }
    assert_eq!(
        orders(&server).await,
        [
            "Lead now",
            "Engineer 2021",
            "Consultant 2018",
            "Developer 2016",
            "Analyst 2012",
            "Intern 2010"
        ]
    );
}
