import { ROLE_LABELS, type Role } from '@ideaignite/contract';
import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Logo } from '../../../components/logo.tsx';
import { useSignOut } from '../../auth/use-sign-out.ts';

export function DashboardTopBar({ role }: { role: Role }) {
  const { signOut, signingOut } = useSignOut();
  return (
    <header className="border-ink-100 border-b bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="rounded-lg">
          <Logo />
        </Link>
        <div className="flex items-center gap-1 sm:gap-3">
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-sm">
            <UserRound aria-hidden className="hidden size-4 sm:block" />
            <span className="sr-only">Signed in as </span>
            {ROLE_LABELS[role]}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={signOut}
            disabled={signingOut}
            className="whitespace-nowrap"
          >
            <LogOut aria-hidden className="hidden size-4 sm:block" />
            {signingOut ? 'Signing out…' : 'Sign out'}
          </Button>
        </div>
      </div>
    </header>
  );
}
