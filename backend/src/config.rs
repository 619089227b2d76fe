//! Server configuration: every setting is a flag and an environment variable (see README).

use std::path::PathBuf;

/// How the server is run. Each field is a `--flag` and an environment variable.
#[derive(Debug, Clone, clap::Parser)]
#[command(
    name = "folio",
    version,
    about = "Folio: a portfolio site with a private admin area"
)]
pub struct Config {
    /// What to do instead of serving.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Address to listen on.
    #[arg(long, env = "HOST", default_value = "127.0.0.1")]
    pub host: String,
    /// Port to listen on (0 picks a free one).
    #[arg(long, env = "PORT", default_value_t = 8080)]
    pub port: u16,
    /// Database URL: `sqlite://path?mode=rwc` (created on first start) or
    /// `postgres://user:password@host:port/database` (an existing database); migrated at start.
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "sqlite://data/folio.db?mode=rwc"
    )]
    pub database_url: String,
    /// Where earlier versions stored uploaded images: any found there are moved into the
    /// database at start (uploads now live in the database).
    #[arg(long, env = "UPLOAD_DIR", default_value = "data/uploads")]
    pub upload_dir: PathBuf,
    /// The built web app (`web/dist`).
    #[arg(long, env = "WEB_DIR", default_value = "web/dist")]
    pub web_dir: PathBuf,
    /// The site's public address (e.g. `https://jane.example`), for canonical URLs, Open Graph
    /// tags, the sitemap and the feed. Unset: the address the owner set the site up through,
    /// which the admin shows and lets the owner change (never a request's `Host`).
    #[arg(long, env = "PUBLIC_URL")]
    pub public_url: Option<String>,
    /// The setup code that creating the admin account asks for (at least 8 letters and digits), for
    /// installs and tests that create it by script. Unset: a random one is made at the first
    /// start, printed at every start until the account exists (`folio admin setup-code` prints
    /// it again).
    #[arg(long, env = "SETUP_CODE", value_parser = parse_setup_code)]
    pub setup_code: Option<String>,
    /// Mark the session cookie `Secure` (set when serving over HTTPS).
    #[arg(long, env = "COOKIE_SECURE", default_value_t = false, action = clap::ArgAction::Set)]
    pub cookie_secure: bool,
    /// Seconds a signed-in session lasts without a request (8 hours).
    #[arg(long, env = "SESSION_IDLE_SECONDS", default_value_t = 8 * 60 * 60)]
    pub session_idle_seconds: u64,
    /// Reverse proxies whose `X-Forwarded-For` / `Forwarded` name the client (comma-separated
    /// addresses or ranges, e.g. `127.0.0.1,10.0.0.0/8`). Unset: every request's client is the
    /// connection's peer and those headers are ignored.
    #[arg(long, env = "TRUSTED_PROXIES", value_delimiter = ',', value_parser = crate::client::parse_proxy)]
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// TEST ONLY: loopback ports that link previews and image-by-URL may fetch from
    /// (comma-separated), so tests can serve pages locally. Never set in production.
    #[arg(long, env = "FOLIO_TEST_ALLOW_LOOPBACK_PORTS", value_delimiter = ',')]
    pub test_allow_loopback_ports: Vec<u16>,
    /// Visitor statistics (issue 44).
    #[command(flatten)]
    pub visits: crate::visits::Settings,
    /// The SMTP server the contact form's notifications go through (`smtp://host:port`,
    /// `smtps://user:password@host`); with `CONTACT_NOTIFY_TO`. Unset: no e-mail is sent.
    #[arg(long, env = "SMTP_URL")]
    pub smtp_url: Option<String>,
    /// The address a new message is notified to.
    #[arg(long, env = "CONTACT_NOTIFY_TO")]
    pub contact_notify_to: Option<String>,
    /// The notifications' sender; `CONTACT_NOTIFY_TO` when unset.
    #[arg(long, env = "CONTACT_NOTIFY_FROM")]
    pub contact_notify_from: Option<String>,
    /// The most messages the contact form takes per day, whoever sends them.
    #[arg(long, env = "CONTACT_DAILY_CAP", default_value_t = 200)]
    pub contact_daily_cap: i64,
    /// The fewest seconds between drawing the contact form and sending it.
    #[arg(long, env = "CONTACT_MIN_SECONDS", default_value_t = 3)]
    pub contact_min_seconds: u64,
    /// The first wait before a failed notification is tried again, doubled at each try.
    #[arg(long, env = "CONTACT_RETRY_SECONDS", default_value_t = 30)]
    pub contact_retry_seconds: i64,
}

