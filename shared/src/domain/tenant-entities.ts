import * as z from 'zod';
import { languageSchema, roleSchema, userStatusSchema } from './enums';
import { dateTime, stored } from './stored-entity';

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

/**
 * The company's postal address as its managers wrote it, lines kept: the manufacturer's address
 * the EU declaration of conformity names (Annex VIII of Regulation (EU) 2025/40). Absent or null:
 * not recorded.
 */
const postalAddress = z.string().nullable().optional();

export const companySchema = stored({
  name: z.string(),
  postalAddress,
  logoUrl: z.string().optional(),
  masterdata: z.string().optional(),
  masterdataId: z.string().optional(),
});
export type Company = z.infer<typeof companySchema>;
export const companySummarySchema = z.object({ id: z.string(), name: z.string(), postalAddress });
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

/**
 * The signed-in user as /me answers: whether this session began with the user's first sign-in,
 * which the dashboard greets with "Welcome" rather than "Welcome back" (docs/product.md#dashboard).
 */
export const meSchema = userSchema.extend({ firstSignIn: z.boolean() });
