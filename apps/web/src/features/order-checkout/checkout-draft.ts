import {
  ADDRESS_MESSAGES,
  type AddressInput,
  addressBody,
  DEFAULT_ADDRESS_COUNTRY,
  ORDER_MESSAGES,
  type OrderCheckoutInput,
  type PaymentMethod,
} from '@retropics/domain/contracts/order.contract';
import type { TFunction } from 'i18next';
import type { Order } from '../../lib/resources/orders';
import { routePath } from '../../lib/routing/route-links';
import { internationalPhone, splitPhone } from './countries';

/** One address as the form holds it: every field as typed; the phone as its country and number. */
export interface AddressDraft {
  givenName: string;
  familyName: string;
  organizationName: string;
  addressCountry: string;
  phoneCountry: string;
  phoneNumber: string;
  streetAddress: string;
  addressLocality: string;
  postalCode: string;
  email: string;
}

/** Spec §2 checkout: the whole form. */
export interface CheckoutDraft {
  billing: AddressDraft;
  /** Spec §2: 'same as billing', default on. */
  sameShipping: boolean;
  shipping: AddressDraft;
  paymentMethod: PaymentMethod;
  showBackerName: boolean;
  agreement: boolean;
}

export const ADDRESS_FIELDS = [
  'givenName',
  'familyName',
  'organizationName',
  'addressCountry',
  'phoneNumber',
  'streetAddress',
  'addressLocality',
  'postalCode',
  'email',
] as const;

export type AddressKind = 'billingAddress' | 'shippingAddress';

export function emptyAddress(): AddressDraft {
  return {
    givenName: '',
    familyName: '',
    organizationName: '',
    addressCountry: DEFAULT_ADDRESS_COUNTRY,
    phoneCountry: 'de',
    phoneNumber: '',
    streetAddress: '',
    addressLocality: '',
    postalCode: '',
    email: '',
  };
}

function draftOfAddress(address: Order['billingAddress']): AddressDraft {
  if (!address) return emptyAddress();
  const phone = splitPhone(address.phoneNumber);
  return {
    givenName: address.givenName,
    familyName: address.familyName,
    organizationName: address.organizationName ?? '',
    addressCountry: address.addressCountry,
    phoneCountry: phone.country,
    phoneNumber: phone.number,
    streetAddress: address.streetAddress,
    addressLocality: address.addressLocality,
    postalCode: address.postalCode,
    email: address.email ?? '',
  };
}

/** The form of an order: what an earlier checkout of it saved, else empty with DE. */
export function draftOfOrder(order: Order): CheckoutDraft {
  const method = order.paymentMethod;
  return {
    billing: draftOfAddress(order.billingAddress),
    sameShipping: order.shippingAddress === null,
    shipping: draftOfAddress(order.shippingAddress),
    paymentMethod: method === 'paypal' || method === 'banktransfer' ? method : 'creditcard',
    showBackerName: order.showBackerName,
    agreement: false,
  };
}

export function addressInput(draft: AddressDraft): AddressInput {
  return {
    givenName: draft.givenName,
    familyName: draft.familyName,
    organizationName: draft.organizationName,
    addressCountry: draft.addressCountry,
    phoneNumber: internationalPhone(draft.phoneCountry, draft.phoneNumber),
    streetAddress: draft.streetAddress,
    addressLocality: draft.addressLocality,
    postalCode: draft.postalCode,
    email: draft.email,
  };
}

/** Spec §2: a shipping address is asked for only when something is sent by post. */
export function shippingAsked(draft: CheckoutDraft, shippingAddressNeeded: boolean): boolean {
  return shippingAddressNeeded && !draft.sameShipping;
}

/** The PUT body (spec §7 `PUT order`); no price ever goes with it. */
export function checkoutInput(draft: CheckoutDraft, shippingAddressNeeded: boolean): OrderCheckoutInput {
  return {
    billingAddress: addressInput(draft.billing),
    shippingAddress: shippingAsked(draft, shippingAddressNeeded) ? addressInput(draft.shipping) : null,
    agreement: true,
    paymentMethod: draft.paymentMethod,
    showBackerName: draft.showBackerName,
  };
}

export type FieldErrors = Partial<Record<string, string>>;

function addressErrors(kind: AddressKind, draft: AddressDraft, errors: FieldErrors): void {
  const parsed = addressBody.safeParse(addressInput(draft));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) errors[`${kind}.${issue.path.join('.')}`] ??= issue.message;
}

/**
 * The messages of the form by field path ('billingAddress.givenName'), checked by the contract's
 * own address schema, so the form says what the server would (spec §5). Empty when it is fine.
 */
export function checkoutErrors(draft: CheckoutDraft, shippingAddressNeeded: boolean): FieldErrors {
  const errors: FieldErrors = {};
  addressErrors('billingAddress', draft.billing, errors);
  if (shippingAsked(draft, shippingAddressNeeded)) addressErrors('shippingAddress', draft.shipping, errors);
  return errors;
}

/** Spec §5: submit stays disabled until the form is valid and the agreement ticked. */
export function canSubmit(draft: CheckoutDraft, shippingAddressNeeded: boolean): boolean {
  return draft.agreement && Object.keys(checkoutErrors(draft, shippingAddressNeeded)).length === 0;
}

/** Where the server's 422 puts a message: a field of the form, or the form as a whole. */
export function placeViolations(byPath: FieldErrors): FieldErrors {
  const placed: FieldErrors = {};
  for (const [path, message] of Object.entries(byPath)) {
    if (message === undefined) continue;
    const [kind, field] = path.split('.');
    const known =
      (kind === 'billingAddress' || kind === 'shippingAddress') &&
      (ADDRESS_FIELDS as readonly string[]).includes(field ?? '');
    placed[known ? path : '_error'] ??= message;
  }
  return placed;
}

const keyOfMessage: Record<string, string> = Object.fromEntries([
  ...Object.entries(ADDRESS_MESSAGES).map(([key, message]) => [message, `address.errors.${key}`]),
  ...Object.entries(ORDER_MESSAGES).map(([key, message]) => [message, `errors.${key}`]),
]);

/** A contract message in the reader's language; one the app does not know is shown as the server sent it. */
export function orderMessageText(t: TFunction<'orders'>, message: string): string {
  const key = keyOfMessage[message];
  return key ? t(key) : message;
}

/**
 * Where the server sends the person after checkout: the provider's payment page (a full page
 * load, it is another site), else the order page the server named, else our own order page.
 */
export function paymentDestination(order: Order, origin: string): { external: string } | { path: string } {
  if (order.paymentCheckoutUrl) return { external: order.paymentCheckoutUrl };
  const fallback = routePath('OrderShow', { id: order.id }) ?? `/orders/show/${order.id}`;
  if (!order.paymentRedirectUrl) return { path: fallback };
  const url = new URL(order.paymentRedirectUrl, origin);
  return url.origin === origin ? { path: `${url.pathname}${url.search}` } : { external: url.href };
}
