//! A long view of the home is drawn a page at a time (issue 46): `/api/home/view` answers one
//! view on one page, the page of that view embeds and draws just that, and each page links the
//! pages beside it with plain links, so a visitor without scripts reads them all.

use crate::helpers::{TestServer, case_study, experience};
use reqwest::Method;
use serde_json::{Value, json};

/// 25 experiences (each under the tool Rust and four tools of its own, in one of three
/// industries) and 13 published case studies.
async fn long_site() -> TestServer {
    let server = TestServer::owner_with_web().await;
    for n in 1..=25 {
        let mut body = experience(&format!("Job {n:02}"));
        let own = ["a", "b", "c", "d"].map(|k| format!("Tool {n:02}{k}"));
        body["tools"] = json!(["Rust", own[0], own[1], own[2], own[3]]);
        body["industry"] = json!(format!("Industry {}", n % 3));
        server
            .expect(200, Method::POST, "/api/admin/experiences", body)
            .await;
    }
    for n in 1..=13 {
        let body = case_study(&format!("Study {n:02}"), &format!("study-{n:02}"), true);
        server
            .expect(200, Method::POST, "/api/admin/case-studies", body)
            .await;
    }
    server
}

/// `key` of each item of `list`, as text.
fn texts(list: &Value, key: &str) -> Vec<String> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|item| item[key].as_str().unwrap_or_default().to_owned())
        .collect()
}

/// Every page of the view `query` names, in order, following each page's link to the next.
async fn every_page(server: &TestServer, query: &str) -> Vec<Value> {
    let mut pages = Vec::new();
    let mut at = format!("/api/home/view?{query}");
    loop {
        let (status, page) = server.get(&at).await;
        assert_eq!(status, 200, "{at}: {page}");
        let next = page["pager"]["next"]["href"].as_str().map(str::to_owned);
        pages.push(page);
        let Some(next) = next else { break };
        at = format!(
            "/api/home/view?{}",
            next.split_once('?').expect("a query").1
        );
    }
    pages
}

#[tokio::test]
async fn each_long_view_comes_a_page_at_a_time_and_its_pages_hold_the_whole_view() {
    let server = long_site().await;
    let (_, home) = server.get("/api/home").await;

    let all = every_page(&server, "").await;
    assert_eq!(all.len(), 2);
    assert_eq!(all[0]["experiences"].as_array().unwrap().len(), 20);
    assert_eq!(
        all[0]["pager"],
        json!({ "page": 1, "pages": 2,
        "next": { "tab": "experiences", "filter": "all", "page": 2, "href": "/?page=2" } })
    );
    assert_eq!(all[1]["pager"]["previous"]["href"], "/");
    assert_eq!(all[1]["view"]["href"], "/?page=2");
    let paged: Vec<String> = all
        .iter()
        .flat_map(|page| texts(&page["experiences"], "jobTitle"))
        .collect();
    assert_eq!(paged, texts(&home["experiences"], "jobTitle"));
    // Only the view drawn: the header, and no other list.
    for page in &all {
        assert_eq!(page["profile"], home["profile"]);
        assert_eq!(page["hasExperiences"], true);
        for other in ["byTools", "byIndustries", "education", "caseStudies"] {
            assert_eq!(page[other], json!([]), "{other}");
        }
    }

    // Whole groups: Rust (25) and 75 tools of one on the first page, the other 25 after.
    let tools = every_page(&server, "filter=tools").await;
    let groups: Vec<Vec<String>> = tools
        .iter()
        .map(|page| texts(&page["byTools"], "tool"))
        .collect();
    assert_eq!(groups.iter().map(Vec::len).collect::<Vec<_>>(), [76, 25]);
    assert_eq!(groups.concat(), texts(&home["byTools"], "tool"));
    assert_eq!(tools[1]["pager"]["previous"]["href"], "/?filter=tools");

    let industries = every_page(&server, "filter=industries").await;
    let groups: Vec<String> = industries
        .iter()
        .flat_map(|page| texts(&page["byIndustries"], "industry"))
        .collect();
    assert_eq!(industries.len(), 2);
    assert_eq!(groups, texts(&home["byIndustries"], "industry"));

    let playground = every_page(&server, "tab=playground").await;
    assert_eq!(playground.len(), 2);
    assert_eq!(playground[0]["caseStudies"].as_array().unwrap().len(), 12);
    assert_eq!(playground[1]["view"]["href"], "/?tab=playground&page=2");
    let studies: Vec<String> = playground
        .iter()
        .flat_map(|page| texts(&page["caseStudies"], "slug"))
        .collect();
    assert_eq!(studies, texts(&home["caseStudies"], "slug"));

    // Education is one page, whatever the query says.
    let (status, education) = server.get("/api/home/view?tab=education&page=4").await;
    assert_eq!(status, 200);
    assert_eq!(education["pager"], json!({ "page": 1, "pages": 1 }));
}

