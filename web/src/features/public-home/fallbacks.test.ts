// Issue 25 goal 4, as the public home draws it: where a page in another language shows the
// default's text, the element holding that text carries the default's `lang`; the default's page
// carries none. The homes are folio-core's own (`home_in`'s vector,
// `core/tests/vectors/language/home-in.json`), drawn by the server's entry (`src/render.tsx`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Home, HomeShown, ViewLink } from '../../lib/core';
import type { PublicStrings } from '../../lib/strings';
import { groupLangOf, langOf } from './fallbacks';

// The server's entry is TSX, which the tests' TypeScript settings do not compile (vitest does):
// imported by a name TypeScript does not follow, with the signature it has.
const entry = '../../render';
const { render } = (await import(/* @vite-ignore */ entry)) as {
  render(path: string, search: string, data: string): string;
};

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8')) as T;

const views = read<{ cases: { output: ViewLink[] }[] }>(
  'core/tests/vectors/server-only/home-views.json',
).cases[0]!.output;
const homes = read<{ cases: { name: string; output: Home }[] }>(
  'core/tests/vectors/language/home-in.json',
).cases;
const german = homes[0]!.output;
const english = homes[2]!.output;
const texts = (language: string) =>
  read<{ texts: PublicStrings }>(`core/messages/${language}.json`).texts;
const strings = { ...texts('en'), ...texts('de') };

/** The markup of every view of the home: each a view's one page (these homes are short), as
 * `/api/home/view` answers it. */
function pages(home: Home): string {
  return views
    .map((view) => {
      const { href } = view;
      const [path, search] = href.split('?');
      const part: HomeShown = { ...home, view, pager: { page: 1, pages: 1 }, hasExperiences: true };
      const data = JSON.stringify({ home: part, views, view: href, strings });
      return render(path!, search ?? '', data);
    })
    .join('\n');
}

describe('a fallback carries the default language', () => {
  it('marks the field of the row it names, and only that', () => {
    const fallbacks = german.fallbacks;
    expect(langOf(fallbacks, { kind: 'profile' }, 'name')).toEqual({ lang: 'en' });
    expect(langOf(fallbacks, { kind: 'profile' }, 'headline')).toEqual({});
    expect(langOf(fallbacks, { kind: 'experience', id: 1 }, 'company')).toEqual({ lang: 'en' });
    expect(langOf(fallbacks, { kind: 'experience', id: 1 }, 'jobTitle')).toEqual({});
    expect(langOf(fallbacks, { kind: 'education', id: 6 }, 'name')).toEqual({ lang: 'en' });
    expect(groupLangOf(fallbacks, 'education', 1)).toEqual({ lang: 'en' });
    expect(groupLangOf(fallbacks, 'industry', 0)).toEqual({});
    expect(langOf(undefined, { kind: 'profile' }, 'name')).toEqual({});
  });

  it('draws the translation as the page and the default text inside an element with its lang', () => {
    const markup = pages(german);
    expect(markup).toContain('<h1 class="hero-name" lang="en">Ada Lovelace</h1>');
    expect(markup).toContain('<span class="hero-headline">Ingenieurin</span>');
    expect(markup).toContain('<h2 class="card-title">Ingenieurin</h2>');
    expect(markup).toContain('<p class="card-subtitle" lang="en">Acme</p>');
    expect(markup).toContain('<h2 class="card-title" lang="en">Analyst</h2>');
    expect(markup).toMatch(/<p lang="en" class="linked-text experience-accomplishments">Shipped v2\.<\/p>/);
    expect(markup).toContain('<h2 class="group-title">Finanzen</h2>');
    expect(markup).toContain('<span class="entry-company" lang="en">Acme</span>');
    expect(markup).toContain('<h2 class="section-heading" lang="en">Courses</h2>');
    expect(markup).toContain('<h2 class="section-heading">Abschlüsse</h2>');
    expect(markup).toMatch(/<h3 class="education-name" lang="en">Rust Course<\/h3>/);
    expect(markup).toContain('<p class="site-footer-name" lang="en">Ada Lovelace</p>');
  });

  it('adds no lang anywhere on the default language’s page', () => {
    expect(english.fallbacks).toBeUndefined();
    expect(pages(english)).not.toContain(' lang=');
  });
});
