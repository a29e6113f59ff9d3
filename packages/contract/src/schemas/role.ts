import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { VALIDATION_WORDS } from '../validation.ts';

export const RoleSchema = z.enum(ROLES, {
  error: VALIDATION_WORDS.roleInvalid,
});
