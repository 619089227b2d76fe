// The owner's inbox (issue 42): `GET /api/admin/messages` per folder, the changes to one message,
// "Delete all" of "To check", deleting one sender's messages, and the contact form's switch.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, errorBody } from '../../../../lib/api';
import { FolderName, MoveTo, type components } from '../../../../lib/api-schema';
import { failureToast } from '../../components/toast-store';

export type Inbox = components['schemas']['Inbox'];
export type InboxMessage = components['schemas']['InboxMessage'];
export { FolderName as Folder, MoveTo };

const FAILED = 'Failed to update the messages. Please try again.';

export const messagesQuery = (folder: FolderName) =>
  queryOptions({
    queryKey: ['admin', 'messages', folder],
    queryFn: async () => {
      const { data, error, response } = await api.GET('/admin/messages', { params: { query: { folder } } });
      if (!data) throw new ApiWriteError('Failed to load messages', response.status, errorBody(error));
      return data;
    },
  });

export const contactFormQuery = () =>
  queryOptions({
    queryKey: ['admin', 'contact-form'],
    queryFn: async () => {
      const { data, error, response } = await api.GET('/admin/contact-form');
      if (!data) throw new ApiWriteError('Failed to load the contact form', response.status, errorBody(error));
      return data;
    },
  });

/** What the owner does to messages; each refreshes every folder. */
export type MessageAction =
  | { kind: 'change'; id: number; read?: boolean; folder?: MoveTo }
  | { kind: 'delete'; id: number }
  | { kind: 'restore'; id: number }
  | { kind: 'deleteToCheck' }
  | { kind: 'deleteSender'; email: string };

async function run(action: MessageAction) {
  const id = 'id' in action ? { params: { path: { id: action.id } } } : undefined;
  const answer =
    action.kind === 'change'
      ? await api.PATCH('/admin/messages/{id}', { ...id!, body: { read: action.read, folder: action.folder } })
      : action.kind === 'delete'
        ? await api.DELETE('/admin/messages/{id}', id!)
        : action.kind === 'restore'
          ? await api.POST('/admin/messages/{id}/restore', id!)
          : action.kind === 'deleteToCheck'
            ? await api.DELETE('/admin/messages/to-check')
            : await api.POST('/admin/messages/delete-sender', { body: { email: action.email } });
  if (!answer.response.ok) throw new ApiWriteError(FAILED, answer.response.status, errorBody(answer.error));
}

export function useMessageAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'messages'] }),
    onError: () => failureToast(FAILED),
  });
}

export function useContactForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const { data, error, response } = await api.PUT('/admin/contact-form', { body: { on } });
      if (!data) throw new ApiWriteError(FAILED, response.status, errorBody(error));
      return data;
    },
    onSuccess: (data) => client.setQueryData(contactFormQuery().queryKey, data),
    onError: () => failureToast('Failed to change the contact form. Please try again.'),
  });
}
