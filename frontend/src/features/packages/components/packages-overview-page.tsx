import { Trans, useLingui } from '@lingui/react/macro';
import { BULK_ASSESS_MAX_SELECTION } from '@recyclens/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { popups } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/messages';
import { PageTitle } from '../../../components/page-title';
import { useProjectList } from '../../../lib/api/get-projects';
import { useCategories } from '../api/get-lookups';
import { useAllPackageIds } from '../api/get-packages';
import { useGradeCountry } from '../grade-country';

import { hasFilters, toPackageListQuery, type OverviewSearch } from '../overview-search';
import { OverviewActions } from './overview-actions';
import { PackageFilters } from './package-filters';
import { PackageList } from './package-list';
import { SelectionBar } from './selection-bar';
import { packagesQueryKey, projectsQueryKey } from '../../../lib/query-keys';
import { lazyDialog } from '../../../components/lazy-dialog';

// Its form library and templates load when it first opens, not with the overview.
const AddPackagingDialog = lazyDialog(
  () => import('./add-packaging-dialog').then((module) => module.AddPackagingDialog),
  (dialog) => dialog.open,
);

/** Which packaging a bulk assessment covers: the ones picked, a project's, or all. */
export type AssessSelection = { packageIds: string[] } | { projectId: string } | 'all';

/** A selection of a whole scope the API takes as such, instead of its ids (decision 045). */
type WholeSelection = { projectId: string } | 'all';

/**
 * Unnarrowed but for a project, the list is a scope the jobs take whole; a search, category or
 * favourites filter is not (the workers would need the list's search paths).
 */
const wholeScopeOf = (search: OverviewSearch): WholeSelection | null => {
  if (search.q || search.category || search.favorites) return null;
  return search.project ? { projectId: search.project } : 'all';
};

interface DialogSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * What other features contribute to the overview. The page does not import them: the route (or
 * app/) composes them in, so packages, projects, import, export and bulk assessment stay apart.
 */
export interface PackagesOverviewSlots {
  projectsPanel: (props: {
    selectedId: string | undefined;
    onSelect: (projectId: string | undefined) => void;
    onAddProject: () => void;
  }) => ReactNode;
  addProjectDialog: (props: DialogSlotProps) => ReactNode;
  importDialog: (props: DialogSlotProps) => ReactNode;
  exportDialog: (props: DialogSlotProps & { packageIds: string[] | WholeSelection }) => ReactNode;
  assessDialog: (
    props: DialogSlotProps & {
      selection: AssessSelection;
      /** Once done: the grade column shows the assessed country. */
      onShowGrades: (countryId: string) => void;
    },
  ) => ReactNode;
  /** The import template's download (the overview's own action, docs/product.md#packages-and-projects-overview: the file itself, not the import dialog). */
  templateDownload: { start: (options: { onError: (error: unknown) => void }) => void; pending: boolean };
}

export interface PackagesOverviewPageProps {
  /** The validated URL search params: the route owns them, the page only reads and patches them. */
  search: OverviewSearch;
  onSearchChange: (patch: Partial<OverviewSearch>) => void;
  slots: PackagesOverviewSlots;
}

type OpenDialog = 'addProject' | 'addPackaging' | 'import' | 'export' | 'assess' | null;

