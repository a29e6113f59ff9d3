import { SkeletonGrid } from '../../../components/skeleton-grid.tsx';
import { PROFILE_GRID_CLASSES } from './profile-grid.tsx';

/** Profile-card placeholders while the first page loads. */
export function ProfileSkeletons({ label }: { label: string }) {
  return (
    <SkeletonGrid label={label} count={6} gridClassName={PROFILE_GRID_CLASSES} cardClassName="p-5">
      <div className="flex items-center gap-4">
        <div className="size-14 rounded-full bg-ink-100" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-ink-100" />
          <div className="h-3 w-1/3 rounded bg-ink-100" />
        </div>
      </div>
      <div className="mt-5 space-y-2">
        <div className="h-3 rounded bg-ink-100" />
        <div className="h-3 w-5/6 rounded bg-ink-100" />
      </div>
      <div className="mt-4 flex gap-1.5">
        <div className="h-6 w-16 rounded-full bg-ink-100" />
        <div className="h-6 w-20 rounded-full bg-ink-100" />
      </div>
      <div className="mt-5 h-9 w-28 rounded-xl bg-ink-100" />
    </SkeletonGrid>
  );
}
