import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRecentProjects } from '../api/get-recent-projects';
import { DASHBOARD_LIST_LIMIT } from './dashboard-limits';
import { DashboardSection, seeMoreClass } from './dashboard-section';
import { PackageCount } from './package-count';
import { SectionState } from '../../../components/section-state';

/** The dashboard's Projects (docs/product.md#dashboard): the latest projects with their packaging counts. */
export const ProjectsSection = () => {
  const projects = useRecentProjects(DASHBOARD_LIST_LIMIT);
  const items = projects.data?.items ?? [];
  return (
    <DashboardSection
      title={<Trans>Projects</Trans>}
      seeMore={
        <Link to="/packages/overview" className={`${seeMoreClass} ${focusRing}`}>
          <Trans>See more</Trans>
        </Link>
      }
    >
      <SectionState
        pending={projects.isPending}
        error={projects.error}
        onRetry={() => void projects.refetch()}
        empty={items.length === 0}
        emptyState={
          <EmptyState title={<Trans>No projects</Trans>}>
            <Trans>Group your packaging in projects to keep it organised.</Trans>
          </EmptyState>
        }
      >
        <ul className="divide-y divide-neutral-100">
          {items.map((project) => (
            <li key={project.id} className="flex items-center justify-between gap-3 py-2">
              <Link
                to="/packages/overview"
                search={{ project: project.id }}
                className={`min-w-0 truncate rounded font-medium hover:underline ${focusRing}`}
              >
                {project.name}
              </Link>
              <span className="shrink-0 rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-800">
                <PackageCount count={project.packageCount} />
              </span>
            </li>
          ))}
        </ul>
      </SectionState>
    </DashboardSection>
  );
};
