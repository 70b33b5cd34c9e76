import { describe, expect, it } from 'vitest';
import { evidenceDocumentInputSchema } from '../src/domain/evidence-entities';

const input = {
  componentId: null,
  kind: 'test_report',
  title: 'PFAS test report',
  issuer: 'Lab AG',
  issuedOn: '2026-02-01',
  expiresOn: '2027-02-01',
};
const codesOf = (value: unknown) =>
  (evidenceDocumentInputSchema.safeParse(value).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe("an evidence document's metadata (issue 34 §3)", () => {
  it('accepts a document of the packaging, with or without expiry', () => {
    expect(codesOf(input)).toEqual([]);
    expect(codesOf({ ...input, expiresOn: null, componentId: 'k-1' })).toEqual([]);
  });

  it('refuses an expiry before the issue date, a day that does not exist, an empty title and an unknown kind', () => {
    expect(codesOf({ ...input, expiresOn: '2026-01-31' })).toEqual([['expiresOn', 'INVALID_DATE']]);
    expect(codesOf({ ...input, issuedOn: '2026-02-30' })).toEqual([['issuedOn', 'INVALID_DATE']]);
    expect(codesOf({ ...input, title: '  ' })).toEqual([['title', 'NAME_REQUIRED']]);
    expect(codesOf({ ...input, kind: 'invoice' }).map(([path]) => path)).toEqual(['kind']);
  });
});
