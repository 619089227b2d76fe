import { MoveTo, type InboxMessage, type MessageAction } from './api/messages-api';

interface MessageItemProps {
  message: InboxMessage;
  open: boolean;
  onOpen: () => void;
  act: (action: MessageAction) => void;
  onDelete: () => void;
}

/** The subject, or the message's first line. */
const about = (message: InboxMessage) => message.subject ?? message.body.split('\n')[0];

/** "Reply": the owner's mail program with the subject and the message quoted. */
function replyHref(message: InboxMessage): string {
  const quote = message.body.split('\n').map((line) => `> ${line}`).join('\n');
  const subject = `Re: ${about(message)}`;
  const body = `\n\n${message.name} wrote:\n${quote}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** One message of a folder: its line, and opened, its text and what the owner can do. */
export function MessageItem({ message, open, onOpen, act, onDelete }: MessageItemProps) {
  const date = new Date(message.createdAt).toLocaleString();
  return (
    <li className={`message${message.isRead ? '' : ' message--unread'}`}>
      <button type="button" className="message-line" aria-expanded={open} onClick={onOpen}>
        <span className="message-name">{message.name}</span>
        <span className="message-about">{about(message)}</span>
        <span className="message-meta">{date}{message.page ? ` · ${message.page}` : ''}</span>
        {!message.isRead && <span className="sr-only">Unread</span>}
      </button>
      {open && (
        <div className="message-open">
          <p className="message-from">{message.name} &lt;{message.email}&gt;</p>
          <p className="message-body">{message.body}</p>
          {message.notification && message.notification !== 'sent' && (
            <p className="message-notification">
              E-mail notification {message.notification}
              {message.lastError ? ` (${message.attempts} tries: ${message.lastError})` : ''}
            </p>
          )}
          <div className="message-actions">
            <a className="button" href={replyHref(message)}>Reply</a>
            <button type="button" className="button button--ghost" onClick={() => act({ kind: 'change', id: message.id, read: false })}>
              Mark unread
            </button>
            {message.folder === 'archive' || message.folder === 'to_check' ? (
              <button type="button" className="button button--ghost" onClick={() => act({ kind: 'change', id: message.id, folder: MoveTo.inbox })}>
                Move to inbox
              </button>
            ) : (
              <button type="button" className="button button--ghost" onClick={() => act({ kind: 'change', id: message.id, folder: MoveTo.archive })}>
                Archive
              </button>
            )}
            <button type="button" className="button button--ghost" onClick={onDelete}>Delete</button>
            <button type="button" className="button button--ghost" onClick={() => act({ kind: 'deleteSender', email: message.email })}>
              Delete everything from {message.email}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
