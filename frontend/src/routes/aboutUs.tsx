import { createFileRoute } from '@tanstack/react-router';
import { AboutUsPage } from '../features/pages/components/about-us-page';
import { loadPageMessages } from '../lib/i18n';

export const Route = createFileRoute('/aboutUs')({ beforeLoad: loadPageMessages, component: AboutUsPage });
