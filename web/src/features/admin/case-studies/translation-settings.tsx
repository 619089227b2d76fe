import { limits } from '../../../lib/core';
import { Field } from '../components/field';
import { useFocusTarget } from '../lib/fix-target';
import type { TextsForm } from './case-study-translations';
import { PublishedInField } from './published-in-field';
import { SourceText } from './source-text';
import { TagsField } from './tags-field';

interface TranslationSettingsProps {
  language: string;
  /** The default language's tag. */
  source: string;
  texts: TextsForm;
  /** The default language's texts as the form holds them now, shown beside each translation. */
  defaults: { slug: string; description: string; tags: string[]; isPublished: boolean };
  onSlug: (slug: string) => void;
  onEdit: (patch: Partial<TextsForm>) => void;
  /** The server's messages about the translations, by field (`translations.de.slug`). */
  errors: Record<string, string>;
}

/**
 * The settings panel's fields of one of the other languages (issue 25 goal 2): its slug,
 * description, tags and whether it is published there, each with the default's beside it. A blank
 * one is not translated: the page shows the default's.
 */
export function TranslationSettings({
  language,
  source,
  texts,
  defaults,
  onSlug,
  onEdit,
  errors,
}: TranslationSettingsProps) {
  const error = (field: string) => errors[`translations.${language}.${field}`];
  const slug = texts.slug.trim() || defaults.slug.trim() || '…';
  // Opened from a missing translation of one of these (issue 40 point 4): that field has the focus.
  const focusSlug = useFocusTarget(language, 'slug');
  const focusDescription = useFocusTarget(language, 'description');
  const focusTags = useFocusTarget(language, 'tags');
  return (
    <>
      <p className="field-hint translation-settings-hint">
        Blank fields show the {source} text on the {language} pages. The image, the date and
        Featured are shared by every language.
      </p>
      <div className="translation-field">
        <Field
          label={`Slug (${language})`}
          error={error('slug')}
          count={{ value: texts.slug, max: limits.slug }}
          hint={`The ${language} page's address: /${language}/case-studies/${slug}`}
        >
          <input
            ref={focusSlug}
            className="input"
            autoComplete="off"
            spellCheck={false}
            lang={language}
            value={texts.slug}
            onChange={(event) => onSlug(event.target.value)}
          />
        </Field>
        <SourceText source={source} text={defaults.slug} />
      </div>
      <div className="translation-field">
        <Field
          label={`Description (${language})`}
          error={error('description')}
          count={{ value: texts.description, max: limits.caseStudyDescription }}
        >
          <textarea
            ref={focusDescription}
            className="textarea"
            rows={3}
            lang={language}
            value={texts.description}
            onChange={(event) => onEdit({ description: event.target.value })}
          />
        </Field>
        <SourceText source={source} text={defaults.description} />
      </div>
      <div className="translation-field">
        <TagsField
          label={`Tags (${language})`}
          lang={language}
          tags={texts.tags}
          inputRef={focusTags}
          onChange={(tags) => onEdit({ tags })}
          error={error('tags')}
        />
        <SourceText source={source} text={defaults.tags.join(', ')} />
      </div>
      <PublishedInField
        language={language}
        value={texts.isPublished}
        onChange={(isPublished) => onEdit({ isPublished })}
        defaultPublished={defaults.isPublished}
        error={error('isPublished')}
      />
    </>
  );
}
