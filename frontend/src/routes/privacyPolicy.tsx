import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/pages/components/privacy-policy-page';
import { loadPageMessages } from '../lib/i18n';

export const Route = createFileRoute('/privacyPolicy')({
  beforeLoad: loadPageMessages,
  component: PrivacyPolicyPage,
});
