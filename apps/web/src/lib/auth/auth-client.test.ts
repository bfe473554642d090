import { describe, expect, it } from 'vitest';
import { beforeSignOut, signOut } from './auth-client';
import { getSession, setSession } from './session-store';
import { stubFetchSignedOut, testToken as token } from './session-test-kit';

const fetchMock = stubFetchSignedOut();

describe('signOut', () => {
  it('tells the server to end the session and forgets both tokens, even offline', async () => {
    const access = token(900);
    setSession(access, 'refresh-1');
    fetchMock().mockResolvedValue(new Response(null, { status: 204 }));
    await signOut();
    const [url, init] = fetchMock().mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/logout');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${access}`);
    expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(getSession().token).toBeNull();

    setSession(access, 'refresh-2');
    fetchMock().mockRejectedValue(new TypeError('offline'));
    await signOut();
    expect(getSession().token).toBeNull();
  });

  it('runs the registered tasks with the session still there, and signs out even when one fails', async () => {
    const access = token(900);
    setSession(access, 'refresh-1');
    fetchMock().mockResolvedValue(new Response(null, { status: 204 }));
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
