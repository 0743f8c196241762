// The approval module's public surface: what other modules and the app may use (docs/decisions/010-module-boundaries.md).
// Limits, rules and the requests' records; sending a cart for approval and placing an approved order are checkout
// use cases (modules/checkout/approvals.ts).
export { approvalStatusOfCart, closeCart, freezeCart, markOrdered } from './repository';
export {
  type ApprovalSetup,
  approvalReasons,
  checkedLines,
  loadSetup,
  reasonText,
  setupFromJson,
  setupJson,
} from './rules';
export {
  type ApprovalRequest,
  type ApprovalRequestDetail,
  approvalRequest,
  approvalRequestDetail,
  decisionBody,
  type RequestBody,
  requestBody,
  requestHeaders,
  requestParams,
} from './schemas';
export {
  approvedCardRequest,
  createRequestFromCart,
  getRequest,
  type Links,
  mailRequester,
  type RequestedCart,
  recordApproval,
  requestByKey,
  requestView,
} from './service';
