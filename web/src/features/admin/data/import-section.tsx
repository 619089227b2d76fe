import { useRef, useState } from 'react';
import { loadDataRules } from '../../../lib/core';
import { ConfirmDialog } from '../components/confirm-dialog';
import { type ArchiveContents, readArchiveContents } from './archive-contents';
import { type Progress, useImport } from './api/data-api';
import { TransferProgress } from './transfer-progress';

/** Restores an export into this install, after the owner confirms it. */
export function ImportSection() {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  // What the chosen export holds: undefined while it is read, null when it cannot be read here.
  const [contents, setContents] = useState<ArchiveContents | null | undefined>(undefined);
  // The file being read, so a read that ends after another file was chosen is dropped.
  const reading = useRef<File | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const importing = useImport(setProgress);
  const clear = () => {
    setChosen(null);
    setContents(undefined);
    reading.current = null;
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
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          setChosen(file);
          setContents(undefined);
          reading.current = file;
          if (file) {
            void loadDataRules()
              .then((rules) => readArchiveContents(file, rules.countUploads))
              .catch(() => null)
              .then((read) => {
                if (reading.current === file) setContents(read);
              });
          }
        }}
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
      >
        <HeldContents contents={contents} />
      </ConfirmDialog>
    </section>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the chosen export holds, for the owner to check before importing it. */
function HeldContents({ contents }: { contents: ArchiveContents | null | undefined }) {
  if (contents === undefined) {
    return (
      <p className="archive-contents" role="status">
        Reading what it holds...
      </p>
    );
  }
  if (contents === null) {
    return (
      <p className="archive-contents" role="status">
        What it holds cannot be listed here; the server checks the file when you import it.
      </p>
    );
  }
  return (
    <div className="archive-contents" role="status">
      <p>This export holds:</p>
      <ul>
        <li>{contents.name ? `the profile of ${contents.name}` : 'a profile without a name'}</li>
        <li>{count(contents.experiences, 'experience', 'experiences')}</li>
        <li>{count(contents.education, 'education entry', 'education entries')}</li>
        <li>{count(contents.caseStudies, 'case study', 'case studies')}</li>
        {contents.messages > 0 && <li>{count(contents.messages, 'message', 'messages')}</li>}
        <li>{count(contents.uploads, 'upload', 'uploads')}</li>
      </ul>
    </div>
  );
}
