import { COLLECTION_STATUS, PAGE_SIZE } from '@retropics/domain/constants';
import type { OrderAdminInput, OrderOutput } from '@retropics/domain/contracts/order.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '../entities/collection';
import {
  buildQuery,
  getBlob,
  getJson,
  type HydraCollection,
  type QueryValue,
  requestJson,
} from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { membersOf, useHydraPages } from '../hydra/use-hydra-pages';
import { collectionKeys } from './photograph-collections';

/** Spec §3 Order as the API's contract types it. */
export type Order = OrderOutput;

/**
 * Every order read (the person's list, the admins' list, one order) is keyed under 'orders', so a
 * write anywhere (checkout, cancel, 'Admin EDIT') refreshes all of them at once.
 */
export const orderKeys = resourceKeys('orders');

/**
 * Spec §7 `GET /people/{id}/orders`: the person's orders, newest first, a page at a time along
 * `hydra:next`. `personId` undefined: not asked for.
 */
export function useOwnOrders(personId: number | string | undefined) {
  const url = personId === undefined ? null : `/people/${encodeURIComponent(personId)}/orders`;
  const query = useHydraPages<Order>(orderKeys.pages(url), url, { auth: true });
  return { ...query, orders: membersOf(query.data?.pages) };
}

/** The admins' filters of every order (the contract's `orderListQuery`). */
export interface OrderFilters {
  paymentStatus: 'open' | 'paid' | null;
  /** A collection's id; null: orders of any collection and of none. */
  photographCollection: number | null;
}

/** The first page of `GET /orders` with the admins' filters (only those that are set). */
export function allOrdersUrl(filters: OrderFilters): string {
  const params: Record<string, QueryValue> = {};
  if (filters.paymentStatus) params.paymentStatus = filters.paymentStatus;
  if (filters.photographCollection !== null) params.photographCollection = filters.photographCollection;
  const query = buildQuery(params);
  return query ? `/orders?${query}` : '/orders';
}

/**
 * The collections orders back (crowdfunding and funded ones), for the admins' collection filter:
 * one request of the spec's page size 1000, by headline.
 */
export function useBackedCollections() {
  const url = `/photograph_collections?${buildQuery({
    itemsPerPage: PAGE_SIZE.collections,
    'status[]': [COLLECTION_STATUS.Crowdfunding, COLLECTION_STATUS.Funded],
  })}`;
  return useQuery({
    queryKey: collectionKeys.list(url),
    queryFn: ({ signal }) => getJson<HydraCollection<Collection>>(url, { signal }),
    select: (list) => list['hydra:member'],
  });
}

/** `GET /orders` (admins only; the server refuses anyone else): every order, a page at a time. */
export function useAllOrders(filters: OrderFilters, enabled: boolean) {
  const url = enabled ? allOrdersUrl(filters) : null;
  const query = useHydraPages<Order>(orderKeys.pages(url), url, { auth: true });
  return { ...query, orders: membersOf(query.data?.pages) };
}

/**
 * `PUT /orders/{id}/admin` ('Admin EDIT', spec §2 OrderUpdate): status, 'transfer received'
 * (paymentStatus paid), delivery status, internal note. Every order list and page is refreshed,
 * and so are the collections, whose funded sums a received transfer raises.
 */
export function useAdministerOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderAdminInput) =>
      requestJson<Order>('PUT', `/orders/${orderId}/admin`, { body, auth: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
      ]),
  });
}

/** `GET /orders/export.csv` (admins only) with the token, as a file. */
export function fetchOrdersCsv(): Promise<Blob> {
  return getBlob('/orders/export.csv', { auth: true });
}
