import { z } from 'zod';
import { BlogSchema } from '../blogs/schemas.ts';
import { VideoSchema } from '../videos/schemas.ts';

export const FeedPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    videos: z.array(VideoSchema),
    blogs: z.array(BlogSchema),
    nextCursor: z.string().nullable(),
  }),
  message: z.string(),
});
