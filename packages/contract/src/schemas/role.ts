import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { VALIDATION_MESSAGES } from '../validation.ts';

export const RoleSchema = z.enum(ROLES, {
  error: VALIDATION_MESSAGES.roleInvalid,
});
