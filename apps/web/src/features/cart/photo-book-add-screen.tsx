import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { toCents } from '@retropics/domain/money';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AddFailedAlert } from '../../components/print-order/add-failed-alert';
import { ProductOptions } from '../../components/print-order/product-options';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useAddToCart, useProductsOf } from '../../lib/cart/cart-orders';
import { formatPrice, initialConfig, isConfigComplete, PHOTOBOOK_CATEGORY } from '../../lib/cart/cart-rules';
import { pickTranslation } from '../../lib/i18n/pick-translation';
import { useAlbum } from '../../lib/resources/image-galleries';
import { routePath } from '../../lib/routing/route-links';

/**
 * Spec §2 OrderItemCreateSearchparameters `/shopping_cart/add/{document_id}`: the album becomes a
 * photo book item of the cart, then the cart opens. A photo book whose options have no default
 * asks for them first (spec §4 Product: only with every option answered).
 */
export default function PhotoBookAddScreen() {
  const { t, i18n } = useTranslation('cart');
  usePageTitle(t('photoBook.title'));
  const raw = useParams().documentId ?? '';
  const albumId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const album = useAlbum(albumId ?? 0);
  const books = useProductsOf(PHOTOBOOK_CATEGORY);
  const add = useAddToCart();
  const navigate = useNavigate();
  const product = books.data?.[0] ?? null;
  const [config, setConfig] = useState<Record<string, string | number> | null>(null);
  const answers = config ?? (product ? initialConfig(product) : {});
  const complete = product ? isConfigComplete(product, answers) : false;
  const started = useRef(false);
  const cartPath = routePath('OrderItemList') ?? '/';

  const submit = () => {
    if (!product || albumId === null) return;
    add.mutate(
      { product: product['@id'], quantity: 1, config: answers, imageGallery: `/image_galleries/${albumId}` },
      { onSuccess: () => void navigate(cartPath, { replace: true }) },
    );
  };
  // With nothing to ask, the album goes into the cart at once.
  useEffect(() => {
    if (
      started.current ||
      !product ||
      !album.data ||
      config !== null ||
      !isConfigComplete(product, initialConfig(product))
    )
      return;
    started.current = true;
    submit();
  });

  if (albumId === null) return <Navigate to={cartPath} replace />;
  const failed = album.isError || books.isError;
  return (
    <Container maxWidth="sm" sx={{ py: 3, display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('photoBook.title')}
      </Typography>
      {failed ? (
        <Alert severity="error">{album.isError ? t('photoBook.albumMissing') : t('loadFailed')}</Alert>
      ) : books.data && !product ? (
        <Alert severity="info">{t('photoBook.noProduct')}</Alert>
      ) : !product || !album.data || (complete && !add.isError && config === null) ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('photoBook.adding')} />
        </Box>
      ) : (
        <>
          <Typography>
            {t('photoBook.intro', {
              album: album.data.headline,
              product: pickTranslation(product.translations, i18n.language)?.name ?? '',
              price: formatPrice(toCents(product.priceWithVat), i18n.language),
            })}
          </Typography>
          <ProductOptions
            product={product}
            config={answers}
            onAnswer={(optionId, value) => setConfig({ ...answers, [optionId]: value })}
          />
          <AddFailedAlert error={add.error} />
          <Button
            variant="contained"
            startIcon={<ShoppingCartOutlinedIcon />}
            disabled={!complete || add.isPending}
            onClick={submit}
          >
            {t('drawer.addToCart')}
          </Button>
        </>
      )}
    </Container>
  );
}
