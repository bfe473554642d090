import type {
  OrderCheckoutInput,
  OrderCreateInput,
  OrderOutput,
  PaymentMethodOutput,
} from '@retropics/domain/contracts/order.contract';
import type { BackerOutput } from '@retropics/domain/contracts/order-api.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildQuery, getJson, type HydraCollection, isNotFound, requestJson } from '../hydra/hydra-client';
import { orderKeys } from './order-lists';
import { collectionKeys } from './photograph-collections';

/** Spec §3 'Order' as the API's contract types it. */
export type Order = OrderOutput;
export type PaymentMethodInfo = PaymentMethodOutput;

/** A backer thanked by name on the collection page (only those who chose so at checkout). */
export type Backer = BackerOutput;

/** GET /people/{id}/orders?photographCollection=…: a person's orders for one collection (spec §7). */
export function personCollectionOrdersUrl(personId: number | string, collectionId: number): string {
  return `/people/${personId}/orders?${buildQuery({
    photographCollection: `/photograph_collections/${collectionId}`,
  })}`;
}

export async function fetchPersonCollectionOrders(
  personId: number | string,
  collectionId: number,
): Promise<Order[]> {
  const list = await getJson<HydraCollection<Order>>(personCollectionOrdersUrl(personId, collectionId), {
    auth: true,
  });
  return list['hydra:member'];
}

/** The person's orders for a collection (the checkout looks for the open one among them). */
export function usePersonCollectionOrders(personId: number | string | undefined, collectionId: number) {
  const url = personId === undefined ? null : personCollectionOrdersUrl(personId, collectionId);
  return useQuery({
    queryKey: orderKeys.list(url ?? 'none'),
    enabled: url !== null && Number.isFinite(collectionId),
    queryFn: ({ signal }) => getJson<HydraCollection<Order>>(url ?? '', { signal, auth: true }),
    select: (list) => list['hydra:member'],
  });
}

/**
 * GET /orders/{id}. With `poll`, asked again every `poll.everyMs` while `poll.while(order)` holds
 * (a pending payment: the page turns to the thank-you once the provider's webhook has landed).
 */
export function useOrder(
  id: number | undefined,
  poll?: { everyMs: number; while: (order: Order) => boolean },
) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    enabled: id !== undefined && Number.isFinite(id),
    queryFn: ({ signal }) => getJson<Order>(`/orders/${id}`, { signal, auth: true }),
    refetchInterval: (query) =>
      poll && query.state.data && poll.while(query.state.data) ? poll.everyMs : false,
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/** GET {order}/paymentMethod: how the order is paid and, for a bank transfer, where to. */
export function usePaymentMethod(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...orderKeys.detail(id ?? 0), 'paymentMethod'] as const,
    enabled: enabled && id !== undefined,
    queryFn: ({ signal }) =>
      getJson<PaymentMethodInfo>(`/orders/${id}/paymentMethod`, { signal, auth: true }),
  });
}

/** POST /orders (spec §7): a perk's order holds the collection and one item. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCreateInput) => requestJson<Order>('POST', '/orders', { body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/**
 * PUT /orders/{id} at checkout: the addresses, the agreement and the method. The answer holds
 * where to pay (`paymentCheckoutUrl`) or, for a bank transfer, the order page (`paymentRedirectUrl`).
 * Sent again for a failed or expired payment, it starts a new one.
 */
export function useCheckoutOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: OrderCheckoutInput & { id: number }) =>
      requestJson<Order>('PUT', `/orders/${id}`, { body, auth: true }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** POST {order}/cancel: an open order is given up (a paid one cannot be). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestJson<Order>('POST', `/orders/${id}/cancel`, { body: {}, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** A paid contribution moves the collection's funded sum: its page is read again. */
export function useRefreshPaidCollection() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKeys.all });
}

/** GET /photograph_collections/{id}/backers: who chose to be thanked by name. */
export function useBackers(collectionId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...collectionKeys.detail(collectionId), 'backers'] as const,
    enabled: enabled && Number.isFinite(collectionId),
    queryFn: ({ signal }) =>
      getJson<HydraCollection<Backer>>(`/photograph_collections/${collectionId}/backers`, { signal }),
    select: (list) => list['hydra:member'],
  });
}
