use crate::helpers::{TestServer, read};
use image::{ImageFormat, Luma, Rgb, RgbImage};
use reqwest::Method;
use serde_json::{Value, json};
use std::borrow::Cow;
use std::io::Cursor;
use std::time::{Duration, Instant};

fn encoded(format: ImageFormat) -> Vec<u8> {
    let image = RgbImage::from_fn(64, 48, |x, y| Rgb([x as u8 * 3, y as u8 * 5, 128]));
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, format).unwrap();
    out.into_inner()
}

async fn upload(server: &TestServer, bytes: Vec<u8>, name: &str, mime: &str) -> (u16, Value) {
    server.upload_image(name, mime, bytes).await
}

#[tokio::test]
async fn png_jpeg_and_webp_uploads_are_stored_and_served_safely() {
    let server = TestServer::owner().await;
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
    let server = TestServer::owner().await;
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
    let (status, body) = upload(&server, svg, "logo.svg", "image/svg+xml").await;
    assert_eq!(status, 415);
    // An SVG is an image, so it is told plainly that SVG is not supported, and what is.
    assert_eq!(
        body["message"],
        "Invalid File Type: SVG images are not supported. Please select a PNG, JPEG, GIF or WebP image."
    );
    let declared = b"<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".to_vec();
    let (status, body) = upload(&server, declared, "logo.png", "image/png").await;
    assert_eq!(status, 415);
    assert_eq!(body["code"], "not_an_image");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("SVG images are not supported")
    );
}

#[tokio::test]
async fn oversize_uploads_and_decompression_bombs_are_refused() {
    let server = TestServer::owner().await;
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

/// A GIF of `frames` on a `width` × `height` canvas, looping forever, with a two-colour palette.
fn gif(width: u16, height: u16, frames: &[gif::Frame<'_>]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder =
        gif::Encoder::new(&mut out, width, height, &[0, 0, 0, 255, 255, 255]).unwrap();
    encoder.set_repeat(gif::Repeat::Infinite).unwrap();
    for frame in frames {
        encoder.write_frame(frame).unwrap();
    }
    encoder.into_inner().unwrap();
    out
}

/// One pixel at (`left`, `top`) in palette colour 1.
fn dot(left: u16, top: u16) -> gif::Frame<'static> {
    gif::Frame {
        left,
        top,
        width: 1,
        height: 1,
        delay: 1,
        buffer: Cow::Borrowed(&[1]),
        ..gif::Frame::default()
    }
}

#[tokio::test]
async fn a_gif_whose_frames_add_up_past_the_budget_is_refused_at_once() {
    let server = TestServer::owner().await;
    // Each one-pixel frame is tiny on the wire, but a viewer composites the whole 4096 × 4096
    // canvas for every one of them: about 25 GiB of RGBA.
    let frames: Vec<_> = (0..400).map(|i| dot(i % 4096, i / 4096)).collect();
    let bomb = gif(4096, 4096, &frames);
    assert!(bomb.len() < 16 * 1024, "{} bytes", bomb.len());

    let started = Instant::now();
    let (status, body) = upload(&server, bomb, "bomb.gif", "image/gif").await;
    let took = started.elapsed();
    assert_eq!((status, body["success"].clone()), (422, json!(0)), "{body}");
    assert_eq!(
        body["message"],
        "The image could not be read. Please try another."
    );
    assert!(took < Duration::from_secs(1), "refused after {took:?}");
    eprintln!("the GIF bomb was refused in {took:?}");
}

#[tokio::test]
async fn a_twenty_megapixel_photo_is_accepted() {
    let server = TestServer::owner().await;
    let (width, height) = (5472, 3648);
    // A smooth gradient compresses well, so the file stays under 5 MB at 20 megapixels.
    let photo = RgbImage::from_fn(width, height, |x, y| {
        Rgb([(x * 255 / width) as u8, (y * 255 / height) as u8, 96])
    });
    let mut bytes = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 60)
        .encode_image(&photo)
        .unwrap();
    assert!(bytes.len() < 5 * 1024 * 1024, "{} bytes", bytes.len());

    let started = Instant::now();
    let (status, body) = upload(&server, bytes, "photo.jpg", "image/jpeg").await;
    let took = started.elapsed();
    assert_eq!(status, 200, "{body}");
    let url = body["file"]["url"].as_str().unwrap();
    assert!(url.ends_with(".jpg"), "{url}");
    let served = server.request(Method::GET, url).send().await.unwrap();
    assert_eq!(served.status(), 200);
    let stored = image::load_from_memory(&served.bytes().await.unwrap()).unwrap();
    assert_eq!((stored.width(), stored.height()), (width, height));
    eprintln!("a {width} x {height} JPEG was stored in {took:?}");
}

