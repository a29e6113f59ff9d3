import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { ButtonLink } from '../../../components/button.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';

export type LinkState = 'wait' | 'done' | 'failed';

/**
 * Where an emailed link lands (/verify-email, /confirm-email): a card with the state's icon, a
 * heading, the server's words (announced) and, once settled, where to go next.
 */
export function LinkResult({
  metaTitle,
  state,
  title,
  message,
  next,
  home,
}: {
  metaTitle: string;
  state: LinkState;
  title: string;
  message: string;
  next: { to: string; label: string };
  home: { to: string; label: string };
}) {
  return (
    <div className="px-4 py-16 sm:py-24">
      <PageMeta title={metaTitle} robots="noindex" />
      <div className="mx-auto max-w-md rounded-3xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-ink-100 sm:px-10">
        <StateIcon state={state} />
        <h1 className="mt-6 font-bold text-2xl">{title}</h1>
        <p role="status" className="mt-3 text-ink-600 leading-relaxed">
          {message}
        </p>
        {state === 'wait' ? null : (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <ButtonLink to={next.to} size="lg">
              {next.label}
            </ButtonLink>
            <ButtonLink to={home.to} variant="secondary" size="lg">
              {home.label}
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}

function StateIcon({ state }: { state: LinkState }) {
  if (state === 'wait') {
    return <LoaderCircle aria-hidden className="mx-auto size-12 animate-spin text-saffron-500" />;
  }
  if (state === 'done') {
    return (
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-leaf-600">
        <CircleCheck aria-hidden className="size-9" />
      </span>
    );
  }
  return (
    <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-600">
      <CircleX aria-hidden className="size-9" />
    </span>
  );
}
