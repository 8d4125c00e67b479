/**
 * What a table read from an uploaded file may hold; each limit is checked while the file is read, so memory and time
 * stop growing at the limit rather than after it. The values are the caller's (e.g. BULK_FILE_LIMITS).
 */
export type TableLimits = {
  /** Inflated bytes of the xlsx parts read, together. */
  uncompressedBytes: number;
  /** Inflated per compressed byte of one part, checked once the part has inflated past RATIO_FLOOR_BYTES. */
  compressionRatio: number;
  /** Rows with some text. */
  rows: number;
  /** The furthest column (1-based) a cell may be in. */
  columns: number;
  /** Characters in one cell. */
  cellChars: number;
  /** Reading time. */
  seconds: number;
};

/** Small parts (a workbook's own XML) compress well beyond any ratio a bomb needs: the ratio counts from here. */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

/** Which limit a file passed; `memory` is the worker's own heap, `unreadable` a file that is not what it says. */
export type TableProblem = keyof TableLimits | 'memory' | 'unreadable';

export class TableLimitError extends Error {
  constructor(readonly problem: TableProblem) {
    super(`table ${problem}`);
  }
}

/** A table as rows of cells (a row's missing cells are empty strings), read under `limits`. */
export type TableRow = string[];

/** Counts rows with text and checks each cell and the clock; used by the CSV and the xlsx readers alike. */
export class TableGuard {
  private readonly deadline: number;
  rows = 0;
  constructor(readonly limits: TableLimits) {
    this.deadline = Date.now() + limits.seconds * 1000;
  }
  column(index: number) {
    if (index > this.limits.columns) throw new TableLimitError('columns');
  }
  cell(text: string) {
    if (text.length > this.limits.cellChars) throw new TableLimitError('cellChars');
  }
  /** A finished row; rows without text do not count (spreadsheets keep formatted empty rows). */
  row(cells: TableRow) {
    this.clock();
    if (cells.some((c) => c.trim() !== '') && ++this.rows > this.limits.rows)
      throw new TableLimitError('rows');
  }
  clock() {
    if (Date.now() > this.deadline) throw new TableLimitError('seconds');
  }
}
