export const en = {
  newVersion: 'A new version is available',
  reload: 'Reload',
};
