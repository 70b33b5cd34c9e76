import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { errorBodySchema, type RouteId } from '@recyclens/shared';
import { useApi, type ApiAnswer, type CallOptions } from '../support/api';
import { companyMember } from '../support/company-members';
import { fileForm, pngBytes } from '../support/images';
import type { SampleCall } from '../support/route-samples';
import { problemsWith } from './support/clean-answer';
import {
  caseArbitrary,
  casesOf,
  MARKER,
  operationsOf,
  withEdit,
  type Case,
  type DocumentOperation,
  type ServedDocument,
} from './support/document-cases';
import { documentValidator } from './support/document-validator';
import { createProbedTenant } from './support/probed-tenant';
import { useSecurityReport } from './support/report';
import { isChosenOperation, isEveryOperation, runsPerOperation, SEED } from './support/runs';
import { changedKeys, settledSnapshot, storedAnywhere, type TableSnapshot } from './support/table-snapshot';

/**
 * Issue 37 §3: hostile and valid input generated from the OpenAPI document the API serves — not
 * from the zod schemas that validate it, which would only agree with themselves. A call the
 * document calls valid must succeed or fail with a code the operation lists (`x-error-codes`),
 * a refusal of its fields only by a rule the description lists; a call it calls invalid must be
 * refused with a 4xx and a clean body, and change nothing.
 */
const call = useApi();
const report = useSecurityReport('abuse-input', 'Hostile input, generated from the served API document');
const { tenant, admin, sampleOf } = await createProbedTenant(call);
const served = (await call<ServedDocument>('GET', '/openapi.json')).body;
const validator = documentValidator();
console.log(`[security] abuse-input: seed ${SEED}, ${runsPerOperation} cases per operation`);

/**
 * A failed sign-in counts against the address (login throttle) and is recorded in the tenant's
 * audit log (docs/retention.md); those writes are the point of it.
 */
const isSignInRecord = (id: string, key: string) =>
  key.endsWith('| LOGIN_ATTEMPTS') || (id === 'login' && key.includes('#AUDIT |'));
/**
 * An export or a bulk assessment goes on after its answer (an export writes its notification when
 * done); wait for it, so a later call's snapshots do not see its writes.
 */
