import { useEffect } from 'react';
import { usePublicData, useRead } from '../../../app/public-data';
import { homeRead } from '../api/home';
import { useHomeView } from '../view';
import { SiteFooter } from '../../../components/ui/site-footer';
import { PortfolioTabs } from './portfolio-tabs';
import { ProfileHeader } from './profile-header';

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
        <SiteFooter name={home.data.profile.name} contact={home.data.profile.contact} />
      )}
    </main>
  );
}

/** A fresh install: where its owner starts. */
function SetupNotice() {
  return (
    <p className="setup-notice" role="note">
      {'This portfolio is not set up yet. Is it yours? '}
      <a href="/admin/login">Create your admin account</a> to fill it in.
    </p>
  );
}
