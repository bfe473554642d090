import { describe, expect, it } from 'vitest';
import {
  cropBytes,
  cropProblem,
  MENTION_MESSAGES,
  readNewMention,
  saveMentionFields,
  updateMentionBody,
} from './mention.contract.js';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const box = JSON.stringify({ x: 0.1, y: 0.2, width: 0.3, height: 0.4, degrees: 0 });

const problems = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('readNewMention', () => {
  it('reads an IRI or an id as a known person, anything else as a new name', () => {
    expect(readNewMention('/mentions/12')).toEqual({ kind: 'known', id: 12 });
    expect(readNewMention(' 7 ')).toEqual({ kind: 'known', id: 7 });
    expect(readNewMention(' Anna Huber ')).toEqual({ kind: 'new', name: 'Anna Huber' });
    expect(readNewMention('/people/3')).toEqual({ kind: 'new', name: '/people/3' });
  });
});

describe('the crop', () => {
  it('takes PNG and JPEG data URLs up to 2 MB', () => {
    expect(cropProblem(png)).toBeNull();
    expect(cropProblem('data:image/jpeg;base64,/9j/')).toBeNull();
    expect(cropProblem('data:image/gif;base64,R0lG')).toBe(MENTION_MESSAGES.cropFormat);
    expect(cropProblem('')).toBe(MENTION_MESSAGES.cropRequired);
    const justOver = `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 1).toString('base64')}`;
    expect(cropBytes(justOver)).toBe(2 * 1024 * 1024 + 1);
    expect(cropProblem(justOver)).toBe(MENTION_MESSAGES.cropSize);
    expect(
      cropProblem(`data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024).toString('base64')}`),
    ).toBeNull();
  });
});

describe('saveMentionFields', () => {
  it('reads the form as FormData sends it', () => {
    const result = saveMentionFields.safeParse({
      newMention: 'Anna Huber',
      cropperImage: png,
      newAlbumDescription: ' Urgrossmutter ',
      mother: '/mentions/2',
      father: '',
      category: '',
      photograph: '/photographs/3',
      box,
      isBackside: 'true',
      faceId: '',
    });
    expect(result.data).toEqual({
      newMention: { kind: 'new', name: 'Anna Huber' },
      cropperImage: png,
      newAlbumDescription: 'Urgrossmutter',
      mother: 2,
      photograph: 3,
      box: { x: 0.1, y: 0.2, width: 0.3, height: 0.4, degrees: 0 },
      isBackside: true,
      faceId: null,
    });
  });

  it("asks a new person's description with the spec's words, beside every other problem", () => {
    const result = saveMentionFields.safeParse({
      newMention: 'Anna',
      box: '{"x":0.9,"y":0,"width":0.5,"height":0.5,"degrees":0}',
    });
    expect(problems(result)).toEqual([
      ['cropperImage', MENTION_MESSAGES.cropRequired],
      ['photograph', MENTION_MESSAGES.photograph],
      [
        'box',
        'The marked area must lie inside the picture (x, y, width and height are fractions from 0 to 1)',
      ],
      ['newAlbumDescription', 'Description is required'],
    ]);
  });

  it('refuses one person as both parents, and family sent with a known person', () => {
    const common = { cropperImage: png, photograph: '3', box };
    expect(
      problems(
        saveMentionFields.safeParse({
          ...common,
          newMention: 'B',
          newAlbumDescription: 'x',
          mother: '2',
          father: '/mentions/2',
        }),
      ),
    ).toEqual([['father', MENTION_MESSAGES.parentsDiffer]]);
    expect(
      problems(saveMentionFields.safeParse({ ...common, newMention: '/mentions/4', father: '2' })),
    ).toEqual([['father', MENTION_MESSAGES.familyOfKnownPerson]]);
  });
});

describe('updateMentionBody', () => {
  it('refuses a person as their own parent', () => {
    expect(problems(updateMentionBody.safeParse({ id: '/mentions/3', mother: 3 }))).toEqual([
      ['mother', MENTION_MESSAGES.ownParent],
    ]);
  });

  it('keeps a cleared parent as null and what is left out as undefined', () => {
    expect(updateMentionBody.parse({ id: 3, father: null })).toEqual({ id: 3, father: null });
  });
});
