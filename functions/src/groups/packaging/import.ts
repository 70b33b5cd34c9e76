import { XLSX_CONTENT_TYPE, type Routes } from '@recyclens/shared';
import { file, json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { importPackages as runImport, importTemplate as template } from '../../services/import-packages';

export const importTemplate: Operation<Routes['importTemplate']> = async ({ caller }) =>
  file(await template(caller.user.language), XLSX_CONTENT_TYPE, {
    'content-disposition': 'attachment; filename="recyclens-import-template.xlsx"',
  });

export const importPackages: Operation<Routes['importPackages']> = async ({ caller, file: upload, logger }) =>
  json(await runImport(caller, upload, logger));