#[tokio::test]
async fn an_animated_gif_keeps_its_frames() {
    let server = TestServer::owner().await;
    let frames = [
        gif::Frame {
            delay: 10,
            ..dot(0, 0)
        },
        gif::Frame {
            delay: 20,
            dispose: gif::DisposalMethod::Background,
            ..dot(1, 0)
        },
        gif::Frame {
            delay: 30,
            transparent: Some(0),
            palette: Some(vec![10, 20, 30, 200, 100, 50]),
            ..dot(2, 1)
        },
    ];
    let (status, body) = upload(&server, gif(3, 2, &frames), "dots.gif", "image/gif").await;
    assert_eq!(status, 200, "{body}");
    let url = body["file"]["url"].as_str().unwrap();
    assert!(url.ends_with(".gif"), "{url}");
    let served = server.request(Method::GET, url).send().await.unwrap();
    assert_eq!(served.status(), 200);
    let bytes = served.bytes().await.unwrap();

    let mut decoder = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
    assert_eq!((decoder.width(), decoder.height()), (3, 2));
    let mut read = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        read.push(frame.clone());
    }
    assert_eq!(decoder.repeat(), gif::Repeat::Infinite);
    assert_eq!(read.len(), 3);
    for (sent, stored) in frames.iter().zip(&read) {
        assert_eq!(
            (sent.left, sent.top, sent.width, sent.height),
            (stored.left, stored.top, stored.width, stored.height)
        );
        assert_eq!(
            (sent.delay, sent.dispose, sent.transparent),
            (stored.delay, stored.dispose, stored.transparent)
        );
        assert_eq!(stored.buffer[..], [1]);
    }
    assert_eq!(
        read[2].palette.as_deref(),
        Some(&[10, 20, 30, 200, 100, 50][..])
    );
}

/// The name of the file behind an upload's `/uploads/<name>` URL.
fn file_name(body: &Value) -> String {
    let url = body["file"]["url"].as_str().unwrap();
    url.strip_prefix("/uploads/").unwrap().to_owned()
}

#[tokio::test]
async fn uploads_nothing_references_are_swept_after_a_day() {
    let server = TestServer::owner().await;
    let mut names = Vec::new();
    for _ in 0..4 {
        let (status, body) = upload(&server, encoded(ImageFormat::Png), "a.png", "image/png").await;
        assert_eq!(status, 200, "{body}");
        names.push(file_name(&body));
    }
    let [featured, in_body, unused, fresh] = &names[..] else {
        unreachable!()
    };
    // A draft counts: it is saved content the owner may publish later.
    let mut study = crate::helpers::case_study("Kept", "kept", false);
    study["featuredImage"] = json!(format!("/uploads/{featured}"));
    study["content"] = json!(
        json!({ "blocks": [{ "type": "image", "data": {
            "file": { "url": format!("/uploads/{in_body}") }, "caption": "A chart"
        } }] })
        .to_string()
    );
    let (status, body) = server
        .send(Method::POST, "/api/admin/case-studies", study)
        .await;
    assert_eq!(status, 200, "{body}");
    for hidden in [
        "notes.txt",
        &format!("copies/{fresh}"),
        &format!(".{fresh}.tmp"),
    ] {
        let served = server
            .request(Method::GET, &format!("/uploads/{hidden}"))
            .send()
            .await
            .unwrap();
        assert_eq!(served.status(), 404, "{hidden}");
    }

    server
        .execute_sql(&format!(
            "UPDATE uploads SET created_at = '2000-01-01T00:00:00Z' WHERE name <> '{fresh}'"
        ))
        .await;
    let pool = folio_server::db::connect(&server.database_url)
        .await
        .unwrap();
    let store = folio_server::uploads::Store::new(pool);
    let removed = folio_server::uploads::sweep(&store, Duration::from_secs(24 * 60 * 60))
        .await
        .unwrap();
    assert_eq!(removed, 1);
    for kept in [featured, in_body, fresh] {
        let served = server
            .request(Method::GET, &format!("/uploads/{kept}"))
            .send()
            .await
            .unwrap();
        assert_eq!(served.status(), 200, "{kept}");
    }
    // The server that stored it never served it, so no copy of it was kept in memory either.
    let gone = server
        .request(Method::GET, &format!("/uploads/{unused}"))
        .send()
        .await
        .unwrap();
    assert_eq!(gone.status(), 404);
}

