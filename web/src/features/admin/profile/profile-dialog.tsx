import { useForm, useWatch } from 'react-hook-form';
import type { Profile } from '../../../lib/api-schema';
import { limits, type ProfileUpdate, validateProfile } from '../../../lib/core';
import { Field } from '../components/field';
import { DialogCancel, FormDialog } from '../components/form-dialog';
import { coreResolver, showServerErrors } from '../lib/core-resolver';
import { useUpdateProfile } from './profile-api';

interface Form {
  name: string;
  briefIntro: string;
  githubUrl: string;
  linkedinUrl: string;
}

const FIELDS = ['name', 'briefIntro', 'githubUrl', 'linkedinUrl'] as const;

/** Spec §2 profile dialog, plus the two links of the public header. */
export function ProfileDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const update = useUpdateProfile();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<Form, unknown, ProfileUpdate>({
    defaultValues: {
      name: profile.name,
      briefIntro: profile.briefIntro,
      githubUrl: profile.githubUrl ?? '',
      linkedinUrl: profile.linkedinUrl ?? '',
    },
    resolver: coreResolver<Form, ProfileUpdate>(validateProfile),
  });

  const values = useWatch({ control });

  // folio-core's update as it is: a cleared link is empty, which removes it.
  const submit = handleSubmit((value) =>
    update.mutate(value, {
      onSuccess: onClose,
      onError: showServerErrors(setError, FIELDS),
    }),
  );

  return (
    <FormDialog open title="Edit Profile" dirty={isDirty} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <Field
          label="Name *"
          error={errors.name?.message}
          count={{ value: values.name, max: limits.shortText }}
        >
          <input className="input" autoComplete="name" {...register('name')} />
        </Field>
        <Field
          label="Brief Introduction *"
          error={errors.briefIntro?.message}
          count={{ value: values.briefIntro, max: limits.longText }}
          hint="This will appear in the hero section of your portfolio."
        >
          <textarea className="textarea" rows={6} {...register('briefIntro')} />
        </Field>
        <Field
          label="GitHub URL"
          error={errors.githubUrl?.message}
          count={{ value: values.githubUrl, max: limits.url }}
          hint="Leave empty to hide the link."
        >
          <input
            className="input"
            type="url"
            placeholder="https://github.com/"
            {...register('githubUrl')}
          />
        </Field>
        <Field
          label="LinkedIn URL"
          error={errors.linkedinUrl?.message}
          count={{ value: values.linkedinUrl, max: limits.url }}
          hint="Leave empty to hide the link."
        >
          <input
            className="input"
            type="url"
            placeholder="https://www.linkedin.com/in/"
            {...register('linkedinUrl')}
          />
        </Field>
        <div className="dialog-actions">
          <DialogCancel />
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Update Profile'}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
