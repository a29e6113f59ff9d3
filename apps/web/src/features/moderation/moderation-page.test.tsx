import { API, MODERATION_WORDS, type ReportItem } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { FIRST_LOAD, renderRoutes, signInAs } from '../../test/render.tsx';
import { ModerationPage } from './moderation-page.tsx';

const person = (id: string, name: string) => ({ _id: id, name, role: 'Hustler', profilePic: null });
const at = new Date(Date.now() - 3600_000).toISOString();

/** An item; unless `overrides.reports` lists them, its one report is the item's own fields. */
function makeReport(id: string, overrides: Partial<ReportItem> = {}): ReportItem {
  const item = makeItem(id, overrides);
  const { reporter, reason, details, status, createdAt } = item;
  return {
    ...item,
    reports: overrides.reports ?? [{ _id: id, reporter, reason, details, status, createdAt }],
  };
}

function makeItem(id: string, overrides: Partial<ReportItem>): Omit<ReportItem, 'reports'> {
  return {
    _id: id,
    target: 'message',
    targetId: 'm-2',
    reason: 'abuse',
    details: 'He keeps insulting me.',
    status: 'open',
    createdAt: at,
    reportCount: 2,
    reporter: person('u-rep', 'Asha Rao'),
    owner: { ...person('u-own', 'Vikram Singh'), suspended: false },
    content: {
      title: null,
      text: 'You are useless',
      link: null,
      mediaUrl: null,
      hidden: false,
      gone: false,
      context: [
        {
          _id: 'm-1',
          senderId: 'u-rep',
          receiverId: 'u-own',
          text: 'Hello, about your pitch',
          createdAt: at,
          readAt: null,
        },
        {
          _id: 'm-2',
          senderId: 'u-own',
          receiverId: 'u-rep',
          text: 'You are useless',
          createdAt: at,
          readAt: null,
        },
      ],
    },
    actions: [],
    ...overrides,
  };
}
const page = (items: ReportItem[]) => ({ status: 200, body: { items, nextCursor: null } });
const open = () =>
  renderRoutes(<Route path="/admin/reports" element={<ModerationPage />} />, '/admin/reports');
const openUrl = `GET ${API.adminReports}?status=open`;
const closedUrl = `GET ${API.adminReports}?status=closed`;

