import { useEffect } from 'react';
import { usePublicData, useRead } from '../../../app/public-data';
import { useStrings } from '../../../lib/strings';
import { homeRead } from '../api/home';
import { useHomeView } from '../view';
import { SiteFooter } from '../../../components/ui/site-footer';
import { PortfolioTabs } from './portfolio-tabs';
import { ProfileHeader } from './profile-header';
import { langOf } from '../fallbacks';

export function HomePage() {
  const home = useRead(homeRead);
  const store = usePublicData();
  const href = useHomeView()?.href;
  useEffect(() => {
    if (href !== undefined) store.showingHome(href);
  }, [store, href]);
  return (
    <main className="page">
      {home.status === 'success' && home.data.setupOpen && <SetupNotice />}
      <ProfileHeader />
      <PortfolioTabs />
      {home.status === 'success' && (
        <SiteFooter name={home.data.profile.name} contact={home.data.profile.contact}
          nameLang={langOf(home.data.fallbacks, { kind: 'profile' }, 'name').lang} />
      )}
    </main>
  );
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
