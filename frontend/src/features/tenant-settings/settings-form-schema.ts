import { tenantSettingsBodySchema, type Client } from '@recyclens/shared';
import type { z } from 'zod';

/** The settings form is the request body without the version, which comes from what was read. */
export const settingsFormSchema = tenantSettingsBodySchema.omit({ version: true });
export type SettingsValues = z.input<typeof settingsFormSchema>;

const languageOrder = { EN: 0, DE: 1, FR: 2 } as const;

export const toFormValues = (settings: Client): SettingsValues => ({
  name: settings.name,
  email: settings.email,
  primaryColor: settings.theme.primaryColor,
  secondaryColor: settings.theme.secondaryColor,
  faqs: [...settings.faqs]
    .sort((a, b) => languageOrder[a.language] - languageOrder[b.language] || a.position - b.position)
    .map(({ language, question, answer }) => ({ language, question, answer })),
});
