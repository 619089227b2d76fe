import { type KeyboardEvent, useId } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { limits, respellNames, toolNames } from '../../../lib/core';
import { CharCount } from '../components/field';
import { DeleteIcon } from '../components/icons';

/** The tools part of the experience form. */
export interface ToolsForm {
  tools: { name: string; usage: string }[];
}

interface ToolsFieldProps<F extends ToolsForm> {
  form: UseFormReturn<F, unknown, unknown>;
  /** Tool names already used in the owner's experiences, in their stored spelling. */
  known: string[];
  error?: string;
}

/**
 * The experience's tools, one row each (issue 12): Enter in a row goes to the next row (a new one
 * after the last) instead of submitting the dialog; tools already used are suggested; a row is
 * read with folio-core's `toolNames`, so 'Figma, Sketch' becomes two rows. A name is saved as
 * typed, and the save respells the tool's other uses (folio-core's `respellNames`, issue 23): a
 * row spelling a known tool otherwise says so before the save.
 */
export function ToolsField<F extends ToolsForm>(props: ToolsFieldProps<F>) {
  // The form's other fields do not matter here; this narrows it to its tools once.
  const { form, known, error } = props as unknown as ToolsFieldProps<ToolsForm>;
  const { control, register, getValues, setValue } = form;
  const id = useId();
  const rows = useFieldArray({ control, name: 'tools' });
  const tools = useWatch({ control, name: 'tools' });

  /** Reads row `index` by folio-core's rule: its name respelled, more names as rows after it. */
  const settle = (index: number) => {
    const text = getValues(`tools.${index}.name`) ?? '';
    const [first, ...more] = toolNames(text);
    if (first === undefined) return 0;
    if (first !== text) setValue(`tools.${index}.name`, first, { shouldDirty: true });
    if (more.length > 0) {
      rows.insert(
        index + 1,
        more.map((name) => ({ name, usage: '' })),
        { shouldFocus: false },
      );
    }
    return 1 + more.length;
  };

  const focusName = (index: number) =>
    // After React has drawn the rows the change added.
    setTimeout(() => document.getElementById(`${id}-name-${index}`)?.focus());

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter moves on to the next tool; it must not submit the dialog.
    event.preventDefault();
    const count = rows.fields.length;
    const taken = settle(index);
    const next = index + Math.max(taken, 1);
    if (next < count + Math.max(taken - 1, 0)) focusName(next);
    else if (taken > 0) {
      rows.append({ name: '', usage: '' }, { shouldFocus: false });
      focusName(next);
    }
  };

  return (
    <fieldset className="row-editor" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Tools</legend>
      {rows.fields.map((row, index) => {
        const text = tools[index]?.name ?? '';
        const names = toolNames(text);
        const respelled = respellNames({ names: known, spellings: names });
        const changed = known.filter((name) => !respelled.includes(name));
        const usage = tools[index]?.usage ?? '';
        return (
          <div className="row-editor-item" key={row.id}>
            <div className="row-editor-row">
              <input
                id={`${id}-name-${index}`}
                className="input row-editor-name"
                aria-label={`Tool ${index + 1} name`}
                placeholder="Tool, e.g. Figma"
                list={`${id}-suggestions`}
                autoComplete="off"
                onKeyDown={onKeyDown(index)}
                {...register(`tools.${index}.name`)}
              />
              <input
                className="input row-editor-usage"
                aria-label={`Tool ${index + 1} usage`}
                placeholder="How you used it (optional)"
                onKeyDown={onKeyDown(index)}
                {...register(`tools.${index}.usage`)}
              />
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={`Remove tool ${index + 1}`}
                onClick={() => rows.remove(index)}
              >
                <DeleteIcon />
              </button>
            </div>
            {names.length > 1 && (
              <p className="field-hint" role="status">
                Becomes {names.length} tools: {names.join(', ')} (press Enter, or save)
              </p>
            )}
            {changed.map((name) => (
              <p className="field-hint" role="status" key={name}>
                Saving spells ‘{name}’ as ‘{respellNames({ names: [name], spellings: names })[0]}’
                in every experience.
              </p>
            ))}
            <div className="row-editor-counts">
              <CharCount value={text} max={limits.toolName} />
              <CharCount value={usage} max={limits.toolUsage} />
            </div>
          </div>
        );
      })}
      <datalist id={`${id}-suggestions`}>
        {known.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <div>
        <button
          type="button"
          className="button button--small"
          onClick={() => rows.append({ name: '', usage: '' })}
        >
          Add Tool
        </button>
      </div>
      <p className="field-hint">
        Enter goes to the next tool; a list such as ‘Figma, Sketch’ becomes one tool each.
      </p>
    </fieldset>
  );
}

/**
 * The rows as folio-core reads them (`toolNames`): each row's text as one or more tools spelled
 * as typed, the row's usage on its first. The experience form saves this.
 */
export function expandTools(rows: ToolsForm['tools']): ToolsForm['tools'] {
  return rows.flatMap((row) => {
    const names = toolNames(row.name);
    if (names.length === 0) return [row];
    return names.map((name, i) => ({ name, usage: i === 0 ? row.usage : '' }));
  });
}
