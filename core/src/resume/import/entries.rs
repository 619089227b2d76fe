//! `work` and `education` entries read as experiences and education entries (the rules are in
//! the parent module's docs).

use super::gaps::IncompleteExperience;
use super::matching::Start;
use super::read::{self, Warnings, clip, list, object, shorten_for_message, text};
use crate::dates::YearMonth;
use crate::suggestions::INDUSTRIES;
use crate::tools::{Tool, parse_tool_entry};
use crate::url::is_http_url;
use crate::validation::{
    EducationDraft, Experience, NewEducation, NewExperience, SortOrderInput, limits,
};
use serde_json::Value;

/// A work entry's `highlights` as accomplishments, one per line, or `None` when it has none. A
/// Folio export gives them as written too (`work[].folio`), bullets and all: those are taken.
fn accomplishments(
    entry: &serde_json::Map<String, Value>,
    own: Option<&serde_json::Map<String, Value>>,
    label: &str,
    warnings: &mut Warnings,
) -> Option<String> {
    let highlights: Vec<String> = list(
        entry,
        "highlights",
        &format!("{label}'s highlights"),
        warnings,
    )
    .filter_map(Value::as_str)
    .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
    .filter(|line| !line.is_empty())
    .collect();
    if highlights.is_empty() {
        return None;
    }
    let written = own.and_then(|own| text(own, "accomplishments", label, warnings));
    Some(written.unwrap_or_else(|| highlights.join("\n")))
}

/// One work entry as an experience with its start as the document wrote it and whether its
/// industry is Folio's own (`work[].folio`, not guessed), or `None` (with a warning) when it
/// cannot be one.
pub(super) fn experience(
    n: usize,
    entry: &Value,
    warnings: &mut Warnings,
) -> Option<(Read, Start, bool)> {
    let (entry, label) = read::entry("Work", n, entry, warnings)?;
    let mut read = |key: &str| text(entry, key, &label, warnings);
    let position = read("position");
    let company = read("name");
    let start = read("startDate");
    let end = read("endDate");
    let summary = read("summary");
    let about = read("description");
    let own = object(entry, "folio", &format!("{label}'s folio"), warnings);
    let industry_of = own.and_then(|own| text(own, "industry", &label, warnings));
    let own_tools: Vec<Tool> = own
        .map(|own| {
            list(own, "tools", &format!("{label}'s tools"), warnings)
                .filter_map(parse_tool_entry)
                .collect()
        })
        .unwrap_or_default();
    let accomplishments = accomplishments(entry, own, &label, warnings);
    let quote = |text: &String| shorten_for_message(text);
    let who = match (&position, &company) {
        (Some(position), Some(company)) => {
            format!("{label} ({} at {})", quote(position), quote(company))
        }
        (Some(one), None) | (None, Some(one)) => format!("{label} ({})", quote(one)),
        (None, None) => label.clone(),
    };
    let skip = |why: &str, warnings: &mut Warnings| {
        warnings.push(format!("{who} was skipped: {why}."));
        None
    };
    let (Some(position), Some(company)) = (position, company) else {
        return skip("Folio needs both a position and a company name", warnings);
    };
    let Some(start) = start else {
        return skip("it has no start date", warnings);
    };
    let Some(start_date) = month(&start, &who, "start", warnings) else {
        return skip(
            &format!(
                "its start date '{}' is not a date",
                shorten_for_message(&start)
            ),
            warnings,
        );
    };
    let start_as_written = if start.trim().len() == 4 {
        Start::Year(start_date)
    } else {
        Start::Month(start_date)
    };
    let end_date = match &end {
        None => None,
        Some(end) => {
            let read = month(end, &who, "end", warnings);
            if read.is_none() {
                warnings.push(format!(
                    "{who}: its end date '{}' is not a date, so it is imported as your current job.",
                    shorten_for_message(end)
                ));
            }
            read
        }
    };
    // Never one field copied into the other (issue 23, point 4): Folio needs both, so an entry
    // without one waits in the preview for the owner's words ([`super::incomplete`]).
    let own_industry = industry_of.is_some();
    let industry = industry_of
        .or_else(|| industry(&[about.as_deref(), summary.as_deref()]).map(str::to_owned));
    let clipped = |text: Option<String>, what: &str, warnings: &mut Warnings| {
        text.map(|text| {
            clip(
                text,
                limits::LONG_TEXT,
                &format!("{who}'s {what}"),
                warnings,
            )
        })
    };
    let description = clipped(summary, "summary", warnings);
    let accomplishments = clipped(accomplishments, "highlights", warnings);
    let draft = Experience {
        job_title: clip(
            position,
            limits::SHORT_TEXT,
            &format!("{who}'s position"),
            warnings,
        ),
        company: clip(
            company,
            limits::SHORT_TEXT,
            &format!("{who}'s company name"),
            warnings,
        ),
        industry: industry.unwrap_or_else(|| "Other".to_owned()),
        start_date: start_date.to_string(),
        end_date: end_date.map(|end| end.to_string()),
        is_current_job: end_date.is_none(),
        description: description.clone().unwrap_or_default(),
        accomplishments: accomplishments.clone().unwrap_or_default(),
        tools: own_tools,
        ..Experience::default()
    };
    match draft.clone().parse() {
        Ok(experience) => Some((Read::Complete(experience), start_as_written, own_industry)),
        Err(errors) if missing_text_alone(&errors) => Some((
            Read::Incomplete(IncompleteExperience::of(
                n,
                draft,
                description,
                accomplishments,
            )),
            start_as_written,
            own_industry,
        )),
        Err(errors) => skip(&errors.to_string(), warnings),
    }
}

