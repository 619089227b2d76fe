import { type RefObject, useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { CaseStudy } from '../../../lib/api-schema';
import { type CaseStudyDraft, limits } from '../../../lib/core';
import { Field } from '../components/field';
import { SwitchField } from '../components/switch-field';
import { DateField } from './date-field';
import { FeaturedImageField } from './featured-image-field';
import type { TextsForm } from './case-study-translations';
import { Revisions } from './revisions';
import { ShareLinks } from './share-links';
import { SharePreview } from './share-preview';
import { TagsField } from './tags-field';
import { TranslationSettings } from './translation-settings';

/** One of the other languages, shown in place of the default's texts (issue 25). */
export interface ShownTranslation {
  language: string;
  /** The default language's tag. */
  source: string;
  texts: TextsForm;
  onSlug: (slug: string) => void;
  onEdit: (patch: Partial<TextsForm>) => void;
  /** The server's messages about the translations, by field (`translations.de.slug`). */
  errors: Record<string, string>;
}

interface WriterSettingsProps {
  id: string;
  panelRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The case study being edited, or null while creating one. */
  caseStudy: CaseStudy | null;
  /** The owner typed in the slug (`value`: what it holds now). */
  onSlugTyped: (value: string) => void;
  /** Whether the dialog holds changes not saved. */
  dirty: boolean;
  onRestoring: () => void;
  onRestoreFailed: () => void;
  onRestored: (caseStudy: CaseStudy) => void;
  /** The language shown, when the site has several: a share link is made for it. */
  language?: string;
  /** Another language than the default is shown: its texts replace the default's here. */
  translation?: ShownTranslation;
}

/**
 * The case study dialog's settings panel (issue 23): every field but the title and the content,
 * then the share links and the revisions of a saved case study. Reads the dialog's form.
 */
export function WriterSettings({
  id,
  panelRef,
  onClose,
  caseStudy,
  onSlugTyped,
  dirty,
  onRestoring,
  onRestoreFailed,
  onRestored,
  language,
  translation,
}: WriterSettingsProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<CaseStudyDraft>();
  const [slug, description, featuredImage, featuredImageAlt, tags, isPublished, title] = useWatch({
    control,
    name: ['slug', 'description', 'featuredImage', 'featuredImageAlt', 'tags', 'isPublished', 'title'],
  });
  const titleId = useId();
  const editing = caseStudy !== null;
  return (
    <aside ref={panelRef} id={id} className="form writer-panel" aria-labelledby={titleId} tabIndex={-1}>
      <div className="writer-panel-head">
        <h3 className="writer-panel-title" id={titleId}>
          Settings
        </h3>
        <button
          type="button"
          className="dialog-close writer-panel-close"
          aria-label="Close settings"
          onClick={onClose}
        >
          ×
        </button>
      </div>
      {translation ? (
        <TranslationSettings
          {...translation}
          defaults={{
            slug: slug ?? '',
            description: description ?? '',
            tags: tags ?? [],
            isPublished: isPublished ?? false,
          }}
        />
      ) : (
        <>
          <Field
            label="Slug *"
            error={errors.slug?.message}
            count={{ value: slug, max: limits.slug }}
            hint={`The public page's address: /case-studies/${slug?.trim() || '…'}`}
          >
            <input
              className="input"
              autoComplete="off"
              spellCheck={false}
              {...register('slug', {
                onChange: (event: { target: { value: string } }) => onSlugTyped(event.target.value),
              })}
            />
          </Field>
          <Field
            label="Description *"
            error={errors.description?.message}
            count={{ value: description, max: limits.caseStudyDescription }}
          >
            <textarea className="textarea" rows={3} {...register('description')} />
          </Field>
        </>
      )}
      <FeaturedImageField
        input={register('featuredImage')}
        value={featuredImage ?? ''}
        onUploaded={(url) =>
          setValue('featuredImage', url, { shouldDirty: true, shouldValidate: isSubmitted })
        }
        error={errors.featuredImage?.message}
      />
      {featuredImage?.trim() && (
        <Field
          label="Image description"
          error={errors.featuredImageAlt?.message}
          count={{ value: featuredImageAlt, max: limits.altText }}
          hint="What the image shows, for visitors who cannot see it. Leave empty if it is only decoration."
        >
          <input className="input" autoComplete="off" {...register('featuredImageAlt')} />
        </Field>
      )}
      <DateField input={register('date')} editing={editing} error={errors.date?.message} />
      {!translation && (
        <TagsField
          tags={tags ?? []}
          onChange={(next) => setValue('tags', next, { shouldDirty: true, shouldValidate: isSubmitted })}
          error={errors.tags?.message}
        />
      )}
      <div className="switch-row">
        {!translation && (
          <Controller
            control={control}
            name="isPublished"
            render={({ field }) => (
              <SwitchField label="Published" checked={field.value ?? false} onCheckedChange={field.onChange} />
            )}
          />
        )}
        <Controller
          control={control}
          name="isFeatured"
          render={({ field }) => (
            <SwitchField label="Featured" checked={field.value ?? false} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <SharePreview
        title={(translation?.texts.title || title) ?? ''}
        description={(translation?.texts.description || description) ?? ''}
        image={featuredImage ?? ''}
      />
      {caseStudy && <ShareLinks caseStudyId={caseStudy.id} language={language} />}
      {caseStudy && (
        <Revisions
          caseStudyId={caseStudy.id}
          dirty={dirty}
          onRestoring={onRestoring}
          onRestoreFailed={onRestoreFailed}
          onRestored={onRestored}
        />
      )}
    </aside>
  );
}