#[tokio::test]
async fn uploads_an_earlier_version_kept_in_the_folder_move_into_the_database() {
    let data = tempfile::tempdir().unwrap();
    let uploads = data.path().join("uploads");
    std::fs::create_dir(&uploads).unwrap();
    let png = encoded(ImageFormat::Png);
    let name = "0123456789abcdef0123456789abcdef.png";
    std::fs::write(uploads.join(name), &png).unwrap();
    std::fs::write(
        uploads.join(".fedcba9876543210fedcba9876543210.png.tmp"),
        b"half",
    )
    .unwrap();
    std::fs::write(uploads.join("notes.txt"), b"private").unwrap();
    let server = TestServer::start_with(|config| config.upload_dir = uploads.clone()).await;

    let served = server
        .request(Method::GET, &format!("/uploads/{name}"))
        .send()
        .await
        .unwrap();
    assert_eq!(served.status(), 200);
    assert_eq!(served.headers()["content-type"], "image/png");
    assert!(
        served.headers()["cache-control"]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    assert_eq!(served.bytes().await.unwrap(), png);
    // Moved, not copied; what is not an upload stays where it was and is never served.
    let left: Vec<String> = std::fs::read_dir(&uploads)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(left, ["notes.txt"]);
    let (status, _) = server.get("/uploads/notes.txt").await;
    assert_eq!(status, 404);

    // Moving again finds nothing to move and keeps what was moved.
    let pool = folio_server::db::connect(&server.database_url)
        .await
        .unwrap();
    let store = folio_server::uploads::Store::new(pool);
    assert_eq!(
        folio_server::uploads::import_folder(&store, &uploads)
            .await
            .unwrap(),
        0
    );
    assert_eq!(store.get(name).await.unwrap().unwrap().bytes, png);
}

#[tokio::test]
async fn link_previews_refuse_private_and_non_http_addresses() {
    let server = TestServer::owner().await;
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
        assert_eq!(status, 422, "{url}: {body}");
        assert_eq!(body["success"], 0, "{url}");
    }
}

/// Serves `route` on a free loopback port; returns the port.
async fn serve_locally(route: poem::Route) -> u16 {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let acceptor = poem::listener::TcpAcceptor::from_tokio(listener).unwrap();
    tokio::spawn(poem::Server::new_with_acceptor(acceptor).run(route));
    port
}

fn redirect(to: String) -> impl poem::Endpoint {
    poem::endpoint::make_sync(move |_| poem::web::Redirect::see_other(to.clone()))
}

/// A site on this machine that the server may fetch from (its port is allowed by the test-only
/// setting), with pages, redirects and an image; and a second one it may not fetch from.
async fn sites() -> (TestServer, u16, u16) {
    let forbidden = serve_locally(poem::Route::new().at(
        "/secret",
        poem::endpoint::make_sync(|_| poem::web::Html("<title>internal</title>")),
    ))
    .await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let route = poem::Route::new()
        .at(
            "/post",
            poem::endpoint::make_sync(|_| {
                poem::web::Html(
                    r#"<html><head><title>Fallback</title><meta property="og:title" content="A &lt;b&gt;Post">
                    <meta property="og:description" content="Read it."><meta property="og:image" content="/i.png"></head></html>"#,
                )
            }),
        )
        .at("/moved", redirect(format!("http://127.0.0.1:{port}/post")))
        .at("/inside", redirect(format!("http://127.0.0.1:{forbidden}/secret")))
        .at("/loop1", redirect("/loop2".into()))
        .at("/loop2", redirect("/loop3".into()))
        .at("/loop3", redirect("/loop4".into()))
        .at("/loop4", redirect("/post".into()))
        .at("/nested", nested_page(true))
        .at("/nested-bare", nested_page(false))
        .at(
            "/photo",
            poem::endpoint::make_sync(|_| {
                poem::Response::builder()
                    .content_type("image/png")
                    .body(encoded(ImageFormat::Png))
            }),
        );
    let acceptor = poem::listener::TcpAcceptor::from_tokio(listener).unwrap();
    tokio::spawn(poem::Server::new_with_acceptor(acceptor).run(route));
    let server = TestServer::start_with(|c| c.test_allow_loopback_ports = vec![port]).await;
    server.sign_up().await;
    (server, port, forbidden)
}

