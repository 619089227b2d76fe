//! The visitor statistics' settings: flags and environment variables of `folio` (README).

use std::path::PathBuf;

/// The settings of the statistics: flags and environment variables of `folio` (README).
#[derive(Debug, Clone, clap::Args)]
pub struct Settings {
    /// Count visitor statistics (`false`: count nothing, store nothing new).
    #[arg(long = "count-visits", env = "COUNT_VISITS", default_value_t = true, action = clap::ArgAction::Set)]
    pub count: bool,
    /// Days the statistics are kept (two years); days older than 90 are kept as months.
    #[arg(long = "visits-retention-days", env = "VISITS_RETENTION_DAYS", default_value_t = 730,
          value_parser = clap::value_parser!(u32).range(1..=3660))]
    pub retention_days: u32,
    /// Seconds between writes of the counts in memory (1 to 10).
    #[arg(long = "visits-flush-seconds", env = "VISITS_FLUSH_SECONDS", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..=10))]
    pub flush_seconds: u64,
    /// TEST ONLY: a file holding the day (`YYYY-MM-DD`) counting takes as today, read at each
    /// write, so tests can turn the day. Never set in production.
    #[arg(long = "test-visits-day", env = "FOLIO_TEST_VISITS_DAY")]
    pub test_day_file: Option<PathBuf>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            count: true,
            retention_days: 730,
            flush_seconds: 10,
            test_day_file: None,
        }
    }
}
