//! Embeds the SQL migrations (`../migrations/{sqlite,postgres}/NNNN_description.sql`) into the
//! binary as a list `db::migrations` hands to sqlx's migrator: what sqlx's `migrate!` macro does,
//! without the macro's own build of sqlx and its drivers for the compiler.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // The binary's relative relocations packed (RELR, glibc 2.36 and binutils 2.38 on): 3.4 MB of
    // relocation entries the loader read, and kept resident, at every start become a few
    // kilobytes (issue 46).
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux")
        && std::env::var("CARGO_CFG_TARGET_ENV").as_deref() == Ok("gnu")
    {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
    let root = Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"))
        .join("../migrations");
    let mut list = String::new();
    for backend in ["sqlite", "postgres"] {
        let dir = root.join(backend);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("the migrations' folder")
            .map(|entry| entry.expect("a migration").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "sql"))
            .collect();
        files.sort();
        writeln!(
            list,
            "pub static {}: &[Embedded] = &[",
            backend.to_uppercase()
        )
        .unwrap();
        for path in files {
            let name = path.file_stem().unwrap().to_str().expect("a UTF-8 name");
            let (version, description) = name.split_once('_').expect("NNNN_description.sql");
            let version: i64 = version.parse().expect("a migration's number");
            let description = description.replace('_', " ");
            writeln!(
                list,
                "    ({version}, {description:?}, include_str!({:?})),",
                path.canonicalize().unwrap()
            )
            .unwrap();
        }
        list.push_str("];\n");
    }
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("migrations.rs");
    std::fs::write(out, list).expect("the embedded list");
}
