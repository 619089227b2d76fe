//! The `folio` binary: reads its configuration, opens and migrates the database, and serves.

use clap::Parser;
use folio_server::{Config, cli, serve};
use tracing_subscriber::EnvFilter;

// mimalloc hands freed memory back to the system; with the system allocator the ~19 MiB each
// argon2 hash allocates stayed resident after every login.
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's purge delay, which it reads from the environment as the process loads.
#[cfg(all(feature = "mimalloc", unix))]
const PURGE_DELAY: &str = "MIMALLOC_PURGE_DELAY";

/// Freed memory goes back to the system at once: unless the environment says otherwise, the
/// server starts itself again (the same process, `exec`) with mimalloc's purge delay at 0. With
/// its default of 10 ms, memory went back only when the thread that freed it next allocated,
/// which a worker waiting after a burst, or the render thread after dropping its engine, never
/// does: 6 MiB of an idle server's 17 MiB of heap (issue 46). Cached pages were served at the
/// same rates. Setting the option in code would take `unsafe`, which the workspace forbids.
#[cfg(all(feature = "mimalloc", unix))]
fn purge_at_once() {
    use std::os::unix::process::CommandExt;
    if std::env::var_os(PURGE_DELAY).is_some() {
        return;
    }
    let Ok(program) = std::env::current_exe() else {
        return;
    };
    let mut args = std::env::args_os();
    let mut command = std::process::Command::new(program);
    if let Some(name) = args.next() {
        command.arg0(name);
    }
    // Returns only when it could not start: the server then runs with the default delay.
    let error = command.args(args).env(PURGE_DELAY, "0").exec();
    eprintln!("starting with {PURGE_DELAY}=0 failed ({error}): memory is purged later");
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    #[cfg(all(feature = "mimalloc", unix))]
    purge_at_once();
    run()
}

/// Serves, or runs the command the arguments name.
#[tokio::main]
async fn run() -> Result<(), Box<dyn std::error::Error>> {
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