#[tokio::test]
async fn a_page_past_the_last_is_not_found_and_a_page_is_spelled_one_way() {
    let server = long_site().await;
    let (status, body) = server.get("/api/home/view?tab=playground&page=3").await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(body["message"], "This view has no page 3");
    let (status, _) = server.page("/?tab=playground&page=3").await;
    assert_eq!(status, 404);
    let (status, _) = server.page("/?page=4000000000").await;
    assert_eq!(status, 404);
    // Not a page number: the first page.
    let (_, first) = server.get("/api/home/view?page=two").await;
    assert_eq!(first["view"]["href"], "/");
    let (_, second) = server.get("/api/home/view?page=002").await;
    assert_eq!(second["view"]["href"], "/?page=2");
    // An empty view has its one page.
    let empty = TestServer::owner().await;
    let (status, page) = empty.get("/api/home/view?tab=playground").await;
    assert_eq!(status, 200);
    assert_eq!(page["pager"], json!({ "page": 1, "pages": 1 }));
    assert_eq!(page["hasExperiences"], false);
    assert_eq!(empty.get("/api/home/view?page=2").await.0, 404);
}

#[tokio::test]
async fn the_page_draws_its_page_only_and_links_the_next_with_a_plain_link() {
    let server = long_site().await;
    let (_, home) = server.get("/api/home").await;
    let titles = texts(&home["experiences"], "jobTitle");
    let (status, html) = server.page("/").await;
    assert_eq!(status, 200);
    assert!(html.contains(&titles[19]) && !html.contains(&titles[20]));
    assert!(
        !html.contains("Study 01"),
        "the Playground is not on the first view"
    );
    assert!(html.contains("Page 1 of 2"), "{html}");
    assert!(html.contains(r#"href="/?page=2""#), "{html}");
    assert!(!html.contains(r#"rel="prev""#), "{html}");

    let (status, second) = server.page("/?page=2").await;
    assert_eq!(status, 200);
    assert!(second.contains(&titles[20]) && !second.contains(&titles[19]));
    assert!(second.contains("Page 2 of 2"), "{second}");
    assert!(second.contains(r#"rel="prev""#) && !second.contains(r#"rel="next""#));
    let canonical = format!(r#"<link rel="canonical" href="{}/?page=2" />"#, server.base);
    assert!(second.contains(&canonical), "{second}");
    // Every spelling of the page is that page.
    assert_eq!(server.page("/?page=02&utm_source=x").await.1, second);

    let (_, playground) = server.page("/?tab=playground").await;
    assert!(
        playground.contains(r#"href="/?tab=playground&amp;page=2""#),
        "{playground}"
    );
    // A view of one page has no pager.
    let (_, education) = server.page("/?tab=education").await;
    assert!(!education.contains("Page 1 of"), "{education}");

    // In another language, the page's links are that language's; its switcher leads from a page
    // to the same view there.
    server
        .expect(
            200,
            Method::PUT,
            "/api/admin/profile",
            json!({ "languages": ["en", "de"] }),
        )
        .await;
    let (_, german) = server.page("/de/?tab=playground").await;
    assert!(german.contains("Seite 1 von 2"), "{german}");
    assert!(german.contains(r#"href="/de/?tab=playground&amp;page=2""#));
    let (_, english) = server.page("/?tab=playground&page=2").await;
    assert!(
        english.contains(r#"<a href="/de/?tab=playground" hrefLang="de""#),
        "{english}"
    );
}
