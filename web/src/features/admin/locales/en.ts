export const en = {
  switcherLabel: 'Active role',
  roles: { user: 'User', admin: 'Admin' },
  roleUpdatedTitle: 'Success',
  roleUpdated: 'Role updated successfully',
  errorTitle: 'Error',
  roleUpdateFailed: 'Failed to update role',
};
