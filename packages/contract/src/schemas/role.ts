import { z } from 'zod';
import { ROLES } from '../roles.ts';

export const RoleSchema = z.enum(ROLES, {
  error: 'Role must be one of Hustler, Investor, Cofounder, Jobseeker.',
});
