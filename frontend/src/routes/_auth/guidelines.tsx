import { createFileRoute } from '@tanstack/react-router';
import { GuidelinesPage } from '../../features/guidelines/components/guidelines-page';
import { guidelinesSearchSchema } from '../../features/guidelines/guidelines-search';

export const Route = createFileRoute('/_auth/guidelines')({
  validateSearch: guidelinesSearchSchema,
  component: GuidelinesRoute,
});

function GuidelinesRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <GuidelinesPage selectedId={id} onSelect={(next) => void navigate({ search: { id: next } })} />;
}
