//! Visitor statistics (issue 44) against the real server and database: which requests count
//! (bots, the owner, DNT and GPC, prefetch, HEAD), uniques within a day, the day turning (the past
//! salt gone, uniques counted anew), two instances on one database adding into the same totals, a
//! synthetic log counted within 1 %, and no table with a column for an address or a User-Agent.

use crate::helpers::TestServer;
use reqwest::{Client, Method};
use std::path::PathBuf;
use std::time::Duration;

const FIREFOX: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
const HTML: &str = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/// A server writing its counts every second, its day read from a file the test writes.
async fn counting(database_url: Option<String>) -> (TestServer, PathBuf) {
    let day_file = std::env::temp_dir().join(format!("folio-day-{}", uuid::Uuid::new_v4()));
    std::fs::write(&day_file, "2030-01-15").unwrap();
    let file = day_file.clone();
    let server = TestServer::start_with(move |config| {
        config.visits.flush_seconds = 1;
        config.visits.test_day_file = Some(file);
        if let Some(url) = database_url {
            config.database_url = url;
        }
    })
    .await;
    (server, day_file)
}

/// A reader's browser: no cookies, a browser's headers.
async fn visit(server: &TestServer, path: &str, user_agent: &str, extra: &[(&str, &str)]) -> u16 {
    visit_with(server, Method::GET, path, user_agent, HTML, extra).await
}

async fn visit_with(
    server: &TestServer,
    method: Method,
    path: &str,
    user_agent: &str,
    accept: &str,
    extra: &[(&str, &str)],
) -> u16 {
    let mut request = Client::new()
        .request(method, format!("{}{path}", server.base))
        .header("user-agent", user_agent)
        .header("accept", accept);
    for (name, value) in extra {
        request = request.header(*name, *value);
    }
    request.send().await.expect("request").status().as_u16()
}

