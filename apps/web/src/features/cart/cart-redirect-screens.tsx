import { Navigate, useParams } from 'react-router';
import { homePath, routePath } from '../../lib/routing/route-links';

/** A photo book item's album, by the id in the address (spec §2: `/shopping_cart/…/{id}` names an album). */
function albumPath(route: 'ImageGalleryShow' | 'ImageGalleryUpdate', raw: string | undefined) {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? routePath(route, { id: raw }) : null;
}

/** Spec §2 OrderItemCreate `/shopping_cart/add`: without an album there is nothing to add; the cart. */
export function CartAddScreen() {
  return <Navigate to={routePath('OrderItemList') ?? homePath()} replace />;
}

/** Spec §2 OrderItemUpdate `/shopping_cart/edit/{id}`: a photo book is changed by editing its album. */
export function PhotoBookEditScreen() {
  return (
    <Navigate
      to={albumPath('ImageGalleryUpdate', useParams().id) ?? routePath('OrderItemList') ?? homePath()}
      replace
    />
  );
}

/** Spec §2 OrderItemShow `/shopping_cart/show/{id}` (public): the photo book's album. */
export function PhotoBookShowScreen() {
  return <Navigate to={albumPath('ImageGalleryShow', useParams().id) ?? homePath()} replace />;
}
