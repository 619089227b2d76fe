import { useSearch } from 'wouter';

// Which view of the home page the URL names (spec §2, §4): `?tab=` and, on Work Experience,
// `?filter=`. Unknown or missing values mean the defaults. The server reads the URL the same way
// (`backend/src/pages/view.rs`) and draws the same view, which the app then hydrates.

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

/** The view a query string names. */
export function parseView(search: string): HomeView {
  const params = new URLSearchParams(search);
  const tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'experiences';
  const filter =
    tab === 'experiences'
      ? (FILTERS.find((f) => f.value === params.get('filter'))?.value ?? 'all')
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
