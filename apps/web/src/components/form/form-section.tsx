import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled part of a long form (album, photograph): a surface named by its heading. */
export function FormSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography id={id} component="h2" variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The top of a full-screen form: the way back (or out) and the form's title as the page's heading. */
export function FormScreenHeader({
  title,
  backLabel,
  onBack,
  icon,
}: {
  title: string;
  backLabel: string;
  onBack: () => void;
  icon: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <IconButton onClick={onBack} aria-label={backLabel} edge="start">
        {icon}
      </IconButton>
      <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.4rem', sm: '1.8rem' } }}>
        {title}
      </Typography>
    </Box>
  );
}
