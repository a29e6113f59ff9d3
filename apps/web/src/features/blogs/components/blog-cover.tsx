import { Feather } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { blogsWords } from '../words/index.ts';

/** The post's cover image, or a warm branded panel when it has none. */
export function BlogCover({
  url,
  title,
  className,
}: {
  url: string | null;
  title: string;
  className?: string;
}) {
  const m = useWords(blogsWords);
  if (url) {
    return <img src={url} alt={m.coverFor(title)} className={cn('bg-ink-100 object-cover', className)} />;
  }
  return (
    <div
      aria-hidden
      className={cn(
        'flex items-center justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-saffron-700 text-saffron-200',
        className,
      )}
    >
      <Feather className="size-10" />
    </div>
  );
}
