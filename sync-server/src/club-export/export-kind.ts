import type { Db } from '../db/database';
import type { ExportTable } from '../db/queries/club-export';

/** One file of the club export: which table it pages through, its columns (README text included). */
export type Column = { name: string; column: string; about: string };

export type Kind = {
  file: string;
  table: ExportTable;
  about: string;
  columns: Column[];
  /** The table's columns to read, when they are not the columns written (a kind that derives them). */
  reads?: string[];
  /** Turns one page of rows read into the rows written; runs once a page, so a kind may look up what it needs for the page in one query. */
  derive?: (db: Db, page: Record<string, unknown>[], at: Date) => Promise<Record<string, unknown>[]>;
};

export const col = (name: string, column: string, about: string): Column => ({ name, column, about });
