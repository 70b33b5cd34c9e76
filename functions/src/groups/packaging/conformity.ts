import { PDF_CONTENT_TYPE, type Routes } from '@recyclens/shared';
import { file, json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { packagingConformity } from '../../services/packaging/packaging-conformity';

// The PDF renderer serves the declaration only: loaded on first use.
const declarationService = () => import('../../services/packaging/packaging-declaration');

export const packageConformity: Operation<Routes['packageConformity']> = async ({ caller, params, query }) =>
  json(await packagingConformity(caller, params.packageId, query));

export const packageDeclaration: Operation<Routes['packageDeclaration']> = async ({
  caller,
  params,
  query,
}) => {
  const { packagingDeclaration } = await declarationService();
  const bytes = await packagingDeclaration(caller, params.packageId, query);
  return file(bytes, PDF_CONTENT_TYPE, {
    'content-disposition': `attachment; filename="recyclens-declaration-${params.packageId}-${query.language ?? caller.user.language.toLowerCase()}.pdf"`,
  });
};