const jobFinished = async (collection: 'exports' | 'assessment-jobs', job: Record<string, unknown>) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const read = await call<{ status: string }>('GET', `/${collection}/${String(job.id)}`, {
      token: admin.token,
    });
    if (read.body.status === 'done' || read.body.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${collection} ${String(job.id)} did not finish within 10 s`);
};
/** The operations whose accepted call starts a job, and where it is read. */
const jobStarters: Partial<Record<string, 'exports' | 'assessment-jobs'>> = {
  createExport: 'exports',
  startAssessmentJob: 'assessment-jobs',
  reassessOutdated: 'assessment-jobs',
  resumeAssessmentJob: 'assessment-jobs',
};

// Operations that end what the others aim at (the sample packaging, project, user, session) go last.
const destructive = (id: string, method: string) => method === 'DELETE' || id === 'logout';
const operations = operationsOf(served)
  .filter((operation) => isChosenOperation(operation.id))
  .sort((a, b) => Number(destructive(a.id, a.method)) - Number(destructive(b.id, b.method)));
let settled: TableSnapshot | undefined;
/**
 * The refused writes since the last call that may change the table: one settled snapshot before
 * the first and one after the last serve them all, instead of a pair around each (a snapshot scans
 * the whole table). A change shows which calls it may come from.
 */
let refusedRun: { before: TableSnapshot; tags: string[]; calls: string[] } | undefined;

/** Compares the table after the refused writes since the last call that may change it. */
const closeRefusedRun = async (id: string): Promise<string[]> => {
  if (!refusedRun) return [];
  const { before, tags, calls } = refusedRun;
  refusedRun = undefined;
  const after = await settledSnapshot();
  settled = after;
  const problems: string[] = [];
  const changed = changedKeys(before, after).filter((key) => !isSignInRecord(id, key));
  if (changed.length > 0)
    problems.push(`refused, yet changed ${changed.join(', ')} (by one of ${calls.join('; ')})`);
  if (tags.some((tag) => storedAnywhere(after, tag))) problems.push('stored an unknown field');
  return problems;
};
const tally = { calls: 0, valid: 0, invalid: 0, accepted: 0, refused: 0, failed: 0 };

const multipartOptions = (kind: Extract<Case['edit'], { at: 'multipart' }>['kind']): CallOptions => {
  switch (kind) {
    case 'junk-bytes':
      return { form: fileForm(Buffer.from([0, 1, 2, 255, 254, 0]), 'p.png', 'image/png') };
    case 'empty-file':
      return { form: fileForm(Buffer.alloc(0), 'p.png', 'image/png') };
    case 'wrong-field':
      return { form: fileForm(pngBytes(), 'p.png', 'image/png', 'attachment') };
    default:
      return { rawBody: 'garbage', headers: { 'content-type': 'multipart/form-data' } };
  }
};

/** The sample call with the case's one change, as the path and options of a call. */
const prepared = (template: string, sample: SampleCall, { edit }: Case, marker: string) => {
  const query = new URLSearchParams(sample.query ?? '');
  let options: CallOptions = { ...sample.options, probe: true };
  if (edit.at === 'body' || edit.at === 'raw-body' || edit.at === 'content-type') {
    const body = sample.options?.body ?? {};
    const text =
      edit.at === 'raw-body'
        ? edit.text
        : edit.at === 'body'
          ? (JSON.stringify(
              withEdit(body, edit.path, edit.value === MARKER ? marker : edit.value, edit.remove),
            ) ?? '')
          : JSON.stringify(body);
    const contentType = edit.at === 'content-type' ? edit.value : 'application/json';
    options = {
      ...options,
      body: undefined,
      rawBody: text,
      headers: { ...options.headers, 'content-type': contentType },
    };
  } else if (edit.at === 'multipart') {
    options = {
      ...multipartOptions(edit.kind),
      probe: true,
      ...(options.token ? { token: options.token } : {}),
    };
  } else if (edit.at === 'query') query.set(edit.name, edit.value);
  else if (edit.at === 'token') {
    const rest = Object.fromEntries(
      Object.entries(options).filter(([key]) => key !== 'token'),
    ) as CallOptions;
    options = { ...rest, headers: { ...rest.headers, authorization: `Bearer ${edit.value}` } };
  } else if (edit.at === 'header')
    options = { ...options, headers: { ...options.headers, [edit.name.toLowerCase()]: edit.value } };
  const path = template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) =>
    edit.at === 'path' && edit.name === name
      ? edit.segment
      : encodeURIComponent(sample.params?.[name] ?? 'missing'),
  );
  const search = query.toString();
  return { path: `${path}${search ? `?${search}` : ''}`, options };
};

/** What is wrong with the answer to a case, beyond problemsWith: the document's promise for it. */
const brokenPromises = (
  operation: DocumentOperation,
  valid: boolean,
  answer: ApiAnswer<unknown>,
): string[] => {
  if (!valid) return answer.status < 400 ? ['accepted what the document calls invalid'] : [];
  if (answer.status < 400) return [];
  const parsed = errorBodySchema.safeParse(answer.body);
  if (!parsed.success) return [];
  const { code, fieldCodes } = parsed.data;
  if (!operation.errorCodes.includes(code)) return [`answered ${code}, which the operation does not list`];
  // A valid call refused for its fields: only by a rule across fields the description states.
  const unstated = Object.values(fieldCodes ?? {}).filter(
    (fieldCode) => !operation.crossFieldCodes.includes(fieldCode),
  );
  return code === 'VALIDATION_FAILED' && unstated.length > 0
    ? [`refused what the document calls valid (${unstated.join(', ')})`]
    : [];
};

it('has a valid call to start from for every operation of the served document', () => {
  expect(operations.length).toBeGreaterThan(isEveryOperation ? 70 : 0);
  expect(operations.filter((operation) => !sampleOf(operation.id as RouteId)).map((o) => o.id)).toEqual([]);
});

describe('calls generated from the served document', () => {
  it.each(operations.map((operation) => [operation.id, operation] as const))(
    '%s answers each as the document says',
    async (id, operation) => {
      const first = sampleOf(id as RouteId) ?? {};
      const start = {
        body: first.options?.body,
        query: new URLSearchParams(first.query ?? ''),
        params: first.params ?? {},
      };
      const cases = casesOf(operation, start, validator);
      let marker = 0;
      // An operation that failed half-way leaves its run behind: it is not this one's.
      refusedRun = undefined;
      settled = undefined;
      const watched = (generated: Case) => !generated.valid && operation.method !== 'GET';
      /** One call of the sample with the case's change, checked as the document promises. */
      const runCase = async (generated: Case) => {
        marker += 1;
        const sample = sampleOf(id as RouteId) ?? {};
        const watch = watched(generated);
        // Logging out ends the session it is called with, so it gets one of its own.
        // A new member is a change of the table: the snapshot to compare with is taken after it.
        // Any call but a refused write may change the table too: the refused writes before it
        // are compared first.
        const earlier = !watch || id === 'logout' ? await closeRefusedRun(id) : [];
        if (id === 'logout') settled = undefined;
        const token =
          id === 'logout'
            ? (await companyMember(tenant)).token
            : (sample.options?.token ?? (operation.isPublic ? undefined : admin.token));
        const tag = `injected${marker}z${SEED}`;
        const { path, options } = prepared(operation.path, sample, generated, tag);
        // Settled: the previous call may still be finishing work it answered before (a notification).
        // After a compared run the table is as its settled snapshot left it, so that one serves.
        if (watch) {
          refusedRun ??= { before: settled ?? (await settledSnapshot()), tags: [], calls: [] };
          refusedRun.tags.push(tag);
          refusedRun.calls.push(`${operation.method} ${path}`);
        }
        settled = undefined;
        const answer = await call(operation.method, path, {
          ...options,
          ...(token && generated.edit.at !== 'token' ? { token } : {}),
        });
        const jobs = jobStarters[id];
        if (jobs && answer.status === 200) await jobFinished(jobs, answer.body as Record<string, unknown>);

        tally.calls += 1;
        tally[generated.valid ? 'valid' : 'invalid'] += 1;
        tally[answer.status < 400 ? 'accepted' : 'refused'] += 1;
        const problems = [
          ...earlier,
          ...problemsWith(answer),
          ...brokenPromises(operation, generated.valid, answer),
        ];
        if (problems.length > 0) tally.failed += 1;
        expect(problems, `${answer.status} ${answer.bytes.toString('utf8').slice(0, 300)}`).toEqual([]);
      };
      await fc.assert(
        fc.asyncProperty(
          fc.array(caseArbitrary(cases), { minLength: runsPerOperation, maxLength: runsPerOperation }),
          async (generated) => {
            // The refused writes first: one pair of settled snapshots then serves them all.
            for (const one of [...generated.filter(watched), ...generated.filter((c) => !watched(c))])
              await runCase(one);
          },
        ),
        // One run of all the operation's cases, so they can be ordered.
        { numRuns: 1, seed: SEED, endOnFailure: true },
      );
      const last = await closeRefusedRun(id);
      if (last.length > 0) tally.failed += 1;
      expect(last).toEqual([]);
    },
    // The default 30 s holds CI's 20 calls; the full run's 200 get the same time per call.
    Math.max(30_000, runsPerOperation * 1_500),
  );
});

afterAll(() => {
  if (tally.calls === 0) return;
  report({
    what: `Calls over ${operations.length} operations of the served document (${runsPerOperation} per operation, seed ${SEED})`,
    figure: `${tally.calls} calls: ${tally.valid} valid by the document, ${tally.invalid} invalid; ${tally.accepted} accepted, ${tally.refused} refused; ${tally.failed} failed`,
    target:
      'valid calls answered as documented, invalid ones refused with a clean body, nothing stored, no 5xx',
    ok: tally.failed === 0,
  });
});
