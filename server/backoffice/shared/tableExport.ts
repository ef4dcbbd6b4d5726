import type { Response } from 'express';
import writeXlsxFile from 'write-excel-file/node';
import { formatDateTime } from '../../../engine/dates/formatDateTime';

/** What a table cell may hold: a date is written in China time, a yes/no in the staff's words. */
export type TableValue = string | number | boolean | Date | null | undefined;

/** A column: its heading in the staff's language and its value of a row. */
export interface TableColumn<Row> {
  title: string;
  value: (row: Row) => TableValue;
}

/** A table to export: its columns, rows, and the words for yes and no (是/否, Yes/No). */
export interface ExportTable<Row> {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  yes: string;
  no: string;
}

export type ExportFormat = 'csv' | 'xlsx';

/** A text a spreadsheet would take for a formula (= + - @, or a tab or return before one) gets a leading apostrophe. */
export const neutralised = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A cell as the staff read it: China time, 是/否, '' for nothing, formula characters neutralised; numbers stay numbers. */
export function cellOf(value: TableValue, words: { yes: string; no: string }): string | number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return neutralised(value ?? '');
}

const cellsOf = <Row>(table: ExportTable<Row>) => table.rows.map((row) => table.columns.map((column) => cellOf(column.value(row), table)));

/** The table as CSV (RFC 4180: every text quoted, CRLF), headed by the column titles. */
export function tableCsv<Row>(table: ExportTable<Row>): string {
  const quoted = (cell: string | number) => (typeof cell === 'number' ? String(cell) : `"${cell.replaceAll('"', '""')}"`);
  return [table.columns.map((column) => quoted(neutralised(column.title))), ...cellsOf(table).map((cells) => cells.map(quoted))].map((line) => line.join(',')).join('\r\n');
}

/** The table as an xlsx workbook of one sheet (write-excel-file): headings bold, texts as text cells, never formulas. */
export async function tableXlsx<Row>(table: ExportTable<Row>, sheet: string): Promise<Buffer> {
  const heading = table.columns.map((column) => ({ value: column.title, fontWeight: 'bold' as const }));
  const body = cellsOf(table).map((cells) => cells.map((cell) => (typeof cell === 'number' ? { value: cell, type: Number } : { value: cell, type: String })));
  const widths = table.columns.map((column) => ({ width: Math.max(10, Math.min(40, column.title.length * 2 + 4)) }));
  return writeXlsxFile([heading, ...body], { sheet: sheet.slice(0, 31), columns: widths }).toBuffer();
}

const TYPES: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/**
 * Answers the table as a download named `name`.csv or .xlsx. The CSV starts with a byte-order mark
 * so spreadsheet programs read Chinese as UTF-8.
 */
export async function sendTable<Row>(res: Response, format: ExportFormat, name: string, table: ExportTable<Row>, sheet = name): Promise<void> {
  res.setHeader('Content-Type', TYPES[format]);
  res.setHeader('Content-Disposition', `attachment; filename="${name}.${format}"`);
  res.send(format === 'csv' ? `\uFEFF${tableCsv(table)}` : await tableXlsx(table, sheet));
}
