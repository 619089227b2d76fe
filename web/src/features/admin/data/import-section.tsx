import { useRef, useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { type Progress, useImport } from './data-api';
import { TransferProgress } from './transfer-progress';

/** Restores an export into this install, after the owner confirms it. */
export function ImportSection() {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const importing = useImport(setProgress);
  const clear = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };
  return (
    <section className="admin-card data-section" aria-labelledby="import-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="import-heading">
          Import
        </h2>
        <p className="field-hint">
          Restore a ZIP file made by Export. Only a new install, with nothing added yet, can
          import: nothing is merged or replaced.
        </p>
        <TransferProgress active={importing.isPending} verb="Uploading" progress={progress} />
      </div>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="sr-only"
        id="import-archive"
        aria-label="Choose an export to import"
        onChange={(event) => setChosen(event.target.files?.[0] ?? null)}
      />
      <button
        type="button"
        className="button"
        disabled={importing.isPending}
        onClick={() => input.current?.click()}
      >
        {importing.isPending ? 'Importing...' : 'Choose a ZIP'}
      </button>
      <ConfirmDialog
        question={chosen ? `Import ${chosen.name} into this site?` : null}
        confirmLabel="Import"
        onCancel={clear}
        onConfirm={() => {
          if (chosen) {
            setProgress(null);
            importing.mutate(chosen, { onSettled: clear });
          }
        }}
      />
    </section>
  );
}