/// A work entry read: an experience, or one that lacks its description or accomplishments.
pub(super) enum Read {
    /// Everything Folio needs.
    Complete(NewExperience),
    /// All but the description or the accomplishments, which the owner may write.
    Incomplete(IncompleteExperience),
}

/// Whether `errors` say only that the description or the accomplishments are missing.
fn missing_text_alone(errors: &crate::validation::ValidationErrors) -> bool {
    errors.fields.iter().all(|error| {
        error.code == crate::validation::FieldCode::Required
            && matches!(error.field.as_str(), "description" | "accomplishments")
    })
}

/// One education entry, and whether its category is the fallback `Education`; `None` (with a
/// warning) when it cannot be one.
pub(super) fn study(
    n: usize,
    entry: &Value,
    warnings: &mut Warnings,
) -> Option<(NewEducation, bool)> {
    let (entry, label) = read::entry("Education", n, entry, warnings)?;
    let mut read = |key: &str| text(entry, key, &label, warnings);
    let institution = read("institution");
    let area = read("area");
    let study_type = read("studyType");
    let url = read("url");
    let end = read("endDate");
    let start = read("startDate");
    // Folio's own export gives the date as written (`education[].folio`); LinkedIn's export
    // marks a category that is its default word, not one the owner gave (`defaultCategory`).
    let own = object(entry, "folio", &format!("{label}'s folio"), warnings);
    let own_date = own.and_then(|own| text(own, "date", &label, warnings));
    let default_category = own
        .and_then(|own| own.get("defaultCategory"))
        .and_then(Value::as_bool)
        .unwrap_or(false);
    let Some(institution) = institution else {
        warnings.push(format!("{label} was skipped: it has no institution."));
        return None;
    };
    let who = format!("{label} ({})", shorten_for_message(&institution));
    let guessed = default_category || (area.is_none() && study_type.is_none());
    let category = match (area, study_type) {
        (Some(area), _) => area,
        (None, Some(kind)) => kind,
        (None, None) => {
            warnings.push(format!(
                "{who} has no area or study type: it is filed under 'Education'."
            ));
            "Education".to_owned()
        }
    };
    let link = url.filter(|url| {
        let fits = is_http_url(url) && url.chars().count() <= limits::URL;
        if !fits {
            warnings.push(format!(
                "{who}: its url '{}' is not a web address starting with http:// or https://, \
                 so it has no link.",
                shorten_for_message(url)
            ));
        }
        fits
    });
    let date = own_date.or(end).or(start).map(|date| {
        clip(
            date,
            limits::EDUCATION_DATE,
            &format!("{who}'s date"),
            warnings,
        )
    });
    let draft = EducationDraft {
        name: clip(
            institution,
            limits::SHORT_TEXT,
            &format!("{who}'s institution"),
            warnings,
        ),
        category: clip(
            category,
            limits::SHORT_TEXT,
            &format!("{who}'s area"),
            warnings,
        ),
        link,
        date,
        sort_order: SortOrderInput::Number((n - 1) as f64),
        translations: None,
    };
    match draft.parse() {
        Ok(entry) => Some((entry, guessed)),
        Err(errors) => {
            warnings.push(format!("{who} was skipped: {errors}."));
            None
        }
    }
}

/// The month of an ISO 8601 date: `YYYY-MM` or `YYYY-MM-DD`, or a bare `YYYY` as its January
/// (with a warning naming `which` date of `who`).
fn month(text: &str, who: &str, which: &str, warnings: &mut Warnings) -> Option<YearMonth> {
    let text = text.trim();
    let digits = |part: &str, n: usize| part.len() == n && part.bytes().all(|b| b.is_ascii_digit());
    if digits(text, 4) {
        let month = YearMonth::parse(&format!("{text}-01"))?;
        warnings.push(format!(
            "{who}: its {which} date gives only the year {text}, so January {text} is used."
        ));
        return Some(month);
    }
    let month_part = match text.len() {
        7 => text,
        10 if text.as_bytes()[7] == b'-' && digits(&text[8..], 2) => &text[..7],
        _ => return None,
    };
    YearMonth::parse(month_part)
}

/// The first industry suggestion (not `Other`) named as whole words in any of `texts`.
fn industry(texts: &[Option<&str>]) -> Option<&'static str> {
    texts.iter().flatten().find_map(|text| {
        let words: Vec<String> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|word| !word.is_empty())
            .map(str::to_lowercase)
            .collect();
        INDUSTRIES[..INDUSTRIES.len() - 1]
            .iter()
            .copied()
            .find(|industry| {
                let wanted: Vec<String> = industry.split(' ').map(str::to_lowercase).collect();
                words
                    .windows(wanted.len())
                    .any(|window| window == wanted.as_slice())
            })
    })
}
