import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A small round icon in a tile's corner (album, flip side, RetroSnap), named for screen readers. */
export function TileBadge({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: 'rgba(0,0,0,0.6)',
        color: '#fff',
        '& svg': { fontSize: 18 },
      }}
    >
      {children}
    </Box>
  );
}
