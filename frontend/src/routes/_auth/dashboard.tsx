import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../app/compositions/dashboard';

export const Route = createFileRoute('/_auth/dashboard')({ component: Dashboard });
