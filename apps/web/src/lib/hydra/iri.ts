/** The number after the last slash of an IRI (`/photographs/12` → 12). */
export function idOfIri(iri: string): number {
  return Number(iri.slice(iri.lastIndexOf('/') + 1));
}

/** The id at the end of an IRI, or null when there is no IRI (or it ends in no number). */
export function idOfOptionalIri(iri: string | null | undefined): number | null {
  const match = /\/(\d+)$/.exec(iri ?? '');
  return match ? Number(match[1]) : null;
}
