// The forms' resolver hands folio-core's verdict to react-hook-form unchanged: the value folio-core
// validated on success, and each field's first message on failure.
import { describe, expect, it } from 'vitest';
import { FieldCode } from '../../../lib/api-schema';
import { validateEducation, validateExperience } from '../../../lib/core';
import { coreResolver } from './core-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('coreResolver', () => {
  it("submits folio-core's validated value", async () => {
    const resolve = coreResolver(validateEducation);
    const result = await resolve(
      { name: ' MBA ', category: 'Business', link: '', date: '', sortOrder: 'soon' },
      undefined,
      options,
    );
    expect(result).toEqual({
      values: { name: 'MBA', category: 'Business', sortOrder: 0 },
      errors: {},
    });
  });

  it('puts the first message of each failing field under that field', async () => {
    const resolve = coreResolver(validateExperience);
    const result = await resolve(
      { jobTitle: '', company: 'Acme', startDate: 'soon', endDate: 'later' },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      jobTitle: { type: FieldCode.required, message: 'Job title is required' },
      industry: { type: FieldCode.required, message: 'Industry is required' },
      startDate: { type: FieldCode.invalid_date, message: 'Start date must be a month like 2023-01' },
      endDate: { type: FieldCode.invalid_date, message: 'End date must be a month like 2023-01' },
      description: { type: FieldCode.required, message: 'Description is required' },
      accomplishments: { type: FieldCode.required, message: 'Accomplishments are required' },
    });
  });
});
