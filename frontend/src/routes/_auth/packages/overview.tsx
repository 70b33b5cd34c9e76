import { createFileRoute } from '@tanstack/react-router';
import { PackagesOverview } from './-components/packages-overview';
import { overviewSearchSchema, type OverviewSearch } from '../../../features/packages/overview-search';

export const Route = createFileRoute('/_auth/packages/overview')({
  validateSearch: overviewSearchSchema,
  component: OverviewRoute,
});

function OverviewRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Filters replace the history entry: Back leaves the page instead of undoing each keystroke.
  const onSearchChange = (patch: Partial<OverviewSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  return <PackagesOverview search={search} onSearchChange={onSearchChange} />;
}
