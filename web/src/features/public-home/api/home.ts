import { homeUrl, type Resource } from '../../../app/public-data';
import { api } from '../../../lib/api';
import type { Home } from '../../../lib/core';

/**
 * Everything the public home shows, derived on the server by folio-core (`GET /api/home`, with
 * `?lang=` on another language's pages):
 * grouping, ordering, date ranges and links in text are already applied, so the page only lays
 * it out and a visitor's browser never loads the WASM module. Spec §7: experience queries retry
 * once; the experiences come with this one.
 */
export const homeRead: Resource<Home> = {
  url: homeUrl,
  // In the page's language: its dates and counts are in its words, as the server drew them.
  fetch: (lang) => api.GET('/home', lang === undefined ? {} : { params: { query: { lang } } }),
  failure: 'Failed to fetch experiences',
  retries: 1,
};
