import { saveFile } from '../../lib/device/save-file';
import { getBlob } from '../../lib/hydra/hydra-client';

export type PosterFormat = 'pdf' | 'svg';

/**
 * Downloads the photograph's printable QR poster (editors and admins; the server checks it) in
 * the interface's language. The address needs the person's token, so the file is fetched.
 */
export async function downloadQrPoster(id: number, format: PosterFormat, locale: string): Promise<void> {
  const language = ['de', 'en', 'it'].includes(locale) ? locale : 'de';
  const file = await getBlob(`/photographs/${id}/qr-poster.${format}`, {
    auth: true,
    query: `locale=${language}`,
  });
  saveFile(file, `retropics-qr-poster-${id}.${format}`);
}
