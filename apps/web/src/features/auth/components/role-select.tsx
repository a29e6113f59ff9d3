import { ROLE_LABELS, ROLES, type Role } from '@ideaignite/contract';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { authWords } from '../words/index.ts';

type RoleSelectProps = Omit<ComponentProps<'select'>, 'children'> & { selected?: string; error?: string };

/** The signup role picker: the four roles as values, their display labels as text. */
export function RoleSelect({ selected, error, className, ...props }: RoleSelectProps) {
  const m = useWords(authWords);
  const t = useContractText();
  const id = useId();
  // One line per role, so a newcomer knows which to pick (spec section 1).
  const roleDescriptions: Record<Role, string> = {
    Hustler: m.roleHustler,
    Investor: m.roleInvestor,
    Cofounder: m.roleCofounder,
    Jobseeker: m.roleJobseeker,
  };
  const describedBy = `${id}-${error ? 'error' : 'hint'}`;
  const description = ROLES.find((role) => role === selected);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-ink-800 text-sm">
        {m.role}
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
          {t(error)}
        </p>
      ) : (
        <p id={describedBy} className="text-ink-500 text-xs">
          {description ? roleDescriptions[description] : m.roleHint}
        </p>
      )}
    </div>
  );
}
