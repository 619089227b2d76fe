//! Commands run from the shell beside serving: `folio admin set-password USERNAME`,
//! `folio admin setup-code`,
//! `folio openapi`, and `folio export FILE` / `folio import FILE` (the same code as
//! `GET /api/admin/export` and `POST /api/admin/import`).

use crate::config::{AdminCommand, Command, Config};
use crate::{archive, auth, db};
use folio_core::validation::{Login, LoginDraft};
use std::io::Read;
use std::path::Path;

/// Runs `command` (against the database and upload folder of `config` if it needs them); the
/// error says what went wrong.
pub async fn run(command: Command, config: &Config) -> Result<String, String> {
    let database_url = config.database_url.as_str();
    match command {
        Command::Openapi => Ok(crate::api::service().spec()),
        Command::Export { file } => export(config, &file).await,
        Command::Import { file } => import(config, &file).await,
        Command::Admin(AdminCommand::SetupCode) => {
            let pool = open(database_url).await?;
            let code =
                db::admin::setup_code(&pool, &config.setup_code(), config.chose_setup_code())
                    .await
                    .map_err(|e| format!("Could not read the setup code: {e}"));
            pool.close().await;
            match code? {
                Some(code) => Ok(code),
                None => Err("An admin account exists already: there is no setup code. \
                     `folio admin set-password USERNAME` sets a new password."
                    .to_owned()),
            }
        }
        Command::Admin(AdminCommand::SetPassword { username }) => {
            let mut input = String::new();
            std::io::stdin()
                .read_to_string(&mut input)
                .map_err(|e| format!("Could not read the password from standard input: {e}"))?;
            let password = input.lines().next().unwrap_or_default().to_owned();
            let Login { username, password } = LoginDraft { username, password }
                .parse_new()
                .map_err(|errors| errors.to_string())?;
            let hash = auth::hash_now(&password)?;
            let pool = open(database_url).await?;
            let changed = db::admin::set_password(&pool, &username, &hash)
                .await
                .map_err(|e| format!("Could not store the password: {e}"))?;
            pool.close().await;
            if changed {
                Ok(format!(
                    "The password of {username} is changed, and every session of theirs is \
                     signed out."
                ))
            } else {
                Err(format!("There is no admin named {username}."))
            }
        }
    }
}

async fn open(database_url: &str) -> Result<sqlx::AnyPool, String> {
    db::connect(database_url)
        .await
        .map_err(|e| format!("Could not open the database: {e}"))
}

async fn export(config: &Config, file: &Path) -> Result<String, String> {
    let folder = match file.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    // Written beside FILE and renamed over it once whole, so a backup is never half a file.
    let temporary = tempfile::NamedTempFile::new_in(folder)
        .map_err(|e| format!("Could not write in {}: {e}", folder.display()))?;
    let pool = open(&config.database_url).await?;
    let exported =
        archive::export(&pool, &crate::uploads::Store::new(pool.clone()), temporary).await;
    pool.close().await;
    let (temporary, _, counts) = exported.map_err(|error| match error {
        archive::ExportError::MissingUploads(message) => message,
        archive::ExportError::Failed(cause) => format!("The export failed: {cause}"),
    })?;
    temporary
        .as_file()
        .sync_all()
        .map_err(|e| format!("Could not write {}: {e}", file.display()))?;
    temporary
        .persist(file)
        .map_err(|e| format!("Could not write {}: {}", file.display(), e.error))?;
    Ok(format!("Exported {counts} to {}.", file.display()))
}

async fn import(config: &Config, file: &Path) -> Result<String, String> {
    let archive_file =
        std::fs::File::open(file).map_err(|e| format!("Could not open {}: {e}", file.display()))?;
    let pool = open(&config.database_url).await?;
    let imported = archive::import(
        &pool,
        &crate::uploads::Store::new(pool.clone()),
        archive_file,
    )
    .await;
    pool.close().await;
    match imported {
        Ok(counts) => Ok(format!(
            "Imported {counts} from {}. A running server shows it within a second.",
            file.display()
        )),
        Err(archive::ImportError::Failed(cause)) => Err(format!("The import failed: {cause}")),
        Err(archive::ImportError::Busy) => Err("Another import is running.".to_owned()),
        Err(
            archive::ImportError::NotAnArchive(message)
            | archive::ImportError::TooLarge(message)
            | archive::ImportError::Refused(message)
            | archive::ImportError::Conflict(message),
        ) => Err(message),
    }
}
