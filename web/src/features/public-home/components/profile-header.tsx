import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../api/profile';

export function ProfileHeader() {
  const { data: profile, isPending, isError, error, refetch } = useQuery(profileQuery());

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
        <p role="alert" className="error-text">
          {error.message}
        </p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Try again
        </button>
      </header>
    );
  }
  return (
    <header className="hero">
      <h1 className="hero-name">{profile.name}</h1>
      <p className="hero-intro">{profile.briefIntro}</p>
    </header>
  );
}
