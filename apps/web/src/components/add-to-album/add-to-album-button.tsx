import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import type { AlbumItemTarget } from './add-to-album-dialog';
import { useAddToAlbum } from './use-add-to-album';

/** Over a picture: readable on light and dark pictures alike. */
export const overPictureButtonSx = {
  bgcolor: 'rgba(0,0,0,0.6)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
} as const;

/**
 * The add-to-album button of a tile (feed card, album grid): a control of its own beside the tile's
 * link, named with what it adds.
 */
export function AddToAlbumButton({ item }: { item: AlbumItemTarget }) {
  const { t } = useTranslation('browse');
  const addToAlbum = useAddToAlbum();
  return (
    <>
      <IconButton
        size="small"
        onClick={() => addToAlbum.request(item)}
        aria-label={t('feed.addToAlbumFor', { title: item.title })}
        title={t('feed.addToAlbum')}
        aria-haspopup="dialog"
        sx={overPictureButtonSx}
        data-testid="add-to-album"
      >
        <AddPhotoAlternateOutlinedIcon fontSize="small" />
      </IconButton>
      {addToAlbum.dialog}
    </>
  );
}
