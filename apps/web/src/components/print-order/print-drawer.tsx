import CropIcon from '@mui/icons-material/Crop';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { toCents } from '@retropics/domain/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ShopDrawer } from '../../components/shop-drawer/shop-drawer';
import { useAddToCart, useProductsOf } from '../../lib/cart/cart-orders';
import {
  type CartOrder,
  type CartProduct,
  formatPrice,
  initialConfig,
  isConfigComplete,
  PRINT_CATEGORY,
  pieceCount,
  printAspect,
} from '../../lib/cart/cart-rules';
import { pickTranslation } from '../../lib/i18n/pick-translation';
import { mediaQueries } from '../../lib/layout/breakpoints';
import { useMatchMedia } from '../../lib/layout/use-media-query';
import { thumbnailUrl } from '../../lib/media/image-urls';
import { routePath } from '../../lib/routing/route-links';
import type { FractionBox } from '../comment-form/box-geometry';
import { boxOfFrame, framedToAspect, frameOfBox } from '../person-selection/crop-geometry';
import { CropperStep } from '../person-selection/cropper-step';
import { AddFailedAlert } from './add-failed-alert';
import { ProductOptions } from './product-options';
import { QuantityStepper } from './quantity-stepper';

export interface PrintRequest {
  photograph: { '@id': string; filePath: string; size: readonly [number, number] };
  /** The middle of what the viewer showed (fractions), for the first frame. */
  centre?: { x: number; y: number };
}

interface PrintDrawerProps {
  request: PrintRequest;
  open: boolean;
  onClose(): void;
}

const cropParameter = (box: FractionBox) => [box.x, box.y, box.width, box.height].join(',');

/**
 * Spec §2 photograph viewer: the print drawer 'Was möchtest du drucken?' (320 px, full width on
 * small screens). The print products with their prices; choosing one opens the viewer's cropper
 * for the section (in the format's shape once a format is chosen), then the options and the
 * quantity, then 'In den Warenkorb' into the device's cart (cart-orders.ts).
 */
