import { homeViewUrl, usePublicData, useRead, type Resource } from '../../../app/public-data';
import { api } from '../../../lib/api';
import type { HomeShown, ViewLink } from '../../../lib/core';
import { useHomeView } from '../view';

/**
 * The part of the public home that `view` shows, on its page, derived on the server by
 * folio-core (`GET /api/home/view`, with `?lang=` on another language's pages): the header and
 * the view's cards or groups, with grouping, ordering, date ranges and links in text already
 * applied, so the page only lays it out and a visitor's browser never loads the WASM module.
 * Spec §7: experience queries retry once; the experiences come with this one.
 */
export function homeRead(view: ViewLink): Resource<HomeShown> {
  const { tab, filter, page } = view;
  return {
    url: homeViewUrl(view),
    // In the page's language: its dates and counts are in its words, as the server drew them.
    fetch: (lang) =>
      api.GET('/home/view', {
        params: { query: { tab, filter, page: String(page), ...(lang === undefined ? {} : { lang }) } },
      }),
    failure: 'Failed to fetch experiences',
    retries: 1,
    arrived: (store, part) => store.homeArrived(part),
  };
}

/** The part of the home the current location shows (pending on a page without the views). */
export function useHomeRead() {
  const view = useHomeView();
  return useRead(homeRead(view ?? { tab: 'experiences', filter: 'all', page: 1, href: '/' }));
}

/** What every view shows (the header, the footer): the current view's part, or while it loads,
 * the part shown before it. */
export function useHomeShell(): HomeShown | undefined {
  const home = useHomeRead();
  const store = usePublicData();
  return home.status === 'success' ? home.data : store.latestHome;
}