/// A page whose head names its title, then about 300 KB of `<div>`s each inside the one before:
/// a tree the HTML parser takes seconds to build. `marked`: with `<head>` and `<body>` tags;
/// otherwise the divs follow the title with nothing between.
fn nested_page(marked: bool) -> impl poem::Endpoint {
    let depth = 300 * 1024 / "<div>".len();
    let divs = "<div>".repeat(depth);
    let page = if marked {
        format!(
            r#"<!doctype html><html><head><meta property="og:title" content="Deep Page"></head><body>{divs}</body></html>"#
        )
    } else {
        format!(r#"<meta property="og:title" content="Deep Page">{divs}"#)
    };
    poem::endpoint::make_sync(move |_| poem::web::Html(page.clone()))
}

async fn preview(server: &TestServer, link: &str) -> (u16, Value) {
    let request = server
        .request(Method::GET, "/api/fetch-url")
        .query(&[("url", link)]);
    read(request.send().await.unwrap()).await
}

#[tokio::test]
async fn link_previews_read_open_graph_tags() {
    let (server, port, _) = sites().await;
    let link = format!("http://127.0.0.1:{port}/post");
    let (status, body) = preview(&server, &link).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["success"], 1);
    assert_eq!(body["link"], link);
    assert_eq!(
        body["meta"]["title"], "A <b>Post",
        "plain text, as the page's text says"
    );
    assert_eq!(body["meta"]["description"], "Read it.");
    assert_eq!(
        body["meta"]["image"]["url"],
        format!("http://127.0.0.1:{port}/i.png")
    );

    let (status, body) = preview(&server, &format!("http://127.0.0.1:{port}/nothing")).await;
    assert_eq!((status, body["success"].clone()), (200, json!(0)));
}

#[tokio::test]
async fn link_previews_check_every_redirect() {
    let (server, port, forbidden) = sites().await;
    let (status, body) = preview(&server, &format!("http://127.0.0.1:{port}/moved")).await;
    assert_eq!(
        (status, body["meta"]["title"].clone()),
        (200, json!("A <b>Post")),
        "{body}"
    );

    // A redirect into an address the server may not reach is refused, not followed.
    assert_eq!(
        preview(&server, &format!("http://127.0.0.1:{forbidden}/secret"))
            .await
            .0,
        422
    );
    let (status, body) = preview(&server, &format!("http://127.0.0.1:{port}/inside")).await;
    assert_eq!((status, body["success"].clone()), (200, json!(0)), "{body}");
    assert_eq!(
        body["message"],
        "That address is not on the public internet."
    );

    let (_, body) = preview(&server, &format!("http://127.0.0.1:{port}/loop1")).await;
    assert_eq!(body["message"], "The site redirected too many times.");
}

// Two worker threads, as on a small server: a parse on the runtime would hold them both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deeply_nested_page_is_read_from_its_head_while_the_server_keeps_answering() {
    let (server, port, _) = sites().await;
    let server = std::sync::Arc::new(server);
    for page in ["nested", "nested-bare"] {
        let link = format!("http://127.0.0.1:{port}/{page}");
        let started = Instant::now();
        let previews: Vec<_> = (0..2)
            .map(|_| {
                let (server, link) = (server.clone(), link.clone());
                tokio::spawn(async move { preview(&server, &link).await })
            })
            .collect();
        // Asked while both previews are under way; timed from before they were, since a runtime
        // held by their parsing would delay the asking itself.
        tokio::time::sleep(Duration::from_millis(200)).await;
        let (status, _) = server.get("/api/health").await;
        let answered = started.elapsed();
        assert_eq!(status, 200);
        assert!(
            answered < Duration::from_secs(5),
            "{page}: /api/health answered after {answered:?} while two previews ran"
        );
        for preview in previews {
            let (status, body) = preview.await.unwrap();
            assert_eq!(status, 200, "{page}: {body}");
            assert_eq!(body["success"], 1, "{page}: {body}");
            assert_eq!(body["meta"]["title"], "Deep Page", "{page}: {body}");
        }
    }
}

