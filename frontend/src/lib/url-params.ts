import { idRule } from '@recyclens/shared';

/*
 * The routes' path and search parameters, read without zod: every page's first load reads them,
 * and zod (even zod/mini, whose core is most of its size) would add 15-20 KB gzip to the login
 * page (decision 059). Each reader keeps the rule of the zod schema it replaced;
 * url-params.test.ts holds them to it.
 */

/** One search parameter: its value, or undefined when the URL has none or one that does not fit. */
export interface SearchParam<T> {
  parse: (value: unknown) => T | undefined;
}

/**
 * A search parameter is optional, and one that does not fit is dropped rather than refused: a
 * hand-edited or outdated URL still opens its page.
 */
const optionalParam = <T>(read: (value: unknown) => T | undefined): SearchParam<T> => ({
  parse: (value) => (value === undefined ? undefined : read(value)),
});

/** The shared id rule: server-made ids, UUIDs or slugs. */
export const isId = (value: string) =>
  value.length >= 1 && value.length <= idRule.maxLength && idRule.pattern.test(value);

/** An entity's id in a path; a malformed one is an error, as the route cannot show it. */
export const pathId = {
  parse: (value: unknown): string => {
    if (typeof value === 'string' && isId(value)) return value;
    throw new Error(`Not an id: ${String(value)}`);
  },
};

/** Text as typed in a search box. The router parses `?q=123` as a number; it is text either way. */
export const searchText = (maxLength: number) =>
  optionalParam((value) => {
    const text = String(value).trim();
    return text.length <= maxLength ? text : undefined;
  });

/** Text kept as given, such as the page to return to after signing in. */
export const searchString = (maxLength: number) =>
  optionalParam((value) => (typeof value === 'string' && value.length <= maxLength ? value : undefined));

/** A token from a mail's link. */
export const searchToken = optionalParam((value) =>
  typeof value === 'string' && value.length >= 1 && value.length <= 500 ? value : undefined,
);

/** An entity's id. The router parses `?project=123` as a number; ids are text either way. */
export const searchId = optionalParam((value) => (isId(String(value)) ? String(value) : undefined));

export const searchChoice = <const Values extends readonly string[]>(values: Values) =>
  optionalParam((value) => values.find((choice): choice is Values[number] => choice === value));

export const searchFlag = optionalParam((value) => (typeof value === 'boolean' ? value : undefined));

/** A day of the calendar, YYYY-MM-DD (29 February only in a leap year): zod's `iso.date()`. */
export const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const searchDay = optionalParam((value) =>
  typeof value === 'string' && isDay(value) ? value : undefined,
);

type SearchShape = Record<string, SearchParam<unknown>>;

/** The values a page's search parameters hold, each optional. */
export type SearchValues<Search extends { shape: SearchShape }> = {
  [Name in keyof Search['shape']]?: Exclude<ReturnType<Search['shape'][Name]['parse']>, undefined>;
};

/**
 * A page's URL contract, for the route's `validateSearch`: the known parameters, each read by its
 * rule.
 */
export const searchParams = <Shape extends SearchShape>(shape: Shape) => ({
  shape,
  parse: (input: unknown): SearchValues<{ shape: Shape }> => {
    const given = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const values: Record<string, unknown> = {};
    for (const [name, param] of Object.entries(shape)) {
      // A given parameter that does not fit stays, as undefined: the router keeps the URL's own
      // value of any parameter the result leaves out.
      if (Object.hasOwn(given, name)) values[name] = param.parse(given[name]);
    }
    return values as SearchValues<{ shape: Shape }>;
  },
});
