/**
 * HTTP range requests (RFC 9110 §14) over a body of known size: what to answer to a `Range`
 * header. One range of bytes is served (`bytes=0-99`, `bytes=500-`, `bytes=-200`); a header that
 * is not understood, asks for several ranges or names another unit is ignored (the whole body,
 * as the RFC allows); `If-Range` with another validator also gets the whole body.
 */
export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function byteRange(
  headers: { range?: string | undefined; 'if-range'?: string | undefined },
  size: number,
  etag: string,
): RangeAnswer {
  const header = headers.range?.trim();
  if (!header) return { kind: 'whole' };
  const ifRange = headers['if-range']?.trim();
  // A strong validator is needed for If-Range: a weak tag or a date never matches here.
  if (ifRange !== undefined && (ifRange !== etag || etag.startsWith('W/'))) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
