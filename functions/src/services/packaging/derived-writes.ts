import type { ErrorCode, EvidenceRef } from '@recyclens/shared';
import { storedEprTotals, type EprTotalsItem } from '../../data/repositories/epr-totals';
import { documentsOfPackage } from '../../data/repositories/evidence-documents';
import { getPackage, type PackageItem } from '../../data/repositories/packages';
import { mergedChanges, portfolioUpdate, type CounterChanges } from '../../data/repositories/portfolio';
import {
  packagingUnchanged,
  storedPpwrSummary,
  type PpwrSummaryItem,
} from '../../data/repositories/ppwr-summaries';
import { transactWrite, type TransactItem } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import { eprDerivedWrites, recomputeEprTotals } from '../epr/epr-totals';
import { ppwrSummaryChange, today } from './ppwr-summaries';

/**
 * What the items derived from a packaging are computed from besides the packaging itself, read
 * before its write (decision 051).
 */
export interface DerivedInputs {
  /** The day the derived items answer for. */
  on: string;
  /** The packaging's evidence documents as the write leaves them. */
  evidence: readonly EvidenceRef[];
  /** The stored PPWR summary, whose revision the write is conditioned on; none: never computed. */
  ppwr: PpwrSummaryItem | undefined;
  /** The stored yearly EPR totals (decision 053), conditioned on likewise; none: no units priced yet. */
  epr: EprTotalsItem | undefined;
}

/** Items a packaging write carries beside its own, and how they move the company's counters. */
export interface DerivedWrites {
  items: TransactItem[];
  counters: CounterChanges;
  /** The EPR totals did not fit the transaction: written right after it (decision 053). */
  eprDeferred?: boolean;
}

/** DynamoDB's limit of items in one transaction. */
const TRANSACTION_ITEMS = 100;

/**
 * THE place that says what a packaging write carries beside its own items: everything kept per
 * packaging that is computed from it (its PPWR summary with postings and counters, its yearly EPR
 * totals with postings and sums, decision 053). `before` is
 * the packaging as stored (none: created), `after` as the write stores it (`deletedAt` set: gone).
 * A new derived item is added here, from `before`, `after` and what `inputs` read; it must be an
 * item of this packaging (or a counter ADD), so that the write stays within DynamoDB's 100 items
 * (decision 051 counts them).
 */
export const derivedWrites = (
  before: PackageItem | undefined,
  after: PackageItem,
  inputs: DerivedInputs,
  room = TRANSACTION_ITEMS,
): DerivedWrites => {
  const ppwr = ppwrSummaryChange(after, inputs.ppwr, inputs.evidence, inputs.on);
  const epr = eprDerivedWrites(after, inputs.epr, after.deletedAt ? undefined : after);
  // Only a save that changes 40 words of search text, every PPWR posting and every priced
  // country's units at once can go past the limit: its EPR totals then follow on their own.
  if (ppwr.items.length + epr.writes.length > room)
    return { items: ppwr.items, counters: ppwr.counters, eprDeferred: true };
  return { items: [...ppwr.items, ...epr.writes], counters: mergedChanges(ppwr.counters, epr.counters) };
};

/** A packaging write as a service composes it; the derived items are added to it. */
export interface PackagingChange {
  /** The packaging as stored before the write; none when the write creates it. */
  before: PackageItem | undefined;
  /** The packaging as the write stores it (`deletedAt` set when it deletes it). */
  after: PackageItem;
  /** The write's own items; a failed condition among them is answered by `codeForFailedItem`. */
  items: TransactItem[];
  /** The company's counters the write moves itself: one update carries them and the derived ones. */
  counters?: CounterChanges;
  codeForFailedItem?: (index: number) => ErrorCode;
  /** Conditions the derived items rest on besides their own (the packaging as read): tried again. */
  guards?: TransactItem[];
}

/** A derived item's condition failed: another write changed its inputs since they were read. */
const DERIVED_ATTEMPTS = 4;

