import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CaseStudy } from '../../../lib/api-schema';
import { ManagedSection } from '../components/managed-section';
import { SavingOrder, SortableList } from '../components/sortable-list';
import { useOpenFromAddress } from '../lib/open-from-address';
import { useAdminList, useReorder } from '../lib/resource';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { caseStudiesResource } from './case-studies-resource';
import { CaseStudyCard } from './case-study-card';
import { CaseStudyDialog } from './case-study-dialog';
import { AUTOSAVES_KEY, UnsavedDrafts } from './unsaved-drafts';
import './case-studies.css';

/** Which dialog is open: `item` null for a new case study; `session` remounts a fresh form. */
interface DialogState {
  item: CaseStudy | null;
  session: number;
}

let nextSession = 1;

const titleOf = (item: CaseStudy) => item.title;

/**
 * Spec §2 "Case studies tab": the list, its empty state, the editor dialog and deletes. Issue 23:
 * the list is in the Playground's order (the server's: featured first) and is reordered by drag
 * like the experiences and education.
 */
export function CaseStudiesTab() {
  const list = useAdminList<CaseStudy>(caseStudiesResource);
  const { reorder, saving } = useReorder<CaseStudy>(caseStudiesResource);
  const remove = useConfirmedDelete(caseStudiesResource, 'caseStudy', titleOf);
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const queryClient = useQueryClient();
  const open = (item: CaseStudy | null) => setDialog({ item, session: nextSession++ });
  const close = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: AUTOSAVES_KEY });
  };
  // A missing translation's link names the case study to open (issue 40 point 4).
  const closeDialog = useOpenFromAddress(list.data, (item) => (item ? open(item) : close()));

  return (
    <>
      <UnsavedDrafts caseStudies={list.data ?? []} onOpen={open} />
      <ManagedSection
        heading="Case Studies"
        addLabel="Add Case Study"
        empty={{ text: 'No case studies yet.', action: 'Create Your First Case Study' }}
        list={list}
        onAdd={() => open(null)}
        status={saving && <SavingOrder />}
      >
        {(items) => (
          <>
            {items.length > 1 && (
              <p className="cs-order-note">
                The Playground shows case studies in this order, featured ones first. Drag to
                reorder.
              </p>
            )}
            <SortableList
              items={items}
              label={titleOf}
              onReorder={reorder}
              renderItem={(caseStudy, handle) => (
                <CaseStudyCard
                  caseStudy={caseStudy}
                  handle={handle}
                  onEdit={() => open(caseStudy)}
                  onDelete={() => remove.ask(caseStudy)}
                />
              )}
            />
          </>
        )}
      </ManagedSection>
      {dialog && (
        <CaseStudyDialog
          key={dialog.session}
          caseStudy={dialog.item}
          onClose={closeDialog}
          onRestored={open}
        />
      )}
      {remove.prompt}
    </>
  );
}
