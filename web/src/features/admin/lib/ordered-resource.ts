import type { DeleteKind } from '../../../lib/core';
import type { ListWords, Resource } from './resource';

interface OrderedWords extends Omit<ListWords, 'kind'> {
  /** Spec §8's noun, which is also what the delete prompt calls an item. */
  noun: DeleteKind;
  /** Retries of a failed read (spec §7: experience queries retry once, others 3 times). */
  retries: number;
}

/**
 * A collection the owner orders on a tab of its own (experiences, education): its calls, and the
 * words of its toasts and its tab, spec §8's for both ('Failed to fetch experiences', 'Failed to
 * update education. Please try again.').
 */
export function orderedResource<
  const Key extends 'experiences' | 'education',
  Api extends Resource['api'],
>(
  key: Key,
  api: Api,
  { noun, retries, ...words }: OrderedWords,
) {
  return {
    key,
    api,
    noun,
    retries,
    fetchFailure: `Failed to fetch ${key}`,
    saveFailure: (mode) => ['Error', `Failed to ${mode} ${noun}. Please try again.`],
    words: { kind: noun, ...words },
  } satisfies Resource & { words: ListWords };
}
