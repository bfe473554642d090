import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A card that opens `to` as a whole (one link, so one tab stop); without `to`, a card to look at. */
export function LinkCard({
  to,
  testId,
  children,
}: {
  to: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
          {children}
        </CardActionArea>
      ) : (
        children
      )}
    </Card>
  );
}

/** Cards as a list laid out in a grid: `columns` is the CSS grid template (responsive values allowed). */
export function CardGrid({
  columns,
  testId,
  children,
}: {
  columns: string | Record<string, string>;
  testId: string;
  /** The cards, each in an `<li>`. */
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
