import type { SvgTemplateOutput } from '@retropics/domain/contracts/svg-template.contract';
import { useQuery } from '@tanstack/react-query';
import { getJson, type HydraCollection } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';

/** Spec §3 'SVG template': an album cover layout filled with the album's pictures. */
export type SvgTemplate = Pick<SvgTemplateOutput, '@id' | 'id' | 'title' | 'settings'>;

export const svgTemplateKeys = resourceKeys('svg_templates');

/** Spec §7 and §9: every template in one page of 1000. */
const ALL_TEMPLATES_URL = '/svg_templates?itemsPerPage=1000';

/** The cover templates, in the server's order: the first is the default one. */
export function useSvgTemplates(enabled = true) {
  return useQuery({
    queryKey: svgTemplateKeys.list(ALL_TEMPLATES_URL),
    enabled,
    queryFn: ({ signal }) => getJson<HydraCollection<SvgTemplate>>(ALL_TEMPLATES_URL, { signal }),
    select: (collection) => collection['hydra:member'],
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * Spec §7 /image_galleries/{id}/showSvg/{templateId}?imageIds=: the album's cover drawn from a
 * template with the chosen photographs (none: the album's first). `access` is the query a private
 * album's answer carries for its owner (`coverAccess`), which opens its cover addresses.
 */
export function svgCoverUrl(
  albumId: number,
  templateId: number,
  imageIds: readonly number[],
  access: string | null,
): string {
  const query = [imageIds.length > 0 ? `imageIds=${imageIds.join(',')}` : '', access ?? ''].filter(Boolean);
  return `/image_galleries/${albumId}/showSvg/${templateId}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}
