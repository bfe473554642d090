import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCart } from '../../lib/cart/cart-orders';
import { pieceCount } from '../../lib/cart/cart-rules';
import { routePath } from '../../lib/routing/route-links';

/** The app bar's way to the cart (spec §2 OrderItemList), shown while this device has an open cart. */
export function CartButton() {
  const { cart } = useCart();
  const path = routePath('OrderItemList');
  const count = pieceCount(cart);
  if (!cart || !path || count === 0) return null;
  return <CartLink path={path} count={count} />;
}

/** The cart's texts load only once there is a cart, and never hold up the app bar. */
function CartLink({ path, count }: { path: string; count: number }) {
  const { t, ready } = useTranslation('cart', { useSuspense: false });
  if (!ready) return null;
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={path}
      aria-label={t('button.label', { count })}
      data-testid="cart-button"
    >
      <Badge badgeContent={count} color="primary" max={99}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
