import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  RATIO_FLOOR_BYTES,
  TableGuard,
  TableLimitError,
  type TableLimits,
  type TableRow,
} from './table-limits';

/**
 * The first worksheet of an xlsx file, row by row, read as a stream: the zip's parts are inflated chunk by chunk
 * (yauzl, which also refuses a part that inflates past the size its header declares) and parsed as they come
 * (saxes, which expands no entities of a DTD). Inflated bytes and the compression ratio are counted before each
 * chunk is parsed; rows, columns, cell lengths and the clock as each cell and row ends. Only the shared texts are
 * kept whole, within the inflated-bytes budget.
 */
export async function xlsxRows(content: Buffer, limits: TableLimits, onRow: (row: TableRow) => void) {
  const guard = new TableGuard(limits);
  const zip = await open(content);
  try {
    const entries = await entriesOf(zip, guard);
    const budget = { left: limits.uncompressedBytes };
    const part = (name: string, parser: Xml) => readPart(zip, entries.get(name), parser, budget, guard);
    const { sheet, sharedStrings } = await firstSheetPaths(part);
    const strings = entries.has(sharedStrings) ? await sharedStringsOf(sharedStrings, part) : [];
    const sheetPath = entries.has(sheet) ? sheet : [...entries.keys()].find((n) => WORKSHEET.test(n));
    if (!sheetPath) return;
    await part(sheetPath, sheetParser(strings, guard, onRow));
  } finally {
    zip.close();
  }
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

const open = (content: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );

/** The zip's directory (no content is inflated here), by path without a leading slash. */
function entriesOf(zip: ZipFile, guard: TableGuard) {
  return new Promise<Map<string, Entry>>((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      try {
        guard.clock();
      } catch (err) {
        reject(err);
        return;
      }
      entries.set(entry.fileName.replace(/^\//, ''), entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Inflates one part into `parser`, refusing it as soon as it passes the budget or the ratio. */
async function readPart(
  zip: ZipFile,
  entry: Entry | undefined,
  parser: Xml,
  budget: { left: number },
  guard: TableGuard,
) {
  if (!entry) return;
  const { uncompressedSize: declared, compressedSize } = entry;
  const ratio = guard.limits.compressionRatio;
  // A part that says it is too big is refused before anything is inflated; one that lies is caught below.
  if (declared > budget.left) throw new TableLimitError('uncompressedBytes');
  if (declared > RATIO_FLOOR_BYTES && declared > ratio * compressedSize)
    throw new TableLimitError('compressionRatio');
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
  );
  const decoder = new TextDecoder('utf-8');
  let inflated = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    inflated += chunk.length;
    budget.left -= chunk.length;
    if (budget.left < 0) throw new TableLimitError('uncompressedBytes');
    if (inflated > RATIO_FLOOR_BYTES && inflated > ratio * compressedSize)
      throw new TableLimitError('compressionRatio');
    guard.clock();
    parser.write(decoder.decode(chunk, { stream: true }));
  }
  parser.write(decoder.decode());
  parser.close();
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
type Xml = SaxesParser<{ position: false; xmlns: false }>;
const parser = (): Xml => new SaxesParser({ position: false, xmlns: false });

/** The first sheet's part and the shared texts' part, from the workbook and its relationships. */
async function firstSheetPaths(part: (name: string, p: Xml) => Promise<void>) {
  let sheetRel: string | undefined;
  const workbook = parser();
  workbook.on('opentag', (tag: SaxesTagPlain) => {
    if (sheetRel === undefined && localName(tag.name) === 'sheet') {
      const id = Object.entries(tag.attributes).find(([k]) => k !== 'id' && localName(k) === 'id');
      sheetRel = id ? String(id[1]) : '';
    }
  });
  await part('xl/workbook.xml', workbook);
  const targets = new Map<string, string>();
  let sharedStrings = 'xl/sharedStrings.xml';
  const rels = parser();
  rels.on('opentag', (tag: SaxesTagPlain) => {
    if (localName(tag.name) !== 'Relationship') return;
    const { Id, Target, Type } = tag.attributes as Record<string, string>;
    if (!Target) return;
    const path = Target.startsWith('/') ? Target.slice(1) : `xl/${Target.replace(/^\.\//, '')}`;
    if (Id) targets.set(Id, path);
    if (Type?.endsWith('/sharedStrings')) sharedStrings = path;
  });
  await part('xl/_rels/workbook.xml.rels', rels);
  return { sheet: targets.get(sheetRel ?? '') ?? 'xl/worksheets/sheet1.xml', sharedStrings };
}

/** The shared texts: each <si>'s <t> runs, without the phonetic guides (<rPh>). */
async function sharedStringsOf(name: string, part: (name: string, p: Xml) => Promise<void>) {
  const strings: string[] = [];
  let text: string | null = null;
  let inT = false;
  let inPhonetic = false;
  const p = parser();
  p.on('opentag', (tag: SaxesTagPlain) => {
    const n = localName(tag.name);
    if (n === 'si') text = '';
    else if (n === 'rPh') inPhonetic = true;
    else if (n === 't' && !inPhonetic) inT = true;
  });
  p.on('text', (t) => {
    if (inT && text !== null) text += t;
  });
  p.on('closetag', (tag: SaxesTagPlain) => {
    const n = localName(tag.name);
    if (n === 't') inT = false;
    else if (n === 'rPh') inPhonetic = false;
    else if (n === 'si') {
      strings.push(text ?? '');
      text = null;
    }
  });
  await part(name, p);
  return strings;
}

/** 'A' → 1, 'XFD' → 16384 (the letters of a cell reference such as XFD20000). */
function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + code - 64;
    if (n > 1e6) break;
  }
  return n;
}

/** The sheet's <row>s as rows of cell texts: shared, inline and formula-result texts, numbers and booleans. */
function sheetParser(strings: string[], guard: TableGuard, onRow: (row: TableRow) => void) {
  let cells: TableRow = [];
  let column = 0;
  let type = '';
  let text = '';
  let capture = false;
  let inPhonetic = false;
  const p = parser();
  p.on('opentag', (tag: SaxesTagPlain) => {
    const n = localName(tag.name);
    if (n === 'row') {
      cells = [];
      column = 0;
    } else if (n === 'c') {
      const ref = tag.attributes.r;
      column = typeof ref === 'string' && ref ? columnOf(ref) : column + 1;
      guard.column(column);
      type = String(tag.attributes.t ?? '');
      text = '';
    } else if (n === 'rPh') inPhonetic = true;
    else if (n === 'v' || (n === 't' && !inPhonetic)) capture = true;
  });
  p.on('text', (t) => {
    if (!capture) return;
    text += t;
    guard.cell(text);
  });
  p.on('closetag', (tag: SaxesTagPlain) => {
    const n = localName(tag.name);
    if (n === 'v' || n === 't') capture = false;
    else if (n === 'rPh') inPhonetic = false;
    else if (n === 'c') {
      const value = type === 's' ? (strings[Number(text)] ?? '') : type === 'e' ? '' : text;
      guard.cell(value);
      cells[column - 1] = value;
    } else if (n === 'row') {
      const row = Array.from(cells, (c) => c ?? '');
      guard.row(row);
      onRow(row);
    }
  });
  return p;
}
