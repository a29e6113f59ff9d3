import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CreateContentDialogs } from './create-content-dialogs.tsx';

// The popups' code cannot be fetched (offline).
vi.mock('./content-dialogs.tsx', () => {
  throw new Error('offline');
});

describe('CreateContentDialogs', () => {
  it('when the popups cannot be fetched, nothing opens and the request to open is dropped', async () => {
    const onClose = vi.fn();
    const { container } = render(<CreateContentDialogs open="video" onClose={onClose} />);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('fetches nothing while no popup is asked for', async () => {
    const onClose = vi.fn();
    const { container } = render(<CreateContentDialogs open={null} onClose={onClose} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
