import {
  BLEND_MATERIALS_MAX,
  COMPONENTS_MAX,
  CONSTITUENTS_MAX,
  FAQS_PER_LANGUAGE_MAX,
  PAGE_LIMIT_MAX,
  type FieldErrorCode,
  type FieldErrorParams,
  type Language,
} from '@recyclens/shared';

/**
 * The API's wording of each field error code (decision 021) in English, German and French,
 * `{name}` standing for the failed rule's parameters. The web app keeps its own texts per code
 * (Lingui); these are the server's, for `fields` of a 400 and the import's row errors. A product
 * text's English is the one in docs/product.md#validation, verbatim, as the form says it.
 */
export const fieldErrorTexts = {
  REQUIRED: {
    EN: 'This field is required',
    DE: 'Dieses Feld ist erforderlich',
    FR: 'Ce champ est obligatoire',
  },
  NOT_A_TEXT: { EN: 'Enter a text', DE: 'Geben Sie einen Text ein', FR: 'Saisissez un texte' },
  NOT_A_NUMBER: { EN: 'Enter a number', DE: 'Geben Sie eine Zahl ein', FR: 'Saisissez un nombre' },
  NOT_AN_INTEGER: {
    EN: 'Enter a whole number',
    DE: 'Geben Sie eine ganze Zahl ein',
    FR: 'Saisissez un nombre entier',
  },
  NOT_YES_OR_NO: {
    EN: 'Choose yes or no',
    DE: 'Wählen Sie Ja oder Nein',
    FR: 'Choisissez oui ou non',
  },
  NOT_A_LIST: { EN: 'Expected a list', DE: 'Erwartet wird eine Liste', FR: 'Une liste est attendue' },
  NOT_AN_OBJECT: {
    EN: 'Expected a group of fields',
    DE: 'Erwartet wird eine Gruppe von Feldern',
    FR: 'Un groupe de champs est attendu',
  },
  INVALID_TYPE: {
    EN: 'This value has the wrong type',
    DE: 'Dieser Wert hat den falschen Typ',
    FR: "Cette valeur n'a pas le bon type",
  },
  TOO_LONG: {
    EN: 'Use at most {maximum} characters',
    DE: 'Verwenden Sie höchstens {maximum} Zeichen',
    FR: 'Utilisez au plus {maximum} caractères',
  },
  TOO_SHORT: {
    EN: 'Use at least {minimum} characters',
    DE: 'Verwenden Sie mindestens {minimum} Zeichen',
    FR: 'Utilisez au moins {minimum} caractères',
  },
  TOO_SMALL: {
    EN: 'Enter {minimum} or more',
    DE: 'Geben Sie {minimum} oder mehr ein',
    FR: 'Saisissez {minimum} ou plus',
  },
  TOO_LARGE: {
    EN: 'Enter {maximum} or less',
    DE: 'Geben Sie {maximum} oder weniger ein',
    FR: 'Saisissez {maximum} ou moins',
  },
  NOT_ABOVE: {
    EN: 'Enter more than {minimum}',
    DE: 'Geben Sie mehr als {minimum} ein',
    FR: 'Saisissez plus de {minimum}',
  },
  NOT_BELOW: {
    EN: 'Enter less than {maximum}',
    DE: 'Geben Sie weniger als {maximum} ein',
    FR: 'Saisissez moins de {maximum}',
  },
  NOT_A_MULTIPLE: {
    EN: 'Enter a multiple of {divisor}',
    DE: 'Geben Sie ein Vielfaches von {divisor} ein',
    FR: 'Saisissez un multiple de {divisor}',
  },
  TOO_FEW_ITEMS: {
    EN: 'Choose at least {minimum}',
    DE: 'Wählen Sie mindestens {minimum}',
    FR: 'Choisissez-en au moins {minimum}',
  },
  TOO_MANY_ITEMS: {
    EN: 'Choose at most {maximum}',
    DE: 'Wählen Sie höchstens {maximum}',
    FR: 'Choisissez-en au plus {maximum}',
  },
  INVALID_CHOICE: {
    EN: 'Choose one of: {options}',
    DE: 'Wählen Sie eines von: {options}',
    FR: "Choisissez l'une des valeurs : {options}",
  },
  INVALID_EMAIL: {
    EN: 'Invalid email address',
    DE: 'Ungültige E-Mail-Adresse',
    FR: 'Adresse e-mail invalide',
  },
  INVALID_URL: { EN: 'Invalid URL', DE: 'Ungültige URL', FR: 'URL invalide' },
  INVALID_ID: { EN: 'Invalid id', DE: 'Ungültige Kennung', FR: 'Identifiant invalide' },
  INVALID_DATE: {
    EN: 'Enter a valid date',
    DE: 'Geben Sie ein gültiges Datum ein',
    FR: 'Saisissez une date valide',
  },
  INVALID_FORMAT: {
    EN: 'This value is not in the expected format',
    DE: 'Dieser Wert hat nicht das erwartete Format',
    FR: "Cette valeur n'a pas le format attendu",
  },
  INVALID_VALUE: {
    EN: 'This value is not valid',
    DE: 'Dieser Wert ist ungültig',
    FR: "Cette valeur n'est pas valide",
  },
  UNKNOWN_FIELD: {
    EN: 'This field is not expected here',
    DE: 'Dieses Feld ist hier nicht vorgesehen',
    FR: "Ce champ n'est pas prévu ici",
  },

  // The product's own texts (docs/product.md#validation and the forms beyond it).
  EMAIL_REQUIRED: { EN: 'Email is required', DE: 'E-Mail ist erforderlich', FR: "L'e-mail est obligatoire" },
  PASSWORD_REQUIRED: {
    EN: 'Password is required',
    DE: 'Passwort ist erforderlich',
    FR: 'Le mot de passe est obligatoire',
  },
  PASSWORD_TOO_SHORT: {
    EN: 'Password must be at least 8 characters long',
    DE: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    FR: 'Le mot de passe doit contenir au moins 8 caractères',
  },
  PASSWORD_TOO_LONG: {
    EN: 'Password must be at most 128 characters long',
    DE: 'Das Passwort darf höchstens 128 Zeichen lang sein',
    FR: 'Le mot de passe doit contenir au plus 128 caractères',
  },
  PASSWORD_TOO_COMMON: {
    EN: 'This password is too common. Please choose one that is harder to guess.',
    DE: 'Dieses Passwort ist zu verbreitet. Bitte wählen Sie eines, das schwerer zu erraten ist.',
    FR: 'Ce mot de passe est trop courant. Veuillez en choisir un plus difficile à deviner.',
  },
  PASSWORDS_DO_NOT_MATCH: {
    EN: 'Passwords do not match',
    DE: 'Die Passwörter stimmen nicht überein',
    FR: 'Les mots de passe ne correspondent pas',
  },
  PRIVACY_POLICY_REQUIRED: {
    EN: 'Privacy policy must be accepted',
    DE: 'Die Datenschutzerklärung muss akzeptiert werden',
    FR: 'La politique de confidentialité doit être acceptée',
  },
  FIRST_NAME_REQUIRED: {
    EN: 'First name is required',
    DE: 'Vorname ist erforderlich',
    FR: 'Le prénom est obligatoire',
  },
  LAST_NAME_REQUIRED: {
    EN: 'Last name is required',
    DE: 'Nachname ist erforderlich',
    FR: 'Le nom est obligatoire',
  },
  COMPANY_REQUIRED: {
    EN: 'Company is required',
    DE: 'Unternehmen ist erforderlich',
    FR: "L'entreprise est obligatoire",
  },
  CURRENT_PASSWORD_REQUIRED: {
    EN: 'Current password is required',
    DE: 'Aktuelles Passwort ist erforderlich',
    FR: 'Le mot de passe actuel est obligatoire',
  },
  NEW_PASSWORD_REQUIRED: {
    EN: 'New password is required',
    DE: 'Neues Passwort ist erforderlich',
    FR: 'Le nouveau mot de passe est obligatoire',
  },
  ROLE_REQUIRED: { EN: 'Role is required', DE: 'Rolle ist erforderlich', FR: 'Le rôle est obligatoire' },
  STATUS_REQUIRED: {
    EN: 'Status is required',
    DE: 'Status ist erforderlich',
    FR: 'Le statut est obligatoire',
  },
  USER_COMPANY_REQUIRED: {
    EN: 'A user must be assigned to a company.',
    DE: 'Ein Benutzer muss einem Unternehmen zugeordnet sein.',
    FR: 'Un utilisateur doit être rattaché à une entreprise.',
  },
  ONLY_ADMINS_MANY_COMPANIES: {
    EN: 'Only admins can assign a user to several companies.',
    DE: 'Nur Admins können einen Benutzer mehreren Unternehmen zuordnen.',
    FR: 'Seuls les administrateurs peuvent rattacher un utilisateur à plusieurs entreprises.',
  },
  COMPANY_NAME_REQUIRED: {
    EN: 'Company name is required',
    DE: 'Unternehmensname ist erforderlich',
    FR: "Le nom de l'entreprise est obligatoire",
  },
  IMAGE_TYPE_INVALID: {
    EN: 'Only PNG, JPG and JPEG files are accepted.',
    DE: 'Nur PNG-, JPG- und JPEG-Dateien sind erlaubt.',
    FR: 'Seuls les fichiers PNG, JPG et JPEG sont acceptés.',
  },
  INVALID_PARAMETERS: { EN: 'Invalid parameters', DE: 'Ungültige Parameter', FR: 'Paramètres invalides' },
  INVALID_LINK: {
    EN: 'The requested link is not valid.',
    DE: 'Der angeforderte Link ist ungültig.',
    FR: "Le lien demandé n'est pas valide.",
  },
  COMPANY_SELECTION_REQUIRED: {
    EN: 'Please select a company.',
    DE: 'Bitte wählen Sie ein Unternehmen.',
    FR: 'Veuillez sélectionner une entreprise.',
  },
  TEXT_TOO_LONG: { EN: 'This text is too long', DE: 'Dieser Text ist zu lang', FR: 'Ce texte est trop long' },
  TEXT_INVALID_CHARACTERS: {
    EN: 'This text contains characters that are not allowed',
    DE: 'Dieser Text enthält Zeichen, die nicht erlaubt sind',
    FR: 'Ce texte contient des caractères non autorisés',
  },
  LINE_BREAKS_NOT_ALLOWED: {
    EN: 'Line breaks and tabs are not allowed here',
    DE: 'Zeilenumbrüche und Tabulatoren sind hier nicht erlaubt',
    FR: 'Les retours à la ligne et les tabulations ne sont pas autorisés ici',
  },
  PERSON_NAME_INVALID: {
    EN: 'Use letters, spaces, apostrophes, hyphens and dots only',
    DE: 'Verwenden Sie nur Buchstaben, Leerzeichen, Apostrophe, Bindestriche und Punkte',
    FR: 'Utilisez uniquement des lettres, des espaces, des apostrophes, des traits d’union et des points',
  },
  NAME_WITHOUT_LINKS: {
    EN: 'Links and angle brackets are not allowed in a name',
    DE: 'Links und spitze Klammern sind in einem Namen nicht erlaubt',
    FR: 'Les liens et les chevrons ne sont pas autorisés dans un nom',
  },
  NESTED_TOO_DEEPLY: {
    EN: 'Nested too deeply',
    DE: 'Zu tief verschachtelt',
    FR: 'Imbrication trop profonde',
  },
  NAME_REQUIRED: { EN: 'Name is required', DE: 'Name ist erforderlich', FR: 'Le nom est obligatoire' },
  PROJECT_NAME_REQUIRED: {
    EN: 'Project name is required',
    DE: 'Projektname ist erforderlich',
    FR: 'Le nom du projet est obligatoire',
  },
  COMPONENT_NAME_REQUIRED: {
    EN: 'Component name is required',
    DE: 'Der Name der Komponente ist erforderlich',
    FR: 'Le nom du composant est obligatoire',
  },
  TEMPLATE_NAME_REQUIRED: {
    EN: 'Template name is required',
    DE: 'Name der Vorlage ist erforderlich',
    FR: 'Le nom du modèle est obligatoire',
  },
  QUESTION_REQUIRED: {
    EN: 'Question is required',
    DE: 'Frage ist erforderlich',
    FR: 'La question est obligatoire',
  },
  ANSWER_REQUIRED: {
    EN: 'Answer is required',
    DE: 'Antwort ist erforderlich',
    FR: 'La réponse est obligatoire',
  },
  COLOR_INVALID: {
    EN: 'Use a colour like #1a2b3c',
    DE: 'Verwenden Sie eine Farbe wie #1a2b3c',
    FR: 'Utilisez une couleur comme #1a2b3c',
  },
  EMAIL_DOMAIN_INVALID: {
    EN: 'Enter a domain like example.com',
    DE: 'Geben Sie eine Domain wie example.com ein',
    FR: 'Saisissez un domaine comme example.com',
  },
  FAQS_PER_LANGUAGE_TOO_MANY: {
    EN: `At most ${FAQS_PER_LANGUAGE_MAX} questions per language`,
    DE: `Höchstens ${FAQS_PER_LANGUAGE_MAX} Fragen pro Sprache`,
    FR: `Au plus ${FAQS_PER_LANGUAGE_MAX} questions par langue`,
  },
  DENSITY_REQUIRED: {
    EN: 'Enter a density in g/cm³',
    DE: 'Geben Sie eine Dichte in g/cm³ ein',
    FR: 'Saisissez une densité en g/cm³',
  },
  DENSITY_TOO_LOW: {
    EN: 'Density must be above 0 g/cm³',
    DE: 'Die Dichte muss über 0 g/cm³ liegen',
    FR: 'La densité doit être supérieure à 0 g/cm³',
  },
  DENSITY_TOO_HIGH: {
    EN: 'Density must be below 25 g/cm³',
    DE: 'Die Dichte muss unter 25 g/cm³ liegen',
    FR: 'La densité doit être inférieure à 25 g/cm³',
  },
  DENSITY_RANGE_REVERSED: {
    EN: 'Density from must not exceed density to',
    DE: 'Die Dichte „von“ darf die Dichte „bis“ nicht überschreiten',
    FR: 'La densité « de » ne doit pas dépasser la densité « à »',
  },
  WHOLE_NUMBER_REQUIRED: {
    EN: 'Use a whole number',
    DE: 'Verwenden Sie eine ganze Zahl',
    FR: 'Utilisez un nombre entier',
  },
  ZERO_OR_MORE_REQUIRED: { EN: 'Use 0 or more', DE: 'Verwenden Sie 0 oder mehr', FR: 'Utilisez 0 ou plus' },
  WEIGHT_TOO_LOW: {
    EN: 'Weight must be above 0 g',
    DE: 'Das Gewicht muss über 0 g liegen',
    FR: 'Le poids doit être supérieur à 0 g',
  },
  COMPONENTS_TOO_MANY: {
    EN: `A packaging holds at most ${COMPONENTS_MAX} components`,
    DE: `Eine Verpackung hat höchstens ${COMPONENTS_MAX} Komponenten`,
    FR: `Un emballage compte au plus ${COMPONENTS_MAX} composants`,
  },
  CONSTITUENTS_TOO_MANY: {
    EN: `A component holds at most ${CONSTITUENTS_MAX} layers`,
    DE: `Eine Komponente hat höchstens ${CONSTITUENTS_MAX} Schichten`,
    FR: `Un composant compte au plus ${CONSTITUENTS_MAX} couches`,
  },
  CONSTITUENT_WEIGHT_REQUIRED: {
    EN: 'Enter a weight in g',
    DE: 'Geben Sie ein Gewicht in g ein',
    FR: 'Saisissez un poids en g',
  },
  COMPONENT_WEIGHT_NOT_SUM_OF_LAYERS: {
    EN: 'A component with layers weighs the sum of its layers',
    DE: 'Eine Komponente mit Schichten wiegt so viel wie ihre Schichten zusammen',
    FR: 'Un composant à couches pèse la somme de ses couches',
  },
  BLEND_TOO_MANY: {
    EN: `A layer blends at most ${BLEND_MATERIALS_MAX} other materials`,
    DE: `Eine Schicht mischt höchstens ${BLEND_MATERIALS_MAX} weitere Materialien bei`,
    FR: `Une couche mélange au plus ${BLEND_MATERIALS_MAX} autres matériaux`,
  },
  BLEND_SHARE_REQUIRED: {
    EN: 'Enter a share in %',
    DE: 'Geben Sie einen Anteil in % ein',
    FR: 'Saisissez une part en %',
  },
  BLEND_SHARES_TOO_HIGH: {
    EN: 'The blended materials must leave a share for the layer’s own material',
    DE: 'Die beigemischten Materialien müssen dem eigenen Material der Schicht einen Anteil lassen',
    FR: 'Les matériaux mélangés doivent laisser une part au matériau propre de la couche',
  },
  COMPLETE_COMPONENT_REQUIRED: {
    EN: 'A packaging that is not a draft needs at least one complete component',
    DE: 'Eine Verpackung, die kein Entwurf ist, braucht mindestens eine vollständige Komponente',
    FR: 'Un emballage qui n’est pas un brouillon doit avoir au moins un composant complet',
  },
  COUNTRY_REQUIRED: {
    EN: 'Choose at least one country',
    DE: 'Wählen Sie mindestens ein Land',
    FR: 'Choisissez au moins un pays',
  },
  PROPOSAL_REQUIRED: {
    EN: 'Choose a proposal',
    DE: 'Wählen Sie einen Vorschlag',
    FR: 'Choisissez une proposition',
  },
  PACKAGING_OR_PROJECT: {
    EN: 'Choose packaging or a project, not both',
    DE: 'Wählen Sie Verpackungen oder ein Projekt, nicht beides',
    FR: 'Choisissez des emballages ou un projet, pas les deux',
  },
  VERSION_NOT_A_NUMBER: {
    EN: 'version must be a number',
    DE: 'version muss eine Zahl sein',
    FR: 'version doit être un nombre',
  },
  LIMIT_NOT_A_WHOLE_NUMBER: {
    EN: 'limit must be a whole number',
    DE: 'limit muss eine ganze Zahl sein',
    FR: 'limit doit être un nombre entier',
  },
  LIMIT_OUT_OF_RANGE: {
    EN: `limit must be between 1 and ${PAGE_LIMIT_MAX}`,
    DE: `limit muss zwischen 1 und ${PAGE_LIMIT_MAX} liegen`,
    FR: `limit doit être compris entre 1 et ${PAGE_LIMIT_MAX}`,
  },

  // Texts of the services' own refusals, after the schemas passed (they name a field too).
  UNKNOWN_COMPANY: { EN: 'Unknown company.', DE: 'Unbekanntes Unternehmen.', FR: 'Entreprise inconnue.' },
  UNKNOWN_PROJECT: { EN: 'Unknown project', DE: 'Unbekanntes Projekt', FR: 'Projet inconnu' },
  UNKNOWN_TEMPLATE: { EN: 'Unknown template', DE: 'Unbekannte Vorlage', FR: 'Modèle inconnu' },
  NOTHING_TO_EXPORT: {
    EN: 'There is no packaging to export.',
    DE: 'Es gibt keine Verpackung zum Exportieren.',
    FR: "Il n'y a aucun emballage à exporter.",
  },
  EXPORT_SELECTION_EMPTY: {
    EN: 'Choose at least one packaging',
    DE: 'Wählen Sie mindestens eine Verpackung',
    FR: 'Choisissez au moins un emballage',
  },
  COMPONENTS_INCOMPLETE: {
    EN: 'Complete every component (lookups and density) before assessing',
    DE: 'Vervollständigen Sie vor der Bewertung jede Komponente (Auswahlfelder und Dichte)',
    FR: 'Complétez chaque composant (listes de choix et densité) avant l’évaluation',
  },
  // The import's own checks of a file (its rows are reported by sheet, row and column).
  IMPORT_FILE_EMPTY: {
    EN: 'The file holds no packaging.',
    DE: 'Die Datei enthält keine Verpackung.',
    FR: 'Le fichier ne contient aucun emballage.',
  },
  IMPORT_KEY_REQUIRED: {
    EN: 'Key is required',
    DE: 'Schlüssel ist erforderlich',
    FR: 'La clé est obligatoire',
  },
  IMPORT_KEY_USED_TWICE: {
    EN: 'Key "{key}" is used twice',
    DE: 'Der Schlüssel „{key}“ kommt zweimal vor',
    FR: 'La clé « {key} » est utilisée deux fois',
  },
  IMPORT_UNKNOWN_PACKAGING_KEY: {
    EN: 'No packaging with key "{key}"',
    DE: 'Keine Verpackung mit dem Schlüssel „{key}“',
    FR: 'Aucun emballage avec la clé « {key} »',
  },
  IMPORT_YES_OR_NO: { EN: 'Use yes or no', DE: 'Verwenden Sie ja oder nein', FR: 'Utilisez oui ou non' },
  IMPORT_TOO_MANY_COMPONENTS: {
    EN: 'A packaging holds at most {maximum} components; this one has {count}',
    DE: 'Eine Verpackung hat höchstens {maximum} Komponenten; diese hat {count}',
    FR: 'Un emballage compte au plus {maximum} composants ; celui-ci en a {count}',
  },
  // A lookup id the tenant does not have; the kind (material, colour…) is only in the English.
  UNKNOWN_LOOKUP: {
    EN: 'Unknown {kind}: {id}',
    DE: 'Unbekannter Eintrag: {id}',
    FR: 'Entrée inconnue : {id}',
  },
  TEMPLATE_REQUIRED: {
    EN: 'Choose a template',
    DE: 'Wählen Sie eine Vorlage',
    FR: 'Choisissez un modèle',
  },
} as const satisfies Record<FieldErrorCode, Record<Language, string>>;

/** The code's message in a language, its `{name}` parameters filled in. */
export const fieldErrorText = (
  code: FieldErrorCode,
  language: Language,
  params: FieldErrorParams = {},
): string =>
  Object.entries(params).reduce<string>(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    fieldErrorTexts[code][language],
  );
