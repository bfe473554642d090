import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkCard } from '../tiles/link-card';
import { TileImage } from '../tiles/tile-image';

/**
 * A collection or album of the person's own as a card: its cover (the tile's quiet fallback
 * surface when there is none or it cannot be loaded), a badge over the cover, the headline and a line of
 * figures, and where a screen wants it a short line of what it is about. The whole card opens the
 * show screen.
 */
export function OwnedCard({
  to,
  coverSrc,
  badge,
  headline,
  detail,
  about,
  testId,
  action,
}: {
  to: string | null;
  coverSrc: string | null;
  badge?: ReactNode;
  headline: string;
  detail: string;
  /** Plain text, cut to two lines. */
  about?: string;
  testId: string;
  /** A button of its own beside the card's link (a link cannot hold another control). */
  action?: ReactNode;
}) {
  const body = (
    <>
      <Box sx={{ position: 'relative', aspectRatio: '3 / 2' }}>
        <TileImage sources={[]} src={coverSrc} size="list" />
        {badge && <Box sx={{ position: 'absolute', top: 8, left: 8 }}>{badge}</Box>}
      </Box>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography
          component="h3"
          sx={{
            fontWeight: 700,
            fontSize: '1rem',
            lineHeight: 1.3,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {headline}
        </Typography>
        {about && (
          <Typography
            sx={{
              fontSize: '0.875rem',
              mt: 0.5,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {about}
          </Typography>
        )}
        <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem', mt: 0.5 }}>{detail}</Typography>
      </CardContent>
    </>
  );
  const card = (
    <LinkCard to={to} testId={testId}>
      {body}
    </LinkCard>
  );
  return <CardWithAction card={card} action={action} />;
}

/** A card with a button of its own in its top right corner, beside the card's link (a link cannot hold another control). */
export function CardWithAction({ card, action }: { card: ReactNode; action?: ReactNode }) {
  if (!action) return card;
  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      {card}
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>{action}</Box>
    </Box>
  );
}
