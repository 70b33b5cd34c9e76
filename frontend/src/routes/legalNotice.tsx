import { createFileRoute } from '@tanstack/react-router';
import { LegalNoticePage } from '../features/pages/components/legal-notice-page';
import { loadPageMessages } from '../lib/i18n';

export const Route = createFileRoute('/legalNotice')({
  beforeLoad: loadPageMessages,
  component: LegalNoticePage,
});
