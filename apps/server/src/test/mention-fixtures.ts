import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../app.types.js';
import { buildCategory, type SignedIn } from './factories.js';
import { multipart } from './media-fixtures.js';

/** What the tests of people in the pictures send: a crop as the cropper makes it, and the form. */

export const personBox = { x: 0.2, y: 0.1, width: 0.3, height: 0.4, degrees: 0 };

/** A small portrait crop as a data URL, as the cropper gives it. */
export async function cropDataUrl(format: 'png' | 'jpeg' = 'png', size = 40) {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: '#a06040' } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

/** The multipart form of POST /saveMention, every value as text (FormData). */
export function saveMentionForm(fields: Record<string, unknown>) {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    text[key] = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  }
  return multipart([], text);
}

export async function postSaveMention(app: App, as: SignedIn | null, fields: Record<string, unknown>) {
  const form = saveMentionForm(fields);
  const response = await app.inject({
    method: 'POST',
    url: '/saveMention',
    payload: form.payload,
    headers: { ...form.headers, ...(as ? as.headers : {}) },
  });
  return { status: response.statusCode, body: response.body ? response.json() : {} };
}

/** A person as the mention calls answer them, as far as the tests read them. */
export type MentionAnswer = {
  '@id': string;
  id: number;
  name: string;
  description: string;
  imagePath: string | null;
  imagePaths: string[];
  mother: string | null;
  father: string | null;
  children: string[];
  album: string | null;
  photographs: string[];
  appearances: Array<{
    imagePath: string;
    photograph: string | null;
    comment: string | null;
    isBackside: boolean;
  }>;
  createdBy: string | null;
};

export type Violation = { propertyPath: string; message: string };

/** The violations of a 422 answer. */
export function violationsOf(response: { status: number; body: Record<string, unknown> }): Violation[] {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body['@type']).toBe('ConstraintViolationList');
  return response.body.violations as Violation[];
}

/** The archive's 'Person' comment category with the attributes the app fills in: name and album. */
export function buildPersonCategory(app: App) {
  const attributesDefinition = [
    { code: 'name', name: 'Name', type: 'Text' as const },
    { code: 'album', name: 'Album', type: 'AlbumLink' as const },
  ];
  return buildCategory(app, {
    name: 'Person',
    translations: [
      { locale: 'de', name: 'Person', attributesDefinition },
      { locale: 'en', name: 'Person', attributesDefinition },
    ],
  });
}
