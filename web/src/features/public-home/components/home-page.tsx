import { PortfolioTabs } from './portfolio-tabs';
import { ProfileHeader } from './profile-header';

export function HomePage() {
  return (
    <main className="page">
      <ProfileHeader />
      <PortfolioTabs />
    </main>
  );
}
