import { AddressLink } from '../components/address-link';
import { fixHref } from '../lib/fix-target';
import { MissingTranslations } from './missing-translations';
import { WordingSection } from './wording-section';

/**
 * The Languages and wording section of Profile Settings (issue 40 point 5): the site's
 * languages, what is not translated yet in each, and the site's own words.
 */
export function LanguagesSection({ languages }: { languages: string[] }) {
  const href = fixHref('profile', { edit: 'profile' }, { section: 'profile' });
  return (
    <div className="profile-section-cards">
      <section className="admin-card" aria-labelledby="languages-heading">
        <div className="admin-card-body">
          <h2 className="section-title" id="languages-heading">
            Languages
          </h2>
          <p>
            {languages.map((tag, index) => (index === 0 ? `${tag} (default)` : tag)).join(', ')}
          </p>
          <p className="field-hint">
            Your site&apos;s languages are chosen in your profile.{' '}
            <AddressLink href={href}>Change languages</AddressLink>
          </p>
        </div>
      </section>
      <MissingTranslations />
      <WordingSection />
    </div>
  );
}
