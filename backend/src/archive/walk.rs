//! Walking a ZIP's entries within bounds, whatever its headers claim: the archive import's
//! reader ([`super::read`]) and LinkedIn's export ([`crate::linkedin`]) share it, so an upload
//! of either is held to the same rules.
//!
//! - **Entries** are counted from the central directory before any is read, then one at a time.
//! - **Names**: an encrypted entry, a link, or a name given twice is refused; what else a name
//!   may be is the caller's (`decide`).
//! - **Sizes**: each entry is read through a counter that stops at the least of its own bound,
//!   what is left of the total, and a ratio of its packed size (at least [`RATIO_FLOOR`]),
//!   so a small file that inflates to gigabytes stops there, past any bound nothing more is
//!   unpacked, and the walk is refused.

use super::ImportError;
use std::collections::HashSet;
use std::io::{Read, Seek};
use zip::read::{Config, ZipReadOptions};
use zip::unstable::read::ZipIterable;

/// An entry may unpack to at most this many times its packed size (CSV and JSON pack 5–20
/// times; a ZIP bomb a thousand).
pub const RATIO: u64 = 200;
/// Below this an entry is never refused for its ratio: a small run of one byte packs well.
pub const RATIO_FLOOR: u64 = 1024 * 1024;

/// What a walk reads at most.
#[derive(Debug, Clone, Copy)]
pub struct Bounds {
    /// Entries in the archive.
    pub entries: usize,
    /// Bytes of every entry read, together, unpacked.
    pub total: u64,
    /// At most how many times its packed size an entry may unpack to (at least
    /// [`RATIO_FLOOR`]); `None` for none beyond the sizes. The site's own export holds uploads
    /// any size up to their bound, some of which pack to nothing (a blank image), so the
    /// archive import keeps to its sizes alone; LinkedIn's CSV files never pack past [`RATIO`].
    pub ratio: Option<u64>,
}

/// What to do with one entry, as the caller decides from its name.
pub enum Take {
    /// Leave it packed.
    Skip,
    /// Read it, at most this many bytes unpacked.
    Read(u64),
}

/// Walks the ZIP in `file` within `bounds`: `decide` says from each entry's name (and whether it
/// is a folder) whether to read it; `read` reads it from a reader that ends one byte past its
/// limit and answers how many bytes it took (`None` past the limit).
pub fn walk<R: Read + Seek>(
    file: R,
    bounds: Bounds,
    mut decide: impl FnMut(&str, bool) -> Result<Take, ImportError>,
    mut read: impl FnMut(&str, &mut dyn Read, u64) -> std::io::Result<Option<u64>>,
) -> Result<(), ImportError> {
    let damaged = |error: zip::result::ZipError| {
        ImportError::NotAnArchive(format!("The file is not a readable ZIP archive ({error})."))
    };
    let too_many = || {
        ImportError::TooLarge(format!(
            "The archive holds more than {} entries; an export never does.",
            bounds.entries
        ))
    };
    let mut zip = ZipIterable::try_new(file, Config::default())
        .map_err(damaged)?
        .enforce_header_consistency(true);
    if zip.len() > bounds.entries {
        return Err(too_many());
    }
    let files = zip.files().map_err(damaged)?;
    let mut seen = HashSet::new();
    let mut total = 0_u64;
    let mut count = 0_usize;
    while let Some(entry) = files.next() {
        let entry = entry.map_err(damaged)?;
        count += 1;
        if count > bounds.entries {
            return Err(too_many());
        }
        let name = String::from_utf8_lossy(entry.name_raw()).into_owned();
        if entry.encrypted() {
            return Err(ImportError::Refused(format!(
                "The archive's entry {} is encrypted; an export never is.",
                shown(&name)
            )));
        }
        if entry.is_symlink() {
            return Err(ImportError::Refused(format!(
                "The archive's entry {} is a link; an export holds none.",
                shown(&name)
            )));
        }
        if !seen.insert(name.clone()) {
            return Err(ImportError::Refused(format!(
                "The archive holds {} twice.",
                shown(&name)
            )));
        }
        let Take::Read(own) = decide(&name, entry.is_dir())? else {
            continue;
        };
        let packed = bounds.ratio.map_or(u64::MAX, |ratio| {
            entry
                .compressed_size()
                .saturating_mul(ratio)
                .max(RATIO_FLOOR)
        });
        let limit = own.min(bounds.total.saturating_sub(total)).min(packed);
        let mut reader = entry
            .with_reader(files.reader_mut(), ZipReadOptions::new())
            .map_err(damaged)?;
        match read(&name, &mut reader, limit).map_err(|e| unreadable_entry(&name, &e))? {
            Some(length) => total += length,
            None if limit == packed && packed < own => {
                return Err(ImportError::TooLarge(format!(
                    "The archive's entry {} unpacks to more than {} times its packed size; \
                     an export never does.",
                    shown(&name),
                    bounds.ratio.unwrap_or_default()
                )));
            }
            None if limit < own => {
                return Err(ImportError::TooLarge(format!(
                    "The archive unpacks to more than {}; an import accepts up to that.",
                    size(bounds.total)
                )));
            }
            None => {
                return Err(ImportError::TooLarge(format!(
                    "The archive's entry {} unpacks to more than {}.",
                    shown(&name),
                    size(own)
                )));
            }
        }
    }
    Ok(())
}

/// A size in MiB, or in bytes below one.
fn size(bytes: u64) -> String {
    if bytes >= 1 << 20 {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{bytes} bytes")
    }
}

/// A damaged entry: a read or checksum failure from the ZIP reader, or the disk.
fn unreadable_entry(name: &str, error: &std::io::Error) -> ImportError {
    if error.kind() == std::io::ErrorKind::InvalidData
        || error.kind() == std::io::ErrorKind::UnexpectedEof
    {
        ImportError::NotAnArchive(format!(
            "The archive's entry {} is damaged ({error}).",
            shown(name)
        ))
    } else {
        super::failed(error)
    }
}

/// An entry's name as a message shows it: quoted, with anything odd escaped, and cut short.
pub fn shown(name: &str) -> String {
    let short: String = name.chars().take(120).collect();
    let more = if short.len() < name.len() { "…" } else { "" };
    format!("{short:?}{more}")
}
