import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { Profile } from '../../../lib/api-schema';
import { limits, type ProfileUpdate, validateProfile } from '../../../lib/core';
import { Field } from '../components/field';
import { FormDialog } from '../components/form-dialog';
import { TranslationTabs } from '../components/translation-tabs';
import { flatten, nest, type RowTranslations, translationErrors } from '../lib/translations';
import { SubmitRow } from '../components/submit-row';
import { coreResolver, showServerErrors } from '../lib/core-resolver';
import { LanguagesField } from './languages-field';
import { PhotoField } from './photo-field';
import { useUpdateProfile } from './api/profile-api';

/** folio-core's bound on the other links (`profile::MAX_LINKS`); the server refuses more. */
const MAX_LINKS = 12;

interface Form {
  name: string;
  briefIntro: string;
  githubUrl: string;
  linkedinUrl: string;
  photo: string;
  headline: string;
  location: string;
  contact: string;
  links: { label: string; url: string }[];
  languages: string[];
}

const FIELDS = [
  'name',
  'briefIntro',
  'githubUrl',
  'linkedinUrl',
  'photo',
  'headline',
  'location',
  'contact',
  'links',
  ...Array.from({ length: MAX_LINKS }, (_, i) => [`links.${i}.label`, `links.${i}.url`]).flat(),
  'languages',
  ...Array.from({ length: limits.languages }, (_, i) => `languages.${i}`),
];

/** The two profiles the header names itself (spec §2), each with its own field. */
const PROFILE_URLS = [
  { name: 'githubUrl', label: 'GitHub URL', placeholder: 'https://github.com/' },
  { name: 'linkedinUrl', label: 'LinkedIn URL', placeholder: 'https://www.linkedin.com/in/' },
] as const;

