import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localName } from '../../../lib/i18n/content-texts';
import { thumbnailUrl } from '../../../lib/media/image-urls';
import type { MapItem } from '../../../lib/resources/map';
import { itemPath, itemPicture, itemTitle, itemYears } from '../item-links';
import { fundingPercent } from '../leaflet/marker-icons';

function Meta({ item }: { item: MapItem }) {
  const { t, i18n } = useTranslation('map');
  const percent = item.documentType === 'PhotographCollection' ? fundingPercent(item) : null;
  const parts = [
    t(`documentTypes.${item.documentType}`),
    itemYears(item),
    localName(item.city, item.cityNames, i18n.language),
  ].filter(Boolean);
  return (
    <Typography variant="caption" component="p" sx={{ m: 0, opacity: 0.85 }}>
      {parts.join(' · ')}
      {percent !== null && ` · ${t('popup.funded', { percent: Math.round(percent) })}`}
    </Typography>
  );
}

function OneItem({ item }: { item: MapItem }) {
  const { t, i18n } = useTranslation('map');
  const path = itemPath(item);
  const picture = itemPicture(item);
  const title = itemTitle(item, i18n.language);
  return (
    <Box sx={{ width: 240 }}>
      {picture && (
        <Box
          component="img"
          src={thumbnailUrl(picture, 'small')}
          alt=""
          sx={{ display: 'block', width: '100%', height: 140, objectFit: 'cover', borderRadius: 1, mb: 1 }}
        />
      )}
      <Typography variant="subtitle2" component="h2" sx={{ m: 0, lineHeight: 1.3 }}>
        {title}
      </Typography>
      <Meta item={item} />
      {path ? (
        <Button
          component={RouterLink}
          to={path}
          variant="contained"
          size="small"
          fullWidth
          // '&&' outranks Leaflet's `.leaflet-container a` colour.
          sx={{ mt: 1, '&&': { color: 'primary.contrastText' } }}
        >
          {t('popup.open')}
        </Button>
      ) : (
        <Typography variant="caption" component="p" sx={{ mt: 1, mb: 0 }}>
          {t('popup.notYet')}
        </Typography>
      )}
    </Box>
  );
}

function ManyItems({ items }: { items: MapItem[] }) {
  const { t, i18n } = useTranslation('map');
  return (
    <Box sx={{ width: 260 }}>
      <Typography variant="subtitle2" component="h2" sx={{ m: 0, mb: 0.5 }}>
        {t('popup.items', { count: items.length })}
      </Typography>
      <List dense disablePadding sx={{ maxHeight: 280, overflowY: 'auto', mx: -1 }}>
        {items.map((item) => {
          const path = itemPath(item);
          const picture = itemPicture(item);
          return (
            <ListItemButton
              key={item.id}
              component={path ? RouterLink : 'div'}
              to={path ?? ''}
              disabled={!path}
              sx={{ gap: 1, px: 1, alignItems: 'center', '&&': { color: 'text.primary' } }}
            >
              {picture && (
                <Box
                  component="img"
                  src={thumbnailUrl(picture, 'icon')}
                  alt=""
                  sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0 }}
                />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ lineHeight: 1.25 }}>
                  {itemTitle(item, i18n.language)}
                </Typography>
                <Meta item={item} />
              </Box>
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}

/** What a marker's popup shows (spec §2 Map 'popup per marker'): the item with a link to open it. */
export function MapPopup({ items, onLayout }: { items: MapItem[]; onLayout: () => void }) {
  // Leaflet measured the popup before React filled it: place it again once the content is there.
  useLayoutEffect(() => {
    onLayout();
  });
  const [first] = items;
  if (!first) return null;
  return items.length === 1 ? <OneItem item={first} /> : <ManyItems items={items} />;
}
