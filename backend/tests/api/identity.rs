//! The site's identity (issue 40 point 11): `/favicon.ico` is the owner's chosen image, else the
//! photo, else the initials; a case study's `og:image` is its image cropped to 1200×630, or a card
//! drawn with its title when it has none.

use crate::helpers::{TestServer, case_study, field_errors};
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use reqwest::Method;
use reqwest::header::{CACHE_CONTROL, CONTENT_TYPE, ETAG, IF_NONE_MATCH};
use serde_json::{Value, json};
use std::io::Cursor;

/// A PNG of `width` × `height` pixels, all of `color`.
fn png(width: u32, height: u32, color: [u8; 3]) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    RgbImage::from_pixel(width, height, Rgb(color))
        .write_to(&mut out, ImageFormat::Png)
        .unwrap();
    out.into_inner()
}

/// Uploads `bytes` as the owner; answers the status and the answer.
async fn upload(server: &TestServer, bytes: Vec<u8>) -> (u16, Value) {
    server.upload_image("icon.png", "image/png", bytes).await
}

/// `/favicon.ico`: its status, headers and the icon's picture (the PNG inside the ICO).
async fn favicon(server: &TestServer) -> (u16, reqwest::header::HeaderMap, DynamicImage) {
    let response = server
        .request(Method::GET, "/favicon.ico")
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let bytes = response.bytes().await.unwrap();
    assert_eq!(&bytes[..4], &[0, 0, 1, 0], "an ICO file");
    (
        status,
        headers,
        image::load_from_memory(&bytes[22..]).unwrap(),
    )
}

/// The colour at the icon's middle.
fn middle(icon: &DynamicImage) -> [u8; 3] {
    icon.to_rgb8()
        .get_pixel(icon.width() / 2, icon.height() / 2)
        .0
}

/// Whether two colours are the same but for a lossy copy's rounding.
fn alike(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter().zip(b).all(|(a, b)| a.abs_diff(b) <= 4)
}

#[tokio::test]
async fn the_favicon_is_the_initials_then_the_photo_then_the_owners_image() {
    let server = TestServer::owner_with_web().await;
    // No photo: the initials on the card's dark ground, a 64 px square, cached with an ETag.
    let (status, headers, icon) = favicon(&server).await;
    assert_eq!(status, 200);
    assert_eq!(headers[CONTENT_TYPE], "image/x-icon");
    assert_eq!((icon.width(), icon.height()), (64, 64));
    assert_eq!(icon.to_rgb8().get_pixel(1, 1).0, [0x1c, 0x19, 0x17]);
    assert!(headers.contains_key(CACHE_CONTROL));
    let etag = headers[ETAG].clone();
    let again = server
        .request(Method::GET, "/favicon.ico")
        .header(IF_NONE_MATCH, etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status().as_u16(), 304);

    // A photo: the icon is the photo's middle.
    let (_, photo) = upload(&server, png(900, 600, [200, 30, 30])).await;
    let photo = photo["file"]["url"].as_str().unwrap().to_owned();
    let (status, body) = server
        .send(Method::PUT, "/api/admin/profile", json!({ "photo": photo }))
        .await;
    assert_eq!(status, 200, "{body}");
    let (_, _, icon) = favicon(&server).await;
    assert!(alike(middle(&icon), [200, 30, 30]));

    // The owner's own image wins, until it is reset.
    let (_, chosen) = upload(&server, png(128, 128, [20, 180, 40])).await;
    let chosen = chosen["file"]["url"].as_str().unwrap().to_owned();
    let (status, body) = server
        .send(Method::PUT, "/api/admin/favicon", json!({ "url": chosen }))
        .await;
    assert_eq!((status, body["url"].as_str()), (200, Some(chosen.as_str())));
    let (_, _, icon) = favicon(&server).await;
    assert!(alike(middle(&icon), [20, 180, 40]));
    let (_, body) = server.get("/api/admin/favicon").await;
    assert_eq!(body["url"], json!(chosen));
    // Saved content names it: the sweep keeps it.
    assert!(
        server
            .count_sql(&format!(
                "SELECT COUNT(*) FROM site_version WHERE favicon = '{chosen}'"
            ))
            .await
            == 1
    );
    let (status, body) = server
        .send(Method::DELETE, "/api/admin/favicon", json!(null))
        .await;
    assert_eq!((status, body.get("url")), (200, None));
    let (_, _, icon) = favicon(&server).await;
    assert!(alike(middle(&icon), [200, 30, 30]));

    // Every page names it.
    let (_, page) = server.page("/").await;
    assert!(
        page.contains(r#"<link rel="icon" href="/favicon.ico""#),
        "{page}"
    );
}

#[tokio::test]
async fn only_the_owner_sets_the_favicon_and_only_to_an_upload() {
    let server = TestServer::owner_with_web().await;
    for path in ["/api/admin/favicon", "/api/admin/share-card?title=A"] {
        let response = reqwest::Client::new()
            .get(format!("{}{path}", server.base))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 401, "{path}");
    }
    let response = reqwest::Client::new()
        .put(format!("{}/api/admin/favicon", server.base))
        .json(&json!({ "url": "/uploads/x.png" }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 401);

    for url in [
        "https://elsewhere.example/icon.png",
        "/uploads/0123456789abcdef0123456789abcdef.png",
        "/favicon.svg",
        "",
    ] {
        let (status, body) = server
            .send(Method::PUT, "/api/admin/favicon", json!({ "url": url }))
            .await;
        assert_eq!(status, 422, "{url}: {body}");
        assert_eq!(field_errors(&body, "field"), [json!("url")]);
        assert_eq!(
            field_errors(&body, "message"),
            [json!(
                "Upload an image for the favicon: it must be one of your uploads."
            )]
        );
    }
    let (status, _) = server
        .send(Method::PUT, "/api/admin/favicon", json!({ "url": 7 }))
        .await;
    assert_eq!(status, 400);
    // The upload it must be is checked for type and size as every upload is.
    let (status, body) = upload(
        &server,
        b"<svg xmlns='http://www.w3.org/2000/svg'/>".to_vec(),
    )
    .await;
    assert_eq!(status, 415, "{body}");
    let (status, body) = upload(&server, vec![0; 5 * 1024 * 1024 + 1]).await;
    assert_eq!(status, 413, "{body}");
    // Nothing was set.
    let (_, body) = server.get("/api/admin/favicon").await;
    assert_eq!(body.get("url"), None);
}

#[tokio::test]
async fn a_case_studys_og_image_is_a_1200_by_630_crop_or_its_card() {
    let server = TestServer::owner_with_web().await;
    let (_, photo) = upload(&server, png(3000, 2000, [30, 60, 200])).await;
    let photo = photo["file"]["url"].as_str().unwrap().to_owned();
    let mut with_image = case_study("Lumen", "lumen", true);
    with_image["featuredImage"] = json!(photo);
    let (status, body) = server
        .send(Method::POST, "/api/admin/case-studies", with_image)
        .await;
    assert_eq!(status, 200, "{body}");
    server
        .add_case_study("Checkout without an image", "checkout", true)
        .await;

    for (slug, file, kind) in [
        ("lumen", "og-image.jpg", "image/jpeg"),
        ("checkout", "og-image.png", "image/png"),
    ] {
        let (_, page) = server.page(&format!("/case-studies/{slug}")).await;
        let named = format!(
            r#"<meta property="og:image" content="{}/case-studies/{slug}/{file}" />"#,
            server.base
        );
        assert!(page.contains(&named), "{slug}: {page}");
        let response = server
            .request(Method::GET, &format!("/case-studies/{slug}/{file}"))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 200, "{slug}");
        assert_eq!(response.headers()[CONTENT_TYPE], kind);
        let image = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
        assert_eq!((image.width(), image.height()), (1200, 630), "{slug}");
        if slug == "lumen" {
            assert!(middle(&image)[2] > 150, "the photo's blue");
        }
    }
    // The other kind, another name, or a study not published: not found.
    for path in [
        "/case-studies/lumen/og-image.png",
        "/case-studies/checkout/og-image.jpg",
        "/case-studies/lumen/other.png",
        "/case-studies/nothing/og-image.png",
    ] {
        let response = server.request(Method::GET, path).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 404, "{path}");
    }
}

