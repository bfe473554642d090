import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { toCents } from '@retropics/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/form/confirm-dialog';
import { QuantityStepper } from '../../components/print-order/quantity-stepper';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useCart, useChangeCart, useProductsOf } from '../../lib/cart/cart-orders';
import {
  type CartItem,
  type CartOrder,
  choiceName,
  formatPrice,
  itemsWithout,
  itemsWithQuantity,
  lineTotalCents,
  PHOTOBOOK_CATEGORY,
  PRINT_CATEGORY,
} from '../../lib/cart/cart-rules';
import { idOfIri } from '../../lib/hydra/iri';
import { albumCoverUrl } from '../../lib/media/image-urls';
import { routePath } from '../../lib/routing/route-links';

/**
 * Spec §2 OrderItemList `/shopping_cart/`: the device's open cart (its order id in a cookie) with
 * each print's cropped section or photo book's cover, options, quantity, the server's prices, delete
 * after 'Are you sure you want to delete this item?' (the last item takes the order with it), the
 * totals and 'Zur Kasse' to the checkout `/orders/edit/{id}`.
 */
export default function CartScreen() {
  const { t } = useTranslation('cart');
  usePageTitle(t('title'));
  const { cart, isPending, isError, id, refetch } = useCart();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
        {t('title')}
      </Typography>
      {id !== null && isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : cart && cart.items.length > 0 ? (
        <CartContent cart={cart} />
      ) : (
        <Box sx={{ textAlign: 'center', py: 6 }} data-testid="cart-empty">
          <Typography sx={{ fontSize: '1.1rem', mb: 1 }}>{t('empty.title')}</Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('empty.hint')}</Typography>
          <Button component={RouterLink} to={routePath('HomeList') ?? '/'} variant="outlined">
            {t('empty.browse')}
          </Button>
        </Box>
      )}
    </Container>
  );
}

function CartContent({ cart }: { cart: CartOrder }) {
  const { t, i18n } = useTranslation('cart');
  const change = useChangeCart(cart.id);
  const prints = useProductsOf(PRINT_CATEGORY);
  const books = useProductsOf(PHOTOBOOK_CATEGORY);
  const [deleting, setDeleting] = useState<CartItem | null>(null);
  const productOf = (iri: string) =>
    [...(prints.data ?? []), ...(books.data ?? [])].find((product) => product['@id'] === iri);
  const checkoutPath = routePath('OrderUpdate', { id: cart.id });
  const price = (cents: number) => formatPrice(cents, i18n.language);

  return (
    <>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        data-testid="cart-items"
      >
        {cart.items.map((item) => {
          const albumId = item.imageGallery ? idOfIri(item.imageGallery) : null;
          const pictures = [item.thumbnail, albumId ? albumCoverUrl({ id: albumId }, 'list') : null].flatMap(
            (url) => (url ? [url] : []),
          );
          const options = Object.entries(item.config).map(([optionId, value]) =>
            choiceName(productOf(item.product), optionId, value, i18n.language),
          );
          return (
            <Box
              component="li"
              key={item.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '96px 1fr', sm: '128px 1fr auto' },
                gap: 2,
                alignItems: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 1.5,
              }}
              data-testid="cart-item"
            >
              <Box
                sx={{
                  width: { xs: 96, sm: 128 },
                  height: { xs: 96, sm: 128 },
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: '#000',
                  borderRadius: 1,
                  overflow: 'hidden',
                }}
              >
                <CartPicture
                  sources={pictures}
                  alt={item.imageGallery ? t('item.coverAlt') : t('item.sectionAlt')}
                />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                  {item.productName}
                </Typography>
                {options.length > 0 && (
                  <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                    {options.join(' · ')}
                  </Typography>
                )}
                {albumId !== null && (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={routePath('OrderItemShow', { id: albumId }) ?? '/'}
                      sx={{ px: 0 }}
                    >
                      {t('item.showAlbum')}
                    </Button>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={routePath('OrderItemUpdate', { id: albumId }) ?? '/'}
                      startIcon={<EditOutlinedIcon />}
                    >
                      {t('item.editAlbum')}
                    </Button>
                  </Box>
                )}
                <Typography sx={{ fontSize: '0.9rem', mt: 0.5 }} data-testid="cart-item-unit">
                  {t('item.unitPrice', { price: price(toCents(item.priceWithVat)) })}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                  <QuantityStepper
                    value={item.quantity}
                    disabled={change.isPending}
                    onChange={(quantity) => change.mutate(itemsWithQuantity(cart, item.id, quantity))}
                    label={t('quantity.of', { name: item.productName })}
                  />
                  <IconButton
                    onClick={() => setDeleting(item)}
                    aria-label={t('item.delete', { name: item.productName })}
                    disabled={change.isPending}
                    data-testid="cart-item-delete"
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Box>
              </Box>
              <Typography
                sx={{ fontWeight: 700, gridColumn: { xs: '2', sm: 'auto' }, justifySelf: { sm: 'end' } }}
                data-testid="cart-item-total"
              >
                {price(lineTotalCents(item))}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {change.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('changeFailed')}
        </Alert>
      )}
      <Divider sx={{ my: 3 }} />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, m: 0 }}
        data-testid="cart-totals"
      >
        <Typography component="dt">{t('totals.subtotal')}</Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
          {price(toCents(cart.priceWithVat))}
        </Typography>
        <Typography component="dt">{t('totals.shipping')}</Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
          {cart.shippingPrice === 0 ? t('totals.free') : price(toCents(cart.shippingPrice))}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t('totals.total')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}
          data-testid="cart-total"
        >
          {price(toCents(cart.priceTotal))}
        </Typography>
        <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
          {t('totals.vat')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, textAlign: 'right', color: 'text.secondary', fontSize: '0.85rem' }}
        >
          {price(toCents(cart.vat))}
        </Typography>
      </Box>
      {checkoutPath && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button
            component={RouterLink}
            to={checkoutPath}
            variant="contained"
            size="large"
            startIcon={<ShoppingCartCheckoutIcon />}
            data-testid="cart-checkout"
          >
            {t('checkout')}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        question={t('delete.question')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={change.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          change.mutate(itemsWithout(cart, deleting.id), { onSettled: () => setDeleting(null) });
        }}
        data-testid="cart-delete-dialog"
      />
    </>
  );
}

/** The item's picture: the server's thumbnail, else (a photo book) its album's cover; nothing when none loads. */
function CartPicture({ sources, alt }: { sources: readonly string[]; alt: string }) {
  const [index, setIndex] = useState(0);
  const src = sources[index];
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setIndex((current) => current + 1)}
      sx={{ maxWidth: '100%', maxHeight: '100%', display: 'block' }}
      data-testid="cart-item-picture"
    />
  );
}
