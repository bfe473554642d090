import { describe, expect, it } from 'vitest';
import { siteLabel } from './site-label';

describe('siteLabel', () => {
  it('names a site by its host, without www.', () => {
    expect(siteLabel('https://www.stadtluzern.ch/archiv?x=1')).toBe('stadtluzern.ch');
    expect(siteLabel('http://heimatverein-bozen.it')).toBe('heimatverein-bozen.it');
  });

  it('keeps what is no address as it is', () => {
    expect(siteLabel('nicht eine Adresse')).toBe('nicht eine Adresse');
  });
});
