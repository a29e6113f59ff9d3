import { Route } from 'react-router';
import { PATHS } from '../../app/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

const MessagesPage = lazyPage(() => import('./messages-page.tsx'), 'MessagesPage', PATHS.messages);

/** The chats page, called as a function inside the signed-in layout's <Routes>: `{messagesRoutes()}`. */
export function messagesRoutes() {
  return <Route path={PATHS.messages} element={<MessagesPage />} />;
}
