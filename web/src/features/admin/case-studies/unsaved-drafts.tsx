import { useQuery } from '@tanstack/react-query';
import type { Autosave, CaseStudy } from '../../../lib/api-schema';
import { formatLocaleDateTime } from '../../../lib/format-date';
import { listAutosaves } from './api/autosave-api';
import { sendLocalCopies } from './autosave';

export const AUTOSAVES_KEY = ['admin', 'case-studies', 'autosaves'];

/**
 * Issue 14: autosaved drafts that differ from what is saved, left by a crash or a closed tab.
 * Local copies a closing tab could not send go to the server first.
 */
export function useUnsavedDrafts() {
  return useQuery({
    queryKey: AUTOSAVES_KEY,
    queryFn: async () => {
      await sendLocalCopies();
      const all = await listAutosaves();
      return all.filter((autosave) => autosave.changed);
    },
    retry: false,
  });
}

/**
 * The draft by its own title (issue 23): a new case study is named by what was typed, and a
 * saved one whose title the draft changes by both.
 */
const nameOf = (autosave: Autosave, list: CaseStudy[]) => {
  const drafted = (autosave.draft.title ?? '').trim();
  if (autosave.caseStudyId === undefined) {
    return drafted ? `a new case study, “${drafted}”` : 'a new case study, not yet titled';
  }
  const saved = list.find((item) => item.id === autosave.caseStudyId)?.title;
  if (!saved) return drafted ? `“${drafted}”` : 'a case study';
  return drafted && drafted !== saved ? `“${saved}” (retitled “${drafted}”)` : `“${saved}”`;
};

interface UnsavedDraftsProps {
  caseStudies: CaseStudy[];
  /** Opens the dialog of the draft's case study (null: a new one), which offers the draft. */
  onOpen: (item: CaseStudy | null) => void;
}

/** The case studies tab's notice of unsaved drafts, each with a button that opens it. */
export function UnsavedDrafts({ caseStudies, onOpen }: UnsavedDraftsProps) {
  const drafts = useUnsavedDrafts();
  const shown = (drafts.data ?? []).filter(
    (autosave) =>
      autosave.caseStudyId === undefined ||
      caseStudies.some((item) => item.id === autosave.caseStudyId),
  );
  if (shown.length === 0) return null;
  return (
    <section className="unsaved-drafts" aria-labelledby="unsaved-drafts-title">
      <h2 className="unsaved-drafts-title" id="unsaved-drafts-title">
        Unsaved drafts
      </h2>
      <ul className="unsaved-drafts-list">
        {shown.map((autosave) => (
          <li key={autosave.caseStudyId ?? 'new'} className="unsaved-draft">
            <p className="unsaved-draft-text">
              Changes to {nameOf(autosave, caseStudies)}, autosaved{' '}
              {formatLocaleDateTime(autosave.savedAt)}: {autosave.summary.toLowerCase()}.
            </p>
            <button
              type="button"
              className="button"
              onClick={() =>
                onOpen(caseStudies.find((item) => item.id === autosave.caseStudyId) ?? null)
              }
            >
              Open
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The dashboard's line, on the other tabs, that unsaved case study drafts wait in the case
 * studies tab (after a crash or a closed tab the owner may land anywhere).
 */
export function UnsavedDraftsBanner({ onReview }: { onReview: () => void }) {
  const drafts = useUnsavedDrafts();
  const count = drafts.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <div className="unsaved-drafts unsaved-drafts--banner" role="status">
      <p className="unsaved-draft-text">
        {count === 1
          ? 'A case study has unsaved changes, kept as a draft.'
          : `${count} case studies have unsaved changes, kept as drafts.`}
      </p>
      <button type="button" className="button" onClick={onReview}>
        Review drafts
      </button>
    </div>
  );
}
