import { useState } from 'react';
import { type Progress, useExport } from './api/data-api';
import { TransferProgress } from './transfer-progress';

/** Downloads everything the owner made as one ZIP. */
export function ExportSection() {
  const [progress, setProgress] = useState<Progress>(null);
  const exporting = useExport(setProgress);
  return (
    <section className="admin-card data-section" aria-labelledby="export-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="export-heading">
          Export
        </h2>
        <p className="field-hint">
          Download everything you made as one ZIP file: your profile, experiences, education,
          case studies and the images they use. Keep it as a backup, or import it into a new
          install to move your portfolio.
        </p>
        <TransferProgress active={exporting.isPending} verb="Downloading" progress={progress} />
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={exporting.isPending}
        onClick={() => {
          setProgress(null);
          exporting.mutate();
        }}
      >
        {exporting.isPending ? 'Exporting...' : 'Export'}
      </button>
    </section>
  );
}
