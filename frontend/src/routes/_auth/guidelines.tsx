import { createFileRoute } from '@tanstack/react-router';
import { GuidelinesPage } from '../../features/pages/components/placeholders';

export const Route = createFileRoute('/_auth/guidelines')({ component: GuidelinesPage });
