/**
 * How a folder or a drop of scans names its files, shared by the import command and the browser
 * upload so that both pair and describe scans the same way.
 *
 * File names: every image is a photograph's front side, except a file whose name ends in
 * `_back`, `-back`, `_verso`, `-verso`, `_rueckseite` or `_rückseite` (any case) before the
 * extension: that is the back side of the file with the same name without that ending, e.g.
 * `kapellbruecke-1895.jpg` and `kapellbruecke-1895_back.jpg`.
 *
 * Sidecar: a CSV (header row) or JSON (array of objects, or an object keyed by file name) with
 * `file` (the front's name or path, required), `title`, `description`, `date` (as written:
 * '1921', 'ca. 1905', '3.5.1921'), `photographer`, `source`, `license`, `locale` (de, en, it).
 */

const BACK_SUFFIX = /[_-](back|verso|r(ue|ü)ckseite)$/i;
const EXTENSION = /\.[^./]*$/;

export type SidecarRow = {
  file: string;
  title?: string;
  description?: string;
  date?: string;
  photographer?: string;
  source?: string;
  license?: string;
  locale?: string;
};

/** The fields a sidecar row may give beside `file`. */
export const SIDECAR_FIELDS = [
  'title',
  'description',
  'date',
  'photographer',
  'source',
  'license',
  'locale',
] as const;

/**
 * Which side of which photograph a file is: `key` is the same for a front and its back (the name
 * without extension and back ending, lower case).
 */
export function scanSide(fileName: string): { side: 'front' | 'back'; key: string } {
  const stem = fileName.replace(EXTENSION, '');
  const isBack = BACK_SUFFIX.test(stem);
  return { side: isBack ? 'back' : 'front', key: stem.replace(BACK_SUFFIX, '').toLowerCase() };
}

/** A title for a photograph without one: the file name without folder, extension and separators. */
export function titleFromFileName(fileName: string) {
  return (fileName.split('/').pop() ?? fileName).replace(EXTENSION, '').replace(/[_-]+/g, ' ').trim();
}

/** A small RFC 4180 reader: quoted fields, doubled quotes, commas and line breaks inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i] as string;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((value) => value.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((value) => value.trim() !== '')) rows.push(row);
  return rows;
}

/**
 * The rows of a sidecar by lower-case file name (as written, with any folder). Throws a
 * SyntaxError for JSON that does not parse.
 */
export function parseSidecar(text: string, format: 'csv' | 'json'): Map<string, SidecarRow> {
  let entries: SidecarRow[];
  if (format === 'json') {
    const parsed = JSON.parse(text) as SidecarRow[] | Record<string, Omit<SidecarRow, 'file'>>;
    entries = Array.isArray(parsed)
      ? parsed
      : Object.entries(parsed).map(([key, value]) => ({ ...value, file: key }));
  } else {
    const [header, ...body] = parseCsv(text);
    const columns = (header ?? []).map((column) => column.trim().toLowerCase());
    entries = body.map(
      (values) =>
        Object.fromEntries(columns.map((column, i) => [column, values[i]?.trim() ?? ''])) as SidecarRow,
    );
  }
  const rows = new Map<string, SidecarRow>();
  for (const entry of entries) {
    if (entry && typeof entry.file === 'string' && entry.file)
      rows.set(entry.file.replaceAll('\\', '/').toLowerCase(), entry);
  }
  return rows;
}

/** The row for a file: by its path first, then by its bare name. */
export function sidecarRowFor(rows: Map<string, SidecarRow>, filePath: string): SidecarRow | undefined {
  const lower = filePath.replaceAll('\\', '/').toLowerCase();
  return rows.get(lower) ?? rows.get(lower.split('/').pop() ?? lower);
}