/** Spec §2 profile dialog, plus the header's links, photo, headline, location and contact. */
export function ProfileDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const update = useUpdateProfile();
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    formState: { errors, isDirty },
  } = useForm<Form, unknown, ProfileUpdate>({
    defaultValues: {
      name: profile.name,
      briefIntro: profile.briefIntro,
      githubUrl: profile.githubUrl ?? '',
      linkedinUrl: profile.linkedinUrl ?? '',
      photo: profile.photo ?? '',
      headline: profile.headline ?? '',
      location: profile.location ?? '',
      contact: profile.contact ?? '',
      links: profile.links.map(({ label, url }) => ({ label, url })),
      languages: profile.languages,
    },
    // folio-core in the browser checks the spec's fields; the server checks the others and its
    // messages land under them.
    resolver: coreResolver<Form, ProfileUpdate>(validateProfile),
  });
  const links = useFieldArray({ control, name: 'links' });
  const [translationErrorsShown, setTranslationErrors] = useState<Record<string, string>>({});
  const [translations, setTranslations] = useState(() =>
    flatten(profile.translations as RowTranslations | undefined),
  );
  const values = useWatch({ control });

  const submit = handleSubmit((value) => {
    const { photo, headline, location, contact, links, languages } = getValues();
    // The texts of the stored languages this save keeps after the default; a language removed
    // here keeps its texts on the server, unshown.
    const kept = profile.languages.filter(
      (language, index) => index === 0 || (languages.includes(language) && languages[0] !== language),
    );
    const translated = kept.length > 1 ? { translations: nest(translations, kept) } : {};
    update.mutate(
      { ...value, photo, headline, location, contact, links, languages, ...translated },
      {
        onSuccess: onClose,
        onError: (error) => {
          showServerErrors(setError, FIELDS)(error);
          setTranslationErrors(translationErrors(error));
        },
      },
    );
  });

  return (
    <FormDialog open title="Edit Profile" dirty={isDirty} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <TranslationTabs
          languages={profile.languages}
          fields={[
            { key: 'name', label: 'Name', source: values.name ?? '', max: limits.shortText },
            { key: 'headline', label: 'Headline', source: values.headline ?? '', max: limits.shortText },
            { key: 'briefIntro', label: 'Brief Introduction', source: values.briefIntro ?? '', max: limits.longText, long: true },
            { key: 'location', label: 'Location', source: values.location ?? '', max: limits.shortText },
          ]}
          value={translations}
          onChange={setTranslations}
          errors={translationErrorsShown}
        >
        <Field
          label="Name *"
          error={errors.name?.message}
          count={{ value: values.name, max: limits.shortText }}
        >
          <input className="input" autoComplete="name" {...register('name')} />
        </Field>
        <Field
          label="Headline"
          error={errors.headline?.message}
          count={{ value: values.headline, max: limits.shortText }}
          hint="Your role, shown under your name (e.g. Product designer)."
        >
          <input className="input" autoComplete="organization-title" {...register('headline')} />
        </Field>
        <Field
          label="Brief Introduction *"
          error={errors.briefIntro?.message}
          count={{ value: values.briefIntro, max: limits.longText }}
          hint="This will appear in the hero section of your portfolio."
        >
          <textarea className="textarea" rows={6} {...register('briefIntro')} />
        </Field>
        <PhotoField
          input={register('photo')}
          value={values.photo ?? ''}
          error={errors.photo?.message}
          onUploaded={(url) => setValue('photo', url, { shouldDirty: true })}
        />
        <Field
          label="Location"
          error={errors.location?.message}
          count={{ value: values.location, max: limits.shortText }}
        >
          <input className="input" placeholder="Berlin, Germany" {...register('location')} />
        </Field>
        <Field
          label="Contact"
          error={errors.contact?.message}
          count={{ value: values.contact, max: limits.url }}
          hint="An email address or a contact page. Shown at the end of each case study and in the footer; leave empty to hide."
        >
          <input className="input" type="text" inputMode="email" placeholder="you@example.com"
            {...register('contact')} />
        </Field>
        {PROFILE_URLS.map(({ name, label, placeholder }) => (
          <Field
            key={name}
            label={label}
            error={errors[name]?.message}
            count={{ value: values[name], max: limits.url }}
            hint="Leave empty to hide the link."
          >
            <input className="input" type="url" placeholder={placeholder} {...register(name)} />
          </Field>
        ))}
        <fieldset className="links-fieldset">
          <legend className="field-label">Other links</legend>
          <p className="field-hint">
            Up to {MAX_LINKS}. Known sites (GitLab, X, Bluesky, YouTube, Dribbble, Behance,
            Medium, Stack Overflow, Instagram) get their icon and name.
          </p>
          {links.fields.map((field, index) => (
            <div className="link-row" key={field.id}>
              <Field label={`Link ${index + 1} label`} error={errors.links?.[index]?.label?.message}>
                <input className="input" placeholder="Blog" {...register(`links.${index}.label`)} />
              </Field>
              <Field label={`Link ${index + 1} URL`} error={errors.links?.[index]?.url?.message}>
                <input className="input" type="url" placeholder="https://"
                  {...register(`links.${index}.url`)} />
              </Field>
              <button type="button" className="button button--ghost link-remove"
                onClick={() => links.remove(index)}>
                Remove
              </button>
            </div>
          ))}
          {errors.links?.message && (
            <p className="field-error" role="alert">{errors.links.message}</p>
          )}
          {links.fields.length < MAX_LINKS && (
            <button type="button" className="button" onClick={() => links.append({ label: '', url: '' })}>
              Add link
            </button>
          )}
        </fieldset>
        <LanguagesField
          languages={values.languages ?? []}
          onChange={(languages) => {
            // The server's messages name rows by index, which a change moves.
            clearErrors('languages');
            setValue('languages', languages, { shouldDirty: true });
          }}
          error={errors.languages?.message}
          rowErrors={(values.languages ?? []).map((_, i) => errors.languages?.[i]?.message)}
        />
        </TranslationTabs>
        <SubmitRow label="Update Profile" pending={update.isPending} />
      </form>
    </FormDialog>
  );
}
