import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Project } from '@recyclens/shared';
import { useDeferredValue, useState } from 'react';
import { Button, focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-field';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/messages';
import { useProjectList } from '../../../lib/api/get-projects';
import { lazyDialog } from '../../../components/lazy-dialog';

// Loaded when first opened: the overview's first paint does without the form library and Radix.
const RenameProjectDialog = lazyDialog(
  () => import('./rename-project-dialog').then((module) => module.RenameProjectDialog),
  (dialog) => dialog.project !== null,
);
const DeleteProjectDialog = lazyDialog(
  () => import('./delete-project-dialog').then((module) => module.DeleteProjectDialog),
  (dialog) => dialog.project !== null,
);

interface ProjectsPanelProps {
  selectedId: string | undefined;
  onSelect: (projectId: string | undefined) => void;
  onAddProject: () => void;
}

const entryClass = (active: boolean) =>
  `flex w-full min-w-0 items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm ${
    active ? 'bg-neutral-900 text-white' : 'hover:bg-neutral-100'
  } ${focusRing}`;

const ProjectEntry = ({
  project,
  active,
  onSelect,
  onRename,
  onDelete,
}: {
  project: Project;
  active: boolean;
  onSelect: () => void;
  onRename: () => void;
  onDelete: () => void;
}) => {
  const { t } = useLingui();
  const name = project.name;
  const count = project.packageCount;
  return (
    <li className="flex items-center gap-1 [contain-intrinsic-size:auto_2.25rem] [content-visibility:auto]">
      <button type="button" aria-pressed={active} onClick={onSelect} className={entryClass(active)}>
        <span className="truncate font-medium">{name}</span>
        <span className={`shrink-0 text-xs ${active ? 'text-neutral-100' : 'text-neutral-700'}`}>
          <Plural value={count} one="# packaging" other="# packaging" />
        </span>
      </button>
      <button
        type="button"
        aria-label={t`Rename ${name}`}
        title={t`Rename ${name}`}
        onClick={onRename}
        className={`rounded p-1.5 text-neutral-700 hover:bg-neutral-100 ${focusRing}`}
      >
        <PencilIcon />
      </button>
      <button
        type="button"
        aria-label={t`Delete ${name}`}
        title={t`Delete ${name}`}
        onClick={onDelete}
        className={`rounded p-1.5 text-neutral-700 hover:bg-neutral-100 hover:text-red-700 ${focusRing}`}
      >
        <TrashIcon />
      </button>
    </li>
  );
};

/** The company's projects with their packaging count; choosing one filters the packaging list. */
export const ProjectsPanel = ({ selectedId, onSelect, onAddProject }: ProjectsPanelProps) => {
  const { t, i18n } = useLingui();
  const list = useProjectList();
  const [renaming, setRenaming] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  // A company may have hundreds of projects: they appear in a render React may interrupt
  // (decision 034) even when cached at mount (decision 035), and entries out of view skip layout
  // and paint until scrolled to.
  const loaded = useDeferredValue(list.data ?? null, null);
  const projects = loaded ?? [];

  return (
    <aside aria-labelledby="projects-heading" className="flex flex-col gap-3">
      <h2 id="projects-heading" className="text-lg font-semibold">
        <Trans>Projects</Trans>
      </h2>
      {/* On a phone the panel sits above the packaging list: it grows with its projects up to a
          limit (the list scrolls inside it), so 200 projects do not push the packaging a screen
          further down, and a few leave no empty band above it. The skeleton is about as tall as
          a few projects, so their arrival moves what is below only a little (CLS). */}
      <div className="max-h-72 overflow-y-auto lg:max-h-none lg:overflow-visible">
        {loaded === null && !list.isError ? (
          <div role="status" aria-label={t`Loading projects`} className="flex flex-col gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-9 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <FormAlert title={t`The projects could not be loaded.`}>{errorMessage(i18n, list.error)}</FormAlert>
        ) : projects.length === 0 ? (
          <EmptyState
            title={<Trans>No projects</Trans>}
            action={
              <Button variant="secondary" onClick={onAddProject}>
                <Trans>Add Project</Trans>
              </Button>
            }
          >
            <Trans>Group your packaging in projects.</Trans>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-1">
            <li>
              <button
                type="button"
                aria-pressed={!selectedId}
                onClick={() => onSelect(undefined)}
                className={entryClass(!selectedId)}
              >
                <span className="font-medium">
                  <Trans>All packaging</Trans>
                </span>
              </button>
            </li>
            {projects.map((project) => (
              <ProjectEntry
                key={project.id}
                project={project}
                active={project.id === selectedId}
                onSelect={() => onSelect(project.id)}
                onRename={() => setRenaming(project)}
                onDelete={() => setDeleting(project)}
              />
            ))}
          </ul>
        )}
      </div>
      <RenameProjectDialog project={renaming} onClose={() => setRenaming(null)} />
      <DeleteProjectDialog
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(projectId) => (projectId === selectedId ? onSelect(undefined) : undefined)}
      />
    </aside>
  );
};
