import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed, Loading } from '../components/query-states';
import { profileQuery } from '../lib/profile-query';
import { DisplayOrder } from './display-order';
import { LanguagesSection } from './languages-section';
import { ProfileCard } from './profile-card';
import { PROFILE_SECTIONS, useProfileSection } from './profile-sections';
import { SecuritySection } from './security-section';
import { SiteSection } from './site-section';
import './profile-settings.css';

/**
 * Spec §2 Profile tab, split into sections the owner reaches directly (issue 40 point 5), each
 * at its own address: the profile; the display order of tools and industries; the languages,
 * what is missing in each and the site's wording; the password, sessions and setup; and the
 * site's address. Radix renders only the shown section, so each loads its data when shown.
 */
export function ProfileTab() {
  const profile = useQuery(profileQuery());
  const [section, select] = useProfileSection();

  if (profile.isPending) return <Loading text="Loading profile..." />;
  if (profile.error) {
    return <LoadFailed error={profile.error} retry={() => void profile.refetch()} />;
  }
  const { data } = profile;
  return (
    <Tabs.Root value={section} onValueChange={select} className="profile-tab">
      <Tabs.List className="profile-section-list" aria-label="Profile Settings sections">
        {PROFILE_SECTIONS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} className="profile-section-tab">
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="profile" className="profile-section">
        <ProfileCard profile={data} />
      </Tabs.Content>
      <Tabs.Content value="order" className="profile-section">
        <DisplayOrder toolsOrder={data.toolsOrder} industriesOrder={data.industriesOrder} />
      </Tabs.Content>
      <Tabs.Content value="languages" className="profile-section">
        <LanguagesSection languages={data.languages} />
      </Tabs.Content>
      <Tabs.Content value="security" className="profile-section">
        <SecuritySection />
      </Tabs.Content>
      <Tabs.Content value="site" className="profile-section">
        <SiteSection />
      </Tabs.Content>
    </Tabs.Root>
  );
}
