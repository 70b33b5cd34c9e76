import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  BLEND_MATERIALS_MAX,
  COMPONENTS_MAX,
  CONSTITUENTS_MAX,
  FAQS_PER_LANGUAGE_MAX,
  PAGE_LIMIT_MAX,
  componentInputSchema,
  fieldErrorCodes,
  fieldErrorParamNames,
  languages,
  localize,
  projectInputSchema,
  signUpFormSchema,
  userEditFormSchemaFor,
  type Language,
} from '@recyclens/shared';
import { languageOfAcceptHeader } from '../src/http/caller-language';
import { fieldErrorText, fieldErrorTexts } from '../src/errors/field-error-texts';
import { fieldErrorsIn, fieldErrorsOf, fieldProblemsOf, rowErrorsIn } from '../src/errors/field-errors';
import { AppError } from '../src/errors/app-error';
import { errorHandler } from '../src/http/middleware/error-handler';
import { createLogger } from '../src/logging/logger';

const errorsOf = (schema: z.ZodType, input: unknown, language: Language = 'EN') => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return fieldErrorsOf(result.error, input, language);
};
const zodWording =
  /Invalid input|expected .* received|Too (big|small)|Invalid (string|option)|Unrecognized key/;

describe('zod issues as our field errors', () => {
  const numbers = z.object({
    count: z.number().int().min(0).max(10),
    weight: z.number().gt(0).lt(5),
    step: z.number().multipleOf(5).optional(),
  });

  it.each([
    [{ weight: 1 }, 'count', 'REQUIRED', 'This field is required'],
    [{ count: 'x', weight: 1 }, 'count', 'NOT_A_NUMBER', 'Enter a number'],
    [{ count: 1.5, weight: 1 }, 'count', 'NOT_AN_INTEGER', 'Enter a whole number'],
    [{ count: -1, weight: 1 }, 'count', 'TOO_SMALL', 'Enter 0 or more'],
    [{ count: 11, weight: 1 }, 'count', 'TOO_LARGE', 'Enter 10 or less'],
    [{ count: 1, weight: 0 }, 'weight', 'NOT_ABOVE', 'Enter more than 0'],
    [{ count: 1, weight: 5 }, 'weight', 'NOT_BELOW', 'Enter less than 5'],
    [{ count: 1, weight: 1, step: 3 }, 'step', 'NOT_A_MULTIPLE', 'Enter a multiple of 5'],
  ])('numbers: %j → %s %s', (input, path, code, message) => {
    const errors = errorsOf(numbers, input);
    expect(errors.fieldCodes[path]).toBe(code);
    expect(errors.fields[path]).toBe(message);
  });

  it('names texts, lists, choices and formats by kind, with the rule’s limits', () => {
    const schema = z.strictObject({
      title: z.string().max(3),
      code: z.string().min(4),
      tags: z.array(z.string()).min(1).max(2),
      sort: z.enum(['name', 'date']),
      email: z.email(),
      site: z.url(),
      at: z.iso.datetime(),
      id: z.uuid(),
      flag: z.boolean(),
    });
    const errors = errorsOf(schema, {
      title: 'long',
      code: 'abc',
      tags: [],
      sort: 'size',
      email: 'nope',
      site: 'nope',
      at: 'yesterday',
      id: 'x',
      flag: 'yes',
      extra: 1,
    });
    expect(errors.fieldCodes).toEqual({
      title: 'TOO_LONG',
      code: 'TOO_SHORT',
      tags: 'TOO_FEW_ITEMS',
      sort: 'INVALID_CHOICE',
      email: 'INVALID_EMAIL',
      site: 'INVALID_URL',
      at: 'INVALID_DATE',
      id: 'INVALID_ID',
      flag: 'NOT_YES_OR_NO',
      extra: 'UNKNOWN_FIELD',
    });
    expect(errors.fields.title).toBe('Use at most 3 characters');
    expect(errors.fields.sort).toBe('Choose one of: name, date');
    expect(Object.values(errors.fields).filter((message) => zodWording.test(message))).toEqual([]);
  });

  it('speaks German and French with the limits filled in', () => {
    const schema = z.object({ title: z.string().max(3) });
    expect(errorsOf(schema, { title: 'long' }, 'DE').fields.title).toBe('Verwenden Sie höchstens 3 Zeichen');
    expect(errorsOf(schema, { title: 'long' }, 'FR').fields.title).toBe('Utilisez au plus 3 caractères');
    expect(errorsOf(schema, {}, 'DE').fields.title).toBe('Dieses Feld ist erforderlich');
  });

  it('keeps the product’s own texts, with their code and translation', () => {
    expect(errorsOf(projectInputSchema, { name: ' ' }, 'DE')).toEqual({
      fields: { name: 'Projektname ist erforderlich' },
      fieldCodes: { name: 'PROJECT_NAME_REQUIRED' },
      fieldParams: {},
    });
    const signUp = errorsOf(
      signUpFormSchema,
      { email: '', createPassword: 'short', confirmPassword: 'other pass' },
      'FR',
    );
    expect(signUp.fieldCodes).toMatchObject({
      email: 'EMAIL_REQUIRED',
      createPassword: 'PASSWORD_TOO_SHORT',
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
      privacyPolicy: 'PRIVACY_POLICY_REQUIRED',
      firstName: 'FIRST_NAME_REQUIRED',
    });
    expect(signUp.fields.confirmPassword).toBe('Les mots de passe ne correspondent pas');
  });

  it('names nested fields by their path', () => {
    expect(errorsOf(componentInputSchema, { name: 'Body', densityFrom: 2, densityTo: 1 }, 'DE')).toEqual({
      fields: { densityTo: 'Die Dichte „von“ darf die Dichte „bis“ nicht überschreiten' },
      fieldCodes: { densityTo: 'DENSITY_RANGE_REVERSED' },
      fieldParams: {},
    });
    expect(errorsOf(componentInputSchema, { name: 'Body', ncLinksUsed: 1.5 }).fieldCodes).toEqual({
      ncLinksUsed: 'WHOLE_NUMBER_REQUIRED',
    });
    const list = errorsOf(z.object({ items: z.array(z.object({ size: z.number() })) }), {
      items: [{ size: 1 }, { size: 'x' }],
    });
    expect(list.fieldCodes).toEqual({ 'items.1.size': 'NOT_A_NUMBER' });
  });

  it('answers a union by the branch the value was shaped for', () => {
    const editor = userEditFormSchemaFor(true);
    const errors = errorsOf(editor, { role: 'KING', status: '', companyIds: ['c1'] });
    expect(errors.fieldCodes).toEqual({ role: 'INVALID_CHOICE', status: 'STATUS_REQUIRED' });
    expect(errors.fields.role).not.toMatch(zodWording);
    const password = z.object({ secret: z.string().max(5).optional().or(z.literal('')) });
    expect(errorsOf(password, { secret: 'far too long' }).fieldCodes).toEqual({ secret: 'TOO_LONG' });
    expect(errorsOf(password, { secret: 42 }).fieldCodes).toEqual({ secret: 'NOT_A_TEXT' });
  });

  it('names fields that share a name with what every object has', () => {
    const schema = z.strictObject({ name: z.string() });
    const errors = errorsOf(schema, JSON.parse('{"name":"a","constructor":1,"__proto__":2}'));
    expect(Object.keys(errors.fieldCodes)).toEqual(['constructor', '__proto__']);
  });

  it('answers a refinement without a product text as an invalid value', () => {
    const schema = z.object({ even: z.number().refine((n) => n % 2 === 0) });
    expect(errorsOf(schema, { even: 3 }, 'FR')).toEqual({
      fields: { even: "Cette valeur n'est pas valide" },
      fieldCodes: { even: 'INVALID_VALUE' },
      fieldParams: {},
    });
  });
});

