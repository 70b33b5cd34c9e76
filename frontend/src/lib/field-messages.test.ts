import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-errors';
import { serverFieldMessages } from './field-messages';
import type { InterfaceLocale } from '@recyclens/shared';
import { activateLocale, i18n, loadPageMessages } from './i18n';
import { translateValidation } from './messages';

const refusal = new ApiError(
  400,
  'VALIDATION_FAILED',
  'x',
  {
    email: 'E-Mail ist erforderlich',
    projectId: 'Unbekanntes Projekt',
    name: 'Verwenden Sie höchstens 200 Zeichen',
    components: 'Vervollständigen Sie jede Komponente',
  },
  [],
  { email: 'EMAIL_REQUIRED', projectId: 'UNKNOWN_PROJECT', name: 'TOO_LONG' },
);

describe('field error codes in the interface language', () => {
  const previous = i18n.locale;
  beforeAll(() => loadPageMessages());
  afterAll(() => activateLocale((previous || 'en') as InterfaceLocale));

  it.each([
    ['en', 'Email is required', 'Unknown project', 'Choose a template'],
    ['de', 'E-Mail ist erforderlich', 'Unbekanntes Projekt', 'Wählen Sie eine Vorlage'],
    ['fr', "L'e-mail est obligatoire", 'Projet inconnu', 'Choisissez un modèle'],
  ] as const)('are worded once, by code, in %s', async (locale, email, project, template) => {
    await activateLocale(locale);
    expect(translateValidation(i18n, 'EMAIL_REQUIRED')).toBe(email);
    expect(translateValidation(i18n, 'UNKNOWN_PROJECT')).toBe(project);
    expect(translateValidation(i18n, 'TEMPLATE_REQUIRED')).toBe(template);
  });

  it('leave any other text as it is: the server’s, worded already, or zod’s own', async () => {
    await activateLocale('de');
    expect(translateValidation(i18n, 'Email is required')).toBe('Email is required');
    expect(translateValidation(i18n, 'Too small: expected string to have >=1 characters')).toBe(
      'Too small: expected string to have >=1 characters',
    );
    expect(translateValidation(i18n, undefined)).toBeUndefined();
  });
});

describe("the server's field messages", () => {
  const previous = i18n.locale;
  beforeAll(() => loadPageMessages());
  afterAll(() => activateLocale((previous || 'en') as InterfaceLocale));

  it('are shown in the interface language where the code says it all, else as the server wrote them', async () => {
    // `refusal` sends TOO_LONG without its parameters, as an older server does: its text stands.
    await activateLocale('fr');
    expect(serverFieldMessages(refusal)).toEqual({
      email: "L'e-mail est obligatoire",
      projectId: 'Projet inconnu',
      name: 'Verwenden Sie höchstens 200 Zeichen',
      components: 'Vervollständigen Sie jede Komponente',
    });
    await activateLocale('en');
    expect(serverFieldMessages(refusal)).toMatchObject({
      email: 'Email is required',
      projectId: 'Unknown project',
    });
  });

  // The server wrote English; the interface speaks German or French, and the parameters say the rest.
  const withParams = new ApiError(
    400,
    'VALIDATION_FAILED',
    'x',
    { name: 'Use at most 200 characters', kind: 'Choose one of: a, b' },
    [],
    { name: 'TOO_LONG', kind: 'INVALID_CHOICE' },
    { name: { maximum: 200 }, kind: { options: 'a, b' } },
  );
  it.each([
    ['de', 'Verwenden Sie höchstens 200 Zeichen', 'Wählen Sie eines von: a, b'],
    ['fr', 'Utilisez au plus 200 caractères', "Choisissez l'une des valeurs : a, b"],
  ] as const)('word a code with parameters in the interface language (%s)', async (locale, name, kind) => {
    await activateLocale(locale);
    expect(serverFieldMessages(withParams)).toEqual({ name, kind });
  });

  it('are none for any other failure', () => {
    expect(serverFieldMessages(new ApiError(409, 'VERSION_CONFLICT', 'x', { version: '3' }))).toEqual({});
  });
});
