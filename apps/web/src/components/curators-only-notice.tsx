import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { homePath } from '../lib/routing/route-links';

/**
 * What a team screen shows anyone who is not an editor or admin: plainly that it is not for them,
 * and the way back to the feed. The server refuses them its data anyway.
 */
export function CuratorsOnlyNotice({
  title,
  text,
  toFeed,
  testId,
}: {
  title: string;
  text: string;
  toFeed: string;
  testId: string;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }} data-testid={testId}>
      <LockOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />
      <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button variant="contained" component={RouterLink} to={homePath()}>
        {toFeed}
      </Button>
    </Container>
  );
}
