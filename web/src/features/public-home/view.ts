import { useSearch } from 'wouter';

// Which view of the home page the URL names (spec §2, §4): `?tab=` and, on Work Experience,
// `?filter=`. Unknown or missing values mean the defaults. The rule is folio-core's
// (`core/src/home_view.rs`): the server keys its snapshot and canonical URL on the view's own
// address and renders these components for it, and the app then hydrates that markup. The public
// pages carry no WASM, so the app reads the address with the few lines below, held to folio-core's
// rule by its vectors (`core/tests/vectors/home-view.json`, run by `lib/core.test.ts`).

export const TABS = [
  { value: 'experiences', label: 'Work Experience' },
  { value: 'education', label: 'Education' },
  { value: 'playground', label: 'Playground' },
] as const;

export const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'tools', label: 'By Tools' },
  { value: 'industries', label: 'By Industries' },
] as const;

export type Tab = (typeof TABS)[number]['value'];
export type Filter = (typeof FILTERS)[number]['value'];

/** One view; `filter` is `all` unless the tab is Work Experience. */
export interface HomeView {
  tab: Tab;
  filter: Filter;
}

/** The first value of `name` in a query string, as `URLSearchParams` reads it (the server's
 * JavaScript engine has no `URLSearchParams`). */
function param(search: string, name: string): string | null {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    if (decode(key) === name) return at < 0 ? '' : decode(pair.slice(at + 1));
  }
  return null;
}

/** The view a query string names. */
export function parseView(search: string): HomeView {
  const tab = TABS.find((t) => t.value === param(search, 'tab'))?.value ?? 'experiences';
  const filter =
    tab === 'experiences'
      ? (FILTERS.find((f) => f.value === param(search, 'filter'))?.value ?? 'all')
      : 'all';
  return { tab, filter };
}

/** The view's own address: `/`, `/?filter=tools`, `/?tab=education`… */
export function viewHref({ tab, filter }: HomeView): string {
  if (tab !== 'experiences') return `/?tab=${tab}`;
  return filter === 'all' ? '/' : `/?filter=${filter}`;
}

/** Where a tab's link goes from `view`: Work Experience keeps the current filter. */
export function tabHref(view: HomeView, tab: Tab): string {
  return viewHref(tab === view.tab ? view : { tab, filter: 'all' });
}

/** Where a filter's link goes. */
export function filterHref(filter: Filter): string {
  return viewHref({ tab: 'experiences', filter });
}

/** The view the current URL names. */
export function useHomeView(): HomeView {
  return parseView(useSearch());
}
