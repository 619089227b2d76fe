import { useState } from 'react';
import { ApiWriteError } from '../../../lib/api';
import { Field } from '../components/field';
import { SwitchField } from '../components/switch-field';
import { ConfirmDialog } from '../components/confirm-dialog';
import { type Variant, type VariantBody, useVariantWrites } from './api/resume-api';
import { VariantChoices } from './variant-choices';
import { Inclusion } from './inclusion';
import { ResumePreview } from './resume-preview';
import { formOf } from './variant-form';

interface VariantEditorProps {
  /** The saved variant, or none for a new one. */
  variant: Variant | undefined;
  onSaved: (id: number) => void;
  onDeleted: () => void;
}

/** One variant: its name, its links, what it shows (with what that includes, live), the PDF. */
export function VariantEditor({ variant, onSaved, onDeleted }: VariantEditorProps) {
  const [form, setForm] = useState<VariantBody>(() => formOf(variant));
  const [asking, setAsking] = useState(false);
  const { save, remove, renew } = useVariantWrites();
  const whole = variant?.isDefault ?? false;
  const nameError =
    save.error instanceof ApiWriteError
      ? save.error.fields.find((field) => field.field === 'name' || field.field === 'slug')?.message
      : undefined;
  const change = (next: Partial<VariantBody>) => setForm((was) => ({ ...was, ...next }));
  return (
    <div className="resume-editor">
      <section className="admin-card" aria-labelledby="variant-heading">
        <form
          className="admin-card-body resume-form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { id: variant?.id, body: form },
              { onSuccess: (saved) => onSaved(saved.id) },
            );
          }}
        >
          <h2 className="section-title" id="variant-heading">
            {variant ? variant.name : 'New variant'}
          </h2>
          <Field label="Name" error={nameError}>
            <input
              className="input"
              value={form.name}
              maxLength={80}
              required
              onChange={(event) => change({ name: event.target.value })}
            />
          </Field>
          <SwitchField
            label={whole ? 'Public link (/resume.pdf)' : 'Public link'}
            checked={form.public}
            onCheckedChange={(on) => change({ public: on })}
          />
          <SwitchField
            label={whole ? 'Show "Résumé (PDF)" in the home header' : 'Listed (linked from the site)'}
            checked={form.listed}
            onCheckedChange={(on) => change({ listed: on })}
          />
          <VariantChoices
            settings={form.settings}
            onChange={(settings) => change({ settings })}
          />
          <div className="resume-actions">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save variant'}
            </button>
            {variant && !whole && !variant.listed && (
              <button
                type="button"
                className="button"
                onClick={() => renew.mutate(variant.id)}
              >
                New secret address
              </button>
            )}
            {variant && !whole && (
              <button
                type="button"
                className="button button--danger"
                onClick={() => setAsking(true)}
              >
                Delete
              </button>
            )}
          </div>
        </form>
      </section>
      <Inclusion settings={form.settings} />
      <ResumePreview settings={form.settings} address={variant?.address ?? undefined} />
      <ConfirmDialog
        question={asking ? `Delete the variant "${variant?.name ?? ''}"?` : null}
        confirmLabel="Delete"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          if (variant) remove.mutate(variant.id, { onSuccess: onDeleted });
        }}
      />
    </div>
  );
}
