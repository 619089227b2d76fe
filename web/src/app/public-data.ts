// The public pages' data: the answers of the public reads they draw from (`GET /api/home/view`, a
// view of the home on one page, and `GET /api/case-studies/{slug}`), each kept under its address
// with spec §7's policy (fresh for 5 minutes, kept for 10 once nothing shows it, retries with
// backoff), and the home's views with their addresses. The server renders with a store holding the page's data, and the browser
// starts from the same data (`#folio-data`), so the first draw needs no request; another view of
// the home is fetched when the visitor opens it. Two reads need no query library: visitors
// download none.
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { PublicCaseStudy } from '../lib/api-schema';
import { type Answer, read } from '../lib/api';
import type { HomeShown, ViewLink } from '../lib/core';
import type { FooterOwner } from '../components/ui/footer-owner';
import { FRESH_FOR, KEPT_FOR, retryDelay, retryUpTo } from '../lib/retry';
import type { PageLanguage } from '../lib/languages';
import type { PublicStrings } from '../lib/strings';
import type { ContactPageData } from '../features/contact/contact-data';

/** What the server embeds in a public page, and hands its own render. */
export interface InitialData {
  /** On the home: the view it draws, on its page (`GET /api/home/view`). */
  home?: HomeShown;
  /** On a case study's page: `GET /api/case-studies/{slug}`. The embedded copy leaves out
   * `contentHtml`, which the page's markup already holds (`CASE_STUDY_BODY_ID`). */
  caseStudy?: PublicCaseStudy;
  /** On the page of a slug that is not published: that slug. */
  caseStudyNotFound?: string;
  /** On every page: each view of the home with its own address, as folio-core reads and lists
   * them (`home_view::HomeView::all`), the default view first and each tab's default first. The
   * app finds views here and reads no address itself. */
  views?: ViewLink[];
  /** On the home: the address of the view it draws. Every address naming that view shares the
   * page (`/?tab=education&utm_source=x` too), so the app files the one it was loaded at. */
  view?: string;
  /** On every page: the public interface's words in the page's language (`lib/strings.ts`). */
  strings?: PublicStrings;
  /** On every page of a site in several languages: the page's language and the site's others
   * (none on a one-language site, whose pages are at `/` and `/case-studies/{slug}`). */
  language?: PageLanguage;
  /** On a 404 page: the owner its footer names, with how to reach them (issue 40). */
  owner?: FooterOwner;
  /** On the contact page: its words, form and ticket (issue 42). */
  contact?: ContactPageData;
}

/** One public read: its address, its request, what its failure says, and how often it retries. */
export interface Resource<T> {
  /** The address it is kept under (and the page's own data with it). */
  url: string;
  /** The request, one call of the typed client (`lib/api.ts`), for a page in the language
   * `lang` (the page's tag on a site in several languages, none on a one-language site). */
  fetch: (lang?: string) => Promise<Answer<T>>;
  failure: string;
  retries: number;
  /** What the store notes of an answer when it arrives. */
  arrived?: (store: PublicData, data: T) => void;
}

/** What a component sees of a read. */
export type ReadState<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: Error };

interface Entry {
  state: ReadState<unknown>;
  /** When the data was fetched (or handed over by the page). */
  fetchedAt: number;
  loading?: Promise<void>;
  /** Components showing it; at 0 the entry is dropped after `KEPT_FOR`. */
  users: number;
  drop?: ReturnType<typeof setTimeout>;
}

const PENDING: ReadState<never> = { status: 'pending' };

/** The id of the element that holds a case study's body in the page (`case-study-body.tsx`). */
export const CASE_STUDY_BODY_ID = 'case-study-body';

/** Where a site in one language keeps its case studies (a page without `language` data). */
const CASE_STUDIES = '/case-studies/';

/** Where the part of the home that `view` shows is kept. */
export const homeViewUrl = ({ tab, filter, page }: ViewLink) =>
  `/api/home/view?tab=${tab}&filter=${filter}&page=${page}`;
export const caseStudyUrl = (slug: string) => `/api/case-studies/${encodeURIComponent(slug)}`;

/** The cache of public reads, by address. */
export class PublicData {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  /** The view of the home the visitor last saw in this app, where 'Back to Portfolio' goes. */
  private homeView?: string;
  /** The part of the home last fetched (or handed over by the page): its header stays while
   * another view loads. */
  private lastHome?: HomeShown;
  /** Every view of the home, the default first (`InitialData.views`). */
  readonly views: readonly ViewLink[];
  /** The views by the addresses that name them. */
  private readonly addresses = new Map<string, ViewLink>();
  /** The public interface's words (`InitialData.strings`); a page without data (the dev server's)
   * has none, and shows no words. */
  readonly strings: PublicStrings;
  /** The page's language among the site's; none on a one-language site. */
  readonly language?: PageLanguage;
  /** The owner a 404 page's footer names (`InitialData.owner`). */
  readonly owner?: FooterOwner;
  /** The contact page's data (`InitialData.contact`). */
  readonly contact?: ContactPageData;

