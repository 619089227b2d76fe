import { ExportSection } from './export-section';
import { ImportSection } from './import-section';

/** Issue 14: the owner's data as a whole, exported and imported. */
export function DataTab() {
  return (
    <div className="data-tab">
      <ExportSection />
      <ImportSection />
    </div>
  );
}
