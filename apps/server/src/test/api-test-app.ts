import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from './test-app.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Json = Record<string, unknown>;
export type Violation = { propertyPath: string; message: string };

/**
 * The app an API test file runs against: booted once before the file's tests and closed after
 * them, with the requests every API test makes. `{ seed: false }` starts from an empty database
 * that the test fills with the factories; without it the demo archive is there.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  let running: TestApp | undefined;
  beforeAll(async () => {
    running = await createTestApp(options);
  });
  afterAll(async () => {
    await running?.close();
  });
  const current = () => {
    if (!running) throw new Error('the test app runs only inside the tests of the file');
    return running;
  };

  async function get(url: string, headers: Record<string, string> = {}) {
    const response = await current().app.inject({ method: 'GET', url, headers });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      text: response.body,
      body: response.json(),
    };
  }

  /** A Hydra collection the route must answer with 200, its members typed as the test reads them. */
  async function list<Member = Json>(url: string, headers: Record<string, string> = {}) {
    const { status, body } = await get(url, headers);
    expect(status, url).toBe(200);
    expect(body['@type']).toBe('hydra:Collection');
    return { body, members: body['hydra:member'] as Member[], total: body['hydra:totalItems'] as number };
  }

  async function expectBadRequest(url: string) {
    const { status, body } = await get(url);
    expect(status, url).toBe(400);
    expect(body['@type']).toBe('hydra:Error');
  }

  /**
   * A request as `as` (signed out with null), the body read as JSON-LD: what the write tests send.
   * An empty answer (204) reads as `{}`.
   */
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    as: { headers: Record<string, string> } | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await current().app.inject({
      method,
      url,
      headers: { ...headers, ...(as ? as.headers : {}) },
      ...(payload !== undefined && { payload: payload as Json }),
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body ? (response.json() as Json) : {},
      raw: response.body,
    };
  }

  /** The violations of a 422 answer, after checking that it is one (spec §5 messages). */
  function violationsOf(response: { status: number; body: Json }): Violation[] {
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body['@type']).toBe('ConstraintViolationList');
    return response.body.violations as Violation[];
  }

  /** One test per malformed request, named by its label: each must answer 400 with a hydra:Error. */
  function answersBadRequestFor(cases: ReadonlyArray<readonly [label: string, url: string]>) {
    it.each(cases)('answers 400 for %s', async (_label, url) => {
      await expectBadRequest(url);
    });
  }

  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get,
    list,
    call,
    violationsOf,
    expectBadRequest,
    answersBadRequestFor,
  };
}
