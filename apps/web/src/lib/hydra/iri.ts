/** The number after the last slash of an IRI (`/photographs/12` → 12). */
export function idOfIri(iri: string): number {
  return Number(iri.slice(iri.lastIndexOf('/') + 1));
}
