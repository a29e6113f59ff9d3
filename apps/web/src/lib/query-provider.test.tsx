import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, saveSession } from './auth-storage.ts';
import { QueryProvider, queryClient } from './query-provider.tsx';

function ClientProbe({ seen }: { seen: (client: QueryClient) => void }) {
  seen(useQueryClient());
  return null;
}

describe('the app query cache', () => {
  it('empties when the session ends, so the next person on this device sees nothing cached', () => {
    saveSession({ token: 'jwt-1', userId: 'user-1', role: 'Hustler' });
    queryClient.setQueryData(['me'], { name: 'Asha' });
    saveSession({ token: 'jwt-2', userId: 'user-1', role: 'Hustler' });
    expect(queryClient.getQueryData(['me'])).toEqual({ name: 'Asha' }); // still signed in
    clearSession();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });

  it('is what a lazy page sees, unless an outer provider already gives one', () => {
    let seen: QueryClient | undefined;
    render(
      <QueryProvider>
        <ClientProbe seen={(client) => (seen = client)} />
      </QueryProvider>,
    );
    expect(seen).toBe(queryClient);

    const outer = new QueryClient();
    render(
      <QueryClientProvider client={outer}>
        <QueryProvider>
          <ClientProbe seen={(client) => (seen = client)} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(seen).toBe(outer);
  });
});
