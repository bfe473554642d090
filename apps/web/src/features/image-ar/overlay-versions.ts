import type { RetrosnapSummary } from '../../lib/entities/archive-types';
import { thumbnailUrl } from '../../lib/media/image-urls';
import type { Photograph } from '../../lib/resources/photographs';

/** A picture the AR view can lay over the camera's: the photograph, its colorized version, a RetroSnap. */
export interface OverlayVersion {
  key: string;
  kind: 'original' | 'colorized' | 'retrosnap';
  /** The display thumbnail (1024 px): drawn over the camera and shown in the picker. */
  src: string;
  /** A RetroSnap's date, to tell several apart. */
  dateText?: string | null;
}

/**
 * Spec §4 AR: the overlay choices, the first of them selected: the original photograph, its
 * colorized version (only for a black-and-white photograph that has one, §4 colorized rule), then
 * its RetroSnaps.
 */
export function overlayVersions(
  photograph: Pick<Photograph, 'filePath' | 'isBlackAndWhite' | 'hasColorized'>,
  retrosnaps: readonly Pick<RetrosnapSummary, 'id' | 'filePath' | 'dateText'>[],
): OverlayVersion[] {
  return [
    { key: 'original', kind: 'original', src: thumbnailUrl(photograph.filePath, 'display') },
    ...(photograph.isBlackAndWhite && photograph.hasColorized
      ? [
          {
            key: 'colorized',
            kind: 'colorized' as const,
            src: thumbnailUrl(`colorized.${photograph.filePath}`, 'display'),
          },
        ]
      : []),
    ...retrosnaps.map((retrosnap) => ({
      key: `retrosnap-${retrosnap.id}`,
      kind: 'retrosnap' as const,
      src: thumbnailUrl(retrosnap.filePath, 'display'),
      dateText: retrosnap.dateText,
    })),
  ];
}
