//! The counting's day (UTC, or a test's), its salt's randomness and days before it.

use super::settings::Settings;
use time::{Date, Duration, OffsetDateTime, format_description::well_known::Iso8601};

/// `YYYY-MM-DD`.
fn format(date: Date) -> String {
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        u8::from(date.month()),
        date.day()
    )
}

/// Today (UTC), or the day a test's file names.
pub fn today(settings: &Settings) -> String {
    if let Some(file) = &settings.test_day_file
        && let Ok(text) = std::fs::read_to_string(file)
        && let Some(day) = parse(text.trim())
    {
        return format(day);
    }
    format(OffsetDateTime::now_utc().date())
}

fn parse(day: &str) -> Option<Date> {
    Date::parse(day, &Iso8601::DATE).ok()
}

/// The day `days` before `day` (`YYYY-MM-DD`).
pub fn days_before(day: &str, days: i64) -> String {
    let date = parse(day).unwrap_or_else(|| OffsetDateTime::now_utc().date());
    format(date.checked_sub(Duration::days(days)).unwrap_or(Date::MIN))
}

/// 32 random bytes from the system's generator (two v4 UUIDs' worth).
pub fn fresh_salt() -> Vec<u8> {
    let mut salt = uuid::Uuid::new_v4().into_bytes().to_vec();
    salt.extend_from_slice(&uuid::Uuid::new_v4().into_bytes());
    salt
}
