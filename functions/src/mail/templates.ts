import * as z from 'zod';
import { localize, repairLine, type Language, type Localized, type Theme } from '@recyclens/shared';
import { renderMail, type RenderedMail } from './layout';
import texts from './mail-texts.json' with { type: 'json' };

type Tenant = { name: string; theme: Theme };

/** A mail's name: the keys of mail-texts.json's templates. */
export type MailTemplate = keyof typeof texts.templates;

const text = z.string().min(1);
/** What a mail says in one language; the button's link and the footer are the same for every mail. */
const words = z
  .object({ subject: text, heading: text, paragraphs: z.array(text).min(1), action: text })
  .strict();
const inEveryLanguage = <T extends z.ZodType>(schema: T) => z.object({ en: schema, de: schema, fr: schema });

/**
 * The product's mails in each recipient's language: mail-texts.json, checked when the module
 * loads (decision 058) for every mail in en, de and fr, `{name}` standing for a value the caller
 * gives (the tenant's name as `{tenant}`). Links are always built by the caller from the tenant's
 * registered URL, never from request headers. An invitation's subject names only the tenant: a
 * person's name there would read as the sender's word.
 */
const mailTexts: { footer: Localized; templates: Record<MailTemplate, Localized<z.infer<typeof words>>> } = z
  .object({
    footer: inEveryLanguage(text),
    templates: z.record(z.string(), inEveryLanguage(words)),
  })
  .strict()
  .parse(texts);

/** Fills each `{name}` in one pass, so a value that itself reads `{tenant}` stays as typed. */
const filled = (written: string, values: Record<string, string>) =>
  written.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/**
 * Every value is quoted within a line of the mail and may be stored text older than the input
 * rules (decision 020), so each is made one well-formed line without controls first.
 */
export const renderTemplate = (
  template: MailTemplate,
  language: Language,
  tenant: Tenant,
  values: Record<string, string>,
): RenderedMail => {
  const safeTenant = { ...tenant, name: repairLine(tenant.name) };
  const safeValues = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, repairLine(value)]),
  );
  const given = { ...safeValues, tenant: safeTenant.name };
  const { subject, heading, paragraphs, action } = localize(mailTexts.templates[template], language);
  return renderMail(safeTenant, {
    subject: filled(subject, given),
    heading: filled(heading, given),
    paragraphs: paragraphs.map((paragraph) => filled(paragraph, given)),
    action: { label: filled(action, given), url: safeValues.url ?? '' },
    footer: filled(localize(mailTexts.footer, language), given),
  });
};
