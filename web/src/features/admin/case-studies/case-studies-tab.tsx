import { useState } from 'react';
import { deletePrompt } from '../../../lib/core';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListState } from '../components/list-state';
import { useAdminList, useDelete } from '../lib/resource';
import { type AdminCaseStudy, caseStudiesResource } from './case-studies-resource';
import { CaseStudyCard } from './case-study-card';
import { CaseStudyDialog } from './case-study-dialog';
import './case-studies.css';

/** Which dialog is open: `item` null for a new case study; `session` remounts a fresh form. */
interface DialogState {
  item: AdminCaseStudy | null;
  session: number;
}

let nextSession = 1;

/** Spec §2 "Case studies tab": the list, its empty state, the editor dialog and deletes. */
export function CaseStudiesTab() {
  const list = useAdminList<AdminCaseStudy>(caseStudiesResource);
  const remove = useDelete(caseStudiesResource);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [deleting, setDeleting] = useState<AdminCaseStudy | null>(null);

  const open = (item: AdminCaseStudy | null) => setDialog({ item, session: nextSession++ });

  return (
    <section aria-labelledby="case-studies-heading">
      <div className="section-bar">
        <h2 id="case-studies-heading" className="section-title">
          Case Studies
        </h2>
        <button type="button" className="button button--primary" onClick={() => open(null)}>
          Add Case Study
        </button>
      </div>

      <ListState
        isPending={list.isPending}
        error={list.error}
        retry={() => void list.refetch()}
        empty={
          list.data?.length === 0
            ? {
                text: 'No case studies yet.',
                action: 'Create Your First Case Study',
                onAction: () => open(null),
              }
            : null
        }
      >
        <ul className="admin-list">
          {list.data?.map((caseStudy) => (
            <CaseStudyCard
              key={caseStudy.id}
              caseStudy={caseStudy}
              onEdit={() => open(caseStudy)}
              onDelete={() => setDeleting(caseStudy)}
            />
          ))}
        </ul>
      </ListState>

      {dialog && (
        <CaseStudyDialog
          key={dialog.session}
          caseStudy={dialog.item}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        question={deleting && deletePrompt({ kind: 'caseStudy', label: deleting.title })}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
