import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beforeSignOut, refreshSession, requestJson, signOut, ViolationsError } from './auth-client';
import { clearSession, getSession, setSession } from './session-store';

/** A token the client can read; only `exp` matters here (the server checks the signature). */
function token(secondsLeft: number, id = 7): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ id, person_id: id, exp: Math.floor(Date.now() / 1000) + secondsLeft })}.sig`;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  clearSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('token refresh (spec §4)', () => {
  it('refreshes once for concurrent callers and stores the rotated pair', async () => {
    setSession(token(30), 'refresh-1');
    const fresh = token(900);
    fetchMock.mockResolvedValue(json(200, { token: fresh, refresh_token: 'refresh-2' }));
    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(results).toEqual([true, true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/refresh_token');
    expect(String(init.body)).toBe('refresh_token=refresh-1');
    expect(getSession()).toMatchObject({ token: fresh, refreshToken: 'refresh-2' });
  });

  it('signs out locally when the server refuses the refresh token', async () => {
    setSession(token(30), 'spent');
    fetchMock.mockResolvedValue(json(401, { 'hydra:description': 'Invalid refresh token.' }));
    expect(await refreshSession()).toBe(false);
    expect(getSession()).toMatchObject({ token: null, refreshToken: null });
  });

  it('keeps the tokens when offline', async () => {
    setSession(token(30), 'refresh-1');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await refreshSession()).toBe(false);
    expect(getSession().refreshToken).toBe('refresh-1');
  });
});

describe('requestJson', () => {
  it('refreshes a token about to expire before sending it', async () => {
    setSession(token(20), 'refresh-1');
    const fresh = token(900);
    fetchMock
      .mockResolvedValueOnce(json(200, { token: fresh, refresh_token: 'refresh-2' }))
      .mockResolvedValueOnce(json(200, { id: 7 }));
    await requestJson('GET', '/users/7', { auth: true });
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${fresh}`);
  });

  it('retries once after a 401 with a refreshed token', async () => {
    setSession(token(900), 'refresh-1');
    const fresh = token(900, 8);
    fetchMock
      .mockResolvedValueOnce(json(401, { 'hydra:description': 'Invalid JWT Token' }))
      .mockResolvedValueOnce(json(200, { token: fresh, refresh_token: 'refresh-2' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    expect(await requestJson('GET', '/users/7', { auth: true })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('turns a 422 into field violations and other failures into the status text', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        'hydra:description': 'password: PasswordLength',
        violations: [{ propertyPath: 'password', message: 'PasswordLength' }],
      }),
    );
    const error = await requestJson('POST', '/users', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ViolationsError);
    expect((error as ViolationsError).violations).toEqual([
      { propertyPath: 'password', message: 'PasswordLength' },
    ]);
    fetchMock.mockResolvedValueOnce(
      json(400, { 'hydra:description': 'User activation failed: User is already active' }),
    );
    await expect(requestJson('PUT', '/users/1/activate/x')).rejects.toThrow(
      'User activation failed: User is already active',
    );
  });
});

describe('signOut', () => {
  it('tells the server to end the session and forgets both tokens, even offline', async () => {
    const access = token(900);
    setSession(access, 'refresh-1');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await signOut();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/logout');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${access}`);
    expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(getSession().token).toBeNull();

    setSession(access, 'refresh-2');
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await signOut();
    expect(getSession().token).toBeNull();
  });

  it('runs the registered tasks with the session still there, and signs out even when one fails', async () => {
    const access = token(900);
    setSession(access, 'refresh-1');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const seen: Array<string | null> = [];
    const unregister = [
      beforeSignOut(async () => {
        seen.push(getSession().token);
      }),
      beforeSignOut(() => Promise.reject(new Error('offline'))),
    ];
    await signOut();
    expect(seen).toEqual([access]);
    expect(getSession().token).toBeNull();

    for (const remove of unregister) remove();
    setSession(access, 'refresh-2');
    await signOut();
    expect(seen).toEqual([access]);
  });
});
