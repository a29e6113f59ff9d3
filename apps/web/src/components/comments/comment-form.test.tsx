import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentForm } from './comment-form.tsx';

describe('CommentForm', () => {
  it('does not post while an Indian-language keyboard is composing; Enter afterwards posts', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<CommentForm label="Add a comment" onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'बहुत बढ़िया');

    // Cancelling the keydown is what stops the browser's implicit submission of the form.
    expect(fireEvent.keyDown(box, { key: 'Enter', isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 })).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 })).toBe(true);

    await user.type(box, '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('बहुत बढ़िया'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
