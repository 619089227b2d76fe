//! The `folio` binary: reads its configuration, opens and migrates the database, and serves.

use clap::Parser;
use folio_server::{Config, cli, serve};
use tracing_subscriber::EnvFilter;

// mimalloc hands freed memory back to the system; with the system allocator the ~19 MiB each
// argon2 hash allocates stayed resident after every login.
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
        .init();
    let mut config = Config::parse();
    match config.command.take() {
        None => match serve(config).await {
            Ok(()) => Ok(()),
            // Said plainly (each start error names the setting to fix), not as a debug dump.
            Err(error) => {
                eprintln!("{error}");
                std::process::exit(1);
            }
        },
        Some(command) => match cli::run(command, &config).await {
            Ok(done) => {
                println!("{done}");
                Ok(())
            }
            Err(error) => {
                eprintln!("{error}");
                std::process::exit(1);
            }
        },
    }
}
