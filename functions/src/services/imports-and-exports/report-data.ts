import {
  componentPpwrFieldsOf,
  contentLanguageOf,
  localize,
  ppwrFieldsOf,
  type ContentLanguage,
  type Language,
  type Localized,
} from '@recyclens/shared';
import { formatFinding, streams } from '../../assessment';
import { getClientProfile } from '../../data/repositories/clients';
import type { PackageItem, StoredComponent } from '../../data/repositories/packages';
import { mapLimited } from '../../data/map-limited';
import { isMainResult, resultsPage, type ResultItem } from '../../data/repositories/package-results';
import type { Source } from '../../assessment/types';
import type {
  ReportComponent,
  ReportFinding,
  ReportPackage,
  ReportResult,
  ReportTenant,
} from '../../reports/types';
import { getObject } from '../../storage/objects';
import { lookupsFor } from '../packaging/lookups';

/** The tenant as reports show it: name, colours and logo. */
export const reportTenant = async (clientId: string): Promise<ReportTenant> => {
  const profile = await getClientProfile(clientId);
  const logo = profile?.client.logoPath ? await getObject('uploads', profile.client.logoPath) : undefined;
  const logoType =
    logo?.contentType === 'image/png' || logo?.contentType === 'image/jpeg' ? logo.contentType : undefined;
  return {
    name: profile?.client.name ?? 'Recyclens',
    primaryColor: profile?.client.theme.primaryColor ?? '#000000',
    secondaryColor: profile?.client.theme.secondaryColor ?? '#737373',
    ...(logo && logoType ? { logo: { bytes: logo.bytes, contentType: logoType } } : {}),
  };
};

type Lookups = Awaited<ReturnType<typeof lookupsFor>>;
type NameOf = (kind: keyof Lookups, id: string | null | undefined) => string;
type ReportResultItem = Pick<
  ResultItem,
  | 'countryId'
  | 'grade'
  | 'score'
  | 'stream'
  | 'methodology'
  | 'methodVersion'
  | 'createdAt'
  | 'findings'
  | 'componentNames'
>;

/** Names of lookups in the reader's language; an id no longer in the catalog shows as itself. */
export const lookupNamer = async (language: Language): Promise<NameOf> => {
  const lookups = await lookupsFor(language);
  return (kind, id) => (id ? (lookups[kind].find((entry) => entry.id === id)?.name ?? id) : '');
};

/** A stored component as a report shows it: lookup names, not ids. */
export const reportComponent = (nameOf: NameOf, component: StoredComponent): ReportComponent => ({
  name: component.name,
  type: nameOf('type', component.typeId),
  family: nameOf('family', component.familyId),
  material: nameOf('material', component.materialId),
  filler: nameOf('filler', component.fillerId),
  adhesive: nameOf('adhesive', component.adhesiveId),
  color: nameOf('color', component.colorId),
  densityFrom: component.densityFrom ?? null,
  densityTo: component.densityTo ?? null,
  weight: component.weight ?? null,
  ncLinksUsed: component.ncLinksUsed ?? null,
  layers: (component.constituents ?? []).map((layer) => ({
    role: nameOf('constituentRole', layer.role),
    material: nameOf('material', layer.materialId),
    weight: layer.weight,
    blend: (layer.blend ?? []).map((part) => ({
      material: nameOf('material', part.materialId),
      share: part.share,
    })),
  })),
  ppwr: componentPpwrFieldsOf(component),
});

const methodName: Localized = {
  en: 'Recyclens assessment method',
  de: 'Recyclens-Bewertungsmethode',
  fr: 'Méthode d’évaluation Recyclens',
};

/**
 * A finding's source as a reader can follow it: a published guideline by its name, edition and
 * address; the method's own steps by the method's name and version, never a file of ours (results
 * stored earlier named one, such as docs/assessment.md).
 */
const readerSource = (source: Source, lang: ContentLanguage): ReportFinding['source'] => {
  if (source.id === 'recyclens') return { name: localize(methodName, lang), version: source.version };
  const { id: _id, ...cited } = source;
  return cited;
};

/** A stored result as a report shows it, its findings written out in the reader's language. */
export const reportResult = (
  nameOf: NameOf,
  language: Language,
  result: ReportResultItem,
  outdated: boolean,
): ReportResult => {
  const lang = contentLanguageOf(language);
  return {
    country: nameOf('country', result.countryId),
    grade: result.grade,
    score: result.score,
    stream: result.stream
      ? (streams.find((stream) => stream.id === result.stream)?.names[lang] ?? result.stream)
      : null,
    methodology: result.methodology,
    methodVersion: result.methodVersion,
    assessedAt: result.createdAt,
    outdated,
    findings: result.findings.map((finding) => ({
      componentName:
        finding.componentIndex === null ? null : (result.componentNames[finding.componentIndex] ?? null),
      rating: finding.rating,
      message: formatFinding(finding, lang),
      ruleId: finding.ruleId,
      source: readerSource(finding.source, lang),
    })),
  };
};

/** Below the AWS client's 50 sockets, so other calls of the job are not queued behind these. */
const REPORT_READS_IN_FLIGHT = 32;

/**
 * Maps stored packaging onto the renderers' plain input: lookup names in the reader's language,
 * and the newest result per country with its findings written out.
 */
export const reportPackagesFor = async (
  packages: PackageItem[],
  language: Language,
): Promise<ReportPackage[]> => {
  const nameOf = await lookupNamer(language);
  return mapLimited(packages, REPORT_READS_IN_FLIGHT, async (pkg) => {
    // Only an assessment writes results, and it stamps lastAssessedAt: a large export of mostly
    // unassessed packaging skips a query per row.
    const history = pkg.lastAssessedAt ? await resultsPage(pkg, { limit: 50 }) : { items: [] };
    const newest = new Map<string, ResultItem>();
    for (const result of history.items.filter(isMainResult))
      if (!newest.has(result.countryId)) newest.set(result.countryId, result);
    return {
      id: pkg.id,
      name: pkg.name,
      description: pkg.description,
      category: pkg.categoryId ? nameOf('category', pkg.categoryId) : null,
      project: pkg.projectName,
      draft: pkg.draft,
      ppwr: ppwrFieldsOf(pkg),
      unitsPlaced: pkg.unitsPlaced ?? [],
      components: pkg.components.map((component) => reportComponent(nameOf, component)),
      results: [...newest.values()].map((result) =>
        reportResult(nameOf, language, result, result.createdAt < pkg.contentUpdatedAt),
      ),
    };
  });
};
