// The approval module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
export { approvalStatusOfCart, closeCart, freezeCart, markOrdered } from './repository';
export { type ApprovalSetup, approvalReasons, checkedLines, loadSetup, reasonText } from './rules';
export { requestForSubscription } from './service';
