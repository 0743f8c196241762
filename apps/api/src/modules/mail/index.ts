// The mail module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { formatDay, formatMoney, formatRate } from './format';
export { type OutgoingMail, queuedMailSql, queueMail } from './repository';
export { deliverOutboxNow } from './sender';
