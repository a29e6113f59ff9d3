import { ARTICLE_COUNT, ARTICLE_PREVIEW_LENGTH, GUIDE_VIDEO_COUNT, PRODUCT_NAME } from '@ideaignite/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fullArticle } from './content/article-bodies.ts';
import { articles } from './content/articles.ts';
import { FAQ_ITEMS } from './faq-items.ts';
import { LandingPage } from './landing-page.tsx';

function renderLanding() {
  const { container } = render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
  return container;
}

function articlesSection() {
  return screen.getByRole('region', { name: `Featured Articles from ${PRODUCT_NAME}` });
}

describe('LandingPage', () => {
  it('has one h1 and a Get Started for Free link to /signup', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Get Started for Free/ })).toHaveAttribute('href', '/signup');
  });

  it('shows 9 article cards, each with a 100-character preview and a Read More button', () => {
    renderLanding();
    const cards = within(articlesSection()).getAllByRole('article');
    expect(cards).toHaveLength(ARTICLE_COUNT);
    cards.forEach((card, index) => {
      const summary = articles[index];
      if (!summary) throw new Error(`no article ${index}`);
      const article = fullArticle(summary);
      expect(within(card).getByRole('heading', { name: article.title })).toBeInTheDocument();
      const preview = `${article.description.slice(0, ARTICLE_PREVIEW_LENGTH)}...`;
      expect(within(card).getByText(preview, { normalizer: (text) => text })).toBeInTheDocument();
      const image = within(card).getByRole('img');
      expect(image).toHaveAttribute('alt', expect.stringContaining(article.title));
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(within(card).getByRole('button', { name: 'Read More' })).toBeInTheDocument();
    });
  });

  it('opens an Article Details dialog with the full article, closed by Close, Escape and the backdrop', async () => {
    const user = userEvent.setup();
    renderLanding();
    const summary = articles[2];
    if (!summary) throw new Error('no third article');
    const article = fullArticle(summary);
    const card = within(articlesSection()).getAllByRole('article')[2];
    if (!card) throw new Error('no third card');

    // The dialog's code (and the article's full text) is fetched on the first press.
    await user.click(within(card).getByRole('button', { name: 'Read More' }));
    const dialog = await screen.findByRole('dialog', { name: 'Article Details' });
    expect(within(dialog).getByRole('heading', { name: article.title })).toBeInTheDocument();
    const paragraphs = article.description.split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const paragraph of paragraphs) expect(within(dialog).getByText(paragraph)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the button that opened it, not to the top of the page.
    const readMore = within(card).getByRole('button', { name: 'Read More' });
    await waitFor(() => expect(readMore).toHaveFocus());

    await user.click(readMore);
    expect(await screen.findByRole('dialog', { name: 'Article Details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(readMore).toHaveFocus());

    // A click on the dimmed backdrop around the article closes it too.
    await user.click(within(card).getByRole('button', { name: 'Read More' }));
    const backdrop = (await screen.findByRole('dialog', { name: 'Article Details' })).parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the 6 guide videos as poster buttons that load the player only when pressed', async () => {
    const user = userEvent.setup();
    const container = renderLanding();
    expect(screen.getByRole('heading', { name: `Get Started with ${PRODUCT_NAME}` })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Quick guides to turn your ideas into reality — from concept to community and investor connections.',
      ),
    ).toBeInTheDocument();
    const plays = screen.getAllByRole('button', { name: /^Play / });
    expect(plays).toHaveLength(GUIDE_VIDEO_COUNT);
    expect(container.querySelectorAll('video')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Play Getting Started' }));
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/guides/getting-started.jpg');
    expect(video).toHaveAccessibleName('Getting Started');
    expect(video).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(GUIDE_VIDEO_COUNT - 1);
  });

  it('has a FAQ of nine questions that open and close', async () => {
    const user = userEvent.setup();
    renderLanding();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(9);

    const first = FAQ_ITEMS[0];
    const question = within(faq).getByRole('button', { name: first.question });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(first.answer)).toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');

    // One answer open at a time: opening another closes the first.
    const second = within(faq).getByRole('button', { name: FAQ_ITEMS[1].question });
    await user.click(question);
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).queryByText(first.answer)).not.toBeVisible();
  });
});
