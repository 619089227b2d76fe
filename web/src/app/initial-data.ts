import type { QueryClient } from '@tanstack/react-query';
import { caseStudyQuery } from '../features/case-study/api/case-study';
import { homeQuery } from '../features/public-home/api/home';
import type { PublicCaseStudy } from '../lib/api-schema';
import type { Home } from '../lib/core';

/** What the server embeds in `/` and case study pages: the API's own answers. */
interface InitialData {
  /** On `/`: `GET /api/home`. */
  home?: Home;
  caseStudy?: PublicCaseStudy;
  /** On the page of a slug that is not published: that slug. */
  caseStudyNotFound?: string;
}

/**
 * Starts the query cache with the data the server put in `#folio-data`, so the first screen
 * needs no API round trip. The data counts as fetched now: fresh for 5 minutes like any read.
 */
export function seedInitialData(client: QueryClient): void {
  const text = document.getElementById('folio-data')?.textContent;
  if (!text) return;
  let data: InitialData;
  try {
    data = JSON.parse(text) as InitialData;
  } catch {
    return;
  }
  if (data.home) client.setQueryData(homeQuery().queryKey, data.home);
  if (data.caseStudy) {
    client.setQueryData(caseStudyQuery(data.caseStudy.slug).queryKey, data.caseStudy);
  }
  if (data.caseStudyNotFound !== undefined) {
    client.setQueryData(caseStudyQuery(data.caseStudyNotFound).queryKey, null);
  }
}
