export const en = {};
