import ExcelJS from 'exceljs';
import type { useApi } from './api';

type Call = ReturnType<typeof useApi>;

/** An export job as GET /exports/{id} answers it, as far as the export tests read it. */
export type ExportJobAnswer = {
  id: string;
  status: string;
  total?: number;
  done?: number;
  download: { url: string; expiresAt?: string } | null;
  code?: string;
  fields?: Record<string, string>;
};

/** Polls an export job until it is done or failed (a minute at the most). */
export const waitForExport = async (call: Call, id: string, token: string): Promise<ExportJobAnswer> => {
  for (let i = 0; i < 600; i++) {
    const job = (await call<ExportJobAnswer>('GET', `/exports/${id}`, { token })).body;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('export did not finish');
};

/** The packaging names of a finished XLSX export, row by row, as a spreadsheet reads them. */
export const exportedNames = async (job: ExportJobAnswer): Promise<string[]> => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await (await fetch(job.download?.url ?? '')).arrayBuffer());
  const names: string[] = [];
  book.worksheets[0]?.eachRow((row, index) => {
    if (index > 1) names.push(String(row.getCell(1).value));
  });
  return names;
};
