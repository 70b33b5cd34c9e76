import type { Language } from '@recyclens/shared';
import type { DevSettings } from '../local-stack/dev-settings';

/** The demo tenant every local stack gets. */
export const demoTenant = {
  id: 'demo',
  name: 'Recyclens Demo',
  email: 'support@recyclens.test',
  theme: { primaryColor: '#14532d', secondaryColor: '#737373' },
  blacklist: ['blocked.test'],
  companyName: 'Recyclens Demo Company',
} as const;

/** The demo tenant at the web app's address: tenants are found by the browser's Origin. */
export const demoTenantFor = (settings: Pick<DevSettings, 'WEB_PORT'>) => ({
  ...demoTenant,
  url: `http://localhost:${settings.WEB_PORT}`,
});

/** The demo admin printed by `npm run dev`; a local-only account, never deployed. */
export const demoAdmin = {
  email: 'admin@recyclens.test',
  password: 'Recyclens-admin-1',
  firstName: 'Dana',
  lastName: 'Admin',
} as const;

type FaqText = { question: string; answer: string };
const faqsByLanguage: Record<Language, FaqText[]> = {
  EN: [
    {
      question: 'What does Recyclens assess?',
      answer:
        'Recyclens rates how well a packaging item can be recycled in a given country, component by component, and explains every finding with its source.',
    },
    {
      question: 'Why do I have to wait for approval after signing up?',
      answer:
        'An administrator of your organisation checks each new account before it can see company data. You get an e-mail as soon as you are approved.',
    },
    {
      question: 'Which countries can I assess for?',
      answer:
        'All 27 EU member states, the United Kingdom and the United States, each with its own collection, sorting and recycling infrastructure. Where we could not establish a country’s infrastructure from a public source, the result says so.',
    },
    {
      question: 'Can I import packaging from a spreadsheet?',
      answer:
        'Yes. Download the template from the packaging overview, fill one row per packaging and per component, and import it. Nothing is imported until every row is valid.',
    },
    {
      question: 'How do I change the interface language?',
      answer:
        'Use the language selector in the header. Your choice is saved to your account and used on your next sign-in.',
    },
  ],
  DE: [
    {
      question: 'Was bewertet Recyclens?',
      answer:
        'Recyclens bewertet Komponente für Komponente, wie gut eine Verpackung in einem Land recycelt werden kann, und begründet jedes Ergebnis mit seiner Quelle.',
    },
    {
      question: 'Warum muss ich nach der Registrierung auf eine Freigabe warten?',
      answer:
        'Eine Administratorin oder ein Administrator Ihrer Organisation prüft jedes neue Konto, bevor es Firmendaten sehen kann. Sie erhalten eine E-Mail, sobald Sie freigegeben sind.',
    },
    {
      question: 'Für welche Länder kann ich bewerten?',
      answer:
        'Alle 27 EU-Mitgliedstaaten, das Vereinigte Königreich und die Vereinigten Staaten, jeweils mit ihrer eigenen Sammel-, Sortier- und Recyclinginfrastruktur. Wo wir die Infrastruktur eines Landes nicht aus einer öffentlichen Quelle belegen konnten, sagt das Ergebnis das.',
    },
    {
      question: 'Kann ich Verpackungen aus einer Tabelle importieren?',
      answer:
        'Ja. Laden Sie die Vorlage in der Verpackungsübersicht herunter, füllen Sie eine Zeile je Verpackung und Komponente aus und importieren Sie sie. Importiert wird erst, wenn alle Zeilen gültig sind.',
    },
    {
      question: 'Wie ändere ich die Sprache der Oberfläche?',
      answer:
        'Über die Sprachauswahl in der Kopfzeile. Ihre Wahl wird in Ihrem Konto gespeichert und bei der nächsten Anmeldung verwendet.',
    },
  ],
  FR: [
    {
      question: 'Qu’évalue Recyclens ?',
      answer:
        'Recyclens évalue, composant par composant, dans quelle mesure un emballage peut être recyclé dans un pays donné, et justifie chaque constat par sa source.',
    },
    {
      question: 'Pourquoi dois-je attendre une validation après mon inscription ?',
      answer:
        'Un administrateur de votre organisation vérifie chaque nouveau compte avant qu’il puisse voir les données de l’entreprise. Vous recevez un e-mail dès votre validation.',
    },
    {
      question: 'Pour quels pays puis-je évaluer ?',
      answer:
        'Les 27 États membres de l’UE, le Royaume-Uni et les États-Unis, chacun avec ses propres filières de collecte, de tri et de recyclage. Lorsque nous n’avons pas pu établir l’infrastructure d’un pays à partir d’une source publique, le résultat le signale.',
    },
    {
      question: 'Puis-je importer des emballages depuis un tableur ?',
      answer:
        'Oui. Téléchargez le modèle depuis la vue des emballages, remplissez une ligne par emballage et par composant, puis importez-le. Rien n’est importé tant qu’une ligne est invalide.',
    },
    {
      question: 'Comment changer la langue de l’interface ?',
      answer:
        'Avec le sélecteur de langue de l’en-tête. Votre choix est enregistré dans votre compte et utilisé à votre prochaine connexion.',
    },
  ],
};

export const demoFaqs = (Object.entries(faqsByLanguage) as [Language, FaqText[]][]).flatMap(
  ([language, faqs]) =>
    faqs.map((faq, i) => ({ id: `${language.toLowerCase()}-${i + 1}`, language, ...faq })),
);
