import { type EndpointAnswer, WORDS } from '@ideaignite/contract';
import { blogsApi } from '@ideaignite/contract/blogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { BLOGS_QUERY_KEY, DASH_CONTENT_QUERY_KEY } from '../../../lib/query-keys.ts';

export interface BlogInput {
  title: string;
  summary: string;
  content: string;
  image: File | null;
}

/** A refused or failed publish, with the words to show. */
export class BlogCreateError extends Error {
  override name = 'BlogCreateError';
}

/** POST addblog (multipart). Resolves with the server's success message; rejects with the spec's words. */
export async function createBlog({ title, summary, content, image }: BlogInput) {
  const form = new FormData();
  form.append('title', title);
  form.append('summary', summary);
  form.append('content', content);
  if (image) form.append('image', image);
  // Checked as it comes: an answer without its message is refused with the spec's words.
  let answer: Partial<EndpointAnswer<typeof blogsApi.create>> | null;
  try {
    answer = await call(blogsApi.create, { body: form });
  } catch (error) {
    const unexpected = WORDS.blogCreation.unexpected;
    throw new BlogCreateError(errorMessage(error, unexpected, { unanswered: unexpected }));
  }
  if (typeof answer?.message !== 'string' || !answer.message)
    throw new BlogCreateError(WORDS.blogCreation.noMessage);
  return { message: answer.message, blog: answer.blog ?? null };
}

/** Publishing refreshes the blogs list and the dashboard feed. */
export function useCreateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlog,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: BLOGS_QUERY_KEY });
      queryClient.invalidateQueries({ queryKey: DASH_CONTENT_QUERY_KEY });
    },
  });
}
