/** The header's own password change (the layout mounts it: docs/decisions/0092). */
export { ChangePasswordButton } from './ChangePasswordButton';
