import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const NetworkingPage = lazyPage(
  () => import('../networking/networking-page.tsx'),
  'NetworkingPage',
  '/networking',
);
const NotificationsPage = lazyPage(
  () => import('../notifications/notifications-page.tsx'),
  'NotificationsPage',
  '/Notification',
);
const MessagesPage = lazyPage(() => import('./messages-page.tsx'), 'MessagesPage', '/messages');

/** Messages, notifications and connections, called as a function inside the signed-in layout's <Routes>. */
export function socialRoutes() {
  return (
    <>
      <Route path="/messages" element={<MessagesPage />} />
      <Route path="/Notification" element={<NotificationsPage />} />
      <Route path="/networking" element={<NetworkingPage />} />
    </>
  );
}
