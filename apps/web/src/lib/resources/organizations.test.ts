import { describe, expect, it } from 'vitest';
import { organizationCollectionsUrl, PUBLIC_COLLECTION_STATUSES, partyListUrl } from './organizations';

describe('organization addresses', () => {
  it('asks for an organization’s collections in the public statuses only, newest first', () => {
    const url = new URL(organizationCollectionsUrl(7), 'http://app');
    expect(url.pathname).toBe('/photograph_collections');
    expect(url.searchParams.get('organization')).toBe('7');
    expect(url.searchParams.getAll('status[]')).toEqual(['1', '2', '3', '4', '5']);
    expect(url.searchParams.get('order[dateCreated]')).toBe('DESC');
    expect(PUBLIC_COLLECTION_STATUSES).not.toContain(0);
  });

  it('lists organizations and sponsors by a part of the name, or all of them', () => {
    expect(partyListUrl('organizations', '')).toBe('/organizations');
    expect(partyListUrl('sponsors', '   ')).toBe('/sponsors');
    expect(partyListUrl('sponsors', ' Bank & Co ')).toBe('/sponsors?name=Bank+%26+Co');
  });
});
