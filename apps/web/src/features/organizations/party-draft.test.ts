import { ORGANIZATION_MESSAGES } from '@retropics/domain/contracts/organization.contract';
import { describe, expect, it } from 'vitest';
import de from '../../locales/de/organizations.json';
import en from '../../locales/en/organizations.json';
import { draftOf, LOGO_UPLOAD_MESSAGES, partyBody, partyMessageKey } from './party-draft';

const blank = draftOf();

/** The text a dotted key names in a locale file, or undefined. */
function textOf(texts: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
}

describe('organization and sponsor drafts', () => {
  it('starts empty, or from the saved record with its logo to preview', () => {
    expect(blank).toEqual({ name: '', text: '', url: '', logo: null });
    expect(
      draftOf({
        name: 'Stadtarchiv Luzern',
        text: '<p>Seit 1890</p>',
        url: null,
        logo: 'logo-ab12.png',
        logoUrl: '/media/logos/logo-ab12.png',
      }),
    ).toEqual({
      name: 'Stadtarchiv Luzern',
      text: '<p>Seit 1890</p>',
      url: '',
      logo: { filePath: 'logo-ab12.png', previewUrl: '/media/logos/logo-ab12.png' },
    });
  });

  it('sends an organization trimmed, with no link as null and the uploaded logo by its filePath', () => {
    const checked = partyBody('organizations', {
      name: '  Heimatverein Bozen ',
      text: '<p>Fotos aus dem Dorf</p>',
      url: '  ',
      logo: { filePath: 'logo-1.png', previewUrl: '/media/logos/logo-1.png' },
    });
    expect(checked.body).toEqual({
      name: 'Heimatverein Bozen',
      text: '<p>Fotos aus dem Dorf</p>',
      url: null,
      logo: 'logo-1.png',
    });
  });

  it('sends a sponsor without text, even when the draft holds one', () => {
    const checked = partyBody('sponsors', {
      ...blank,
      name: 'Raiffeisenbank',
      text: '<p>x</p>',
      url: 'https://raiffeisen.ch',
    });
    expect(checked.body).toEqual({ name: 'Raiffeisenbank', url: 'https://raiffeisen.ch', logo: null });
  });

  it('refuses what the server would refuse, one message per field', () => {
    const checked = partyBody('organizations', { ...blank, name: ' ', url: 'javascript:alert(1)' });
    expect(checked.errors).toEqual({
      name: ORGANIZATION_MESSAGES.nameRequired,
      url: ORGANIZATION_MESSAGES.url,
    });
    expect(partyBody('sponsors', { ...blank, name: 'x'.repeat(201) }).errors).toEqual({
      name: ORGANIZATION_MESSAGES.nameLength,
    });
    expect(partyBody('sponsors', { ...blank, name: 'Druckerei', url: 'ftp://example.org' }).errors).toEqual({
      url: ORGANIZATION_MESSAGES.url,
    });
  });

  it('has a text in the reader’s language for every message of the contract and the upload', () => {
    for (const message of [...Object.values(ORGANIZATION_MESSAGES), ...Object.values(LOGO_UPLOAD_MESSAGES)]) {
      const key = partyMessageKey(message);
      expect(key).not.toBe('errors.invalid');
      expect(textOf(de, key), key).toBeTypeOf('string');
      expect(textOf(en, key), key).toBeTypeOf('string');
    }
    expect(partyMessageKey('Something new the server says')).toBe('errors.invalid');
  });
});
