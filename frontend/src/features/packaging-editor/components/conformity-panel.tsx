import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConformityOutcome, ConformityStatus, PackagingConformity } from '@recyclens/shared';
import { useState } from 'react';
import { OnDemandSection } from '../../../components/on-demand-section';
import { ListSkeleton, SectionError } from '../../../components/section-state';
import { Button } from '../../../components/ui/button';
import { toInterfaceLocale } from '../../../lib/i18n';
import { useDownloadDeclaration, usePackageConformity } from '../api/package-conformity';

const statusLabels: Record<Exclude<ConformityStatus, 'applies_from'>, MessageDescriptor> = {
  met: msg`Met`,
  not_met: msg`Not met`,
  evidence_missing: msg`Evidence missing`,
  not_applicable: msg`Not applicable`,
};

const statusTone: Record<ConformityStatus, string> = {
  met: 'text-green-800',
  not_met: 'font-semibold text-red-800',
  evidence_missing: 'text-amber-800',
  not_applicable: 'text-neutral-600',
  applies_from: 'text-neutral-700',
};

/** What a missing piece is called: the field a user fills in, or the document to upload. */
const missingLabels: Record<string, MessageDescriptor> = {
  packagingRole: msg`Packaging role`,
  contactSensitivity: msg`Contact sensitivity`,
  singleUsePlasticBeverageBottle: msg`Single-use plastic beverage bottle`,
  packagingVolumeMl: msg`Packaging volume`,
  contentVolumeMl: msg`Content volume`,
  compostableItem: msg`Item that must be compostable`,
  materialCompositionLabel: msg`Material composition label`,
  restrictedFormat: msg`Restricted format (Annex V)`,
  recycledContentPercent: msg`Recycled content`,
  pfasIntentionallyAdded: msg`PFAS intentionally added`,
  pfasTotalMgPerKg: msg`Total PFAS`,
  heavyMetalsSumMgPerKg: msg`Lead, cadmium, mercury and chromium VI`,
  compostabilityCertified: msg`Compostability certification`,
  components: msg`Components`,
  materialId: msg`Material`,
  weight: msg`Weight`,
  assessment: msg`A current assessment in an EU member state`,
  supplier_declaration: msg`Supplier declaration`,
  test_report: msg`Test report`,
  certificate: msg`Certificate`,
  minimisation_justification: msg`Minimisation justification`,
};

const OutcomeCell = ({ outcome }: { outcome: ConformityOutcome }) => {
  const { t, i18n } = useLingui();
  const day = (date: string | null) =>
    date ? i18n.date(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : '';
  const label =
    outcome.status === 'applies_from'
      ? t`Applies from ${day(outcome.appliesFrom)}`
      : t(statusLabels[outcome.status]);
  // Only the first piece of a name counts: "assessment.DE" is an assessment, "minimum.other" a figure.
  const missing = [
    ...new Set(
      outcome.missing.flatMap((piece) =>
        piece.kind === 'data' ? [piece.field?.split('.')[0] ?? ''] : piece.evidenceKinds.slice(0, 1),
      ),
    ),
  ].map((name) => (missingLabels[name] ? t(missingLabels[name]) : name));
  return (
    <td className="px-3 py-2 align-top">
      <span className={statusTone[outcome.status]}>{label}</span>
      {outcome.note && <span className="block text-sm text-neutral-600">{outcome.note}</span>}
      {outcome.status !== 'applies_from' && missing.length > 0 && (
        <span className="block text-sm text-neutral-700">{t`Missing: ${missing.join(', ')}`}</span>
      )}
    </td>
  );
};

const ConformityTable = ({ conformity }: { conformity: PackagingConformity }) => {
  const { t, i18n } = useLingui();
  const today = i18n.date(`${conformity.dates.today}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{t`PPWR requirements for this packaging`}</caption>
        <thead>
          <tr className="border-b border-neutral-300">
            <th scope="col" className="px-3 py-2">{t`Requirement`}</th>
            <th scope="col" className="px-3 py-2">{t`Today (${today})`}</th>
            <th scope="col" className="px-3 py-2">{t`By 2030`}</th>
            <th scope="col" className="px-3 py-2">{t`By 2038`}</th>
          </tr>
        </thead>
        <tbody>
          {conformity.rules.map((rule) => (
            <tr key={rule.id} className="border-b border-neutral-200">
              <th scope="row" className="px-3 py-2 text-left align-top font-normal">
                <span className="block font-medium">{rule.title}</span>
                <span className="block text-sm text-neutral-700">
                  {rule.article}
                  {rule.provisional && ` · ${t`provisional`}`}
                </span>
              </th>
              <OutcomeCell outcome={rule.outcomes.today} />
              <OutcomeCell outcome={rule.outcomes.by2030} />
              <OutcomeCell outcome={rule.outcomes.by2038} />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-neutral-600">
        {t`Rule set ${conformity.ruleSet.version}, fingerprint ${conformity.ruleSet.fingerprint.slice(0, 12)}`}
      </p>
    </div>
  );
};

/**
 * The packaging's conformity with the EU packaging regulation (Regulation (EU) 2025/40): each
 * requirement for today, 2030 and 2038, and what is missing. Asked for when opened.
 */
export const ConformityPanel = ({ packageId, version }: { packageId: string; version: number }) => {
  const [open, setOpen] = useState(false);
  const conformity = usePackageConformity(packageId, version, open);
  const declaration = useDownloadDeclaration(packageId, version);
  const { i18n } = useLingui();
  return (
    <OnDemandSection
      id="conformity-heading"
      title={<Trans>PPWR conformity</Trans>}
      summary={<Trans>Check this packaging against the EU packaging regulation</Trans>}
      onOpenChange={setOpen}
      below={
        <div className="flex flex-col items-start gap-2">
          <Button
            variant="secondary"
            disabled={declaration.isPending}
            onClick={() => declaration.mutate(toInterfaceLocale(i18n.locale) ?? 'en')}
          >
            <Trans>Draft declaration (PDF)</Trans>
          </Button>
          <p className="text-sm text-neutral-700">
            <Trans>
              The EU declaration of conformity with its technical documentation, as a draft for the
              manufacturer to check, complete and sign.
            </Trans>
          </p>
          {declaration.isError && (
            <p role="alert" className="text-sm text-red-800">
              <Trans>The declaration could not be made. Please try again.</Trans>
            </p>
          )}
        </div>
      }
    >
      <div className="mt-4">
        <p className="mb-3 text-sm text-neutral-700">
          <Trans>
            Unknown data and missing or expired documents are never counted as met. Provisional requirements
            rest on Commission acts not adopted yet.
          </Trans>
        </p>
        {conformity.isPending && open && <ListSkeleton />}
        {conformity.isError && (
          <SectionError error={conformity.error} onRetry={() => void conformity.refetch()} />
        )}
        {conformity.data && <ConformityTable conformity={conformity.data} />}
      </div>
    </OnDemandSection>
  );
};
