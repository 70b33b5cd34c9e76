import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  documentsOfPackage,
  evidenceDocument,
  evidenceDocumentsOf,
  evidenceExpiringBetween,
  putEvidenceDocument,
  removeEvidenceDocument,
  type EvidenceOwner,
  type NewEvidenceDocument,
} from '../src/data/repositories/evidence-documents';
import { AppError } from '../src/errors/app-error';

const clientId = `c-${randomUUID().slice(0, 8)}`;
const owner = (companyId: string, packageId = 'p-1'): EvidenceOwner => ({ clientId, companyId, packageId });
const uploader = { id: 'u-1', name: 'Ada Lovelace' };

const newDocument = (fields: Partial<NewEvidenceDocument> = {}): NewEvidenceDocument => ({
  id: randomUUID(),
  componentId: null,
  kind: 'supplier_declaration',
  title: 'rPET declaration',
  issuer: 'Polymer GmbH',
  issuedOn: '2026-01-10',
  expiresOn: null,
  fileName: 'declaration.pdf',
  contentType: 'application/pdf',
  size: 1234,
  objectKey: `tenants/${clientId}/companies/x/evidence/${randomUUID()}`,
  uploadedBy: uploader,
  ...fields,
});

describe('evidence documents (issue 34 §3)', () => {
  it('lists a packaging’s documents and gives the PPWR rules their kind, component and expiry', async () => {
    const mine = owner('co-list');
    const declaration = newDocument();
    const certificate = newDocument({ kind: 'certificate', componentId: 'k-1', expiresOn: '2027-05-01' });
    await putEvidenceDocument(mine, declaration);
    await putEvidenceDocument(mine, certificate);

    expect((await evidenceDocumentsOf(mine)).map((item) => item.title).sort()).toEqual([
      'rPET declaration',
      'rPET declaration',
    ]);
    expect(await documentsOfPackage(mine)).toEqual(
      expect.arrayContaining([
        { kind: 'supplier_declaration', componentId: null, expiresOn: null },
        { kind: 'certificate', componentId: 'k-1', expiresOn: '2027-05-01' },
      ]),
    );
  });

  it('shows another company nothing of a document, even with its id', async () => {
    const document = newDocument();
    await putEvidenceDocument(owner('co-a'), document);

    expect(await evidenceDocumentsOf(owner('co-b'))).toEqual([]);
    expect(await evidenceDocument(owner('co-b'), document.id)).toBeNull();
    expect(await evidenceDocument(owner('co-a'), document.id)).toMatchObject({ id: document.id });
  });

  it('a removal hides the document and its expiry but keeps it stored; a second removal is not found', async () => {
    const mine = owner('co-remove');
    const document = newDocument({ expiresOn: '2026-12-01' });
    await putEvidenceDocument(mine, document);
    const stored = await evidenceDocument(mine, document.id);
    if (!stored) throw new Error('the document was not stored');

    await removeEvidenceDocument(mine, stored, uploader);

    expect(await evidenceDocumentsOf(mine)).toEqual([]);
    expect(await evidenceDocument(mine, document.id)).toBeNull();
    expect(await evidenceExpiringBetween(clientId, 'co-remove', '2026-01-01', '2027-12-31')).toEqual([]);
    const removedAgain = await removeEvidenceDocument(mine, stored, uploader).catch(
      (error: unknown) => error,
    );
    expect(removedAgain).toBeInstanceOf(AppError);
    expect((removedAgain as AppError).code).toBe('NOT_FOUND');
  });

  it('finds the documents expiring in a range of days, both ends included, soonest first', async () => {
    const mine = owner('co-expiry');
    // Today 2026-03-01: 89, 90 and 91 days ahead, one without expiry, one already expired.
    for (const expiresOn of ['2026-05-30', '2026-05-29', '2026-05-31', null, '2026-02-27']) {
      await putEvidenceDocument(mine, newDocument({ expiresOn, title: `expires ${expiresOn}` }));
    }

    const expiring = await evidenceExpiringBetween(clientId, 'co-expiry', '2026-03-01', '2026-05-30');

    expect(expiring.map((entry) => entry.expiresOn)).toEqual(['2026-05-29', '2026-05-30']);
    expect(expiring[0]).toMatchObject({
      packageId: 'p-1',
      title: 'expires 2026-05-29',
      kind: 'supplier_declaration',
    });
  });
});
