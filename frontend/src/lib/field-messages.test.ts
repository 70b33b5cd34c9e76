import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-errors';
import { serverFieldMessages } from './field-messages';

const refusal = new ApiError(
  400,
  'VALIDATION_FAILED',
  'x',
  {
    email: 'E-Mail ist erforderlich',
    name: 'Verwenden Sie höchstens 200 Zeichen',
    components: 'Vervollständigen Sie jede Komponente',
  },
  [],
  { email: 'EMAIL_REQUIRED', name: 'TOO_LONG' },
);

describe("the server's field messages", () => {
  const previous = i18n.locale;
  afterEach(() => i18n.activate(previous));

  it('are shown in the interface language where the code says it all, else as the server wrote them', () => {
    i18n.activate('fr');
    expect(serverFieldMessages(refusal)).toEqual({
      email: "L'e-mail est obligatoire",
      name: 'Verwenden Sie höchstens 200 Zeichen',
      components: 'Vervollständigen Sie jede Komponente',
    });
  });

  it('are none for any other failure', () => {
    expect(serverFieldMessages(new ApiError(409, 'VERSION_CONFLICT', 'x', { version: '3' }))).toEqual({});
  });
});
