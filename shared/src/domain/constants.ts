/** The constants and limits of docs/product.md#constants-and-limits, in one place for the server and the web app. */
export const PASSWORD_MIN_LENGTH = 8;
/** docs/architecture.md#auth-and-tenancy: at least 64 allowed; the cap keeps scrypt's input bounded. */
export const PASSWORD_MAX_LENGTH = 128;

export const interfaceLocales = ['de', 'en', 'fr'] as const;
export type InterfaceLocale = (typeof interfaceLocales)[number];
export const FALLBACK_LOCALE: InterfaceLocale = 'en';
export const INITIAL_LOCALE: InterfaceLocale = 'de';
export const languageDetectionOrder = [
  'querystring',
  'localStorage',
  'cookie',
  'navigator',
  'htmlTag',
  'path',
  'subdomain',
] as const;

export const imageUploadTypes = ['image/png', 'image/jpeg'] as const;
export const imageUploadExtensions = ['png', 'jpg', 'jpeg'] as const;
/** JSON bodies are small forms; the cap keeps parsing cheap whatever a caller sends. */
export const JSON_BODY_MAX_BYTES = 256 * 1024;
/** A Lambda request must stay under 6 MB once base64-encoded (accounts issue). */
export const PROFILE_PICTURE_MAX_BYTES = 4 * 1024 * 1024;
export const TENANT_LOGO_MAX_BYTES = 1024 * 1024;
/**
 * The largest image an upload may decode to: a phone photo (4032 × 3024) fits, and a small file
 * that claims a huge canvas is refused before its pixels take memory (a 16 MP image is 64 MB).
 */
export const IMAGE_MAX_SIDE_PX = 4096;
export const IMAGE_MAX_MEGAPIXELS = 16;

export const HEADER_NAV_LINK_COUNT = 4;
export const FOOTER_GRID_COLUMNS = 12;
export const FOOTER_SPAN = 4;
export const PRODUCT_LOGO_HEIGHT = 40;
export const CLIENT_LOGO_HEIGHT = 30;
export const CONTENT_MAX_WIDTH_PX = 1440;
export const CONTENT_PADDING_PX = 32;
export const CORNER_RADIUS_MIN_PX = 4;
export const CORNER_RADIUS_MAX_PX = 20;
export const fontFamilies = ['Inter', 'Gantari'] as const;

export const popupNotifications = {
  autoCloseMs: 4000,
  limit: 5,
  position: 'top-right',
  transitionMs: 250,
  widthPx: 440,
  maxHeightPx: 200,
} as const;

export const confetti = { pieces: 200, durationMs: 6000 } as const;

export const defaultTheme = { primaryColor: '#000000', secondaryColor: '#737373' } as const;

/** docs/product.md#constants-and-limits: queries are not retried. */
export const QUERY_RETRIES = 0;

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

/**
 * Limits of the packaging and tenant-settings schemas, kept here so the field-error catalogue can
 * name them without building those schemas in every Lambda at cold start.
 */
export const COMPONENTS_MAX = 50;
/**
 * Layers of one multilayer component (issue 24): real pouches have up to about nine (film, ink,
 * adhesive, barrier, tie, coex…); the cap leaves room and keeps a packaging's item small.
 */
export const CONSTITUENTS_MAX = 12;
/** Materials blended into one layer besides the layer's own material. */
export const BLEND_MATERIALS_MAX = 4;
export const FAQS_PER_LANGUAGE_MAX = 15;
/** A company's postal address: a few lines, as a letter's address block holds. */
export const COMPANY_ADDRESS_MAX = 300;

/** Browser storage keys (docs/product.md#browser-storage). */
export const storageKeys = {
  accessToken: 'recyclens.accessToken',
  theme: 'recyclens.theme',
  currentCompany: 'recyclens.currentCompanyId',
} as const;

/** Header carrying the caller's current company (docs/architecture.md#auth-and-tenancy). */
export const COMPANY_HEADER = 'x-company-id';
/** Header the web app sends with a fresh id per call, and the API echoes: the logs' correlation id. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Header CloudFront adds to what it forwards to the API, proving the request came through it (decision 022). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_CONTENT_TYPE = 'application/pdf';
export const importFileTypes = [XLSX_CONTENT_TYPE, 'text/csv'] as const;
/** A Lambda request must stay under 6 MB once base64-encoded. */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
/**
 * The most packaging one selection holds (the request body and the job's id chunks). "All" has no
 * such limit: the job reads the company's packaging page by page (docs/decisions/014).
 */
export const EXPORT_MAX_PACKAGES = 5000;
/**
 * The most packaging one PDF export holds: the PDF is rendered whole in the worker's memory (1,000
 * packaging are ~2,000 pages, 5 MB, 6–10 s; docs/decisions/014). Larger exports are refused with
 * EXPORT_PDF_TOO_LARGE, which offers the XLSX summary (any size) or one project's PDF reports.
 */
export const PDF_EXPORT_MAX_PACKAGES = 1000;

/**
 * The most packaging one bulk assessment of a selection names. A JSON body holds at most 256 KB
 * (~6,500 ids); a project or the whole company is assessed without listing ids.
 */
export const BULK_ASSESS_MAX_SELECTION = 5000;

/**
 * The most packaging a bulk assessment names among those it could not assess: enough to act on
 * one by one, while the job item stays far below DynamoDB's 400 KB; the count says how many in all.
 */
export const BULK_ASSESS_FAILURES_NAMED = 100;

/**
 * The most invitations one user sends per UTC day: each is a mail from the tenant's own sender
 * to an address of the user's choosing, so the cap bounds what one account can send to strangers.
 */
export const INVITATIONS_PER_USER_PER_DAY = 20;

/**
 * The most account mails (confirmation, password reset) one address receives per hour. Enough
 * for a person who asks again when a mail is slow; past it a request sends nothing, so nobody can
 * flood an inbox through us and have SES pause every tenant's mail over the bounces and complaints.
 * A stage may set its own (docs/deploy.md).
 */
export const ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = 5;
/**
 * The most sign-up, forgot-password and resend-confirmation requests one source address makes
 * per hour, unless the stage sets its own (docs/deploy.md): a household stays well below it, a
 * script spraying addresses does not; a company whose staff sign up together from one office
 * network may reach it, and is told to ask its admin for invitations, which it does not count.
 */
export const ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR = 20;

/**
 * Countries one assessment run (single or bulk) may ask for: every one is a stored result per
 * packaging, written in one transaction, so a run stays small; the dialogs let no more be chosen.
 */
export const ASSESS_MAX_COUNTRIES = 10;

/**
 * The rule id of the finding an assessment carries when the infrastructure row it rests on could
 * not be established from its source: the web app and the PDF mark such results.
 */
export const INFRASTRUCTURE_UNCERTAIN_RULE = 'infrastructure.uncertain';
