/** Decoding the access token; no storage, so the service worker reads it too (RetroSnap queue). */

/** Claims the app reads from the access token (spec §3 'Token data'). */
export interface TokenData {
  id?: number | string;
  username?: string;
  person_id?: number | string;
  roles?: string[];
  exp?: number;
}

export function decodeTokenData(token: string): TokenData | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const data: unknown = JSON.parse(json);
    return data && typeof data === 'object' ? (data as TokenData) : null;
  } catch {
    return null;
  }
}
