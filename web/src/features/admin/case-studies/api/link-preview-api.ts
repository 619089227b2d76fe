// The editor's link previews (`GET /api/fetch-url?url=`): the server reads the page, guarded.
import { api } from '../../../../lib/api';
import type { LinkPreview } from '../../../../lib/api-schema';

/** A page's preview, or why there is none (`reason`: the server's words, when it answered). */
export type LinkPreviewAnswer = { ok: true; preview: LinkPreview } | { ok: false; reason?: string };

/** Asks the server for a preview of the page at `link`. */
export async function fetchLinkPreview(link: string): Promise<LinkPreviewAnswer> {
  try {
    const { data, error } = await api.GET('/fetch-url', { params: { query: { url: link } } });
    if (data) return { ok: true, preview: data };
    const message = (error as { message?: unknown } | undefined)?.message;
    return { ok: false, reason: typeof message === 'string' ? message : undefined };
  } catch {
    // No answer at all.
    return { ok: false };
  }
}
