import { Button, ButtonLink } from '../../components/button.tsx';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { frameWords } from './words/index.ts';

/**
 * Sign In / Get Started for visitors; Dashboard / Sign out once signed in.
 * `layout="stacked"` is the full-width version used in the mobile menu.
 */
export function AccountActions({
  layout = 'inline',
  onAction,
}: {
  layout?: 'inline' | 'stacked';
  onAction?: () => void;
}) {
  const m = useWords(frameWords);
  const session = useSession();
  const { signOut: signOutAndGoHome, signingOut } = useSignOut({ redirectTo: PATHS.home });
  const stacked = layout === 'stacked';
  const size = stacked ? 'lg' : 'sm';
  const width = stacked ? 'w-full' : undefined;

  if (session) {
    const signOut = () => {
      onAction?.();
      void signOutAndGoHome();
    };
    return (
      <div className={cn('flex gap-3', stacked ? 'flex-col' : 'items-center')}>
        <ButtonLink to={PATHS.dashboard} variant="secondary" size={size} className={width} onClick={onAction}>
          {m.dashboard}
        </ButtonLink>
        <Button variant="ghost" size={size} className={width} onClick={signOut} disabled={signingOut}>
          {m.signOut}
        </Button>
      </div>
    );
  }

  return (
    <div className={cn('flex gap-3', stacked ? 'flex-col' : 'items-center')}>
      <ButtonLink
        to={PATHS.signin}
        variant={stacked ? 'secondary' : 'ghost'}
        size={size}
        className={width}
        onClick={onAction}
      >
        {m.signIn}
      </ButtonLink>
      <ButtonLink to={PATHS.signup} size={size} className={width} onClick={onAction}>
        {m.getStarted}
      </ButtonLink>
    </div>
  );
}
