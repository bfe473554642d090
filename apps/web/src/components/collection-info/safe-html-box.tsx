import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { safeHtml } from './safe-html';

/** Rich text from the archive, reduced to harmless markup before it is shown. */
export function SafeHtmlBox({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={sx}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: safeHtml keeps only known tags and safe links.
      dangerouslySetInnerHTML={{ __html: safeHtml(html) }}
    />
  );
}