  /** A store holding `initial`, fetched now, for a page loaded at `loadedAt` (path and query, as
   * the location has them; none on the server, which renders a view's own address). */
  constructor(initial: InitialData = {}, loadedAt?: string) {
    this.views = initial.views ?? [];
    this.strings = initial.strings ?? ({} as PublicStrings);
    this.language = initial.language;
    this.owner = initial.owner;
    this.contact = initial.contact;
    for (const view of this.views) this.addresses.set(view.href, view);
    if (initial.home) this.homeArrived(initial.home);
    const drawn = initial.view === undefined ? undefined : this.addresses.get(initial.view);
    if (drawn && loadedAt !== undefined && !this.addresses.has(loadedAt)) {
      this.addresses.set(loadedAt, drawn);
    }
    const now = Date.now();
    const put = (url: string, data: unknown) =>
      this.entries.set(url, { state: { status: 'success', data }, fetchedAt: now, users: 0 });
    if (initial.home) put(homeViewUrl(initial.home.view), initial.home);
    if (initial.caseStudy) put(caseStudyUrl(initial.caseStudy.slug), initial.caseStudy);
    // `null`: the server said this slug has no published case study.
    if (initial.caseStudyNotFound !== undefined) put(caseStudyUrl(initial.caseStudyNotFound), null);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  state<T>(resource: Resource<T>): ReadState<T> {
    return (this.entries.get(resource.url)?.state ?? PENDING) as ReadState<T>;
  }

  /** A component starts showing `resource`: fetches it unless it is fresh. */
  use<T>(resource: Resource<T>): () => void {
    const entry = this.entry(resource.url);
    entry.users += 1;
    clearTimeout(entry.drop);
    if (entry.state.status === 'pending' || Date.now() - entry.fetchedAt > FRESH_FOR) {
      void this.fetch(resource);
    }
    return () => {
      entry.users -= 1;
      if (entry.users === 0) {
        entry.drop = setTimeout(() => this.entries.delete(resource.url), KEPT_FOR);
      }
    };
  }

  /** Fetches `resource` now (a retry the visitor asked for), unless a fetch is under way. */
  fetch<T>(resource: Resource<T>): Promise<void> {
    const entry = this.entry(resource.url);
    entry.loading ??= this.load(resource, entry).finally(() => (entry.loading = undefined));
    return entry.loading;
  }

  /** The view of the home at `address` (path and query, as the location has them): the view the
   * server named for it, or the default view for an address no page named. */
  viewAt(address: string): ViewLink | undefined {
    return this.addresses.get(address) ?? this.views[0];
  }

  /** The address of the home in the page's language: its default view's. */
  get home(): string {
    return this.views[0]?.href ?? '/';
  }

  /** Where the page's language keeps its case studies: `/case-studies/`, `/de/case-studies/`. */
  get caseStudies(): string {
    return this.language?.caseStudies ?? CASE_STUDIES;
  }

  /** The address of the case study `slug` in the page's language. */
  caseStudyHref(slug: string): string {
    return `${this.caseStudies}${encodeURIComponent(slug)}`;
  }

  /** The part of the home last fetched or handed over, for what every view shows (the header). */
  get latestHome(): HomeShown | undefined {
    return this.lastHome;
  }

  /** Files a part of the home that arrived: the addresses of its view and of the pages beside it
   * (so the app finds their views), and its header. */
  homeArrived(part: HomeShown): void {
    for (const link of [part.view, part.pager.previous, part.pager.next]) {
      if (link && !this.addresses.has(link.href)) this.addresses.set(link.href, link);
    }
    this.lastHome = part;
  }

  /** Notes the view of the home now shown (its address, `/?tab=playground`). */
  showingHome(href: string): void {
    this.homeView = href;
  }

  /** Where a page's way back to the portfolio goes: the view the visitor came from, or the
   * default view (always on a page's first draw, which the server renders without a past). */
  homeHref(): string {
    return this.homeView ?? this.home;
  }

  /** Forgets every read (the owner changed the site): what is shown next is fetched anew. */
  invalidate(): void {
    for (const entry of this.entries.values()) entry.fetchedAt = 0;
  }

  private entry(url: string): Entry {
    let entry = this.entries.get(url);
    if (!entry) {
      entry = { state: PENDING, fetchedAt: 0, users: 0 };
      this.entries.set(url, entry);
    }
    return entry;
  }

  private async load<T>(resource: Resource<T>, entry: Entry): Promise<void> {
    const retry = retryUpTo(resource.retries);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const data = await read(resource.fetch(this.language?.tag), resource.failure);
        resource.arrived?.(this, data);
        this.set(entry, { status: 'success', data }, Date.now());
        return;
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(resource.failure);
        if (!retry(attempt, failure)) {
          // A page already shown keeps its data; only a page with nothing to show says so.
          if (entry.state.status !== 'success') this.set(entry, { status: 'error', error: failure });
          return;
        }
        await new Promise((wait) => setTimeout(wait, retryDelay(attempt)));
      }
    }
  }

  private set(entry: Entry, state: ReadState<unknown>, fetchedAt = entry.fetchedAt) {
    entry.state = state;
    entry.fetchedAt = fetchedAt;
    this.listeners.forEach((listener) => listener());
  }
}

const PublicDataContext = createContext<PublicData | null>(null);
export const PublicDataProvider = PublicDataContext.Provider;

/** The page's store of public reads. */
export function usePublicData(): PublicData {
  const store = useContext(PublicDataContext);
  if (!store) throw new Error('usePublicData needs a PublicDataProvider');
  return store;
}

/** What `resource` holds, fetched when missing or stale; `refetch` tries again at once. */
export function useRead<T>(resource: Resource<T>): ReadState<T> & { refetch: () => void } {
  const store = usePublicData();
  const { url } = resource;
  const read = useCallback(() => store.state(resource), [store, url]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = useSyncExternalStore(store.subscribe, read, read);
  useEffect(() => store.use(resource), [store, url]); // eslint-disable-line react-hooks/exhaustive-deps
  return { ...state, refetch: () => void store.fetch(resource) };
}
