import { describe, expect, it } from 'vitest';
import { parseCsv, parseSidecar, scanSide, sidecarRowFor, titleFromFileName } from './scan-files.js';

describe('scan file names and sidecars', () => {
  it('reads CSV with quotes, doubled quotes and commas inside fields', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
  });

  it('pairs a back with its front by the name without the back ending, in any case', () => {
    expect(scanSide('Kapellbruecke-1895.jpg')).toEqual({ side: 'front', key: 'kapellbruecke-1895' });
    expect(scanSide('kapellbruecke-1895_BACK.png')).toEqual({ side: 'back', key: 'kapellbruecke-1895' });
    expect(scanSide('musegg_rückseite.jpeg').side).toBe('back');
    expect(scanSide('feedback.jpg').side).toBe('front');
  });

  it('finds the sidecar row of a file by path or bare name, from CSV or JSON', () => {
    const csv = parseSidecar('file,title,date\nbox 2/Musegg.jpeg,Museggmauer,1920er\n', 'csv');
    expect(sidecarRowFor(csv, 'box 2/musegg.jpeg')?.title).toBe('Museggmauer');
    const json = parseSidecar('{"Musegg.jpeg": {"title": "Museggmauer"}}', 'json');
    expect(sidecarRowFor(json, 'box 2/musegg.jpeg')?.title).toBe('Museggmauer');
    expect(titleFromFileName('box 2/Bahnhof_Luzern-1912.jpg')).toBe('Bahnhof Luzern 1912');
  });
});
