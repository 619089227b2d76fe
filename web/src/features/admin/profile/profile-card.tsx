import { useState } from 'react';
import type { Profile } from '../../../lib/api-schema';
import { ClampedText } from '../components/clamped-text';
import { useFixTarget } from '../lib/fix-target';
import { ProfileDialog } from './profile-dialog';

/**
 * Spec §2 Profile tab: the name and brief introduction (with the header's details) and Edit
 * Profile. The dialog also opens when the dashboard's address asks for it (`edit=profile`, a
 * missing translation's link, issue 40 point 4).
 */
export function ProfileCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const { target, clear } = useFixTarget();
  const open = editing || target?.edit === 'profile';
  const close = () => {
    setEditing(false);
    if (target) clear();
  };
  return (
    <section className="admin-card profile-card" aria-labelledby="profile-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="profile-heading">
          Profile
        </h2>
        <ProfileFields profile={profile} />
      </div>
      <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
        Edit Profile
      </button>
      {open && <ProfileDialog profile={profile} onClose={close} />}
    </section>
  );
}

function ProfileFields({ profile: data }: { profile: Profile }) {
  return (
    <dl className="profile-fields">
      <dt>Name</dt>
      <dd>{data.name}</dd>
      <dt>Brief Introduction</dt>
      <dd>
        <ClampedText className="preserve-lines" text={data.briefIntro} />
      </dd>
      <dt>Headline</dt>
      <dd>{data.headline ?? 'Not set'}</dd>
      <dt>Location</dt>
      <dd>{data.location ?? 'Not set'}</dd>
      <dt>Photo</dt>
      <dd>
        {data.photo ? (
          <img className="photo-preview" src={data.photo} alt="Your photo" />
        ) : (
          'Not set: a card with your name is shared instead'
        )}
      </dd>
      <dt>Contact</dt>
      <dd>{data.contact ?? 'Hidden'}</dd>
      <dt>GitHub</dt>
      <dd>{data.githubUrl ?? 'Hidden'}</dd>
      <dt>LinkedIn</dt>
      <dd>{data.linkedinUrl ?? 'Hidden'}</dd>
      <dt>Languages</dt>
      <dd>{data.languages.map((tag, index) => (index === 0 ? `${tag} (default)` : tag)).join(', ')}</dd>
      <dt>Other links</dt>
      <dd>
        {data.links.length === 0 ? (
          'None'
        ) : (
          <ul className="profile-link-list">
            {data.links.map((link, index) => (
              <li key={index}>{link.label ? `${link.label}: ${link.url}` : link.url}</li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}
