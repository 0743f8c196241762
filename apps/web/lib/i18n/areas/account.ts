// The account area's texts (nb first; en must have the same shape). Merged into the dictionary as `t.account`.

export const nb = {
  title: 'Min konto',
};

export const en: typeof nb = {
  title: 'My account',
};
