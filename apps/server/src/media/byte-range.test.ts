import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.js';

const etag = '"abc"';
const ask = (range: string | undefined, ifRange?: string) =>
  byteRange({ range, 'if-range': ifRange }, 1000, etag);

describe('byteRange (RFC 9110 §14)', () => {
  it('serves one range: first-last, open end, suffix, an end past the body', () => {
    expect(ask('bytes=0-99')).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(ask('bytes=990-')).toEqual({ kind: 'partial', start: 990, end: 999 });
    expect(ask('bytes=-200')).toEqual({ kind: 'partial', start: 800, end: 999 });
    expect(ask('bytes=-5000')).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(ask('bytes=900-5000')).toEqual({ kind: 'partial', start: 900, end: 999 });
  });

  it('refuses what lies past the end with 416', () => {
    expect(ask('bytes=1000-')).toEqual({ kind: 'unsatisfiable' });
    expect(ask('bytes=2000-3000')).toEqual({ kind: 'unsatisfiable' });
    expect(ask('bytes=-0')).toEqual({ kind: 'unsatisfiable' });
  });

  it('answers the whole body to no header, nonsense, several ranges, another unit or a stale If-Range', () => {
    expect(ask(undefined)).toEqual({ kind: 'whole' });
    expect(ask('bytes=5-2')).toEqual({ kind: 'whole' });
    expect(ask('bytes=0-1,5-9')).toEqual({ kind: 'whole' });
    expect(ask('items=0-1')).toEqual({ kind: 'whole' });
    expect(ask('bytes=-')).toEqual({ kind: 'whole' });
    expect(ask('bytes=0-99', '"old"')).toEqual({ kind: 'whole' });
    expect(ask('bytes=0-99', etag)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });
});
