import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVIDENCE_MAX_BYTES } from '@recyclens/shared';
import { s3Client } from '../src/data/aws/clients';
import { useApi } from './support/api';
import { companyMember, memberAndOutsider } from './support/company-members';
import { completeBody } from './support/components';
import { fileForm, jpegBytes, pngBytes } from './support/images';
import { adminTokenOf, createTestTenant } from './support/tenants';

/**
 * A packaging's evidence documents through the API (issue 34 §3, docs/ppwr.md#evidence-documents):
 * upload, list, download and remove, refusals that store nothing, the audit log, the dashboard's
 * "expiring within 90 days", and the conformity check reading what was uploaded.
 */
const call = useApi();
const { tenant, member, outsider } = await memberAndOutsider('evidence');
const adminToken = await adminTokenOf(tenant, call);

type Document = {
  id: string;
  packageId: string;
  componentId: string | null;
  kind: string;
  title: string;
  issuer: string;
  issuedOn: string;
  expiresOn: string | null;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: { id: string; name: string };
};
type Refusal = { code?: string; fields?: Record<string, string> };

/** A smallest PDF a reader opens: a header, one empty page, the trailer. */
const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
/** What a ZIP (and so an .xlsx or .docx) starts with. */
const zipBytes = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);

const createPackage = async (body: Record<string, unknown> = {}) => {
  const answer = await call<{ id: string; packageComponents: { id: string }[] }>('POST', '/packages', {
    token: member.token,
    body: { name: 'Evidence sample', draft: false, components: [completeBody], ...body },
  });
  expect(answer.status).toBe(200);
  return answer.body;
};

const metadata = {
  kind: 'supplier_declaration',
  title: 'rPET supplier declaration',
  issuer: 'Polymer GmbH',
  issuedOn: '2026-01-10',
};
const upload = (
  packageId: string,
  file: { bytes: Buffer; name: string; type: string },
  fields: Record<string, string> = metadata,
  token = member.token,
) =>
  call<Document & Refusal>(
    'POST',
    `/packages/${packageId}/evidence?${new URLSearchParams(fields).toString()}`,
    {
      token,
      form: fileForm(file.bytes, file.name, file.type),
    },
  );
const pdf = { bytes: pdfBytes(), name: 'declaration.pdf', type: 'application/pdf' };

const listOf = async (packageId: string, token = member.token) => {
  const answer = await call<{ items: Document[] }>('GET', `/packages/${packageId}/evidence`, { token });
  expect(answer.status).toBe(200);
  return answer.body.items;
};
/** A call's status and error code: how a refusal is told apart from another 404. */
const statusAndCode = async (method: 'GET' | 'DELETE', path: string) => {
  const answer = await call<Refusal>(method, path, { token: member.token });
  return [answer.status, answer.body.code];
};
const notFound = [404, 'EVIDENCE_NOT_FOUND'];

const storedObjects = async (packageId: string) =>
  (
    (
      await (
        await s3Client()
      ).send(
        new ListObjectsV2Command({
          Bucket: process.env.UPLOADS_BUCKET,
          Prefix: `evidence/${tenant.clientId}/${tenant.companyId}/${packageId}/`,
        }),
      )
    ).Contents ?? []
  ).map((object) => object.Key);

afterEach(() => {
  vi.useRealTimers();
});

