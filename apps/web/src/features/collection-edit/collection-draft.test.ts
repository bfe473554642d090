import {
  COLLECTION_MESSAGES,
  type CollectionOutput,
} from '@retropics/domain/contracts/photograph-collection.contract';
import { FROM_YEAR_MIN_MESSAGE, TO_YEAR_ORDER_MESSAGE } from '@retropics/domain/years';
import { describe, expect, it } from 'vitest';
import {
  checkInput,
  collectionInput,
  draftOfCollection,
  errorsByField,
  messageKey,
  workflowInput,
  workflowOfCollection,
} from './collection-draft';

const saved = {
  headline: 'Dachbodenfund',
  about: '<p>Kiste</p>',
  text: '',
  fromYear: 1900,
  toYear: null,
  place: null,
  licenseName: 'not defined yet',
  licenseUrl: null,
  collectionCopyrightUrl: 'https://archiv.example.org',
  copyrightHoldingPerson: null,
  status: 1,
  crowdfundingRequired: 2400,
  crowdfundingFunded: 860.5,
  perks: [{ product: '/products/3', numberOfPucrchases: 0, numberOfPurchases: 0 }],
  organization: { '@id': '/organizations/2', name: 'Stadtarchiv Bozen', url: null, logoUrl: null },
  sponsors: [{ '@id': '/sponsors/5', name: 'Stiftung', url: null, logoUrl: null }],
} as unknown as CollectionOutput;

describe('the collection edit form', () => {
  it('starts from the saved collection: an open end of the period becomes 1980, the default licence an empty field', () => {
    const draft = draftOfCollection(saved, null);
    expect(draft.years).toEqual([1900, 1980]);
    expect(draft.licenseName).toBe('');
    expect(draft.collectionCopyrightUrl).toBe('https://archiv.example.org');
    expect(collectionInput(draft)).toMatchObject({
      fromYear: 1900,
      toYear: 1980,
      place: null,
      licenseName: '',
    });
  });

  it('sends a place found by the search as its key, a saved one as its IRI', () => {
    const draft = draftOfCollection(saved, null);
    expect(
      collectionInput({ ...draft, place: { iri: null, key: 'CH.LU.LUZERN', label: 'Luzern' } }).place,
    ).toEqual({
      placeId: 'CH.LU.LUZERN',
    });
    expect(collectionInput({ ...draft, place: { iri: '/places/4', key: null, label: 'Bozen' } }).place).toBe(
      '/places/4',
    );
  });

  it('reads euros with a decimal comma and leaves no goal empty', () => {
    const workflow = workflowOfCollection(saved);
    expect(workflow).toEqual({
      status: 1,
      crowdfundingRequired: '2400',
      crowdfundingFunded: '860.5',
      perks: ['/products/3'],
      organization: { '@id': '/organizations/2', name: 'Stadtarchiv Bozen' },
      sponsors: [{ '@id': '/sponsors/5', name: 'Stiftung' }],
    });
    expect(
      workflowInput({ ...workflow, crowdfundingRequired: '', crowdfundingFunded: '12,50' }),
    ).toMatchObject({
      crowdfundingRequired: null,
      crowdfundingFunded: 12.5,
      organization: '/organizations/2',
      sponsors: ['/sponsors/5'],
    });
  });

  it('checks with the server’s rules and messages, one per field', () => {
    const draft = draftOfCollection(saved, null);
    expect(checkInput(collectionInput(draft))).toEqual({});
    expect(checkInput({ ...collectionInput(draft), headline: ' ', licenseUrl: 'ftp://x' })).toEqual({
      headline: COLLECTION_MESSAGES.headlineRequired,
      licenseUrl: COLLECTION_MESSAGES.url,
    });
    expect(checkInput({ fromYear: 1849, toYear: 1900 })).toEqual({ fromYear: FROM_YEAR_MIN_MESSAGE });
    expect(checkInput({ fromYear: 1950, toYear: 1940 })).toEqual({ toYear: TO_YEAR_ORDER_MESSAGE });
    expect(
      checkInput(
        workflowInput({
          status: 1,
          crowdfundingRequired: 'viel',
          crowdfundingFunded: '-1',
          perks: [],
          organization: null,
          sponsors: [],
        }),
      ),
    ).toEqual({
      crowdfundingRequired: COLLECTION_MESSAGES.money,
      crowdfundingFunded: COLLECTION_MESSAGES.money,
    });
  });

  it('shows a list entry’s violation at its list and knows every message', () => {
    expect(errorsByField({ 'perks.1': COLLECTION_MESSAGES.unknownProduct })).toEqual({
      perks: COLLECTION_MESSAGES.unknownProduct,
    });
    for (const message of Object.values(COLLECTION_MESSAGES)) expect(messageKey(message)).toBeDefined();
    expect(messageKey(`${COLLECTION_MESSAGES.workflowOnly}: status.`)).toBe('errors.workflowOnly');
  });
});
