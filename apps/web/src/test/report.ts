import { API, MODERATION_WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeReply } from './fake-api.ts';

/** The report's request key and the server's thanks, for fakeApi. */
export const REPORT = `POST ${API.reports}`;
export const reportSent: FakeReply = { status: 201, body: { message: MODERATION_WORDS.reportSent } };

/** The names of a "⋯" menu's items: opens it, reads them, closes it again with Escape. */
export async function menuItemsOf(user: UserEvent, button: HTMLElement): Promise<string[]> {
  await user.click(button);
  const menu = await screen.findByRole('menu');
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

/**
 * Sends a Spam report in the report dialog named `title` and waits for the thanks. With `button`
 * (a "⋯"), its Report opens the dialog first; without, the dialog is opening already.
 */
export async function sendReport(user: UserEvent, title: string, button?: HTMLElement) {
  if (button) {
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
  }
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_WORDS.reportSent);
  return dialog;
}
