import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../src/data/aws/clients';
import { csvHeaders } from '../../src/import/columns';
import { useApi, type ApiAnswer } from '../support/api';
import { fileForm } from '../support/images';
import { createSession } from '../../src/data/repositories/sessions';
import { companyMember } from '../support/company-members';
import { MEMBER_PASSWORD } from '../support/sessions';
import { createTestTenant } from '../support/tenants';
import { problemsWith } from '../security/support/clean-answer';
import { useSecurityReport } from '../security/support/report';
import { changedKeys, settledSnapshot, type TableSnapshot } from '../security/support/table-snapshot';
import { useOutage } from './support/outage';
import { completeBody } from '../support/components';
import { signUpBody } from '../support/sign-up';

const call = useApi();
const outage = await useOutage(documentClient, 'dynamodbOutage');
const report = useSecurityReport('failure-dynamodb', 'DynamoDB going away mid-request');
const tenant = await createTestTenant('outage');
const engineer = await companyMember(tenant);
const admin = await companyMember(tenant, { role: 'CLIENT_ADMIN' });

type Pack = { id: string; name: string; version: number };
const component = completeBody;
const newProject = async () =>
  (
    await call<{ id: string; version: number }>('POST', '/projects', {
      token: engineer.token,
      body: { name: `P ${randomUUID().slice(0, 6)}` },
    })
  ).body;
const newPackage = async (projectId: string) =>
  (
    await call<Pack>('POST', '/packages', {
      token: engineer.token,
      body: { name: 'Pack', draft: false, components: [component], projectId },
    })
  ).body;

/** A smallest PDF a reader opens: a header, one empty page, the trailer. */
const minimalPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

type Attempt = () => Promise<ApiAnswer>;
interface Scenario {
  /** Makes what the request needs while the table is up, and hands back the request. */
  prepare: () => Promise<Attempt>;
  /**
   * 'atomic': a 503 leaves nothing or everything written. 'resumable': the operation writes in
   * steps by design, and the same request sent again once the table is back completes it.
   */
  kind: 'atomic' | 'resumable';
}

const scenarios: Record<string, Scenario> = {
  'sign-up': {
    kind: 'atomic',
    prepare: async () => () =>
      call('POST', '/auth/signUp', {
        body: signUpBody(tenant.url, `outage-${randomUUID().slice(0, 8)}@example.com`),
      }),
  },
  'create a packaging in a project': {
    kind: 'atomic',
    prepare: async () => {
      const project = await newProject();
      return () =>
        call('POST', '/packages', {
          token: engineer.token,
          body: {
            name: 'New',
            draft: false,
            components: [component, { ...component, name: 'Lid' }],
            projectId: project.id,
          },
        });
    },
  },
  'move a packaging to another project': {
    kind: 'atomic',
    prepare: async () => {
      const [from, to] = [await newProject(), await newProject()];
      const pack = await newPackage(from.id);
      return () =>
        call('PUT', `/packages/${pack.id}`, {
          token: engineer.token,
          body: {
            name: 'Moved',
            draft: false,
            components: [component],
            projectId: to.id,
            version: pack.version,
          },
        });
    },
  },
  'duplicate a packaging': {
    kind: 'atomic',
    prepare: async () => {
      const pack = await newPackage((await newProject()).id);
      return () => call('POST', `/packages/${pack.id}/duplicate`, { token: engineer.token });
    },
  },
  // Art. 6 reads the grades: the results, the packaging's grades and its PPWR summary are one write.
  'assess a packaging': {
    kind: 'atomic',
    prepare: async () => {
      const pack = await newPackage((await newProject()).id);
      return () =>
        call('POST', `/packages/${pack.id}/assessments`, {
          token: engineer.token,
          body: { countryIds: ['DE'], methodology: 'ceflex', comparison: false },
        });
    },
  },
  // The document and the PPWR summary it changes are one write (the file is stored first, and
  // removed again when that write fails, decision 051).
  'upload an evidence document': {
    kind: 'atomic',
    prepare: async () => {
      // Its heavy metals stated: the test report turns Art. 5(4) from "evidence missing" to met.
      const pack = (
        await call<Pack>('POST', '/packages', {
          token: engineer.token,
          body: { name: 'Pack', draft: false, components: [{ ...component, heavyMetalsSumMgPerKg: 40 }] },
        })
      ).body;
      const fields = {
        kind: 'test_report',
        title: 'Declaration',
        issuer: 'Supplier',
        issuedOn: '2026-01-10',
      };
      return () =>
        call('POST', `/packages/${pack.id}/evidence?${new URLSearchParams(fields).toString()}`, {
          token: engineer.token,
          form: fileForm(minimalPdf(), 'declaration.pdf', 'application/pdf'),
        });
    },
  },
  'create a company': {
    kind: 'atomic',
    prepare: async () => () =>
      call('POST', '/company/create', {
        token: admin.token,
        body: { companyName: `Outage ${randomUUID().slice(0, 6)}` },
      }),
  },
  // The project is marked deleted first; its packaging is then let go of one by one, and a
  // DELETE sent again finishes that (projects.ts).
  'delete a project that holds packaging': {
    kind: 'resumable',
    prepare: async () => {
      const project = await newProject();
      await newPackage(project.id);
      return () =>
        call('DELETE', `/projects/${project.id}?version=${project.version}`, { token: engineer.token });
    },
  },
  // The user, the memberships and the end of the user's sessions are one transaction.
  "change a user's companies": {
    kind: 'atomic',
    prepare: async () => {
      const company = await call<{ id: string }>('POST', '/company/create', {
        token: admin.token,
        body: { companyName: `Second ${randomUUID().slice(0, 6)}` },
      });
      const user = await companyMember(tenant);
      return () =>
        call('PUT', `/user/${user.id}`, {
          token: admin.token,
          body: { role: 'MANAGER_USER', status: 'APPROVED', companyIds: [company.body.id] },
        });
    },
  },
  // Packages are written in batches before the project counts; the file's import marker lets the
  // same file sent again resume with the same ids and raise each count once (import-packages.ts).
  'change the password in the profile': {
    kind: 'atomic',
    prepare: async () => {
      const member = await companyMember(tenant);
      // A second device: its session must end with the change, in the same write.
      await createSession(tenant.clientId, member.id, 3600);
      return () =>
        call('PUT', `/profile/${member.id}`, {
          token: member.token,
          body: {
            firstName: 'Member',
            lastName: 'Renamed',
            oldPassword: MEMBER_PASSWORD,
            newPassword: 'a new password 1',
            confirmPassword: 'a new password 1',
          },
        });
    },
  },
  'import packaging from a file': {
    kind: 'resumable',
    prepare: async () => {
      const rows = [1, 2].map(
        (i) =>
          `O${i},Imported ${i},,,Outage import,,yes,Body,body,rigid-plastic,pp,none,none,white,0.9,0.91,0,20`,
      );
      const csv = Buffer.from(`${csvHeaders.join(',')}\n${rows.join('\n')}\n`);
      return () =>
        call('POST', '/packages/import', {
          token: engineer.token,
          form: fileForm(csv, 'outage.csv', 'text/csv'),
        });
    },
  },
};