#[tokio::test]
async fn images_by_url_go_through_the_same_guard() {
    let (server, port, forbidden) = sites().await;
    let by_url = |url: String| {
        server
            .request(Method::POST, "/api/upload-image-by-url")
            .json(&json!({ "url": url }))
            .send()
    };
    let (status, body) = read(
        by_url(format!("http://127.0.0.1:{port}/photo"))
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert!(body["file"]["url"].as_str().unwrap().ends_with(".png"));

    let (status, body) = read(
        by_url(format!("http://127.0.0.1:{forbidden}/secret"))
            .await
            .unwrap(),
    )
    .await;
    assert_eq!((status, body["success"].clone()), (422, json!(0)));
    let (status, _) = read(
        by_url(format!("http://127.0.0.1:{port}/post"))
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 422, "an HTML page is not an image");
}

#[tokio::test]
async fn malformed_media_requests_answer_in_the_editor_shape() {
    let server = TestServer::owner().await;
    let (status, body) = read(
        server
            .request(Method::GET, "/api/fetch-url")
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!((status, body["success"].clone()), (400, json!(0)), "{body}");
    let not_multipart = server
        .request(Method::POST, "/api/upload-image")
        .json(&json!({}))
        .send();
    let (status, body) = read(not_multipart.await.unwrap()).await;
    assert_eq!((status, body["success"].clone()), (415, json!(0)), "{body}");
}

#[tokio::test]
async fn uploads_only_a_revision_or_an_autosaved_draft_names_survive_the_sweep() {
    let server = TestServer::owner().await;
    let mut names = Vec::new();
    for _ in 0..3 {
        let (status, body) = upload(&server, encoded(ImageFormat::Png), "a.png", "image/png").await;
        assert_eq!(status, 200, "{body}");
        names.push(file_name(&body));
    }
    let [in_revision, in_draft, unused] = &names[..] else {
        unreachable!()
    };
    // The image is saved, then removed: only the first revision names it, and restoring that
    // revision must find it.
    let mut study = crate::helpers::case_study("Kept", "kept", false);
    study["featuredImage"] = json!(format!("/uploads/{in_revision}"));
    let (_, created) = server
        .send(Method::POST, "/api/admin/case-studies", study)
        .await;
    let (status, _) = server
        .send(
            Method::PUT,
            &format!("/api/admin/case-studies/{}", created["id"]),
            crate::helpers::case_study("Kept", "kept", false),
        )
        .await;
    assert_eq!(status, 200);
    // Uploaded in the dialog of a case study not created yet: only its draft names it.
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/case-studies/new/autosave",
            json!({
                "title": "", "slug": "", "description": "", "content": "",
                "featuredImage": format!("/uploads/{in_draft}"), "featuredImageAlt": "",
                "tags": [], "isPublished": false, "isFeatured": false
            }),
        )
        .await;
    assert_eq!(status, 200, "{body}");

    server
        .execute_sql("UPDATE uploads SET created_at = '2000-01-01T00:00:00Z'")
        .await;
    let pool = folio_server::db::connect(&server.database_url)
        .await
        .unwrap();
    let store = folio_server::uploads::Store::new(pool);
    let removed = folio_server::uploads::sweep(&store, Duration::from_secs(24 * 60 * 60))
        .await
        .unwrap();
    assert_eq!(removed, 1);
    let stored = server.stored_uploads().await;
    assert!(!stored.contains_key(unused.as_str()));
    assert!(stored.contains_key(in_revision.as_str()));
    assert!(stored.contains_key(in_draft.as_str()));
}
