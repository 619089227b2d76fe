import { api } from '../../../lib/api';
import type { Proof } from '../pow/use-proof';

/** What the app sends with scripts on. */
export interface Sent {
  name: string;
  email: string;
  subject: string;
  message: string;
  page: string;
  language: string;
  website: string;
  proof: Proof | null;
}

/** `POST /api/contact`: `null` once the message is kept, else the refusal's field messages (a
 * refusal without fields under `form`). */
export async function sendMessage(body: Sent): Promise<{ field: string; message: string }[] | null> {
  const { response, error } = await api.POST('/contact', { body: { ...body, proof: body.proof ?? undefined } });
  if (response.ok) return null;
  const refusal = error as { message?: string; fields?: { field: string; message: string }[] } | undefined;
  if (refusal?.fields?.length) return refusal.fields;
  return [{ field: response.status === 429 ? 'tooMany' : 'form', message: refusal?.message ?? '' }];
}
