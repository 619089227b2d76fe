// The app's lookups in the table of the home's views that every page hands it. The table is the
// one the server embeds: folio-core's `HomeView::all`, pinned by its vector
// (`core/tests/vectors/server-only/home-views.json`, which `cargo test` runs and the backend's page
// tests compare with what a page carries). The rule itself is folio-core's and is tested there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PublicData } from '../../app/public-data';
import type { HomeShown, ViewLink } from '../../lib/core';
import { filterLinks, tabLinks } from './view';

interface VectorFile {
  cases: { output: ViewLink[] }[];
}

const file = new URL('../../../../core/tests/vectors/server-only/home-views.json', import.meta.url);
const views = (JSON.parse(readFileSync(file, 'utf8')) as VectorFile).cases[0]!.output;

describe('the table of views', () => {
  it('finds each view at its own address', () => {
    const store = new PublicData({ views });
    for (const view of views) expect(store.viewAt(view.href)).toBe(view);
  });

  it('shows the default view, the first, at an address no page named', () => {
    const store = new PublicData({ views });
    expect(store.viewAt('/?utm_source=x')).toBe(views[0]);
    expect(store.viewAt('')).toBe(views[0]);
  });

  it('files the address a home was loaded at under the view the server drew', () => {
    for (const drawn of views) {
      const loadedAt = `${drawn.href}${drawn.href.includes('?') ? '&' : '?'}utm_source=x`;
      const store = new PublicData({ views, view: drawn.href }, loadedAt);
      expect(store.viewAt(loadedAt)).toBe(drawn);
      // Only that address: the others keep their own views.
      for (const view of views) expect(store.viewAt(view.href)).toBe(view);
    }
    // A case study names no view drawn: its address is none of the home's.
    const store = new PublicData({ views }, '/case-studies/x');
    expect(store.viewAt('/case-studies/x')).toBe(views[0]);
  });

  it('finds the pages a part of the home links, once it arrived, and the page a home drew', () => {
    const second: ViewLink = { tab: 'playground', filter: 'all', page: 2, href: '/?tab=playground&page=2' };
    const third: ViewLink = { ...second, page: 3, href: '/?tab=playground&page=3' };
    const first = views.find((view) => view.tab === 'playground')!;
    const part = { view: second, pager: { page: 2, pages: 3, previous: first, next: third } } as HomeShown;
    const store = new PublicData({ views, home: part, view: second.href }, '/?page=x&tab=playground&page=2');
    expect(store.viewAt(second.href)).toBe(second);
    expect(store.viewAt('/?page=x&tab=playground&page=2')).toBe(second);
    expect(store.viewAt(third.href)).toBe(third);
    expect(store.viewAt(first.href)).toBe(first);
    expect(store.latestHome).toBe(part);
    // Before it arrives, no page past the first is known: the address shows the default view.
    expect(new PublicData({ views }).viewAt(third.href)).toBe(views[0]);
  });

  it("goes back to the portfolio's default view, or to the view last shown", () => {
    const store = new PublicData({ views });
    expect(store.homeHref()).toBe(views[0]!.href);
    store.showingHome(views.at(-1)!.href);
    expect(store.homeHref()).toBe(views.at(-1)!.href);
  });

  it('has a link per tab: the view shown for its tab, the first view of each other', () => {
    const tabs = [...new Set(views.map((view) => view.tab))];
    for (const shown of views) {
      const links = tabLinks(views, shown);
      expect(links.map((link) => link.tab)).toEqual(tabs);
      for (const link of links) {
        const first = views.find((view) => view.tab === link.tab);
        expect(link).toBe(link.tab === shown.tab ? shown : first);
      }
    }
  });

  it("has a link per filter of the shown view's tab, each view once", () => {
    const linked = new Set<ViewLink>();
    for (const shown of views) {
      const links = filterLinks(views, shown);
      expect(links).toContain(shown);
      for (const link of links) {
        expect(link.tab).toBe(shown.tab);
        linked.add(link);
      }
    }
    expect(linked.size).toBe(views.length);
  });
});