impl Config {
    /// The contact form's settings, or which setting is wrong.
    pub fn contact(&self) -> Result<crate::contact::Settings, String> {
        let mail = match (&self.smtp_url, &self.contact_notify_to) {
            (Some(url), Some(to)) => Some(crate::contact::settings::Mail::parse(
                url,
                to,
                self.contact_notify_from.as_deref(),
            )?),
            (None, None) => None,
            (Some(_), None) => return Err("SMTP_URL is set without CONTACT_NOTIFY_TO".into()),
            (None, Some(_)) => return Err("CONTACT_NOTIFY_TO is set without SMTP_URL".into()),
        };
        Ok(crate::contact::Settings {
            daily_cap: self.contact_daily_cap.max(0),
            min_seconds: self.contact_min_seconds,
            mail,
            retry_seconds: self.contact_retry_seconds.max(1),
        })
    }
}

/// An operator's setup code: at least 8 letters and digits (what a code is compared by), and
/// no spaces.
fn parse_setup_code(text: &str) -> Result<String, String> {
    let code = text.trim();
    let letters = code.chars().filter(char::is_ascii_alphanumeric).count();
    if letters < 8 || code.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err("a setup code has at least 8 letters and digits, and no spaces".into());
    }
    Ok(code.to_owned())
}

impl Config {
    /// The setup code to keep when none is stored yet: the operator's, or a new random one.
    pub fn setup_code(&self) -> String {
        self.setup_code
            .clone()
            .unwrap_or_else(crate::auth::new_setup_code)
    }

    /// Whether the operator chose the setup code (`SETUP_CODE`): it then replaces any stored.
    pub fn chose_setup_code(&self) -> bool {
        self.setup_code.is_some()
    }

    /// The address the server listens on, as a URL (`http://127.0.0.1:8080`): what pages name
    /// before the owner sets the site up. A wildcard host (`0.0.0.0`) is named `localhost`.
    pub fn listen_url(&self) -> String {
        match self.host.parse::<std::net::IpAddr>() {
            Ok(ip) if ip.is_unspecified() => format!("http://localhost:{}", self.port),
            Ok(std::net::IpAddr::V6(ip)) => format!("http://[{ip}]:{}", self.port),
            _ => format!("http://{}:{}", self.host, self.port),
        }
    }
}

/// What `folio` can do besides serving.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum Command {
    /// Manage the admin account.
    #[command(subcommand)]
    Admin(AdminCommand),
    /// Prints the API's OpenAPI document (the one served at `/api/openapi.json`) to standard
    /// output, without opening the database; the web's API types are generated from it.
    Openapi,
    /// Writes everything the owner made (`folio.json` and the uploads it uses) to FILE as a
    /// ZIP, the same archive as the admin's Export; FILE is replaced only once the archive is
    /// complete. Safe while the server runs: `folio export backups/folio-$(date +%F).zip`.
    Export {
        /// Where to write the ZIP.
        file: PathBuf,
    },
    /// Restores an export (FILE, a ZIP) into this install (`DATABASE_URL`, `UPLOAD_DIR`), which
    /// must hold no content. A server running on that database serves what was restored within a
    /// second, without a restart.
    Import {
        /// The ZIP to restore.
        file: PathBuf,
    },
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
    /// Prints the one-time code that creating the first admin asks for from another machine
    /// (the server also prints it when it starts without an admin).
    SetupCode,
}
