import type { EvidenceRef, Language } from '@recyclens/shared';
import type { ComponentChange } from '../../assessment';
import { checkConformity } from '../../compliance/ppwr';
import type { PackageItem } from '../../data/repositories/packages';
import { euCountryIds } from '../packaging/packaging-conformity';
import { neededOf } from './improvement-ppwr';

const RECYCLED_CONTENT_RULE = 'ppwr-7-recycled-content';
/** The documents Art. 7's check takes as proof of a component's recycled content. */
const RECYCLED_CONTENT_PROOF: readonly EvidenceRef['kind'][] = ['supplier_declaration', 'certificate'];

/**
 * The PPWR proposal the grade engine cannot make (issue 34 §5): where the packaging's recycled
 * content fails Art. 7's 2030 minimum of its category, every plastic component below that minimum
 * raised to it, which brings the packaging's figure to the minimum at least. Read from the rule's
 * own answer (its category's threshold, the plastic components it weighed), never worked out
 * anew. Empty when the rule is met, open or not applicable by 2030.
 */
export const recycledContentChangesOf = (
  pkg: PackageItem,
  context: { today: string; language: Language },
): ComponentChange[] => {
  const check = checkConformity(pkg, [], { ...context, euCountryIds });
  const outcome = check.rules.find((rule) => rule.id === RECYCLED_CONTENT_RULE)?.outcomes.by2030;
  const minimum = outcome?.status === 'not_met' ? neededOf(outcome)?.value : null;
  if (outcome === undefined || minimum == null) return [];
  return outcome.values.flatMap((figure): ComponentChange[] => {
    const componentIndex = pkg.components.findIndex((component) => component.id === figure.componentId);
    if (figure.name !== 'recycledContentPercent' || componentIndex < 0) return [];
    if (typeof figure.value !== 'number' || figure.value >= minimum) return [];
    return [
      {
        id: `recycled-content:${componentIndex}:${minimum}`,
        kind: 'recycled-content',
        componentIndex,
        from: String(figure.value),
        to: String(minimum),
        set: { recycledContentPercent: minimum },
      },
    ];
  });
};

/**
 * The evidence the proposal's PPWR effects are judged with: a document proving the raised
 * components' old figure does not prove the new one, so their recycled-content proof (and the
 * packaging's own, which covers them) is left out and the fix says its evidence is still to upload.
 */
export const evidenceAfterRaise = (
  evidence: readonly EvidenceRef[],
  changes: readonly ComponentChange[],
  pkg: PackageItem,
): EvidenceRef[] => {
  const raised = new Set(changes.map((change) => pkg.components[change.componentIndex]?.id));
  return evidence.filter(
    (document) =>
      !RECYCLED_CONTENT_PROOF.includes(document.kind) ||
      (document.componentId !== null && !raised.has(document.componentId)),
  );
};
