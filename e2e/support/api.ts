import { expect, inject } from 'vitest';
import type { Session } from './session';

/**
 * The tests' one way to call the API around a browser scenario (set-up, checks behind the
 * screen): JSON-LD in and out, the session's token when given.
 */

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** Any call; the answer whatever its status (204 and empty bodies answer `undefined`). */
export async function callApi<T = unknown>(
  method: string,
  path: string,
  /** A session, its access token alone, or null for a visitor. */
  session: Session | string | null,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const token = typeof session === 'string' ? session : session?.token;
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      Accept: 'application/ld+json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A call that must succeed; its body. */
export async function api<T = unknown>(
  method: string,
  path: string,
  session: Session | string | null,
  body?: unknown,
): Promise<T> {
  const answer = await callApi<T>(method, path, session, body);
  expect(answer.status, `${method} ${path}`).toBeLessThan(300);
  return answer.body;
}

/** The person id a session's access token names (its `person_id` claim). */
export function personIdOf(session: Session): number {
  const payload = session.token.split('.')[1] ?? '';
  return Number(
    (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { person_id: number }).person_id,
  );
}
