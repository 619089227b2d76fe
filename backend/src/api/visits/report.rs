//! The Visitors tab's report: periods with their counts, and the top of each dimension.

use crate::db::visits::report::{self as store, Dimension};
use crate::error::ApiError;
use crate::state::AppState;
use folio_core::language::{LanguageTag, Languages};
use folio_core::translations::{carried, slug_in};
use poem_openapi::Object;
use std::collections::HashMap;
use time::{Date, Duration, OffsetDateTime};

/// How many rows each top list shows.
const TOP: i64 = 20;

/// One period of the chart: a day, or past 90 days a month.
#[derive(Object, Clone)]
#[oai(rename_all = "camelCase")]
pub struct PeriodCount {
    /// `YYYY-MM-DD`, or `YYYY-MM` for a month.
    period: String,
    /// Distinct visitors that period.
    visitors: i64,
    /// Page views that period.
    views: i64,
}

/// One row of a top list.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct TopRow {
    /// What it is: an address, a referrer, a language tag, a device class.
    name: String,
    /// A case study's title, for its address.
    #[oai(skip_serializing_if_is_none)]
    title: Option<String>,
    /// The language its address names, for a page.
    #[oai(skip_serializing_if_is_none)]
    language: Option<String>,
    /// Views.
    views: i64,
    /// Visitors.
    visitors: i64,
}

/// The Visitors tab's counts.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct VisitsReport {
    /// The span: 1 to 365 days.
    days: i64,
    /// Today (UTC), `YYYY-MM-DD`.
    today: String,
    /// Visitors and views per period, oldest first, every day there (zero when none).
    periods: Vec<PeriodCount>,
    /// Views over the span.
    views: i64,
    /// Visitors over the span (a visitor on two days counts twice).
    visitors: i64,
    /// Feed fetches over the span.
    feed_fetches: i64,
    /// Résumé downloads over the span.
    downloads: i64,
    /// The pages read most.
    pages: Vec<TopRow>,
    /// Where readers came from.
    referrers: Vec<TopRow>,
    /// The languages pages were read in.
    languages: Vec<TopRow>,
    /// The devices pages were read on.
    devices: Vec<TopRow>,
    /// Addresses asked for that do not exist.
    missing: Vec<TopRow>,
}

fn day(date: Date) -> String {
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        u8::from(date.month()),
        date.day()
    )
}

/// The periods of the `days` to `today`: each day of the last 90, the months before.
fn periods(today: Date, days: i64, stored: &[store::Period]) -> Vec<PeriodCount> {
    let counts: HashMap<&str, (i64, i64)> = stored
        .iter()
        .filter(|period| period.kind == "page")
        .map(|period| (period.day.as_str(), (period.visitors, period.views)))
        .collect();
    let mut shown: Vec<PeriodCount> = Vec::new();
    for back in (0..days).rev() {
        let date = today - Duration::days(back);
        let name = if back > 90 {
            day(date)[..7].to_owned()
        } else {
            day(date)
        };
        if shown.last().is_some_and(|last| last.period == name) {
            continue;
        }
        let (visitors, views) = counts.get(name.as_str()).copied().unwrap_or_default();
        shown.push(PeriodCount {
            period: name,
            visitors,
            views,
        });
    }
    shown
}

/// Each case study's addresses (language segment, slug) and its id and title.
pub struct Titles {
    by_address: HashMap<(String, String), (i64, String)>,
    languages: Languages,
}

impl Titles {
    /// Reads the case studies and the site's languages.
    pub async fn read(state: &AppState) -> Result<Self, ApiError> {
        let languages = crate::db::profile::get(&state.db).await?.owner.languages;
        let studies = crate::db::case_studies::list(&state.db, false).await?;
        let mut by_address = HashMap::new();
        for study in studies {
            let fields = &study.fields;
            for tag in languages.as_slice() {
                let segment = if tag == languages.default_language() {
                    String::new()
                } else {
                    tag.as_str().to_ascii_lowercase()
                };
                let slug = slug_in(&fields.slug, carried(&fields.translations), &languages, tag);
                by_address.insert((segment, slug.to_owned()), (study.id, fields.title.clone()));
            }
        }
        Ok(Self {
            by_address,
            languages,
        })
    }

    fn of(&self, page: &str, language: &str) -> Option<&(i64, String)> {
        let slug = page.strip_prefix("/case-studies/")?;
        self.by_address.get(&(language.to_owned(), slug.to_owned()))
    }

    /// The case study whose address is `page` in any language.
    pub fn id_of_any(&self, page: &str) -> Option<i64> {
        let slug = page.strip_prefix("/case-studies/")?;
        self.by_address
            .iter()
            .find(|((_, s), _)| s == slug)
            .map(|(_, (id, _))| *id)
    }

    /// The tag a language segment names: the default language for none.
    fn language(&self, segment: &str) -> String {
        if segment.is_empty() {
            return self.languages.default_language().as_str().to_owned();
        }
        LanguageTag::parse(segment).map_or(segment.to_owned(), |tag| tag.as_str().to_owned())
    }
}

/// The report of the last `days` days.
pub async fn report(state: &AppState, days: i64) -> Result<VisitsReport, ApiError> {
    let today = OffsetDateTime::now_utc().date();
    let from = day(today - Duration::days(days - 1));
    let stored = store::periods(&state.db, &from).await?;
    let sum = |kind: &str, pick: fn(&store::Period) -> i64| {
        stored
            .iter()
            .filter(|p| p.kind == kind)
            .map(pick)
            .sum::<i64>()
    };
    let titles = Titles::read(state).await?;
    let top = |dimension| store::top(&state.db, dimension, &from, TOP);
    let plain = |rows: Vec<store::Top>| -> Vec<TopRow> {
        rows.into_iter()
            .map(|row| TopRow {
                name: row.values.concat(),
                title: None,
                language: None,
                views: row.views,
                visitors: row.visitors,
            })
            .collect()
    };
    let pages = top(Dimension::Pages)
        .await?
        .into_iter()
        .map(|row| {
            let (page, segment) = (&row.values[0], &row.values[1]);
            TopRow {
                title: titles.of(page, segment).map(|(_, title)| title.clone()),
                language: Some(titles.language(segment)),
                name: page.clone(),
                views: row.views,
                visitors: row.visitors,
            }
        })
        .collect();
    let mut languages = plain(top(Dimension::Languages).await?);
    for row in &mut languages {
        row.name = titles.language(&row.name);
    }
    Ok(VisitsReport {
        days,
        today: day(today),
        periods: periods(today, days, &stored),
        views: sum("page", |p| p.views),
        visitors: sum("page", |p| p.visitors),
        feed_fetches: sum("feed", |p| p.views),
        downloads: sum("download", |p| p.views),
        pages,
        referrers: plain(top(Dimension::Referrers).await?),
        languages,
        devices: plain(top(Dimension::Devices).await?),
        missing: plain(top(Dimension::Missing).await?),
    })
}
