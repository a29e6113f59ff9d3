import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../lib/api-client.ts';
import { setLocale } from '../lib/i18n/locale.ts';
import { loadLocale } from '../lib/i18n/words.ts';
import { renderContent, signInAs } from '../test/render.tsx';
import { Alert } from './alert.tsx';
import { LoadFailed } from './load-failed.tsx';

const refused = new ApiError(403, { message: 'Only moderators can do this.' }, 'Forbidden');

function renderFailed(error: unknown, onRetry = vi.fn()) {
  renderContent(
    <LoadFailed onRetry={onRetry} error={error}>
      <Alert tone="error">Could not load</Alert>
    </LoadFailed>,
  );
  return onRetry;
}

describe('LoadFailed', () => {
  afterEach(() => {
    localStorage.clear();
    setLocale('en-IN');
  });

  it('offers Try again for a failure that asking again may mend', async () => {
    const user = userEvent.setup();
    for (const error of [new NetworkError(), new ApiError(500, {}, 'Server error'), undefined]) {
      const onRetry = renderFailed(error);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledOnce();
      expect(screen.queryByRole('link', { name: 'Back to your dashboard' })).toBeNull();
      cleanup();
    }
  });

  it('offers no Try again for a refusal (403), but the way back to the person’s dashboard', () => {
    signInAs('Jobseeker');
    renderFailed(refused);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/Jobseeker',
    );
  });

  it('says it in Hindi', async () => {
    signInAs('Hustler');
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderFailed(refused);
    expect(screen.getByRole('link', { name: 'अपने डैशबोर्ड पर लौटें' })).toHaveAttribute(
      'href',
      '/dashboard/Hustler',
    );
  });
});
