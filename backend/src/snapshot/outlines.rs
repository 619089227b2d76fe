//! Every case study's outline (its row without the body), read once per generation: each cold
//! case study page, the feeds and the home place a page among all the others, and a site of a
//! thousand case studies took 30 ms of a cold page to read them (issue 46).

use folio_core::case_study::CaseStudy;
use sqlx::AnyPool;
use std::sync::Arc;

/// The outlines read for a generation, kept until the next one.
#[derive(Default)]
pub(super) struct Outlines(tokio::sync::Mutex<Option<(u64, Arc<Vec<CaseStudy>>)>>);

impl Outlines {
    /// The case studies in the Playground's order, bodies left out, as of `generation`. Reads of
    /// one generation wait for its first instead of each reading them all.
    pub(super) async fn of(
        &self,
        db: &AnyPool,
        generation: u64,
    ) -> Result<Arc<Vec<CaseStudy>>, sqlx::Error> {
        let mut kept = self.0.lock().await;
        if let Some((read_in, outlines)) = &*kept
            && *read_in == generation
        {
            return Ok(outlines.clone());
        }
        // Read after the generation was: a write that lands meanwhile advances it, so what is
        // read here is never kept past it.
        let outlines = Arc::new(crate::db::case_studies::outlines(db).await?);
        *kept = Some((generation, outlines.clone()));
        Ok(outlines)
    }
}
