import { Link } from '../../../components/link.tsx';

/** "Already have an account? Sign in" and its mirror: the whole sentence is the link. */
export function AuthSwitchLink({ to, question, action }: { to: string; question: string; action: string }) {
  return (
    <p className="mt-8 text-center text-sm">
      <Link
        to={to}
        className="rounded-md text-ink-600 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-saffron-500"
      >
        {question}{' '}
        <span className="font-semibold text-saffron-700 underline-offset-4 hover:underline">{action}</span>
      </Link>
    </p>
  );
}
