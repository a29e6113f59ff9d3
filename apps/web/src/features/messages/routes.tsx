import { Route } from 'react-router';
import { NetworkingPage } from '../networking/networking-page.tsx';
import { NotificationsPage } from '../notifications/notifications-page.tsx';
import { MessagesPage } from './messages-page.tsx';

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
