/** An organization's or sponsor's own site as people read it: the host without `www.`. */
export function siteLabel(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
