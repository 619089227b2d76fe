import type { FieldError } from 'react-hook-form';
import { FieldCode } from '../../../lib/api-schema';
import { blockIssues, parseDocument } from '../../../lib/core';

/** The messages under the content: one per block folio-core refuses, or the field's message. */
export function contentMessages(error: FieldError | undefined, content: string | undefined): string[] {
  if (error?.type === FieldCode.invalid_block) {
    return blockIssues(parseDocument(content ?? '')).map((issue) => issue.message);
  }
  return error?.message ? [error.message] : [];
}