/// Waits (up to 15 s) until `sql` selects `want`; answers what it selected last.
async fn settled(server: &TestServer, sql: &str, want: i64) -> i64 {
    let mut got = -1;
    for _ in 0..60 {
        got = server.count_sql(sql).await;
        if got == want {
            return got;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    got
}

const PAGE_VIEWS: &str = "SELECT CAST(COALESCE(SUM(views), 0) AS BIGINT) FROM visit_days WHERE kind = 'page' AND day = '2030-01-15'";
const PAGE_VISITORS: &str = "SELECT CAST(COALESCE(SUM(visitors), 0) AS BIGINT) FROM visit_days WHERE kind = 'page' AND day = '2030-01-15'";

#[tokio::test]
async fn only_readers_views_count_and_a_visitor_is_one_per_day() {
    let (server, _day) = counting(None).await;
    server.sign_up().await;
    let other = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1";
    assert_eq!(visit(&server, "/", FIREFOX, &[]).await, 200);
    assert_eq!(visit(&server, "/?tab=playground", FIREFOX, &[]).await, 200);
    assert_eq!(visit(&server, "/", other, &[]).await, 200);
    // Not counted: bots, tools, prefetch, DNT, GPC, HEAD, a page asked for not as HTML.
    let googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    visit(&server, "/", googlebot, &[]).await;
    visit(&server, "/", "curl/8.5.0", &[]).await;
    visit(&server, "/", FIREFOX, &[("sec-purpose", "prefetch")]).await;
    visit(&server, "/", FIREFOX, &[("purpose", "prefetch")]).await;
    visit(&server, "/", FIREFOX, &[("dnt", "1")]).await;
    visit(&server, "/", FIREFOX, &[("sec-gpc", "1")]).await;
    visit_with(&server, Method::HEAD, "/", FIREFOX, HTML, &[]).await;
    visit_with(&server, Method::GET, "/", FIREFOX, "application/json", &[]).await;
    // The signed-in owner's own reads (its client carries the session).
    let owner = server
        .request(Method::GET, "/")
        .header("user-agent", FIREFOX)
        .header("accept", HTML)
        .send()
        .await
        .unwrap();
    assert_eq!(owner.status(), 200);
    // A missing address and the feed, counted apart.
    assert_eq!(visit(&server, "/wp-login.php", FIREFOX, &[]).await, 404);
    visit_with(
        &server,
        Method::GET,
        "/feed.xml",
        "Miniflux/2.1",
        "*/*",
        &[],
    )
    .await;

    assert_eq!(settled(&server, PAGE_VIEWS, 3).await, 3);
    assert_eq!(server.count_sql(PAGE_VISITORS).await, 2);
    let missing = "SELECT CAST(COALESCE(SUM(views), 0) AS BIGINT) FROM visit_counts \
                   WHERE kind = 'missing' AND page = '/wp-login.php'";
    assert_eq!(settled(&server, missing, 1).await, 1);
    let feed = "SELECT CAST(COALESCE(SUM(views), 0) AS BIGINT) FROM visit_days WHERE kind = 'feed'";
    assert_eq!(settled(&server, feed, 1).await, 1);
    let phones =
        "SELECT CAST(COALESCE(SUM(views), 0) AS BIGINT) FROM visit_counts WHERE device = 'phone'";
    assert_eq!(server.count_sql(phones).await, 1);
    let playground = "SELECT CAST(COALESCE(SUM(views), 0) AS BIGINT) FROM visit_counts \
                      WHERE kind = 'page' AND page = '/?tab=playground'";
    assert_eq!(server.count_sql(playground).await, 1);
    // Nothing was ever sent to the visitor: no cookie on a public page.
    let response = Client::new()
        .get(format!("{}/", server.base))
        .header("user-agent", FIREFOX)
        .header("accept", HTML)
        .send()
        .await
        .unwrap();
    assert!(response.headers().get("set-cookie").is_none());
}

#[tokio::test]
async fn the_day_turning_deletes_the_past_salt_and_counts_visitors_anew() {
    let (server, day) = counting(None).await;
    visit(&server, "/", FIREFOX, &[]).await;
    assert_eq!(settled(&server, PAGE_VISITORS, 1).await, 1);
    let salts = "SELECT COUNT(*) FROM visit_salts WHERE day = '2030-01-15'";
    assert_eq!(server.count_sql(salts).await, 1);

    std::fs::write(&day, "2030-01-16").unwrap();
    let next = "SELECT COUNT(*) FROM visit_salts WHERE day = '2030-01-16'";
    assert_eq!(settled(&server, next, 1).await, 1);
    assert_eq!(
        server.count_sql(salts).await,
        0,
        "the past day's salt is gone"
    );
    assert_eq!(
        server.count_sql("SELECT COUNT(*) FROM visit_salts").await,
        1
    );
    visit(&server, "/", FIREFOX, &[]).await;
    let tomorrow = "SELECT CAST(COALESCE(SUM(visitors), 0) AS BIGINT) FROM visit_days WHERE day = '2030-01-16'";
    assert_eq!(
        settled(&server, tomorrow, 1).await,
        1,
        "a new day, a new visitor"
    );
    assert_eq!(server.count_sql(PAGE_VISITORS).await, 1);
}

#[tokio::test]
async fn two_instances_on_one_database_count_into_the_same_totals() {
    let (first, _day) = counting(None).await;
    let (second, _day2) = counting(Some(first.database_url.clone())).await;
    for n in 0..20 {
        let agent = format!("{FIREFOX} visitor/{n}");
        let server = if n % 2 == 0 { &first } else { &second };
        assert_eq!(visit(server, "/", &agent, &[]).await, 200);
    }
    assert_eq!(settled(&first, PAGE_VIEWS, 20).await, 20);
    assert_eq!(first.count_sql(PAGE_VISITORS).await, 20);
    assert_eq!(
        first.count_sql("SELECT COUNT(*) FROM visit_salts").await,
        1,
        "both instances hash with the one salt"
    );
}

#[tokio::test]
async fn a_synthetic_log_is_counted_within_one_percent() {
    let (server, _day) = counting(None).await;
    // A log of 1,200 requests: readers on a few pages with 300 browsers, and the requests that
    // must not count between them.
    let (mut views, mut readers) = (0_i64, std::collections::HashSet::new());
    let mut requests = Vec::new();
    for n in 0..1200_u32 {
        let agent = format!("{FIREFOX} reader/{}", (n * 7) % 300);
        let path = ["/", "/?tab=education", "/?filter=tools"][(n % 3) as usize];
        let excluded: &[(&str, &str)] = match n % 10 {
            7 => &[("dnt", "1")],
            8 => &[("sec-purpose", "prefetch")],
            _ => &[],
        };
        let agent = if n % 10 == 9 {
            "Googlebot/2.1".to_owned()
        } else {
            agent
        };
        if excluded.is_empty() && n % 10 != 9 {
            views += 1;
            readers.insert(agent.clone());
        }
        requests.push((path, agent, excluded));
    }
    for chunk in requests.chunks(50) {
        let sent = chunk
            .iter()
            .map(|(path, agent, extra)| visit(&server, path, agent, extra));
        futures_util::future::join_all(sent).await;
    }
    let counted = settled(&server, PAGE_VIEWS, views).await;
    assert!(
        (counted - views).abs() * 100 <= views,
        "{counted} views of {views}"
    );
    let visitors = server.count_sql(PAGE_VISITORS).await;
    let want = readers.len() as i64;
    assert!(
        (visitors - want).abs() * 100 <= want,
        "{visitors} visitors of {want}"
    );
}

#[tokio::test]
async fn no_table_has_a_column_for_an_address_or_a_user_agent() {
    let server = TestServer::start().await;
    let columns = if server.database_url.starts_with("postgres") {
        "SELECT table_name || '.' || column_name FROM information_schema.columns \
         WHERE table_schema = 'public'"
    } else {
        "SELECT m.name || '.' || p.name FROM sqlite_master m, pragma_table_info(m.name) p \
         WHERE m.type = 'table'"
    };
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&server.database_url).await.unwrap();
    let names: Vec<String> = sqlx::query_scalar(columns).fetch_all(&db).await.unwrap();
    db.close().await;
    // The owner's own signed-in sessions name their device and address (issue 21), failed
    // sign-ins are throttled per client network (a digest, issue 10), and the site's address is
    // where it is served: none is a reader's. Any other such column fails here.
    let owners = [
        "admin_sessions.address",
        "admin_sessions.user_agent",
        "login_throttle.client_key",
        "site_version.address",
    ];
    let marks = [
        "addr",
        "ip",
        "agent",
        "client",
        "remote",
        "visitor_hash",
        "ua",
    ];
    let found: Vec<&String> = names
        .iter()
        .filter(|name| !owners.contains(&name.as_str()))
        .filter(|name| {
            let column = name
                .split('.')
                .nth(1)
                .unwrap_or_default()
                .to_ascii_lowercase();
            column.split('_').any(|word| {
                marks
                    .iter()
                    .any(|mark| word == *mark || word.starts_with("addr"))
            }) || column.contains("agent")
        })
        .collect();
    assert!(
        found.is_empty(),
        "columns for an address or a User-Agent: {found:?}"
    );
    assert!(names.iter().any(|name| name == "visit_counts.referrer"));
}

#[tokio::test]
async fn sigterm_writes_the_counts_held_in_memory() {
    let dir = tempfile::tempdir().unwrap();
    let database_url = crate::helpers::fresh_database(dir.path()).await;
    // Ten seconds between writes: only the write at SIGTERM can store the views in time.
    let (mut child, base, _log) =
        crate::helpers::spawn_folio(&database_url, dir.path(), &[("VISITS_FLUSH_SECONDS", "10")]);
    for n in 0..5 {
        let response = Client::new()
            .get(format!("{base}/"))
            .header("user-agent", format!("{FIREFOX} sigterm/{n}"))
            .header("accept", HTML)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
    }
    let stopped = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(stopped.success());
    assert!(
        child.wait().unwrap().success(),
        "the server stopped cleanly"
    );
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&database_url).await.unwrap();
    let views: i64 = sqlx::query_scalar(
        "SELECT CAST(COALESCE(SUM(views), 0) AS BIGINT) FROM visit_days WHERE kind = 'page'",
    )
    .fetch_one(&db)
    .await
    .unwrap();
    db.close().await;
    assert_eq!(views, 5, "the views held in memory were written at SIGTERM");
}
