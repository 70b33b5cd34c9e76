import { createFileRoute } from '@tanstack/react-router';
import { FaqsPage } from '../features/faqs/components/faqs-page';

export const Route = createFileRoute('/faqs')({ component: FaqsPage });
