import { auditPut } from '../../data/repositories/audit-entries';
import {
  adoptedResultItem,
  findResult,
  gradesAfter,
  latestResultsUpdate,
  resultPut,
} from '../../data/repositories/package-results';
import { getPackage } from '../../data/repositories/packages';
import { nowIso } from '../../data/clock';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { companyOf } from '../packaging/package-access';
import { writePackagingChange } from '../packaging/derived-writes';
import { auditEntryBy } from '../tenants/audit-log';
import { resultsCounterChanges, resultView } from './assessments';

/**
 * Makes a comparison run the latest result of its country, as the user saw it in the side-by-side
 * view (decision 046): the stored run is copied, not assessed again, so the grade, findings and
 * evidence that count are the ones compared. Only on the packaging version it was computed on.
 */
export const adoptResult = async (caller: Caller, packageId: string, resultId: string) => {
  // Both reads are keyed by the caller's company: another company's packaging or result, or
  // another packaging's result, is simply not there.
  const pkg = await getPackage(caller.clientId, companyOf(caller), packageId);
  const run = pkg ? await findResult(pkg, resultId) : undefined;
  if (!pkg || !run) throw new AppError('RESULT_NOT_FOUND');
  if (run.comparison !== true) throw new AppError('RESULT_NOT_A_COMPARISON');
  if (pkg.assessedWith?.[run.countryId]?.adoptedFrom === run.id) throw new AppError('RESULT_ALREADY_LATEST');
  // A run of an earlier version graded a packaging that is no more.
  if (run.packageVersion !== pkg.version) throw new AppError('RESULT_OUTDATED');

  const now = nowIso();
  const adopted = adoptedResultItem(pkg, run, now);
  // Art. 6 reads the latest grades, so the PPWR summary follows them in the same write.
  await writePackagingChange({
    before: pkg,
    after: { ...pkg, grades: gradesAfter(pkg, [adopted]) },
    counters: resultsCounterChanges(pkg, [adopted]),
    items: [
      resultPut(adopted),
      latestResultsUpdate(pkg, [adopted], now),
      auditPut(
        auditEntryBy(
          caller,
          'RESULT_ADOPTED',
          { kind: 'package', id: pkg.id, label: pkg.name },
          { result: run.id, country: run.countryId, methodology: run.methodology, grade: run.grade },
        ),
      ),
    ],
  });
  return resultView(adopted, pkg, caller.user.language);
};
