import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { geoFilter, type SearchFilter, textFilter, typeFilter } from '@retropics/domain/search-filters';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idOfIri } from '../../../lib/hydra/iri';
import { localName } from '../../../lib/i18n/content-texts';
import { pickTranslation } from '../../../lib/i18n/pick-translation';
import { requestNearMe, useNearMe } from '../../../lib/location/near-me-store';
import type { GeoPoint } from '../../../lib/location/read-position';
import { thumbnailUrl } from '../../../lib/media/image-urls';
import { type FeedItem, feedItemListQuery } from '../../../lib/resources/feed-items';
import { feedFirstUrl } from '../../../lib/search/feed-search-url';
import { useDebounced } from '../../../lib/timing/use-debounced';

const NearMeDialogs = lazy(() => import('../../../components/near-me/near-me-dialogs'));

const SEARCH_DELAY_MS = 300;
const MIN_SEARCH_LENGTH = 2;

/** What the picker searches: photographs by title, or those near the device. */
function searchFilters(text: string, near: GeoPoint | null): SearchFilter[] | null {
  const photographs = typeFilter('Photograph');
  if (text.trim().length >= MIN_SEARCH_LENGTH) return [textFilter(text.trim()), photographs];
  if (near) return [geoFilter(near.lat, near.lon), photographs];
  return null;
}

interface PhotographPickerDialogProps {
  open: boolean;
  onClose(): void;
  onPick(photographId: number): void;
}

/**
 * Which photograph to repeat before the camera opens: those near the device (with the person's
 * leave, through spec §4's 'near me' flow) or a search by title, through the feed's own search.
 */
export function PhotographPickerDialog({ open, onClose, onPick }: PhotographPickerDialogProps) {
  const { t, i18n } = useTranslation('retrosnaps');
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [text, setText] = useState('');
  const [near, setNear] = useState<GeoPoint | null>(null);
  const { dialog } = useNearMe();
  const filters = searchFilters(useDebounced(text, SEARCH_DELAY_MS), near);
  const url = filters ? feedFirstUrl(filters) : null;
  const results = useQuery({ ...feedItemListQuery<FeedItem>(url ?? ''), enabled: open && url !== null });
  const photographs = (results.data?.['hydra:member'] ?? []).filter(
    (item) => item.documentType === 'Photograph',
  );
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('picker.title')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={t('picker.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            type="search"
            autoFocus
            fullWidth
            data-testid="picker-search"
          />
          <Button
            variant="outlined"
            startIcon={<MyLocationIcon />}
            onClick={() => {
              setText('');
              requestNearMe(setNear);
            }}
            sx={{ justifySelf: 'start' }}
            data-testid="picker-near-me"
          >
            {t('picker.nearMe')}
          </Button>
          {!filters && <Alert severity="info">{t('picker.hint')}</Alert>}
          {filters && results.isPending && (
            <CircularProgress aria-label={t('picker.searching')} sx={{ justifySelf: 'center' }} />
          )}
          {filters && results.isError && <Alert severity="error">{t('picker.failed')}</Alert>}
          {filters && results.isSuccess && photographs.length === 0 && (
            <Alert severity="info">{near && !text ? t('picker.noneNear') : t('picker.none')}</Alert>
          )}
          {photographs.length > 0 && (
            <List aria-label={t('picker.results')} data-testid="picker-results" disablePadding>
              {photographs.map((item) => {
                const title = pickTranslation(item.translations, language)?.name || item.headline;
                const picture = item.images[0]?.filePath ?? item.thumbnail;
                return (
                  <ListItem key={item['@id']} disablePadding>
                    <ListItemButton onClick={() => onPick(idOfIri(item.document))} sx={{ gap: 2 }}>
                      {picture && (
                        <Box
                          component="img"
                          src={thumbnailUrl(picture, 'icon')}
                          alt=""
                          loading="lazy"
                          sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1, flex: 'none' }}
                        />
                      )}
                      <ListItemText
                        primary={title || t('picker.untitled')}
                        secondary={[item.fromYear, localName(item.city, item.cityNames, language)]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('picker.cancel')}</Button>
      </DialogActions>
      {dialog !== 'none' && (
        <Suspense fallback={null}>
          <NearMeDialogs />
        </Suspense>
      )}
    </Dialog>
  );
}
