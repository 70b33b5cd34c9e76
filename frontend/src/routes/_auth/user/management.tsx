import { createFileRoute } from '@tanstack/react-router';
import { UserManagementPage } from '../../../features/pages/components/placeholders';

export const Route = createFileRoute('/_auth/user/management')({ component: UserManagementPage });
