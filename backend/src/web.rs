//! Serving the web app's built files: held in memory with the brotli and gzip forms built beside
//! them, hashed assets cached for a year. The pages are `pages`' ([`crate::pages::routes`]), and
//! so is the 404 page of every address neither answers.

use crate::compress::Encoded;
use bytes::Bytes;
use poem::http::{HeaderMap, HeaderValue, Method, StatusCode};
use poem::{Endpoint, EndpointExt, IntoResponse, Request};
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

/// The files of a build folder, read once at start: the app's build is fixed for the life of
/// the process, and every file is then served from memory in the smallest form a client takes.
pub struct Files {
    files: HashMap<String, File>,
}

struct File {
    content_type: HeaderValue,
    body: Encoded,
    cache_control: HeaderValue,
}

/// Vite puts content-hashed files under `assets/`: a changed file gets a new name.
const IMMUTABLE: HeaderValue = HeaderValue::from_static("public, max-age=31536000, immutable");
const REVALIDATE: HeaderValue = HeaderValue::from_static("no-cache");

impl Files {
    /// Reads every file under `dir` (none when it does not exist); `x.br` and `x.gz` beside `x`
    /// are its compressed forms, not files of their own.
    pub fn load(dir: &Path) -> Self {
        let mut paths = Vec::new();
        collect(dir, dir, &mut paths);
        let read = |path: &Path| std::fs::read(path).ok().map(Bytes::from);
        let files = paths
            .iter()
            .filter(|(_, path)| {
                let compressed =
                    matches!(path.extension().and_then(|e| e.to_str()), Some("br" | "gz"));
                !(compressed && path.with_extension("").is_file())
            })
            .filter_map(|(name, path)| {
                let body = read(path)?;
                let form = |extension: &str| {
                    let mut compressed = path.clone().into_os_string();
                    compressed.push(extension);
                    read(Path::new(&compressed))
                };
                let content_type = mime_guess::from_path(path).first_raw().map_or(
                    HeaderValue::from_static("application/octet-stream"),
                    HeaderValue::from_static,
                );
                let cache_control = if name.starts_with("/assets/") {
                    IMMUTABLE
                } else {
                    REVALIDATE
                };
                let file = File {
                    content_type,
                    body: Encoded::with_forms(body, form(".br"), form(".gz")),
                    cache_control,
                };
                Some((name.clone(), file))
            })
            .collect();
        Self { files }
    }

    fn respond(&self, path: &str, headers: &HeaderMap) -> Option<poem::Response> {
        let file = self.files.get(path)?;
        Some(
            file.body
                .respond(headers, &file.content_type, &file.cache_control),
        )
    }
}

/// Every file under `dir`, as its site path (`/assets/x.js`) and its path on disk, but the
/// server's own render module (`server/`), which is run, never sent.
fn collect(root: &Path, dir: &Path, out: &mut Vec<(String, std::path::PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            if path != root.join("server") {
                collect(root, &path, out);
            }
        } else if kind.is_file()
            && let Ok(relative) = path.strip_prefix(root)
            && let Some(relative) = relative.to_str()
        {
            out.push((format!("/{relative}"), path.clone()));
        }
    }
}

/// `app` with a GET that no route answers served from `files` (e.g. `/assets/app-x.js`,
/// `/favicon.svg`) when it names one; anything else stays as `app` answered it.
pub fn with_files<E: Endpoint + 'static>(app: E, files: Files) -> impl Endpoint + use<E> {
    let files = Arc::new(files);
    app.around(move |app, req: Request| {
        let files = files.clone();
        async move {
            let method = req.method().clone();
            let path = req.uri().path().to_owned();
            let headers = req.headers().clone();
            match app.call(req).await {
                Err(error) if error.status() == StatusCode::NOT_FOUND && method == Method::GET => {
                    files.respond(&path, &headers).ok_or(error)
                }
                result => result.map(IntoResponse::into_response),
            }
        }
    })
}
