import { WORDS } from '@ideaignite/contract';
import { Alert } from '../../../components/alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';

/** Co-founders (spec section 8): one message for a refused answer, another when none came. */
export function CofounderListError({ error }: { error: Error }) {
  const t = useContractText();
  return (
    <Alert tone="error">
      {t(error instanceof ApiError ? WORDS.lists.cofoundersFetchFailed : WORDS.lists.cofoundersFetchError)}
    </Alert>
  );
}

/** The other role lists: 'Failed to fetch profiles', shown with 'Oops! Something went wrong.'. */
export function RoleListError() {
  const t = useContractText();
  return (
    <Alert tone="error">
      <p className="font-semibold">{t(WORDS.lists.roleListOops)}</p>
      <p className="mt-0.5">{t(WORDS.lists.roleListFetchFailed)}</p>
    </Alert>
  );
}
