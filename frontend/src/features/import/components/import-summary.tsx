import { useLingui } from '@lingui/react/macro';
import type { RouteAnswer, Routes } from '@recyclens/shared';
import { FormNotice } from '../../../components/ui/form-field';

export type ImportResult = RouteAnswer<Routes['importPackages']>;

/** What an import added, as counts. */
export const ImportSummary = ({ result }: { result: ImportResult }) => {
  const { t } = useLingui();
  const rows = [
    { label: t`Packaging imported`, value: result.imported },
    { label: t`Components`, value: result.components },
    { label: t`New projects`, value: result.projectsCreated },
  ];
  return (
    <div className="flex flex-col gap-3">
      <FormNotice title={t`The file was imported.`} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-neutral-700">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};
