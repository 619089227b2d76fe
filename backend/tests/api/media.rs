use crate::helpers::{TestServer, read};
use image::{ImageFormat, Luma, Rgb, RgbImage};
use reqwest::Method;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use std::io::Cursor;

fn encoded(format: ImageFormat) -> Vec<u8> {
    let image = RgbImage::from_fn(64, 48, |x, y| Rgb([x as u8 * 3, y as u8 * 5, 128]));
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, format).unwrap();
    out.into_inner()
}

async fn upload(server: &TestServer, bytes: Vec<u8>, name: &str, mime: &str) -> (u16, Value) {
    let part = Part::bytes(bytes)
        .file_name(name.to_owned())
        .mime_str(mime)
        .unwrap();
    let form = Form::new().part("image", part);
    read(
        server
            .request(Method::POST, "/api/upload-image")
            .multipart(form)
            .send()
            .await
            .unwrap(),
    )
    .await
}

#[tokio::test]
async fn png_jpeg_and_webp_uploads_are_stored_and_served_safely() {
    let server = TestServer::start().await;
    server.sign_up().await;
    for (format, mime, extension) in [
        (ImageFormat::Png, "image/png", ".png"),
        (ImageFormat::Jpeg, "image/jpeg", ".jpg"),
        (ImageFormat::WebP, "image/webp", ".webp"),
    ] {
        let (status, body) = upload(&server, encoded(format), "photo", mime).await;
        assert_eq!(status, 200, "{mime}: {body}");
        assert_eq!(body["success"], 1);
        let url = body["file"]["url"].as_str().unwrap();
        assert!(
            url.starts_with("/uploads/") && url.ends_with(extension),
            "{url}"
        );
        let served = server.request(Method::GET, url).send().await.unwrap();
        assert_eq!(served.status(), 200);
        assert_eq!(served.headers()["x-content-type-options"], "nosniff");
        assert!(
            served.headers()["cache-control"]
                .to_str()
                .unwrap()
                .contains("immutable")
        );
        let bytes = served.bytes().await.unwrap();
        assert_eq!(image::guess_format(&bytes).unwrap(), format);
    }
}

#[tokio::test]
async fn the_type_comes_from_the_bytes_not_the_name() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let (status, body) = upload(&server, encoded(ImageFormat::Png), "page.html", "text/html").await;
    assert_eq!(status, 200);
    assert!(body["file"]["url"].as_str().unwrap().ends_with(".png"));

    let html = b"<html><script>alert(1)</script></html>".to_vec();
    let (status, body) = upload(&server, html, "cat.png", "image/png").await;
    assert_eq!((status, body["success"].clone()), (415, json!(0)));
    assert_eq!(
        body["message"],
        "Invalid File Type: Please select an image file."
    );

    let svg =
        br#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.to_vec();
    let (status, _) = upload(&server, svg, "logo.svg", "image/svg+xml").await;
    assert_eq!(status, 415);
}

#[tokio::test]
async fn oversize_uploads_and_decompression_bombs_are_refused() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let mut big = encoded(ImageFormat::Png);
    big.resize(5 * 1024 * 1024 + 1, 0);
    let (status, body) = upload(&server, big, "big.png", "image/png").await;
    assert_eq!(status, 413);
    assert_eq!(
        body["message"],
        "File Too Large: Please select an image smaller than 5MB."
    );

    // A small file that decodes to more pixels than the server will allocate (9000 x 9000).
    let bomb = image::GrayImage::from_pixel(9_000, 9_000, Luma([0]));
    let mut out = Cursor::new(Vec::new());
    bomb.write_to(&mut out, ImageFormat::Png).unwrap();
    let bytes = out.into_inner();
    assert!(bytes.len() < 5 * 1024 * 1024);
    let (status, body) = upload(&server, bytes, "bomb.png", "image/png").await;
    assert_eq!((status, body["success"].clone()), (422, json!(0)));
}

#[tokio::test]
async fn link_previews_refuse_private_and_non_http_addresses() {
    let server = TestServer::start().await;
    server.sign_up().await;
    let port = server.base.rsplit(':').next().unwrap().to_owned();
    for url in [
        format!("http://127.0.0.1:{port}/"),
        "http://[::1]/".to_owned(),
        "http://169.254.169.254/latest/meta-data/".to_owned(),
        "http://2130706433/".to_owned(),
        "http://0x7f.1/".to_owned(),
        "http://10.0.0.1/".to_owned(),
        "http://[::ffff:127.0.0.1]/".to_owned(),
        "http://user:pass@example.org/".to_owned(),
        "file:///etc/passwd".to_owned(),
        "ftp://example.org/".to_owned(),
    ] {
        let response = server
            .request(Method::GET, "/api/fetch-url")
            .query(&[("url", &url)])
            .send()
            .await
            .unwrap();
        let (status, body) = read(response).await;
        assert_eq!(status, 400, "{url}: {body}");
        assert_eq!(body["success"], 0, "{url}");
    }
}

#[tokio::test]
async fn link_previews_read_open_graph_tags() {
    // A page on this machine; loopback is allowed only through the test-only setting.
    let page = poem::Route::new().at(
        "/post",
        poem::endpoint::make_sync(|_| {
            poem::web::Html(
                r#"<html><head><title>Fallback</title><meta property="og:title" content="A &lt;b&gt;Post">
                <meta property="og:description" content="Read it."><meta property="og:image" content="/i.png"></head></html>"#,
            )
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let acceptor = poem::listener::TcpAcceptor::from_tokio(listener).unwrap();
    tokio::spawn(poem::Server::new_with_acceptor(acceptor).run(page));

    let server = TestServer::start_with(|c| c.test_allow_loopback_fetch = true).await;
    server.sign_up().await;
    let link = format!("http://{addr}/post");
    let response = server
        .request(Method::GET, "/api/fetch-url")
        .query(&[("url", &link)])
        .send()
        .await
        .unwrap();
    let (status, body) = read(response).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["success"], 1);
    assert_eq!(body["link"], link);
    assert_eq!(
        body["meta"]["title"], "A <b>Post",
        "plain text, as the page's text says"
    );
    assert_eq!(body["meta"]["description"], "Read it.");
    assert_eq!(body["meta"]["image"]["url"], format!("http://{addr}/i.png"));

    let missing = format!("http://{addr}/nothing");
    let response = server
        .request(Method::GET, "/api/fetch-url")
        .query(&[("url", &missing)])
        .send()
        .await
        .unwrap();
    let (status, body) = read(response).await;
    assert_eq!((status, body["success"].clone()), (200, json!(0)));
}
