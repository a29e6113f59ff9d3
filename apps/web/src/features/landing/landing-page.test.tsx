import { ARTICLE_COUNT, ARTICLE_PREVIEW_LENGTH, GUIDE_VIDEO_COUNT, PRODUCT_NAME } from '@ideaignite/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberDataSaverChoice } from '../../lib/data-saver-hint.ts';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { FIRST_LOAD } from '../../test/render.tsx';
import { fullArticle } from './article-dialog/article-bodies.ts';
import { en as dialogWords } from './article-dialog/words/en.ts';
import dialogHindi from './article-dialog/words/hi.ts';
import { articleSummaries } from './content/articles.ts';
import { LandingPage } from './landing-page.tsx';
import { en } from './words/en.ts';
import hindi from './words/hi.ts';

const articles = articleSummaries(en.articles.items);

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
      const article = fullArticle(summary, dialogWords);
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
    const article = fullArticle(summary, dialogWords);
    const card = within(articlesSection()).getAllByRole('article')[2];
    if (!card) throw new Error('no third card');

    // The dialog's code (and the article's full text) is fetched on the first press.
    await user.click(within(card).getByRole('button', { name: 'Read More' }));
    // The dialog's code (and the articles' text) loads on first use: slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Article Details' }, FIRST_LOAD);
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

  it('shows the 6 guide videos as poster buttons that load the streaming player only when pressed', async () => {
    const user = userEvent.setup();
    // As the page is served: without the app's query cache, which the player brings along.
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
    // The player's module is loaded when pressed.
    const video = await screen.findByLabelText('Getting Started', { selector: 'video' }, FIRST_LOAD);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/guides/getting-started.jpg');
    expect(video).toHaveFocus();
    // The words each clip draws, as captions in English and Hindi.
    expect(
      [...video.querySelectorAll('track')].map((track) => [track.srclang, track.getAttribute('src')]),
    ).toEqual([
      ['en', '/guides/getting-started/captions-en.vtt'],
      ['hi', '/guides/getting-started/captions-hi.vtt'],
    ]);
    const captions = screen.getByRole('combobox', { name: 'Captions' }) as HTMLSelectElement;
    expect([...captions.options].map((option) => option.text)).toEqual(['Off', 'English', 'हिन्दी (Hindi)']);
    expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(GUIDE_VIDEO_COUNT - 1);
  });

  it('shows the guides’ small posters to someone who chose data saver', () => {
    rememberDataSaverChoice('on');
    renderLanding();
    const poster = screen.getByRole('button', { name: 'Play Find Investors Without Cold Emails' });
    expect(poster.querySelector('img')).toHaveAttribute('src', '/guides/find-investors-small.jpg');
  });

  it('has a FAQ of nine questions that open and close', async () => {
    const user = userEvent.setup();
    renderLanding();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(9);

    const [first, next] = en.faq.items;
    if (!first || !next) throw new Error('no FAQ');
    const question = within(faq).getByRole('button', { name: first.question });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(first.answer)).toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');

    // One answer open at a time: opening another closes the first.
    const second = within(faq).getByRole('button', { name: next.question });
    await user.click(question);
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).queryByText(first.answer)).not.toBeVisible();
  });
});

describe('LandingPage in Hindi', () => {
  afterEach(() => setLocale('en-IN'));

  it('reads in Hindi when Hindi is chosen: title, sections, cards, guides and FAQ', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    renderLanding();
    await waitFor(() => expect(document.title).toBe(hindi.metaTitle));
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'भारत का अग्रणी स्टार्टअप आइडिया प्लेटफ़ॉर्म और इन्वेस्टर कम्युनिटी',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुफ़्त में शुरू करें' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { name: 'अपने आइडिया पिच करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'नौ वजहें, जिनसे फ़ाउंडर इसे अपना घर कहते हैं' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'वीडियो चलाएँ: शुरुआत कैसे करें' })).toBeInTheDocument();

    const cards = within(screen.getByRole('region', { name: `${PRODUCT_NAME} के चुनिंदा लेख` })).getAllByRole(
      'article',
    );
    expect(cards).toHaveLength(ARTICLE_COUNT);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'भविष्य आइडिया गढ़ने वालों का है' })).toBeInTheDocument();
    const opening = hindi.articles.items[0]?.opening ?? '';
    expect(opening).toHaveLength(ARTICLE_PREVIEW_LENGTH);
    expect(first.getByText(`${opening}...`, { normalizer: (text) => text })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'पूरा पढ़ें' })).toBeInTheDocument();

    const faq = screen.getByRole('region', { name: 'अक्सर पूछे जाने वाले सवाल' });
    await user.click(within(faq).getByRole('button', { name: `क्या ${PRODUCT_NAME} से जुड़ना मुफ़्त है?` }));
    expect(within(faq).getByText(/न कोई कमीशन लेता है, न इक्विटी।$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'हमारी टीम से संपर्क करें' })).toHaveAttribute('href', '/ContactUs');
  });

  it('opens the Hindi article in full, its text fetched with the dialog', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    renderLanding();
    const summary = articleSummaries(hindi.articles.items)[4];
    if (!summary) throw new Error('no fifth article');
    const article = fullArticle(summary, dialogHindi);
    const card = screen.getAllByRole('article')[4];
    if (!card) throw new Error('no fifth card');

    await user.click(within(card).getByRole('button', { name: 'पूरा पढ़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'लेख का विवरण' }, FIRST_LOAD);
    expect(
      within(dialog).getByRole('heading', { name: 'इन्वेस्टरों के सामने आइडिया पिच करने की कला' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', `लेख “${summary.title}” का चित्र`);
    const paragraphs = article.description.split('\n\n');
    expect(paragraphs).toHaveLength(dialogWords.artOfPitching.length);
    expect(paragraphs[0]).toMatch(/^ज़्यादातर फ़ाउंडर पिच को एक प्रेज़ेंटेशन समझते हैं।/);
    for (const paragraph of paragraphs) expect(within(dialog).getByText(paragraph)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
