import { API, WORDS } from '@ideaignite/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { ContactPage } from './contact-page.tsx';

function stubFetch(reply: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => reply());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderContact() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Priya Raghavan');
  await user.type(screen.getByLabelText('Email'), 'priya@example.in');
  await user.type(screen.getByLabelText('Message'), 'I would love to pitch my millet snacks brand.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('ContactPage', () => {
  it('reads in Hindi when Hindi is chosen: headings, details, labels and the button', async () => {
    stubFetch(async () => json(201, {}));
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'आइए, बात करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'हमें मैसेज भेजें' })).toBeInTheDocument();
    expect(screen.getByText('बेंगलुरु, कर्नाटक, भारत')).toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toBeInTheDocument();
    expect(screen.getByLabelText('मैसेज')).toHaveAttribute('placeholder', 'बताएँ कि हम आपकी कैसे मदद कर सकते हैं');
    expect(screen.getByRole('button', { name: 'मैसेज भेजें' })).toBeInTheDocument();
  });

  it('has one h1 and the contact details', () => {
    stubFetch(async () => json(201, {}));
    renderContact();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'hello@ideaignite.in' })).toHaveAttribute(
      'href',
      'mailto:hello@ideaignite.in',
    );
    expect(screen.getByText(/Bengaluru/)).toBeInTheDocument();
  });

  it('shows the required-field errors and does not call the server', async () => {
    const fetchMock = stubFetch(async () => json(201, {}));
    renderContact();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText(WORDS.contact.allRequired)).toHaveLength(2);
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the JSON to the contact endpoint, disables the button while sending, then shows success and clears the form', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderContact();
    await fillAndSend();

    expect(screen.getByRole('button', { name: /sending/i })).toHaveAttribute('aria-disabled', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(API.contact);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Priya Raghavan',
      email: 'priya@example.in',
      message: 'I would love to pitch my millet snacks brand.',
    });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();

    answer(json(201, { message: 'ok' }));
    expect(await screen.findByText(WORDS.contact.success)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(WORDS.contact.success);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-disabled');
  });

  it("shows the server's message when the server refuses", async () => {
    stubFetch(async () =>
      json(429, { message: 'Too many requests. Please slow down and try again shortly.' }),
    );
    renderContact();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please slow down and try again shortly.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Priya Raghavan');
  });

  it('shows the network error when the server cannot be reached', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderContact();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.auth.networkError);
  });
});
