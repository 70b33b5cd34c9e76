import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/pages/components/contact-page';

export const Route = createFileRoute('/contact')({ component: ContactPage });
