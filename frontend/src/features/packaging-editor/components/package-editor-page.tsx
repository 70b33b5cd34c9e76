import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import type { CountryChoice } from '../../../lib/lookups-query';
import { focusRing } from '../../../components/ui/button';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { useApi } from '../../../lib/api-context';
import { ApiError } from '../../../lib/api-errors';
import { SectionError } from '../../../components/section-state';
import { PageTitle } from '../../../components/page-title';
import { useProjectList } from '../../../lib/api/get-projects';
import { packageQueryOptions, usePackage } from '../api/get-package';
import { useLookupOptions } from '../use-lookup-options';
import type { ProjectChoice } from './package-fields';

// The editor's heavy parts (the form with its form library and dialogs, the history) are chunks
// of their own, asked for once the packaging is there: the title does not share its network
// with them (decisions 034, 035).
const PackageEditorForm = lazy(() =>
  import('./package-editor-form').then((module) => ({ default: module.PackageEditorForm })),
);
const HistoryPanel = lazy(() =>
  import('./history-panel').then((module) => ({ default: module.HistoryPanel })),
);

const ConformityPanel = lazy(() =>
  import('./conformity-panel').then((module) => ({ default: module.ConformityPanel })),
);

const EditorSkeleton = () => <LoadingBlocks blocks={['h-10 w-2/3', 'h-24 w-full', 'h-64 w-full']} />;

/** The project list, plus the packaging's own project should the list not hold it (never lose it on save). */
const withCurrentProject = (
  projects: readonly ProjectChoice[],
  id: string | null | undefined,
  name: string | null | undefined,
): readonly ProjectChoice[] =>
  !id || projects.some((project) => project.id === id) ? projects : [...projects, { id, name: name ?? id }];

/**
 * /packages/$packageId: the packaging with its components, and its assessment below. The route
 * says whether the signed-in user may save it as a template (admins).
 */
export interface PackageEditorSlots {
  /** The packaging's assessment (the assessment feature), shown below the editor. */
  assessmentPanel: (props: {
    packageId: string;
    countries: readonly CountryChoice[];
    defaultCountryId: string | null;
    unsavedChanges: boolean;
  }) => ReactNode;
  /** The export action (the exports feature), among the packaging's actions. */
  exportButton: (props: { packageId: string }) => ReactNode;
  /** The packaging's evidence documents (the evidence feature), beside its PPWR conformity. */
  evidencePanel: (props: {
    packageId: string;
    components: readonly { id: string; name: string }[];
  }) => ReactNode;
  /** The packaging's EPR fee estimate per country (the epr feature), beside its PPWR conformity. */
  eprPanel: (props: { packageId: string; version: number }) => ReactNode;
}

export const PackageEditorPage = ({
  packageId,
  mayManageTemplates = false,
  slots,
}: {
  packageId: string;
  mayManageTemplates?: boolean;
  /** What other features contribute; the route composes them in. */
  slots: PackageEditorSlots;
}) => {
  const { t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const pkg = usePackage(packageId);
  const lookups = useLookupOptions();
  const projects = useProjectList();
  const formPkg = useDeferredValue(pkg.data ?? null, null);
  const formLookups = useDeferredValue(lookups.data ?? null, null);
  const [dirty, setDirty] = useState(false);
  // Raised by a restore: the form starts again from the restored packaging.
  const [restores, setRestores] = useState(0);

  const back = (
    <Link to="/packages/overview" className={`text-sm underline ${focusRing}`}>
      <Trans>Back to packages and projects</Trans>
    </Link>
  );

  if (pkg.isError && pkg.error instanceof ApiError && pkg.error.status === 404) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle>
          <Trans>Packaging not found</Trans>
        </PageTitle>
        <p>
          <Trans>This packaging does not exist or was deleted.</Trans>
        </p>
        {back}
      </section>
    );
  }
  const failed = [pkg, lookups, projects].find((query) => query.isError);
  if (failed) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle>{t`Packaging editor`}</PageTitle>
        <SectionError error={failed.error} onRetry={() => void failed.refetch()} />
        {back}
      </section>
    );
  }
  if (!pkg.data) {
    return (
      <section>
        <PageTitle>{t`Packaging editor`}</PageTitle>
        <EditorSkeleton />
      </section>
    );
  }
  const title = (
    <div className="flex flex-col gap-2">
      {back}
      <PageTitle>{pkg.data.name}</PageTitle>
    </div>
  );
  // The form is React's largest piece of work on this page. It first appears in the render of
  // the deferred values, which React builds in slices between which the browser paints (the title
  // first) and answers input, instead of one long task on a phone's CPU; after that it follows
  // the live data. The project list may still be loading (every page of it): the form shows the
  // packaging's own project meanwhile. With a packaging already there at mount (the first page
  // waits for it), the first render still has only the title: the form's code is asked for
  // after it (decision 035).
  if (!formPkg || !formLookups || !lookups.data || formPkg.id !== pkg.data.id) {
    return (
      <section className="flex flex-col gap-10">
        {title}
        <EditorSkeleton />
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-10">
      {title}
      {/* One boundary: the parts below the form appear with it, so its arrival moves nothing. */}
      <Suspense fallback={<EditorSkeleton />}>
        <PackageEditorForm
          key={`${pkg.data.id}-${restores}`}
          pkg={pkg.data}
          lookups={lookups.data}
          projects={withCurrentProject(projects.data ?? [], pkg.data.projectId, pkg.data.projectName)}
          reload={() => queryClient.fetchQuery({ ...packageQueryOptions(api, packageId), staleTime: 0 })}
          onDirtyChange={setDirty}
          mayManageTemplates={mayManageTemplates}
          exportButton={slots.exportButton({ packageId: pkg.data.id })}
        />
        <HistoryPanel
          key={`history-${pkg.data.id}`}
          packageId={pkg.data.id}
          currentVersion={pkg.data.version}
          dirty={dirty}
          onRestored={() => {
            setDirty(false);
            setRestores((count) => count + 1);
          }}
        />
        <ConformityPanel
          key={`conformity-${pkg.data.id}`}
          packageId={pkg.data.id}
          version={pkg.data.version}
        />
        <Fragment key={`evidence-${pkg.data.id}`}>
          {slots.evidencePanel({
            packageId: pkg.data.id,
            components: pkg.data.packageComponents.map(({ id, name }) => ({ id, name })),
          })}
        </Fragment>
        <Fragment key={`epr-${pkg.data.id}`}>
          {slots.eprPanel({ packageId: pkg.data.id, version: pkg.data.version })}
        </Fragment>
        <Fragment key={`assessment-${pkg.data.id}`}>
          {slots.assessmentPanel({
            packageId: pkg.data.id,
            countries: lookups.data.country,
            defaultCountryId: pkg.data.assessmentCountryId ?? null,
            unsavedChanges: dirty,
          })}
        </Fragment>
      </Suspense>
    </section>
  );
};
