import { LinkedText } from '../../../components/ui/linked-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRead } from '../../../app/public-data';
import { homeRead } from '../api/home';
import { ProfileLinks } from './profile-links';

export function ProfileHeader() {
  const home = useRead(homeRead);
  const profile = home.status === 'success' ? home.data.profile : undefined;
  useDocumentTitle(profile?.name);

  if (home.status === 'pending') {
    return (
      <header className="hero" aria-busy="true">
        <div className="skeleton skeleton-title" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line short" />
      </header>
    );
  }
  // One answer carries the whole home: when it fails, the section below says so and offers the
  // retry, once for the page.
  if (!profile) return null;
  return (
    <header className="hero">
      <h1 className="hero-name">{profile.name}</h1>
      <LinkedText tokens={profile.briefIntro} className="hero-intro" />
      <ProfileLinks githubUrl={profile.githubUrl} linkedinUrl={profile.linkedinUrl} />
    </header>
  );
}
