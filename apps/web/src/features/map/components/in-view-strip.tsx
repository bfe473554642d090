import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { thumbnailUrl } from '../../../lib/media/image-urls';
import type { MapItem } from '../../../lib/resources/map';
import { itemPath, itemPicture, itemTitle } from '../item-links';

/**
 * Spec §9 'feed loads at zoom 16 or more': close in, what the map shows is also listed as a strip
 * of pictures, which the keyboard reaches one by one (the small dots cannot be focused).
 */
export function InViewStrip({ items }: { items: MapItem[] }) {
  const { t, i18n } = useTranslation('map');
  if (items.length === 0) return null;
  return (
    <Paper
      elevation={4}
      component="section"
      aria-label={t('inView.label')}
      sx={{ position: 'absolute', zIndex: 1000, left: 12, right: 64, bottom: 12, p: 1 }}
    >
      <Typography variant="caption" component="h2" sx={{ m: 0, mb: 0.5, fontWeight: 600 }}>
        {t('inView.title', { count: items.length })}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', gap: 1, overflowX: 'auto', m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => {
          const path = itemPath(item);
          const picture = itemPicture(item);
          const title = itemTitle(item, i18n.language);
          const content = (
            <>
              {picture && (
                <Box
                  component="img"
                  src={thumbnailUrl(picture, 'icon')}
                  alt=""
                  loading="lazy"
                  sx={{ width: 72, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
              )}
              <Typography variant="caption" noWrap component="span" sx={{ display: 'block', width: 72 }}>
                {title}
              </Typography>
            </>
          );
          return (
            <Box component="li" key={item.id} sx={{ flexShrink: 0 }}>
              {path ? (
                <Box
                  component={RouterLink}
                  to={path}
                  title={title}
                  sx={{ color: 'text.primary', textDecoration: 'none', display: 'block', borderRadius: 1 }}
                >
                  {content}
                </Box>
              ) : (
                <Box title={title}>{content}</Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
