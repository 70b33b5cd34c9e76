import { localize, repairLine, type Language, type Localized, type Theme } from '@recyclens/shared';
import { renderMail, type MailContent, type RenderedMail } from './layout';

/**
 * The product's mails in each recipient's language. Links are always built by the caller from
 * the tenant's registered URL, never from request headers.
 */
type Tenant = { name: string; theme: Theme };

/** What a mail says in one language; the button's link and the footer are the same for every mail. */
type MailWords = Omit<MailContent, 'action' | 'footer'> & { action: string };
type Texts = Localized<(input: Record<string, string>) => MailWords>;

const footer: Localized<(tenant: string) => string> = {
  en: (tenant) =>
    `You receive this mail because of your account at ${tenant}. If this was not you, ignore it.`,
  de: (tenant) =>
    `Sie erhalten diese E-Mail wegen Ihres Kontos bei ${tenant}. Falls Sie das nicht waren, ignorieren Sie sie.`,
  fr: (tenant) =>
    `Vous recevez ce message en raison de votre compte chez ${tenant}. Si ce n’était pas vous, ignorez-le.`,
};

const confirmEmail: Texts = {
  en: ({ firstName }) => ({
    subject: 'Please confirm your email address',
    heading: `Welcome, ${firstName}`,
    paragraphs: [
      'Please confirm your email address to finish signing up. The link is valid for 7 days.',
      'After confirming, an administrator approves your account; we will let you know by e-mail.',
    ],
    action: 'Confirm email address',
  }),
  de: ({ firstName }) => ({
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    heading: `Willkommen, ${firstName}`,
    paragraphs: [
      'Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Registrierung abzuschließen. Der Link ist 7 Tage gültig.',
      'Danach gibt eine Administratorin oder ein Administrator Ihr Konto frei; wir informieren Sie per E-Mail.',
    ],
    action: 'E-Mail-Adresse bestätigen',
  }),
  fr: ({ firstName }) => ({
    subject: 'Veuillez confirmer votre adresse e-mail',
    heading: `Bienvenue, ${firstName}`,
    paragraphs: [
      'Veuillez confirmer votre adresse e-mail pour terminer votre inscription. Le lien est valable 7 jours.',
      'Un administrateur validera ensuite votre compte ; nous vous préviendrons par e-mail.',
    ],
    action: 'Confirmer l’adresse e-mail',
  }),
};

const resetPassword: Texts = {
  en: ({ firstName }) => ({
    subject: 'Reset your password',
    heading: `Hello ${firstName}`,
    paragraphs: [
      'We received a request to reset your password. The link is valid for one hour and can be used once.',
    ],
    action: 'Choose a new password',
  }),
  de: ({ firstName }) => ({
    subject: 'Passwort zurücksetzen',
    heading: `Hallo ${firstName}`,
    paragraphs: [
      'Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Der Link ist eine Stunde gültig und nur einmal verwendbar.',
    ],
    action: 'Neues Passwort wählen',
  }),
  fr: ({ firstName }) => ({
    subject: 'Réinitialiser votre mot de passe',
    heading: `Bonjour ${firstName}`,
    paragraphs: [
      'Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien est valable une heure et utilisable une seule fois.',
    ],
    action: 'Choisir un nouveau mot de passe',
  }),
};

const setPassword: Texts = {
  en: ({ tenant }) => ({
    subject: `Your administrator account at ${tenant}`,
    heading: 'Choose your password',
    paragraphs: [
      `An administrator account was created for you at ${tenant}. Choose your password to sign in.`,
    ],
    action: 'Choose a password',
  }),
  de: ({ tenant }) => ({
    subject: `Ihr Administratorkonto bei ${tenant}`,
    heading: 'Wählen Sie Ihr Passwort',
    paragraphs: [
      `Für Sie wurde ein Administratorkonto bei ${tenant} angelegt. Wählen Sie Ihr Passwort, um sich anzumelden.`,
    ],
    action: 'Passwort wählen',
  }),
  fr: ({ tenant }) => ({
    subject: `Votre compte administrateur chez ${tenant}`,
    heading: 'Choisissez votre mot de passe',
    paragraphs: [
      `Un compte administrateur a été créé pour vous chez ${tenant}. Choisissez votre mot de passe pour vous connecter.`,
    ],
    action: 'Choisir un mot de passe',
  }),
};

