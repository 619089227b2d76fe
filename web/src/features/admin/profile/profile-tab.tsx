import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { StoredExperience } from '../../../lib/api-schema';
import { groupByIndustries, groupByTools } from '../../../lib/core';
import { ClampedText } from '../components/clamped-text';
import { LoadFailed, Loading } from '../components/query-states';
import { experiencesResource } from '../experiences/experiences-resource';
import { useAdminList } from '../lib/resource';
import { OrderEditor } from './order-editor';
import { profileQuery, useUpdateProfile } from './api/profile-api';
import { ProfileDialog } from './profile-dialog';
import { MissingTranslations } from './missing-translations';
import { SessionsSection } from './sessions-section';
import { SiteAddressSection } from './site-address-section';
import { FaviconSection } from './favicon-section';
import { WordingSection } from './wording-section';

/**
 * Spec §2 Profile tab, plus the header links, the display order of tools and industries, and the
 * site's address and the signed-in sessions.
 */
export function ProfileTab() {
  const profile = useQuery(profileQuery());
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <Loading text="Loading profile..." />;
  if (profile.error) {
    return <LoadFailed error={profile.error} retry={() => void profile.refetch()} />;
  }
  const { data } = profile;
  return (
    <div className="profile-tab">
      <section className="admin-card profile-card" aria-labelledby="profile-heading">
        <div className="admin-card-body">
          <h2 className="section-title" id="profile-heading">
            Profile
          </h2>
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
            <dd>
              {data.languages.map((tag, index) => (index === 0 ? `${tag} (default)` : tag)).join(', ')}
            </dd>
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
        </div>
        <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
          Edit Profile
        </button>
      </section>
      <DisplayOrder toolsOrder={data.toolsOrder} industriesOrder={data.industriesOrder} />
      <MissingTranslations />
      <WordingSection />
      <SiteAddressSection />
      <FaviconSection />
      <SessionsSection />
      {editing && <ProfileDialog profile={data} onClose={() => setEditing(false)} />}
    </div>
  );
}

interface DisplayOrderProps {
  toolsOrder: string[];
  industriesOrder: string[];
}

/** The order of the public By Tools and By Industries groups, as folio-core computes it. */
function DisplayOrder({ toolsOrder, industriesOrder }: DisplayOrderProps) {
  const experiences = useAdminList<StoredExperience>(experiencesResource);
  const update = useUpdateProfile();
  const tools = useMemo(
    () =>
      groupByTools({ experiences: experiences.data ?? [], order: toolsOrder }).map(
        (group) => group.tool,
      ),
    [experiences.data, toolsOrder],
  );
  const industries = useMemo(
    () =>
      groupByIndustries({ experiences: experiences.data ?? [], order: industriesOrder }).map(
        (group) => group.industry,
      ),
    [experiences.data, industriesOrder],
  );
  if (experiences.isPending) return null;
  return (
    <section className="display-order" aria-labelledby="display-order-heading">
      <h2 className="section-title" id="display-order-heading">
        Display order
      </h2>
      <p className="field-hint">
        The order of the groups in the By Tools and By Industries views of your portfolio.
      </p>
      <div className="order-editors">
        <OrderEditor
          title="Tools"
          names={tools}
          saving={update.isPending && update.variables?.toolsOrder !== undefined}
          onSave={(order) => update.mutate({ toolsOrder: order })}
        />
        <OrderEditor
          title="Industries"
          names={industries}
          saving={update.isPending && update.variables?.industriesOrder !== undefined}
          onSave={(order) => update.mutate({ industriesOrder: order })}
        />
      </div>
    </section>
  );
}
