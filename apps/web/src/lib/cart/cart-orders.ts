import type { OrderItemInput } from '@retropics/domain/contracts/order.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isSignedIn, useSession } from '../auth/session-store';
import { ApiError, buildQuery, getJson, type HydraCollection, requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { forgetCart, rememberCart, useCartId } from './cart-cookie';
import { type CartOrder, type CartProduct, holdsPhotoBook, isOpenCart, itemsAdding } from './cart-rules';

const inFlight = new Map<string, Promise<CartOrder>>();

/** The cart's calls of spec §7: GET/POST/DELETE orders, PUT {order}/items, GET products by category. */
export const cartKeys = resourceKeys('cart');
const productsKeys = resourceKeys('products');

/**
 * The open cart of this device (the cookie's order), for a signed-in person. A cart that is gone,
 * someone else's, or no longer open (paid, canceled, a collection's order) is forgotten: the
 * next print starts a new one.
 */
export function useCart() {
  const id = useCartId();
  const signedIn = isSignedIn(useSession());
  const query = useQuery({
    queryKey: cartKeys.detail(id ?? 0),
    enabled: id !== null && signedIn,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    queryFn: async ({ signal }) => {
      try {
        const order = await getJson<CartOrder>(`/orders/${id}`, { signal, auth: true });
        if (isOpenCart(order)) return order;
      } catch (error) {
        if (!(error instanceof ApiError && (error.status === 403 || error.status === 404))) throw error;
      }
      forgetCart();
      return null;
    },
  });
  return { id, signedIn, ...query, cart: query.data ?? null };
}

/** Every product of a category (spec §7 GET products?productCategories[]=…), e.g. the prints. */
export function useProductsOf(category: string, enabled = true) {
  const url = `/products?${buildQuery({ 'productCategories[]': category, itemsPerPage: 100 })}`;
  return useQuery({
    queryKey: productsKeys.list(url),
    enabled,
    queryFn: ({ signal }) => getJson<HydraCollection<CartProduct>>(url, { signal }),
    select: (list) => list['hydra:member'],
  });
}

/** Reads the cart order now (outside a component's query), null when there is no open one. */
async function openCart(id: number | null): Promise<CartOrder | null> {
  if (id === null) return null;
  try {
    const order = await getJson<CartOrder>(`/orders/${id}`, { auth: true });
    return isOpenCart(order) ? order : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

/**
 * 'In den Warenkorb': the item joins the open cart (PUT its items) or starts one (POST orders);
 * the answer is the cart as the server priced it, and its id is kept in the cookie.
 */
export function useAddToCart() {
  const client = useQueryClient();
  const id = useCartId();
  return useMutation({
    mutationFn: (item: OrderItemInput) => {
      // One request per item at a time: a second tap or a screen mounted twice joins the first.
      const key = JSON.stringify(item);
      const running = inFlight.get(key);
      if (running) return running;
      const request = (async () => {
        const cart = await openCart(id);
        if (cart && holdsPhotoBook(cart, item)) return cart;
        return cart
          ? requestJson<CartOrder>('PUT', `/orders/${cart.id}/items`, {
              body: { items: itemsAdding(cart, item) },
              auth: true,
            })
          : requestJson<CartOrder>('POST', '/orders', { body: { items: [item] }, auth: true });
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
    onSuccess: (order) => {
      rememberCart(order.id);
      client.setQueryData(cartKeys.detail(order.id), order);
    },
  });
}

/** The cart's items replaced (quantity, delete of a line), or with null the whole order deleted. */
export function useChangeCart(cartId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: OrderItemInput[] | null) => {
      if (items === null) {
        await requestJson<void>('DELETE', `/orders/${cartId}`, { auth: true });
        return null;
      }
      return requestJson<CartOrder>('PUT', `/orders/${cartId}/items`, { body: { items }, auth: true });
    },
    onSuccess: (order) => {
      if (order === null) forgetCart();
      client.setQueryData(cartKeys.detail(cartId), order);
    },
  });
}
