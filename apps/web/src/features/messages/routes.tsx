import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';
import { chatListQueryOptions } from './api/get-chat-list.ts';
import { messageRequestsQueryOptions } from './api/get-message-requests.ts';

const MessagesPage = lazyPage(() => import('./messages-page.tsx'), 'MessagesPage', PATHS.messages, {
  // The chats and the requests, asked for beside the page's code when the browser draws /messages.
  firstData: (client) =>
    Promise.all([
      client.prefetchInfiniteQuery(chatListQueryOptions()),
      client.prefetchInfiniteQuery(messageRequestsQueryOptions()),
    ]),
});

/** The chats page, called as a function inside the signed-in layout's <Routes>: `{messagesRoutes()}`. */
export function messagesRoutes() {
  return <Route path={PATHS.messages} element={<MessagesPage />} />;
}
