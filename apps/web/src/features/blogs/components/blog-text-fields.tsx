import { TEXT_LIMITS } from '@ideaignite/contract';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { blogsWords } from '../words/index.ts';

export interface BlogText {
  title: string;
  summary: string;
  content: string;
}

interface BlogTextFieldsProps {
  fields: BlogText;
  onChange: (name: keyof BlogText) => (event: { target: { value: string } }) => void;
  /** A new post shows examples in the empty fields; an edit starts from the post's own text. */
  withPlaceholders?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** A blog's title, summary and content, as the create and edit popups both ask for them. */
export function BlogTextFields({
  fields,
  onChange,
  withPlaceholders,
  required,
  disabled,
}: BlogTextFieldsProps) {
  const m = useWords(blogsWords);
  const shared = { required, disabled };
  return (
    <>
      <TextField
        label={m.titleLabel}
        name="title"
        value={fields.title}
        onChange={onChange('title')}
        placeholder={withPlaceholders ? m.titlePlaceholder : undefined}
        maxLength={TEXT_LIMITS.title}
        {...shared}
      />
      <TextAreaField
        label={m.summaryLabel}
        name="summary"
        value={fields.summary}
        onChange={onChange('summary')}
        placeholder={withPlaceholders ? m.summaryPlaceholder : undefined}
        rows={2}
        maxLength={TEXT_LIMITS.summary}
        {...shared}
      />
      <TextAreaField
        label={m.contentLabel}
        name="content"
        value={fields.content}
        onChange={onChange('content')}
        placeholder={withPlaceholders ? m.contentPlaceholder : undefined}
        rows={8}
        maxLength={TEXT_LIMITS.content}
        {...shared}
      />
    </>
  );
}
