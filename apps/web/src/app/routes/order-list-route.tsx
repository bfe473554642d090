import { lazy } from 'react';
import OrderListScreen from '../../features/order-list/order-list-screen';

// Only admins open it, so it loads when they first open an order.
const OrderAdminPanel = lazy(() => import('../../features/order-admin/order-admin-panel'));

/** The orders screen with the 'Admin EDIT' panel in its admins' edit dialog (features stay apart). */
export default function OrderListRoute() {
  return <OrderListScreen adminPanel={OrderAdminPanel} />;
}
