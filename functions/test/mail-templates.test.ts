import { describe, expect, it } from 'vitest';
import { renderTemplate, type MailTemplate } from '../src/mail/templates';

const tenant = { name: 'Acme', theme: { primaryColor: '#112233', secondaryColor: '#445566' } } as const;
const values = { firstName: 'Zoë', url: 'https://acme.test/x?a=1', name: 'Ann', email: 'ann@acme.test' };
const templates: MailTemplate[] = [
  'confirmEmail',
  'resetPassword',
  'setPassword',
  'approved',
  'newUserWaiting',
  'invite',
];

describe('mail templates', () => {
  it.each(templates)('%s ends with its link and the tenant footer in each language', (template) => {
    const texts = (['EN', 'DE', 'FR'] as const).map((language) =>
      renderTemplate(template, language, tenant, values).text.split('\n'),
    );
    const footers = [
      'You receive this mail because of your account at Acme. If this was not you, ignore it.',
      'Sie erhalten diese E-Mail wegen Ihres Kontos bei Acme. Falls Sie das nicht waren, ignorieren Sie sie.',
      'Vous recevez ce message en raison de votre compte chez Acme. Si ce n’était pas vous, ignorez-le.',
    ];
    texts.forEach((lines, index) => {
      expect(lines.at(-1)).toBe(footers[index]);
      expect(lines.at(-3)).toMatch(/^[^:]+: https:\/\/acme\.test\/x\?a=1$/);
    });
    expect(new Set(texts.map((lines) => lines.at(-3))).size).toBe(3);
  });

  it('says the words of the recipient’s language and links with the given url', () => {
    const mail = renderTemplate('resetPassword', 'DE', tenant, values);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain('Hallo Zoë');
    expect(mail.html).toContain('href="https://acme.test/x?a=1"');
    expect(mail.html).toContain('>Neues Passwort wählen</a>');
  });

  it('makes stored values one line without controls, the tenant name too', () => {
    const mail = renderTemplate('approved', 'EN', { ...tenant, name: 'Ac\u0007me' }, { firstName: 'Z\noë' });
    expect(mail.text.split('\n').slice(0, 3)).toEqual(['Acme', '', 'Good news, Z oë']);
    expect(mail.text.split('\n').at(-1)).toContain('your account at Acme.');
  });

  it('shows a value that reads like a placeholder as typed, never filled in again', () => {
    const mail = renderTemplate(
      'invite',
      'EN',
      { ...tenant, name: 'Acme {company}' },
      { inviter: '{tenant}', company: '{inviter} $&', url: 'https://acme.test/x' },
    );
    expect(mail.subject).toBe('Your invitation to Acme {company}');
    expect(mail.text).toContain(
      '{tenant} invites you to join {inviter} $& on Acme {company}. Sign up with this e-mail address to accept.',
    );
  });
});
