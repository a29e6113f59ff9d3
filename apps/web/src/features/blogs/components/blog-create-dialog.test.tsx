import { API, BLOGS_WORDS, POPUP_CLOSE_DELAY_MS, WORDS } from '@ideaignite/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOGS_QUERY_KEY, DASH_CONTENT_QUERY_KEY } from '../../../lib/query-keys.ts';
import { makeBlog } from '../../../test/content-fixtures.ts';
import { deferred, type FakeReply, fakeApi } from '../../../test/fake-api.ts';
import { renderContent, signInAs } from '../../../test/render.tsx';
import { BlogCreateDialog } from './blog-create-dialog.tsx';

const ADD_BLOG = `POST ${API.addBlog}`;

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <BlogCreateDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const cover = (type = 'image/png', name = 'cover.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type });

function setup() {
  signInAs('Hustler');
  const user = userEvent.setup({ applyAccept: false });
  const view = renderContent(<Harness />);
  const dialog = screen.getByRole('dialog', { name: 'Create Blogs' });
  const coverInput = within(dialog).getByLabelText('Cover image') as HTMLInputElement;
  return { user, dialog, coverInput, ...view };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Lessons from 40 tea stalls');
  await user.type(screen.getByLabelText('Brief summary'), 'Regulars beat reach.');
  await user.type(screen.getByLabelText('Content'), 'Para one.{Enter}{Enter}Para two.');
}

const publish = () => screen.getByRole('button', { name: /Publish Blog Summary|Publishing/ });

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cover-preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BlogCreateDialog', () => {
  it('asks for title, summary and content, word for word, and sends nothing', async () => {
    const fetchMock = fakeApi({});
    const { user } = setup();
    await user.type(screen.getByLabelText('Title'), 'Only a title');
    await user.click(publish());
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide a title, summary, and content. 🛑');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes an optional png/jpeg cover with a preview, and refuses other types', async () => {
    fakeApi({});
    const { user, coverInput } = setup();
    expect(coverInput).toHaveAttribute('accept', 'image/png,image/jpeg,image/jpg');
    await user.upload(coverInput, cover('image/gif', 'party.gif'));
    expect(screen.getByRole('alert')).toHaveTextContent(BLOGS_WORDS.invalidCover);
    expect(coverInput.value).toBe('');
    await user.upload(coverInput, cover('image/jpeg', 'team.jpg'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of your chosen cover' })).toHaveAttribute(
      'src',
      'blob:cover-preview',
    );
  });

  it('publishes as multipart, shows the success words, clears the form and closes after 2000 ms', async () => {
    const reply = deferred<FakeReply>();
    const fetchMock = fakeApi({ [ADD_BLOG]: () => reply.promise });
    const { user, coverInput, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fillIn(user);
    const image = cover();
    await user.upload(coverInput, image);
    await user.click(publish());
    expect(publish()).toHaveAttribute('aria-disabled', 'true');

    const [, init] = fetchMock.mock.calls[0] ?? [];
    const body = init?.body as FormData;
    expect(body.get('title')).toBe('Lessons from 40 tea stalls');
    expect(body.get('summary')).toBe('Regulars beat reach.');
    expect(body.get('content')).toBe('Para one.\n\nPara two.');
    expect(body.get('image')).toBe(image);
    expect((init?.headers ?? {}) as Record<string, string>).toMatchObject({
      Authorization: 'Bearer jwt-token',
    });

    vi.useFakeTimers();
    await act(async () => {
      reply.resolve({
        status: 201,
        body: { success: true, message: WORDS.blogCreation.success, blog: makeBlog() },
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      '🎉 Your blog summary has been uploaded successfully! Your ideas matter. ✨',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Brief summary')).toHaveValue('');
    expect(screen.getByLabelText('Content')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Preview of your chosen cover' })).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: BLOGS_QUERY_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: DASH_CONTENT_QUERY_KEY });

    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, FakeReply, string]>([
    [
      "the server's error",
      { status: 415, body: { message: 'x', error: BLOGS_WORDS.invalidCover } },
      BLOGS_WORDS.invalidCover,
    ],
    ['the fallback', { status: 500 }, 'An unexpected error occurred.'],
    ['the fallback when no answer came', 'network-error', 'An unexpected error occurred.'],
    [
      'the no-message words',
      { status: 201, body: { success: true } },
      'Something went wrong, please try again.',
    ],
  ])('shows %s', async (_, reply, expected) => {
    fakeApi({ [ADD_BLOG]: reply });
    const { user } = setup();
    await fillIn(user);
    await user.click(publish());
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(publish()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByLabelText('Title')).toHaveValue('Lessons from 40 tea stalls');
  });
});
