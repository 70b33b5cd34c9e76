import { z } from 'zod';
import { languageSchema, notificationTypeSchema, roleSchema, userStatusSchema } from './enums';

/**
 * SPEC.md §3 entities as they cross the wire. Dates travel as ISO date-time strings and parse
 * to Date (the "input" side is what the server writes, the "output" side what a client gets).
 * Secrets held by the server (password hashes, token hashes) are never part of these schemas.
 */
export const dateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const storedFields = {
  id: z.string(),
  createdAt: dateTime,
  updatedAt: dateTime,
  deletedAt: dateTime.optional(),
  /** Optimistic locking: an edit sends back the version it read (DESIGN.md §4). */
  version: z.number().int().min(1),
};
const stored = <T extends z.ZodRawShape>(shape: T) => z.object({ ...storedFields, ...shape });

export const themeSchema = z.object({
  primaryColor: z.string(),
  secondaryColor: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

export const faqSchema = stored({
  question: z.string(),
  answer: z.string(),
  /** The spec's FAQ has no language; tenants keep one list per interface language. */
  language: languageSchema,
  clientId: z.string().optional(),
  position: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

export const blacklistEntrySchema = stored({ emailDomain: z.string(), clientId: z.string() });
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

/** What anyone may read about a tenant from its URL (clientByUrl). */
export const publicClientSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  email: z.string(),
  theme: themeSchema,
  logoUrl: z.string().nullable(),
  faqs: z.array(faqSchema),
});
export type PublicClient = z.infer<typeof publicClientSchema>;

/** The signed-in user's tenant (GET /client); admins also see the blacklist. */
export const clientSchema = stored({
  url: z.string(),
  name: z.string(),
  email: z.string(),
  logoPath: z.string().nullable(),
  logoUrl: z.string().nullable(),
  theme: themeSchema,
  faqs: z.array(faqSchema),
  blacklist: z.array(blacklistEntrySchema).optional(),
});
export type Client = z.infer<typeof clientSchema>;

export const addressSchema = stored({
  street: z.string(),
  streetNumber: z.string(),
  city: z.string(),
  postal: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const companySchema = stored({
  name: z.string(),
  logoUrl: z.string().optional(),
  masterdata: z.string().optional(),
  masterdataId: z.string().optional(),
});
export type Company = z.infer<typeof companySchema>;
export const companySummarySchema = z.object({ id: z.string(), name: z.string() });
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const userOnCompanySchema = z.object({ userId: z.string(), companyId: z.string() });

export const subscriptionSchema = stored({ type: z.string() });

export const userSchema = stored({
  firstName: z.string(),
  lastName: z.string(),
  specifiedCompanyName: z.string().optional(),
  email: z.string(),
  profilePictureUrl: z.string().optional(),
  privacyPolicyAcceptedAt: dateTime.optional(),
  emailConfirmedAt: dateTime.optional(),
  role: roleSchema,
  status: userStatusSchema,
  language: languageSchema,
  clientId: z.string().optional(),
  subscriptionId: z.string().optional(),
  companies: z.array(companySummarySchema),
});
export type User = z.infer<typeof userSchema>;

export const assessmentCountrySchema = stored({ name: z.string(), code: z.string() });
export type AssessmentCountry = z.infer<typeof assessmentCountrySchema>;

/** A lookup entry: type, family, material, filler, adhesive or colour. */
export const lookupSchema = stored({
  name: z.string(),
  names: z.object({ en: z.string(), de: z.string(), fr: z.string() }).optional(),
});
export type Lookup = z.infer<typeof lookupSchema>;

const componentFields = {
  name: z.string(),
  ncLinksUsed: z.number().int().min(0).optional(),
  densityFrom: z.number(),
  densityTo: z.number(),
  weight: z.number().optional(),
  typeId: z.string(),
  familyId: z.string(),
  materialId: z.string(),
  fillerId: z.string(),
  adhesiveId: z.string(),
  colorId: z.string(),
};
export const packageComponentSchema = stored({ ...componentFields, packageId: z.string().optional() });
export type PackageComponent = z.infer<typeof packageComponentSchema>;
export const templateComponentSchema = stored({
  ...componentFields,
  templateId: z.string().optional(),
});
export type TemplateComponent = z.infer<typeof templateComponentSchema>;

export const templateSchema = stored({
  name: z.string(),
  templateComponents: z.array(templateComponentSchema),
});
export type Template = z.infer<typeof templateSchema>;

/** The result content is ours (ASSESSMENT.md §6); the packaging issue fills it in. */
export const packageResultSchema = stored({
  packageId: z.string().optional(),
  assessmentCountryId: z.string(),
  score: z.number(),
  grade: z.string(),
  methodVersion: z.string(),
});
export type PackageResult = z.infer<typeof packageResultSchema>;

export const projectSchema = stored({
  name: z.string(),
  description: z.string(),
  companyId: z.string().optional(),
  packageCount: z.number().int().min(0),
});
export type Project = z.infer<typeof projectSchema>;

export const packageSchema = stored({
  companyId: z.string().optional(),
  name: z.string(),
  description: z.string(),
  projectId: z.string().optional(),
  projectName: z.string().optional(),
  categoryId: z.string().optional(),
  assessmentCountryId: z.string().optional(),
  draft: z.boolean(),
  packageComponents: z.array(packageComponentSchema),
  packageResults: z.array(packageResultSchema).optional(),
  favorite: z.boolean().optional(),
});
export type Package = z.infer<typeof packageSchema>;

export const userPackageFavoriteSchema = z.object({ userId: z.string(), packageId: z.string() });

export const notificationSchema = stored({
  companyId: z.string().optional(),
  type: notificationTypeSchema,
  /** Facts the UI turns into a sentence (names, ids); never secrets. */
  meta: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type Notification = z.infer<typeof notificationSchema>;
