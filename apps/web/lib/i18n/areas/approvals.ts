// The approvals area's texts (nb first; en must have the same shape). Merged into the dictionary as `t.approvals`.

export const nb = {
  title: 'Godkjenninger',
};

export const en: typeof nb = {
  title: 'Approvals',
};
