import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../components/field';

interface DateFieldProps {
  /** The form's `date` field. */
  input: UseFormRegisterReturn<'date'>;
  /** Whether the case study is saved already (then an empty date keeps the one saved). */
  editing: boolean;
  error?: string;
}

/**
 * Issue 23: the date the case study's card and page show, the owner's to set (a 2021 project
 * shows 2021). Left empty, a new case study shows the day it is created.
 */
export function DateField({ input, editing, error }: DateFieldProps) {
  return (
    <Field
      label="Date"
      error={error}
      hint={
        editing
          ? 'Shown on its card and page.'
          : 'Shown on its card and page. Leave empty for the day it is created.'
      }
    >
      <input className="input cs-date-input" type="date" min="1000-01-01" max="9999-12-31" {...input} />
    </Field>
  );
}
