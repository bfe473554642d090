import { describe, expect, it } from 'vitest';
import { fileKey, forgetBatch, recalledBatch, rememberBatch, type UnfinishedBatch } from './unfinished-batch';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  };
}

const batch: UnfinishedBatch = {
  collectionId: 7,
  batchId: 'b3b1f0a2-5c1e-4b8e-9f4e-1a2b3c4d5e6f',
  startedAt: '2026-11-24T10:00:00.000Z',
  files: [{ name: 'kapelle.jpg', size: 1200, lastModified: 1 }],
  sidecar: { name: 'metadata.csv', text: 'file,title\nkapelle.jpg,Kapelle\n' },
};

describe('the batch remembered for resuming', () => {
  it('is recalled per collection until it is forgotten', () => {
    const storage = memoryStorage();
    rememberBatch(batch, storage);
    expect(recalledBatch(7, storage)).toEqual(batch);
    expect(recalledBatch(8, storage)).toBeNull();
    forgetBatch(7, storage);
    expect(recalledBatch(7, storage)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('retropics.scan-upload.7', '{not json');
    expect(recalledBatch(7, storage)).toBeNull();
  });

  it('knows a file again by name, size and date', () => {
    expect(fileKey({ name: 'a.jpg', size: 3, lastModified: 9 })).not.toBe(
      fileKey({ name: 'a.jpg', size: 4, lastModified: 9 }),
    );
  });
});
