import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Profile } from '../../../lib/api-schema';
import { limits, type ProfileUpdate, validateProfile } from '../../../lib/core';
import { Field } from '../components/field';
import { FormDialog } from '../components/form-dialog';
import { TranslationTabs } from '../components/translation-tabs';
import { flatten, nest, type RowTranslations, translationErrors } from '../lib/translations';
import { SubmitRow } from '../components/submit-row';
import { coreResolver, showServerErrors } from '../lib/core-resolver';
import { LanguagesField } from './languages-field';
import { LinksFieldset } from './links-fieldset';
import { PhotoField } from './photo-field';
import { CONTACT_INPUTS, IDENTITY_INPUTS, PROFILE_FIELDS, type ProfileForm, profileForm } from './profile-form';
import { ProfileInputs } from './profile-inputs';
import { useUpdateProfile } from './api/profile-api';

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
  } = useForm<ProfileForm, unknown, ProfileUpdate>({
    defaultValues: profileForm(profile),
    // folio-core in the browser checks the spec's fields; the server checks the others and its
    // messages land under them.
    resolver: coreResolver<ProfileForm, ProfileUpdate>(validateProfile),
  });
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
          showServerErrors(setError, PROFILE_FIELDS)(error);
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
        <ProfileInputs inputs={IDENTITY_INPUTS} register={register} errors={errors} values={values} />
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
        <ProfileInputs inputs={CONTACT_INPUTS} register={register} errors={errors} values={values} />
        <LinksFieldset control={control} register={register} errors={errors} />
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
