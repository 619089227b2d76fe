//! Writing an export: `folio.json` and the uploads it uses, into one ZIP.

use super::{Counts, ExportError, listed};
use crate::db;
use folio_core::archive;
use std::collections::BTreeSet;
use std::io::{Seek, Write};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

/// Writes the export of the site stored in `db` (its uploads in `uploads`) into `out`; answers
/// `out` (at its end), the export's time and what it holds.
pub async fn export<W: Write + Seek + Send + 'static>(
    db: &sqlx::AnyPool,
    uploads: &crate::uploads::Store,
    out: W,
) -> Result<(W, String, Counts), ExportError> {
    let fail = |error: &dyn std::fmt::Display| ExportError::Failed(error.to_string());
    let exported_at = db::now();
    // `folio.json` is written to a temporary file one item at a time, then copied into the ZIP.
    let document = tempfile::tempfile().map_err(|e| fail(&e))?;
    let mut writer = tokio::io::BufWriter::new(tokio::fs::File::from_std(
        document.try_clone().map_err(|e| fail(&e))?,
    ));
    let written = db::archive::write_document(db, &exported_at, &mut writer)
        .await
        .map_err(|e| fail(&e))?;
    tokio::io::AsyncWriteExt::flush(&mut writer)
        .await
        .map_err(|e| fail(&e))?;
    drop(writer);
    let used = crate::uploads::used(uploads).await.map_err(|e| fail(&e))?;
    let present: BTreeSet<&String> = used.iter().collect();
    let missing: Vec<String> = written
        .required
        .iter()
        .filter(|name| !present.contains(name))
        .cloned()
        .collect();
    if !missing.is_empty() {
        return Err(ExportError::MissingUploads(format!(
            "Saved content uses uploads that are not stored: {}. Remove them from the case \
             studies that use them, and export again.",
            listed(&missing)
        )));
    }
    let counts = Counts {
        experiences: written.experiences,
        education: written.education,
        case_studies: written.case_studies,
        messages: written.messages,
        uploads: used.len(),
    };
    let (store, runtime, at) = (
        uploads.clone(),
        tokio::runtime::Handle::current(),
        exported_at.clone(),
    );
    // The ZIP is written on a blocking thread, which reads each upload from the store in turn.
    let read = move |name: &str| match runtime.block_on(store.get(name)) {
        Ok(Some(upload)) => Ok(upload.bytes),
        Ok(None) => Err(std::io::Error::other(format!(
            "the upload {name} was removed"
        ))),
        Err(error) => Err(std::io::Error::other(error)),
    };
    let out = tokio::task::spawn_blocking(move || write_zip(out, document, &used, read, &at))
        .await
        .map_err(|e| fail(&e))?
        .map_err(|e| fail(&e))?;
    Ok((out, exported_at, counts))
}

fn write_zip<W: Write + Seek>(
    out: W,
    mut document: std::fs::File,
    uploads: &[String],
    read: impl Fn(&str) -> std::io::Result<bytes::Bytes>,
    exported_at: &str,
) -> std::io::Result<W> {
    let mut zip = ZipWriter::new(out);
    let number = |range: std::ops::Range<usize>| {
        exported_at
            .get(range)
            .and_then(|n| n.parse::<u16>().ok())
            .unwrap_or(0)
    };
    let small = |range| u8::try_from(number(range)).unwrap_or(0);
    let time = DateTime::from_date_and_time(
        number(0..4),
        small(5..7),
        small(8..10),
        small(11..13),
        small(14..16),
        small(17..19),
    )
    .unwrap_or_default();
    let options = SimpleFileOptions::default()
        .last_modified_time(time)
        .unix_permissions(0o644);
    zip.start_file(
        archive::DOCUMENT,
        options.compression_method(CompressionMethod::Deflated),
    )?;
    document.seek(std::io::SeekFrom::Start(0))?;
    std::io::copy(&mut document, &mut zip)?;
    // Images are compressed already: stored as they are, they cost no time to pack or unpack.
    let stored = options.compression_method(CompressionMethod::Stored);
    for name in uploads {
        let bytes = read(name)?;
        zip.start_file(format!("{}{name}", archive::UPLOADS), stored)?;
        zip.write_all(&bytes)?;
    }
    Ok(zip.finish()?)
}
