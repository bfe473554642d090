/** A Hydra collection as the API answers it (spec §7). */
export interface HydraCollection<T> {
  'hydra:member': T[];
  'hydra:totalItems'?: number;
  'hydra:view'?: {
    '@id': string;
    'hydra:first'?: string;
    'hydra:last'?: string;
    'hydra:previous'?: string;
    'hydra:next'?: string;
  };
}

export type QueryValue = string | number | boolean;

/** A failed call; `message` is what the error snackbar shows (spec §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function buildQuery(params: Record<string, QueryValue | readonly QueryValue[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) search.append(key, String(item));
  }
  return search.toString();
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as {
      'hydra:description'?: string;
      detail?: string;
      message?: string;
    };
    return body['hydra:description'] ?? body.detail ?? body.message ?? response.statusText;
  } catch {
    return response.statusText || `HTTP ${response.status}`;
  }
}

export async function getJson<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
  const response = await fetch(path, {
    headers: { Accept: 'application/ld+json' },
    signal: init?.signal ?? null,
  });
  // Spec §8: any status outside 200–299 is an error.
  if (!response.ok) throw new ApiError(await errorMessage(response), response.status);
  return (await response.json()) as T;
}
