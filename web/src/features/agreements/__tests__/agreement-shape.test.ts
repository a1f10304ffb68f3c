import { agreementDocumentSchema } from '@expediente/contracts/agreements/agreements';
import { describe, expect, it } from 'vitest';
import { expectSameAnswers } from '../../../test/shape-agreement';
import { agreementDocumentShape } from '../api/get-agreement';
import { notice, survey } from './agreement-fixtures';

describe('the agreement document checked without zod', () => {
  it('agreementDocumentShape answers as contracts agreementDocumentSchema does', () => {
    const answered = { ...survey, signed: true, signedAt: '2026-03-01T12:00:00.000Z' };
    const { refused } = expectSameAnswers(agreementDocumentShape, agreementDocumentSchema, [notice, survey, answered]);
    expect(refused).toBeGreaterThan(50);
  });
});
