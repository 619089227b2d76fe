// The store asks a public read in the page's language: the home's dates and counts are in its
// words, and a read fetched again once stale (spec §7) must not come back in the default's.
import { describe, expect, it } from 'vitest';
import type { PageLanguage } from '../lib/languages';
import { PublicData, type Resource } from './public-data';

function recording(asked: (string | undefined)[]): Resource<string> {
  return {
    url: '/api/example',
    fetch: (lang) => {
      asked.push(lang);
      return Promise.resolve({ data: 'read', response: new Response() } as never);
    },
    failure: 'Failed',
    retries: 0,
  };
}

describe('a read of the public data', () => {
  it('is asked in the page’s language on a site in several', async () => {
    const asked: (string | undefined)[] = [];
    const language = { tag: 'de' } as PageLanguage;
    await new PublicData({ language }).fetch(recording(asked));
    await new PublicData({}).fetch(recording(asked));
    expect(asked).toEqual(['de', undefined]);
  });
});
