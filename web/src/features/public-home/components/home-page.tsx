import { useEffect } from 'react';
import type { ViewLink } from '../../../lib/core';
import { usePublicData } from '../../../app/public-data';
import { useStrings } from '../../../lib/strings';
import { useHomeShell } from '../api/home';
import { useHomeView } from '../view';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { SiteFooter } from '../../../components/ui/site-footer';
import { PortfolioTabs } from './portfolio-tabs';
import { ProfileHeader } from './profile-header';
import { langOf } from '../fallbacks';

export function HomePage() {
  const home = useHomeShell();
  const store = usePublicData();
  const view = useHomeView();
  const href = view?.href;
  useEffect(() => {
    if (href !== undefined) store.showingHome(href);
  }, [store, href]);
  return (
    <main className="page">
      {/* This view in each language: its place in the views table, which each language lists (a
          page past the first leads to the view's first page there). */}
      <LanguageSwitcher language={store.language}
        hrefIn={(language) => language.views[placeOf(store.views, view)] ?? language.views[0]!}
      />
      {home?.setupOpen && <SetupNotice />}
      <ProfileHeader />
      <PortfolioTabs />
      {home && (
        <SiteFooter name={home.profile.name} contact={home.profile.contact} feed={store.language?.feed}
          nameLang={langOf(home.fallbacks, { kind: 'profile' }, 'name').lang} />
      )}
    </main>
  );
}

/** The place of `view`'s own first page in the table of views (the default's, 0, for none). */
function placeOf(views: readonly ViewLink[], view: ViewLink | undefined): number {
  return Math.max(0, views.findIndex((v) => v.tab === view?.tab && v.filter === view.filter));
}

/** A fresh install: where its owner starts. */
function SetupNotice() {
  const strings = useStrings();
  // The sentence is written around its link, `{link}`.
  const [before, after] = strings.setupNotice.split('{link}');
  return (
    <p className="setup-notice" role="note">
      {before}
      <a href="/admin/login">{strings.setupLink}</a>
      {after}
    </p>
  );
}
