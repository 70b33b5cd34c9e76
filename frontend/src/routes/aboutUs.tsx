import { createFileRoute } from '@tanstack/react-router';
import { AboutUsPage } from '../features/pages/components/about-us-page';

export const Route = createFileRoute('/aboutUs')({ component: AboutUsPage });
