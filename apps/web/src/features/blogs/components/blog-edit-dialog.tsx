import { type Blog, BlogFieldsSchema, WORDS } from '@ideaignite/contract';
import { Trash2, Undo2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EditFormFooter } from '../../../components/edit-form-footer.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useStartOnOpen } from '../../../components/use-start-on-open.ts';
import { announce } from '../../../lib/announce.ts';
import { useEditBlog } from '../../../lib/api/change-content.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { blogsWords } from '../words/index.ts';
import { BlogCover } from './blog-cover.tsx';
import { BlogTextFields } from './blog-text-fields.tsx';
import { CoverImageField } from './cover-image-field.tsx';

export interface BlogEditDialogProps {
  blog: Blog;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The author changes a blog's title, summary, content and cover (replace or remove), under the publishing rules. */
export function BlogEditDialog({ blog, open, onOpenChange }: BlogEditDialogProps) {
  const m = useWords(blogsWords);
  const initial = () => ({ title: blog.title, summary: blog.summary ?? '', content: blog.content ?? '' });
  const [fields, setFields] = useState(initial);
  const [newCover, setNewCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  const edit = useEditBlog();

  useStartOnOpen(open, () => {
    setFields(initial());
    setNewCover(null);
    setRemoveCover(false);
    setError(null);
  });

  const change = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (edit.isPending) return;
    const parsed = BlogFieldsSchema.safeParse(fields);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? WORDS.blogCreation.allRequired);
    setError(null);
    try {
      const cover = newCover ?? (removeCover ? null : undefined);
      const answer = await edit.mutateAsync({ blogId: blog._id, change: { ...parsed.data, cover } });
      announce(answer.message);
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, WORDS.auth.networkError));
    }
  }

  const pending = edit.isPending;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={m.editBlog}
      description={m.editDescription}
      dismissible={!pending}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <BlogTextFields fields={fields} onChange={change} required />
        {blog.coverImageUrl && !newCover ? (
          <div className="flex flex-col gap-2">
            <span className="font-medium text-ink-800 text-sm">{m.currentCover}</span>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              {removeCover ? (
                <p className="text-ink-600 text-sm">{m.coverWillGo}</p>
              ) : (
                <BlogCover
                  url={blog.coverImageUrl}
                  title={blog.title}
                  className="aspect-[16/9] w-full max-w-56 rounded-lg"
                />
              )}
              <Button variant="secondary" size="sm" onClick={() => setRemoveCover((gone) => !gone)}>
                {removeCover ? (
                  <Undo2 aria-hidden className="size-4" />
                ) : (
                  <Trash2 aria-hidden className="size-4" />
                )}
                {removeCover ? m.keepCover : m.removeCurrentCover}
              </Button>
            </div>
          </div>
        ) : null}
        <CoverImageField
          file={newCover}
          inputRef={coverInput}
          disabled={pending}
          onChange={(chosen, problem) => {
            setNewCover(chosen);
            if (chosen) setRemoveCover(false);
            else if (coverInput.current) coverInput.current.value = '';
            setError(problem);
          }}
        />
        <EditFormFooter error={error} pending={pending} onCancel={() => onOpenChange(false)} />
      </form>
    </Modal>
  );
}