/**
 * Keys with their ids, times, hashes and search postings' word beginnings blanked (names carry a
 * random part, so two runs file their packaging under different beginnings), to compare what two
 * runs wrote.
 */
const shapeOf = (keys: string[]) =>
  keys
    .map((key) =>
      key
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
        .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>')
        .replace(/TOKEN#[A-Za-z0-9_-]+/g, 'TOKEN#<hash>')
        .replace(/#WORD#[^ |]+/g, '#WORD#<beginning>')
        .replace(/outage-[0-9a-f]{8}@example\.com/g, '<email>')
        .replace(/(outage|second) [0-9a-f]{6}/gi, '<name>'),
    )
    .sort();

/**
 * The per-caller mail counters count the attempt, not its outcome (a caller whose requests fail
 * still spends its allowance), so they are no part of what a request leaves half-done.
 */
const isAttemptCounter = (key: string) => /\bACCOUNT_MAIL(_REQUEST)?S#\d+$/.test(key);
const written = (before: TableSnapshot, after: TableSnapshot) =>
  shapeOf(changedKeys(before, after).filter((key) => !isAttemptCounter(key)));

/** Makes the request once with the table up, and returns what a complete run writes. */
const completeRun = async (scenario: Scenario) => {
  const attempt = await scenario.prepare();
  const before = await settledSnapshot();
  const answer = await attempt();
  expect(answer.status, answer.bytes.toString('utf8')).toBe(200);
  return written(before, await settledSnapshot());
};

/**
 * Takes the table away after 0, 1, 2… DynamoDB calls of the request, until the request gets
 * through without meeting the outage; every cut must answer a clean 503 and leave no half-done
 * write behind (or, for resumable operations, one that the same request completes).
 */
const cutEverywhere = async (scenario: Scenario) => {
  const complete = await completeRun(scenario);
  for (let cut = 0; ; cut += 1) {
    const attempt = await scenario.prepare();
    const start = await settledSnapshot();
    outage.failAfter(cut);
    const answer = await attempt().finally(outage.restore);
    const reached = outage.calls();
    const changes = written(start, await settledSnapshot());
    const where = `cut after ${cut} calls (wrote ${changes.join(', ') || 'nothing'})`;
    if (reached <= cut) {
      // The request needed fewer calls than the cut: it never met the outage.
      expect([answer.status, changes], where).toEqual([200, complete]);
      return cut;
    }
    expect(problemsWith(answer, { outage: true }), where).toEqual([]);
    expect([answer.status, (answer.body as { code?: string }).code], where).toEqual([
      503,
      'SERVICE_UNAVAILABLE',
    ]);
    if (changes.length === 0 || changes.join() === complete.join()) continue;
    expect(scenario.kind, `${where}: a half-done write`).toBe('resumable');
    const again = await attempt();
    expect([again.status, written(start, await settledSnapshot())], `${where}, then sent again`).toEqual([
      200,
      complete,
    ]);
  }
};

describe('DynamoDB going away in the middle of a request', () => {
  it.each(Object.entries(scenarios))(
    '%s: a clean 503 at every point, and no half-done write',
    async (name, scenario) => {
      const cuts = await cutEverywhere(scenario);
      report({
        what: name,
        figure: `${cuts} points of failure, each a clean 503`,
        target:
          scenario.kind === 'atomic' ? 'nothing or all written' : 'completed by the same request sent again',
        ok: cuts > 1,
      });
      expect(cuts).toBeGreaterThan(1);
    },
  );
});