#[tokio::test]
async fn the_writing_view_previews_the_shared_page() {
    let server = TestServer::owner_with_web().await;
    let (status, body) = server
        .get("/api/admin/share-preview?title=Lumen&description=A%0Adesign%20system")
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["description"], "A design system");
    assert!(body["title"].as_str().unwrap().starts_with("Lumen"));
    let response = server
        .request(Method::GET, "/api/admin/share-card?title=Lumen")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let card = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
    assert_eq!((card.width(), card.height()), (1200, 630));
}

#[tokio::test]
async fn another_languages_page_is_shared_with_its_own_card() {
    let server = TestServer::owner_with_web().await;
    let (status, body) = server
        .send(
            Method::PUT,
            "/api/admin/profile",
            json!({ "name": "Ada", "briefIntro": "I build things.", "languages": ["en", "de"] }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let mut study = case_study("Payments", "payments", true);
    study["translations"] = json!({ "de": { "title": "Zahlungen", "slug": "zahlungen" } });
    let (status, body) = server
        .send(Method::POST, "/api/admin/case-studies", study)
        .await;
    assert_eq!(status, 200, "{body}");
    let (status, page) = server.page("/de/case-studies/zahlungen").await;
    assert_eq!(status, 200, "{page}");
    let card = format!("{}/de/case-studies/zahlungen/og-image.png", server.base);
    assert!(
        page.contains(&format!(r#"<meta property="og:image" content="{card}" />"#)),
        "{page}"
    );
    let response = server
        .request(Method::GET, "/de/case-studies/zahlungen/og-image.png")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let image = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
    assert_eq!((image.width(), image.height()), (1200, 630));
    // A language the site is not in has no card.
    let response = server
        .request(Method::GET, "/fr/case-studies/zahlungen/og-image.png")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 404);
}

#[tokio::test]
async fn the_chosen_favicon_moves_with_an_export() {
    let original = TestServer::owner_with_web().await;
    let (_, chosen) = upload(&original, png(128, 128, [20, 180, 40])).await;
    let chosen = chosen["file"]["url"].as_str().unwrap().to_owned();
    let (status, _) = original
        .send(Method::PUT, "/api/admin/favicon", json!({ "url": chosen }))
        .await;
    assert_eq!(status, 200);
    let archive = crate::data::export(&original).await;

    let moved = TestServer::owner_with_web().await;
    let (status, body) = crate::data::import(&moved, archive).await;
    assert_eq!(status, 200, "{body}");
    let (_, body) = moved.get("/api/admin/favicon").await;
    assert_eq!(body["url"], json!(chosen));
    let (_, _, icon) = favicon(&moved).await;
    assert!(alike(middle(&icon), [20, 180, 40]));
}
