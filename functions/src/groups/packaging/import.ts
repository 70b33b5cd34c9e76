import { XLSX_CONTENT_TYPE, type Routes } from '@recyclens/shared';
import { file, json } from '../../http/reply';
import type { Operation } from '../../http/types';

// Reading, validating and writing workbooks serves these routes only: loaded on the first of them.
const importService = () => import('../../services/imports-and-exports/import-packages');

export const importTemplate: Operation<Routes['importTemplate']> = async ({ caller }) => {
  const { importTemplate: template } = await importService();
  return file(await template(caller.user.language), XLSX_CONTENT_TYPE, {
    'content-disposition': 'attachment; filename="recyclens-import-template.xlsx"',
  });
};

export const importPackages: Operation<Routes['importPackages']> = async ({
  caller,
  file: upload,
  logger,
}) => {
  const { importPackages: runImport } = await importService();
  return json(await runImport(caller, upload, logger));
};
