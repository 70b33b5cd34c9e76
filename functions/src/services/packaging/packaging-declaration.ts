import {
  contentLanguageOf,
  type ContentLanguage,
  type Language,
  type RouteQuery,
  type Routes,
} from '@recyclens/shared';
import { getCompanies } from '../../data/repositories/companies';
import { documentsOfPackage } from '../../data/repositories/evidence-documents';
import type { Caller } from '../../http/caller';
import { renderDeclarationPdf } from '../../reports/declaration-pdf';
import { lookupNamer } from '../imports-and-exports/report-data';
import { requirePackage } from './package-access';
import { conformityOfPackage } from './packaging-conformity';

/** The reader language the rules' notes are written in, for each language a declaration is made in. */
const readerLanguage = { en: 'EN', de: 'DE', fr: 'FR' } as const satisfies Record<ContentLanguage, Language>;

/**
 * GET /packages/{packageId}/declaration.pdf: the draft EU declaration of conformity with its
 * technical documentation (issue 34 §4, docs/ppwr.md). Dated the day of the packaging version (or
 * `asOf`), never the clock, so the same version, rules and language give the same file.
 */
export const packagingDeclaration = async (
  caller: Caller,
  packageId: string,
  query: RouteQuery<Routes['packageDeclaration']>,
): Promise<Buffer> => {
  const pkg = await requirePackage(caller, packageId);
  const language = query.language ?? contentLanguageOf(caller.user.language);
  const reader = readerLanguage[language];
  const issuedOn = query.asOf ?? pkg.contentUpdatedAt.slice(0, 10);
  const owner = { clientId: pkg.clientId, companyId: pkg.companyId, packageId: pkg.id };
  const [documents, nameOf, [company]] = await Promise.all([
    documentsOfPackage(owner),
    lookupNamer(reader),
    getCompanies(pkg.clientId, [pkg.companyId]),
  ]);
  const componentName = (id: string | null) =>
    pkg.components.find((component) => component.id === id)?.name ?? null;
  return renderDeclarationPdf(
    {
      packageId: pkg.id,
      packageVersion: pkg.version,
      name: pkg.name,
      description: pkg.description,
      category: pkg.categoryId ? nameOf('category', pkg.categoryId) : null,
      manufacturer: company?.name ?? '',
      manufacturerAddress: company?.postalAddress ?? null,
      ppwrFields: pkg,
      components: pkg.components.map((component) => ({
        name: component.name,
        material: nameOf('material', component.materialId),
        weight: component.weight ?? null,
        layers: (component.constituents ?? []).map((layer) => ({
          role: layer.role,
          material: nameOf('material', layer.materialId),
          weight: layer.weight,
        })),
      })),
      // Sorted by country, so the order never depends on how the map was stored.
      results: Object.entries(pkg.grades ?? {})
        .sort(([a], [b]) => a.localeCompare(b, 'en'))
        .map(([countryId, grade]) => ({
          country: nameOf('country', countryId),
          grade,
          methodVersion: pkg.assessedWith?.[countryId]?.methodVersion ?? null,
        })),
      documents: documents.map((document) => ({
        kind: document.kind,
        component: componentName(document.componentId),
        expiresOn: document.expiresOn,
      })),
      conformity: conformityOfPackage(pkg, documents, issuedOn, reader),
    },
    language,
    issuedOn,
  );
};