/**
 * The summary keeps the documents it was computed with, and every change of them writes it: read
 * with the summary (one consistent read), they are the documents as stored. A packaging without a
 * summary yet (stored before summaries existed) has them read from its documents.
 */
const readInputs = async (
  pkg: PackageItem,
  evidence: (stored: EvidenceRef[]) => EvidenceRef[] = (stored) => stored,
): Promise<DerivedInputs> => {
  const [ppwr, epr] = await Promise.all([
    storedPpwrSummary(pkg.clientId, pkg.companyId, pkg.id),
    storedEprTotals(pkg.clientId, pkg.companyId, [pkg.id]).then((stored) => stored.get(pkg.id)),
  ]);
  const stored =
    ppwr?.evidence ??
    (await documentsOfPackage({ clientId: pkg.clientId, companyId: pkg.companyId, packageId: pkg.id }));
  return { on: today(), ppwr, epr, evidence: evidence([...stored]) };
};

/**
 * Writes the change and its derived items in one transaction: the packaging and what is derived
 * from it are never seen apart, and a failure leaves neither. When a derived item's condition
 * fails (an upload or another write changed the summary since it was read), its inputs are read
 * again and the change is tried again; the change's own conditions answer as the service says.
 */
const transactWithDerived = async (
  build: () => Promise<{ change: PackagingChange; inputs: DerivedInputs }>,
): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    const { change, inputs } = await build();
    const own = change.items.length;
    // The write's own items, its guards and the one counters update come first.
    const room = TRANSACTION_ITEMS - own - (change.guards?.length ?? 0) - 1;
    const derived = derivedWrites(change.before, change.after, inputs, room);
    let failed = -1;
    try {
      await transactWrite(
        [
          ...change.items,
          ...derived.items,
          ...(change.guards ?? []),
          ...portfolioUpdate(
            change.after.clientId,
            change.after.companyId,
            mergedChanges(change.counters, derived.counters),
          ),
        ],
        (index) => {
          failed = index;
          return index < own ? (change.codeForFailedItem?.(index) ?? 'VERSION_CONFLICT') : 'VERSION_CONFLICT';
        },
      );
      if (derived.eprDeferred) await recomputeEprTotals(change.after, change.after.id);
      return;
    } catch (error) {
      if (failed < own || attempt === DERIVED_ATTEMPTS) throw error;
    }
  }
};

/**
 * A packaging write (create, edit, move, restore, delete, assessment results) with its derived
 * items. The packaging's own item is conditioned on the version read, so a retry only reads the
 * derived items' inputs again. A created packaging has none stored yet: nothing is read.
 */
export const writePackagingChange = (change: PackagingChange): Promise<void> =>
  transactWithDerived(async () => ({
    change,
    inputs: change.before
      ? await readInputs(change.before)
      : { on: today(), evidence: [], ppwr: undefined, epr: undefined },
  }));

/**
 * A change of a packaging's evidence documents (`items`: an upload or a removal), written with the
 * derived items it moves. The packaging is not written, only checked unchanged since it was read,
 * and read again with the inputs when that or a derived condition fails.
 */
export const writeEvidenceChange = (
  pkg: PackageItem,
  change: {
    items: TransactItem[];
    evidence: (stored: EvidenceRef[]) => EvidenceRef[];
    codeForFailedItem?: (index: number) => ErrorCode;
  },
): Promise<void> => {
  let read: PackageItem | undefined = pkg;
  return transactWithDerived(async () => {
    read ??= await getPackage(pkg.clientId, pkg.companyId, pkg.id);
    if (!read) throw new AppError('NOT_FOUND');
    const current = read;
    // Read again on the next attempt: the packaging may be what changed.
    read = undefined;
    return {
      change: {
        before: current,
        after: current,
        items: change.items,
        guards: [packagingUnchanged(current)],
        ...(change.codeForFailedItem ? { codeForFailedItem: change.codeForFailedItem } : {}),
      },
      inputs: await readInputs(current, change.evidence),
    };
  });
};
