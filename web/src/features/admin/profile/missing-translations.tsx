import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LanguageWords, MissingInLanguage } from '../../../lib/api-schema';
import { AddressLink } from '../components/address-link';
import { fixHref } from '../lib/fix-target';
import { missingTranslationsQuery } from '../lib/translations';
import { wordingQuery } from './api/wording-api';
import { fieldLabel, fixAddress, groupByItem } from './missing-labels';

/**
 * Issue 25 goal 2, as a to-do list (issue 40 point 4): every field missing in each of the site's
 * other languages, as folio-core lists them (`GET /api/admin/translations`), grouped by item and
 * named as its dialog names it, each a link to that dialog on that language and field. Proper
 * names (folio-core's `is_proper_name`: the owner's name, companies, schools) are usually written
 * the same everywhere, so they are left out unless the owner asks. Nothing on a one-language site.
 */
export function MissingTranslations() {
  const missing = useQuery(queryOptions(missingTranslationsQuery()));
  const wording = useQuery(wordingQuery());
  const [withNames, setWithNames] = useState(false);
  if (!missing.data || missing.data.length === 0) return null;
  const names = missing.data.reduce(
    (count, { fields }) => count + fields.filter((field) => field.properName).length,
    0,
  );
  return (
    <section className="admin-card" aria-labelledby="missing-translations-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="missing-translations-heading">
          Missing Translations
        </h2>
        <p className="field-hint">
          What your pages in another language still show in your default language. Each row opens
          the field where you write it.
        </p>
        {names > 0 && (
          <label className="missing-names-toggle">
            <input
              type="checkbox"
              checked={withNames}
              onChange={(event) => setWithNames(event.target.checked)}
            />
            Show names too: your name, companies and schools, usually written the same in every
            language
          </label>
        )}
        {missing.data.map((list) => (
          <MissingIn
            key={list.language}
            list={list}
            withNames={withNames}
            words={wording.data?.find((words) => words.language === list.language)}
          />
        ))}
      </div>
    </section>
  );
}

interface MissingInProps {
  list: MissingInLanguage;
  withNames: boolean;
  /** The language's site wording, as the server reads it. */
  words?: LanguageWords;
}

function MissingIn({ list: { language, fields }, withNames, words }: MissingInProps) {
  const shown = withNames ? fields : fields.filter((field) => !field.properName);
  const hidden = fields.length - shown.length;
  // A language Folio has no wording of: each text the owner has not written shows the English.
  const english = words && !words.ownCatalogue ? words.texts.filter((text) => !text.custom) : [];
  const total = shown.length + english.length;
  const count = total === 0 ? 'everything is translated' : `${total} missing`;
  return (
    <section aria-label={`Missing in ${language}`} className="missing-language">
      <h3 className="card-label">
        {language}: {count}
        {hidden > 0 && <span className="missing-hidden"> ({hidden} names hidden)</span>}
      </h3>
      {groupByItem(shown).map((group) => (
        <div key={group.key} role="group" className="missing-item" aria-labelledby={`missing-${language}-${group.key}`}>
          <h4 className="missing-item-title" id={`missing-${language}-${group.key}`}>
            {group.title}
          </h4>
          <ul className="missing-fields">
            {group.fields.map((field) => (
              <li key={field.field}>
                <AddressLink href={fixAddress(field, language)}>
                  {fieldLabel(field.kind, field.field)}
                  <span className="sr-only">
                    {' '}
                    in {language}, {group.title}
                  </span>
                </AddressLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {english.length > 0 && (
        <div role="group" className="missing-item" aria-labelledby={`missing-${language}-wording`}>
          <h4 className="missing-item-title" id={`missing-${language}-wording`}>
            Site wording
          </h4>
          <ul className="missing-fields">
            <li>
              <AddressLink
                href={fixHref(
                  'profile',
                  { edit: 'wording', language, field: english[0]!.key },
                  { section: 'languages' },
                )}
              >
                {english.length === 1 ? '1 text' : `${english.length} texts`} in Folio&apos;s English
                <span className="sr-only"> in {language}, Site wording</span>
              </AddressLink>
            </li>
          </ul>
        </div>
      )}
    </section>
  );
}
