import type { FormEventHandler, ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import { profilesWords } from '../words/index.ts';
import { PictureField } from './picture-field.tsx';

interface UpdateFormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  picture: File | null;
  onPictureChange: (file: File | null) => void;
  currentPicture: string | null;
  pending: boolean;
  feedback: ReactNode;
  children: ReactNode;
}

/** The card every role's update form sits in: picture first, the role's fields, then save or cancel. */
export function UpdateFormFrame(props: UpdateFormFrameProps) {
  const m = useWords(profilesWords);
  return (
    <form
      noValidate
      onSubmit={props.onSubmit}
      className="flex flex-col gap-6 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-8"
    >
      <PictureField file={props.picture} onChange={props.onPictureChange} currentUrl={props.currentPicture} />
      {props.children}
      {props.feedback}
      <div className="flex flex-col-reverse gap-3 border-ink-100 border-t pt-6 sm:flex-row sm:justify-end">
        <ButtonLink to={PATHS.profile} variant="ghost" size="lg">
          {m.cancel}
        </ButtonLink>
        <Button type="submit" size="lg" disabled={props.pending} className="sm:min-w-44">
          {props.pending ? m.saving : m.saveChanges}
        </Button>
      </div>
    </form>
  );
}