describe('Moderation page', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('Investor'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    setLocale('en-IN');
  });

  it('shows a reported message in its conversation and dismisses it after asking; focus and words follow', async () => {
    const second = makeReport('r-2', {
      target: 'video',
      targetId: 'v-1',
      reason: 'spam',
      details: null,
      reportCount: 1,
      content: {
        title: 'Buy followers now',
        text: null,
        link: '/videos?open=v-1',
        mediaUrl: '/media/videos/v-1.mp4',
        hidden: false,
        gone: false,
        context: [],
      },
    });
    let openItems = [makeReport('r-1'), second];
    const fetchMock = fakeApi({
      [openUrl]: () => page(openItems),
      [closedUrl]: page([]),
      [`POST ${API.adminReportAction('r-1', 'dismiss')}`]: () => {
        openItems = [second];
        return {
          status: 200,
          body: {
            message: MODERATION_WORDS.reportDismissed,
            report: { ...makeReport('r-1'), status: 'dismissed' },
          },
        };
      },
    });
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Message: Abuse or harassment' }, FIRST_LOAD);
    expect(within(card).getByText('Reported by 2 people', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('He keeps insulting me.')).toBeInTheDocument();
    const conversation = within(card).getByRole('list', { name: 'The conversation around it' });
    expect(within(conversation).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByRole('link', { name: 'Vikram Singh' })).toHaveAttribute('href', '/users/u-own');
    const video = screen.getByRole('article', { name: 'Video: Spam' });
    expect(within(video).getByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/videos?open=v-1');
    expect(within(video).getByRole('button', { name: 'Hide' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Message: Abuse or harassment' })).toBeNull(),
    );
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === MODERATION_WORDS.reportDismissed),
    ).toBe(true);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Video: Spam' })).toHaveFocus());
    expect(callsOf(fetchMock).map((call) => call.key)).toContain(
      `POST ${API.adminReportAction('r-1', 'dismiss')}`,
    );
  });

  it('shows one card per reported item with each of its reporters; one Dismiss closes the card (issue 26)', async () => {
    const item = makeReport('r-20', {
      target: 'talk',
      targetId: 't-1',
      reason: 'fraud',
      details: 'Asks for a joining fee',
      content: { ...makeReport('r').content, title: 'Join my scheme', context: [] },
      reports: [
        {
          _id: 'r-20',
          reporter: person('u-a', 'Asha Rao'),
          reason: 'fraud',
          details: 'Asks for a joining fee',
          status: 'open',
          createdAt: at,
        },
        {
          _id: 'r-21',
          reporter: person('u-b', 'Bela Shah'),
          reason: 'spam',
          details: null,
          status: 'open',
          createdAt: at,
        },
      ],
    });
    let openItems = [item];
    fakeApi({
      [openUrl]: () => page(openItems),
      [closedUrl]: page([]),
      [`POST ${API.adminReportAction('r-20', 'dismiss')}`]: () => {
        openItems = [];
        // The answer leads with the newest closed report: the card still goes.
        const closed = makeReport('r-21', {
          ...item,
          status: 'dismissed',
          reports: item.reports.map((entry) => ({ ...entry, status: 'dismissed' as const })),
        });
        return { status: 200, body: { message: MODERATION_WORDS.reportDismissed, report: closed } };
      },
    });
    const user = userEvent.setup();
    open();
    const cards = await screen.findAllByRole('article', {}, FIRST_LOAD);
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card).toHaveAccessibleName('Talk: Fraud or scam');
    const reports = within(card).getByRole('region', { name: 'The 2 reports' });
    const entries = within(reports).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/users/u-a');
    expect(within(entries[0]!).getByText(/Fraud or scam/)).toBeInTheDocument();
    expect(within(entries[0]!).getByText('Asks for a joining fee')).toBeInTheDocument();
    expect(within(entries[1]!).getByRole('link', { name: 'Bela Shah' })).toHaveAttribute(
      'href',
      '/users/u-b',
    );
    expect(within(entries[1]!).getByText(/Spam/)).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    expect(dialog).toHaveTextContent('Its reports move to Closed.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('shows each closed report with its outcome; Restore post undoes the hiding, whichever report it was', async () => {
    const closed = makeReport('r-31', {
      status: 'dismissed',
      content: { ...makeReport('r').content, hidden: true },
      reports: [
        {
          _id: 'r-30',
          reporter: person('u-a', 'Asha Rao'),
          reason: 'spam',
          details: null,
          status: 'hidden',
          createdAt: at,
        },
        {
          _id: 'r-31',
          reporter: person('u-b', 'Bela Shah'),
          reason: 'abuse',
          details: null,
          status: 'dismissed',
          createdAt: at,
        },
      ],
    });
    const fetchMock = fakeApi({
      [openUrl]: page([]),
      [closedUrl]: page([closed]),
      [`POST ${API.adminRestoreContent('r-30')}`]: {
        status: 200,
        body: { message: MODERATION_WORDS.contentRestored },
      },
    });
    const user = userEvent.setup();
    open();
    await screen.findByText('No open reports', {}, FIRST_LOAD);
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const card = await screen.findByRole('article', { name: 'Message: Abuse or harassment' });
    const entries = within(within(card).getByRole('region', { name: 'The 2 reports' })).getAllByRole(
      'listitem',
    );
    expect(entries[0]).toHaveTextContent(/Spam · Reported .* · Hidden/);
    expect(entries[1]).toHaveTextContent(/Abuse or harassment · Reported .* · Dismissed/);

    await user.click(within(card).getByRole('button', { name: 'Restore post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show this post again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore post' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).map((call) => call.key)).toContain(`POST ${API.adminRestoreContent('r-30')}`),
    );
  });

  it('offers no Hide on a profile, suspends its owner, then restores them', async () => {
    let report = makeReport('r-3', {
      target: 'user',
      targetId: 'u-own',
      content: { ...makeReport('r').content, context: [] },
    });
    fakeApi({
      [openUrl]: () => page([report]),
      [closedUrl]: page([]),
      [`POST ${API.adminReportAction('r-3', 'suspend')}`]: () => {
        report = { ...report, owner: { ...report.owner, suspended: true } };
        return { status: 200, body: { message: MODERATION_WORDS.userSuspended, report } };
      },
      [`POST ${API.adminRestoreUser('u-own')}`]: () => {
        report = { ...report, owner: { ...report.owner, suspended: false } };
        return { status: 200, body: { message: MODERATION_WORDS.userRestored } };
      },
    });
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Profile: Abuse or harassment' }, FIRST_LOAD);
    expect(within(card).queryByRole('button', { name: 'Hide' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Suspend author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Vikram Singh?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend author' }));
    expect(await within(card).findByText('Suspended')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Restore account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore Vikram Singh?' })).getByRole('button', {
        name: 'Restore account',
      }),
    );
    await waitFor(() => expect(within(card).queryByText('Suspended')).toBeNull());
    expect(screen.getAllByRole('status').some((s) => s.textContent === MODERATION_WORDS.userRestored)).toBe(
      true,
    );
  });

  it('shows a held job posting filed by the platform: its title, the words that asked, a link; dismissing opens it', async () => {
    const held = makeReport('r-j', {
      target: 'job',
      targetId: 'j-1',
      reason: 'asksForMoney',
      details: 'registration fee',
      reportCount: 1,
      reporter: null,
      content: {
        title: 'Growth intern',
        text: 'Selected candidates pay a registration fee of Rs 500 before joining.',
        link: '/jobs/j-1',
        mediaUrl: null,
        hidden: false,
        gone: false,
        context: [],
      },
    });
    fakeApi({
      [openUrl]: page([held]),
      [closedUrl]: page([]),
      [`POST ${API.adminReportAction('r-j', 'dismiss')}`]: {
        status: 200,
        body: { message: MODERATION_WORDS.reportDismissed, report: { ...held, status: 'dismissed' } },
      },
    });
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Job posting: Asks for money' }, FIRST_LOAD);
    expect(within(card).getByText('Growth intern')).toBeInTheDocument();
    expect(within(card).getByText('IdeaIgnite, automatically')).toBeInTheDocument();
    expect(within(card).getByText('The words that asked for money')).toBeInTheDocument();
    expect(within(card).getByText('registration fee')).toBeInTheDocument();
    expect(within(card).getByText(/Held: nobody but its poster sees it/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/jobs/j-1');
    expect(within(card).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    expect(dialog).toHaveTextContent('The posting opens on the jobs board.');
  });

  it('shows a job posting a member reported, with its reporter and in Hindi', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    fakeApi({
      [openUrl]: page([
        makeReport('r-k', {
          target: 'job',
          targetId: 'j-2',
          reason: 'asksForMoney',
          details: null,
          content: { ...makeReport('r').content, title: 'Sales intern', link: '/jobs/j-2', context: [] },
        }),
      ]),
      [closedUrl]: page([]),
    });
    open();
    const card = await screen.findByRole('article', { name: 'जॉब पोस्टिंग: पैसे माँगे जा रहे हैं' }, FIRST_LOAD);
    expect(within(card).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/users/u-rep');
    expect(within(card).queryByText('IdeaIgnite, अपने-आप')).toBeNull();
  });

  it('says when there is nothing open, and shows the closed tab with its history', async () => {
    fakeApi({
      [openUrl]: page([]),
      [closedUrl]: page([
        makeReport('r-9', {
          status: 'hidden',
          content: { ...makeReport('r').content, hidden: true },
          actions: [{ action: 'hide', admin: person('u-mod', 'Neha Gupta'), createdAt: at }],
        }),
      ]),
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('No open reports', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const card = await screen.findByRole('article', { name: 'Message: Abuse or harassment' });
    expect(within(card).getByText(/Hidden by Neha Gupta/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('restores a post closed by hiding, by keyboard after asking; the card and the words follow', async () => {
    const hiddenContent = { ...makeReport('r').content, hidden: true };
    const hideEntry = { action: 'hide' as const, admin: person('u-mod', 'Neha Gupta'), createdAt: at };
    let hidden = makeReport('r-7', { status: 'hidden', content: hiddenContent, actions: [hideEntry] });
    const dismissed = makeReport('r-8', { target: 'talk', status: 'dismissed' });
    fakeApi({
      [openUrl]: page([]),
      [closedUrl]: () => page([hidden, dismissed]),
      [`POST ${API.adminRestoreContent('r-7')}`]: () => {
        hidden = {
          ...hidden,
          status: 'dismissed',
          content: { ...hiddenContent, hidden: false },
          actions: [hideEntry, { action: 'restore', admin: person('u-me', 'Ravi Kumar'), createdAt: at }],
        };
        return { status: 200, body: { message: MODERATION_WORDS.contentRestored, report: hidden } };
      },
    });
    const user = userEvent.setup();
    open();
    await screen.findByText('No open reports', {}, FIRST_LOAD);
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const card = await screen.findByRole('article', { name: 'Message: Abuse or harassment' });
    const other = screen.getByRole('article', { name: 'Talk: Abuse or harassment' });
    expect(within(other).queryByRole('button', { name: 'Restore post' })).toBeNull();

    within(card).getByRole('button', { name: 'Restore post' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Show this post again?' });
    expect(dialog).toHaveTextContent('Everyone can see it again.');
    // Focus starts inside the dialog, never on its confirming button: Tab reaches it.
    const confirm = within(dialog).getByRole('button', { name: 'Restore post' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(confirm).not.toHaveFocus();
    for (let press = 0; press < 3 && !confirm.matches(':focus'); press++) await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === MODERATION_WORDS.contentRestored),
    ).toBe(true);
    expect(within(card).getByText('Dismissed')).toBeInTheDocument();
    expect(within(card).getByText(/Restored by Ravi Kumar/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Restore post' })).toBeNull();
    await waitFor(() =>
      expect(within(card).getByRole('heading', { name: 'Message: Abuse or harassment' })).toHaveFocus(),
    );
  });

  it('keeps the dialog open with the server’s refusal when there is nothing to restore', async () => {
    fakeApi({
      [openUrl]: page([]),
      [closedUrl]: page([
        makeReport('r-7', { status: 'hidden', content: { ...makeReport('r').content, hidden: true } }),
      ]),
      [`POST ${API.adminRestoreContent('r-7')}`]: {
        status: 409,
        body: { message: MODERATION_WORDS.notHidden },
      },
    });
    const user = userEvent.setup();
    open();
    await screen.findByText('No open reports', {}, FIRST_LOAD);
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const card = await screen.findByRole('article', { name: 'Message: Abuse or harassment' });
    await user.click(within(card).getByRole('button', { name: 'Restore post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show this post again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MODERATION_WORDS.notHidden);
  });

  it("shows the server's refusal to someone who is not a moderator", async () => {
    fakeApi({ [openUrl]: { status: 403, body: { message: MODERATION_WORDS.notAdmin } } });
    open();
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(MODERATION_WORDS.notAdmin);
    // Asking again cannot help: no Try again, but the way back to their dashboard.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Back to your dashboard' })[0]).toHaveAttribute(
      'href',
      '/dashboard/Investor',
    );
  });

  it('offers Try again when the queue could not load for another reason', async () => {
    fakeApi({ [openUrl]: { status: 500, body: { message: 'Something went wrong' } } });
    open();
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your dashboard' })).toBeNull();
  });

  it('reads in Hindi', async () => {
    fakeApi({ [openUrl]: page([makeReport('r-1')]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    open();
    expect(
      await screen.findByRole('article', { name: 'मैसेज: दुर्व्यवहार या उत्पीड़न' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'बंद' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ख़ारिज करें' })).toBeInTheDocument();
  });

  it('offers Restore post in Hindi', async () => {
    fakeApi({
      [openUrl]: page([]),
      [closedUrl]: page([
        makeReport('r-7', { status: 'hidden', content: { ...makeReport('r').content, hidden: true } }),
      ]),
    });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('tab', { name: 'बंद' }, FIRST_LOAD));
    expect(await screen.findByRole('button', { name: 'पोस्ट बहाल करें' })).toBeInTheDocument();
  });
});
