import { ROLE_LABELS, ROLES, type Role } from '@ideaignite/contract';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../../lib/cn.ts';

/** One line per role, so a newcomer knows which to pick (spec section 1). */
const ROLE_DESCRIPTIONS: Record<Role, string> = {
  Hustler: 'You own an idea or a startup — or simply have ideas worth sharing.',
  Investor: 'You back promising founders and their ideas.',
  Cofounder: 'You want to build alongside a founder.',
  Jobseeker: 'You want to join an early-stage startup team.',
};

type RoleSelectProps = Omit<ComponentProps<'select'>, 'children'> & { selected?: string; error?: string };

/** The signup role picker: the four roles as values, their display labels as text. */
export function RoleSelect({ selected, error, className, ...props }: RoleSelectProps) {
  const id = useId();
  const describedBy = `${id}-${error ? 'error' : 'hint'}`;
  const description = ROLES.find((role) => role === selected);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-ink-800 text-sm">
        Role
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'h-11 w-full appearance-none rounded-xl border bg-white pr-10 pl-3.5 text-ink-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-400',
            error ? 'border-danger-600' : 'border-ink-200',
          )}
          {...props}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3.5 size-4 text-ink-500"
        />
      </div>
      {error ? (
        <p id={describedBy} className="text-danger-700 text-sm">
          {error}
        </p>
      ) : (
        <p id={describedBy} className="text-ink-500 text-xs">
          {description ? ROLE_DESCRIPTIONS[description] : 'Pick the role that fits you today.'}
        </p>
      )}
    </div>
  );
}
