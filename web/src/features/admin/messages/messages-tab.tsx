import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadFailed, Loading } from '../components/query-states';
import { SwitchField } from '../components/switch-field';
import { contactFormQuery, messagesQuery, useContactForm, useMessageAction, Folder, type MessageAction } from './api/messages-api';
import { MessageItem } from './message-item';
import './messages.css';

const FOLDERS: { value: Folder; label: string }[] = [
  { value: Folder.inbox, label: 'Inbox' },
  { value: Folder.to_check, label: 'To check' },
  { value: Folder.archive, label: 'Archive' },
];

/** Issue 42's inbox: the contact form's switch, the folders, and each message newest first. */
export function MessagesTab() {
  const [folder, setFolder] = useState<Folder>(Folder.inbox);
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleted, setDeleted] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<MessageAction | null>(null);
  const list = useQuery(messagesQuery(folder));
  const form = useQuery(contactFormQuery());
  const setForm = useContactForm();
  const action = useMessageAction();
  const act = (next: MessageAction) => action.mutate(next);

  const open = (id: number, isRead: boolean) => {
    setOpenId(openId === id ? null : id);
    if (!isRead) act({ kind: 'change', id, read: true });
  };
  const question =
    confirm?.kind === 'deleteToCheck'
      ? 'Delete every message in To check?'
      : confirm?.kind === 'deleteSender'
        ? `Delete every message from ${confirm.email}?`
        : null;

  return (
    <section className="messages" aria-labelledby="messages-title">
      <h2 id="messages-title" className="admin-section-title">Messages</h2>
      <SwitchField label="Contact form on the site" checked={form.data?.on ?? false}
        disabled={!form.data || setForm.isPending} onCheckedChange={(on) => setForm.mutate(on)} />
      <div className="messages-folders" role="group" aria-label="Folders">
        {FOLDERS.map(({ value, label }) => (
          <button key={value} type="button" aria-pressed={folder === value}
            className={`button${folder === value ? '' : ' button--ghost'}`} onClick={() => {
              setFolder(value);
              setOpenId(null);
            }}>
            {label}
            {value === Folder.to_check && list.data && list.data.toCheck > 0 ? ` (${list.data.toCheck})` : ''}
          </button>
        ))}
      </div>
      {list.data && (list.data.pending > 0 || list.data.failed > 0) && (
        <p className="messages-outbox" role="status">
          E-mail notifications: {list.data.pending} pending, {list.data.failed} failed.
        </p>
      )}
      {folder === Folder.to_check && (
        <p className="messages-note">
          Sent with scripts off, without a proof of work: never notified.{' '}
          {list.data && list.data.messages.length > 0 && (
            <button type="button" className="button button--ghost" onClick={() => setConfirm({ kind: 'deleteToCheck' })}>
              Delete all
            </button>
          )}
        </p>
      )}
      {deleted !== null && (
        <p className="messages-undo" role="status">
          Message deleted.{' '}
          <button type="button" className="button button--ghost" onClick={() => {
            act({ kind: 'restore', id: deleted });
            setDeleted(null);
          }}>Undo</button>
        </p>
      )}
      {list.isPending && <Loading text="Loading messages..." />}
      {list.isError && <LoadFailed error={list.error} retry={() => void list.refetch()} />}
      {list.data && list.data.messages.length === 0 && <p className="messages-empty">No messages.</p>}
      {list.data && list.data.messages.length > 0 && (
        <ul className="messages-list">
          {list.data.messages.map((message) => (
            <MessageItem key={message.id} message={message} open={openId === message.id}
              onOpen={() => open(message.id, message.isRead)} act={(next) => next.kind === 'deleteSender' ? setConfirm(next) : act(next)}
              onDelete={() => {
                act({ kind: 'delete', id: message.id });
                setDeleted(message.id);
              }} />
          ))}
        </ul>
      )}
      <ConfirmDialog question={question} confirmLabel="Delete" onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) act(confirm);
          setConfirm(null);
        }} />
    </section>
  );
}
