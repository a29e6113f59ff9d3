import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { cn } from '../lib/cn.ts';
import { useWords } from '../lib/i18n/words.ts';
import { useReturnFocus } from './use-return-focus.ts';
import { componentsWords } from './words/index.ts';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the title, read out when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /** Wider for reading (a full blog post), narrower for forms. */
  size?: 'md' | 'lg';
  /** While something must finish (an upload), Escape, the backdrop and the close button are off. */
  dismissible?: boolean;
  /** Where focus goes on close when what opened the dialog is gone (it deleted that item). */
  focusWhenOpenerGone?: () => HTMLElement | null | undefined;
  /** What takes focus on opening (the field the dialog is for), instead of its first control. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A Radix dialog in the IdeaIgnite frame: focus trapped, Escape and the backdrop close it, and a
 * close button in the corner. The backdrop scrolls, so tall content works on phones.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  dismissible = true,
  focusWhenOpenerGone,
  initialFocus,
}: ModalProps) {
  const m = useWords(componentsWords);
  const returnFocus = useReturnFocus(focusWhenOpenerGone);
  const guard = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid justify-items-center overflow-y-auto bg-ink-950/70 p-3 backdrop-blur-sm sm:p-6">
          <Dialog.Content
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...returnFocus}
            onOpenAutoFocus={(event) => {
              returnFocus.onOpenAutoFocus();
              if (!initialFocus?.current) return;
              event.preventDefault();
              initialFocus.current.focus();
            }}
            onEscapeKeyDown={guard}
            onInteractOutside={guard}
            className={cn(
              'relative my-auto w-full rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-8',
              size === 'md' ? 'max-w-xl' : 'max-w-3xl',
            )}
          >
            <div className="pr-10">
              <Dialog.Title className="font-bold text-2xl text-ink-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1.5 text-ink-600 leading-relaxed">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            {dismissible ? (
              <Dialog.Close
                aria-label={m.close}
                className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900 sm:top-6 sm:right-6"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            ) : null}
            <div className="mt-6">{children}</div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
