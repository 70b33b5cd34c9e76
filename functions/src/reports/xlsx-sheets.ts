import type ExcelJS from 'exceljs';

/**
 * A sheet of rows under a bold header that stays in view while scrolling: the shape of every
 * workbook we hand out to be read or filled in row by row (the import template, the EPR
 * declaration).
 */
export const addHeadedSheet = (
  workbook: ExcelJS.Workbook,
  name: string,
  columns: Partial<ExcelJS.Column>[],
): ExcelJS.Worksheet => {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  return sheet;
};
