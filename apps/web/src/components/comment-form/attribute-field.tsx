import CloseIcon from '@mui/icons-material/Close';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ATTRIBUTE_DATE_MIN,
  type AttributeDefinition,
} from '@retropics/domain/contracts/category-attributes.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlbumChoice } from '../../lib/resources/image-galleries';
import type { PlaceResult } from '../../lib/resources/places';
import { PlaceSearchField } from '../place-search/place-search-field';
import type { AlbumLinkValue, AttributeFormValue, LocationValue } from './comment-draft';

interface AttributeFieldProps {
  definition: AttributeDefinition;
  /** The attribute's name in the reader's language. */
  label: string;
  value: AttributeFormValue | undefined;
  onChange(value: AttributeFormValue): void;
  error: string | undefined;
  albums: readonly AlbumChoice[];
}

/** A place from the search as a Location value (spec §3: lat, lon, display_name). */
function locationOf(place: PlaceResult): LocationValue {
  const parts = [place.name, place.addressLocality, place.addressRegion, place.addressCountry].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return { lat: place.geo.lat, lon: place.geo.lon, display_name: parts.join(', ') };
}

/** One field of a category's attributes (spec §3 types), with its message underneath. */
export function AttributeField({ definition, label, value, onChange, error, albums }: AttributeFieldProps) {
  const { t } = useTranslation('annotate');
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const name = `attribute-${definition.code}`;
  const common = {
    label,
    fullWidth: true,
    size: 'small' as const,
    error: Boolean(error),
    helperText: error,
    name,
    slotProps: { htmlInput: { 'data-testid': name } },
  };

  switch (definition.type) {
    case 'Text':
      return <TextField {...common} value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'Number':
      return (
        <TextField
          {...common}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': name } }}
        />
      );
    case 'Date':
      return (
        <TextField
          {...common}
          type="date"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          helperText={error ?? t('attribute.dateHint')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: ATTRIBUTE_DATE_MIN, 'data-testid': name },
          }}
        />
      );
    case 'Time':
      return (
        <TextField
          {...common}
          type="time"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': name } }}
        />
      );
    case 'Boolean':
      return (
        <TextField
          {...common}
          select
          value={text}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': name } as object },
          }}
        >
          <MenuItem value="">{t('attribute.unset')}</MenuItem>
          <MenuItem value="true">{t('attribute.yes')}</MenuItem>
          <MenuItem value="false">{t('attribute.no')}</MenuItem>
        </TextField>
      );
    case 'AlbumLink': {
      const chosen = value && typeof value === 'object' && '@id' in value ? (value as AlbumLinkValue) : null;
      return (
        <TextField
          {...common}
          select
          value={chosen?.['@id'] ?? ''}
          onChange={(event) => {
            const album = albums.find((entry) => entry['@id'] === event.target.value);
            onChange(album ? { '@id': album['@id'], headline: album.headline } : null);
          }}
          helperText={error ?? (albums.length === 0 ? t('attribute.noAlbums') : undefined)}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': name } as object },
          }}
        >
          <MenuItem value="">{t('attribute.noAlbum')}</MenuItem>
          {/* A linked album the person no longer owns stays choosable, so editing does not drop it. */}
          {chosen && !albums.some((album) => album['@id'] === chosen['@id']) && (
            <MenuItem value={chosen['@id']}>{chosen.headline}</MenuItem>
          )}
          {albums.map((album) => (
            <MenuItem key={album['@id']} value={album['@id']}>
              {album.headline}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'Location': {
      const place = value && typeof value === 'object' && 'lat' in value ? (value as LocationValue) : null;
      return (
        <Box
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0 }}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {label}
          </Typography>
          {place ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid={name}>
              <PlaceIcon fontSize="small" color="primary" aria-hidden />
              <Typography variant="body2" sx={{ flex: 1 }}>
                {t('attribute.placeChosen', { name: place.display_name })}
              </Typography>
              <IconButton size="small" aria-label={t('attribute.removePlace')} onClick={() => onChange(null)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ) : (
            <PlaceSearchField onChoose={(chosen) => onChange(locationOf(chosen))} allowEmptyPlaces />
          )}
          {error && (
            <FormHelperText id={`${id}-error`} error>
              {error}
            </FormHelperText>
          )}
        </Box>
      );
    }
  }
}
