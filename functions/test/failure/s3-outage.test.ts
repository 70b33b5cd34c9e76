import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { createLocalS3Client } from '@recyclens/scripts/local-stack/provision';
import { documentClient, s3Client } from '../../src/data/aws/clients';
import { useApi } from '../support/api';
import { fileForm, pngBytes, samePixels } from '../support/images';
import { companyMember } from '../support/company-members';
import { adminTokenOf, createTestTenant } from '../support/tenants';
import { problemsWith } from '../security/support/clean-answer';
import { useOutage } from './support/outage';

const call = useApi();
const storage = await useOutage(await s3Client(), 's3Outage');
const table = await useOutage(documentClient, 'dynamodbOutageDuringUpload');
const tenant = await createTestTenant('pictures');
const lister = createLocalS3Client(process.env.S3_ENDPOINT ?? '');

const oldPicture = pngBytes(4, 10);
const newPicture = pngBytes(4, 200);

/** Every stored object under a key prefix of the uploads bucket, read past the functions' client. */
const objectsUnder = async (prefix: string) =>
  (
    (await lister.send(new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: prefix })))
      .Contents ?? []
  ).map((object) => object.Key);

const memberWithPicture = async () => {
  const member = await companyMember(tenant);
  const first = await call('POST', '/user/profile-picture/upload', {
    token: member.token,
    form: fileForm(oldPicture, 'old.png', 'image/png'),
  });
  expect(first.status).toBe(200);
  return member;
};
const uploadNew = (token: string) =>
  call<{ code: string }>('POST', '/user/profile-picture/upload', {
    token,
    form: fileForm(newPicture, 'new.png', 'image/png'),
  });
const pictureOf = (member: { id: string; token: string }) =>
  call('GET', `/profile/profile-picture/${member.id}`, { token: member.token });

describe('S3 going away during a picture upload', () => {
  it('answers a clean 503 and keeps the old picture', async () => {
    const member = await memberWithPicture();
    storage.failAfter(0);
    const answer = await uploadNew(member.token).finally(storage.restore);
    expect(problemsWith(answer, { outage: true })).toEqual([]);
    expect([answer.status, answer.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(samePixels((await pictureOf(member)).bytes, oldPicture)).toBe(true);
    expect(await objectsUnder(`users/${tenant.clientId}/${member.id}/`)).toHaveLength(1);
  });

  it('removes the new file again when the table goes away after it was stored', async () => {
    const member = await memberWithPicture();
    // The sign-in check is the request's one DynamoDB call before the file is stored.
    table.failAfter(1);
    storage.failAfter(Number.POSITIVE_INFINITY);
    const answer = await uploadNew(member.token).finally(table.restore);
    expect([answer.status, answer.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    // The new file was stored, then deleted when its reference could not be written.
    expect(storage.calls()).toBe(2);
    expect(samePixels((await pictureOf(member)).bytes, oldPicture)).toBe(true);
    expect(await objectsUnder(`users/${tenant.clientId}/${member.id}/`)).toHaveLength(1);
  });

  it('answers a clean 503 while a picture cannot be read, and serves it again after', async () => {
    const member = await memberWithPicture();
    storage.failAfter(0);
    const answer = await pictureOf(member).finally(storage.restore);
    expect(problemsWith(answer, { outage: true })).toEqual([]);
    expect(answer.status).toBe(503);
    expect(samePixels((await pictureOf(member)).bytes, oldPicture)).toBe(true);
  });

  it("keeps the tenant's old logo when S3 is down during a new one", async () => {
    const token = await adminTokenOf(tenant, call);
    const logo = (bytes: Buffer) =>
      call('POST', '/tenant/logo', { token, form: fileForm(bytes, 'logo.png', 'image/png') });
    expect((await logo(oldPicture)).status).toBe(200);
    storage.failAfter(0);
    const answer = await logo(newPicture).finally(storage.restore);
    expect(problemsWith(answer, { outage: true })).toEqual([]);
    expect(answer.status).toBe(503);
    const served = await call('GET', `/theme/logo?url=${encodeURIComponent(tenant.url)}`);
    expect(samePixels(served.bytes, oldPicture)).toBe(true);
    expect(await objectsUnder(`clients/${tenant.clientId}/`)).toHaveLength(1);
  });
});
