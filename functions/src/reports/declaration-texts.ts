import type { Localized } from '@recyclens/shared';

/**
 * The words of the draft declaration of conformity and its technical documentation (issue 34 §4),
 * in the order of the EU declaration model of Regulation (EU) 2025/40 (docs/ppwr.md).
 */
export const declarationTexts = {
  draft: { en: 'DRAFT', de: 'ENTWURF', fr: 'PROJET' },
  draftNote: {
    en: 'Prepared from the data held in Recyclens; to be checked, completed and signed by the manufacturer before use.',
    de: 'Aus den in Recyclens erfassten Daten erstellt; vor Verwendung vom Hersteller zu prüfen, zu ergänzen und zu unterzeichnen.',
    fr: 'Établi à partir des données saisies dans Recyclens ; à vérifier, compléter et signer par le fabricant avant usage.',
  },
  title: {
    en: 'EU declaration of conformity',
    de: 'EU-Konformitätserklärung',
    fr: 'Déclaration UE de conformité',
  },
  identification: {
    en: '1. Packaging (unique identification)',
    de: '1. Verpackung (eindeutige Kennung)',
    fr: '1. Emballage (identification unique)',
  },
  manufacturer: {
    en: '2. Name and address of the manufacturer',
    de: '2. Name und Anschrift des Herstellers',
    fr: '2. Nom et adresse du fabricant',
  },
  address: { en: 'Address', de: 'Anschrift', fr: 'Adresse' },
  notRecorded: {
    en: 'not recorded in Recyclens, to be completed by the manufacturer',
    de: 'in Recyclens nicht erfasst, vom Hersteller zu ergänzen',
    fr: 'non enregistrée dans Recyclens, à compléter par le fabricant',
  },
  representative: {
    en: 'Authorised representative, where applicable',
    de: 'Bevollmächtigter, falls zutreffend',
    fr: 'Mandataire, le cas échéant',
  },
  responsibility: {
    en: '3. This declaration of conformity is issued under the sole responsibility of the manufacturer.',
    de: '3. Die alleinige Verantwortung für die Ausstellung dieser Konformitätserklärung trägt der Hersteller.',
    fr: '3. La présente déclaration de conformité est établie sous la seule responsabilité du fabricant.',
  },
  object: {
    en: '4. Object of the declaration',
    de: '4. Gegenstand der Erklärung',
    fr: '4. Objet de la déclaration',
  },
  conformity: {
    en: '5. The object of the declaration described above is in conformity with Regulation (EU) 2025/40 on packaging and packaging waste.',
    de: '5. Der oben beschriebene Gegenstand der Erklärung erfüllt die Verordnung (EU) 2025/40 über Verpackungen und Verpackungsabfälle.',
    fr: "5. L'objet de la déclaration décrit ci-dessus est conforme au règlement (UE) 2025/40 relatif aux emballages et aux déchets d'emballages.",
  },
  references: {
    en: '6. Rules and specifications applied',
    de: '6. Angewandte Vorschriften und Spezifikationen',
    fr: '6. Règles et spécifications appliquées',
  },
  ruleSet: { en: 'Rule set', de: 'Regelwerk', fr: 'Jeu de règles' },
  fingerprint: { en: 'Fingerprint', de: 'Prüfsumme', fr: 'Empreinte' },
  notifiedBody: {
    en: '7. Where applicable, the notified body (name, address, number), what it performed and the certificate(s) it issued',
    de: '7. Gegebenenfalls die notifizierte Stelle (Name, Anschrift, Kennnummer), ihre Tätigkeit und die von ihr ausgestellte(n) Bescheinigung(en)',
    fr: "7. Le cas échéant, l'organisme notifié (nom, adresse, numéro), son intervention et le ou les certificats délivrés",
  },
  additionalInformation: {
    en: '8. Additional information',
    de: '8. Zusatzangaben',
    fr: '8. Informations complémentaires',
  },
  signed: {
    en: 'Signed for and on behalf of the manufacturer',
    de: 'Unterzeichnet für und im Namen des Herstellers',
    fr: 'Signé par et au nom du fabricant',
  },
  placeAndDate: { en: 'Place and date of issue', de: 'Ort und Datum der Ausstellung', fr: 'Lieu et date' },
  nameAndFunction: { en: 'Name, function', de: 'Name, Funktion', fr: 'Nom, fonction' },
  signature: { en: 'Signature', de: 'Unterschrift', fr: 'Signature' },
  technicalFile: {
    en: 'Technical documentation',
    de: 'Technische Dokumentation',
    fr: 'Documentation technique',
  },
  description: {
    en: 'Description and intended use',
    de: 'Beschreibung und Verwendungszweck',
    fr: 'Description et usage prévu',
  },
  name: { en: 'Name', de: 'Name', fr: 'Nom' },
  category: { en: 'Category', de: 'Kategorie', fr: 'Catégorie' },
  packagingData: {
    en: 'PPWR packaging data',
    de: 'PPWR-Verpackungsdaten',
    fr: 'Données PPWR de l’emballage',
  },
  unknown: { en: 'unknown', de: 'unbekannt', fr: 'inconnu' },
  components: {
    en: 'Components and materials',
    de: 'Komponenten und Materialien',
    fr: 'Composants et matériaux',
  },
  layers: { en: 'Layers', de: 'Schichten', fr: 'Couches' },
  checks: {
    en: 'PPWR requirements checked',
    de: 'Geprüfte PPWR-Anforderungen',
    fr: 'Exigences PPWR vérifiées',
  },
  missing: { en: 'Missing', de: 'Fehlt', fr: 'Manque' },
  results: {
    en: 'Recyclability results (latest per country)',
    de: 'Recyclingfähigkeitsergebnisse (jeweils neuestes je Land)',
    fr: 'Résultats de recyclabilité (le plus récent par pays)',
  },
  noResults: { en: 'No results yet.', de: 'Noch keine Ergebnisse.', fr: 'Pas encore de résultats.' },
  methodVersion: { en: 'method version', de: 'Methodenversion', fr: 'version de la méthode' },
  documents: { en: 'Documents', de: 'Dokumente', fr: 'Documents' },
  noDocuments: {
    en: 'No documents stored.',
    de: 'Keine Dokumente hinterlegt.',
    fr: 'Aucun document enregistré.',
  },
  expires: { en: 'expires', de: 'läuft ab', fr: 'expire le' },
  horizons: {
    today: { en: 'Today', de: 'Heute', fr: "Aujourd'hui" },
    by2030: { en: '2030', de: '2030', fr: '2030' },
    by2038: { en: '2038', de: '2038', fr: '2038' },
  },
  statuses: {
    met: { en: 'met', de: 'erfüllt', fr: 'satisfaite' },
    not_met: { en: 'not met', de: 'nicht erfüllt', fr: 'non satisfaite' },
    evidence_missing: { en: 'evidence missing', de: 'Nachweis fehlt', fr: 'preuve manquante' },
    not_applicable: { en: 'not applicable', de: 'nicht anwendbar', fr: 'non applicable' },
    applies_from: { en: 'applies from', de: 'gilt ab', fr: "s'applique à partir du" },
  },
  evidenceKinds: {
    supplier_declaration: {
      en: 'supplier declaration',
      de: 'Lieferantenerklärung',
      fr: 'déclaration du fournisseur',
    },
    test_report: { en: 'test report', de: 'Prüfbericht', fr: "rapport d'essai" },
    certificate: { en: 'certificate', de: 'Zertifikat', fr: 'certificat' },
    drawing: { en: 'drawing', de: 'Zeichnung', fr: 'plan' },
    minimisation_justification: {
      en: 'minimisation justification',
      de: 'Begründung der Minimierung',
      fr: 'justification de la minimisation',
    },
    other: { en: 'other document', de: 'anderes Dokument', fr: 'autre document' },
  },
} as const satisfies Record<string, Localized | Record<string, Localized>>;
