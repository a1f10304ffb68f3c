import { Navigate, useLocation } from 'react-router-dom';
import { getHref } from '../../app/routes';

/** /orders: the list lives at /orders/list (part 2 §2.5); the query string goes along. */
export function OrdersRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${getHref('ordersList')}${search}`} replace />;
}
