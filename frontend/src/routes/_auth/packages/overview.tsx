import { createFileRoute } from '@tanstack/react-router';
import { PackagesOverviewPage } from '../../../features/pages/components/placeholders';

export const Route = createFileRoute('/_auth/packages/overview')({ component: PackagesOverviewPage });
