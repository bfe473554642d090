/** The legal pages (spec §1): their text key in the `legal` namespace and the date they were last changed. */
export const LEGAL_DOCUMENTS = {
  '/privacy': { key: 'privacy', updated: '2023-02-23' },
  '/agb': { key: 'agb', updated: '2022-03-14' },
  '/impressum': { key: 'impressum', updated: null },
} as const;

export type LegalPath = keyof typeof LEGAL_DOCUMENTS;

export function legalDocumentFor(pathname: string) {
  const path = pathname.replace(/\/+$/, '') as LegalPath;
  return LEGAL_DOCUMENTS[path] ?? LEGAL_DOCUMENTS['/privacy'];
}
