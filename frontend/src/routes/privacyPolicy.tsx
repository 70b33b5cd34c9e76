import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/pages/components/privacy-policy-page';

export const Route = createFileRoute('/privacyPolicy')({ component: PrivacyPolicyPage });
