import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, read, write } from '../../../../lib/api';
import type { LanguageWords, WordingBody } from '../../../../lib/api-schema';
import { toast } from '../../components/toast-store';
import { writeFailed } from '../../lib/resource';

/** Every language's interface words (`GET /api/admin/wording`): the catalogue's and the owner's. */
export const wordingQuery = () =>
  queryOptions({
    queryKey: ['admin', 'wording'],
    queryFn: () => read(api.GET('/admin/wording'), 'Failed to fetch the site wording'),
  });

const FALLBACK = 'Failed to save the wording. Please try again.';

/**
 * Replaces one language's overrides (`PUT /api/admin/wording/{lang}`). A refusal names each
 * field (`texts.tabExperiences`, `counted.experiences.one`): `onRefused` receives their messages.
 */
export function useSaveWording(onRefused: (fields: Record<string, string>) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ language, body }: { language: string; body: WordingBody }) =>
      write(
        api.PUT('/admin/wording/{lang}', { params: { path: { lang: language } }, body }),
        FALLBACK,
      ),
    onSuccess: (words: LanguageWords) => {
      queryClient.setQueryData(wordingQuery().queryKey, (all: LanguageWords[] | undefined) =>
        all?.map((each) => (each.language === words.language ? words : each)),
      );
      onRefused({});
      toast('Success!', `The ${words.language} wording is saved.`);
    },
    onError: (error) => {
      if (error instanceof ApiWriteError && error.fields.length > 0) {
        onRefused(Object.fromEntries(error.fields.map((field) => [field.field, field.message])));
      }
      const message = error instanceof ApiWriteError ? error.serverMessage : undefined;
      writeFailed(error, 'Save Failed', message || FALLBACK);
    },
  });
}
