import { describe, expect, it } from 'vitest';
import { translationsBody, translationsForm } from './case-study-translations';

const languages = ['en', 'de', 'fr'];
const document = JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'Hallo' } }] });

describe('a case study’s translations in the dialog', () => {
  it('holds every other language, blank where nothing is stored', () => {
    const form = translationsForm({ de: { title: 'Titel', isPublished: false } }, languages);
    expect(Object.keys(form)).toEqual(['de', 'fr']);
    expect(form.de).toEqual({
      title: 'Titel', slug: '', description: '', content: '', tags: [], isPublished: false,
    });
    expect(form.fr!.isPublished).toBeUndefined();
  });

  it('sends what is written, leaves blank texts and an empty document out', () => {
    const form = translationsForm(
      { de: { title: 'Titel', slug: 'titel', content: document, tags: ['Daten'] } },
      languages,
    );
    form.fr!.content = JSON.stringify({ blocks: [] });
    expect(translationsBody(form, languages)).toEqual({
      de: { title: 'Titel', slug: 'titel', content: document, tags: ['Daten'] },
      // Sent empty, a language is removed: nothing in it is translated.
      fr: {},
    });
  });

  it('sends "as the default" by leaving isPublished out, and a choice as it is', () => {
    const form = translationsForm({}, languages);
    form.de!.isPublished = true;
    form.fr!.isPublished = false;
    expect(translationsBody(form, languages)).toEqual({ de: { isPublished: true }, fr: { isPublished: false } });
  });

  it('sends only the site’s languages, so a language it no longer lists is kept', () => {
    const form = translationsForm({ es: { title: 'Título' } }, ['en', 'de']);
    expect(translationsBody(form, ['en', 'de'])).toEqual({ de: {} });
    // Held all the same: the site's languages may be read after the dialog opened.
    expect(translationsBody(form, ['en', 'es'])).toEqual({ es: { title: 'Título' } });
    expect(translationsBody({}, ['en'])).toEqual({});
  });
});
