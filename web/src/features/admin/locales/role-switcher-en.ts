/** The header's role switch: its few words come with every page, apart from the admin panels' texts. */
export const roleSwitcherEn = {
  switcherLabel: 'Active role',
  roles: { user: 'User', admin: 'Admin' },
  roleUpdatedTitle: 'Success',
  roleUpdated: 'Role updated successfully',
  errorTitle: 'Error',
  roleUpdateFailed: 'Failed to update role',
};
