import { createFileRoute } from '@tanstack/react-router';
import { LegalNoticePage } from '../features/pages/components/legal-notice-page';

export const Route = createFileRoute('/legalNotice')({ component: LegalNoticePage });
