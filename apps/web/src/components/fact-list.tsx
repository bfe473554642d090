import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A row of short facts under a title (place, period, licence), each with its icon. */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        color: 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}

/** One fact: a decorative icon and its text. */
export function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid={testId}>
      {icon}
      {children}
    </Box>
  );
}
