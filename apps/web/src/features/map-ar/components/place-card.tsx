import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { thumbnailUrl } from '../../../lib/media/image-urls';

interface PlaceCardProps {
  path: string;
  name: string;
  distance: string;
  picture: string | null;
  /** Extra words for the link's name, e.g. the direction in the list. */
  detail?: string;
}

/** A nearby photograph as a small card that opens it: thumbnail, name, distance. */
export function PlaceCard({ path, name, distance, picture, detail }: PlaceCardProps) {
  return (
    <Box
      component={RouterLink}
      to={path}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: 132,
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'rgba(255, 255, 255, 0.94)',
        color: '#1a1a1a',
        textDecoration: 'none',
        boxShadow: '0 4px 14px rgba(0, 0, 0, 0.45)',
        '&:focus-visible': { outline: '3px solid #ffd54f', outlineOffset: 2 },
      }}
    >
      {picture && (
        <Box
          component="img"
          src={thumbnailUrl(picture, 'icon')}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: 80, objectFit: 'cover', display: 'block', bgcolor: '#333' }}
        />
      )}
      <Box sx={{ px: 1, py: 0.5 }}>
        <Typography
          component="span"
          variant="caption"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            lineHeight: 1.25,
            fontWeight: 500,
          }}
        >
          {name}
        </Typography>
        <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 700 }}>
          {distance}
          {detail ? ` · ${detail}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}
