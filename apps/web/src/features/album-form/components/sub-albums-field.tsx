import CloseIcon from '@mui/icons-material/Close';
import CollectionsIcon from '@mui/icons-material/Collections';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlbumChoice, useAlbumHeadlineSearch } from '../../../lib/resources/image-galleries';

interface SubAlbumsFieldProps {
  /** The sub-albums' IRIs, in the album's order. */
  subGalleries: readonly string[];
  /** Headlines of albums the form has seen (the saved sub-albums, the ones just found). */
  headlineOf: (iri: string) => string | undefined;
  /** The album itself: never its own sub-album. */
  selfIri: string | null;
  onAdd: (album: AlbumChoice) => void;
  onRemove: (iri: string) => void;
  error: string | undefined;
}

/** Spec §3 subGalleries: albums shown inside this one, found by headline (1000 ms after typing, spec §9). */
export function SubAlbumsField({
  subGalleries,
  headlineOf,
  selfIri,
  onAdd,
  onRemove,
  error,
}: SubAlbumsFieldProps) {
  const { t } = useTranslation('album-form');
  const [text, setText] = useState('');
  const search = useAlbumHeadlineSearch(text);
  const options = text.trim()
    ? (search.data ?? []).filter((album) => album['@id'] !== selfIri && !subGalleries.includes(album['@id']))
    : [];
  const searching = search.pending && text.trim().length > 0;
  return (
    <Stack spacing={1.5}>
      {subGalleries.length === 0 ? (
        <Typography color="text.secondary">{t('subAlbums.none')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('subAlbums.list')}
          data-testid="album-sub-albums"
        >
          {subGalleries.map((iri) => {
            const headline = headlineOf(iri) ?? t('subAlbums.unnamed');
            return (
              <Box component="li" key={iri} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
                <CollectionsIcon fontSize="small" color="primary" aria-hidden />
                <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {headline}
                </Typography>
                <IconButton aria-label={t('subAlbums.remove', { headline })} onClick={() => onRemove(iri)}>
                  <CloseIcon />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      <Autocomplete<AlbumChoice, false, false, false>
        options={options}
        filterOptions={(all) => all}
        getOptionLabel={(album) => album.headline}
        isOptionEqualToValue={(a, b) => a['@id'] === b['@id']}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        value={null}
        onChange={(_event, album) => {
          if (!album) return;
          setText('');
          onAdd(album);
        }}
        loading={searching}
        loadingText={t('subAlbums.searching')}
        noOptionsText={text.trim() ? t('subAlbums.noResults') : t('subAlbums.typeToSearch')}
        blurOnSelect
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('subAlbums.search')}
            error={Boolean(error)}
            helperText={error}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {searching ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
    </Stack>
  );
}
