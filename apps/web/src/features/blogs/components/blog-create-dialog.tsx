import { BlogFieldsSchema, WORDS } from '@ideaignite/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useCreatePopup } from '../../../lib/use-create-popup.ts';
import { BlogCreateError, useCreateBlog } from '../api/create-blog.ts';
import { blogsWords } from '../words/index.ts';
import { BlogTextFields } from './blog-text-fields.tsx';
import { CoverImageField } from './cover-image-field.tsx';

/** A message is kept in English when it is the contract's, and shown in the interface language. */
type Status = { kind: 'idle' | 'publishing' } | { kind: 'success' | 'error'; message: string };

interface BlogCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Hustler's 'Create Blogs' popup: a written insight with an optional cover image. */
export function BlogCreateDialog({ open, onOpenChange }: BlogCreateDialogProps) {
  const m = useWords(blogsWords);
  const t = useContractText();
  const [fields, setFields] = useState({ title: '', summary: '', content: '' });
  const [image, setImage] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const imageInput = useRef<HTMLInputElement>(null);
  const create = useCreateBlog();
  const publishing = status.kind === 'publishing';
  const { changeOpen, closeSoon } = useCreatePopup({
    open,
    onOpenChange,
    busy: publishing,
    onReopen: () => setStatus({ kind: 'idle' }),
  });

  const edit = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function clearImage() {
    setImage(null);
    if (imageInput.current) imageInput.current.value = '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (publishing) return;
    const parsed = BlogFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const missing = !fields.title.trim() || !fields.summary.trim() || !fields.content.trim();
      const message = missing ? WORDS.blogCreation.allRequired : parsed.error.issues[0]?.message;
      return setStatus({ kind: 'error', message: message ?? WORDS.blogCreation.allRequired });
    }
    setStatus({ kind: 'publishing' });
    try {
      const { message } = await create.mutateAsync({ ...parsed.data, image });
      setStatus({ kind: 'success', message });
      setFields({ title: '', summary: '', content: '' });
      clearImage();
      closeSoon();
    } catch (error) {
      const message = error instanceof BlogCreateError ? error.message : WORDS.blogCreation.unexpected;
      setStatus({ kind: 'error', message });
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={m.createBlogs}
      description={m.createDescription}
      dismissible={!publishing}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <BlogTextFields fields={fields} onChange={edit} withPlaceholders disabled={publishing} />
        <CoverImageField
          file={image}
          inputRef={imageInput}
          disabled={publishing}
          onChange={(chosen, problem) => {
            if (!chosen) clearImage();
            else setImage(chosen);
            setStatus(problem ? { kind: 'error', message: problem } : { kind: 'idle' });
          }}
        />
        {status.kind === 'error' ? <Alert tone="error">{t(status.message)}</Alert> : null}
        {status.kind === 'success' ? <Alert tone="success">{t(status.message)}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" busy={publishing} className="w-full sm:w-auto">
            {publishing ? m.publishing : m.publish}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
