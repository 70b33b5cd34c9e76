import {
  BLEND_MATERIALS_MAX,
  COMPONENTS_MAX,
  CONSTITUENTS_MAX,
  FAQS_PER_LANGUAGE_MAX,
  PAGE_LIMIT_MAX,
  localize,
  type FieldErrorCode,
  type FieldErrorParams,
  type Language,
  type Localized,
} from '@recyclens/shared';

/**
 * The API's wording of each field error code (decision 021) in English, German and French,
 * `{name}` standing for the failed rule's parameters. The web app keeps its own texts per code
 * (Lingui); these are the server's, for `fields` of a 400 and the import's row errors. A product
 * text's English is the one in docs/product.md#validation, verbatim, as the form says it.
 */
export const fieldErrorTexts = {
  REQUIRED: {
    en: 'This field is required',
    de: 'Dieses Feld ist erforderlich',
    fr: 'Ce champ est obligatoire',
  },
  NOT_A_TEXT: { en: 'Enter a text', de: 'Geben Sie einen Text ein', fr: 'Saisissez un texte' },
  NOT_A_NUMBER: { en: 'Enter a number', de: 'Geben Sie eine Zahl ein', fr: 'Saisissez un nombre' },
  NOT_AN_INTEGER: {
    en: 'Enter a whole number',
    de: 'Geben Sie eine ganze Zahl ein',
    fr: 'Saisissez un nombre entier',
  },
  NOT_YES_OR_NO: {
    en: 'Choose yes or no',
    de: 'Wählen Sie Ja oder Nein',
    fr: 'Choisissez oui ou non',
  },
  NOT_A_LIST: { en: 'Expected a list', de: 'Erwartet wird eine Liste', fr: 'Une liste est attendue' },
  NOT_AN_OBJECT: {
    en: 'Expected a group of fields',
    de: 'Erwartet wird eine Gruppe von Feldern',
    fr: 'Un groupe de champs est attendu',
  },
  INVALID_TYPE: {
    en: 'This value has the wrong type',
    de: 'Dieser Wert hat den falschen Typ',
    fr: "Cette valeur n'a pas le bon type",
  },
  TOO_LONG: {
    en: 'Use at most {maximum} characters',
    de: 'Verwenden Sie höchstens {maximum} Zeichen',
    fr: 'Utilisez au plus {maximum} caractères',
  },
  TOO_SHORT: {
    en: 'Use at least {minimum} characters',
    de: 'Verwenden Sie mindestens {minimum} Zeichen',
    fr: 'Utilisez au moins {minimum} caractères',
  },
  TOO_SMALL: {
    en: 'Enter {minimum} or more',
    de: 'Geben Sie {minimum} oder mehr ein',
    fr: 'Saisissez {minimum} ou plus',
  },
  TOO_LARGE: {
    en: 'Enter {maximum} or less',
    de: 'Geben Sie {maximum} oder weniger ein',
    fr: 'Saisissez {maximum} ou moins',
  },
  NOT_ABOVE: {
    en: 'Enter more than {minimum}',
    de: 'Geben Sie mehr als {minimum} ein',
    fr: 'Saisissez plus de {minimum}',
  },
  NOT_BELOW: {
    en: 'Enter less than {maximum}',
    de: 'Geben Sie weniger als {maximum} ein',
    fr: 'Saisissez moins de {maximum}',
  },
  NOT_A_MULTIPLE: {
    en: 'Enter a multiple of {divisor}',
    de: 'Geben Sie ein Vielfaches von {divisor} ein',
    fr: 'Saisissez un multiple de {divisor}',
  },
  TOO_FEW_ITEMS: {
    en: 'Choose at least {minimum}',
    de: 'Wählen Sie mindestens {minimum}',
    fr: 'Choisissez-en au moins {minimum}',
  },
  TOO_MANY_ITEMS: {
    en: 'Choose at most {maximum}',
    de: 'Wählen Sie höchstens {maximum}',
    fr: 'Choisissez-en au plus {maximum}',
  },
  INVALID_CHOICE: {
    en: 'Choose one of: {options}',
    de: 'Wählen Sie eines von: {options}',
    fr: "Choisissez l'une des valeurs : {options}",
  },
  INVALID_EMAIL: {
    en: 'Invalid email address',
    de: 'Ungültige E-Mail-Adresse',
    fr: 'Adresse e-mail invalide',
  },
  INVALID_URL: { en: 'Invalid URL', de: 'Ungültige URL', fr: 'URL invalide' },
  INVALID_ID: { en: 'Invalid id', de: 'Ungültige Kennung', fr: 'Identifiant invalide' },
  INVALID_DATE: {
    en: 'Enter a valid date',
    de: 'Geben Sie ein gültiges Datum ein',
    fr: 'Saisissez une date valide',
  },
  INVALID_FORMAT: {
    en: 'This value is not in the expected format',
    de: 'Dieser Wert hat nicht das erwartete Format',
    fr: "Cette valeur n'a pas le format attendu",
  },
  INVALID_VALUE: {
    en: 'This value is not valid',
    de: 'Dieser Wert ist ungültig',
    fr: "Cette valeur n'est pas valide",
  },
  UNKNOWN_FIELD: {
    en: 'This field is not expected here',
    de: 'Dieses Feld ist hier nicht vorgesehen',
    fr: "Ce champ n'est pas prévu ici",
  },

  // The product's own texts (docs/product.md#validation and the forms beyond it).
  EMAIL_REQUIRED: { en: 'Email is required', de: 'E-Mail ist erforderlich', fr: "L'e-mail est obligatoire" },
  PASSWORD_REQUIRED: {
    en: 'Password is required',
    de: 'Passwort ist erforderlich',
    fr: 'Le mot de passe est obligatoire',
  },
  PASSWORD_TOO_SHORT: {
    en: 'Password must be at least 8 characters long',
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
  },
  PASSWORD_TOO_LONG: {
    en: 'Password must be at most 128 characters long',
    de: 'Das Passwort darf höchstens 128 Zeichen lang sein',
    fr: 'Le mot de passe doit contenir au plus 128 caractères',
  },
  PASSWORD_TOO_COMMON: {
    en: 'This password is too common. Please choose one that is harder to guess.',
    de: 'Dieses Passwort ist zu verbreitet. Bitte wählen Sie eines, das schwerer zu erraten ist.',
    fr: 'Ce mot de passe est trop courant. Veuillez en choisir un plus difficile à deviner.',
  },
  PASSWORDS_DO_NOT_MATCH: {
    en: 'Passwords do not match',
    de: 'Die Passwörter stimmen nicht überein',
    fr: 'Les mots de passe ne correspondent pas',
  },
  PRIVACY_POLICY_REQUIRED: {
    en: 'Privacy policy must be accepted',
    de: 'Die Datenschutzerklärung muss akzeptiert werden',
    fr: 'La politique de confidentialité doit être acceptée',
  },
  FIRST_NAME_REQUIRED: {
    en: 'First name is required',
    de: 'Vorname ist erforderlich',
    fr: 'Le prénom est obligatoire',
  },
  LAST_NAME_REQUIRED: {
    en: 'Last name is required',
    de: 'Nachname ist erforderlich',
    fr: 'Le nom est obligatoire',
  },
  COMPANY_REQUIRED: {
    en: 'Company is required',
    de: 'Unternehmen ist erforderlich',
    fr: "L'entreprise est obligatoire",
  },
  CURRENT_PASSWORD_REQUIRED: {
    en: 'Current password is required',
    de: 'Aktuelles Passwort ist erforderlich',
    fr: 'Le mot de passe actuel est obligatoire',
  },
  NEW_PASSWORD_REQUIRED: {
    en: 'New password is required',
    de: 'Neues Passwort ist erforderlich',
    fr: 'Le nouveau mot de passe est obligatoire',
  },
  ROLE_REQUIRED: { en: 'Role is required', de: 'Rolle ist erforderlich', fr: 'Le rôle est obligatoire' },
  STATUS_REQUIRED: {
    en: 'Status is required',
    de: 'Status ist erforderlich',
    fr: 'Le statut est obligatoire',
  },
  USER_COMPANY_REQUIRED: {
    en: 'A user must be assigned to a company.',
    de: 'Ein Benutzer muss einem Unternehmen zugeordnet sein.',
    fr: 'Un utilisateur doit être rattaché à une entreprise.',
  },
  ONLY_ADMINS_MANY_COMPANIES: {
    en: 'Only admins can assign a user to several companies.',
    de: 'Nur Admins können einen Benutzer mehreren Unternehmen zuordnen.',
    fr: 'Seuls les administrateurs peuvent rattacher un utilisateur à plusieurs entreprises.',
  },
  COMPANY_NAME_REQUIRED: {
    en: 'Company name is required',
    de: 'Unternehmensname ist erforderlich',
    fr: "Le nom de l'entreprise est obligatoire",
  },
  IMAGE_TYPE_INVALID: {
    en: 'Only PNG, JPG and JPEG files are accepted.',
    de: 'Nur PNG-, JPG- und JPEG-Dateien sind erlaubt.',
    fr: 'Seuls les fichiers PNG, JPG et JPEG sont acceptés.',
  },
  INVALID_PARAMETERS: { en: 'Invalid parameters', de: 'Ungültige Parameter', fr: 'Paramètres invalides' },
  INVALID_LINK: {
    en: 'The requested link is not valid.',
    de: 'Der angeforderte Link ist ungültig.',
    fr: "Le lien demandé n'est pas valide.",
  },
  COMPANY_SELECTION_REQUIRED: {
    en: 'Please select a company.',
    de: 'Bitte wählen Sie ein Unternehmen.',
    fr: 'Veuillez sélectionner une entreprise.',
  },
  TEXT_TOO_LONG: { en: 'This text is too long', de: 'Dieser Text ist zu lang', fr: 'Ce texte est trop long' },
  TEXT_INVALID_CHARACTERS: {
    en: 'This text contains characters that are not allowed',
    de: 'Dieser Text enthält Zeichen, die nicht erlaubt sind',
    fr: 'Ce texte contient des caractères non autorisés',
  },
  LINE_BREAKS_NOT_ALLOWED: {
    en: 'Line breaks and tabs are not allowed here',
    de: 'Zeilenumbrüche und Tabulatoren sind hier nicht erlaubt',
    fr: 'Les retours à la ligne et les tabulations ne sont pas autorisés ici',
  },
  PERSON_NAME_INVALID: {
    en: 'Use letters, spaces, apostrophes, hyphens and dots only',
    de: 'Verwenden Sie nur Buchstaben, Leerzeichen, Apostrophe, Bindestriche und Punkte',
    fr: 'Utilisez uniquement des lettres, des espaces, des apostrophes, des traits d’union et des points',
  },
  NAME_WITHOUT_LINKS: {
    en: 'Links and angle brackets are not allowed in a name',
    de: 'Links und spitze Klammern sind in einem Namen nicht erlaubt',
    fr: 'Les liens et les chevrons ne sont pas autorisés dans un nom',
  },
  NESTED_TOO_DEEPLY: {
    en: 'Nested too deeply',
    de: 'Zu tief verschachtelt',
    fr: 'Imbrication trop profonde',
  },
  NAME_REQUIRED: { en: 'Name is required', de: 'Name ist erforderlich', fr: 'Le nom est obligatoire' },
  PROJECT_NAME_REQUIRED: {
    en: 'Project name is required',
    de: 'Projektname ist erforderlich',
    fr: 'Le nom du projet est obligatoire',
  },
  COMPONENT_NAME_REQUIRED: {
    en: 'Component name is required',
    de: 'Der Name der Komponente ist erforderlich',
    fr: 'Le nom du composant est obligatoire',
  },
  TEMPLATE_NAME_REQUIRED: {
    en: 'Template name is required',
    de: 'Name der Vorlage ist erforderlich',
    fr: 'Le nom du modèle est obligatoire',
  },
  QUESTION_REQUIRED: {
    en: 'Question is required',
    de: 'Frage ist erforderlich',
    fr: 'La question est obligatoire',
  },
  ANSWER_REQUIRED: {
    en: 'Answer is required',
    de: 'Antwort ist erforderlich',
    fr: 'La réponse est obligatoire',
  },
  COLOR_INVALID: {
    en: 'Use a colour like #1a2b3c',
    de: 'Verwenden Sie eine Farbe wie #1a2b3c',
    fr: 'Utilisez une couleur comme #1a2b3c',
  },
  EMAIL_DOMAIN_INVALID: {
    en: 'Enter a domain like example.com',
    de: 'Geben Sie eine Domain wie example.com ein',
    fr: 'Saisissez un domaine comme example.com',
  },
  FAQS_PER_LANGUAGE_TOO_MANY: {
    en: `At most ${FAQS_PER_LANGUAGE_MAX} questions per language`,
    de: `Höchstens ${FAQS_PER_LANGUAGE_MAX} Fragen pro Sprache`,
    fr: `Au plus ${FAQS_PER_LANGUAGE_MAX} questions par langue`,
  },
  DENSITY_REQUIRED: {
    en: 'Enter a density in g/cm³',
    de: 'Geben Sie eine Dichte in g/cm³ ein',
    fr: 'Saisissez une densité en g/cm³',
  },
  DENSITY_TOO_LOW: {
    en: 'Density must be above 0 g/cm³',
    de: 'Die Dichte muss über 0 g/cm³ liegen',
    fr: 'La densité doit être supérieure à 0 g/cm³',
  },
  DENSITY_TOO_HIGH: {
    en: 'Density must be below 25 g/cm³',
    de: 'Die Dichte muss unter 25 g/cm³ liegen',
    fr: 'La densité doit être inférieure à 25 g/cm³',
  },
  DENSITY_RANGE_REVERSED: {
    en: 'Density from must not exceed density to',
    de: 'Die Dichte „von“ darf die Dichte „bis“ nicht überschreiten',
    fr: 'La densité « de » ne doit pas dépasser la densité « à »',
  },
  WHOLE_NUMBER_REQUIRED: {
    en: 'Use a whole number',
    de: 'Verwenden Sie eine ganze Zahl',
    fr: 'Utilisez un nombre entier',
  },
  ZERO_OR_MORE_REQUIRED: { en: 'Use 0 or more', de: 'Verwenden Sie 0 oder mehr', fr: 'Utilisez 0 ou plus' },
  PERCENT_OUT_OF_RANGE: {
    en: 'Use a percentage from 0 to 100',
    de: 'Verwenden Sie einen Prozentwert von 0 bis 100',
    fr: 'Utilisez un pourcentage de 0 à 100',
  },
  VOLUME_TOO_LOW: {
    en: 'Volume must be above 0 ml',
    de: 'Das Volumen muss über 0 ml liegen',
    fr: 'Le volume doit être supérieur à 0 ml',
  },
  CONTENT_VOLUME_ABOVE_PACKAGING: {
    en: 'The contents cannot take up more volume than the packaging',
    de: 'Der Inhalt kann nicht mehr Volumen einnehmen als die Verpackung',
    fr: 'Le contenu ne peut pas occuper plus de volume que l’emballage',
  },
  CONCENTRATION_TOO_HIGH: {
    en: 'A concentration cannot exceed the whole material',
    de: 'Eine Konzentration kann nicht mehr als das ganze Material betragen',
    fr: 'Une concentration ne peut pas dépasser la totalité de la matière',
  },
  UNITS_YEAR_OUT_OF_RANGE: {
    en: 'Use a year from 1990 to 2100',
    de: 'Verwenden Sie ein Jahr von 1990 bis 2100',
    fr: 'Utilisez une année de 1990 à 2100',
  },
  UNITS_COUNTRY_YEAR_TWICE: {
    en: 'This country and year already have a row',
    de: 'Für dieses Land und Jahr gibt es schon eine Zeile',
    fr: 'Ce pays et cette année ont déjà une ligne',
  },
  WEIGHT_TOO_LOW: {
    en: 'Weight must be above 0 g',
    de: 'Das Gewicht muss über 0 g liegen',
    fr: 'Le poids doit être supérieur à 0 g',
  },
  COMPONENTS_TOO_MANY: {
    en: `A packaging holds at most ${COMPONENTS_MAX} components`,
    de: `Eine Verpackung hat höchstens ${COMPONENTS_MAX} Komponenten`,
    fr: `Un emballage compte au plus ${COMPONENTS_MAX} composants`,
  },
  CONSTITUENTS_TOO_MANY: {
    en: `A component holds at most ${CONSTITUENTS_MAX} layers`,
    de: `Eine Komponente hat höchstens ${CONSTITUENTS_MAX} Schichten`,
    fr: `Un composant compte au plus ${CONSTITUENTS_MAX} couches`,
  },
  CONSTITUENT_WEIGHT_REQUIRED: {
    en: 'Enter a weight in g',
    de: 'Geben Sie ein Gewicht in g ein',
    fr: 'Saisissez un poids en g',
  },
  COMPONENT_WEIGHT_NOT_SUM_OF_LAYERS: {
    en: 'A component with layers weighs the sum of its layers',
    de: 'Eine Komponente mit Schichten wiegt so viel wie ihre Schichten zusammen',
    fr: 'Un composant à couches pèse la somme de ses couches',
  },
  BLEND_TOO_MANY: {
    en: `A layer blends at most ${BLEND_MATERIALS_MAX} other materials`,
    de: `Eine Schicht mischt höchstens ${BLEND_MATERIALS_MAX} weitere Materialien bei`,
    fr: `Une couche mélange au plus ${BLEND_MATERIALS_MAX} autres matériaux`,
  },
  BLEND_SHARE_REQUIRED: {
    en: 'Enter a share in %',
    de: 'Geben Sie einen Anteil in % ein',
    fr: 'Saisissez une part en %',
  },
  BLEND_SHARES_TOO_HIGH: {
    en: 'The blended materials must leave a share for the layer’s own material',
    de: 'Die beigemischten Materialien müssen dem eigenen Material der Schicht einen Anteil lassen',
    fr: 'Les matériaux mélangés doivent laisser une part au matériau propre de la couche',
  },
  COMPLETE_COMPONENT_REQUIRED: {
    en: 'A packaging that is not a draft needs at least one complete component',
    de: 'Eine Verpackung, die kein Entwurf ist, braucht mindestens eine vollständige Komponente',
    fr: 'Un emballage qui n’est pas un brouillon doit avoir au moins un composant complet',
  },
  COUNTRY_REQUIRED: {
    en: 'Choose at least one country',
    de: 'Wählen Sie mindestens ein Land',
    fr: 'Choisissez au moins un pays',
  },
  PROPOSAL_REQUIRED: {
    en: 'Choose a proposal',
    de: 'Wählen Sie einen Vorschlag',
    fr: 'Choisissez une proposition',
  },
  PACKAGING_OR_PROJECT: {
    en: 'Choose packaging or a project, not both',
    de: 'Wählen Sie Verpackungen oder ein Projekt, nicht beides',
    fr: 'Choisissez des emballages ou un projet, pas les deux',
  },
  VERSION_NOT_A_NUMBER: {
    en: 'version must be a number',
    de: 'version muss eine Zahl sein',
    fr: 'version doit être un nombre',
  },
  LIMIT_NOT_A_WHOLE_NUMBER: {
    en: 'limit must be a whole number',
    de: 'limit muss eine ganze Zahl sein',
    fr: 'limit doit être un nombre entier',
  },
  LIMIT_OUT_OF_RANGE: {
    en: `limit must be between 1 and ${PAGE_LIMIT_MAX}`,
    de: `limit muss zwischen 1 und ${PAGE_LIMIT_MAX} liegen`,
    fr: `limit doit être compris entre 1 et ${PAGE_LIMIT_MAX}`,
  },

  // Texts of the services' own refusals, after the schemas passed (they name a field too).
  UNKNOWN_COMPANY: { en: 'Unknown company.', de: 'Unbekanntes Unternehmen.', fr: 'Entreprise inconnue.' },
  UNKNOWN_PROJECT: { en: 'Unknown project', de: 'Unbekanntes Projekt', fr: 'Projet inconnu' },
  UNKNOWN_TEMPLATE: { en: 'Unknown template', de: 'Unbekannte Vorlage', fr: 'Modèle inconnu' },
  NOTHING_TO_EXPORT: {
    en: 'There is no packaging to export.',
    de: 'Es gibt keine Verpackung zum Exportieren.',
    fr: "Il n'y a aucun emballage à exporter.",
  },
  EXPORT_SELECTION_EMPTY: {
    en: 'Choose at least one packaging',
    de: 'Wählen Sie mindestens eine Verpackung',
    fr: 'Choisissez au moins un emballage',
  },
  EXPORT_SELECTION_AND_PROJECT: {
    en: 'Export either the chosen packaging or a project, not both',
    de: 'Exportieren Sie entweder die gewählten Verpackungen oder ein Projekt, nicht beides',
    fr: 'Exportez soit les emballages choisis, soit un projet, pas les deux',
  },
  COMPONENTS_INCOMPLETE: {
    en: 'Complete every component (lookups and density) before assessing',
    de: 'Vervollständigen Sie vor der Bewertung jede Komponente (Auswahlfelder und Dichte)',
    fr: 'Complétez chaque composant (listes de choix et densité) avant l’évaluation',
  },
  // The import's own checks of a file (its rows are reported by sheet, row and column).
  IMPORT_FILE_EMPTY: {
    en: 'The file holds no packaging.',
    de: 'Die Datei enthält keine Verpackung.',
    fr: 'Le fichier ne contient aucun emballage.',
  },
  IMPORT_KEY_REQUIRED: {
    en: 'Key is required',
    de: 'Schlüssel ist erforderlich',
    fr: 'La clé est obligatoire',
  },
  IMPORT_KEY_USED_TWICE: {
    en: 'Key "{key}" is used twice',
    de: 'Der Schlüssel „{key}“ kommt zweimal vor',
    fr: 'La clé « {key} » est utilisée deux fois',
  },
  IMPORT_UNKNOWN_PACKAGING_KEY: {
    en: 'No packaging with key "{key}"',
    de: 'Keine Verpackung mit dem Schlüssel „{key}“',
    fr: 'Aucun emballage avec la clé « {key} »',
  },
  IMPORT_YES_OR_NO: { en: 'Use yes or no', de: 'Verwenden Sie ja oder nein', fr: 'Utilisez oui ou non' },
  IMPORT_TOO_MANY_COMPONENTS: {
    en: 'A packaging holds at most {maximum} components; this one has {count}',
    de: 'Eine Verpackung hat höchstens {maximum} Komponenten; diese hat {count}',
    fr: 'Un emballage compte au plus {maximum} composants ; celui-ci en a {count}',
  },
  // A lookup id the tenant does not have; the kind (material, colour…) is only in the English.
  UNKNOWN_LOOKUP: {
    en: 'Unknown {kind}: {id}',
    de: 'Unbekannter Eintrag: {id}',
    fr: 'Entrée inconnue : {id}',
  },
  TEMPLATE_REQUIRED: {
    en: 'Choose a template',
    de: 'Wählen Sie eine Vorlage',
    fr: 'Choisissez un modèle',
  },
} as const satisfies Record<FieldErrorCode, Localized>;

/** The code's message in a language, its `{name}` parameters filled in. */
export const fieldErrorText = (
  code: FieldErrorCode,
  language: Language,
  params: FieldErrorParams = {},
): string =>
  Object.entries(params).reduce<string>(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    localize(fieldErrorTexts[code], language),
  );
