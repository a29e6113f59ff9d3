import { z } from 'zod';
import { SHARED_IMAGE_WIDTHS, SHARED_KINDS } from './constants.ts';
import { PUBLIC_PAGES_WORDS } from './words.ts';

/** A shared thing's preview image: which kind, whose id. */
export const SharedImageParamsSchema = z.object({
  kind: z.enum(SHARED_KINDS, { error: PUBLIC_PAGES_WORDS.invalidImage }),
  id: z.uuid({ error: PUBLIC_PAGES_WORDS.invalidImage }),
});

/** `?w=600` for the smaller copy (the page's own picture on a phone); 1200 otherwise. */
export const SharedImageQuerySchema = z.object({
  w: z.coerce
    .number({ error: PUBLIC_PAGES_WORDS.invalidImage })
    .pipe(
      z.union(
        SHARED_IMAGE_WIDTHS.map((width) => z.literal(width)),
        { error: PUBLIC_PAGES_WORDS.invalidImage },
      ),
    )
    .optional(),
});
