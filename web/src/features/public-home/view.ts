import { useRouter } from 'wouter';
import { usePublicData } from '../../app/public-data';
import type { Filter, Tab, ViewLink } from '../../lib/core';
import type { PublicKey } from '../../lib/strings';

// The view of the home page a location shows (spec §2, §4: `?tab=` and, on Work Experience,
// `?filter=`), and where each tab and filter goes. The rule is folio-core's
// (`core/src/home_view.rs`): the server reads the address, and every page hands the app the views
// with their addresses (`InitialData.views`), which the app only looks up. What stays here is
// which of the page's words (`strings.ts`) names each tab and filter.

export const TAB_LABELS: Record<Tab, PublicKey> = {
  experiences: 'tabExperiences',
  education: 'tabEducation',
  playground: 'tabPlayground',
};

export const FILTER_LABELS: Record<Filter, PublicKey> = {
  all: 'filterAll',
  tools: 'filterTools',
  industries: 'filterIndustries',
};

/** The view the current location shows; none on a page without the table of views. */
export function useHomeView(): ViewLink | undefined {
  // The path and query as the location spells them (`location.pathname + location.search` in the
  // browser, the address rendered on the server): wouter's `useLocation`/`useSearch` decode them,
  // and the address the page was loaded at is filed spelled as the location spells it.
  const router = useRouter();
  const [path] = router.hook(router);
  const search = router.searchHook(router).replace(/^\?/, '');
  return usePublicData().viewAt(search ? `${path}?${search}` : path);
}

/** One link per tab, in the table's order: to the tab's first view (where it opens), or, for the
 * tab shown, to the view shown (Work Experience keeps its filter). */
export function tabLinks(views: readonly ViewLink[], shown: ViewLink): ViewLink[] {
  const firsts = views.filter((view, at) => views.findIndex((v) => v.tab === view.tab) === at);
  return firsts.map((first) => (first.tab === shown.tab ? shown : first));
}

/** One link per filter of the tab `shown` is on: its views. */
export function filterLinks(views: readonly ViewLink[], shown: ViewLink): ViewLink[] {
  return views.filter((view) => view.tab === shown.tab);
}
