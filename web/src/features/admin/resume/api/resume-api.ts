// The Résumé tab's calls (issue 43): the variants (`/api/admin/resume-variants`), their secret
// addresses, the entries they choose from, and the preview of unsaved choices as a PDF.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, read, write } from '../../../../lib/api';
import type { components } from '../../../../lib/api-schema';
import type { ResumeVariant } from '../../../../lib/core';
import { failureToast, toast } from '../../components/toast-store';

export type Variant = components['schemas']['Variant'];
export interface VariantBody {
  name: string;
  slug?: string;
  settings: ResumeVariant;
  public: boolean;
  listed: boolean;
}

const KEY = ['admin', 'resume-variants'];
const FAILED = 'Failed to save the variant. Please try again.';
const byId = (id: number) => ({ params: { path: { id } } });

/** The variants, the whole résumé first. */
export function useVariants() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => read(api.GET('/admin/resume-variants'), 'Failed to fetch the variants'),
  });
}

/** The case studies a variant may pick from (the admin's list, drafts left out). */
export function useCaseStudyChoices() {
  return useQuery({
    queryKey: ['admin', 'resume', 'case-studies'],
    queryFn: () => read(api.GET('/admin/case-studies'), 'Failed to fetch case studies'),
  });
}

/** What a failed write says: the server's message where it gave one. */
const failed = (error: Error) =>
  failureToast('Error', (error instanceof ApiWriteError && error.serverMessage) || FAILED);

/** Saving (a new variant when `id` is absent), deleting and renewing a secret address. */
export function useVariantWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: VariantBody }) =>
      write(
        id === undefined
          ? api.POST('/admin/resume-variants', { body })
          : api.PUT('/admin/resume-variants/{id}', { ...byId(id), body }),
        FAILED,
      ),
    onSuccess: () => {
      toast('Saved', 'The variant is saved.');
      return refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => write(api.DELETE('/admin/resume-variants/{id}', byId(id)), FAILED),
    onSuccess: () => refresh(),
    onError: failed,
  });
  const renew = useMutation({
    mutationFn: (id: number) =>
      write(api.POST('/admin/resume-variants/{id}/token', byId(id)), FAILED),
    onSuccess: () => {
      toast('Address renewed', 'The old address no longer works.');
      return refresh();
    },
    onError: failed,
  });
  return { save, remove, renew };
}

/** The résumé as `settings` choose, in `lang`, as a PDF: the preview of unsaved choices. */
export async function previewPdf(settings: ResumeVariant, lang: string): Promise<Blob> {
  const { data, error, response } = await api.POST('/admin/resume-preview', {
    body: { settings, lang },
    parseAs: 'blob',
  });
  if (!response.ok || !data) {
    const message = (error as { message?: string } | undefined)?.message;
    throw new Error(message ?? 'The preview could not be made.');
  }
  return data;
}
