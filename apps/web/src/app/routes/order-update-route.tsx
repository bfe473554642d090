import { lazy } from 'react';
import OrderUpdateScreen from '../../features/order-checkout/order-update-screen';

// Only admins see it, so it loads when an admin first opens an order's edit page.
const OrderAdminPanel = lazy(() => import('../../features/order-admin/order-admin-panel'));

/** `/orders/edit/:id`: the checkout, with the 'Admin EDIT' panel below it for admins (features stay apart). */
export default function OrderUpdateRoute() {
  return <OrderUpdateScreen adminPanel={OrderAdminPanel} />;
}