describe("the server's wording of the codes", () => {
  it('names the limits the schemas check, in every language, with no placeholder left', () => {
    const limits = [
      ['COMPONENTS_TOO_MANY', COMPONENTS_MAX],
      ['CONSTITUENTS_TOO_MANY', CONSTITUENTS_MAX],
      ['BLEND_TOO_MANY', BLEND_MATERIALS_MAX],
      ['FAQS_PER_LANGUAGE_TOO_MANY', FAQS_PER_LANGUAGE_MAX],
      ['LIMIT_OUT_OF_RANGE', PAGE_LIMIT_MAX],
    ] as const;
    for (const [code, limit] of limits)
      for (const language of languages) {
        const text = fieldErrorText(code, language);
        expect(text, code).toContain(String(limit));
        expect(text, code).not.toMatch(/[{}]/);
      }
    expect(fieldErrorText('COMPONENTS_TOO_MANY', 'EN')).toBe(
      `A packaging holds at most ${COMPONENTS_MAX} components`,
    );
  });

  it('has every code in English, German and French, with no parameter the code lacks', () => {
    for (const code of fieldErrorCodes) {
      const texts = languages.map((language) => localize(fieldErrorTexts[code], language));
      expect(texts.every(Boolean), code).toBe(true);
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      expect(new Set(placeholders(fieldErrorTexts[code].en)), code).toEqual(
        new Set(fieldErrorParamNames(code)),
      );
      // A translation may leave out a parameter that only reads well in English (a lookup's kind).
      for (const text of texts)
        expect(fieldErrorParamNames(code), code).toEqual(expect.arrayContaining(placeholders(text)));
    }
  });

  it('fills in the parameters of the failed rule', () => {
    expect(fieldErrorText('TOO_LONG', 'DE', { maximum: 200 })).toBe('Verwenden Sie höchstens 200 Zeichen');
    expect(fieldErrorText('INVALID_CHOICE', 'FR', { options: 'asc, desc' })).toBe(
      "Choisissez l'une des valeurs : asc, desc",
    );
    expect(fieldErrorText('IMPORT_TOO_MANY_COMPONENTS', 'EN', { maximum: 50, count: 51 })).toBe(
      'A packaging holds at most 50 components; this one has 51',
    );
  });

  it("words a service's coded refusal in the caller's language", () => {
    const problems = {
      'components.0.materialId': { code: 'UNKNOWN_LOOKUP', params: { kind: 'material', id: 'pp' } },
      projectId: { code: 'UNKNOWN_PROJECT' },
    } as const;
    expect(fieldErrorsIn(problems, 'DE')).toEqual({
      fields: { 'components.0.materialId': 'Unbekannter Eintrag: pp', projectId: 'Unbekanntes Projekt' },
      fieldCodes: { 'components.0.materialId': 'UNKNOWN_LOOKUP', projectId: 'UNKNOWN_PROJECT' },
      fieldParams: { 'components.0.materialId': { kind: 'material', id: 'pp' } },
    });
    expect(fieldErrorsIn(problems, 'EN').fields['components.0.materialId']).toBe('Unknown material: pp');
  });

  it("words the import's row errors, their sheet and column included, in the caller's language", () => {
    const sheet = { en: 'Packaging', de: 'Verpackungen', fr: 'Emballages' };
    const rows = [
      {
        sheet,
        row: 3,
        column: { en: 'Key', de: 'Schlüssel', fr: 'Clé' },
        code: 'IMPORT_KEY_USED_TWICE',
        params: { key: 'A1' },
      },
      {
        sheet,
        row: 1,
        column: { en: 'Name', de: 'Name', fr: 'Nom' },
        message: {
          en: 'This column appears twice: keep one of them.',
          de: 'Diese Spalte kommt zweimal vor: Behalten Sie eine davon.',
          fr: 'Cette colonne apparaît deux fois : gardez-en une.',
        },
      },
    ] as const;
    expect(rowErrorsIn(rows, 'FR')).toEqual([
      {
        sheet: 'Emballages',
        row: 3,
        column: 'Clé',
        message: 'La clé « A1 » est utilisée deux fois',
        code: 'IMPORT_KEY_USED_TWICE',
        params: { key: 'A1' },
      },
      {
        sheet: 'Emballages',
        row: 1,
        column: 'Nom',
        message: 'Cette colonne apparaît deux fois : gardez-en une.',
      },
    ]);
  });

  it("answers a 400 with each parameterised code's parameters, so a client words it in its own language", () => {
    const schema = z.object({ name: z.string().max(200), note: z.string().optional() });
    const input = { name: 'x'.repeat(201), note: 7 };
    const parsed = schema.safeParse(input);
    if (parsed.success) throw new Error('expected the input to be refused');
    type Request = Parameters<NonNullable<ReturnType<typeof errorHandler>['onError']>>[0];
    const request = {
      error: new AppError('VALIDATION_FAILED', { fieldProblems: fieldProblemsOf(parsed.error, input) }),
      context: {},
      event: { headers: { 'accept-language': 'de-DE' } },
    } as unknown as Request;
    void errorHandler(createLogger()).onError?.(request);
    expect(request.response?.statusCode).toBe(400);
    expect(JSON.parse(String(request.response?.body))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      fields: { name: 'Verwenden Sie höchstens 200 Zeichen', note: 'Geben Sie einen Text ein' },
      fieldCodes: { name: 'TOO_LONG', note: 'NOT_A_TEXT' },
      // A plain code (NOT_A_TEXT) has no parameters, so it has no entry.
      fieldParams: { name: { maximum: '200' } },
    });
  });

  it('reads no code out of a message that is text, even one of its own', () => {
    const schema = z.object({ name: z.string().min(1, { error: 'Project name is required' }) });
    expect(errorsOf(schema, { name: '' }).fieldCodes).toEqual({ name: 'REQUIRED' });
  });
});

describe('the language of a caller without a session', () => {
  it.each([
    [undefined, 'EN'],
    ['', 'EN'],
    ['de-DE,de;q=0.9,en;q=0.8', 'DE'],
    ['fr-CH, fr;q=0.9', 'FR'],
    ['it-IT, fr;q=0.5, de;q=0.7', 'DE'],
    ['es, it', 'EN'],
    ['de;q=0, fr', 'FR'],
  ])('%s → %s', (header, language) => {
    expect(languageOfAcceptHeader(header)).toBe(language);
  });
});
