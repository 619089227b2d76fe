//! Commands run from the shell beside serving: `folio admin set-password USERNAME` and
//! `folio openapi`.

use crate::{auth, db};
use folio_core::validation::{Login, LoginDraft};
use std::io::Read;

/// What `folio` can do besides serving.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum Command {
    /// Manage the admin account.
    #[command(subcommand)]
    Admin(AdminCommand),
    /// Prints the API's OpenAPI document (the one served at `/api/openapi.json`) to standard
    /// output, without opening the database; the web's API types are generated from it.
    Openapi,
}

/// `folio admin ...`.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum AdminCommand {
    /// Sets a new password for USERNAME, read from standard input (one line), for an owner who
    /// forgot theirs: `folio admin set-password owner < new-password.txt`.
    SetPassword {
        /// The admin's username.
        username: String,
    },
}

/// Runs `command` (against the database of `database_url` if it needs one); the error says what
/// went wrong.
pub async fn run(command: Command, database_url: &str) -> Result<String, String> {
    match command {
        Command::Openapi => Ok(crate::api::service().spec()),
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
            let pool = db::connect(database_url)
                .await
                .map_err(|e| format!("Could not open the database: {e}"))?;
            let changed = db::admin::set_password(&pool, &username, &hash)
                .await
                .map_err(|e| format!("Could not store the password: {e}"))?;
            pool.close().await;
            if changed {
                Ok(format!("The password of {username} is changed."))
            } else {
                Err(format!("There is no admin named {username}."))
            }
        }
    }
}
