// No zod here: the web app's public pages need the role names without the schema library
// (RoleSchema lives in schemas/role.ts).
export const ROLES = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  Hustler: 'Hustler',
  Investor: 'Investor',
  Cofounder: 'Co-founder',
  Jobseeker: 'Job Seeker',
};

/** Where a new account goes after signup (spec section 2, note the prototype's /CofunderForm spelling). */
export const ROLE_FORM_ROUTES: Record<Role, string> = {
  Hustler: '/HustlerForm',
  Investor: '/InvestorForm',
  Cofounder: '/CofunderForm',
  Jobseeker: '/JobseekerForm',
};

export const ROLE_DASHBOARD_ROUTES: Record<Role, string> = {
  Hustler: '/dashboard/Hustler',
  Investor: '/dashboard/Investor',
  Cofounder: '/dashboard/Cofounder',
  Jobseeker: '/dashboard/Jobseeker',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
