import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { profileQuery } from '../api/profile';
import { ProfileLinks } from './profile-links';

export function ProfileHeader() {
  const { data: profile, isPending, isError, error, refetch } = useQuery(profileQuery());
  useDocumentTitle(profile?.name);

  if (isPending) {
    return (
      <header className="hero" aria-busy="true">
        <div className="skeleton skeleton-title" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line short" />
      </header>
    );
  }
  if (isError) {
    return (
      <header className="hero">
        <ErrorState message={error.message} onRetry={() => void refetch()} />
      </header>
    );
  }
  return (
    <header className="hero">
      <h1 className="hero-name">{profile.name}</h1>
      <p className="hero-intro">{profile.briefIntro}</p>
      <ProfileLinks githubUrl={profile.githubUrl} linkedinUrl={profile.linkedinUrl} />
    </header>
  );
}