describe('evidence documents', () => {
  it('takes a PDF, a PNG and a JPEG, lists them with what the uploader said and serves each file back', async () => {
    const { id, packageComponents } = await createPackage();
    const componentId = packageComponents[0]?.id ?? '';
    const png = pngBytes(6, 90);
    const jpeg = jpegBytes(20, 10);
    const first = await upload(id, pdf, { ...metadata, expiresOn: '2027-01-10' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      packageId: id,
      componentId: null,
      kind: 'supplier_declaration',
      title: 'rPET supplier declaration',
      issuer: 'Polymer GmbH',
      issuedOn: '2026-01-10',
      expiresOn: '2027-01-10',
      fileName: 'declaration.pdf',
      contentType: 'application/pdf',
      size: pdf.bytes.length,
      uploadedBy: { id: member.id },
    });
    // The type is read from the bytes: a PNG sent as .jpg and application/pdf is a PNG.
    const second = await upload(
      id,
      { bytes: png, name: 'drawing.jpg', type: 'application/pdf' },
      { kind: 'drawing', title: 'Drawing', issuedOn: '2026-02-01', componentId },
    );
    expect(second.body).toMatchObject({ contentType: 'image/png', componentId, issuer: '', expiresOn: null });
    const third = await upload(
      id,
      { bytes: jpeg, name: 'photo.jpeg', type: 'image/jpeg' },
      { ...metadata, kind: 'certificate', title: 'Certificate' },
    );
    expect(third.body.contentType).toBe('image/jpeg');

    expect((await listOf(id)).map((document) => [document.title, document.contentType])).toEqual([
      ['rPET supplier declaration', 'application/pdf'],
      ['Drawing', 'image/png'],
      ['Certificate', 'image/jpeg'],
    ]);
    for (const [document, bytes, type] of [
      [first.body, pdf.bytes, 'application/pdf'],
      [second.body, png, 'image/png'],
      [third.body, jpeg, 'image/jpeg'],
    ] as const) {
      const served = await call('GET', `/packages/${id}/evidence/${document.id}/file`, {
        token: member.token,
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.bytes.equals(bytes)).toBe(true);
    }
  });

  it.each([
    ['a ZIP named .pdf', zipBytes(), 'report.pdf', 'application/pdf'],
    [
      'an HTML page',
      Buffer.from('<!doctype html><html><body>%PDF-1.4</body></html>'),
      'report.pdf',
      'text/html',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'drawing.png',
      'image/svg+xml',
    ],
  ])('refuses %s by its content and stores nothing', async (_label, bytes, name, type) => {
    const { id } = await createPackage();
    const answer = await upload(id, { bytes, name, type });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('EVIDENCE_FILE_TYPE_NOT_ALLOWED');
    expect(await listOf(id)).toEqual([]);
    expect(await storedObjects(id)).toEqual([]);
  });

  it('refuses a file over the limit, wrong metadata and a component the packaging does not have, storing nothing', async () => {
    const { id } = await createPackage();
    const oversized = Buffer.concat([pdfBytes(), Buffer.alloc(EVIDENCE_MAX_BYTES, 32)]);
    const tooLarge = await upload(id, { bytes: oversized, name: 'big.pdf', type: 'application/pdf' });
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'FILE_TOO_LARGE']);

    const expiryBeforeIssue = await upload(id, pdf, { ...metadata, expiresOn: '2025-12-31' });
    expect(expiryBeforeIssue.status).toBe(400);
    expect(expiryBeforeIssue.body.fields).toHaveProperty('expiresOn');
    const unknownKind = await upload(id, pdf, { ...metadata, kind: 'horoscope' });
    expect(unknownKind.body.fields).toHaveProperty('kind');
    const noTitle = await upload(id, pdf, { ...metadata, title: ' ' });
    expect(noTitle.body.fields).toHaveProperty('title');
    const strangeComponent = await upload(id, pdf, { ...metadata, componentId: 'no-such-component' });
    expect(strangeComponent.status).toBe(400);
    expect(strangeComponent.body.fields).toHaveProperty('componentId');

    expect(await listOf(id)).toEqual([]);
    expect(await storedObjects(id)).toEqual([]);
  });

  it('keeps each company’s documents to itself: another company finds neither the packaging nor the document', async () => {
    const { id } = await createPackage();
    const document = (await upload(id, pdf)).body;
    const asOutsider = { token: outsider.token };
    expect((await call('GET', `/packages/${id}/evidence`, asOutsider)).status).toBe(404);
    expect((await call('GET', `/packages/${id}/evidence/${document.id}/file`, asOutsider)).status).toBe(404);
    expect((await call('DELETE', `/packages/${id}/evidence/${document.id}`, asOutsider)).status).toBe(404);
    expect((await upload(id, pdf, metadata, outsider.token)).status).toBe(404);
    // A document id under another of the company's packaging is not that packaging's.
    const { id: otherPackage } = await createPackage();
    expect(await statusAndCode('GET', `/packages/${otherPackage}/evidence/${document.id}/file`)).toEqual(
      notFound,
    );
    expect(await listOf(id)).toHaveLength(1);
  });

  it('removes a document from the list and its file from reach, keeps the file stored, and refuses a second removal', async () => {
    const { id } = await createPackage();
    const document = (await upload(id, pdf)).body;
    const removal = await call('DELETE', `/packages/${id}/evidence/${document.id}`, { token: member.token });
    expect(removal.status).toBe(200);
    expect(await listOf(id)).toEqual([]);
    expect(await statusAndCode('GET', `/packages/${id}/evidence/${document.id}/file`)).toEqual(notFound);
    expect(await statusAndCode('DELETE', `/packages/${id}/evidence/${document.id}`)).toEqual(notFound);
    // Kept for the retention period (docs/retention.md): the product deletes no evidence file.
    expect(await storedObjects(id)).toHaveLength(1);
  });

  it('writes the upload and the removal to the audit log, naming the document and its packaging', async () => {
    const { id } = await createPackage();
    const document = (await upload(id, pdf)).body;
    await call('DELETE', `/packages/${id}/evidence/${document.id}`, { token: member.token });
    type Entry = {
      action: string;
      actor: { id: string | null };
      target: { kind: string; id: string; label: string } | null;
      details: Record<string, string>;
    };
    const log = await call<{ items: Entry[] }>('GET', `/audit?limit=100`, { token: adminToken });
    const about = log.body.items.filter((entry) => entry.target?.id === document.id);
    expect(about.map((entry) => entry.action).sort()).toEqual(['EVIDENCE_REMOVED', 'EVIDENCE_UPLOADED']);
    for (const entry of about) {
      expect(entry).toMatchObject({
        actor: { id: member.id },
        target: { kind: 'evidence', id: document.id, label: 'rPET supplier declaration' },
        details: { packageId: id, kind: 'supplier_declaration' },
      });
    }
  });

  it('lists the documents expiring from today to 90 days ahead, soonest first, with their packaging', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const dayIn = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const company = await createTestTenant('evidence-expiry');
    const owner = await companyMember(company);
    const created = await call<{ id: string }>('POST', '/packages', {
      token: owner.token,
      body: { name: 'Bottle with papers', draft: false, components: [completeBody] },
    });
    const packageId = created.body.id;
    for (const days of [91, 90, 89, -1]) {
      const answer = await upload(
        packageId,
        pdf,
        { ...metadata, title: `In ${days} days`, issuedOn: dayIn(-400), expiresOn: dayIn(days) },
        owner.token,
      );
      expect(answer.status).toBe(200);
    }
    await upload(packageId, pdf, { ...metadata, title: 'Never', issuedOn: dayIn(-400) }, owner.token);
    const expiring = await call<{ count: number; from: string; to: string; items: Record<string, string>[] }>(
      'GET',
      '/evidence/expiring',
      { token: owner.token },
    );
    expect(expiring.status).toBe(200);
    expect(expiring.body).toMatchObject({ count: 2, from: dayIn(0), to: dayIn(90) });
    expect(expiring.body.items).toEqual([
      expect.objectContaining({
        title: 'In 89 days',
        expiresOn: dayIn(89),
        packageId,
        packageName: 'Bottle with papers',
      }),
      expect.objectContaining({
        title: 'In 90 days',
        expiresOn: dayIn(90),
        packageId,
        packageName: 'Bottle with papers',
      }),
    ]);
  });

  it('leaves the documents of a deleted packaging off the expiring card', async () => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const dayIn = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const company = await createTestTenant('evidence-expiry-deleted');
    const owner = await companyMember(company);
    const packaging = async (name: string) => {
      const created = await call<{ id: string; version: number }>('POST', '/packages', {
        token: owner.token,
        body: { name, draft: false, components: [completeBody] },
      });
      const fields = {
        ...metadata,
        title: `${name}'s declaration`,
        issuedOn: dayIn(-10),
        expiresOn: dayIn(30),
      };
      expect((await upload(created.body.id, pdf, fields, owner.token)).status).toBe(200);
      return created.body;
    };
    const kept = await packaging('Kept');
    const deleted = await packaging('Deleted');
    const removal = await call('DELETE', `/packages/${deleted.id}?version=${deleted.version}`, {
      token: owner.token,
    });
    expect(removal.status).toBe(200);
    const expiring = await call<{ count: number; items: { packageId: string }[] }>(
      'GET',
      '/evidence/expiring',
      {
        token: owner.token,
      },
    );
    expect(expiring.body.count).toBe(1);
    expect(expiring.body.items.map((item) => item.packageId)).toEqual([kept.id]);
  });

  it('keeps a component’s document on that component when components are reordered, and on none once it is removed', async () => {
    type Stored = { id: string; version: number; packageComponents: { id: string; name: string }[] };
    const created = await createPackage({
      components: [
        { ...completeBody, name: 'Bottle' },
        { ...completeBody, name: 'Cap' },
      ],
    });
    const [bottle, cap] = created.packageComponents;
    const forCap = await upload(created.id, pdf, { ...metadata, componentId: cap?.id ?? '' });
    expect(forCap.status).toBe(200);
    const save = async (version: number, components: Record<string, unknown>[]) => {
      const answer = await call<Stored>('PUT', `/packages/${created.id}`, {
        token: member.token,
        body: { name: 'Evidence sample', draft: false, version, components },
      });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const capOf = (pkg: Stored, documentComponentId: string | null) =>
      pkg.packageComponents.find((component) => component.id === documentComponentId)?.name;

    // The editor sends each component's id: the cap moved first is still the cap.
    const read = await call<Stored>('GET', `/packages/${created.id}`, { token: member.token });
    const reordered = await save(read.body.version, [
      { ...completeBody, name: 'Cap', id: cap?.id },
      { ...completeBody, name: 'Bottle', id: bottle?.id },
    ]);
    const [document] = await listOf(created.id);
    expect(document?.componentId).toBe(cap?.id);
    expect(capOf(reordered, document?.componentId ?? null)).toBe('Cap');

    // The cap removed: its document names no component the packaging has, not the bottle.
    const shortened = await save(reordered.version, [{ ...completeBody, name: 'Bottle', id: bottle?.id }]);
    expect(shortened.packageComponents.map((component) => component.id)).toEqual([bottle?.id]);
    const [afterRemoval] = await listOf(created.id);
    expect(capOf(shortened, afterRemoval?.componentId ?? null)).toBeUndefined();
  });

  it('turns "evidence missing" into "met" once the supplier declaration is uploaded', async () => {
    const { id } = await createPackage({ components: [{ ...completeBody, heavyMetalsSumMgPerKg: 40 }] });
    const heavyMetals = async () => {
      const answer = await call<{ rules: { id: string; outcomes: { today: { status: string } } }[] }>(
        'GET',
        `/packages/${id}/conformity`,
        { token: member.token },
      );
      return answer.body.rules.find((rule) => rule.id === 'ppwr-5-4-heavy-metals')?.outcomes.today.status;
    };
    expect(await heavyMetals()).toBe('evidence_missing');
    expect((await upload(id, pdf)).status).toBe(200);
    expect(await heavyMetals()).toBe('met');
    const [document] = await listOf(id);
    await call('DELETE', `/packages/${id}/evidence/${document?.id ?? ''}`, { token: member.token });
    expect(await heavyMetals()).toBe('evidence_missing');
  });
});
