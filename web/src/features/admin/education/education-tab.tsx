import { useState } from 'react';
import { deletePrompt } from '../../../lib/core';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DeleteIcon, EditIcon } from '../components/icons';
import { ListState } from '../components/list-state';
import { SortableList } from '../components/sortable-list';
import { useAdminList, useDelete, useReorder } from '../lib/resource';
import { EducationDialog } from './education-dialog';
import { type AdminEducation, educationResource } from './education-resource';

/** Spec §2 Education tab. */
export function EducationTab() {
  const list = useAdminList<AdminEducation>(educationResource);
  const { reorder, saving } = useReorder<AdminEducation>(educationResource);
  const remove = useDelete(educationResource);
  const [editing, setEditing] = useState<AdminEducation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminEducation | null>(null);
  const items = list.data ?? [];

  return (
    <section aria-labelledby="education-heading">
      <div className="section-bar">
        <h2 className="section-title" id="education-heading">
          Education
        </h2>
        {saving && (
          <span className="saving-note" role="status">
            Saving new order...
          </span>
        )}
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          Add Education
        </button>
      </div>
      <ListState
        isPending={list.isPending}
        error={list.error}
        retry={() => void list.refetch()}
        empty={
          items.length === 0
            ? {
                text: 'No education entries yet.',
                action: 'Add Your First Education',
                onAction: () => setEditing('new'),
              }
            : null
        }
      >
        <SortableList
          items={items}
          label={(item) => item.name}
          onReorder={reorder}
          renderItem={(item, handle) => (
            <article className="admin-card">
              {handle}
              <div className="admin-card-body">
                <h3 className="admin-card-title">{item.name.toUpperCase()}</h3>
                <p className="admin-card-meta">
                  {item.category}
                  {item.date && ` · ${item.date}`}
                </p>
                {item.link && (
                  <a
                    className="admin-card-link"
                    href={item.link}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    View Certificate
                  </a>
                )}
              </div>
              <div className="admin-card-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Edit ${item.name}`}
                  onClick={() => setEditing(item)}
                >
                  <EditIcon />
                </button>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={`Delete ${item.name}`}
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
        <EducationDialog
          education={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        question={deleting && deletePrompt({ kind: 'education', label: deleting.name })}
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
