import { X } from 'lucide-react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { buttonClasses } from '../../../components/button.tsx';
import { useReturnFocus } from '../../../components/use-return-focus.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import type { ArticleSummary } from '../content/articles.ts';
import { landingWords } from '../words/index.ts';
import { fullArticle } from './article-bodies.ts';
import { articleDialogWords } from './words/index.ts';

/**
 * The 'Article Details' modal. Closed when `article` is null; Close, Escape and a click on the
 * backdrop all ask to close. The backdrop is the scroll container, so long articles scroll on phones.
 */
export function ArticleDialog({
  article: summary,
  onClose,
}: {
  article: ArticleSummary | null;
  onClose: () => void;
}) {
  const m = useWords(articleDialogWords);
  const { illustration } = useWords(landingWords).articles;
  const returnFocus = useReturnFocus();
  const article = summary ? fullArticle(summary, m) : null;
  return (
    <Dialog.Root open={summary !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid justify-items-center overflow-y-auto bg-ink-950/70 p-3 backdrop-blur-sm sm:p-6">
          {article ? (
            <Dialog.Content
              {...returnFocus}
              aria-describedby={undefined}
              className="relative my-auto w-full max-w-3xl overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none"
            >
              <VisuallyHidden.Root>
                <Dialog.Title>{m.dialogTitle}</Dialog.Title>
              </VisuallyHidden.Root>
              <img
                src={article.image}
                alt={illustration(article.title)}
                className="aspect-[16/9] w-full bg-ink-100 object-cover sm:aspect-[2/1]"
              />
              <Dialog.Close
                aria-label={m.closeArticle}
                className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-ink-800 shadow hover:bg-white"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
              <div className="px-5 py-7 sm:px-10 sm:py-10">
                <h2 className="text-2xl font-bold sm:text-3xl">{article.title}</h2>
                <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-700 sm:text-lg sm:leading-relaxed">
                  {article.description.split('\n\n').map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                <div className="mt-10 flex justify-end border-t border-ink-100 pt-6">
                  <Dialog.Close className={buttonClasses('primary', 'md')}>{m.close}</Dialog.Close>
                </div>
              </div>
            </Dialog.Content>
          ) : null}
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
