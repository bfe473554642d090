import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { clearSession } from './session-store';

/** A token the client can read; only `exp` matters to it (the server checks the signature). */
export function testToken(secondsLeft: number, id = 7): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ id, person_id: id, exp: Math.floor(Date.now() / 1000) + secondsLeft })}.sig`;
}

/**
 * Replaces `fetch` with a mock for each test of the calling file and starts every test signed
 * out; returns the current mock.
 */
export function stubFetchSignedOut(): () => Mock {
  let fetchMock: Mock = vi.fn();
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    clearSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });
  return () => fetchMock;
}
