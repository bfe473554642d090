import { ADDRESS_MESSAGES } from '@retropics/domain/contracts/order.contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../lib/resources/orders';
import en from '../../locales/en/orders.json';
import {
  type AddressDraft,
  type CheckoutDraft,
  canSubmit,
  checkoutErrors,
  checkoutInput,
  emptyAddress,
  orderMessageText,
  paymentDestination,
  placeViolations,
} from './checkout-draft';
import { internationalPhone, phoneCountryChoices, splitPhone } from './countries';

const goodAddress: AddressDraft = {
  ...emptyAddress(),
  givenName: 'Anna',
  familyName: 'Huber',
  streetAddress: 'Lauben 12',
  addressLocality: 'Bozen',
  postalCode: '39100',
  addressCountry: 'IT',
};

function draft(changes: Partial<CheckoutDraft> = {}, billing: Partial<AddressDraft> = {}): CheckoutDraft {
  return {
    billing: { ...goodAddress, ...billing },
    sameShipping: true,
    shipping: emptyAddress(),
    paymentMethod: 'creditcard',
    showBackerName: false,
    agreement: true,
    ...changes,
  };
}

const billingError = (billing: Partial<AddressDraft>, field: string) =>
  checkoutErrors(draft({}, billing), false)[`billingAddress.${field}`];

describe('checkoutErrors (spec §5 Address, by the contract’s own schema)', () => {
  it('says every §5 message for its bad input', () => {
    expect(billingError({ givenName: '' }, 'givenName')).toBe(ADDRESS_MESSAGES.nameRequired);
    expect(billingError({ familyName: '   ' }, 'familyName')).toBe(ADDRESS_MESSAGES.nameRequired);
    expect(billingError({ givenName: 'A' }, 'givenName')).toBe(ADDRESS_MESSAGES.nameLength);
    expect(billingError({ addressCountry: '' }, 'addressCountry')).toBe(ADDRESS_MESSAGES.countryRequired);
    expect(billingError({ streetAddress: '' }, 'streetAddress')).toBe(ADDRESS_MESSAGES.streetRequired);
    expect(billingError({ streetAddress: 'Weg 1' }, 'streetAddress')).toBe(ADDRESS_MESSAGES.streetLength);
    expect(billingError({ addressLocality: '' }, 'addressLocality')).toBe(ADDRESS_MESSAGES.localityRequired);
    expect(billingError({ addressLocality: 'Rom' }, 'addressLocality')).toBe(ADDRESS_MESSAGES.localityLength);
    expect(billingError({ postalCode: '' }, 'postalCode')).toBe(ADDRESS_MESSAGES.postalCodeRequired);
    expect(billingError({ postalCode: '391' }, 'postalCode')).toBe(ADDRESS_MESSAGES.postalCodeLength);
    expect(billingError({ email: 'anna@' }, 'email')).toBe(ADDRESS_MESSAGES.emailValid);
  });

  it('accepts the limits the spec names ("more than")', () => {
    expect(
      checkoutErrors(
        draft({}, { givenName: 'Al', streetAddress: 'Weg 12', addressLocality: 'Rome', postalCode: '3910' }),
        false,
      ),
    ).toEqual({});
  });

  it('checks the shipping address only when something is posted and it differs', () => {
    const different = draft({ sameShipping: false });
    expect(checkoutErrors(different, false)).toEqual({});
    expect(checkoutErrors(different, true)['shippingAddress.givenName']).toBe(ADDRESS_MESSAGES.nameRequired);
    expect(checkoutErrors(draft({ sameShipping: true }), true)).toEqual({});
  });
});

describe('canSubmit (spec §5: disabled until valid and agreed)', () => {
  it('needs a valid form and the agreement', () => {
    expect(canSubmit(draft(), false)).toBe(true);
    expect(canSubmit(draft({ agreement: false }), false)).toBe(false);
    expect(canSubmit(draft({}, { postalCode: '1' }), false)).toBe(false);
  });
});

describe('checkoutInput', () => {
  it('sends the addresses, the method and the agreement, never a price', () => {
    const input = checkoutInput(
      draft({ paymentMethod: 'banktransfer' }, { phoneNumber: '0471 123456' }),
      false,
    );
    expect(input).toMatchObject({
      agreement: true,
      paymentMethod: 'banktransfer',
      shippingAddress: null,
      billingAddress: { givenName: 'Anna', phoneNumber: '+49 471 123456' },
    });
    expect(JSON.stringify(input)).not.toMatch(/price|amount/i);
  });

  it('sends the shipping address when it differs and is needed', () => {
    const input = checkoutInput(
      draft({ sameShipping: false, shipping: { ...goodAddress, givenName: 'Max' } }),
      true,
    );
    expect(input.shippingAddress).toMatchObject({ givenName: 'Max' });
  });
});

describe('phone countries (spec §9)', () => {
  it('offers de, it, at, ch first', () => {
    expect(
      phoneCountryChoices('de')
        .slice(0, 4)
        .map((country) => country.code),
    ).toEqual(['de', 'it', 'at', 'ch']);
  });

  it('writes and reads the international form', () => {
    expect(internationalPhone('it', '06 1234567')).toBe('+39 6 1234567');
    expect(internationalPhone('de', '')).toBe('');
    expect(internationalPhone('de', '+41 44 1234567')).toBe('+41 44 1234567');
    expect(splitPhone('+43 1 234567')).toEqual({ country: 'at', number: '1 234567' });
    expect(splitPhone('+1 555 1234')).toEqual({ country: 'us', number: '555 1234' });
  });
});

describe('placeViolations and orderMessageText', () => {
  it('puts a server violation on its field, anything else on the form', () => {
    expect(
      placeViolations({
        'billingAddress.postalCode': ADDRESS_MESSAGES.postalCodeLength,
        agreement: 'You must agree to continue!',
      }),
    ).toEqual({
      'billingAddress.postalCode': ADDRESS_MESSAGES.postalCodeLength,
      _error: 'You must agree to continue!',
    });
  });

  it('shows every address message exactly as the spec says it in English', () => {
    const t = ((key: string) =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)[part],
          en,
        )) as unknown as TFunction<'orders'>;
    for (const message of Object.values(ADDRESS_MESSAGES)) expect(orderMessageText(t, message)).toBe(message);
    expect(orderMessageText(t, 'Something new')).toBe('Something new');
  });
});

describe('paymentDestination', () => {
  const order = (changes: Partial<Order>) =>
    ({ id: 5, paymentCheckoutUrl: null, paymentRedirectUrl: null, ...changes }) as Order;

  it('goes to the provider’s page, else the order page the server named, else ours', () => {
    expect(
      paymentDestination(order({ paymentCheckoutUrl: 'https://pay.example/c/1' }), 'http://app'),
    ).toEqual({
      external: 'https://pay.example/c/1',
    });
    expect(
      paymentDestination(order({ paymentRedirectUrl: 'http://app/orders/show/5' }), 'http://app'),
    ).toEqual({
      path: '/orders/show/5',
    });
    expect(paymentDestination(order({}), 'http://app')).toEqual({ path: '/orders/show/5' });
  });
});
