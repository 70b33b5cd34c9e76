/** Pure report renderers for exports: data in, file bytes out (no storage, no AWS). */
export { renderPackageReportPdf, renderPackagesPdf } from './pdf-report';
export { renderSummaryXlsx, sortedCountries, writeSummaryXlsx } from './summary-xlsx';
export { renderEprDeclarationXlsx, unpricedCategory } from './epr-declaration-xlsx';
export type * from './types';
