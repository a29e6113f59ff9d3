import type { Blog, EndpointAnswer } from '@ideaignite/contract';
import { talksApi } from '@ideaignite/contract/talks';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogListResponse } from '../../../lib/api/get-blogs.ts';
import { call } from '../../../lib/call.ts';
import { blogsQueryKey, DASH_CONTENT_QUERY_KEY } from '../../../lib/query-keys.ts';

export type TalkCreatedResponse = EndpointAnswer<typeof talksApi.create>;

/** POST addTalks { title }: a talk is a short post, stored as a blog of kind talk. */
export function addTalk(title: string) {
  return call(talksApi.create, { body: { title } });
}

/** Puts a talk at the top of the loaded list (spec section 4), once. */
export function prependTalk(data: InfiniteData<BlogListResponse> | undefined, talk: Blog) {
  if (!data) return data;
  if (data.pages.some((page) => page.data.some((known) => known._id === talk._id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, data: [talk, ...first.data] }, ...rest] };
}

export function useAddTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTalk,
    onSuccess: ({ blog }) => {
      queryClient.setQueryData<InfiniteData<BlogListResponse>>(blogsQueryKey('talk'), (data) =>
        prependTalk(data, blog),
      );
      queryClient.invalidateQueries({ queryKey: DASH_CONTENT_QUERY_KEY });
    },
  });
}
