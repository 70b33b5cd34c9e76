import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/pages/components/contact-page';
import { loadPageMessages } from '../lib/i18n';

export const Route = createFileRoute('/contact')({ beforeLoad: loadPageMessages, component: ContactPage });
