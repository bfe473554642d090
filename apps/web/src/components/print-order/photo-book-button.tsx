import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { routePath } from '../../lib/routing/route-links';

/** Spec §2: an album offers itself as a photo book (`/shopping_cart/add/{document_id}`). */
export function PhotoBookButton({ albumId }: { albumId: number }) {
  const { t, ready } = useTranslation('cart', { useSuspense: false });
  const path = routePath('OrderItemCreateSearchparameters', { documentId: albumId });
  if (!path || !ready) return null;
  return (
    <Button
      component={RouterLink}
      to={path}
      variant="outlined"
      color="inherit"
      size="small"
      startIcon={<MenuBookOutlinedIcon />}
      data-testid="order-photo-book"
    >
      {t('photoBook.order')}
    </Button>
  );
}
