import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed, Loading } from '../components/query-states';
import { useFixTarget } from '../lib/fix-target';
import { wordingQuery } from './api/wording-api';
import { LanguageWordingForm } from './language-wording-form';

/**
 * Issue 25 goal 5, "The owner can override any string from the admin": a tab per language of the
 * site, each text of the public interface with the catalogue's wording as its placeholder; a
 * text left blank shows the catalogue's. Counted texts have a field per CLDR plural category of
 * the language. The server checks every override (its bound, its placeholders) and its messages
 * show under their fields.
 */
export function WordingSection() {
  const wording = useQuery(wordingQuery());
  const [shown, setShown] = useState<string>();
  // A missing translation's link names a language's wording and a text (issue 40 point 4): that
  // language's tab shows, with the text focused (state adjusted as the link changes).
  const { target } = useFixTarget();
  const asked = target?.edit === 'wording' ? target : null;
  const askedKey = asked ? `${asked.language}|${asked.field}` : null;
  const [followed, setFollowed] = useState<string | null>(null);
  if (askedKey !== followed) {
    setFollowed(askedKey);
    if (asked?.language) setShown(asked.language);
  }
  if (wording.isPending) return <Loading text="Loading site wording..." />;
  if (wording.error) {
    return <LoadFailed error={wording.error} retry={() => void wording.refetch()} />;
  }
  const languages = wording.data;
  const current = shown ?? languages[0]?.language ?? '';
  return (
    <section className="admin-card wording-section" aria-labelledby="wording-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="wording-heading">
          Site Wording
        </h2>
        <p className="field-hint">
          The words your public pages write themselves: tabs, filters, dates, counts, empty states
          and the not-found pages. Leave a text blank to keep Folio&apos;s wording, shown in grey.
        </p>
        <Tabs.Root value={current} onValueChange={setShown} className="translation-tabs">
          {languages.length > 1 && (
            <Tabs.List className="tab-list translation-tab-list" aria-label="Wording language">
              {languages.map(({ language }, index) => (
                <Tabs.Trigger key={language} value={language} className="tab-trigger">
                  {index === 0 ? `${language} (default)` : language}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          )}
          {languages.map((words) => (
            <Tabs.Content key={words.language} value={words.language} className="translation-panel">
              <LanguageWordingForm
                words={words}
                focus={asked?.language === words.language ? asked.field : undefined}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
