import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/pages/components/placeholders';

export const Route = createFileRoute('/_auth/user/profile')({ component: ProfilePage });
