// The signin area's texts (nb first; en must have the same shape). Merged into the dictionary as `t.signin`.

export const nb = {
  title: '',
};

export const en: typeof nb = {
  title: '',
};
