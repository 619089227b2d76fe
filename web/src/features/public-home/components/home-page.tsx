import { useQuery } from '@tanstack/react-query';
import { homeQuery } from '../api/home';
import { PortfolioTabs } from './portfolio-tabs';
import { ProfileHeader } from './profile-header';

export function HomePage() {
  const { data: home } = useQuery(homeQuery());
  return (
    <main className="page">
      {home?.setupOpen && <SetupNotice />}
      <ProfileHeader />
      <PortfolioTabs />
    </main>
  );
}

/** A fresh install: where its owner starts (server twin: `setup_notice` in `content.rs`). */
function SetupNotice() {
  return (
    <p className="setup-notice" role="note">
      {'This portfolio is not set up yet. Is it yours? '}
      <a href="/admin/login">Create your admin account</a> to fill it in.
    </p>
  );
}
