use crate::helpers::TestServer;
use reqwest::Method;

/// A web folder shaped like Vite's output.
fn built_app() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join("assets")).expect("assets dir");
    std::fs::write(dir.path().join("index.html"), "<div id=\"root\"></div>").expect("index");
    std::fs::write(dir.path().join("assets/app-abc123.js"), "console.log(1)").expect("asset");
    dir
}

#[tokio::test]
async fn client_side_routes_get_index_html_without_caching() {
    let web = built_app();
    let server = TestServer::start_with(|c| c.web_dir = web.path().to_path_buf()).await;
    for path in ["/", "/admin", "/admin/login"] {
        let response = server
            .client
            .get(format!("{}{path}", server.base))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200, "{path}");
        // The public page may be kept by a shared cache (a CDN); the admin's may not.
        let cache = if path == "/" {
            "public, no-cache"
        } else {
            "no-cache"
        };
        assert_eq!(response.headers()["cache-control"], cache, "{path}");
        assert!(
            response.text().await.unwrap().contains("id=\"root\""),
            "{path}"
        );
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_for_a_year() {
    let web = built_app();
    let server = TestServer::start_with(|c| c.web_dir = web.path().to_path_buf()).await;
    let response = server
        .client
        .get(format!("{}/assets/app-abc123.js", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    let missing = server
        .client
        .get(format!("{}/assets/missing.js", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), 404);
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let server = TestServer::start().await;
    let response = server
        .request(Method::GET, "/api/health")
        .send()
        .await
        .unwrap();
    let headers = response.headers();
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("script-src 'self' 'wasm-unsafe-eval'"),
        "{csp}"
    );
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    let scripts = csp
        .split(';')
        .find(|d| d.trim().starts_with("script-src"))
        .unwrap();
    assert!(!scripts.contains("unsafe-inline"), "{csp}");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(
        headers["referrer-policy"],
        "strict-origin-when-cross-origin"
    );
}

#[tokio::test]
async fn the_apps_own_loader_is_the_only_inline_script_allowed() {
    use base64::Engine;
    use sha2::Digest;
    let web = tempfile::tempdir().unwrap();
    let loader = "addEventListener('load',()=>import('/assets/index-a.js'))";
    std::fs::write(
        web.path().join("index.html"),
        format!(
            "<html><head><script type=\"module\">{loader}</script></head>\
             <body><div id=\"root\"></div></body></html>"
        ),
    )
    .unwrap();
    let server = TestServer::start_with(|c| c.web_dir = web.path().to_path_buf()).await;
    let hash = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(loader));
    for path in ["/", "/admin", "/api/health"] {
        let response = server.request(Method::GET, path).send().await.unwrap();
        let csp = response.headers()["content-security-policy"]
            .to_str()
            .unwrap();
        let scripts = csp
            .split(';')
            .find(|d| d.trim().starts_with("script-src"))
            .unwrap();
        assert_eq!(
            scripts.trim(),
            format!("script-src 'self' 'wasm-unsafe-eval' 'sha256-{hash}'"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn the_api_docs_page_runs_no_inline_script() {
    let server = TestServer::start().await;
    let page = server
        .request(Method::GET, "/api/docs")
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert!(
        html.contains(r#"<script src="/api/docs/scalar.js"></script>"#),
        "{html:.300}"
    );
    // Every script element is either external or a non-executing JSON block.
    for tag in html.split("<script").skip(1) {
        let open = &tag[..tag.find('>').unwrap()];
        assert!(
            open.contains("src=") || open.contains("application/json"),
            "inline script: {open}"
        );
    }
    let script = server
        .request(Method::GET, "/api/docs/scalar.js")
        .send()
        .await
        .unwrap();
    assert_eq!(script.status(), 200);
    assert!(
        script.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/javascript")
    );
    assert!(
        script.text().await.unwrap().len() > 100_000,
        "the Scalar bundle"
    );
}

#[tokio::test]
async fn unknown_pages_get_the_app_with_a_404_and_noindex() {
    let web = built_app();
    let server = TestServer::start_with(|c| c.web_dir = web.path().to_path_buf()).await;
    for path in [
        "/nothing-here",
        "/case-studies/not-published",
        "/admin/x/../y",
    ] {
        let response = server.request(Method::GET, path).send().await.unwrap();
        let status = response.status();
        let html = response.text().await.unwrap();
        if path.starts_with("/admin") {
            assert_eq!(status, 200, "{path}");
        } else {
            assert_eq!(status, 404, "{path}");
        }
        assert!(
            html.contains(r#"<meta name="robots" content="noindex" />"#),
            "{path}: {html}"
        );
        assert!(html.contains("id=\"root\""), "{path}");
    }
}

#[tokio::test]
async fn https_sites_tell_browsers_to_stay_on_https() {
    let plain = TestServer::start().await;
    let response = plain
        .request(Method::GET, "/api/health")
        .send()
        .await
        .unwrap();
    assert!(!response.headers().contains_key("strict-transport-security"));

    let secure = TestServer::start_with(|config| config.cookie_secure = true).await;
    let response = secure
        .request(Method::GET, "/api/health")
        .send()
        .await
        .unwrap();
    assert_eq!(
        response.headers()["strict-transport-security"],
        "max-age=31536000"
    );
}

#[tokio::test]
async fn files_and_public_reads_are_sent_compressed_when_the_client_takes_it() {
    let web = built_app();
    let asset = web.path().join("assets/app-abc123.js");
    std::fs::write(&asset, "console.log('folio');".repeat(100)).unwrap();
    std::fs::write(asset.with_extension("js.br"), b"brotli bytes").unwrap();
    std::fs::write(asset.with_extension("js.gz"), b"gzip bytes").unwrap();
    let server = TestServer::start_with(|c| c.web_dir = web.path().to_path_buf()).await;
    let get = |path: &str, accept: &str| {
        server
            .request(Method::GET, path)
            .header("accept-encoding", accept)
            .send()
    };
    for (accept, encoding, body) in [
        ("gzip, deflate, br", Some("br"), "brotli bytes"),
        ("gzip", Some("gzip"), "gzip bytes"),
        ("identity", None, ""),
    ] {
        let response = get("/assets/app-abc123.js", accept).await.unwrap();
        let headers = response.headers().clone();
        assert_eq!(
            headers.get("content-encoding").map(|v| v.to_str().unwrap()),
            encoding,
            "{accept}"
        );
        assert_eq!(headers["vary"], "accept-encoding");
        assert_eq!(headers["content-type"], "text/javascript");
        let text = response.text().await.unwrap();
        if encoding.is_some() {
            assert_eq!(text, body);
        } else {
            assert!(text.starts_with("console.log"));
        }
    }
    // A compressed file is a form of its file, not a file of its own.
    let (status, _) = server.get("/assets/app-abc123.js.br").await;
    assert_eq!(status, 404);

    // Public reads are compressed once per snapshot, each form with its own ETag.
    server.sign_up().await;
    for n in 0..5 {
        let body = crate::helpers::experience(&format!("Role {n}"));
        server
            .send(Method::POST, "/api/admin/experiences", body)
            .await;
    }
    let br = get("/api/experiences", "br").await.unwrap();
    assert_eq!(br.headers()["content-encoding"], "br");
    assert_eq!(br.headers()["cache-control"], "public, no-cache");
    let tag = br.headers()["etag"].clone();
    let plain = get("/api/experiences", "identity").await.unwrap();
    assert_ne!(plain.headers()["etag"], tag);
    let again = server
        .request(Method::GET, "/api/experiences")
        .header("accept-encoding", "br")
        .header("if-none-match", tag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);
}
