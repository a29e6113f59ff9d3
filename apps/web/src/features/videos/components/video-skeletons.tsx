import { SkeletonGrid } from '../../../components/skeleton-grid.tsx';

/** Card-shaped placeholders while the first videos load. */
export function VideoSkeletons({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <SkeletonGrid
      label={label}
      count={count}
      gridClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      cardClassName="overflow-hidden"
    >
      <div className="aspect-video bg-ink-100" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-3/4 rounded bg-ink-100" />
        <div className="flex items-center gap-2.5">
          <div className="size-9 rounded-full bg-ink-100" />
          <div className="h-3 w-1/3 rounded bg-ink-100" />
        </div>
        <div className="h-3 rounded bg-ink-100" />
        <div className="h-3 w-5/6 rounded bg-ink-100" />
      </div>
    </SkeletonGrid>
  );
}
