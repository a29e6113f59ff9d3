import type { Role } from '@ideaignite/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { signInAs } from '../../test/render.tsx';

/** A signed-in session as user-1, the id makeOwnUser gives. */
export function signIn(role: Role, userId = 'user-1') {
  signInAs(role, userId);
}

/** URL.createObjectURL and revokeObjectURL, which jsdom lacks. */
export function stubObjectUrls() {
  const create = vi.fn((_file: Blob) => `blob:preview-${create.mock.calls.length}`);
  const revoke = vi.fn((_url: string) => undefined);
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

export function pictureFile(name = 'me.png', type = 'image/png') {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}

/** Types into the field labelled `label` in one go (a paste), the way autofill does: quick to run. */
export async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
