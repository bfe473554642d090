import Box from '@mui/material/Box';
import { type ReactNode, useRef } from 'react';
import { useFillHeight } from '../../lib/layout/use-fill-height';

/**
 * The black stage of the viewers shown inside the app's frame (RetroSnap, cover, collage): it
 * fills the height below the toolbar and stacks its parts in a column.
 */
export function ViewerStage({ testId, children }: { testId?: string; children: ReactNode }) {
  const container = useRef<HTMLDivElement | null>(null);
  const height = useFillHeight(container);
  return (
    <Box
      ref={container}
      data-testid={testId}
      sx={{
        position: 'relative',
        height: height ?? 'calc(100dvh - 56px)',
        bgcolor: '#000',
        color: 'common.white',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
}
