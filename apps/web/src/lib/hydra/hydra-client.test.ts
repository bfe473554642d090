import { describe, expect, it } from 'vitest';
import { getSession, setSession } from '../auth/session-store';
import { stubFetchSignedOut, testToken as token } from '../auth/session-test-kit';
import { ApiError, getJson, isNotFound, refreshSession, requestJson } from './hydra-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = stubFetchSignedOut();

describe('token refresh (spec §4)', () => {
  it('refreshes once for concurrent callers and stores the rotated pair', async () => {
    setSession(token(30), 'refresh-1');
    const fresh = token(900);
    fetchMock().mockResolvedValue(json(200, { token: fresh, refresh_token: 'refresh-2' }));
    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(results).toEqual([true, true, true]);
    expect(fetchMock()).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock().mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/refresh_token');
    expect(String(init.body)).toBe('refresh_token=refresh-1');
    expect(getSession()).toMatchObject({ token: fresh, refreshToken: 'refresh-2' });
  });

  it('signs out locally when the server refuses the refresh token', async () => {
    setSession(token(30), 'spent');
    fetchMock().mockResolvedValue(json(401, { 'hydra:description': 'Invalid refresh token.' }));
    expect(await refreshSession()).toBe(false);
    expect(getSession()).toMatchObject({ token: null, refreshToken: null });
  });

  it('keeps the tokens when offline', async () => {
    setSession(token(30), 'refresh-1');
    fetchMock().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await refreshSession()).toBe(false);
    expect(getSession().refreshToken).toBe('refresh-1');
  });
});

