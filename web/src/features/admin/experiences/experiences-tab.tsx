import { useState } from 'react';
import { adminDateRange, deletePrompt } from '../../../lib/core';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DeleteIcon, EditIcon } from '../components/icons';
import { ListState } from '../components/list-state';
import { SortableList } from '../components/sortable-list';
import { useAdminList, useDelete, useReorder } from '../lib/resource';
import { ExperienceDialog } from './experience-dialog';
import { type AdminExperience, experiencesResource } from './experiences-resource';

/** Spec §2 Experiences tab: the owner's jobs, in the order the public site shows them. */
export function ExperiencesTab() {
  const list = useAdminList<AdminExperience>(experiencesResource);
  const { reorder, saving } = useReorder<AdminExperience>(experiencesResource);
  const remove = useDelete(experiencesResource);
  const [editing, setEditing] = useState<AdminExperience | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminExperience | null>(null);
  const items = list.data ?? [];

  return (
    <section aria-labelledby="experiences-heading">
      <div className="section-bar">
        <h2 className="section-title" id="experiences-heading">
          Work Experience
        </h2>
        {saving && (
          <span className="saving-note" role="status">
            Saving new order...
          </span>
        )}
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          Add Experience
        </button>
      </div>
      <ListState
        isPending={list.isPending}
        error={list.error}
        retry={() => void list.refetch()}
        empty={
          items.length === 0
            ? {
                text: 'No experiences yet.',
                action: 'Add Your First Experience',
                onAction: () => setEditing('new'),
              }
            : null
        }
      >
        <SortableList
          items={items}
          label={(item) => item.jobTitle}
          onReorder={reorder}
          renderItem={(item, handle) => (
            <article className="admin-card">
              {handle}
              <div className="admin-card-body">
                <h3 className="admin-card-title">{item.jobTitle.toUpperCase()}</h3>
                <p className="admin-card-meta">
                  {item.company} · {item.industry}
                </p>
                <p className="admin-card-meta">
                  {adminDateRange(item)}
                </p>
              </div>
              <div className="admin-card-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Edit ${item.jobTitle}`}
                  onClick={() => setEditing(item)}
                >
                  <EditIcon />
                </button>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={`Delete ${item.jobTitle}`}
                  onClick={() => setDeleting(item)}
                >
                  <DeleteIcon />
                </button>
              </div>
            </article>
          )}
        />
      </ListState>
      {editing && (
        <ExperienceDialog
          experience={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        question={
          deleting && deletePrompt({ kind: 'experience', label: deleting.jobTitle })
        }
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
