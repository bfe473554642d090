import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen that cannot show what was asked for (missing, not allowed, not loaded), with ways on. */
export function UnavailableScreen({
  title,
  text,
  actions,
  testId,
}: {
  title: string;
  text: string;
  actions: ReactNode;
  testId: string;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }} data-testid={testId}>
      <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
    </Container>
  );
}
