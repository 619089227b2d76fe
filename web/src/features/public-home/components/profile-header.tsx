import { LinkedText } from '../../../components/ui/linked-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHomeShell } from '../api/home';
import { ProfileLinks } from './profile-links';
import { langOf } from '../fallbacks';
import { UntranslatedMark } from '../../../components/ui/untranslated-mark';

export function ProfileHeader() {
  const home = useHomeShell();
  const profile = home?.profile;
  useDocumentTitle(profile?.name);

  if (!home) {
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
  const image = profile.photoImage;
  const fallbacks = home.fallbacks;
  const lang = (field: string) => langOf(fallbacks, { kind: 'profile' }, field);
  return (
    <header className="hero">
      {profile.photo && (
        // The owner's face is the first thing a visitor sees: fetched first, never lazily.
        <img className="hero-photo" src={profile.photo} alt={profile.name} {...lang('name')}
          {...(image ? { srcSet: image.srcset, sizes: image.sizes } : {})}
          width={112} height={112} fetchPriority="high" decoding="async" />
      )}
      <h1 className="hero-name" {...lang('name')}>{profile.name}</h1>
      {(profile.headline || profile.location) && (
        <p className="hero-meta">
          {profile.headline && (
            <span className="hero-headline" {...lang('headline')}>
              {profile.headline}<UntranslatedMark {...lang('headline')} />
            </span>
          )}
          {profile.location && (
            <span className="hero-location" {...lang('location')}>
              {profile.location}<UntranslatedMark {...lang('location')} />
            </span>
          )}
        </p>
      )}
      <LinkedText tokens={profile.briefIntro} className="hero-intro" {...lang('briefIntro')} />
      <ProfileLinks links={profile.links} />
      {profile.resumePdf && (
        // Issue 43: the résumé as a PDF, in the page's language, when the owner shows it.
        <p className="hero-resume">
          <a className="button" href={profile.resumePdf.href} type="application/pdf">
            {profile.resumePdf.label}
          </a>
        </p>
      )}
    </header>
  );
}
