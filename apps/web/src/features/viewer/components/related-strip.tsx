import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { thumbnailUrl } from '../../../lib/media/image-urls';
import { routePath } from '../../../lib/routing/route-links';
import { type RelatedItem, useRelatedItems } from '../use-related-items';

function itemPath(item: RelatedItem): string | null {
  return item.kind === 'retrosnap'
    ? routePath('RetrosnapShow', { id: item.id })
    : routePath('PhotographShow', { id: item.id });
}

const thumbSx = { width: 56, height: 56, objectFit: 'cover', display: 'block', borderRadius: 1 } as const;

/**
 * Spec §2: the additional photographs and RetroSnaps of a photograph. With a single one the
 * button opens it directly; with more, the first tap opens the strip.
 */
export function RelatedStrip({ iris, language }: { iris: string[]; language: string }) {
  const { t } = useTranslation('viewer');
  const [open, setOpen] = useState(false);
  const stripId = useId();
  const { data: items } = useRelatedItems(iris, language);
  if (iris.length === 0 || !items || items.length === 0) return null;
  const [first] = items;
  if (!first) return null;
  const label = (item: RelatedItem) =>
    t(item.kind === 'retrosnap' ? 'related.openRetrosnap' : 'related.openPhotograph', { title: item.title });

  const preview = (
    <Badge badgeContent={items.length > 1 ? items.length : 0} color="primary" overlap="rectangular">
      <Box component="img" src={thumbnailUrl(first.filePath, 'icon')} alt="" sx={thumbSx} />
    </Badge>
  );
  const single = items.length === 1 ? itemPath(first) : null;

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, maxWidth: '100%' }}
      data-testid="related-strip"
    >
      {single ? (
        <ButtonBase
          component={RouterLink}
          to={single}
          aria-label={label(first)}
          sx={{ borderRadius: 1, border: 2, borderColor: 'common.white', boxShadow: 3 }}
        >
          {preview}
        </ButtonBase>
      ) : (
        <ButtonBase
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={stripId}
          aria-label={t('related.toggle', { count: items.length })}
          sx={{ borderRadius: 1, border: 2, borderColor: 'common.white', boxShadow: 3 }}
        >
          {preview}
        </ButtonBase>
      )}
      {open && items.length > 1 && (
        <Paper
          id={stripId}
          component="ul"
          elevation={6}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 1,
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
            maxWidth: 'calc(100vw - 120px)',
          }}
        >
          {items.map((item) => {
            const path = itemPath(item);
            return path ? (
              <li key={item.iri}>
                <ButtonBase
                  component={RouterLink}
                  to={path}
                  aria-label={label(item)}
                  sx={{ borderRadius: 1 }}
                >
                  <Box component="img" src={thumbnailUrl(item.filePath, 'icon')} alt="" sx={thumbSx} />
                </ButtonBase>
                <Typography variant="caption" sx={{ display: 'block', maxWidth: 56 }} noWrap>
                  {item.kind === 'retrosnap' ? t('related.retrosnap') : t('related.photograph')}
                </Typography>
              </li>
            ) : null;
          })}
        </Paper>
      )}
    </Box>
  );
}