const approved: Texts = {
  en: ({ firstName, tenant }) => ({
    subject: 'Your account was approved',
    heading: `Good news, ${firstName}`,
    paragraphs: [`Your account at ${tenant} was approved. You can sign in now.`],
    action: 'Sign in',
  }),
  de: ({ firstName, tenant }) => ({
    subject: 'Ihr Konto wurde freigegeben',
    heading: `Gute Nachrichten, ${firstName}`,
    paragraphs: [`Ihr Konto bei ${tenant} wurde freigegeben. Sie können sich jetzt anmelden.`],
    action: 'Anmelden',
  }),
  fr: ({ firstName, tenant }) => ({
    subject: 'Votre compte a été validé',
    heading: `Bonne nouvelle, ${firstName}`,
    paragraphs: [`Votre compte chez ${tenant} a été validé. Vous pouvez vous connecter dès maintenant.`],
    action: 'Se connecter',
  }),
};

const newUserWaiting: Texts = {
  en: ({ name, email }) => ({
    subject: 'A new user is waiting for approval',
    heading: 'New user',
    paragraphs: [`${name} (${email}) confirmed their e-mail address and is waiting for your approval.`],
    action: 'Open user management',
  }),
  de: ({ name, email }) => ({
    subject: 'Ein neuer Benutzer wartet auf Freigabe',
    heading: 'Neuer Benutzer',
    paragraphs: [`${name} (${email}) hat die E-Mail-Adresse bestätigt und wartet auf Ihre Freigabe.`],
    action: 'Benutzerverwaltung öffnen',
  }),
  fr: ({ name, email }) => ({
    subject: 'Un nouvel utilisateur attend votre validation',
    heading: 'Nouvel utilisateur',
    paragraphs: [`${name} (${email}) a confirmé son adresse e-mail et attend votre validation.`],
    action: 'Ouvrir la gestion des utilisateurs',
  }),
};

/** The subject names only the tenant: a person's name there would read as the sender's word. */
const invite: Texts = {
  en: ({ inviter, company, tenant }) => ({
    subject: `Your invitation to ${tenant}`,
    heading: 'You are invited',
    paragraphs: [
      `${inviter} invites you to join ${company} on ${tenant}. Sign up with this e-mail address to accept.`,
    ],
    action: 'Sign up',
  }),
  de: ({ inviter, company, tenant }) => ({
    subject: `Ihre Einladung zu ${tenant}`,
    heading: 'Sie sind eingeladen',
    paragraphs: [
      `${inviter} lädt Sie ein, ${company} bei ${tenant} beizutreten. Registrieren Sie sich mit dieser E-Mail-Adresse, um anzunehmen.`,
    ],
    action: 'Registrieren',
  }),
  fr: ({ inviter, company, tenant }) => ({
    subject: `Votre invitation sur ${tenant}`,
    heading: 'Vous êtes invité',
    paragraphs: [
      `${inviter} vous invite à rejoindre ${company} sur ${tenant}. Inscrivez-vous avec cette adresse e-mail pour accepter.`,
    ],
    action: 'S’inscrire',
  }),
};

const templates = { confirmEmail, resetPassword, setPassword, approved, newUserWaiting, invite } as const;
export type MailTemplate = keyof typeof templates;

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
  const words = localize(templates[template], language)({ ...safeValues, tenant: safeTenant.name });
  return renderMail(safeTenant, {
    ...words,
    action: { label: words.action, url: safeValues.url ?? '' },
    footer: localize(footer, language)(safeTenant.name),
  });
};
