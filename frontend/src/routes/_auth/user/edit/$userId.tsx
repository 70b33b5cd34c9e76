import { idField } from '@recyclens/shared';
import { createFileRoute } from '@tanstack/react-router';
import { EditUserPage } from '../../../../features/users/components/edit-user-page';
import { requirePermission } from '../../../../features/users/require-permission';

export const Route = createFileRoute('/_auth/user/edit/$userId')({
  params: {
    parse: (params) => ({ userId: idField.parse(params.userId) }),
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
