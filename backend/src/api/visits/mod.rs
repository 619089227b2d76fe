//! The admin's Visitors tab (issue 44): the counts of the last 7, 30 or 365 days (visitors and
//! views per day, past 90 days per month), the top pages named by their case study's title, top
//! referrers, languages, devices, missing addresses, the feed and résumé downloads; a CSV of the
//! counters; and each case study's views, for Manage Case Studies.

mod csv;
mod report;

use super::ApiTags;
use crate::auth::Admin;
use crate::error::ApiResult;
use crate::state::AppState;
use poem::web::Data;
use poem_openapi::param::Query;
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::{Object, OpenApi};
pub use report::VisitsReport;

/// One case study's views over everything kept.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct CaseStudyViews {
    /// The case study.
    id: i64,
    /// Its views, in every language.
    views: i64,
}

/// The Visitors tab's calls.
pub struct VisitsApi;

/// The span when a call names none. The tab offers 7, 30 and 365 days; the API answers any span
/// of 1 to 365, its schema refusing others with a 400.
const DAYS: i64 = 30;

#[OpenApi(tag = "ApiTags::Data")]
impl VisitsApi {
    /// The visitor statistics of the last `days` days (1 to 365; 30 by default).
    #[oai(path = "/admin/visits", method = "get")]
    async fn visits(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        #[oai(validator(minimum(value = "1"), maximum(value = "365")))] days: Query<Option<i64>>,
    ) -> ApiResult<Json<VisitsReport>> {
        Ok(Json(report::report(&state, days.0.unwrap_or(DAYS)).await?))
    }

    /// The counters of the last `days` days (1 to 365; 30 by default) as CSV: period, kind, page,
    /// language, referrer, device, views, visitors.
    #[oai(path = "/admin/visits/csv", method = "get")]
    async fn visits_csv(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        #[oai(validator(minimum(value = "1"), maximum(value = "365")))] days: Query<Option<i64>>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let days = days.0.unwrap_or(DAYS);
        let text = csv::counters(&state, days).await?;
        Ok(Attachment::new(text.into_bytes())
            .attachment_type(AttachmentType::Attachment)
            .filename(format!("visitors-{days}-days.csv")))
    }

    /// Each case study's views over everything kept, in every language.
    #[oai(path = "/admin/visits/case-studies", method = "get")]
    async fn case_study_views(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Json<Vec<CaseStudyViews>>> {
        let titles = report::Titles::read(&state).await?;
        let mut views = std::collections::BTreeMap::<i64, i64>::new();
        for (page, count) in crate::db::visits::report::case_study_views(&state.db).await? {
            if let Some(id) = titles.id_of_any(&page) {
                *views.entry(id).or_default() += count;
            }
        }
        Ok(Json(
            views
                .into_iter()
                .map(|(id, views)| CaseStudyViews { id, views })
                .collect(),
        ))
    }
}
