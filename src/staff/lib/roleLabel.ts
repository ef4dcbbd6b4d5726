import type { StaffT } from './i18n';

/** A role as the member reads it (the catalogue's staff.role.*: every role the server grants has one). */
export const roleLabel = (t: StaffT, role: string) => t(`staff.role.${role}` as 'staff.role.reviewer');

/** The header's line for the signed-in member: name and roles (张三（受理、审核）). */
export const memberLine = (member: { name: string; roles: readonly string[] }, t: StaffT) => `${member.name}（${member.roles.map((role) => roleLabel(t, role)).join('、')}）`;
