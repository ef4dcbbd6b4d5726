import type { StaffRole } from './roles';

/**
 * The staff app's pages and who opens them: the side menu shows what this says, and the calls
 * behind each page check the same roles (requireStaff).
 */
const PAGES: Record<string, readonly StaffRole[]> = {
  queue: ['acceptance_clerk', 'reviewer', 'registrar', 'certificate_clerk'],
  partner: ['partner'],
  accounts: ['system_admin'],
  audit: ['system_admin'],
  outbox: ['system_admin'],
};

export const pagesFor = (roles: readonly string[]) => Object.keys(PAGES).filter((page) => PAGES[page]!.some((role) => roles.includes(role)));
