import { COOKIE_LIFETIME_S } from '@retropics/domain/constants';
import { useSyncExternalStore } from 'react';

/**
 * The open cart's order id, kept in a cookie for spec §9's lifetime (one year) so the cart
 * survives signing out on this device. The order itself stays the server's; a cookie naming an
 * order that is gone or no longer open is forgotten by whoever reads it (cart-orders.ts).
 */
export const CART_COOKIE = 'retropics_cart';

/** The order id a cookie header names, or null. */
export function cartIdOfCookie(cookie: string): number | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CART_COOKIE && value && /^[1-9]\d{0,9}$/.test(value)) return Number(value);
  }
  return null;
}

/** The cookie that keeps (or, with null, forgets) the cart. */
export function cartCookie(id: number | null, secure: boolean): string {
  const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return id === null
    ? `${CART_COOKIE}=${flags}; Max-Age=0`
    : `${CART_COOKIE}=${id}${flags}; Max-Age=${COOKIE_LIFETIME_S}`;
}

const listeners = new Set<() => void>();

function read(): number | null {
  return typeof document === 'undefined' ? null : cartIdOfCookie(document.cookie);
}

function write(id: number | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one small value, read by no server code.
  document.cookie = cartCookie(id, window.location.protocol === 'https:');
  for (const listener of listeners) listener();
}

export const rememberCart = (id: number) => write(id);
export const forgetCart = () => write(null);
export const currentCartId = read;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart order id of this device, or null. */
export function useCartId(): number | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
