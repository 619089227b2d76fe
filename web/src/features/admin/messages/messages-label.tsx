import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Folder, messagesQuery } from './api/messages-api';

/** The tab's name with the unread count, which the page title carries too. */
export function MessagesLabel() {
  const inbox = useQuery({ ...messagesQuery(Folder.inbox), refetchInterval: 60_000 });
  const unread = inbox.data?.unread ?? 0;
  useEffect(() => {
    document.title = unread > 0 ? `(${unread}) Admin Dashboard` : 'Admin Dashboard';
  }, [unread]);
  return (
    <>
      Messages
      {unread > 0 && <span className="messages-count" aria-label={`${unread} unread`}>{unread}</span>}
    </>
  );
}
