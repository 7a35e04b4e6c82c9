/** The browse pages' button: its few words ride in the browse chunk, apart from the feature's texts. */
export const saveButtonEn = {
  save: 'Save search',
  saved: 'Search saved',
  savedLabel: 'Search saved: edit or delete it in your dashboard',
};
