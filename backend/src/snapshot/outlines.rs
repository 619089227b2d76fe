//! Every case study's outline (its row without the body), read again only when a case study
//! changed: each cold case study page, the feeds and the home place a page among all the others,
//! and a site of a thousand case studies took 20 ms of a cold page to read them (issue 46). The
//! database counts the writes to case studies itself (`site_version.case_studies`, kept by
//! triggers), so a write to anything else, or through any path, is never missed.

use folio_core::case_study::CaseStudy;
use sqlx::AnyPool;
use std::sync::Arc;

/// The outlines last read: the count of case-study writes they were read at, and the snapshot
/// generation that count was last checked in.
struct Kept {
    changes: i64,
    checked_in: u64,
    outlines: Arc<Vec<CaseStudy>>,
}

/// The outlines kept, read again only when a case study changed.
#[derive(Default)]
pub(super) struct Outlines(tokio::sync::Mutex<Option<Kept>>);

impl Outlines {
    /// The case studies in the Playground's order, bodies left out, as stored at `generation`.
    /// Every write moves the generation, so within one the outlines are served as kept; the
    /// first read of a new one checks the count, and reads the outlines again only when it
    /// moved. Reads that find them changed wait for the first of them instead of each reading
    /// them all.
    pub(super) async fn of(
        &self,
        db: &AnyPool,
        generation: u64,
    ) -> Result<Arc<Vec<CaseStudy>>, sqlx::Error> {
        let mut kept = self.0.lock().await;
        if let Some(kept) = &*kept
            && kept.checked_in == generation
        {
            return Ok(kept.outlines.clone());
        }
        // Read before the outlines: a write that lands between moves the count past this one,
        // so what is read here is never kept past that write.
        let changes: i64 = sqlx::query_scalar("SELECT case_studies FROM site_version WHERE id = 1")
            .fetch_one(db)
            .await?;
        if let Some(kept) = &mut *kept
            && kept.changes == changes
        {
            kept.checked_in = generation;
            return Ok(kept.outlines.clone());
        }
        let outlines = Arc::new(crate::db::case_studies::outlines(db).await?);
        *kept = Some(Kept {
            changes,
            checked_in: generation,
            outlines: outlines.clone(),
        });
        Ok(outlines)
    }
}
