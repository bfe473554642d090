import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A list's first page on its way: a named spinner where the items will stand. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** A list that could not be read, said as an alert, with the way to try again. */
export function ListLoadError({ text, retry, onRetry }: { text: string; retry: string; onRetry(): void }) {
  return (
    <Box role="alert">
      <Typography sx={{ mb: 1 }}>{text}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {retry}
      </Button>
    </Box>
  );
}
