import { SkeletonGrid } from '../../../components/skeleton-grid.tsx';

/** Post-shaped placeholders while the first blogs load. */
export function BlogSkeletons({ label }: { label: string }) {
  return (
    <SkeletonGrid
      label={label}
      count={3}
      gridClassName="flex flex-col gap-6"
      cardClassName="grid overflow-hidden md:grid-cols-[2fr_3fr]"
    >
      <div className="aspect-[16/9] bg-ink-100 md:aspect-auto md:min-h-56" />
      <div className="space-y-3 p-6">
        <div className="h-6 w-3/4 rounded bg-ink-100" />
        <div className="flex items-center gap-2.5">
          <div className="size-9 rounded-full bg-ink-100" />
          <div className="h-3 w-1/4 rounded bg-ink-100" />
        </div>
        <div className="h-3 rounded bg-ink-100" />
        <div className="h-3 w-11/12 rounded bg-ink-100" />
        <div className="h-3 w-4/5 rounded bg-ink-100" />
      </div>
    </SkeletonGrid>
  );
}