describe('requestJson', () => {
  it('refreshes a token about to expire before sending it', async () => {
    setSession(token(20), 'refresh-1');
    const fresh = token(900);
    fetchMock()
      .mockResolvedValueOnce(json(200, { token: fresh, refresh_token: 'refresh-2' }))
      .mockResolvedValueOnce(json(200, { id: 7 }));
    await requestJson('GET', '/users/7', { auth: true });
    const [, init] = fetchMock().mock.calls[1] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${fresh}`);
  });

  it('retries once after a 401 with a refreshed token', async () => {
    setSession(token(900), 'refresh-1');
    const fresh = token(900, 8);
    fetchMock()
      .mockResolvedValueOnce(json(401, { 'hydra:description': 'Invalid JWT Token' }))
      .mockResolvedValueOnce(json(200, { token: fresh, refresh_token: 'refresh-2' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    expect(await requestJson('GET', '/users/7', { auth: true })).toEqual({ ok: true });
    expect(fetchMock()).toHaveBeenCalledTimes(3);
  });

  it('signs out and asks a read again without the token when the session cannot be kept', async () => {
    const stale = token(900);
    setSession(stale, 'spent');
    fetchMock()
      .mockResolvedValueOnce(json(401, { 'hydra:description': 'Expired JWT Token' }))
      .mockResolvedValueOnce(json(401, { 'hydra:description': 'Invalid refresh token.' }))
      .mockResolvedValueOnce(json(200, { '@id': '/photographs/1' }));
    expect(await getJson('/photographs/1')).toEqual({ '@id': '/photographs/1' });
    const headersOf = (call: number) =>
      (fetchMock().mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0).Authorization).toBe(`Bearer ${stale}`);
    expect(headersOf(2).Authorization).toBeUndefined();
    expect(getSession().token).toBeNull();
  });

  it('asks a read again without the token when there is no refresh token to trade', async () => {
    // An access token without a refresh token beside it: nothing to trade for a new one.
    setSession(token(900), '');
    fetchMock()
      .mockResolvedValueOnce(json(401, { 'hydra:description': 'Expired JWT Token' }))
      .mockResolvedValueOnce(json(200, { '@id': '/image_galleries/3' }));
    expect(await getJson('/image_galleries/3')).toEqual({ '@id': '/image_galleries/3' });
    const headersOf = (call: number) =>
      (fetchMock().mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0).Authorization).toMatch(/^Bearer /);
    expect(headersOf(1).Authorization).toBeUndefined();
  });

  it('does not retry a call that needs the person once the refresh failed', async () => {
    setSession(token(900), 'spent');
    fetchMock()
      .mockResolvedValueOnce(json(401, { 'hydra:description': 'Expired JWT Token' }))
      .mockResolvedValueOnce(json(401, { 'hydra:description': 'Invalid refresh token.' }));
    const error = await requestJson('PUT', '/users/7', { auth: true, body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(fetchMock()).toHaveBeenCalledTimes(2);
  });

  it('sends no token to a signed-out call and never tries a refresh for it', async () => {
    fetchMock().mockResolvedValueOnce(json(401, { detail: 'Invalid credentials.' }));
    const error = await requestJson('POST', '/authentication_token', { body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Invalid credentials.');
    expect(fetchMock()).toHaveBeenCalledTimes(1);
  });
});

describe('ApiError (spec §8)', () => {
  it('maps a ConstraintViolationList to per-field violations', async () => {
    fetchMock().mockResolvedValueOnce(
      json(422, {
        '@type': 'ConstraintViolationList',
        'hydra:description': 'password: PasswordLength',
        violations: [
          { propertyPath: 'password', message: 'PasswordLength' },
          { propertyPath: 'email', message: 'EmailMustBeValid' },
          { propertyPath: 'password', message: 'second message' },
        ],
      }),
    );
    const error = (await requestJson('POST', '/users', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('password: PasswordLength');
    expect(error.violations).toHaveLength(3);
    expect(error.fieldMessages).toEqual({ password: 'PasswordLength', email: 'EmailMustBeValid' });
  });

  it('reads hydra:description, then detail, then the status text', async () => {
    fetchMock().mockResolvedValueOnce(
      json(400, { 'hydra:description': 'User activation failed: User is already active', detail: 'x' }),
    );
    await expect(requestJson('PUT', '/users/1/activate/x')).rejects.toThrow(
      'User activation failed: User is already active',
    );
    fetchMock().mockResolvedValueOnce(json(404, { title: 'An error occurred', detail: 'Not Found' }));
    const missing = (await getJson('/photographs/999').catch((e: unknown) => e)) as ApiError;
    expect(missing).toMatchObject({ status: 404, message: 'Not Found', violations: [] });
    expect(isNotFound(missing)).toBe(true);
    expect(isNotFound(new TypeError('Failed to fetch'))).toBe(false);
    fetchMock().mockResolvedValueOnce(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(getJson('/feed_items')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    fetchMock().mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(getJson('/feed_items')).rejects.toMatchObject({ status: 503, message: 'HTTP 503' });
  });
});

describe('requestJson bodies and answers', () => {
  it('answers undefined for a 204', async () => {
    fetchMock().mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(
      await requestJson('DELETE', '/webpush', { body: { subscription: { endpoint: 'e' } } }),
    ).toBeUndefined();
  });

  it('sends JSON as JSON, and FormData as multipart with the type the browser sets', async () => {
    fetchMock().mockImplementation(async () => json(201, { id: 1 }));
    await requestJson('POST', '/comments', { body: { text: 'Hallo' } });
    const [, jsonInit] = fetchMock().mock.calls[0] as [string, RequestInit];
    expect((jsonInit.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(jsonInit.body).toBe('{"text":"Hallo"}');

    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.jpg');
    await requestJson('POST', '/retrosnaps', { body: form });
    const [, formInit] = fetchMock().mock.calls[1] as [string, RequestInit];
    expect(formInit.body).toBe(form);
    expect((formInit.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((formInit.headers as Record<string, string>).Accept).toContain('application/ld+json');
  });

  it('passes the abort signal and the query string on', async () => {
    fetchMock().mockResolvedValueOnce(json(200, { 'hydra:member': [] }));
    const controller = new AbortController();
    await getJson('/feed_items', { signal: controller.signal, query: 'page=2' });
    const [url, init] = fetchMock().mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/feed_items?page=2');
    expect(init.signal).toBe(controller.signal);
  });
});
