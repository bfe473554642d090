import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** Cuts at the last word boundary before `limit`, so that no word is split. */
export function truncateAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > limit * 0.6 ? cut.slice(0, boundary) : cut).trimEnd()}…`;
}

/** Text shortened to `limit` characters with a 'Read more' that shows the rest (spec §2 album: 100). */
export function TruncatedText({
  text,
  limit,
  moreLabel,
}: {
  text: string;
  limit: number;
  moreLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const long = text.length > limit;
  return (
    <Typography sx={{ fontSize: '1.05rem' }} data-testid="album-description">
      {open || !long ? text : truncateAtWord(text, limit)}
      {long && !open && (
        <Button size="small" onClick={() => setOpen(true)} sx={{ ml: 0.5, py: 0, verticalAlign: 'baseline' }}>
          {moreLabel}
        </Button>
      )}
    </Typography>
  );
}
