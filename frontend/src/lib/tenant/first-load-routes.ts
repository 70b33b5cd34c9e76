import { languages, type PublicClient, type Theme } from '@recyclens/shared';
import type { CallableRoute } from '../api-client';
import { isDay } from '../url-params';

/*
 * The routes every signed-out page calls as it loads (GET /theme, GET /auth/clientByUrl, and GET
 * /theme/logo when the tenant has a logo), with their answers read by hand instead of by the tenant group's zod schemas: zod, which only
 * these answers would need there, is 15-20 KB gzip of the login page's 150 KB (decision 059).
 * Each reader keeps its shared schema's rules (tenantRoutes in @recyclens/shared) and returns its
 * type; first-load-routes.test.ts holds them to both.
 */

type Fields = Record<string, unknown>;

const misfit = (what: string): never => {
  throw new Error(`The API's answer does not fit: ${what}`);
};

const record = (value: unknown, what: string): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : misfit(what);

const text = (value: unknown, what: string): string => (typeof value === 'string' ? value : misfit(what));

const wholeNumber = (value: unknown, what: string, minimum = Number.MIN_SAFE_INTEGER): number =>
  Number.isSafeInteger(value) && (value as number) >= minimum ? (value as number) : misfit(what);

/** An ISO date-time with seconds and Z or an offset (shared `dateTime`), as a Date. */
const dateTime = (value: unknown, what: string): Date => {
  const match =
    /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/.exec(
      text(value, what),
    );
  return match?.[1] && isDay(match[1]) ? new Date(match[0]) : misfit(what);
};

const theme = (value: unknown): Theme => {
  const fields = record(value, 'theme');
  return {
    primaryColor: text(fields.primaryColor, 'primaryColor'),
    secondaryColor: text(fields.secondaryColor, 'secondaryColor'),
  };
};

const faq = (value: unknown): PublicClient['faqs'][number] => {
  const fields = record(value, 'faq');
  const language = languages.find((known) => known === fields.language) ?? misfit('faq language');
  return {
    id: text(fields.id, 'faq id'),
    createdAt: dateTime(fields.createdAt, 'faq createdAt'),
    updatedAt: dateTime(fields.updatedAt, 'faq updatedAt'),
    ...(fields.deletedAt === undefined ? {} : { deletedAt: dateTime(fields.deletedAt, 'faq deletedAt') }),
    version: wholeNumber(fields.version, 'faq version', 1),
    question: text(fields.question, 'faq question'),
    answer: text(fields.answer, 'faq answer'),
    language,
    ...(fields.clientId === undefined ? {} : { clientId: text(fields.clientId, 'faq clientId') }),
    position: wholeNumber(fields.position, 'faq position'),
  };
};

const publicClient = (value: unknown): PublicClient => {
  const fields = record(value, 'client');
  if (!Array.isArray(fields.faqs)) return misfit('faqs');
  return {
    id: text(fields.id, 'id'),
    url: text(fields.url, 'url'),
    name: text(fields.name, 'name'),
    email: text(fields.email, 'email'),
    theme: theme(fields.theme),
    logoUrl: fields.logoUrl === null ? null : text(fields.logoUrl, 'logoUrl'),
    faqs: fields.faqs.map(faq),
  };
};

/** A theme as stored in the browser, or undefined when it is not one. */
export const readTheme = (value: unknown): Theme | undefined => {
  try {
    return theme(value);
  } catch {
    return undefined;
  }
};

export const firstLoadRoutes = {
  theme: { method: 'GET', path: '/theme', auth: 'public', requiredQuery: ['url'], parseAnswer: theme },
  clientByUrl: {
    method: 'GET',
    path: '/auth/clientByUrl',
    auth: 'public',
    requiredQuery: ['url'],
    parseAnswer: publicClient,
  },
  // Only ever the image (fetchFile): a JSON answer fits no schema, as the shared `z.never()` says.
  themeLogo: {
    method: 'GET',
    path: '/theme/logo',
    auth: 'public',
    requiredQuery: ['url'],
    parseAnswer: () => misfit('the logo is an image'),
  },
} as const satisfies Record<string, CallableRoute>;
