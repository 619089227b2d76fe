//! The Visitors tab's CSV export: every counter row of the span, as stored.

use crate::error::ApiError;
use crate::state::AppState;
use time::{Duration, OffsetDateTime};

/// One CSV field: quoted when it holds a comma, a quote or a line break, and a leading `=`, `+`,
/// `-` or `@` written after a `'`, so a spreadsheet never runs it as a formula.
fn field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// The counters of the last `days` days, with a header line.
pub async fn counters(state: &AppState, days: i64) -> Result<String, ApiError> {
    let today = OffsetDateTime::now_utc().date();
    let from = today - Duration::days(days - 1);
    let from = format!(
        "{:04}-{:02}-{:02}",
        from.year(),
        u8::from(from.month()),
        from.day()
    );
    let rows = crate::db::visits::report::rows(&state.db, &from).await?;
    let mut text = String::from("period,kind,page,language,referrer,device,views,visitors\n");
    for row in rows {
        let fields: Vec<String> = row.values.iter().map(|value| field(value)).collect();
        text.push_str(&fields.join(","));
        text.push_str(&format!(",{},{}\n", row.views, row.visitors));
    }
    Ok(text)
}