/** Packages and projects overview (docs/product.md#packages-and-projects-overview). */
export const PackagesOverviewPage = ({ search, onSearchChange, slots }: PackagesOverviewPageProps) => {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const projects = useProjectList();
  const categories = useCategories();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // null: not selecting; a set: selection mode with the packaging picked so far.
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null);
  // Select all on an unnarrowed list: the scope, for the list it was chosen on (its query's key).
  const [whole, setWhole] = useState<{ scope: WholeSelection; listKey: string } | null>(null);
  const [leaveOutRefused, setLeaveOutRefused] = useState(false);
  const [exportIds, setExportIds] = useState<string[] | WholeSelection>('all');
  const [assessSelection, setAssessSelection] = useState<AssessSelection>('all');
  const [gradeCountry, chooseGradeCountry] = useGradeCountry();

  const query = toPackageListQuery(search);
  // Bulk assessment and export take at most this many packaging (the same 5,000 for both).
  const allIds = useAllPackageIds(query, BULK_ASSESS_MAX_SELECTION);
  const listKey = JSON.stringify(query);
  // Changing the filter ends a whole selection: its rows would no longer be the list's.
  const wholeSelection = whole && whole.listKey === listKey ? whole.scope : null;
  const selectAll = () => {
    const scope = wholeScopeOf(search);
    setLeaveOutRefused(false);
    allIds.reset();
    if (scope) setWhole({ scope, listKey });
    else allIds.mutate(undefined, { onSuccess: ({ ids }) => setSelected(new Set(ids)) });
  };
  const maxSelection = i18n.number(BULK_ASSESS_MAX_SELECTION);
  const selectAllNotice = leaveOutRefused
    ? {
        title: t`One packaging cannot be left out of a whole selection.`,
        message: t`Cancel and pick the packaging one by one, or narrow the list with a search or filter and select all again.`,
      }
    : allIds.isError
      ? { title: t`Not every packaging could be selected.`, message: errorMessage(i18n, allIds.error) }
      : allIds.data && !allIds.data.complete
        ? {
            title: t`Only the first ${maxSelection} packaging are selected.`,
            message: t`An export or assessment takes at most ${maxSelection} packaging: narrow the list with a filter to select the rest.`,
          }
        : null;
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.id, category.name])),
    [categories.data],
  );
  const projectList = projects.data ?? [];
  // Filtered by project alone, the project's count is the list's total before every page is loaded.
  const onlyProject = search.project && !search.q && !search.category && !search.favorites;
  const knownTotal = onlyProject
    ? projectList.find((project) => project.id === search.project)?.packageCount
    : undefined;

  const closeDialog = (open: boolean) => (open ? undefined : setDialog(null));
  const openExport = (ids: string[] | WholeSelection) => {
    setExportIds(ids);
    setDialog('export');
  };
  const openAssess = (selection: AssessSelection) => {
    setAssessSelection(selection);
    setDialog('assess');
  };
  const toggleSelected = (packageId: string) => {
    if (wholeSelection) {
      setLeaveOutRefused(true);
      return;
    }
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(packageId)) next.delete(packageId);
      else next.add(packageId);
      return next;
    });
  };
  const cancelSelection = () => {
    setSelected(null);
    setWhole(null);
    setLeaveOutRefused(false);
    allIds.reset();
  };
  const projectCount = (projectId: string) =>
    projectList.find((project) => project.id === projectId)?.packageCount;

  return (
    <section className="flex flex-col gap-6">
      <PageTitle>
        <Trans>Packages and projects</Trans>
      </PageTitle>
      <OverviewActions
        onAddProject={() => setDialog('addProject')}
        onAddPackaging={() => setDialog('addPackaging')}
        onImport={() => setDialog('import')}
        // The overview's own action (docs/product.md#packages-and-projects-overview): the file itself, not the import dialog.
        onDownloadTemplate={() =>
          slots.templateDownload.start({
            onError: (error) =>
              popups.show({
                kind: 'error',
                title: t`The template could not be downloaded.`,
                message: errorMessage(i18n, error),
              }),
          })
        }
        downloadingTemplate={slots.templateDownload.pending}
        onExportAll={() => openExport('all')}
        onSelect={() => setSelected(new Set())}
        selecting={selected !== null}
        onAssessAll={() => openAssess(search.project ? { projectId: search.project } : 'all')}
        inProject={Boolean(search.project)}
      />
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        {slots.projectsPanel({
          selectedId: search.project,
          onSelect: (project) => onSearchChange({ project }),
          onAddProject: () => setDialog('addProject'),
        })}
        <div className="flex min-w-0 flex-col gap-4">
          <h2 className="sr-only">{t`Packaging`}</h2>
          <PackageFilters
            search={search}
            onSearchChange={onSearchChange}
            projects={projectList}
            categories={categories.data ?? []}
          />
          {selected ? (
            <SelectionBar
              count={selected.size}
              whole={
                wholeSelection === null
                  ? null
                  : wholeSelection === 'all'
                    ? { scope: 'all' }
                    : { scope: 'project', count: projectCount(wholeSelection.projectId) }
              }
              onExport={() => openExport(wholeSelection ?? [...selected])}
              onAssess={() => openAssess(wholeSelection ?? { packageIds: [...selected] })}
              onCancel={cancelSelection}
              onSelectAll={selectAll}
              selectingAll={allIds.isPending}
              notice={selectAllNotice}
            />
          ) : null}
          <PackageList
            key={listKey}
            query={query}
            filtered={hasFilters(search)}
            onClearFilters={() =>
              onSearchChange({ q: undefined, project: undefined, category: undefined, favorites: undefined })
            }
            categoryNames={categoryNames}
            knownTotal={knownTotal}
            selection={
              selected
                ? {
                    isSelected: (packageId) => wholeSelection !== null || selected.has(packageId),
                    toggle: toggleSelected,
                  }
                : undefined
            }
            gradeCountryId={gradeCountry}
            onGradeCountryChange={chooseGradeCountry}
          />
        </div>
      </div>
      {slots.addProjectDialog({ open: dialog === 'addProject', onOpenChange: closeDialog })}
      <AddPackagingDialog
        open={dialog === 'addPackaging'}
        onOpenChange={closeDialog}
        projects={projectList}
        categories={categories.data ?? []}
        defaultProjectId={search.project}
      />
      {slots.importDialog({
        open: dialog === 'import',
        onOpenChange: (open: boolean) => {
          closeDialog(open);
          // Whatever was imported shows up in the list and the project counts.
          if (!open) {
            void queryClient.invalidateQueries({ queryKey: packagesQueryKey });
            void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
          }
        },
      })}
      {slots.exportDialog({ open: dialog === 'export', onOpenChange: closeDialog, packageIds: exportIds })}
      {slots.assessDialog({
        open: dialog === 'assess',
        onOpenChange: closeDialog,
        selection: assessSelection,
        onShowGrades: chooseGradeCountry,
      })}
    </section>
  );
};
