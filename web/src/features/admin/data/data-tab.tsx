import { ExportSection } from './export-section';
import { ImportSection } from './import-section';
import { LinkedInImport } from './linkedin-import';
import { ResumeImport } from './resume-import';

/** Issue 14: the owner's data as a whole, exported and imported, and a JSON Resume brought in. */
export function DataTab() {
  return (
    <div className="data-tab">
      <ExportSection />
      <ImportSection />
      <ResumeImport />
      <LinkedInImport />
    </div>
  );
}
