import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarise } from '../../import.command.js';
import { solidPng, twoToneJpeg } from '../../test/media-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { importFolder, planImport } from './folder-import.service.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(path.join(os.tmpdir(), 'retropics-import-'));
  await mkdir(path.join(folder, 'box 2'));
  await writeFile(path.join(folder, 'kapellbruecke-1895.jpg'), await twoToneJpeg(300, 200));
  await writeFile(path.join(folder, 'kapellbruecke-1895_back.png'), await solidPng(300, 200));
  await writeFile(
    path.join(folder, 'Bahnhof_Luzern.jpg'),
    await twoToneJpeg(240, 160, { date: '1912:07:01 09:00:00' }),
  );
  await writeFile(path.join(folder, 'box 2', 'musegg.jpeg'), await twoToneJpeg(200, 200));
  await writeFile(path.join(folder, 'broken.jpg'), Buffer.from('not a picture at all'));
  await writeFile(path.join(folder, 'lonely_verso.jpg'), await twoToneJpeg(100, 100));
  await writeFile(
    path.join(folder, 'metadata.csv'),
    'file,title,description,date,photographer\n' +
      'kapellbruecke-1895.jpg,Kapellbrücke mit Wasserturm,"Die Brücke, der Turm und ""die"" Reuss",ca. 1895,Unbekannt\n' +
      'box 2/musegg.jpeg,Museggmauer,,1920er,\n',
  );
});
afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('import of a folder of scans', () => {
  it('pairs fronts and backs by file name and attaches the sidecar', async () => {
    const { items, orphanBacks } = await planImport(folder);
    expect(items.map((i) => [i.front, i.back])).toEqual([
      ['Bahnhof_Luzern.jpg', null],
      ['box 2/musegg.jpeg', null],
      ['broken.jpg', null],
      ['kapellbruecke-1895.jpg', 'kapellbruecke-1895_back.png'],
    ]);
    expect(orphanBacks).toEqual(['lonely_verso.jpg']);
    expect(items.find((i) => i.front === 'box 2/musegg.jpeg')?.meta?.title).toBe('Museggmauer');
  });

  it('imports what it can, refuses the rest with reasons, and resumes without duplicates', async () => {
    const collections = (await t.app.inject({ url: '/photograph_collections?itemsPerPage=1000' })).json()[
      'hydra:member'
    ] as Array<{ id: number; photographsCount: number }>;
    const collection = collections[0] as { id: number; photographsCount: number };
    const progress: number[] = [];
    const outcomes = await importFolder(t.app.media, t.db, {
      folder,
      collectionId: collection.id,
      progress: (done) => progress.push(done),
    });
    expect(progress).toEqual([1, 2, 3, 4]);
    const summary = summarise(outcomes);
    expect(summary).toMatchObject({ imported: 3, skipped: 0, refused: 2 });
    expect(summary.text).toContain('refused broken.jpg: Only JPEG, PNG and GIF images can be uploaded.');
    expect(summary.text).toContain('refused lonely_verso.jpg: back side without a front side');

    const byName = async (id: number) => (await t.app.inject({ url: `/photographs/${id}` })).json();
    const imported = outcomes.filter((o) => o.status === 'imported') as Array<{
      file: string;
      photographId: number;
    }>;
    const kapell = await byName(
      imported.find((o) => o.file === 'kapellbruecke-1895.jpg')?.photographId as number,
    );
    expect(kapell).toMatchObject({
      dateText: 'ca. 1895',
      fromYear: 1890,
      toYear: 1900,
      backSize: [300, 200],
    });
    expect(kapell.translations[0]).toMatchObject({
      name: 'Kapellbrücke mit Wasserturm',
      description: 'Die Brücke, der Turm und "die" Reuss',
    });
    const bahnhof = await byName(
      imported.find((o) => o.file === 'Bahnhof_Luzern.jpg')?.photographId as number,
    );
    expect(bahnhof).toMatchObject({ dateText: '1912-07-01', fromYear: 1912 });
    expect(bahnhof.translations[0].name).toBe('Bahnhof Luzern');

    // Interrupted or not, a second run adds nothing twice.
    const again = summarise(await importFolder(t.app.media, t.db, { folder, collectionId: collection.id }));
    expect(again).toMatchObject({ imported: 0, skipped: 3, refused: 2 });
    const after = (await t.app.inject({ url: `/photograph_collections/${collection.id}` })).json();
    expect(after.photographsCount).toBe(collection.photographsCount + 3);
  });
});
