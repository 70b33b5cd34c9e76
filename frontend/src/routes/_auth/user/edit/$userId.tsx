import { createFileRoute } from '@tanstack/react-router';
import { EditUserPage } from '../../../../features/users/components/edit-user-page';
import { requirePermission } from '../../../../features/users/require-permission';
import { pathId } from '../../../../lib/url-params';

export const Route = createFileRoute('/_auth/user/edit/$userId')({
  params: {
    parse: (params) => ({ userId: pathId.parse(params.userId) }),
    stringify: (params) => params,
  },
  beforeLoad: ({ context }) => requirePermission(context, 'users:manage'),
  component: EditUserRoute,
});

function EditUserRoute() {
  const { userId } = Route.useParams();
  const navigate = Route.useNavigate();
  return <EditUserPage userId={userId} onDone={() => void navigate({ to: '/user/management' })} />;
}
