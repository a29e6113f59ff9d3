import { Navigate } from 'react-router';

/**
 * Sidebar targets the prototype left without a page (spec section 2, Sidebars) lead to the real
 * one. /profile needs no redirect: routes match case-insensitively, so it already opens /Profile.
 */
export function OwnProfileRedirect() {
  return <Navigate to="/Profile" replace />;
}

export function NotificationsRedirect() {
  return <Navigate to="/Notification" replace />;
}