export function PrintDrawer({ request, open, onClose }: PrintDrawerProps) {
  const { t, i18n } = useTranslation('cart');
  const cropTitleId = useId();
  const cropHintId = useId();
  const fullScreen = useMatchMedia(mediaQueries.mobile);
  const products = useProductsOf(PRINT_CATEGORY, open);
  const add = useAddToCart();
  const [product, setProduct] = useState<CartProduct | null>(null);
  const [config, setConfig] = useState<Record<string, string | number>>({});
  const [crop, setCrop] = useState<FractionBox | null>(null);
  const [cropping, setCropping] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<CartOrder | null>(null);
  const { photograph } = request;
  const picture = { width: photograph.size[0], height: photograph.size[1] };
  const aspect = product ? printAspect(product, config, picture) : null;
  const nameOf = (entry: CartProduct) => pickTranslation(entry.translations, i18n.language);

  const choose = (entry: CartProduct) => {
    setProduct(entry);
    setConfig(initialConfig(entry));
    setCrop(null);
    setQuantity(1);
    add.reset();
    setCropping(true);
  };
  const answer = (optionId: string, value: string | number) => {
    if (!product) return;
    const next = { ...config, [optionId]: value };
    setConfig(next);
    // A format of another shape: the section keeps its middle and takes the new shape.
    const shape = printAspect(product, next, picture);
    if (crop && shape) setCrop(boxOfFrame(framedToAspect(frameOfBox(crop), shape, picture)));
  };
  const submit = () => {
    if (!product || !crop) return;
    add.mutate(
      {
        product: product['@id'],
        quantity,
        config,
        photograph: photograph['@id'],
        crop: { left: crop.x, top: crop.y, width: crop.width, height: crop.height },
      },
      { onSuccess: (order) => setAdded(order) },
    );
  };
  const complete = product ? isConfigComplete(product, config) : false;
  const cartPath = routePath('OrderItemList');

  return (
    <ShopDrawer
      open={open}
      onClose={onClose}
      title={t('drawer.title')}
      closeLabel={t('drawer.close')}
      testId="print-drawer"
    >
      {added ? (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="print-added">
          <Alert severity="success">{t('drawer.added', { count: pieceCount(added) })}</Alert>
          {cartPath && (
            <Button
              component={RouterLink}
              to={cartPath}
              variant="contained"
              startIcon={<ShoppingCartOutlinedIcon />}
            >
              {t('drawer.toCart')}
            </Button>
          )}
          <Button onClick={onClose}>{t('drawer.keepLooking')}</Button>
        </Box>
      ) : product === null || (crop === null && !cropping) ? (
        products.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label={t('drawer.loading')} />
          </Box>
        ) : products.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('drawer.loadFailed')}
          </Alert>
        ) : (products.data ?? []).length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('drawer.noProducts')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gap: 1.5 }}
            data-testid="print-products"
          >
            {(products.data ?? []).map((entry) => {
              const text = nameOf(entry);
              return (
                <Box
                  component="li"
                  key={entry.id}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
                >
                  <Box
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}
                  >
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {text?.name}
                    </Typography>
                    <Typography
                      component="p"
                      sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}
                    >
                      {formatPrice(toCents(entry.priceWithVat), i18n.language)}
                    </Typography>
                  </Box>
                  {text?.description && (
                    <Typography sx={{ fontSize: '0.9rem', mt: 0.5 }}>{text.description}</Typography>
                  )}
                  <Button
                    sx={{ mt: 1 }}
                    variant="outlined"
                    startIcon={<CropIcon />}
                    onClick={() => choose(entry)}
                    aria-label={t('drawer.chooseProduct', { name: text?.name ?? '' })}
                  >
                    {t('drawer.choose')}
                  </Button>
                </Box>
              );
            })}
          </Box>
        )
      ) : (
        crop && (
          <Box sx={{ p: 2, pt: 1, display: 'grid', gap: 2 }} data-testid="print-details">
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {nameOf(product)?.name}
            </Typography>
            <Box>
              <Box
                component="img"
                src={`${thumbnailUrl(photograph.filePath, 'list', 'jpeg')}?c=${cropParameter(crop)}`}
                alt={t('drawer.sectionPreview')}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, mx: 'auto', borderRadius: 1 }}
                data-testid="print-section"
              />
              <Button startIcon={<CropIcon />} onClick={() => setCropping(true)} sx={{ mt: 1 }}>
                {t('drawer.changeSection')}
              </Button>
            </Box>
            <ProductOptions product={product} config={config} onAnswer={answer} />
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="span">{t('drawer.quantity')}</Typography>
              <QuantityStepper
                value={quantity}
                onChange={setQuantity}
                label={t('quantity.of', { name: nameOf(product)?.name ?? '' })}
              />
            </Box>
            <Typography sx={{ fontWeight: 700 }} data-testid="print-price">
              {t('drawer.price', {
                price: formatPrice(toCents(product.priceWithVat) * quantity, i18n.language),
              })}
            </Typography>
            {!complete && (
              <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                {t('drawer.chooseOptions')}
              </Typography>
            )}
            <AddFailedAlert error={add.error} />
            <Button
              variant="contained"
              startIcon={
                add.isPending ? <CircularProgress size={18} color="inherit" /> : <ShoppingCartOutlinedIcon />
              }
              disabled={!complete || add.isPending}
              onClick={submit}
              data-testid="print-add"
            >
              {t('drawer.addToCart')}
            </Button>
            <Button onClick={() => setProduct(null)}>{t('drawer.otherProduct')}</Button>
          </Box>
        )
      )}

      {product && cropping && (
        <Dialog
          open
          onClose={() => setCropping(false)}
          fullScreen={fullScreen}
          maxWidth="md"
          fullWidth
          aria-labelledby={cropTitleId}
          aria-describedby={cropHintId}
          data-testid="print-cropper"
        >
          <CropperStep
            key={aspect ?? 'free'}
            titleId={cropTitleId}
            hintId={cropHintId}
            filePath={photograph.filePath}
            initialFrame={crop ? frameOfBox(crop) : null}
            centre={request.centre}
            {...(aspect ? { aspect } : {})}
            cut={false}
            texts={{
              title: t('cropper.title'),
              hint: t('cropper.hint'),
              picture: t('cropper.picture'),
              frame: t('cropper.frame'),
            }}
            onCancel={() => setCropping(false)}
            onConfirm={({ box }) => {
              setCrop(box);
              setCropping(false);
            }}
          />
        </Dialog>
      )}
    </ShopDrawer>
  );
}
