// LinkedIn's data export (issue 45): `POST /api/admin/linkedin-export` reads the ZIP or the CSV
// files on the server and answers the files Folio reads; nothing is stored. The import itself
// is the JSON Resume import's (`resume-import-api.ts`). The case studies are read here too, so
// the preview can match the export's projects with them.
import { queryOptions } from '@tanstack/react-query';
import { api, ApiWriteError, errorBody, read } from '../../../../lib/api';
import type { paths } from '../../../../lib/api-schema';
import type { LinkedInExport } from '../../../../lib/core';

const READ_FAILED = 'LinkedIn’s export could not be read. Check your connection and choose it again.';

/** The admin's case studies, under the case studies tab's own key. */
export const caseStudiesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'case-studies'],
    queryFn: () => read(api.GET('/admin/case-studies'), 'Failed to fetch case studies'),
  });

/** Sends `files` (LinkedIn's ZIP, or its CSV files) to be read; answers what the server read. */
export async function readLinkedInExport(files: File[]): Promise<LinkedInExport> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  let response: Response;
  try {
    // fetch sets the multipart boundary itself; the path is the API document's.
    const path: keyof paths = '/admin/linkedin-export';
    response = await fetch(`/api${path}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiWriteError(READ_FAILED, 0, null);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok || !data) {
    const body = errorBody(data);
    // A refused file is named with its row under `file`.
    const message = body?.fields?.[0]?.message || body?.message;
    throw new ApiWriteError(message || READ_FAILED, response.status, body);
  }
  return data as unknown as LinkedInExport;
}
