import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface UnavailableNoticeProps {
  title: string;
  text: string;
  /** A retry for a failed load: its label and action. */
  retry?: { label: string; onClick: () => void };
  /** Where to go instead, the first one the main way. */
  links: ReadonlyArray<{ to: string; label: string }>;
  testId: string;
}

/** The screen of a form whose subject cannot be edited here: why, and where to go instead. */
export function UnavailableNotice({ title, text, retry, links, testId }: UnavailableNoticeProps) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }} data-testid={testId}>
      <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {retry && (
          <Button variant="contained" onClick={retry.onClick}>
            {retry.label}
          </Button>
        )}
        {links.map((link, index) => (
          <Button
            key={link.to}
            variant={index === 0 && !retry && links.length > 1 ? 'contained' : 'text'}
            component={RouterLink}
            to={link.to}
          >
            {link.label}
          </Button>
        ))}
      </Box>
    </Container>
  );
}
