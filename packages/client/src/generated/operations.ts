// generated — do not edit. Run `npm run generate:client` to regenerate.
import type { CallOptions, FileResponse, OperationSpec, Send } from '../runtime';
import type { AcceptInvitationBodyInput, AddCompanyAddressBodyInput, AddOrderLineRequestInput, AddPersonAddressRequestInput, AddPrescriptionByReferenceRequestInput, AddShoppingListLineRequestInput, AddTicketCommentRequestInput, ApprovalRequest, ApprovalRequestCreateInput, ApprovalRequestDetail, ApprovalRequestPage, ApprovalRuleRequestInput, ApprovalSettings, AssignPriceListRequestInput, AssignTicketRequestInput, Assortment, AssortmentBodyInput, AssortmentList, AssortmentPreview, AssortmentPreviewBodyInput, AssortmentUpdateBodyInput, AuditPage, AutocompleteResult, BackofficeCategoryTree, BackofficeCustomer, BackofficeCustomerCartPage, BackofficeCustomerInvoicePage, BackofficeCustomerOptions, BackofficeCustomerOrderPage, BackofficeCustomerPage, BackofficeCustomerQuotePage, BackofficeCustomerTicketPage, BackofficeCustomerUserPage, BackofficeMarket, BackofficeMarketList, BackofficeOrder, BackofficeOrderPage, BackofficeProduct, BackofficeProductBulkInput, BackofficeProductBulkResult, BackofficeProductCopyInput, BackofficeProductEditInput, BackofficeProductFormOptions, BackofficeProductPage, BrandList, BusinessCustomerChangedEventInput, CardPaymentTransaction, Cart, CatalogImport, CatalogImportList, CatalogImportRequestInput, CategoryLookup, CategoryTree, ChangeContactRelationBodyInput, ChangeContactRelationResult, ChangePasswordBodyInput, Chat, ChatMessage, ChatMessageRequestInput, CheckUserBodyInput, CheckUserResult, Company, CompanyAddress, CompanyAddressList, CompanyAssortment, CompanyAssortmentBodyInput, CompanyLimitsRequestInput, CompanyMemberList, CompanySpend, ConsentState, Contact, ContactCompanies, ContactCompany, ContactLimitsRequestInput, ContactLocale, ContactLocaleBodyInput, ContentDeleteInput, ContentPage, ContentUpdateInput, ContentWriteResult, CopyPriceListRequestInput, CopyShoppingListRequestInput, CostCentre, CostCentreCreateRequestInput, CostCentreList, CostCentreUpdateRequestInput, CreateBackofficeCustomerRequestInput, CreateCardPaymentBodyInput, CreateCategoryRequestInput, CreateContactBodyInput, CreateCustomerBodyInput, CreateCustomerOnlyBodyInput, CreateCustomerResult, CreateDeliveryRouteInput, CreateHolidayInput, CreateOrderFromPaymentBodyInput, CreateOrderRequestInput, CreatePriceListRequestInput, CreateShoppingListRequestInput, CreateStaffBodyInput, CreateSubscriptionRequestInput, CreateTicketRequestInput, DeclinedInvitation, DeleteOrderLineRequestInput, DeliveryDates, DeliveryDatesRequestInput, DeliveryPreview, DeliveryRoute, DeliveryRouteList, EditCompanyAddressBodyInput, EditPersonAddressRequestInput, EidAuthorizeBodyInput, EidAuthorizeResult, EidFrontchannelLogoutBodyInput, EidFrontchannelLogoutResult, EidLogoutBodyInput, EidLogoutResult, EidRefreshBodyInput, EidRefreshResult, EidTokenBodyInput, EidTokenResult, EidUserInfo, EmailLinkBodyInput, EndChatRequestInput, EndSubscriptionRequestInput, FreshSession, FutureDeliveries, FutureDeliveriesRequestInput, Holiday, HolidayList, ImportPriceListPricesRequestInput, ImportShoppingListRequestInput, InitCompanyBodyInput, Invitation, InvitationList, InvitationLookup, InvitedMember, InvoiceFile, JoinRequest, JoinRequestCreateInput, ManagedProductImage, ManagedProductImageList, MoveCategoryRequestInput, NetsWebhookEventInput, Order, OrderPage, OrderSimulation, OrderValidation, OwnInvitations, OwnPasskey, OwnPasskeyList, Passkey, PasskeyBodyInput, PasskeyCounterBodyInput, PasskeyList, PersonAddress, PersonAddressMarkets, PersonAddressPage, PharmacyChangePersonRequestInput, PharmacyGetPersonRequestInput, PharmacyLoginRequestInput, PharmacyLogoutRequestInput, PharmacyLogoutResult, PharmacyPerson, PharmacySession, PharmacyUpdatePersonRequestInput, Prescription, PrescriptionList, PrescriptionProducts, PriceExplanation, PriceImportResult, PriceListDetail, PriceListPage, PriceListSkuPrices, PriceListSkuPricesPage, PricesRequestInput, PricesResponse, ProductDetail, ProductImageImportInput, ProductImageOrderInput, ProductImageUpdateInput, ProductImageUploadInput, ProductList, ProductProperties, ProductProperty, ProductStatusInput, ProductVariantsList, PunchoutFormPayload, PunchoutStartedSession, Quote, QuoteAcceptRequestInput, QuoteMessageRequestInput, QuotePage, QuoteRequestInput, QuoteUpdateRequestInput, RefreshBodyInput, RenameHolidayInput, RenamePasskeyBodyInput, ReorderRequestInput, ReorderResult, SalesDashboard, SearchIndexRun, SearchResult, SearchSubscriptionsRequestInput, SearchSynonymGroup, SearchSynonymGroupList, SessionTokens, SetCartMarketRequestInput, SetOrderStatusRequestInput, SetPriceListSkuPricesRequestInput, SetShoppingListLineRequestInput, SetTicketStatusRequestInput, ShippingMethod, ShippingMethodList, ShippingMethods, ShoppingList, ShoppingListSearchResult, ShoppingListToCartRequestInput, ShoppingListToCartResult, ShoppingListValidation, SignInLookupBodyInput, SignInPerson, SignInSessionBodyInput, SimulateOrderRequestInput, StaffAccount, StaffList, StartChatRequestInput, Subscription, SubscriptionPage, SupportAgentList, SupportCustomerContext, SupportQueue, Ticket, TicketSearchResult, UpdateCartMetadataRequestInput, UpdateCategoryRequestInput, UpdateConsentsBodyInput, UpdateCustomerBodyInput, UpdateCustomerStandingRequestInput, UpdateCustomerTermsRequestInput, UpdateDeliveryRouteInput, UpdateMarketInput, UpdateOrderLineRequestInput, UpdatePriceListRequestInput, UpdateShippingMethodInput, UpdateShoppingListRequestInput, UpdateStaffBodyInput, UpdateSubscriptionRequestInput, UseVerificationTokenBodyInput, ValidateOrderRequestInput, ValidateShoppingListRequestInput, VariantLookup, VariantProperties, VariantsProperties, VerificationToken, VerificationTokenBodyInput, WebhookAnswer } from './schemas';

// ── GET /api/account/passkeys ─────────────────────────────────────────────────────────────────────

export type GetAccountPasskeysResponse = OwnPasskeyList;

export type GetAccountPasskeysInput = CallOptions;

// ── PATCH /api/account/passkeys/{passkeyId} ───────────────────────────────────────────────────────

export type PatchAccountPasskeysByPasskeyIdPath = {
  passkeyId: string;
};

export type PatchAccountPasskeysByPasskeyIdBody = RenamePasskeyBodyInput;

export type PatchAccountPasskeysByPasskeyIdResponse = OwnPasskey;

export type PatchAccountPasskeysByPasskeyIdInput = CallOptions & {
  path: PatchAccountPasskeysByPasskeyIdPath;
  body: PatchAccountPasskeysByPasskeyIdBody;
};

// ── DELETE /api/account/passkeys/{passkeyId} ──────────────────────────────────────────────────────

export type DeleteAccountPasskeysByPasskeyIdPath = {
  passkeyId: string;
};

export type DeleteAccountPasskeysByPasskeyIdResponse = null;

export type DeleteAccountPasskeysByPasskeyIdInput = CallOptions & {
  path: DeleteAccountPasskeysByPasskeyIdPath;
};

// ── GET /api/approvals ────────────────────────────────────────────────────────────────────────────

export type GetApprovalsQuery = {
  /** The company. */
  customerId: string;
  status?: 'pending' | 'approved' | 'ordered' | 'rejected' | 'withdrawn' | 'expired' | null;
  /** Only the caller's own requests (approvers see the company's otherwise). */
  mine?: 'true' | 'false' | null;
  skip?: number | null;
  take?: number | null;
};

export type GetApprovalsResponse = ApprovalRequestPage;

export type GetApprovalsInput = CallOptions & {
  query: GetApprovalsQuery;
};

// ── POST /api/approvals ───────────────────────────────────────────────────────────────────────────

export type PostApprovalsHeaders = {
  /** Same key → the same request (double clicks and retries make one). */
  'idempotency-key'?: string;
};

export type PostApprovalsBody = ApprovalRequestCreateInput;

export type PostApprovalsResponse = ApprovalRequest;

export type PostApprovalsInput = Omit<CallOptions, 'headers'> & {
  headers?: PostApprovalsHeaders & Record<string, string>;
  body: PostApprovalsBody;
};

// ── POST /api/approvals/rules ─────────────────────────────────────────────────────────────────────

export type PostApprovalsRulesBody = ApprovalRuleRequestInput;

export type PostApprovalsRulesResponse = ApprovalSettings;

export type PostApprovalsRulesInput = CallOptions & {
  body: PostApprovalsRulesBody;
};

// ── DELETE /api/approvals/rules/{ruleId} ──────────────────────────────────────────────────────────

export type DeleteApprovalsRulesByRuleIdPath = {
  ruleId: string;
};

export type DeleteApprovalsRulesByRuleIdQuery = {
  /** The company. */
  customerId: string;
};

export type DeleteApprovalsRulesByRuleIdResponse = ApprovalSettings;

export type DeleteApprovalsRulesByRuleIdInput = CallOptions & {
  path: DeleteApprovalsRulesByRuleIdPath;
  query: DeleteApprovalsRulesByRuleIdQuery;
};

// ── GET /api/approvals/settings ───────────────────────────────────────────────────────────────────

export type GetApprovalsSettingsQuery = {
  /** The company. */
  customerId: string;
};

export type GetApprovalsSettingsResponse = ApprovalSettings;

export type GetApprovalsSettingsInput = CallOptions & {
  query: GetApprovalsSettingsQuery;
};

// ── PUT /api/approvals/settings/company ───────────────────────────────────────────────────────────

export type PutApprovalsSettingsCompanyBody = CompanyLimitsRequestInput;

export type PutApprovalsSettingsCompanyResponse = ApprovalSettings;

export type PutApprovalsSettingsCompanyInput = CallOptions & {
  body: PutApprovalsSettingsCompanyBody;
};

// ── PUT /api/approvals/settings/contacts/{contactId} ──────────────────────────────────────────────

export type PutApprovalsSettingsContactsByContactIdPath = {
  contactId: string;
};

export type PutApprovalsSettingsContactsByContactIdBody = ContactLimitsRequestInput;

export type PutApprovalsSettingsContactsByContactIdResponse = ApprovalSettings;

export type PutApprovalsSettingsContactsByContactIdInput = CallOptions & {
  path: PutApprovalsSettingsContactsByContactIdPath;
  body: PutApprovalsSettingsContactsByContactIdBody;
};

// ── GET /api/approvals/{approvalId} ───────────────────────────────────────────────────────────────

export type GetApprovalsByApprovalIdPath = {
  approvalId: string;
};

export type GetApprovalsByApprovalIdResponse = ApprovalRequestDetail;

export type GetApprovalsByApprovalIdInput = CallOptions & {
  path: GetApprovalsByApprovalIdPath;
};

// ── POST /api/approvals/{approvalId}/approve ──────────────────────────────────────────────────────

export type PostApprovalsByApprovalIdApprovePath = {
  approvalId: string;
};

export type PostApprovalsByApprovalIdApproveBody = {
  comment?: string;
  /** Put this active cost centre of the company on the order (the requester's choice is frozen while pending; the approver may correct it here). Another company → 404, inactive → 422 cost_centre_inactive. */
  costCentreId?: string;
};

export type PostApprovalsByApprovalIdApproveResponse = ApprovalRequestDetail;

export type PostApprovalsByApprovalIdApproveInput = CallOptions & {
  path: PostApprovalsByApprovalIdApprovePath;
  body: PostApprovalsByApprovalIdApproveBody;
};

// ── POST /api/approvals/{approvalId}/card-payment ─────────────────────────────────────────────────

export type PostApprovalsByApprovalIdCardPaymentPath = {
  approvalId: string;
};

export type PostApprovalsByApprovalIdCardPaymentResponse = CardPaymentTransaction;

export type PostApprovalsByApprovalIdCardPaymentInput = CallOptions & {
  path: PostApprovalsByApprovalIdCardPaymentPath;
};

// ── POST /api/approvals/{approvalId}/reject ───────────────────────────────────────────────────────

export type PostApprovalsByApprovalIdRejectPath = {
  approvalId: string;
};

export type PostApprovalsByApprovalIdRejectBody = {
  /** Why: the requester reads it. */
  comment: string;
};

export type PostApprovalsByApprovalIdRejectResponse = ApprovalRequestDetail;

export type PostApprovalsByApprovalIdRejectInput = CallOptions & {
  path: PostApprovalsByApprovalIdRejectPath;
  body: PostApprovalsByApprovalIdRejectBody;
};

// ── POST /api/approvals/{approvalId}/withdraw ─────────────────────────────────────────────────────

export type PostApprovalsByApprovalIdWithdrawPath = {
  approvalId: string;
};

export type PostApprovalsByApprovalIdWithdrawResponse = ApprovalRequestDetail;

export type PostApprovalsByApprovalIdWithdrawInput = CallOptions & {
  path: PostApprovalsByApprovalIdWithdrawPath;
};

// ── GET /api/ardis/cart ───────────────────────────────────────────────────────────────────────────

export type GetArdisCartQuery = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid?: string | null;
  /** When true, the answer also says whether the cart can be ordered and what is missing. */
  initCheckout?: boolean | ('0' | '1' | 'true' | 'false') | null;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string | null;
};

export type GetArdisCartResponse = Cart;

export type GetArdisCartInput = CallOptions & {
  query?: GetArdisCartQuery;
};

// ── POST /api/ardis/cart/addorderline ─────────────────────────────────────────────────────────────

export type PostArdisCartAddorderlineBody = AddOrderLineRequestInput;

export type PostArdisCartAddorderlineResponse = Cart;

export type PostArdisCartAddorderlineInput = CallOptions & {
  body: PostArdisCartAddorderlineBody;
};

// ── POST /api/ardis/cart/createorder ──────────────────────────────────────────────────────────────

export type PostArdisCartCreateorderHeaders = {
  /** Same key and body → the same order; same key, other body → 422 idempotency_key_reused. */
  'idempotency-key'?: string;
};

export type PostArdisCartCreateorderBody = CreateOrderRequestInput;

export type PostArdisCartCreateorderResponse = Order;

export type PostArdisCartCreateorderInput = Omit<CallOptions, 'headers'> & {
  headers?: PostArdisCartCreateorderHeaders & Record<string, string>;
  body: PostArdisCartCreateorderBody;
};

// ── DELETE /api/ardis/cart/deleteorderline ────────────────────────────────────────────────────────

export type DeleteArdisCartDeleteorderlineBody = DeleteOrderLineRequestInput;

export type DeleteArdisCartDeleteorderlineResponse = Cart;

export type DeleteArdisCartDeleteorderlineInput = CallOptions & {
  body: DeleteArdisCartDeleteorderlineBody;
};

// ── POST /api/ardis/cart/setmarket ────────────────────────────────────────────────────────────────

export type PostArdisCartSetmarketBody = SetCartMarketRequestInput;

export type PostArdisCartSetmarketResponse = Cart;

export type PostArdisCartSetmarketInput = CallOptions & {
  body: PostArdisCartSetmarketBody;
};

// ── POST /api/ardis/cart/updatemetadata ───────────────────────────────────────────────────────────

export type PostArdisCartUpdatemetadataBody = UpdateCartMetadataRequestInput;

export type PostArdisCartUpdatemetadataResponse = Cart;

export type PostArdisCartUpdatemetadataInput = CallOptions & {
  body: PostArdisCartUpdatemetadataBody;
};

// ── POST /api/ardis/cart/updateorderline ──────────────────────────────────────────────────────────

export type PostArdisCartUpdateorderlineBody = UpdateOrderLineRequestInput;

export type PostArdisCartUpdateorderlineResponse = Cart;

export type PostArdisCartUpdateorderlineInput = CallOptions & {
  body: PostArdisCartUpdateorderlineBody;
};

// ── POST /api/ardis/customer/add-address ──────────────────────────────────────────────────────────

export type PostArdisCustomerAddAddressBody = AddPersonAddressRequestInput;

export type PostArdisCustomerAddAddressResponse = PersonAddress;

export type PostArdisCustomerAddAddressInput = CallOptions & {
  body: PostArdisCustomerAddAddressBody;
};

// ── GET /api/ardis/customer/address ───────────────────────────────────────────────────────────────

export type GetArdisCustomerAddressQuery = {
  pid?: string | null;
  addressId?: string | null;
};

export type GetArdisCustomerAddressResponse = PersonAddress;

export type GetArdisCustomerAddressInput = CallOptions & {
  query?: GetArdisCustomerAddressQuery;
};

// ── GET /api/ardis/customer/address/{addressId}/markets ───────────────────────────────────────────

export type GetArdisCustomerAddressByAddressIdMarketsPath = {
  addressId: string;
};

export type GetArdisCustomerAddressByAddressIdMarketsQuery = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string | null;
};

export type GetArdisCustomerAddressByAddressIdMarketsResponse = PersonAddressMarkets;

export type GetArdisCustomerAddressByAddressIdMarketsInput = CallOptions & {
  path: GetArdisCustomerAddressByAddressIdMarketsPath;
  query?: GetArdisCustomerAddressByAddressIdMarketsQuery;
};

// ── GET /api/ardis/customer/addresses ─────────────────────────────────────────────────────────────

export type GetArdisCustomerAddressesQuery = {
  /** The person: the caller or a person the caller may act for (else 404). */
  pid: string;
  skip: number;
  take: number;
};

export type GetArdisCustomerAddressesResponse = PersonAddressPage;

export type GetArdisCustomerAddressesInput = CallOptions & {
  query: GetArdisCustomerAddressesQuery;
};

// ── POST /api/ardis/customer/change-person ────────────────────────────────────────────────────────

export type PostArdisCustomerChangePersonBody = PharmacyChangePersonRequestInput;

export type PostArdisCustomerChangePersonResponse = PharmacySession;

export type PostArdisCustomerChangePersonInput = CallOptions & {
  body: PostArdisCustomerChangePersonBody;
};

// ── DELETE /api/ardis/customer/delete-address ─────────────────────────────────────────────────────

export type DeleteArdisCustomerDeleteAddressQuery = {
  pid?: string | null;
  addressId?: string | null;
};

export type DeleteArdisCustomerDeleteAddressResponse = PersonAddressPage;

export type DeleteArdisCustomerDeleteAddressInput = CallOptions & {
  query?: DeleteArdisCustomerDeleteAddressQuery;
};

// ── POST /api/ardis/customer/edit-address ─────────────────────────────────────────────────────────

export type PostArdisCustomerEditAddressBody = EditPersonAddressRequestInput;

export type PostArdisCustomerEditAddressResponse = PersonAddress;

export type PostArdisCustomerEditAddressInput = CallOptions & {
  body: PostArdisCustomerEditAddressBody;
};

// ── POST /api/ardis/customer/get ──────────────────────────────────────────────────────────────────

export type PostArdisCustomerGetBody = PharmacyGetPersonRequestInput;

export type PostArdisCustomerGetResponse = PharmacyPerson;

export type PostArdisCustomerGetInput = CallOptions & {
  body: PostArdisCustomerGetBody;
};

// ── POST /api/ardis/customer/login ────────────────────────────────────────────────────────────────

export type PostArdisCustomerLoginBody = PharmacyLoginRequestInput;

export type PostArdisCustomerLoginResponse = PharmacySession;

export type PostArdisCustomerLoginInput = CallOptions & {
  body: PostArdisCustomerLoginBody;
};

// ── POST /api/ardis/customer/logout ───────────────────────────────────────────────────────────────

export type PostArdisCustomerLogoutBody = PharmacyLogoutRequestInput;

export type PostArdisCustomerLogoutResponse = PharmacyLogoutResult;

export type PostArdisCustomerLogoutInput = CallOptions & {
  body: PostArdisCustomerLogoutBody;
};

// ── POST /api/ardis/customer/update ───────────────────────────────────────────────────────────────

export type PostArdisCustomerUpdateBody = PharmacyUpdatePersonRequestInput;

export type PostArdisCustomerUpdateResponse = PharmacyPerson;

export type PostArdisCustomerUpdateInput = CallOptions & {
  body: PostArdisCustomerUpdateBody;
};

// ── GET /api/ardis/order ──────────────────────────────────────────────────────────────────────────

export type GetArdisOrderQuery = {
  orderId: string;
  department: string;
};

export type GetArdisOrderResponse = Order;

export type GetArdisOrderInput = CallOptions & {
  query: GetArdisOrderQuery;
};

// ── DELETE /api/ardis/order/cancelorder ───────────────────────────────────────────────────────────

export type DeleteArdisOrderCancelorderQuery = {
  orderId: string;
  department: string;
};

export type DeleteArdisOrderCancelorderResponse = Order;

export type DeleteArdisOrderCancelorderInput = CallOptions & {
  query: DeleteArdisOrderCancelorderQuery;
};

// ── GET /api/ardis/order/orders ───────────────────────────────────────────────────────────────────

export type GetArdisOrderOrdersQuery = {
  /** The person (contact id): for now the caller's own id. */
  pid: string;
  skip: number;
  take: number;
  /** The company. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string | null;
  /** Only orders in this status now. */
  status?: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled' | null;
  /** Only orders placed on or after this day (Europe/Oslo). */
  from?: string | null;
  /** Only orders placed on or before this day (Europe/Oslo). */
  to?: string | null;
};

export type GetArdisOrderOrdersResponse = OrderPage;

export type GetArdisOrderOrdersInput = CallOptions & {
  query: GetArdisOrderOrdersQuery;
};

// ── POST /api/ardis/order/reorder ─────────────────────────────────────────────────────────────────

export type PostArdisOrderReorderBody = ReorderRequestInput;

export type PostArdisOrderReorderResponse = ReorderResult;

export type PostArdisOrderReorderInput = CallOptions & {
  body: PostArdisOrderReorderBody;
};

// ── GET /api/ardis/prescription/prescriptions ─────────────────────────────────────────────────────

export type GetArdisPrescriptionPrescriptionsQuery = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string | null;
};

export type GetArdisPrescriptionPrescriptionsResponse = PrescriptionList;

export type GetArdisPrescriptionPrescriptionsInput = CallOptions & {
  query?: GetArdisPrescriptionPrescriptionsQuery;
};

// ── POST /api/ardis/prescription/prescriptions/add-by-reference ───────────────────────────────────

export type PostArdisPrescriptionPrescriptionsAddByReferenceBody = AddPrescriptionByReferenceRequestInput;

export type PostArdisPrescriptionPrescriptionsAddByReferenceResponse = Prescription;

export type PostArdisPrescriptionPrescriptionsAddByReferenceInput = CallOptions & {
  body: PostArdisPrescriptionPrescriptionsAddByReferenceBody;
};

// ── GET /api/ardis/prescription/products/{prescriptionId} ─────────────────────────────────────────

export type GetArdisPrescriptionProductsByPrescriptionIdPath = {
  prescriptionId: string;
};

export type GetArdisPrescriptionProductsByPrescriptionIdQuery = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string | null;
};

export type GetArdisPrescriptionProductsByPrescriptionIdResponse = PrescriptionProducts;

export type GetArdisPrescriptionProductsByPrescriptionIdInput = CallOptions & {
  path: GetArdisPrescriptionProductsByPrescriptionIdPath;
  query?: GetArdisPrescriptionProductsByPrescriptionIdQuery;
};

// ── GET /api/ardis/prescription/{prescriptionId} ──────────────────────────────────────────────────

export type GetArdisPrescriptionByPrescriptionIdPath = {
  prescriptionId: string;
};

export type GetArdisPrescriptionByPrescriptionIdQuery = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string | null;
};

export type GetArdisPrescriptionByPrescriptionIdResponse = Prescription;

export type GetArdisPrescriptionByPrescriptionIdInput = CallOptions & {
  path: GetArdisPrescriptionByPrescriptionIdPath;
  query?: GetArdisPrescriptionByPrescriptionIdQuery;
};

// ── GET /api/ardis/product/variants ───────────────────────────────────────────────────────────────

export type GetArdisProductVariantsQuery = {
  /** SKUs, repeated or comma-separated; at most 200 (more → 422 too_many_items). */
  skus: string | string[];
};

export type GetArdisProductVariantsResponse = VariantLookup;

export type GetArdisProductVariantsInput = CallOptions & {
  query: GetArdisProductVariantsQuery;
};

// ── GET /api/backoffice/assortments ───────────────────────────────────────────────────────────────

export type GetBackofficeAssortmentsResponse = AssortmentList;

export type GetBackofficeAssortmentsInput = CallOptions;

// ── POST /api/backoffice/assortments ──────────────────────────────────────────────────────────────

export type PostBackofficeAssortmentsBody = AssortmentBodyInput;

export type PostBackofficeAssortmentsResponse = Assortment;

export type PostBackofficeAssortmentsInput = CallOptions & {
  body: PostBackofficeAssortmentsBody;
};

// ── POST /api/backoffice/assortments/preview ──────────────────────────────────────────────────────

export type PostBackofficeAssortmentsPreviewBody = AssortmentPreviewBodyInput;

export type PostBackofficeAssortmentsPreviewResponse = AssortmentPreview;

export type PostBackofficeAssortmentsPreviewInput = CallOptions & {
  body: PostBackofficeAssortmentsPreviewBody;
};

// ── GET /api/backoffice/assortments/{assortmentId} ────────────────────────────────────────────────

export type GetBackofficeAssortmentsByAssortmentIdPath = {
  assortmentId: string;
};

export type GetBackofficeAssortmentsByAssortmentIdResponse = Assortment;

export type GetBackofficeAssortmentsByAssortmentIdInput = CallOptions & {
  path: GetBackofficeAssortmentsByAssortmentIdPath;
};

// ── PUT /api/backoffice/assortments/{assortmentId} ────────────────────────────────────────────────

export type PutBackofficeAssortmentsByAssortmentIdPath = {
  assortmentId: string;
};

export type PutBackofficeAssortmentsByAssortmentIdBody = AssortmentUpdateBodyInput;

export type PutBackofficeAssortmentsByAssortmentIdResponse = Assortment;

export type PutBackofficeAssortmentsByAssortmentIdInput = CallOptions & {
  path: PutBackofficeAssortmentsByAssortmentIdPath;
  body: PutBackofficeAssortmentsByAssortmentIdBody;
};

// ── DELETE /api/backoffice/assortments/{assortmentId} ─────────────────────────────────────────────

export type DeleteBackofficeAssortmentsByAssortmentIdPath = {
  assortmentId: string;
};

export type DeleteBackofficeAssortmentsByAssortmentIdResponse = null;

export type DeleteBackofficeAssortmentsByAssortmentIdInput = CallOptions & {
  path: DeleteBackofficeAssortmentsByAssortmentIdPath;
};

// ── GET /api/backoffice/audit-log ─────────────────────────────────────────────────────────────────

export type GetBackofficeAuditLogQuery = {
  customerId?: string | null;
  contactId?: string | null;
  actorContactId?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  from?: string | null;
  to?: string | null;
  action?: string | null;
  outcome?: 'success' | 'failure' | null;
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficeAuditLogResponse = AuditPage;

export type GetBackofficeAuditLogInput = CallOptions & {
  query?: GetBackofficeAuditLogQuery;
};

// ── GET /api/backoffice/catalog/imports ───────────────────────────────────────────────────────────

export type GetBackofficeCatalogImportsQuery = {
  take?: number | null;
};

export type GetBackofficeCatalogImportsResponse = CatalogImportList;

export type GetBackofficeCatalogImportsInput = CallOptions & {
  query?: GetBackofficeCatalogImportsQuery;
};

// ── POST /api/backoffice/catalog/imports ──────────────────────────────────────────────────────────

export type PostBackofficeCatalogImportsBody = CatalogImportRequestInput;

export type PostBackofficeCatalogImportsResponse = CatalogImport;

export type PostBackofficeCatalogImportsInput = CallOptions & {
  body: PostBackofficeCatalogImportsBody;
};

// ── GET /api/backoffice/catalog/imports/{importId} ────────────────────────────────────────────────

export type GetBackofficeCatalogImportsByImportIdPath = {
  importId: string;
};

export type GetBackofficeCatalogImportsByImportIdResponse = CatalogImport;

export type GetBackofficeCatalogImportsByImportIdInput = CallOptions & {
  path: GetBackofficeCatalogImportsByImportIdPath;
};

// ── GET /api/backoffice/categories ────────────────────────────────────────────────────────────────

export type GetBackofficeCategoriesResponse = BackofficeCategoryTree;

export type GetBackofficeCategoriesInput = CallOptions;

// ── POST /api/backoffice/categories ───────────────────────────────────────────────────────────────

export type PostBackofficeCategoriesBody = CreateCategoryRequestInput;

export type PostBackofficeCategoriesResponse = BackofficeCategoryTree;

export type PostBackofficeCategoriesInput = CallOptions & {
  body: PostBackofficeCategoriesBody;
};

// ── PATCH /api/backoffice/categories/{categoryId} ─────────────────────────────────────────────────

export type PatchBackofficeCategoriesByCategoryIdPath = {
  categoryId: string;
};

export type PatchBackofficeCategoriesByCategoryIdBody = UpdateCategoryRequestInput;

export type PatchBackofficeCategoriesByCategoryIdResponse = BackofficeCategoryTree;

export type PatchBackofficeCategoriesByCategoryIdInput = CallOptions & {
  path: PatchBackofficeCategoriesByCategoryIdPath;
  body: PatchBackofficeCategoriesByCategoryIdBody;
};

// ── DELETE /api/backoffice/categories/{categoryId} ────────────────────────────────────────────────

export type DeleteBackofficeCategoriesByCategoryIdPath = {
  categoryId: string;
};

export type DeleteBackofficeCategoriesByCategoryIdResponse = null;

export type DeleteBackofficeCategoriesByCategoryIdInput = CallOptions & {
  path: DeleteBackofficeCategoriesByCategoryIdPath;
};

// ── POST /api/backoffice/categories/{categoryId}/move ─────────────────────────────────────────────

export type PostBackofficeCategoriesByCategoryIdMovePath = {
  categoryId: string;
};

export type PostBackofficeCategoriesByCategoryIdMoveBody = MoveCategoryRequestInput;

export type PostBackofficeCategoriesByCategoryIdMoveResponse = BackofficeCategoryTree;

export type PostBackofficeCategoriesByCategoryIdMoveInput = CallOptions & {
  path: PostBackofficeCategoriesByCategoryIdMovePath;
  body: PostBackofficeCategoriesByCategoryIdMoveBody;
};

// ── GET /api/backoffice/customer-options ──────────────────────────────────────────────────────────

export type GetBackofficeCustomerOptionsResponse = BackofficeCustomerOptions;

export type GetBackofficeCustomerOptionsInput = CallOptions;

// ── GET /api/backoffice/customers ─────────────────────────────────────────────────────────────────

export type GetBackofficeCustomersQuery = {
  /** Part of the name, the start of the org number (digits), or a customer number. */
  q?: string | null;
  /** true: only blocked companies; false: only the others. */
  blocked?: boolean | ('0' | '1' | 'true' | 'false') | null;
  market?: string | null;
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficeCustomersResponse = BackofficeCustomerPage;

export type GetBackofficeCustomersInput = CallOptions & {
  query?: GetBackofficeCustomersQuery;
};

// ── POST /api/backoffice/customers ────────────────────────────────────────────────────────────────

export type PostBackofficeCustomersBody = CreateBackofficeCustomerRequestInput;

export type PostBackofficeCustomersResponse = BackofficeCustomer;

export type PostBackofficeCustomersInput = CallOptions & {
  body: PostBackofficeCustomersBody;
};

// ── GET /api/backoffice/customers/{customerId} ────────────────────────────────────────────────────

export type GetBackofficeCustomersByCustomerIdPath = {
  customerId: string;
};

export type GetBackofficeCustomersByCustomerIdResponse = BackofficeCustomer;

export type GetBackofficeCustomersByCustomerIdInput = CallOptions & {
  path: GetBackofficeCustomersByCustomerIdPath;
};

// ── PATCH /api/backoffice/customers/{customerId} ──────────────────────────────────────────────────

export type PatchBackofficeCustomersByCustomerIdPath = {
  customerId: string;
};

export type PatchBackofficeCustomersByCustomerIdBody = UpdateCustomerStandingRequestInput;

export type PatchBackofficeCustomersByCustomerIdResponse = BackofficeCustomer;

export type PatchBackofficeCustomersByCustomerIdInput = CallOptions & {
  path: PatchBackofficeCustomersByCustomerIdPath;
  body: PatchBackofficeCustomersByCustomerIdBody;
};

// ── GET /api/backoffice/customers/{customerId}/assortment ─────────────────────────────────────────

export type GetBackofficeCustomersByCustomerIdAssortmentPath = {
  customerId: string;
};

export type GetBackofficeCustomersByCustomerIdAssortmentResponse = CompanyAssortment;

export type GetBackofficeCustomersByCustomerIdAssortmentInput = CallOptions & {
  path: GetBackofficeCustomersByCustomerIdAssortmentPath;
};

// ── PUT /api/backoffice/customers/{customerId}/assortment ─────────────────────────────────────────

export type PutBackofficeCustomersByCustomerIdAssortmentPath = {
  customerId: string;
};

export type PutBackofficeCustomersByCustomerIdAssortmentBody = CompanyAssortmentBodyInput;

export type PutBackofficeCustomersByCustomerIdAssortmentResponse = CompanyAssortment;

export type PutBackofficeCustomersByCustomerIdAssortmentInput = CallOptions & {
  path: PutBackofficeCustomersByCustomerIdAssortmentPath;
  body: PutBackofficeCustomersByCustomerIdAssortmentBody;
};

// ── GET /api/backoffice/customers/{customerId}/audit-log ──────────────────────────────────────────

export type GetBackofficeCustomersByCustomerIdAuditLogPath = {
  customerId: string;
};

export type GetBackofficeCustomersByCustomerIdAuditLogQuery = {
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficeCustomersByCustomerIdAuditLogResponse = AuditPage;

export type GetBackofficeCustomersByCustomerIdAuditLogInput = CallOptions & {
  path: GetBackofficeCustomersByCustomerIdAuditLogPath;
  query?: GetBackofficeCustomersByCustomerIdAuditLogQuery;
};

// ── GET /api/backoffice/customers/{customerId}/carts ──────────────────────────────────────────────

export type GetBackofficeCustomersByCustomerIdCartsPath = {
  customerId: string;
};

export type GetBackofficeCustomersByCustomerIdCartsQuery = {
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficeCustomersByCustomerIdCartsResponse = BackofficeCustomerCartPage;

export type GetBackofficeCustomersByCustomerIdCartsInput = CallOptions & {
  path: GetBackofficeCustomersByCustomerIdCartsPath;
  query?: GetBackofficeCustomersByCustomerIdCartsQuery;
};

// ── GET /api/backoffice/customers/{customerId}/invoices ───────────────────────────────────────────

export type GetBackofficeCustomersByCustomerIdInvoicesPath = {
  customerId: string;
};

export type GetBackofficeCustomersByCustomerIdInvoicesQuery = {
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficeCustomersByCustomerIdInvoicesResponse = BackofficeCustomerInvoicePage;

export type GetBackofficeCustomersByCustomerIdInvoicesInput = CallOptions & {
  path: GetBackofficeCustomersByCustomerIdInvoicesPath;
  query?: GetBackofficeCustomersByCustomerIdInvoicesQuery;
};

// ── GET /api/backoffice/customers/{customerId}/orders ─────────────────────────────────────────────

export type GetBackofficeCustomersByCustomerIdOrdersPath = {
  customerId: string;
};

export type GetBackofficeCustomersByCustomerIdOrdersQuery = {
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficeCustomersByCustomerIdOrdersResponse = BackofficeCustomerOrderPage;

export type GetBackofficeCustomersByCustomerIdOrdersInput = CallOptions & {
  path: GetBackofficeCustomersByCustomerIdOrdersPath;
  query?: GetBackofficeCustomersByCustomerIdOrdersQuery;
};

// ── GET /api/backoffice/customers/{customerId}/quotes ─────────────────────────────────────────────

export type GetBackofficeCustomersByCustomerIdQuotesPath = {
  customerId: string;
};

export type GetBackofficeCustomersByCustomerIdQuotesQuery = {
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficeCustomersByCustomerIdQuotesResponse = BackofficeCustomerQuotePage;

export type GetBackofficeCustomersByCustomerIdQuotesInput = CallOptions & {
  path: GetBackofficeCustomersByCustomerIdQuotesPath;
  query?: GetBackofficeCustomersByCustomerIdQuotesQuery;
};

// ── PATCH /api/backoffice/customers/{customerId}/terms ────────────────────────────────────────────

export type PatchBackofficeCustomersByCustomerIdTermsPath = {
  customerId: string;
};

export type PatchBackofficeCustomersByCustomerIdTermsBody = UpdateCustomerTermsRequestInput;

export type PatchBackofficeCustomersByCustomerIdTermsResponse = BackofficeCustomer;

export type PatchBackofficeCustomersByCustomerIdTermsInput = CallOptions & {
  path: PatchBackofficeCustomersByCustomerIdTermsPath;
  body: PatchBackofficeCustomersByCustomerIdTermsBody;
};

// ── GET /api/backoffice/customers/{customerId}/tickets ────────────────────────────────────────────

export type GetBackofficeCustomersByCustomerIdTicketsPath = {
  customerId: string;
};

export type GetBackofficeCustomersByCustomerIdTicketsQuery = {
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficeCustomersByCustomerIdTicketsResponse = BackofficeCustomerTicketPage;

export type GetBackofficeCustomersByCustomerIdTicketsInput = CallOptions & {
  path: GetBackofficeCustomersByCustomerIdTicketsPath;
  query?: GetBackofficeCustomersByCustomerIdTicketsQuery;
};

// ── GET /api/backoffice/customers/{customerId}/users ──────────────────────────────────────────────

export type GetBackofficeCustomersByCustomerIdUsersPath = {
  customerId: string;
};

export type GetBackofficeCustomersByCustomerIdUsersQuery = {
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficeCustomersByCustomerIdUsersResponse = BackofficeCustomerUserPage;

export type GetBackofficeCustomersByCustomerIdUsersInput = CallOptions & {
  path: GetBackofficeCustomersByCustomerIdUsersPath;
  query?: GetBackofficeCustomersByCustomerIdUsersQuery;
};

// ── GET /api/backoffice/dashboard/sales ───────────────────────────────────────────────────────────

export type GetBackofficeDashboardSalesQuery = {
  /** First day (Oslo time), inclusive; default 29 days before `to`. */
  from?: string | null;
  /** Last day (Oslo time), inclusive; default today. */
  to?: string | null;
  /** Only orders of this market; all by default. */
  market?: 'NO' | 'SE' | 'DK' | null;
  /** Periods of the series; by default days up to 62 days, weeks (from Monday) beyond. */
  interval?: 'day' | 'week' | null;
};

export type GetBackofficeDashboardSalesResponse = SalesDashboard;

export type GetBackofficeDashboardSalesInput = CallOptions & {
  query?: GetBackofficeDashboardSalesQuery;
};

// ── GET /api/backoffice/delivery/holidays ─────────────────────────────────────────────────────────

export type GetBackofficeDeliveryHolidaysQuery = {
  /** Two letters (NO, SE, DK). */
  market: string;
  year: number;
};

export type GetBackofficeDeliveryHolidaysResponse = HolidayList;

export type GetBackofficeDeliveryHolidaysInput = CallOptions & {
  query: GetBackofficeDeliveryHolidaysQuery;
};

// ── POST /api/backoffice/delivery/holidays ────────────────────────────────────────────────────────

export type PostBackofficeDeliveryHolidaysBody = CreateHolidayInput;

export type PostBackofficeDeliveryHolidaysResponse = Holiday;

export type PostBackofficeDeliveryHolidaysInput = CallOptions & {
  body: PostBackofficeDeliveryHolidaysBody;
};

// ── PATCH /api/backoffice/delivery/holidays/{market}/{date} ───────────────────────────────────────

export type PatchBackofficeDeliveryHolidaysByMarketByDatePath = {
  /** Two letters (NO, SE, DK). */
  market: string;
  date: string;
};

export type PatchBackofficeDeliveryHolidaysByMarketByDateBody = RenameHolidayInput;

export type PatchBackofficeDeliveryHolidaysByMarketByDateResponse = Holiday;

export type PatchBackofficeDeliveryHolidaysByMarketByDateInput = CallOptions & {
  path: PatchBackofficeDeliveryHolidaysByMarketByDatePath;
  body: PatchBackofficeDeliveryHolidaysByMarketByDateBody;
};

// ── DELETE /api/backoffice/delivery/holidays/{market}/{date} ──────────────────────────────────────

export type DeleteBackofficeDeliveryHolidaysByMarketByDatePath = {
  /** Two letters (NO, SE, DK). */
  market: string;
  date: string;
};

export type DeleteBackofficeDeliveryHolidaysByMarketByDateResponse = null;

export type DeleteBackofficeDeliveryHolidaysByMarketByDateInput = CallOptions & {
  path: DeleteBackofficeDeliveryHolidaysByMarketByDatePath;
};

// ── GET /api/backoffice/delivery/preview ──────────────────────────────────────────────────────────

export type GetBackofficeDeliveryPreviewQuery = {
  /** Two letters (NO, SE, DK). */
  market: string;
  zipCode: string;
  count?: number | null;
};

export type GetBackofficeDeliveryPreviewResponse = DeliveryPreview;

export type GetBackofficeDeliveryPreviewInput = CallOptions & {
  query: GetBackofficeDeliveryPreviewQuery;
};

// ── GET /api/backoffice/delivery/routes ───────────────────────────────────────────────────────────

export type GetBackofficeDeliveryRoutesQuery = {
  /** Two letters (NO, SE, DK). */
  market?: string | null;
};

export type GetBackofficeDeliveryRoutesResponse = DeliveryRouteList;

export type GetBackofficeDeliveryRoutesInput = CallOptions & {
  query?: GetBackofficeDeliveryRoutesQuery;
};

// ── POST /api/backoffice/delivery/routes ──────────────────────────────────────────────────────────

export type PostBackofficeDeliveryRoutesBody = CreateDeliveryRouteInput;

export type PostBackofficeDeliveryRoutesResponse = DeliveryRoute;

export type PostBackofficeDeliveryRoutesInput = CallOptions & {
  body: PostBackofficeDeliveryRoutesBody;
};

// ── PATCH /api/backoffice/delivery/routes/{code} ──────────────────────────────────────────────────

export type PatchBackofficeDeliveryRoutesByCodePath = {
  code: string;
};

export type PatchBackofficeDeliveryRoutesByCodeBody = UpdateDeliveryRouteInput;

export type PatchBackofficeDeliveryRoutesByCodeResponse = DeliveryRoute;

export type PatchBackofficeDeliveryRoutesByCodeInput = CallOptions & {
  path: PatchBackofficeDeliveryRoutesByCodePath;
  body: PatchBackofficeDeliveryRoutesByCodeBody;
};

// ── DELETE /api/backoffice/delivery/routes/{code} ─────────────────────────────────────────────────

export type DeleteBackofficeDeliveryRoutesByCodePath = {
  code: string;
};

export type DeleteBackofficeDeliveryRoutesByCodeResponse = null;

export type DeleteBackofficeDeliveryRoutesByCodeInput = CallOptions & {
  path: DeleteBackofficeDeliveryRoutesByCodePath;
};

// ── GET /api/backoffice/delivery/shipping-methods ─────────────────────────────────────────────────

export type GetBackofficeDeliveryShippingMethodsResponse = ShippingMethodList;

export type GetBackofficeDeliveryShippingMethodsInput = CallOptions;

// ── PATCH /api/backoffice/delivery/shipping-methods/{code} ────────────────────────────────────────

export type PatchBackofficeDeliveryShippingMethodsByCodePath = {
  code: 'route' | 'express' | 'pickup';
};

export type PatchBackofficeDeliveryShippingMethodsByCodeBody = UpdateShippingMethodInput;

export type PatchBackofficeDeliveryShippingMethodsByCodeResponse = ShippingMethod;

export type PatchBackofficeDeliveryShippingMethodsByCodeInput = CallOptions & {
  path: PatchBackofficeDeliveryShippingMethodsByCodePath;
  body: PatchBackofficeDeliveryShippingMethodsByCodeBody;
};

// ── GET /api/backoffice/markets ───────────────────────────────────────────────────────────────────

export type GetBackofficeMarketsResponse = BackofficeMarketList;

export type GetBackofficeMarketsInput = CallOptions;

// ── PATCH /api/backoffice/markets/{code} ──────────────────────────────────────────────────────────

export type PatchBackofficeMarketsByCodePath = {
  /** Two letters (NO, SE, DK). */
  code: string;
};

export type PatchBackofficeMarketsByCodeBody = UpdateMarketInput;

export type PatchBackofficeMarketsByCodeResponse = BackofficeMarket;

export type PatchBackofficeMarketsByCodeInput = CallOptions & {
  path: PatchBackofficeMarketsByCodePath;
  body: PatchBackofficeMarketsByCodeBody;
};

// ── GET /api/backoffice/orders ────────────────────────────────────────────────────────────────────

export type GetBackofficeOrdersQuery = {
  status?: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled' | null;
  customerId?: string | null;
  /** Two letters (NO, SE, DK). */
  market?: string | null;
  /** Ordered on or after this date (Norwegian time). */
  from?: string | null;
  /** Ordered on or before this date (Norwegian time). */
  to?: string | null;
  /** An order number (EN1000123 or 1000123: exact), part of a PO number or part of a company name. */
  q?: string | null;
  /** The `nextCursor` of the previous page (an order id). */
  after?: string | null;
  take?: number | null;
};

export type GetBackofficeOrdersResponse = BackofficeOrderPage;

export type GetBackofficeOrdersInput = CallOptions & {
  query?: GetBackofficeOrdersQuery;
};

// ── GET /api/backoffice/orders/{orderId} ──────────────────────────────────────────────────────────

export type GetBackofficeOrdersByOrderIdPath = {
  orderId: string;
};

export type GetBackofficeOrdersByOrderIdResponse = BackofficeOrder;

export type GetBackofficeOrdersByOrderIdInput = CallOptions & {
  path: GetBackofficeOrdersByOrderIdPath;
};

// ── POST /api/backoffice/orders/{orderId}/invoice-paid ────────────────────────────────────────────

export type PostBackofficeOrdersByOrderIdInvoicePaidPath = {
  orderId: string;
};

export type PostBackofficeOrdersByOrderIdInvoicePaidResponse = Order;

export type PostBackofficeOrdersByOrderIdInvoicePaidInput = CallOptions & {
  path: PostBackofficeOrdersByOrderIdInvoicePaidPath;
};

// ── POST /api/backoffice/orders/{orderId}/status ──────────────────────────────────────────────────

export type PostBackofficeOrdersByOrderIdStatusPath = {
  orderId: string;
};

export type PostBackofficeOrdersByOrderIdStatusBody = SetOrderStatusRequestInput;

export type PostBackofficeOrdersByOrderIdStatusResponse = Order;

export type PostBackofficeOrdersByOrderIdStatusInput = CallOptions & {
  path: PostBackofficeOrdersByOrderIdStatusPath;
  body: PostBackofficeOrdersByOrderIdStatusBody;
};

// ── GET /api/backoffice/price-explainer ───────────────────────────────────────────────────────────

export type GetBackofficePriceExplainerQuery = {
  customerId: string;
  sku?: string | null;
  /** Explains every variant of the product (instead of a sku). */
  productId?: string | null;
  quantity?: number | null;
  /** Defaults to the company's market. */
  market?: string | null;
};

export type GetBackofficePriceExplainerResponse = PriceExplanation;

export type GetBackofficePriceExplainerInput = CallOptions & {
  query: GetBackofficePriceExplainerQuery;
};

// ── GET /api/backoffice/price-lists ───────────────────────────────────────────────────────────────

export type GetBackofficePriceListsQuery = {
  kind?: 'list' | 'contract' | 'campaign' | null;
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** upcoming, active (prices now) or ended. */
  status?: 'upcoming' | 'active' | 'ended' | null;
  /** Part of the code or name. */
  q?: string | null;
  /** Only this company's contract list. */
  customerId?: string | null;
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficePriceListsResponse = PriceListPage;

export type GetBackofficePriceListsInput = CallOptions & {
  query?: GetBackofficePriceListsQuery;
};

// ── POST /api/backoffice/price-lists ──────────────────────────────────────────────────────────────

export type PostBackofficePriceListsBody = CreatePriceListRequestInput;

export type PostBackofficePriceListsResponse = PriceListDetail;

export type PostBackofficePriceListsInput = CallOptions & {
  body: PostBackofficePriceListsBody;
};

// ── GET /api/backoffice/price-lists/{priceListId} ─────────────────────────────────────────────────

export type GetBackofficePriceListsByPriceListIdPath = {
  priceListId: string;
};

export type GetBackofficePriceListsByPriceListIdResponse = PriceListDetail;

export type GetBackofficePriceListsByPriceListIdInput = CallOptions & {
  path: GetBackofficePriceListsByPriceListIdPath;
};

// ── PATCH /api/backoffice/price-lists/{priceListId} ───────────────────────────────────────────────

export type PatchBackofficePriceListsByPriceListIdPath = {
  priceListId: string;
};

export type PatchBackofficePriceListsByPriceListIdBody = UpdatePriceListRequestInput;

export type PatchBackofficePriceListsByPriceListIdResponse = PriceListDetail;

export type PatchBackofficePriceListsByPriceListIdInput = CallOptions & {
  path: PatchBackofficePriceListsByPriceListIdPath;
  body: PatchBackofficePriceListsByPriceListIdBody;
};

// ── POST /api/backoffice/price-lists/{priceListId}/companies ──────────────────────────────────────

export type PostBackofficePriceListsByPriceListIdCompaniesPath = {
  priceListId: string;
};

export type PostBackofficePriceListsByPriceListIdCompaniesBody = AssignPriceListRequestInput;

export type PostBackofficePriceListsByPriceListIdCompaniesResponse = PriceListDetail;

export type PostBackofficePriceListsByPriceListIdCompaniesInput = CallOptions & {
  path: PostBackofficePriceListsByPriceListIdCompaniesPath;
  body: PostBackofficePriceListsByPriceListIdCompaniesBody;
};

// ── DELETE /api/backoffice/price-lists/{priceListId}/companies/{customerId} ───────────────────────

export type DeleteBackofficePriceListsByPriceListIdCompaniesByCustomerIdPath = {
  priceListId: string;
  customerId: string;
};

export type DeleteBackofficePriceListsByPriceListIdCompaniesByCustomerIdResponse = PriceListDetail;

export type DeleteBackofficePriceListsByPriceListIdCompaniesByCustomerIdInput = CallOptions & {
  path: DeleteBackofficePriceListsByPriceListIdCompaniesByCustomerIdPath;
};

// ── POST /api/backoffice/price-lists/{priceListId}/copy ───────────────────────────────────────────

export type PostBackofficePriceListsByPriceListIdCopyPath = {
  priceListId: string;
};

export type PostBackofficePriceListsByPriceListIdCopyBody = CopyPriceListRequestInput;

export type PostBackofficePriceListsByPriceListIdCopyResponse = PriceListDetail;

export type PostBackofficePriceListsByPriceListIdCopyInput = CallOptions & {
  path: PostBackofficePriceListsByPriceListIdCopyPath;
  body: PostBackofficePriceListsByPriceListIdCopyBody;
};

// ── POST /api/backoffice/price-lists/{priceListId}/end ────────────────────────────────────────────

export type PostBackofficePriceListsByPriceListIdEndPath = {
  priceListId: string;
};

export type PostBackofficePriceListsByPriceListIdEndResponse = PriceListDetail;

export type PostBackofficePriceListsByPriceListIdEndInput = CallOptions & {
  path: PostBackofficePriceListsByPriceListIdEndPath;
};

// ── GET /api/backoffice/price-lists/{priceListId}/prices ──────────────────────────────────────────

export type GetBackofficePriceListsByPriceListIdPricesPath = {
  priceListId: string;
};

export type GetBackofficePriceListsByPriceListIdPricesQuery = {
  /** Start of a SKU or part of a (Norwegian) name. */
  q?: string | null;
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficePriceListsByPriceListIdPricesResponse = PriceListSkuPricesPage;

export type GetBackofficePriceListsByPriceListIdPricesInput = CallOptions & {
  path: GetBackofficePriceListsByPriceListIdPricesPath;
  query?: GetBackofficePriceListsByPriceListIdPricesQuery;
};

// ── GET /api/backoffice/price-lists/{priceListId}/prices/export ───────────────────────────────────

export type GetBackofficePriceListsByPriceListIdPricesExportPath = {
  priceListId: string;
};

export type GetBackofficePriceListsByPriceListIdPricesExportResponse = FileResponse;

export type GetBackofficePriceListsByPriceListIdPricesExportInput = CallOptions & {
  path: GetBackofficePriceListsByPriceListIdPricesExportPath;
};

// ── POST /api/backoffice/price-lists/{priceListId}/prices/import ──────────────────────────────────

export type PostBackofficePriceListsByPriceListIdPricesImportPath = {
  priceListId: string;
};

export type PostBackofficePriceListsByPriceListIdPricesImportBody = ImportPriceListPricesRequestInput;

export type PostBackofficePriceListsByPriceListIdPricesImportResponse = PriceImportResult;

export type PostBackofficePriceListsByPriceListIdPricesImportInput = CallOptions & {
  path: PostBackofficePriceListsByPriceListIdPricesImportPath;
  body: PostBackofficePriceListsByPriceListIdPricesImportBody;
};

// ── PUT /api/backoffice/price-lists/{priceListId}/prices/{sku} ────────────────────────────────────

export type PutBackofficePriceListsByPriceListIdPricesBySkuPath = {
  priceListId: string;
  sku: string;
};

export type PutBackofficePriceListsByPriceListIdPricesBySkuBody = SetPriceListSkuPricesRequestInput;

export type PutBackofficePriceListsByPriceListIdPricesBySkuResponse = PriceListSkuPrices;

export type PutBackofficePriceListsByPriceListIdPricesBySkuInput = CallOptions & {
  path: PutBackofficePriceListsByPriceListIdPricesBySkuPath;
  body: PutBackofficePriceListsByPriceListIdPricesBySkuBody;
};

// ── GET /api/backoffice/product-form ──────────────────────────────────────────────────────────────

export type GetBackofficeProductFormResponse = BackofficeProductFormOptions;

export type GetBackofficeProductFormInput = CallOptions;

// ── GET /api/backoffice/products ──────────────────────────────────────────────────────────────────

export type GetBackofficeProductsQuery = {
  /** Part of a name, or a product number, SKU or EAN. */
  q?: string | null;
  /** The category and its subcategories. */
  categoryId?: string | null;
  brandId?: string | null;
  status?: ProductStatusInput | null;
  /** in: some active variant has stock; out: none. */
  stock?: 'in' | 'out' | null;
  hasImage?: boolean | ('0' | '1' | 'true' | 'false') | null;
  page?: number | null;
  pageSize?: number | null;
};

export type GetBackofficeProductsResponse = BackofficeProductPage;

export type GetBackofficeProductsInput = CallOptions & {
  query?: GetBackofficeProductsQuery;
};

// ── POST /api/backoffice/products ─────────────────────────────────────────────────────────────────

export type PostBackofficeProductsBody = BackofficeProductEditInput;

export type PostBackofficeProductsResponse = BackofficeProduct;

export type PostBackofficeProductsInput = CallOptions & {
  body: PostBackofficeProductsBody;
};

// ── POST /api/backoffice/products/bulk ────────────────────────────────────────────────────────────

export type PostBackofficeProductsBulkBody = BackofficeProductBulkInput;

export type PostBackofficeProductsBulkResponse = BackofficeProductBulkResult;

export type PostBackofficeProductsBulkInput = CallOptions & {
  body: PostBackofficeProductsBulkBody;
};

// ── GET /api/backoffice/products/{productId} ──────────────────────────────────────────────────────

export type GetBackofficeProductsByProductIdPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type GetBackofficeProductsByProductIdResponse = BackofficeProduct;

export type GetBackofficeProductsByProductIdInput = CallOptions & {
  path: GetBackofficeProductsByProductIdPath;
};

// ── PUT /api/backoffice/products/{productId} ──────────────────────────────────────────────────────

export type PutBackofficeProductsByProductIdPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type PutBackofficeProductsByProductIdBody = BackofficeProductEditInput;

export type PutBackofficeProductsByProductIdResponse = BackofficeProduct;

export type PutBackofficeProductsByProductIdInput = CallOptions & {
  path: PutBackofficeProductsByProductIdPath;
  body: PutBackofficeProductsByProductIdBody;
};

// ── POST /api/backoffice/products/{productId}/copy ────────────────────────────────────────────────

export type PostBackofficeProductsByProductIdCopyPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type PostBackofficeProductsByProductIdCopyBody = BackofficeProductCopyInput;

export type PostBackofficeProductsByProductIdCopyResponse = BackofficeProduct;

export type PostBackofficeProductsByProductIdCopyInput = CallOptions & {
  path: PostBackofficeProductsByProductIdCopyPath;
  body: PostBackofficeProductsByProductIdCopyBody;
};

// ── GET /api/backoffice/products/{productId}/images ───────────────────────────────────────────────

export type GetBackofficeProductsByProductIdImagesPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type GetBackofficeProductsByProductIdImagesResponse = ManagedProductImageList;

export type GetBackofficeProductsByProductIdImagesInput = CallOptions & {
  path: GetBackofficeProductsByProductIdImagesPath;
};

// ── POST /api/backoffice/products/{productId}/images ──────────────────────────────────────────────

export type PostBackofficeProductsByProductIdImagesPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type PostBackofficeProductsByProductIdImagesBody = ProductImageUploadInput;

export type PostBackofficeProductsByProductIdImagesResponse = ManagedProductImage;

export type PostBackofficeProductsByProductIdImagesInput = CallOptions & {
  path: PostBackofficeProductsByProductIdImagesPath;
  body: PostBackofficeProductsByProductIdImagesBody;
};

// ── POST /api/backoffice/products/{productId}/images/import ───────────────────────────────────────

export type PostBackofficeProductsByProductIdImagesImportPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type PostBackofficeProductsByProductIdImagesImportBody = ProductImageImportInput;

export type PostBackofficeProductsByProductIdImagesImportResponse = ManagedProductImage;

export type PostBackofficeProductsByProductIdImagesImportInput = CallOptions & {
  path: PostBackofficeProductsByProductIdImagesImportPath;
  body: PostBackofficeProductsByProductIdImagesImportBody;
};

// ── PUT /api/backoffice/products/{productId}/images/order ─────────────────────────────────────────

export type PutBackofficeProductsByProductIdImagesOrderPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type PutBackofficeProductsByProductIdImagesOrderBody = ProductImageOrderInput;

export type PutBackofficeProductsByProductIdImagesOrderResponse = ManagedProductImageList;

export type PutBackofficeProductsByProductIdImagesOrderInput = CallOptions & {
  path: PutBackofficeProductsByProductIdImagesOrderPath;
  body: PutBackofficeProductsByProductIdImagesOrderBody;
};

// ── PATCH /api/backoffice/products/{productId}/images/{imageId} ───────────────────────────────────

export type PatchBackofficeProductsByProductIdImagesByImageIdPath = {
  /** Product id, slug or product number. */
  productId: string;
  imageId: string;
};

export type PatchBackofficeProductsByProductIdImagesByImageIdBody = ProductImageUpdateInput;

export type PatchBackofficeProductsByProductIdImagesByImageIdResponse = ManagedProductImage;

export type PatchBackofficeProductsByProductIdImagesByImageIdInput = CallOptions & {
  path: PatchBackofficeProductsByProductIdImagesByImageIdPath;
  body: PatchBackofficeProductsByProductIdImagesByImageIdBody;
};

// ── DELETE /api/backoffice/products/{productId}/images/{imageId} ──────────────────────────────────

export type DeleteBackofficeProductsByProductIdImagesByImageIdPath = {
  /** Product id, slug or product number. */
  productId: string;
  imageId: string;
};

export type DeleteBackofficeProductsByProductIdImagesByImageIdResponse = null;

export type DeleteBackofficeProductsByProductIdImagesByImageIdInput = CallOptions & {
  path: DeleteBackofficeProductsByProductIdImagesByImageIdPath;
};

// ── GET /api/backoffice/quotes ────────────────────────────────────────────────────────────────────

export type GetBackofficeQuotesQuery = {
  status?: 'requested' | 'sent' | 'accepted' | 'rejected' | 'withdrawn' | null;
  skip?: number | null;
  take?: number | null;
};

export type GetBackofficeQuotesResponse = QuotePage;

export type GetBackofficeQuotesInput = CallOptions & {
  query?: GetBackofficeQuotesQuery;
};

// ── PUT /api/backoffice/quotes/{quoteId} ──────────────────────────────────────────────────────────

export type PutBackofficeQuotesByQuoteIdPath = {
  quoteId: string;
};

export type PutBackofficeQuotesByQuoteIdBody = QuoteUpdateRequestInput;

export type PutBackofficeQuotesByQuoteIdResponse = Quote;

export type PutBackofficeQuotesByQuoteIdInput = CallOptions & {
  path: PutBackofficeQuotesByQuoteIdPath;
  body: PutBackofficeQuotesByQuoteIdBody;
};

// ── POST /api/backoffice/quotes/{quoteId}/send ────────────────────────────────────────────────────

export type PostBackofficeQuotesByQuoteIdSendPath = {
  quoteId: string;
};

export type PostBackofficeQuotesByQuoteIdSendResponse = Quote;

export type PostBackofficeQuotesByQuoteIdSendInput = CallOptions & {
  path: PostBackofficeQuotesByQuoteIdSendPath;
};

// ── GET /api/backoffice/search-synonyms ───────────────────────────────────────────────────────────

export type GetBackofficeSearchSynonymsResponse = SearchSynonymGroupList;

export type GetBackofficeSearchSynonymsInput = CallOptions;

// ── POST /api/backoffice/search-synonyms ──────────────────────────────────────────────────────────

export type PostBackofficeSearchSynonymsBody = {
  /** Two or more words or phrases (any market language), stored lower case, duplicates dropped. */
  terms: string[];
};

export type PostBackofficeSearchSynonymsResponse = SearchSynonymGroup;

export type PostBackofficeSearchSynonymsInput = CallOptions & {
  body: PostBackofficeSearchSynonymsBody;
};

// ── DELETE /api/backoffice/search-synonyms/{synonymId} ────────────────────────────────────────────

export type DeleteBackofficeSearchSynonymsBySynonymIdPath = {
  synonymId: string;
};

export type DeleteBackofficeSearchSynonymsBySynonymIdResponse = null;

export type DeleteBackofficeSearchSynonymsBySynonymIdInput = CallOptions & {
  path: DeleteBackofficeSearchSynonymsBySynonymIdPath;
};

// ── GET /api/backoffice/staff ─────────────────────────────────────────────────────────────────────

export type GetBackofficeStaffResponse = StaffList;

export type GetBackofficeStaffInput = CallOptions;

// ── POST /api/backoffice/staff ────────────────────────────────────────────────────────────────────

export type PostBackofficeStaffBody = CreateStaffBodyInput;

export type PostBackofficeStaffResponse = StaffAccount;

export type PostBackofficeStaffInput = CallOptions & {
  body: PostBackofficeStaffBody;
};

// ── PATCH /api/backoffice/staff/{contactId} ───────────────────────────────────────────────────────

export type PatchBackofficeStaffByContactIdPath = {
  contactId: string;
};

export type PatchBackofficeStaffByContactIdBody = UpdateStaffBodyInput;

export type PatchBackofficeStaffByContactIdResponse = StaffAccount;

export type PatchBackofficeStaffByContactIdInput = CallOptions & {
  path: PatchBackofficeStaffByContactIdPath;
  body: PatchBackofficeStaffByContactIdBody;
};

// ── GET /api/backoffice/support/agents ────────────────────────────────────────────────────────────

export type GetBackofficeSupportAgentsResponse = SupportAgentList;

export type GetBackofficeSupportAgentsInput = CallOptions;

// ── GET /api/backoffice/support/events ────────────────────────────────────────────────────────────

export type GetBackofficeSupportEventsResponse = FileResponse;

export type GetBackofficeSupportEventsInput = CallOptions;

// ── GET /api/backoffice/support/queue ─────────────────────────────────────────────────────────────

export type GetBackofficeSupportQueueResponse = SupportQueue;

export type GetBackofficeSupportQueueInput = CallOptions;

// ── POST /api/backoffice/tickets/{ticketId}/assign ────────────────────────────────────────────────

export type PostBackofficeTicketsByTicketIdAssignPath = {
  ticketId: string;
};

export type PostBackofficeTicketsByTicketIdAssignBody = AssignTicketRequestInput;

export type PostBackofficeTicketsByTicketIdAssignResponse = Ticket;

export type PostBackofficeTicketsByTicketIdAssignInput = CallOptions & {
  path: PostBackofficeTicketsByTicketIdAssignPath;
  body: PostBackofficeTicketsByTicketIdAssignBody;
};

// ── GET /api/backoffice/tickets/{ticketId}/context ────────────────────────────────────────────────

export type GetBackofficeTicketsByTicketIdContextPath = {
  ticketId: string;
};

export type GetBackofficeTicketsByTicketIdContextResponse = SupportCustomerContext;

export type GetBackofficeTicketsByTicketIdContextInput = CallOptions & {
  path: GetBackofficeTicketsByTicketIdContextPath;
};

// ── POST /api/backoffice/tickets/{ticketId}/status ────────────────────────────────────────────────

export type PostBackofficeTicketsByTicketIdStatusPath = {
  ticketId: string;
};

export type PostBackofficeTicketsByTicketIdStatusBody = SetTicketStatusRequestInput;

export type PostBackofficeTicketsByTicketIdStatusResponse = Ticket;

export type PostBackofficeTicketsByTicketIdStatusInput = CallOptions & {
  path: PostBackofficeTicketsByTicketIdStatusPath;
  body: PostBackofficeTicketsByTicketIdStatusBody;
};

// ── GET /api/catalog/autocomplete ─────────────────────────────────────────────────────────────────

export type GetCatalogAutocompleteQuery = {
  q: string;
  /** Products to suggest; categories are at most 5 and content at most 3. */
  limit?: number | null;
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type GetCatalogAutocompleteResponse = AutocompleteResult;

export type GetCatalogAutocompleteInput = CallOptions & {
  query: GetCatalogAutocompleteQuery;
};

// ── GET /api/catalog/brands ───────────────────────────────────────────────────────────────────────

export type GetCatalogBrandsResponse = BrandList;

export type GetCatalogBrandsInput = CallOptions;

// ── GET /api/catalog/categories ───────────────────────────────────────────────────────────────────

export type GetCatalogCategoriesResponse = CategoryTree;

export type GetCatalogCategoriesInput = CallOptions;

// ── GET /api/catalog/categories/by-slug/{slug} ────────────────────────────────────────────────────

export type GetCatalogCategoriesBySlugBySlugPath = {
  slug: string;
};

export type GetCatalogCategoriesBySlugBySlugResponse = CategoryLookup;

export type GetCatalogCategoriesBySlugBySlugInput = CallOptions & {
  path: GetCatalogCategoriesBySlugBySlugPath;
};

// ── GET /api/catalog/changes ──────────────────────────────────────────────────────────────────────

export type GetCatalogChangesResponse = FileResponse;

export type GetCatalogChangesInput = CallOptions;

// ── GET /api/catalog/product-variants ─────────────────────────────────────────────────────────────

export type GetCatalogProductVariantsQuery = {
  /** Product ids, repeated or comma-separated; at most 60. */
  productIds: string | string[];
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type GetCatalogProductVariantsResponse = ProductVariantsList;

export type GetCatalogProductVariantsInput = CallOptions & {
  query: GetCatalogProductVariantsQuery;
};

// ── GET /api/catalog/products ─────────────────────────────────────────────────────────────────────

export type GetCatalogProductsQuery = {
  /** Category slug; includes subcategories. */
  category?: string | null;
  /** Brand slugs (repeated or comma-separated); any of them. */
  brand?: string | string[] | null;
  /** Free text. */
  q?: string | null;
  /** relevance needs q (else name); every order ends with the product id. */
  sort?: 'relevance' | 'name' | 'price_asc' | 'price_desc' | 'newest' | null;
  page?: number | null;
  pageSize?: number | null;
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type GetCatalogProductsResponse = ProductList;

export type GetCatalogProductsInput = CallOptions & {
  query?: GetCatalogProductsQuery;
};

// ── GET /api/catalog/products/{productId} ─────────────────────────────────────────────────────────

export type GetCatalogProductsByProductIdPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type GetCatalogProductsByProductIdQuery = {
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type GetCatalogProductsByProductIdResponse = ProductDetail;

export type GetCatalogProductsByProductIdInput = CallOptions & {
  path: GetCatalogProductsByProductIdPath;
  query?: GetCatalogProductsByProductIdQuery;
};

// ── GET /api/catalog/search ───────────────────────────────────────────────────────────────────────

export type GetCatalogSearchQuery = {
  q: string;
  limit?: number | null;
  /** Content documents (articles, landing pages) to include, in the caller's language; 0 for none. */
  contentLimit?: number | null;
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type GetCatalogSearchResponse = SearchResult;

export type GetCatalogSearchInput = CallOptions & {
  query: GetCatalogSearchQuery;
};

// ── GET /api/content/pages/{slug} ─────────────────────────────────────────────────────────────────

export type GetContentPagesBySlugPath = {
  slug: string;
};

export type GetContentPagesBySlugQuery = {
  language?: 'nb' | 'en' | null;
};

export type GetContentPagesBySlugResponse = ContentPage;

export type GetContentPagesBySlugInput = CallOptions & {
  path: GetContentPagesBySlugPath;
  query?: GetContentPagesBySlugQuery;
};

// ── GET /api/cost-centres ─────────────────────────────────────────────────────────────────────────

export type GetCostCentresQuery = {
  customerId: string;
  includeInactive?: 'true' | 'false' | null;
};

export type GetCostCentresResponse = CostCentreList;

export type GetCostCentresInput = CallOptions & {
  query: GetCostCentresQuery;
};

// ── POST /api/cost-centres ────────────────────────────────────────────────────────────────────────

export type PostCostCentresBody = CostCentreCreateRequestInput;

export type PostCostCentresResponse = CostCentre;

export type PostCostCentresInput = CallOptions & {
  body: PostCostCentresBody;
};

// ── PATCH /api/cost-centres/{costCentreId} ────────────────────────────────────────────────────────

export type PatchCostCentresByCostCentreIdPath = {
  costCentreId: string;
};

export type PatchCostCentresByCostCentreIdBody = CostCentreUpdateRequestInput;

export type PatchCostCentresByCostCentreIdResponse = CostCentre;

export type PatchCostCentresByCostCentreIdInput = CallOptions & {
  path: PatchCostCentresByCostCentreIdPath;
  body: PatchCostCentresByCostCentreIdBody;
};

// ── POST /api/customer/add-address ────────────────────────────────────────────────────────────────

export type PostCustomerAddAddressBody = AddCompanyAddressBodyInput;

export type PostCustomerAddAddressResponse = CompanyAddress;

export type PostCustomerAddAddressInput = CallOptions & {
  body: PostCustomerAddAddressBody;
};

// ── GET /api/customer/audit-log ───────────────────────────────────────────────────────────────────

export type GetCustomerAuditLogQuery = {
  customerId: string;
  action?: string | null;
  outcome?: 'success' | 'failure' | null;
  skip?: number | null;
  take?: number | null;
};

export type GetCustomerAuditLogResponse = AuditPage;

export type GetCustomerAuditLogInput = CallOptions & {
  query: GetCustomerAuditLogQuery;
};

// ── POST /api/customer/change-contact-relation ────────────────────────────────────────────────────

export type PostCustomerChangeContactRelationBody = ChangeContactRelationBodyInput;

export type PostCustomerChangeContactRelationResponse = ChangeContactRelationResult;

export type PostCustomerChangeContactRelationInput = CallOptions & {
  body: PostCustomerChangeContactRelationBody;
};

// ── POST /api/customer/check-user ─────────────────────────────────────────────────────────────────

export type PostCustomerCheckUserBody = CheckUserBodyInput;

export type PostCustomerCheckUserResponse = CheckUserResult;

export type PostCustomerCheckUserInput = CallOptions & {
  body: PostCustomerCheckUserBody;
};

// ── POST /api/customer/company/{companyId}/contact/{contactId}/invite ─────────────────────────────

export type PostCustomerCompanyByCompanyIdContactByContactIdInvitePath = {
  companyId: string;
  contactId: string;
};

export type PostCustomerCompanyByCompanyIdContactByContactIdInviteResponse = Invitation;

export type PostCustomerCompanyByCompanyIdContactByContactIdInviteInput = CallOptions & {
  path: PostCustomerCompanyByCompanyIdContactByContactIdInvitePath;
};

// ── POST /api/customer/create ─────────────────────────────────────────────────────────────────────

export type PostCustomerCreateBody = CreateCustomerBodyInput;

export type PostCustomerCreateResponse = CreateCustomerResult;

export type PostCustomerCreateInput = CallOptions & {
  body: PostCustomerCreateBody;
};

// ── POST /api/customer/create-contact ─────────────────────────────────────────────────────────────

export type PostCustomerCreateContactBody = CreateContactBodyInput;

export type PostCustomerCreateContactResponse = InvitedMember;

export type PostCustomerCreateContactInput = CallOptions & {
  body: PostCustomerCreateContactBody;
};

// ── POST /api/customer/create-customer-only ───────────────────────────────────────────────────────

export type PostCustomerCreateCustomerOnlyBody = CreateCustomerOnlyBodyInput;

export type PostCustomerCreateCustomerOnlyResponse = Company;

export type PostCustomerCreateCustomerOnlyInput = CallOptions & {
  body: PostCustomerCreateCustomerOnlyBody;
};

// ── POST /api/customer/customer/{customerId}/change-password ──────────────────────────────────────

export type PostCustomerCustomerByCustomerIdChangePasswordPath = {
  customerId: string;
};

export type PostCustomerCustomerByCustomerIdChangePasswordBody = ChangePasswordBodyInput;

export type PostCustomerCustomerByCustomerIdChangePasswordResponse = FreshSession;

export type PostCustomerCustomerByCustomerIdChangePasswordInput = CallOptions & {
  path: PostCustomerCustomerByCustomerIdChangePasswordPath;
  body: PostCustomerCustomerByCustomerIdChangePasswordBody;
};

// ── DELETE /api/customer/delete-address ───────────────────────────────────────────────────────────

export type DeleteCustomerDeleteAddressQuery = {
  customerId?: string | null;
  addressId?: string | null;
};

export type DeleteCustomerDeleteAddressResponse = CompanyAddressList;

export type DeleteCustomerDeleteAddressInput = CallOptions & {
  query?: DeleteCustomerDeleteAddressQuery;
};

// ── PATCH /api/customer/edit-address ──────────────────────────────────────────────────────────────

export type PatchCustomerEditAddressBody = EditCompanyAddressBodyInput;

export type PatchCustomerEditAddressResponse = CompanyAddress;

export type PatchCustomerEditAddressInput = CallOptions & {
  body: PatchCustomerEditAddressBody;
};

// ── GET /api/customer/get-contact/{contactId} ─────────────────────────────────────────────────────

export type GetCustomerGetContactByContactIdPath = {
  contactId: string;
};

export type GetCustomerGetContactByContactIdResponse = Contact;

export type GetCustomerGetContactByContactIdInput = CallOptions & {
  path: GetCustomerGetContactByContactIdPath;
};

// ── GET /api/customer/get-contact/{contactId}/companies ───────────────────────────────────────────

export type GetCustomerGetContactByContactIdCompaniesPath = {
  contactId: string;
};

export type GetCustomerGetContactByContactIdCompaniesResponse = ContactCompanies;

export type GetCustomerGetContactByContactIdCompaniesInput = CallOptions & {
  path: GetCustomerGetContactByContactIdCompaniesPath;
};

// ── GET /api/customer/get-customer/{customerId} ───────────────────────────────────────────────────

export type GetCustomerGetCustomerByCustomerIdPath = {
  customerId: string;
};

export type GetCustomerGetCustomerByCustomerIdResponse = Company;

export type GetCustomerGetCustomerByCustomerIdInput = CallOptions & {
  path: GetCustomerGetCustomerByCustomerIdPath;
};

// ── GET /api/customer/get-invoiceaddress/{customerId} ─────────────────────────────────────────────

export type GetCustomerGetInvoiceaddressByCustomerIdPath = {
  customerId: string;
};

export type GetCustomerGetInvoiceaddressByCustomerIdResponse = CompanyAddress;

export type GetCustomerGetInvoiceaddressByCustomerIdInput = CallOptions & {
  path: GetCustomerGetInvoiceaddressByCustomerIdPath;
};

// ── POST /api/customer/initcompany ────────────────────────────────────────────────────────────────

export type PostCustomerInitcompanyBody = InitCompanyBodyInput;

export type PostCustomerInitcompanyResponse = Company;

export type PostCustomerInitcompanyInput = CallOptions & {
  body: PostCustomerInitcompanyBody;
};

// ── POST /api/customer/invitations/accept ─────────────────────────────────────────────────────────

export type PostCustomerInvitationsAcceptBody = AcceptInvitationBodyInput;

export type PostCustomerInvitationsAcceptResponse = ContactCompany;

export type PostCustomerInvitationsAcceptInput = CallOptions & {
  body: PostCustomerInvitationsAcceptBody;
};

// ── POST /api/customer/invitations/lookup ─────────────────────────────────────────────────────────

export type PostCustomerInvitationsLookupBody = AcceptInvitationBodyInput;

export type PostCustomerInvitationsLookupResponse = InvitationLookup;

export type PostCustomerInvitationsLookupInput = CallOptions & {
  body: PostCustomerInvitationsLookupBody;
};

// ── GET /api/customer/invitations/mine ────────────────────────────────────────────────────────────

export type GetCustomerInvitationsMineResponse = OwnInvitations;

export type GetCustomerInvitationsMineInput = CallOptions;

// ── POST /api/customer/invitations/{invitationId}/accept ──────────────────────────────────────────

export type PostCustomerInvitationsByInvitationIdAcceptPath = {
  invitationId: string;
};

export type PostCustomerInvitationsByInvitationIdAcceptResponse = ContactCompany;

export type PostCustomerInvitationsByInvitationIdAcceptInput = CallOptions & {
  path: PostCustomerInvitationsByInvitationIdAcceptPath;
};

// ── POST /api/customer/invitations/{invitationId}/decline ─────────────────────────────────────────

export type PostCustomerInvitationsByInvitationIdDeclinePath = {
  invitationId: string;
};

export type PostCustomerInvitationsByInvitationIdDeclineResponse = DeclinedInvitation;

export type PostCustomerInvitationsByInvitationIdDeclineInput = CallOptions & {
  path: PostCustomerInvitationsByInvitationIdDeclinePath;
};

// ── POST /api/customer/join-requests ──────────────────────────────────────────────────────────────

export type PostCustomerJoinRequestsBody = JoinRequestCreateInput;

export type PostCustomerJoinRequestsResponse = Record<string, never>;

export type PostCustomerJoinRequestsInput = CallOptions & {
  body: PostCustomerJoinRequestsBody;
};

// ── POST /api/customer/join-requests/verify ───────────────────────────────────────────────────────

export type PostCustomerJoinRequestsVerifyBody = {
  token: string;
};

export type PostCustomerJoinRequestsVerifyResponse = {
  companyName: string;
  status: 'unverified' | 'pending' | 'approved' | 'rejected';
};

export type PostCustomerJoinRequestsVerifyInput = CallOptions & {
  body: PostCustomerJoinRequestsVerifyBody;
};

// ── GET /api/customer/list-addresses/{customerId} ─────────────────────────────────────────────────

export type GetCustomerListAddressesByCustomerIdPath = {
  customerId: string;
};

export type GetCustomerListAddressesByCustomerIdResponse = CompanyAddressList;

export type GetCustomerListAddressesByCustomerIdInput = CallOptions & {
  path: GetCustomerListAddressesByCustomerIdPath;
};

// ── GET /api/customer/list-contacts/{customerId} ──────────────────────────────────────────────────

export type GetCustomerListContactsByCustomerIdPath = {
  customerId: string;
};

export type GetCustomerListContactsByCustomerIdResponse = CompanyMemberList;

export type GetCustomerListContactsByCustomerIdInput = CallOptions & {
  path: GetCustomerListContactsByCustomerIdPath;
};

// ── PUT /api/customer/my-locale ───────────────────────────────────────────────────────────────────

export type PutCustomerMyLocaleBody = ContactLocaleBodyInput;

export type PutCustomerMyLocaleResponse = ContactLocale;

export type PutCustomerMyLocaleInput = CallOptions & {
  body: PutCustomerMyLocaleBody;
};

// ── GET /api/customer/spend/{customerId} ──────────────────────────────────────────────────────────

export type GetCustomerSpendByCustomerIdPath = {
  customerId: string;
};

export type GetCustomerSpendByCustomerIdQuery = {
  /** How many calendar months, ending with the current one (Oslo time). Default 12. */
  months?: number | null;
};

export type GetCustomerSpendByCustomerIdResponse = CompanySpend;

export type GetCustomerSpendByCustomerIdInput = CallOptions & {
  path: GetCustomerSpendByCustomerIdPath;
  query?: GetCustomerSpendByCustomerIdQuery;
};

// ── PUT /api/customer/update-customer ─────────────────────────────────────────────────────────────

export type PutCustomerUpdateCustomerBody = UpdateCustomerBodyInput;

export type PutCustomerUpdateCustomerResponse = Company;

export type PutCustomerUpdateCustomerInput = CallOptions & {
  body: PutCustomerUpdateCustomerBody;
};

// ── GET /api/customer/{customerId}/consents ───────────────────────────────────────────────────────

export type GetCustomerByCustomerIdConsentsPath = {
  customerId: string;
};

export type GetCustomerByCustomerIdConsentsResponse = ConsentState;

export type GetCustomerByCustomerIdConsentsInput = CallOptions & {
  path: GetCustomerByCustomerIdConsentsPath;
};

// ── POST /api/customer/{customerId}/consents ──────────────────────────────────────────────────────

export type PostCustomerByCustomerIdConsentsPath = {
  customerId: string;
};

export type PostCustomerByCustomerIdConsentsBody = UpdateConsentsBodyInput;

export type PostCustomerByCustomerIdConsentsResponse = ConsentState;

export type PostCustomerByCustomerIdConsentsInput = CallOptions & {
  path: PostCustomerByCustomerIdConsentsPath;
  body: PostCustomerByCustomerIdConsentsBody;
};

// ── GET /api/customer/{customerId}/join-requests ──────────────────────────────────────────────────

export type GetCustomerByCustomerIdJoinRequestsPath = {
  customerId: string;
};

export type GetCustomerByCustomerIdJoinRequestsResponse = {
  items: JoinRequest[];
};

export type GetCustomerByCustomerIdJoinRequestsInput = CallOptions & {
  path: GetCustomerByCustomerIdJoinRequestsPath;
};

// ── POST /api/customer/{customerId}/join-requests/{requestId}/approve ─────────────────────────────

export type PostCustomerByCustomerIdJoinRequestsByRequestIdApprovePath = {
  customerId: string;
  requestId: string;
};

export type PostCustomerByCustomerIdJoinRequestsByRequestIdApproveBody = {
  role: 'admin' | 'buyer' | 'viewer';
};

export type PostCustomerByCustomerIdJoinRequestsByRequestIdApproveResponse = JoinRequest;

export type PostCustomerByCustomerIdJoinRequestsByRequestIdApproveInput = CallOptions & {
  path: PostCustomerByCustomerIdJoinRequestsByRequestIdApprovePath;
  body: PostCustomerByCustomerIdJoinRequestsByRequestIdApproveBody;
};

// ── POST /api/customer/{customerId}/join-requests/{requestId}/reject ──────────────────────────────

export type PostCustomerByCustomerIdJoinRequestsByRequestIdRejectPath = {
  customerId: string;
  requestId: string;
};

export type PostCustomerByCustomerIdJoinRequestsByRequestIdRejectResponse = JoinRequest;

export type PostCustomerByCustomerIdJoinRequestsByRequestIdRejectInput = CallOptions & {
  path: PostCustomerByCustomerIdJoinRequestsByRequestIdRejectPath;
};

// ── POST /api/delivery/dates ──────────────────────────────────────────────────────────────────────

export type PostDeliveryDatesBody = DeliveryDatesRequestInput;

export type PostDeliveryDatesResponse = DeliveryDates;

export type PostDeliveryDatesInput = CallOptions & {
  body: PostDeliveryDatesBody;
};

// ── POST /api/idporten/authorize ──────────────────────────────────────────────────────────────────

export type PostIdportenAuthorizeBody = EidAuthorizeBodyInput;

export type PostIdportenAuthorizeResponse = EidAuthorizeResult;

export type PostIdportenAuthorizeInput = CallOptions & {
  body: PostIdportenAuthorizeBody;
};

// ── POST /api/idporten/frontchannel-logout ────────────────────────────────────────────────────────

export type PostIdportenFrontchannelLogoutBody = EidFrontchannelLogoutBodyInput;

export type PostIdportenFrontchannelLogoutResponse = EidFrontchannelLogoutResult;

export type PostIdportenFrontchannelLogoutInput = CallOptions & {
  body: PostIdportenFrontchannelLogoutBody;
};

// ── POST /api/idporten/logout ─────────────────────────────────────────────────────────────────────

export type PostIdportenLogoutBody = EidLogoutBodyInput;

export type PostIdportenLogoutResponse = EidLogoutResult;

export type PostIdportenLogoutInput = CallOptions & {
  body: PostIdportenLogoutBody;
};

// ── POST /api/idporten/refresh ────────────────────────────────────────────────────────────────────

export type PostIdportenRefreshBody = EidRefreshBodyInput;

export type PostIdportenRefreshResponse = EidRefreshResult;

export type PostIdportenRefreshInput = CallOptions & {
  body: PostIdportenRefreshBody;
};

// ── POST /api/idporten/token ──────────────────────────────────────────────────────────────────────

export type PostIdportenTokenBody = EidTokenBodyInput;

export type PostIdportenTokenResponse = EidTokenResult;

export type PostIdportenTokenInput = CallOptions & {
  body: PostIdportenTokenBody;
};

// ── GET /api/idporten/user-info ───────────────────────────────────────────────────────────────────

export type GetIdportenUserInfoResponse = EidUserInfo;

export type GetIdportenUserInfoInput = CallOptions;

// ── GET /api/market/check-zipcode ─────────────────────────────────────────────────────────────────

export type GetMarketCheckZipcodeQuery = {
  /** Market code: NO, SE or DK. */
  market: string;
  /** Zip code, e.g. 0150 or 113 57. */
  zipCode: string;
};

export type GetMarketCheckZipcodeResponse = FileResponse;

export type GetMarketCheckZipcodeInput = CallOptions & {
  query: GetMarketCheckZipcodeQuery;
};

// ── POST /api/order/future-deliveries ─────────────────────────────────────────────────────────────

export type PostOrderFutureDeliveriesBody = FutureDeliveriesRequestInput;

export type PostOrderFutureDeliveriesResponse = FutureDeliveries;

export type PostOrderFutureDeliveriesInput = CallOptions & {
  body: PostOrderFutureDeliveriesBody;
};

// ── POST /api/order/orderinvoice ──────────────────────────────────────────────────────────────────

export type PostOrderOrderinvoiceQuery = {
  /** The order number, e.g. EN1000001. */
  orderNumber?: string | null;
};

export type PostOrderOrderinvoiceResponse = InvoiceFile;

export type PostOrderOrderinvoiceInput = CallOptions & {
  query?: PostOrderOrderinvoiceQuery;
};

// ── GET /api/order/orderinvoice/{invoiceNumber}.pdf ───────────────────────────────────────────────

export type GetOrderOrderinvoiceInvoiceNumberPdfPath = {
  /** The invoice number. */
  invoiceNumber: string;
};

export type GetOrderOrderinvoiceInvoiceNumberPdfResponse = FileResponse;

export type GetOrderOrderinvoiceInvoiceNumberPdfInput = CallOptions & {
  path: GetOrderOrderinvoiceInvoiceNumberPdfPath;
};

// ── POST /api/order/simulate ──────────────────────────────────────────────────────────────────────

export type PostOrderSimulateBody = SimulateOrderRequestInput;

export type PostOrderSimulateResponse = OrderSimulation;

export type PostOrderSimulateInput = CallOptions & {
  body: PostOrderSimulateBody;
};

// ── POST /api/order/validate ──────────────────────────────────────────────────────────────────────

export type PostOrderValidateBody = ValidateOrderRequestInput;

export type PostOrderValidateResponse = OrderValidation;

export type PostOrderValidateInput = CallOptions & {
  body: PostOrderValidateBody;
};

// ── POST /api/order/validateshoppinglist ──────────────────────────────────────────────────────────

export type PostOrderValidateshoppinglistBody = ValidateShoppingListRequestInput;

export type PostOrderValidateshoppinglistResponse = ShoppingListValidation;

export type PostOrderValidateshoppinglistInput = CallOptions & {
  body: PostOrderValidateshoppinglistBody;
};

// ── POST /api/order/verify-deliverydates ──────────────────────────────────────────────────────────

export type PostOrderVerifyDeliverydatesQuery = {
  /** One subscription; all active ones when left out. */
  subscriptionId?: string | null;
};

export type PostOrderVerifyDeliverydatesResponse = FileResponse;

export type PostOrderVerifyDeliverydatesInput = CallOptions & {
  query?: PostOrderVerifyDeliverydatesQuery;
};

// ── GET /api/order/{cartId}/shippingmethods ───────────────────────────────────────────────────────

export type GetOrderByCartIdShippingmethodsPath = {
  cartId: string;
};

export type GetOrderByCartIdShippingmethodsResponse = ShippingMethods;

export type GetOrderByCartIdShippingmethodsInput = CallOptions & {
  path: GetOrderByCartIdShippingmethodsPath;
};

// ── GET /api/orders/{orderId} ─────────────────────────────────────────────────────────────────────

export type GetOrdersByOrderIdPath = {
  orderId: string;
};

export type GetOrdersByOrderIdResponse = Order;

export type GetOrdersByOrderIdInput = CallOptions & {
  path: GetOrdersByOrderIdPath;
};

// ── POST /api/payments/nets/webhook ───────────────────────────────────────────────────────────────

export type PostPaymentsNetsWebhookBody = NetsWebhookEventInput;

export type PostPaymentsNetsWebhookResponse = WebhookAnswer;

export type PostPaymentsNetsWebhookInput = CallOptions & {
  body: PostPaymentsNetsWebhookBody;
};

// ── GET /api/price/explain ────────────────────────────────────────────────────────────────────────

export type GetPriceExplainQuery = {
  customerId: string;
  sku?: string | null;
  /** Explains every variant of the product (instead of a sku). */
  productId?: string | null;
  quantity?: number | null;
  /** Defaults to the company's market. */
  market?: string | null;
};

export type GetPriceExplainResponse = PriceExplanation;

export type GetPriceExplainInput = CallOptions & {
  query: GetPriceExplainQuery;
};

// ── POST /api/price/prices ────────────────────────────────────────────────────────────────────────

export type PostPricePricesBody = PricesRequestInput;

export type PostPricePricesResponse = PricesResponse;

export type PostPricePricesInput = CallOptions & {
  body: PostPricePricesBody;
};

// ── GET /api/product/{productId}/properties ───────────────────────────────────────────────────────

export type GetProductByProductIdPropertiesPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type GetProductByProductIdPropertiesResponse = ProductProperties;

export type GetProductByProductIdPropertiesInput = CallOptions & {
  path: GetProductByProductIdPropertiesPath;
};

// ── GET /api/product/{productId}/properties/all ───────────────────────────────────────────────────

export type GetProductByProductIdPropertiesAllPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type GetProductByProductIdPropertiesAllResponse = ProductProperties;

export type GetProductByProductIdPropertiesAllInput = CallOptions & {
  path: GetProductByProductIdPropertiesAllPath;
};

// ── GET /api/product/{productId}/properties/{key} ─────────────────────────────────────────────────

export type GetProductByProductIdPropertiesByKeyPath = {
  /** Product id, slug or product number. */
  productId: string;
  key: string;
};

export type GetProductByProductIdPropertiesByKeyResponse = ProductProperty;

export type GetProductByProductIdPropertiesByKeyInput = CallOptions & {
  path: GetProductByProductIdPropertiesByKeyPath;
};

// ── GET /api/product/{productId}/variant/{sku}/properties ─────────────────────────────────────────

export type GetProductByProductIdVariantBySkuPropertiesPath = {
  /** Product id, slug or product number. */
  productId: string;
  sku: string;
};

export type GetProductByProductIdVariantBySkuPropertiesResponse = VariantProperties;

export type GetProductByProductIdVariantBySkuPropertiesInput = CallOptions & {
  path: GetProductByProductIdVariantBySkuPropertiesPath;
};

// ── GET /api/product/{productId}/variant/{sku}/properties/all ─────────────────────────────────────

export type GetProductByProductIdVariantBySkuPropertiesAllPath = {
  /** Product id, slug or product number. */
  productId: string;
  sku: string;
};

export type GetProductByProductIdVariantBySkuPropertiesAllResponse = VariantProperties;

export type GetProductByProductIdVariantBySkuPropertiesAllInput = CallOptions & {
  path: GetProductByProductIdVariantBySkuPropertiesAllPath;
};

// ── GET /api/product/{productId}/variant/{sku}/properties/{key} ───────────────────────────────────

export type GetProductByProductIdVariantBySkuPropertiesByKeyPath = {
  /** Product id, slug or product number. */
  productId: string;
  sku: string;
  key: string;
};

export type GetProductByProductIdVariantBySkuPropertiesByKeyResponse = ProductProperty;

export type GetProductByProductIdVariantBySkuPropertiesByKeyInput = CallOptions & {
  path: GetProductByProductIdVariantBySkuPropertiesByKeyPath;
};

// ── POST /api/punchout/cxml/getformpayload ────────────────────────────────────────────────────────

export type PostPunchoutCxmlGetformpayloadBody = {
  /** The punch-out session (from POST /api/punchout/session). */
  sessionId: string;
};

export type PostPunchoutCxmlGetformpayloadResponse = PunchoutFormPayload;

export type PostPunchoutCxmlGetformpayloadInput = CallOptions & {
  body: PostPunchoutCxmlGetformpayloadBody;
};

// ── POST /api/punchout/oci/getformpayload ─────────────────────────────────────────────────────────

export type PostPunchoutOciGetformpayloadBody = {
  /** The punch-out session (from POST /api/punchout/session). */
  sessionId: string;
};

export type PostPunchoutOciGetformpayloadResponse = PunchoutFormPayload;

export type PostPunchoutOciGetformpayloadInput = CallOptions & {
  body: PostPunchoutOciGetformpayloadBody;
};

// ── POST /api/punchout/session ────────────────────────────────────────────────────────────────────

export type PostPunchoutSessionBody = {
  /** The one-time token from the start URL. */
  token: string;
};

export type PostPunchoutSessionResponse = PunchoutStartedSession;

export type PostPunchoutSessionInput = CallOptions & {
  body: PostPunchoutSessionBody;
};

// ── GET /api/quotes ───────────────────────────────────────────────────────────────────────────────

export type GetQuotesQuery = {
  customerId: string;
  status?: 'requested' | 'sent' | 'accepted' | 'rejected' | 'withdrawn' | null;
  skip?: number | null;
  take?: number | null;
};

export type GetQuotesResponse = QuotePage;

export type GetQuotesInput = CallOptions & {
  query: GetQuotesQuery;
};

// ── POST /api/quotes ──────────────────────────────────────────────────────────────────────────────

export type PostQuotesBody = QuoteRequestInput;

export type PostQuotesResponse = Quote;

export type PostQuotesInput = CallOptions & {
  body: PostQuotesBody;
};

// ── GET /api/quotes/{quoteId} ─────────────────────────────────────────────────────────────────────

export type GetQuotesByQuoteIdPath = {
  quoteId: string;
};

export type GetQuotesByQuoteIdResponse = Quote;

export type GetQuotesByQuoteIdInput = CallOptions & {
  path: GetQuotesByQuoteIdPath;
};

// ── POST /api/quotes/{quoteId}/accept ─────────────────────────────────────────────────────────────

export type PostQuotesByQuoteIdAcceptPath = {
  quoteId: string;
};

export type PostQuotesByQuoteIdAcceptBody = QuoteAcceptRequestInput;

export type PostQuotesByQuoteIdAcceptResponse = Quote;

export type PostQuotesByQuoteIdAcceptInput = CallOptions & {
  path: PostQuotesByQuoteIdAcceptPath;
  body: PostQuotesByQuoteIdAcceptBody;
};

// ── POST /api/quotes/{quoteId}/messages ───────────────────────────────────────────────────────────

export type PostQuotesByQuoteIdMessagesPath = {
  quoteId: string;
};

export type PostQuotesByQuoteIdMessagesBody = QuoteMessageRequestInput;

export type PostQuotesByQuoteIdMessagesResponse = Quote;

export type PostQuotesByQuoteIdMessagesInput = CallOptions & {
  path: PostQuotesByQuoteIdMessagesPath;
  body: PostQuotesByQuoteIdMessagesBody;
};

// ── GET /api/quotes/{quoteId}/pdf ─────────────────────────────────────────────────────────────────

export type GetQuotesByQuoteIdPdfPath = {
  quoteId: string;
};

export type GetQuotesByQuoteIdPdfResponse = FileResponse;

export type GetQuotesByQuoteIdPdfInput = CallOptions & {
  path: GetQuotesByQuoteIdPdfPath;
};

// ── POST /api/quotes/{quoteId}/reject ─────────────────────────────────────────────────────────────

export type PostQuotesByQuoteIdRejectPath = {
  quoteId: string;
};

export type PostQuotesByQuoteIdRejectBody = {
  message?: string;
};

export type PostQuotesByQuoteIdRejectResponse = Quote;

export type PostQuotesByQuoteIdRejectInput = CallOptions & {
  path: PostQuotesByQuoteIdRejectPath;
  body: PostQuotesByQuoteIdRejectBody;
};

// ── DELETE /api/sanity/delete ─────────────────────────────────────────────────────────────────────

export type DeleteSanityDeleteHeaders = {
  'sanity-webhook-signature'?: string;
  'sanity-transaction-time'?: string;
  'sanity-operation'?: string;
};

export type DeleteSanityDeleteBody = ContentDeleteInput;

export type DeleteSanityDeleteResponse = ContentWriteResult;

export type DeleteSanityDeleteInput = Omit<CallOptions, 'headers'> & {
  headers?: DeleteSanityDeleteHeaders & Record<string, string>;
  body: DeleteSanityDeleteBody;
};

// ── POST /api/sanity/full-index ───────────────────────────────────────────────────────────────────

export type PostSanityFullIndexResponse = SearchIndexRun;

export type PostSanityFullIndexInput = CallOptions;

// ── GET /api/sanity/full-index/{id} ───────────────────────────────────────────────────────────────

export type GetSanityFullIndexByIdPath = {
  id: string;
};

export type GetSanityFullIndexByIdResponse = SearchIndexRun;

export type GetSanityFullIndexByIdInput = CallOptions & {
  path: GetSanityFullIndexByIdPath;
};

// ── POST /api/sanity/update ───────────────────────────────────────────────────────────────────────

export type PostSanityUpdateHeaders = {
  'sanity-webhook-signature'?: string;
  'sanity-transaction-time'?: string;
  'sanity-operation'?: string;
};

export type PostSanityUpdateBody = ContentUpdateInput;

export type PostSanityUpdateResponse = ContentWriteResult;

export type PostSanityUpdateInput = Omit<CallOptions, 'headers'> & {
  headers?: PostSanityUpdateHeaders & Record<string, string>;
  body: PostSanityUpdateBody;
};

// ── POST /api/session/refresh ─────────────────────────────────────────────────────────────────────

export type PostSessionRefreshBody = RefreshBodyInput;

export type PostSessionRefreshResponse = SessionTokens;

export type PostSessionRefreshInput = CallOptions & {
  body: PostSessionRefreshBody;
};

// ── POST /api/session/revoke ──────────────────────────────────────────────────────────────────────

export type PostSessionRevokeBody = RefreshBodyInput;

export type PostSessionRevokeResponse = null;

export type PostSessionRevokeInput = CallOptions & {
  body: PostSessionRevokeBody;
};

// ── POST /api/shoppinglist/create ─────────────────────────────────────────────────────────────────

export type PostShoppinglistCreateBody = CreateShoppingListRequestInput;

export type PostShoppinglistCreateResponse = ShoppingList;

export type PostShoppinglistCreateInput = CallOptions & {
  body: PostShoppinglistCreateBody;
};

// ── GET /api/shoppinglist/search ──────────────────────────────────────────────────────────────────

export type GetShoppinglistSearchQuery = {
  /** The company (customer) of the lists. */
  customerId: string;
  /** From 1. */
  page: number;
  take: number;
  /** true: only lists shared within the company. */
  sharedOnly: boolean | ('0' | '1' | 'true' | 'false');
  /** Only lists owned by this contact (a member of the company). */
  contactId?: string | null;
  /** 1 = Shared, 2 = PriceList (curated by the shop), 3 = CanEdit (lists the caller may edit). */
  only?: number | null;
};

export type GetShoppinglistSearchResponse = ShoppingListSearchResult;

export type GetShoppinglistSearchInput = CallOptions & {
  query: GetShoppinglistSearchQuery;
};

// ── GET /api/shoppinglist/{cartId} ────────────────────────────────────────────────────────────────

export type GetShoppinglistByCartIdPath = {
  cartId: string;
};

export type GetShoppinglistByCartIdQuery = {
  /** The company (customer) of the lists. */
  customerId?: string | null;
};

export type GetShoppinglistByCartIdResponse = ShoppingList;

export type GetShoppinglistByCartIdInput = CallOptions & {
  path: GetShoppinglistByCartIdPath;
  query?: GetShoppinglistByCartIdQuery;
};

// ── PATCH /api/shoppinglist/{cartId} ──────────────────────────────────────────────────────────────

export type PatchShoppinglistByCartIdPath = {
  cartId: string;
};

export type PatchShoppinglistByCartIdBody = UpdateShoppingListRequestInput;

export type PatchShoppinglistByCartIdResponse = ShoppingList;

export type PatchShoppinglistByCartIdInput = CallOptions & {
  path: PatchShoppinglistByCartIdPath;
  body: PatchShoppinglistByCartIdBody;
};

// ── DELETE /api/shoppinglist/{cartId} ─────────────────────────────────────────────────────────────

export type DeleteShoppinglistByCartIdPath = {
  cartId: string;
};

export type DeleteShoppinglistByCartIdResponse = null;

export type DeleteShoppinglistByCartIdInput = CallOptions & {
  path: DeleteShoppinglistByCartIdPath;
};

// ── POST /api/shoppinglist/{cartId}/copy ──────────────────────────────────────────────────────────

export type PostShoppinglistByCartIdCopyPath = {
  cartId: string;
};

export type PostShoppinglistByCartIdCopyBody = CopyShoppingListRequestInput;

export type PostShoppinglistByCartIdCopyResponse = ShoppingList;

export type PostShoppinglistByCartIdCopyInput = CallOptions & {
  path: PostShoppinglistByCartIdCopyPath;
  body: PostShoppinglistByCartIdCopyBody;
};

// ── POST /api/shoppinglist/{cartId}/import ────────────────────────────────────────────────────────

export type PostShoppinglistByCartIdImportPath = {
  cartId: string;
};

export type PostShoppinglistByCartIdImportBody = ImportShoppingListRequestInput;

export type PostShoppinglistByCartIdImportResponse = ShoppingList;

export type PostShoppinglistByCartIdImportInput = CallOptions & {
  path: PostShoppinglistByCartIdImportPath;
  body: PostShoppinglistByCartIdImportBody;
};

// ── POST /api/shoppinglist/{cartId}/lines ─────────────────────────────────────────────────────────

export type PostShoppinglistByCartIdLinesPath = {
  cartId: string;
};

export type PostShoppinglistByCartIdLinesBody = AddShoppingListLineRequestInput;

export type PostShoppinglistByCartIdLinesResponse = ShoppingList;

export type PostShoppinglistByCartIdLinesInput = CallOptions & {
  path: PostShoppinglistByCartIdLinesPath;
  body: PostShoppinglistByCartIdLinesBody;
};

// ── PUT /api/shoppinglist/{cartId}/lines/{sku} ────────────────────────────────────────────────────

export type PutShoppinglistByCartIdLinesBySkuPath = {
  cartId: string;
  sku: string;
};

export type PutShoppinglistByCartIdLinesBySkuBody = SetShoppingListLineRequestInput;

export type PutShoppinglistByCartIdLinesBySkuResponse = ShoppingList;

export type PutShoppinglistByCartIdLinesBySkuInput = CallOptions & {
  path: PutShoppinglistByCartIdLinesBySkuPath;
  body: PutShoppinglistByCartIdLinesBySkuBody;
};

// ── DELETE /api/shoppinglist/{cartId}/lines/{sku} ─────────────────────────────────────────────────

export type DeleteShoppinglistByCartIdLinesBySkuPath = {
  cartId: string;
  sku: string;
};

export type DeleteShoppinglistByCartIdLinesBySkuResponse = ShoppingList;

export type DeleteShoppinglistByCartIdLinesBySkuInput = CallOptions & {
  path: DeleteShoppinglistByCartIdLinesBySkuPath;
};

// ── POST /api/shoppinglist/{cartId}/to-cart ───────────────────────────────────────────────────────

export type PostShoppinglistByCartIdToCartPath = {
  cartId: string;
};

export type PostShoppinglistByCartIdToCartBody = ShoppingListToCartRequestInput;

export type PostShoppinglistByCartIdToCartResponse = ShoppingListToCartResult;

export type PostShoppinglistByCartIdToCartInput = CallOptions & {
  path: PostShoppinglistByCartIdToCartPath;
  body: PostShoppinglistByCartIdToCartBody;
};

// ── GET /api/sign-in/contacts/{contactId}/passkeys ────────────────────────────────────────────────

export type GetSignInContactsByContactIdPasskeysPath = {
  contactId: string;
};

export type GetSignInContactsByContactIdPasskeysResponse = PasskeyList;

export type GetSignInContactsByContactIdPasskeysInput = CallOptions & {
  path: GetSignInContactsByContactIdPasskeysPath;
};

// ── POST /api/sign-in/email-link ──────────────────────────────────────────────────────────────────

export type PostSignInEmailLinkBody = EmailLinkBodyInput;

export type PostSignInEmailLinkResponse = Record<string, never>;

export type PostSignInEmailLinkInput = CallOptions & {
  body: PostSignInEmailLinkBody;
};

// ── POST /api/sign-in/lookup ──────────────────────────────────────────────────────────────────────

export type PostSignInLookupBody = SignInLookupBodyInput;

export type PostSignInLookupResponse = SignInPerson;

export type PostSignInLookupInput = CallOptions & {
  body: PostSignInLookupBody;
};

// ── POST /api/sign-in/passkeys ────────────────────────────────────────────────────────────────────

export type PostSignInPasskeysBody = PasskeyBodyInput;

export type PostSignInPasskeysResponse = Passkey;

export type PostSignInPasskeysInput = CallOptions & {
  body: PostSignInPasskeysBody;
};

// ── GET /api/sign-in/passkeys/{credentialId} ──────────────────────────────────────────────────────

export type GetSignInPasskeysByCredentialIdPath = {
  credentialId: string;
};

export type GetSignInPasskeysByCredentialIdResponse = Passkey;

export type GetSignInPasskeysByCredentialIdInput = CallOptions & {
  path: GetSignInPasskeysByCredentialIdPath;
};

// ── POST /api/sign-in/passkeys/{credentialId}/counter ─────────────────────────────────────────────

export type PostSignInPasskeysByCredentialIdCounterPath = {
  credentialId: string;
};

export type PostSignInPasskeysByCredentialIdCounterBody = PasskeyCounterBodyInput;

export type PostSignInPasskeysByCredentialIdCounterResponse = Passkey;

export type PostSignInPasskeysByCredentialIdCounterInput = CallOptions & {
  path: PostSignInPasskeysByCredentialIdCounterPath;
  body: PostSignInPasskeysByCredentialIdCounterBody;
};

// ── POST /api/sign-in/session ─────────────────────────────────────────────────────────────────────

export type PostSignInSessionBody = SignInSessionBodyInput;

export type PostSignInSessionResponse = CheckUserResult;

export type PostSignInSessionInput = CallOptions & {
  body: PostSignInSessionBody;
};

// ── POST /api/sign-in/verification-tokens ─────────────────────────────────────────────────────────

export type PostSignInVerificationTokensBody = VerificationTokenBodyInput;

export type PostSignInVerificationTokensResponse = null;

export type PostSignInVerificationTokensInput = CallOptions & {
  body: PostSignInVerificationTokensBody;
};

// ── POST /api/sign-in/verification-tokens/use ─────────────────────────────────────────────────────

export type PostSignInVerificationTokensUseBody = UseVerificationTokenBodyInput;

export type PostSignInVerificationTokensUseResponse = VerificationToken;

export type PostSignInVerificationTokensUseInput = CallOptions & {
  body: PostSignInVerificationTokensUseBody;
};

// ── POST /api/subscription/create ─────────────────────────────────────────────────────────────────

export type PostSubscriptionCreateBody = CreateSubscriptionRequestInput;

export type PostSubscriptionCreateResponse = Subscription;

export type PostSubscriptionCreateInput = CallOptions & {
  body: PostSubscriptionCreateBody;
};

// ── POST /api/subscription/search ─────────────────────────────────────────────────────────────────

export type PostSubscriptionSearchBody = SearchSubscriptionsRequestInput;

export type PostSubscriptionSearchResponse = SubscriptionPage;

export type PostSubscriptionSearchInput = CallOptions & {
  body: PostSubscriptionSearchBody;
};

// ── POST /api/subscription/update ─────────────────────────────────────────────────────────────────

export type PostSubscriptionUpdateBody = UpdateSubscriptionRequestInput;

export type PostSubscriptionUpdateResponse = Subscription;

export type PostSubscriptionUpdateInput = CallOptions & {
  body: PostSubscriptionUpdateBody;
};

// ── GET /api/subscription/{id} ────────────────────────────────────────────────────────────────────

export type GetSubscriptionByIdPath = {
  id: string;
};

export type GetSubscriptionByIdResponse = Subscription;

export type GetSubscriptionByIdInput = CallOptions & {
  path: GetSubscriptionByIdPath;
};

// ── DELETE /api/subscription/{id} ─────────────────────────────────────────────────────────────────

export type DeleteSubscriptionByIdPath = {
  id: string;
};

export type DeleteSubscriptionByIdBody = EndSubscriptionRequestInput;

export type DeleteSubscriptionByIdResponse = Subscription;

export type DeleteSubscriptionByIdInput = CallOptions & {
  path: DeleteSubscriptionByIdPath;
  body: DeleteSubscriptionByIdBody;
};

// ── POST /api/subscription/{id}/update/carttemplate/{cartId} ──────────────────────────────────────

export type PostSubscriptionByIdUpdateCarttemplateByCartIdPath = {
  id: string;
  cartId: string;
};

export type PostSubscriptionByIdUpdateCarttemplateByCartIdResponse = Subscription;

export type PostSubscriptionByIdUpdateCarttemplateByCartIdInput = CallOptions & {
  path: PostSubscriptionByIdUpdateCarttemplateByCartIdPath;
};

// ── POST /api/ticket/add-comment ──────────────────────────────────────────────────────────────────

export type PostTicketAddCommentBody = AddTicketCommentRequestInput;

export type PostTicketAddCommentResponse = Ticket;

export type PostTicketAddCommentInput = CallOptions & {
  body: PostTicketAddCommentBody;
};

// ── POST /api/ticket/chat/add-agent-message ───────────────────────────────────────────────────────

export type PostTicketChatAddAgentMessageBody = ChatMessageRequestInput;

export type PostTicketChatAddAgentMessageResponse = ChatMessage;

export type PostTicketChatAddAgentMessageInput = CallOptions & {
  body: PostTicketChatAddAgentMessageBody;
};

// ── POST /api/ticket/chat/add-customer-message ────────────────────────────────────────────────────

export type PostTicketChatAddCustomerMessageBody = ChatMessageRequestInput;

export type PostTicketChatAddCustomerMessageResponse = ChatMessage;

export type PostTicketChatAddCustomerMessageInput = CallOptions & {
  body: PostTicketChatAddCustomerMessageBody;
};

// ── POST /api/ticket/chat/end ─────────────────────────────────────────────────────────────────────

export type PostTicketChatEndBody = EndChatRequestInput;

export type PostTicketChatEndResponse = Chat;

export type PostTicketChatEndInput = CallOptions & {
  body: PostTicketChatEndBody;
};

// ── POST /api/ticket/chat/start ───────────────────────────────────────────────────────────────────

export type PostTicketChatStartBody = StartChatRequestInput;

export type PostTicketChatStartResponse = Chat;

export type PostTicketChatStartInput = CallOptions & {
  body: PostTicketChatStartBody;
};

// ── GET /api/ticket/chat/{chatId} ─────────────────────────────────────────────────────────────────

export type GetTicketChatByChatIdPath = {
  chatId: string;
};

export type GetTicketChatByChatIdResponse = Chat;

export type GetTicketChatByChatIdInput = CallOptions & {
  path: GetTicketChatByChatIdPath;
};

// ── GET /api/ticket/chat/{chatId}/events ──────────────────────────────────────────────────────────

export type GetTicketChatByChatIdEventsPath = {
  chatId: string;
};

export type GetTicketChatByChatIdEventsQuery = {
  /** For clients that cannot send the Last-Event-ID header: the last seq received. */
  lastEventId?: number | null;
};

export type GetTicketChatByChatIdEventsHeaders = {
  /** Sent by EventSource on a reconnect: the stream starts after this seq. */
  'last-event-id'?: number;
};

export type GetTicketChatByChatIdEventsResponse = FileResponse;

export type GetTicketChatByChatIdEventsInput = Omit<CallOptions, 'headers'> & {
  path: GetTicketChatByChatIdEventsPath;
  query?: GetTicketChatByChatIdEventsQuery;
  headers?: GetTicketChatByChatIdEventsHeaders & Record<string, string>;
};

// ── POST /api/ticket/create ───────────────────────────────────────────────────────────────────────

export type PostTicketCreateBody = CreateTicketRequestInput;

export type PostTicketCreateResponse = Ticket;

export type PostTicketCreateInput = CallOptions & {
  body: PostTicketCreateBody;
};

// ── GET /api/ticket/search ────────────────────────────────────────────────────────────────────────

export type GetTicketSearchQuery = {
  /** Words in subject or text (full text, every word); empty: every ticket. "#10001": by number. */
  query: string;
  /** The company (customer) of the ticket. */
  customerId: string;
  /** The contact whose tickets to list: the caller, or (company admins, agents) another contact's. */
  contactId: string;
  pageSize: number;
  /** The last ticket id of the previous page (its `nextLastObjectId`); absent: the first page. */
  lastObjectId?: string | null;
};

export type GetTicketSearchResponse = TicketSearchResult;

export type GetTicketSearchInput = CallOptions & {
  query: GetTicketSearchQuery;
};

// ── GET /api/ticket/{ticketId} ────────────────────────────────────────────────────────────────────

export type GetTicketByTicketIdPath = {
  ticketId: string;
};

export type GetTicketByTicketIdQuery = {
  /** When given, the ticket must be of this company (else 404). */
  customerId?: string | null;
  /** When given, the ticket must be of this contact (else 404). */
  contactId?: string | null;
};

export type GetTicketByTicketIdResponse = Ticket;

export type GetTicketByTicketIdInput = CallOptions & {
  path: GetTicketByTicketIdPath;
  query?: GetTicketByTicketIdQuery;
};

// ── POST /carts/{pid}/payment-providers/nets ──────────────────────────────────────────────────────

export type PostCartsByPidPaymentProvidersNetsPath = {
  pid: string;
};

export type PostCartsByPidPaymentProvidersNetsBody = CreateCardPaymentBodyInput;

export type PostCartsByPidPaymentProvidersNetsResponse = CardPaymentTransaction;

export type PostCartsByPidPaymentProvidersNetsInput = CallOptions & {
  path: PostCartsByPidPaymentProvidersNetsPath;
  body: PostCartsByPidPaymentProvidersNetsBody;
};

// ── GET /carts/{pid}/payment-providers/nets/{transactionId} ───────────────────────────────────────

export type GetCartsByPidPaymentProvidersNetsByTransactionIdPath = {
  pid: string;
  transactionId: string;
};

export type GetCartsByPidPaymentProvidersNetsByTransactionIdResponse = CardPaymentTransaction;

export type GetCartsByPidPaymentProvidersNetsByTransactionIdInput = CallOptions & {
  path: GetCartsByPidPaymentProvidersNetsByTransactionIdPath;
};

// ── POST /carts/{pid}/payment-providers/nets/{transactionId}/create-order ─────────────────────────

export type PostCartsByPidPaymentProvidersNetsByTransactionIdCreateOrderPath = {
  pid: string;
  transactionId: string;
};

export type PostCartsByPidPaymentProvidersNetsByTransactionIdCreateOrderBody = CreateOrderFromPaymentBodyInput;

export type PostCartsByPidPaymentProvidersNetsByTransactionIdCreateOrderResponse = CardPaymentTransaction;

export type PostCartsByPidPaymentProvidersNetsByTransactionIdCreateOrderInput = CallOptions & {
  path: PostCartsByPidPaymentProvidersNetsByTransactionIdCreateOrderPath;
  body: PostCartsByPidPaymentProvidersNetsByTransactionIdCreateOrderBody;
};

// ── GET /company/{companyId} ──────────────────────────────────────────────────────────────────────

export type GetCompanyByCompanyIdPath = {
  companyId: string;
};

export type GetCompanyByCompanyIdResponse = Company;

export type GetCompanyByCompanyIdInput = CallOptions & {
  path: GetCompanyByCompanyIdPath;
};

// ── GET /customer/external/{externalId} ───────────────────────────────────────────────────────────

export type GetCustomerExternalByExternalIdPath = {
  externalId: string;
};

export type GetCustomerExternalByExternalIdResponse = Contact;

export type GetCustomerExternalByExternalIdInput = CallOptions & {
  path: GetCustomerExternalByExternalIdPath;
};

// ── GET /health ───────────────────────────────────────────────────────────────────────────────────

export type GetHealthResponse = {
  status: 'ok';
};

export type GetHealthInput = CallOptions;

// ── GET /invitations/by-email/{email} ─────────────────────────────────────────────────────────────

export type GetInvitationsByEmailByEmailPath = {
  email: string;
};

export type GetInvitationsByEmailByEmailResponse = InvitationList;

export type GetInvitationsByEmailByEmailInput = CallOptions & {
  path: GetInvitationsByEmailByEmailPath;
};

// ── GET /media/{key} ──────────────────────────────────────────────────────────────────────────────

export type GetMediaByKeyPath = {
  key: string;
};

export type GetMediaByKeyResponse = FileResponse;

export type GetMediaByKeyInput = CallOptions & {
  path: GetMediaByKeyPath;
};

// ── POST /omnium/events/business-customer-changed ─────────────────────────────────────────────────

export type PostOmniumEventsBusinessCustomerChangedBody = BusinessCustomerChangedEventInput;

export type PostOmniumEventsBusinessCustomerChangedResponse = FileResponse;

export type PostOmniumEventsBusinessCustomerChangedInput = CallOptions & {
  body: PostOmniumEventsBusinessCustomerChangedBody;
};

// ── GET /products/{productId}/variants/properties ─────────────────────────────────────────────────

export type GetProductsByProductIdVariantsPropertiesPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type GetProductsByProductIdVariantsPropertiesQuery = {
  /** Property keys to return (repeated or comma-separated); all when absent. */
  propertyKeys?: string | string[] | null;
};

export type GetProductsByProductIdVariantsPropertiesResponse = VariantsProperties;

export type GetProductsByProductIdVariantsPropertiesInput = CallOptions & {
  path: GetProductsByProductIdVariantsPropertiesPath;
  query?: GetProductsByProductIdVariantsPropertiesQuery;
};

// ── POST /punchout/cxml/order ─────────────────────────────────────────────────────────────────────

export type PostPunchoutCxmlOrderBody = unknown;

export type PostPunchoutCxmlOrderResponse = FileResponse;

export type PostPunchoutCxmlOrderInput = CallOptions & {
  body: PostPunchoutCxmlOrderBody;
};

// ── POST /punchout/cxml/setup ─────────────────────────────────────────────────────────────────────

export type PostPunchoutCxmlSetupBody = unknown;

export type PostPunchoutCxmlSetupResponse = FileResponse;

export type PostPunchoutCxmlSetupInput = CallOptions & {
  body: PostPunchoutCxmlSetupBody;
};

// ── GET /punchout/oci ─────────────────────────────────────────────────────────────────────────────

export type GetPunchoutOciQuery = {
  /** The company's OCI user. */
  USERNAME?: string | null;
  /** Its password. */
  PASSWORD?: string | null;
  /** Where the cart goes back (http or https). */
  HOOK_URL?: string | null;
  /** 4.0 or 5.0. */
  OCI_VERSION?: string | null;
  /** ADDI. */
  '~OkCode'?: string | null;
  /** Target frame of the cart return (default _top); also `returntarget`. */
  '~TARGET'?: string | null;
  /** CTLG. */
  '~CALLER'?: string | null;
  /** OCI 5: DETAIL, SOURCING, VALIDATE or BACKGROUND_SEARCH. */
  FUNCTION?: string | null;
  /** DETAIL: our SKU (EXT_PRODUCT_ID). */
  PRODUCTID?: string | null;
  /** SOURCING / BACKGROUND_SEARCH: the search text. */
  SEARCHSTRING?: string | null;
};

export type GetPunchoutOciResponse = FileResponse;

export type GetPunchoutOciInput = CallOptions & {
  query?: GetPunchoutOciQuery;
};

// ── POST /punchout/oci ────────────────────────────────────────────────────────────────────────────

export type PostPunchoutOciBody = {
  /** The company's OCI user. */
  USERNAME?: string;
  /** Its password. */
  PASSWORD?: string;
  /** Where the cart goes back (http or https). */
  HOOK_URL?: string;
  /** 4.0 or 5.0. */
  OCI_VERSION?: string;
  /** ADDI. */
  '~OkCode'?: string;
  /** Target frame of the cart return (default _top); also `returntarget`. */
  '~TARGET'?: string;
  /** CTLG. */
  '~CALLER'?: string;
  /** OCI 5: DETAIL, SOURCING, VALIDATE or BACKGROUND_SEARCH. */
  FUNCTION?: string;
  /** DETAIL: our SKU (EXT_PRODUCT_ID). */
  PRODUCTID?: string;
  /** SOURCING / BACKGROUND_SEARCH: the search text. */
  SEARCHSTRING?: string;
  [key: string]: unknown;
};

export type PostPunchoutOciResponse = FileResponse;

export type PostPunchoutOciInput = CallOptions & {
  body: PostPunchoutOciBody;
};

// ── GET /ready ────────────────────────────────────────────────────────────────────────────────────

export type GetReadyResponse = {
  status: 'ready';
  database: string;
};

export type GetReadyInput = CallOptions;

/** How to call each operation: method, path template, parameters, body and response kinds, handled statuses. */
export const operations = {
  getAccountPasskeys: {
    method: 'GET',
    path: '/api/account/passkeys',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401],
    successStatuses: [],
  },
  patchAccountPasskeysByPasskeyId: {
    method: 'PATCH',
    path: '/api/account/passkeys/{passkeyId}',
    pathParams: ['passkeyId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 404],
    successStatuses: [],
  },
  deleteAccountPasskeysByPasskeyId: {
    method: 'DELETE',
    path: '/api/account/passkeys/{passkeyId}',
    pathParams: ['passkeyId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404],
    successStatuses: [],
  },
  getApprovals: {
    method: 'GET',
    path: '/api/approvals',
    pathParams: [],
    requiredQuery: ['customerId'],
    optionalQuery: ['status', 'mine', 'skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postApprovals: {
    method: 'POST',
    path: '/api/approvals',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postApprovalsRules: {
    method: 'POST',
    path: '/api/approvals/rules',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  deleteApprovalsRulesByRuleId: {
    method: 'DELETE',
    path: '/api/approvals/rules/{ruleId}',
    pathParams: ['ruleId'],
    requiredQuery: ['customerId'],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getApprovalsSettings: {
    method: 'GET',
    path: '/api/approvals/settings',
    pathParams: [],
    requiredQuery: ['customerId'],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  putApprovalsSettingsCompany: {
    method: 'PUT',
    path: '/api/approvals/settings/company',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  putApprovalsSettingsContactsByContactId: {
    method: 'PUT',
    path: '/api/approvals/settings/contacts/{contactId}',
    pathParams: ['contactId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getApprovalsByApprovalId: {
    method: 'GET',
    path: '/api/approvals/{approvalId}',
    pathParams: ['approvalId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postApprovalsByApprovalIdApprove: {
    method: 'POST',
    path: '/api/approvals/{approvalId}/approve',
    pathParams: ['approvalId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postApprovalsByApprovalIdCardPayment: {
    method: 'POST',
    path: '/api/approvals/{approvalId}/card-payment',
    pathParams: ['approvalId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422, 502, 504],
    successStatuses: [],
  },
  postApprovalsByApprovalIdReject: {
    method: 'POST',
    path: '/api/approvals/{approvalId}/reject',
    pathParams: ['approvalId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postApprovalsByApprovalIdWithdraw: {
    method: 'POST',
    path: '/api/approvals/{approvalId}/withdraw',
    pathParams: ['approvalId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getArdisCart: {
    method: 'GET',
    path: '/api/ardis/cart',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['pid', 'initCheckout', 'customerId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422, 500, 502],
    successStatuses: [],
  },
  postArdisCartAddorderline: {
    method: 'POST',
    path: '/api/ardis/cart/addorderline',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postArdisCartCreateorder: {
    method: 'POST',
    path: '/api/ardis/cart/createorder',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  deleteArdisCartDeleteorderline: {
    method: 'DELETE',
    path: '/api/ardis/cart/deleteorderline',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postArdisCartSetmarket: {
    method: 'POST',
    path: '/api/ardis/cart/setmarket',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postArdisCartUpdatemetadata: {
    method: 'POST',
    path: '/api/ardis/cart/updatemetadata',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postArdisCartUpdateorderline: {
    method: 'POST',
    path: '/api/ardis/cart/updateorderline',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postArdisCustomerAddAddress: {
    method: 'POST',
    path: '/api/ardis/customer/add-address',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  getArdisCustomerAddress: {
    method: 'GET',
    path: '/api/ardis/customer/address',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['pid', 'addressId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 404, 422],
    successStatuses: [],
  },
  getArdisCustomerAddressByAddressIdMarkets: {
    method: 'GET',
    path: '/api/ardis/customer/address/{addressId}/markets',
    pathParams: ['addressId'],
    requiredQuery: [],
    optionalQuery: ['pid'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 404, 422],
    successStatuses: [],
  },
  getArdisCustomerAddresses: {
    method: 'GET',
    path: '/api/ardis/customer/addresses',
    pathParams: [],
    requiredQuery: ['pid', 'skip', 'take'],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 404, 422],
    successStatuses: [],
  },
  postArdisCustomerChangePerson: {
    method: 'POST',
    path: '/api/ardis/customer/change-person',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422, 500, 502],
    successStatuses: [],
  },
  deleteArdisCustomerDeleteAddress: {
    method: 'DELETE',
    path: '/api/ardis/customer/delete-address',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['pid', 'addressId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postArdisCustomerEditAddress: {
    method: 'POST',
    path: '/api/ardis/customer/edit-address',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postArdisCustomerGet: {
    method: 'POST',
    path: '/api/ardis/customer/get',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 404, 422],
    successStatuses: [],
  },
  postArdisCustomerLogin: {
    method: 'POST',
    path: '/api/ardis/customer/login',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 422],
    successStatuses: [],
  },
  postArdisCustomerLogout: {
    method: 'POST',
    path: '/api/ardis/customer/logout',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postArdisCustomerUpdate: {
    method: 'POST',
    path: '/api/ardis/customer/update',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  getArdisOrder: {
    method: 'GET',
    path: '/api/ardis/order',
    pathParams: [],
    requiredQuery: ['orderId', 'department'],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404, 422],
    successStatuses: [],
  },
  deleteArdisOrderCancelorder: {
    method: 'DELETE',
    path: '/api/ardis/order/cancelorder',
    pathParams: [],
    requiredQuery: ['orderId', 'department'],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  getArdisOrderOrders: {
    method: 'GET',
    path: '/api/ardis/order/orders',
    pathParams: [],
    requiredQuery: ['pid', 'skip', 'take'],
    optionalQuery: ['customerId', 'status', 'from', 'to'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404, 422],
    successStatuses: [],
  },
  postArdisOrderReorder: {
    method: 'POST',
    path: '/api/ardis/order/reorder',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getArdisPrescriptionPrescriptions: {
    method: 'GET',
    path: '/api/ardis/prescription/prescriptions',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['pid'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422, 500, 502],
    successStatuses: [],
  },
  postArdisPrescriptionPrescriptionsAddByReference: {
    method: 'POST',
    path: '/api/ardis/prescription/prescriptions/add-by-reference',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 422, 500, 502],
    successStatuses: [],
  },
  getArdisPrescriptionProductsByPrescriptionId: {
    method: 'GET',
    path: '/api/ardis/prescription/products/{prescriptionId}',
    pathParams: ['prescriptionId'],
    requiredQuery: [],
    optionalQuery: ['pid'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422, 500, 502],
    successStatuses: [],
  },
  getArdisPrescriptionByPrescriptionId: {
    method: 'GET',
    path: '/api/ardis/prescription/{prescriptionId}',
    pathParams: ['prescriptionId'],
    requiredQuery: [],
    optionalQuery: ['pid'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422, 500, 502],
    successStatuses: [],
  },
  getArdisProductVariants: {
    method: 'GET',
    path: '/api/ardis/product/variants',
    pathParams: [],
    requiredQuery: ['skus'],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 404, 422],
    successStatuses: [],
  },
  getBackofficeAssortments: {
    method: 'GET',
    path: '/api/backoffice/assortments',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  postBackofficeAssortments: {
    method: 'POST',
    path: '/api/backoffice/assortments',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [201],
  },
  postBackofficeAssortmentsPreview: {
    method: 'POST',
    path: '/api/backoffice/assortments/preview',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  getBackofficeAssortmentsByAssortmentId: {
    method: 'GET',
    path: '/api/backoffice/assortments/{assortmentId}',
    pathParams: ['assortmentId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  putBackofficeAssortmentsByAssortmentId: {
    method: 'PUT',
    path: '/api/backoffice/assortments/{assortmentId}',
    pathParams: ['assortmentId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  deleteBackofficeAssortmentsByAssortmentId: {
    method: 'DELETE',
    path: '/api/backoffice/assortments/{assortmentId}',
    pathParams: ['assortmentId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficeAuditLog: {
    method: 'GET',
    path: '/api/backoffice/audit-log',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['customerId', 'contactId', 'actorContactId', 'entityType', 'entityId', 'from', 'to', 'action', 'outcome', 'skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  getBackofficeCatalogImports: {
    method: 'GET',
    path: '/api/backoffice/catalog/imports',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  postBackofficeCatalogImports: {
    method: 'POST',
    path: '/api/backoffice/catalog/imports',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415, 422],
    successStatuses: [202],
  },
  getBackofficeCatalogImportsByImportId: {
    method: 'GET',
    path: '/api/backoffice/catalog/imports/{importId}',
    pathParams: ['importId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeCategories: {
    method: 'GET',
    path: '/api/backoffice/categories',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  postBackofficeCategories: {
    method: 'POST',
    path: '/api/backoffice/categories',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 422],
    successStatuses: [],
  },
  patchBackofficeCategoriesByCategoryId: {
    method: 'PATCH',
    path: '/api/backoffice/categories/{categoryId}',
    pathParams: ['categoryId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  deleteBackofficeCategoriesByCategoryId: {
    method: 'DELETE',
    path: '/api/backoffice/categories/{categoryId}',
    pathParams: ['categoryId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postBackofficeCategoriesByCategoryIdMove: {
    method: 'POST',
    path: '/api/backoffice/categories/{categoryId}/move',
    pathParams: ['categoryId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficeCustomerOptions: {
    method: 'GET',
    path: '/api/backoffice/customer-options',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  getBackofficeCustomers: {
    method: 'GET',
    path: '/api/backoffice/customers',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['q', 'blocked', 'market', 'skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  postBackofficeCustomers: {
    method: 'POST',
    path: '/api/backoffice/customers',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 422, 429],
    successStatuses: [],
  },
  getBackofficeCustomersByCustomerId: {
    method: 'GET',
    path: '/api/backoffice/customers/{customerId}',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  patchBackofficeCustomersByCustomerId: {
    method: 'PATCH',
    path: '/api/backoffice/customers/{customerId}',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficeCustomersByCustomerIdAssortment: {
    method: 'GET',
    path: '/api/backoffice/customers/{customerId}/assortment',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  putBackofficeCustomersByCustomerIdAssortment: {
    method: 'PUT',
    path: '/api/backoffice/customers/{customerId}/assortment',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeCustomersByCustomerIdAuditLog: {
    method: 'GET',
    path: '/api/backoffice/customers/{customerId}/audit-log',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: ['skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeCustomersByCustomerIdCarts: {
    method: 'GET',
    path: '/api/backoffice/customers/{customerId}/carts',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: ['skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeCustomersByCustomerIdInvoices: {
    method: 'GET',
    path: '/api/backoffice/customers/{customerId}/invoices',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: ['skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeCustomersByCustomerIdOrders: {
    method: 'GET',
    path: '/api/backoffice/customers/{customerId}/orders',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: ['skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeCustomersByCustomerIdQuotes: {
    method: 'GET',
    path: '/api/backoffice/customers/{customerId}/quotes',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: ['skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  patchBackofficeCustomersByCustomerIdTerms: {
    method: 'PATCH',
    path: '/api/backoffice/customers/{customerId}/terms',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficeCustomersByCustomerIdTickets: {
    method: 'GET',
    path: '/api/backoffice/customers/{customerId}/tickets',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: ['skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeCustomersByCustomerIdUsers: {
    method: 'GET',
    path: '/api/backoffice/customers/{customerId}/users',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: ['skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeDashboardSales: {
    method: 'GET',
    path: '/api/backoffice/dashboard/sales',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['from', 'to', 'market', 'interval'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  getBackofficeDeliveryHolidays: {
    method: 'GET',
    path: '/api/backoffice/delivery/holidays',
    pathParams: [],
    requiredQuery: ['market', 'year'],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 422],
    successStatuses: [],
  },
  postBackofficeDeliveryHolidays: {
    method: 'POST',
    path: '/api/backoffice/delivery/holidays',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 422],
    successStatuses: [201],
  },
  patchBackofficeDeliveryHolidaysByMarketByDate: {
    method: 'PATCH',
    path: '/api/backoffice/delivery/holidays/{market}/{date}',
    pathParams: ['market', 'date'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  deleteBackofficeDeliveryHolidaysByMarketByDate: {
    method: 'DELETE',
    path: '/api/backoffice/delivery/holidays/{market}/{date}',
    pathParams: ['market', 'date'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficeDeliveryPreview: {
    method: 'GET',
    path: '/api/backoffice/delivery/preview',
    pathParams: [],
    requiredQuery: ['market', 'zipCode'],
    optionalQuery: ['count'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 422],
    successStatuses: [],
  },
  getBackofficeDeliveryRoutes: {
    method: 'GET',
    path: '/api/backoffice/delivery/routes',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['market'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  postBackofficeDeliveryRoutes: {
    method: 'POST',
    path: '/api/backoffice/delivery/routes',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 422],
    successStatuses: [201],
  },
  patchBackofficeDeliveryRoutesByCode: {
    method: 'PATCH',
    path: '/api/backoffice/delivery/routes/{code}',
    pathParams: ['code'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  deleteBackofficeDeliveryRoutesByCode: {
    method: 'DELETE',
    path: '/api/backoffice/delivery/routes/{code}',
    pathParams: ['code'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeDeliveryShippingMethods: {
    method: 'GET',
    path: '/api/backoffice/delivery/shipping-methods',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  patchBackofficeDeliveryShippingMethodsByCode: {
    method: 'PATCH',
    path: '/api/backoffice/delivery/shipping-methods/{code}',
    pathParams: ['code'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficeMarkets: {
    method: 'GET',
    path: '/api/backoffice/markets',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  patchBackofficeMarketsByCode: {
    method: 'PATCH',
    path: '/api/backoffice/markets/{code}',
    pathParams: ['code'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeOrders: {
    method: 'GET',
    path: '/api/backoffice/orders',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['status', 'customerId', 'market', 'from', 'to', 'q', 'after', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  getBackofficeOrdersByOrderId: {
    method: 'GET',
    path: '/api/backoffice/orders/{orderId}',
    pathParams: ['orderId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postBackofficeOrdersByOrderIdInvoicePaid: {
    method: 'POST',
    path: '/api/backoffice/orders/{orderId}/invoice-paid',
    pathParams: ['orderId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postBackofficeOrdersByOrderIdStatus: {
    method: 'POST',
    path: '/api/backoffice/orders/{orderId}/status',
    pathParams: ['orderId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficePriceExplainer: {
    method: 'GET',
    path: '/api/backoffice/price-explainer',
    pathParams: [],
    requiredQuery: ['customerId'],
    optionalQuery: ['sku', 'productId', 'quantity', 'market'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficePriceLists: {
    method: 'GET',
    path: '/api/backoffice/price-lists',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['kind', 'market', 'status', 'q', 'customerId', 'skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  postBackofficePriceLists: {
    method: 'POST',
    path: '/api/backoffice/price-lists',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 422],
    successStatuses: [201],
  },
  getBackofficePriceListsByPriceListId: {
    method: 'GET',
    path: '/api/backoffice/price-lists/{priceListId}',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  patchBackofficePriceListsByPriceListId: {
    method: 'PATCH',
    path: '/api/backoffice/price-lists/{priceListId}',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postBackofficePriceListsByPriceListIdCompanies: {
    method: 'POST',
    path: '/api/backoffice/price-lists/{priceListId}/companies',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  deleteBackofficePriceListsByPriceListIdCompaniesByCustomerId: {
    method: 'DELETE',
    path: '/api/backoffice/price-lists/{priceListId}/companies/{customerId}',
    pathParams: ['priceListId', 'customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postBackofficePriceListsByPriceListIdCopy: {
    method: 'POST',
    path: '/api/backoffice/price-lists/{priceListId}/copy',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [201],
  },
  postBackofficePriceListsByPriceListIdEnd: {
    method: 'POST',
    path: '/api/backoffice/price-lists/{priceListId}/end',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficePriceListsByPriceListIdPrices: {
    method: 'GET',
    path: '/api/backoffice/price-lists/{priceListId}/prices',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: ['q', 'skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficePriceListsByPriceListIdPricesExport: {
    method: 'GET',
    path: '/api/backoffice/price-lists/{priceListId}/prices/export',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postBackofficePriceListsByPriceListIdPricesImport: {
    method: 'POST',
    path: '/api/backoffice/price-lists/{priceListId}/prices/import',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  putBackofficePriceListsByPriceListIdPricesBySku: {
    method: 'PUT',
    path: '/api/backoffice/price-lists/{priceListId}/prices/{sku}',
    pathParams: ['priceListId', 'sku'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficeProductForm: {
    method: 'GET',
    path: '/api/backoffice/product-form',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  getBackofficeProducts: {
    method: 'GET',
    path: '/api/backoffice/products',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['q', 'categoryId', 'brandId', 'status', 'stock', 'hasImage', 'page', 'pageSize'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  postBackofficeProducts: {
    method: 'POST',
    path: '/api/backoffice/products',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 409, 422],
    successStatuses: [201],
  },
  postBackofficeProductsBulk: {
    method: 'POST',
    path: '/api/backoffice/products/bulk',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeProductsByProductId: {
    method: 'GET',
    path: '/api/backoffice/products/{productId}',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  putBackofficeProductsByProductId: {
    method: 'PUT',
    path: '/api/backoffice/products/{productId}',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 409, 422],
    successStatuses: [],
  },
  postBackofficeProductsByProductIdCopy: {
    method: 'POST',
    path: '/api/backoffice/products/{productId}/copy',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 409, 422],
    successStatuses: [201],
  },
  getBackofficeProductsByProductIdImages: {
    method: 'GET',
    path: '/api/backoffice/products/{productId}/images',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postBackofficeProductsByProductIdImages: {
    method: 'POST',
    path: '/api/backoffice/products/{productId}/images',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [201],
  },
  postBackofficeProductsByProductIdImagesImport: {
    method: 'POST',
    path: '/api/backoffice/products/{productId}/images/import',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [201],
  },
  putBackofficeProductsByProductIdImagesOrder: {
    method: 'PUT',
    path: '/api/backoffice/products/{productId}/images/order',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  patchBackofficeProductsByProductIdImagesByImageId: {
    method: 'PATCH',
    path: '/api/backoffice/products/{productId}/images/{imageId}',
    pathParams: ['productId', 'imageId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  deleteBackofficeProductsByProductIdImagesByImageId: {
    method: 'DELETE',
    path: '/api/backoffice/products/{productId}/images/{imageId}',
    pathParams: ['productId', 'imageId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeQuotes: {
    method: 'GET',
    path: '/api/backoffice/quotes',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['status', 'skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  putBackofficeQuotesByQuoteId: {
    method: 'PUT',
    path: '/api/backoffice/quotes/{quoteId}',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postBackofficeQuotesByQuoteIdSend: {
    method: 'POST',
    path: '/api/backoffice/quotes/{quoteId}/send',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficeSearchSynonyms: {
    method: 'GET',
    path: '/api/backoffice/search-synonyms',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  postBackofficeSearchSynonyms: {
    method: 'POST',
    path: '/api/backoffice/search-synonyms',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [201],
  },
  deleteBackofficeSearchSynonymsBySynonymId: {
    method: 'DELETE',
    path: '/api/backoffice/search-synonyms/{synonymId}',
    pathParams: ['synonymId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getBackofficeStaff: {
    method: 'GET',
    path: '/api/backoffice/staff',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  postBackofficeStaff: {
    method: 'POST',
    path: '/api/backoffice/staff',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 422],
    successStatuses: [201],
  },
  patchBackofficeStaffByContactId: {
    method: 'PATCH',
    path: '/api/backoffice/staff/{contactId}',
    pathParams: ['contactId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficeSupportAgents: {
    method: 'GET',
    path: '/api/backoffice/support/agents',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  getBackofficeSupportEvents: {
    method: 'GET',
    path: '/api/backoffice/support/events',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  getBackofficeSupportQueue: {
    method: 'GET',
    path: '/api/backoffice/support/queue',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  postBackofficeTicketsByTicketIdAssign: {
    method: 'POST',
    path: '/api/backoffice/tickets/{ticketId}/assign',
    pathParams: ['ticketId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getBackofficeTicketsByTicketIdContext: {
    method: 'GET',
    path: '/api/backoffice/tickets/{ticketId}/context',
    pathParams: ['ticketId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postBackofficeTicketsByTicketIdStatus: {
    method: 'POST',
    path: '/api/backoffice/tickets/{ticketId}/status',
    pathParams: ['ticketId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getCatalogAutocomplete: {
    method: 'GET',
    path: '/api/catalog/autocomplete',
    pathParams: [],
    requiredQuery: ['q'],
    optionalQuery: ['limit', 'market', 'customerId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422],
    successStatuses: [],
  },
  getCatalogBrands: {
    method: 'GET',
    path: '/api/catalog/brands',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401],
    successStatuses: [],
  },
  getCatalogCategories: {
    method: 'GET',
    path: '/api/catalog/categories',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401],
    successStatuses: [],
  },
  getCatalogCategoriesBySlugBySlug: {
    method: 'GET',
    path: '/api/catalog/categories/by-slug/{slug}',
    pathParams: ['slug'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404],
    successStatuses: [],
  },
  getCatalogChanges: {
    method: 'GET',
    path: '/api/catalog/changes',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [401, 403],
    successStatuses: [],
  },
  getCatalogProductVariants: {
    method: 'GET',
    path: '/api/catalog/product-variants',
    pathParams: [],
    requiredQuery: ['productIds'],
    optionalQuery: ['market', 'customerId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422],
    successStatuses: [],
  },
  getCatalogProducts: {
    method: 'GET',
    path: '/api/catalog/products',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['category', 'brand', 'q', 'sort', 'page', 'pageSize', 'market', 'customerId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422],
    successStatuses: [],
  },
  getCatalogProductsByProductId: {
    method: 'GET',
    path: '/api/catalog/products/{productId}',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: ['market', 'customerId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422],
    successStatuses: [],
  },
  getCatalogSearch: {
    method: 'GET',
    path: '/api/catalog/search',
    pathParams: [],
    requiredQuery: ['q'],
    optionalQuery: ['limit', 'contentLimit', 'market', 'customerId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422],
    successStatuses: [],
  },
  getContentPagesBySlug: {
    method: 'GET',
    path: '/api/content/pages/{slug}',
    pathParams: ['slug'],
    requiredQuery: [],
    optionalQuery: ['language'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 404],
    successStatuses: [],
  },
  getCostCentres: {
    method: 'GET',
    path: '/api/cost-centres',
    pathParams: [],
    requiredQuery: ['customerId'],
    optionalQuery: ['includeInactive'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postCostCentres: {
    method: 'POST',
    path: '/api/cost-centres',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  patchCostCentresByCostCentreId: {
    method: 'PATCH',
    path: '/api/cost-centres/{costCentreId}',
    pathParams: ['costCentreId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postCustomerAddAddress: {
    method: 'POST',
    path: '/api/customer/add-address',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  getCustomerAuditLog: {
    method: 'GET',
    path: '/api/customer/audit-log',
    pathParams: [],
    requiredQuery: ['customerId'],
    optionalQuery: ['action', 'outcome', 'skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postCustomerChangeContactRelation: {
    method: 'POST',
    path: '/api/customer/change-contact-relation',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postCustomerCheckUser: {
    method: 'POST',
    path: '/api/customer/check-user',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postCustomerCompanyByCompanyIdContactByContactIdInvite: {
    method: 'POST',
    path: '/api/customer/company/{companyId}/contact/{contactId}/invite',
    pathParams: ['companyId', 'contactId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404, 422],
    successStatuses: [],
  },
  postCustomerCreate: {
    method: 'POST',
    path: '/api/customer/create',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postCustomerCreateContact: {
    method: 'POST',
    path: '/api/customer/create-contact',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postCustomerCreateCustomerOnly: {
    method: 'POST',
    path: '/api/customer/create-customer-only',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postCustomerCustomerByCustomerIdChangePassword: {
    method: 'POST',
    path: '/api/customer/customer/{customerId}/change-password',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [404, 422],
    successStatuses: [],
  },
  deleteCustomerDeleteAddress: {
    method: 'DELETE',
    path: '/api/customer/delete-address',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['customerId', 'addressId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  patchCustomerEditAddress: {
    method: 'PATCH',
    path: '/api/customer/edit-address',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  getCustomerGetContactByContactId: {
    method: 'GET',
    path: '/api/customer/get-contact/{contactId}',
    pathParams: ['contactId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 422],
    successStatuses: [],
  },
  getCustomerGetContactByContactIdCompanies: {
    method: 'GET',
    path: '/api/customer/get-contact/{contactId}/companies',
    pathParams: ['contactId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 422],
    successStatuses: [],
  },
  getCustomerGetCustomerByCustomerId: {
    method: 'GET',
    path: '/api/customer/get-customer/{customerId}',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404],
    successStatuses: [],
  },
  getCustomerGetInvoiceaddressByCustomerId: {
    method: 'GET',
    path: '/api/customer/get-invoiceaddress/{customerId}',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 422],
    successStatuses: [],
  },
  postCustomerInitcompany: {
    method: 'POST',
    path: '/api/customer/initcompany',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  postCustomerInvitationsAccept: {
    method: 'POST',
    path: '/api/customer/invitations/accept',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 404, 422],
    successStatuses: [],
  },
  postCustomerInvitationsLookup: {
    method: 'POST',
    path: '/api/customer/invitations/lookup',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 404],
    successStatuses: [],
  },
  getCustomerInvitationsMine: {
    method: 'GET',
    path: '/api/customer/invitations/mine',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401],
    successStatuses: [],
  },
  postCustomerInvitationsByInvitationIdAccept: {
    method: 'POST',
    path: '/api/customer/invitations/{invitationId}/accept',
    pathParams: ['invitationId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422],
    successStatuses: [],
  },
  postCustomerInvitationsByInvitationIdDecline: {
    method: 'POST',
    path: '/api/customer/invitations/{invitationId}/decline',
    pathParams: ['invitationId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422],
    successStatuses: [],
  },
  postCustomerJoinRequests: {
    method: 'POST',
    path: '/api/customer/join-requests',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 429],
    successStatuses: [202],
  },
  postCustomerJoinRequestsVerify: {
    method: 'POST',
    path: '/api/customer/join-requests/verify',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 422, 429],
    successStatuses: [],
  },
  getCustomerListAddressesByCustomerId: {
    method: 'GET',
    path: '/api/customer/list-addresses/{customerId}',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 422],
    successStatuses: [],
  },
  getCustomerListContactsByCustomerId: {
    method: 'GET',
    path: '/api/customer/list-contacts/{customerId}',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404],
    successStatuses: [],
  },
  putCustomerMyLocale: {
    method: 'PUT',
    path: '/api/customer/my-locale',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 404],
    successStatuses: [],
  },
  getCustomerSpendByCustomerId: {
    method: 'GET',
    path: '/api/customer/spend/{customerId}',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: ['months'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404],
    successStatuses: [],
  },
  putCustomerUpdateCustomer: {
    method: 'PUT',
    path: '/api/customer/update-customer',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422],
    successStatuses: [],
  },
  getCustomerByCustomerIdConsents: {
    method: 'GET',
    path: '/api/customer/{customerId}/consents',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 422, 500, 502],
    successStatuses: [],
  },
  postCustomerByCustomerIdConsents: {
    method: 'POST',
    path: '/api/customer/{customerId}/consents',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 422, 500, 502],
    successStatuses: [],
  },
  getCustomerByCustomerIdJoinRequests: {
    method: 'GET',
    path: '/api/customer/{customerId}/join-requests',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postCustomerByCustomerIdJoinRequestsByRequestIdApprove: {
    method: 'POST',
    path: '/api/customer/{customerId}/join-requests/{requestId}/approve',
    pathParams: ['customerId', 'requestId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postCustomerByCustomerIdJoinRequestsByRequestIdReject: {
    method: 'POST',
    path: '/api/customer/{customerId}/join-requests/{requestId}/reject',
    pathParams: ['customerId', 'requestId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postDeliveryDates: {
    method: 'POST',
    path: '/api/delivery/dates',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [404, 422],
    successStatuses: [],
  },
  postIdportenAuthorize: {
    method: 'POST',
    path: '/api/idporten/authorize',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400],
    successStatuses: [],
  },
  postIdportenFrontchannelLogout: {
    method: 'POST',
    path: '/api/idporten/frontchannel-logout',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  postIdportenLogout: {
    method: 'POST',
    path: '/api/idporten/logout',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400],
    successStatuses: [],
  },
  postIdportenRefresh: {
    method: 'POST',
    path: '/api/idporten/refresh',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400],
    successStatuses: [],
  },
  postIdportenToken: {
    method: 'POST',
    path: '/api/idporten/token',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400],
    successStatuses: [],
  },
  getIdportenUserInfo: {
    method: 'GET',
    path: '/api/idporten/user-info',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400],
    successStatuses: [],
  },
  getMarketCheckZipcode: {
    method: 'GET',
    path: '/api/market/check-zipcode',
    pathParams: [],
    requiredQuery: ['market', 'zipCode'],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [],
    successStatuses: [],
  },
  postOrderFutureDeliveries: {
    method: 'POST',
    path: '/api/order/future-deliveries',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postOrderOrderinvoice: {
    method: 'POST',
    path: '/api/order/orderinvoice',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['orderNumber'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  getOrderOrderinvoiceInvoiceNumberPdf: {
    method: 'GET',
    path: '/api/order/orderinvoice/{invoiceNumber}.pdf',
    pathParams: ['invoiceNumber'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postOrderSimulate: {
    method: 'POST',
    path: '/api/order/simulate',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postOrderValidate: {
    method: 'POST',
    path: '/api/order/validate',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postOrderValidateshoppinglist: {
    method: 'POST',
    path: '/api/order/validateshoppinglist',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postOrderVerifyDeliverydates: {
    method: 'POST',
    path: '/api/order/verify-deliverydates',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['subscriptionId'],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [422],
    successStatuses: [],
  },
  getOrderByCartIdShippingmethods: {
    method: 'GET',
    path: '/api/order/{cartId}/shippingmethods',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  getOrdersByOrderId: {
    method: 'GET',
    path: '/api/orders/{orderId}',
    pathParams: ['orderId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postPaymentsNetsWebhook: {
    method: 'POST',
    path: '/api/payments/nets/webhook',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 502, 504],
    successStatuses: [],
  },
  getPriceExplain: {
    method: 'GET',
    path: '/api/price/explain',
    pathParams: [],
    requiredQuery: ['customerId'],
    optionalQuery: ['sku', 'productId', 'quantity', 'market'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postPricePrices: {
    method: 'POST',
    path: '/api/price/prices',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400],
    successStatuses: [],
  },
  getProductByProductIdProperties: {
    method: 'GET',
    path: '/api/product/{productId}/properties',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  getProductByProductIdPropertiesAll: {
    method: 'GET',
    path: '/api/product/{productId}/properties/all',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  getProductByProductIdPropertiesByKey: {
    method: 'GET',
    path: '/api/product/{productId}/properties/{key}',
    pathParams: ['productId', 'key'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  getProductByProductIdVariantBySkuProperties: {
    method: 'GET',
    path: '/api/product/{productId}/variant/{sku}/properties',
    pathParams: ['productId', 'sku'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  getProductByProductIdVariantBySkuPropertiesAll: {
    method: 'GET',
    path: '/api/product/{productId}/variant/{sku}/properties/all',
    pathParams: ['productId', 'sku'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  getProductByProductIdVariantBySkuPropertiesByKey: {
    method: 'GET',
    path: '/api/product/{productId}/variant/{sku}/properties/{key}',
    pathParams: ['productId', 'sku', 'key'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  postPunchoutCxmlGetformpayload: {
    method: 'POST',
    path: '/api/punchout/cxml/getformpayload',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 404, 500, 502],
    successStatuses: [],
  },
  postPunchoutOciGetformpayload: {
    method: 'POST',
    path: '/api/punchout/oci/getformpayload',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 404],
    successStatuses: [],
  },
  postPunchoutSession: {
    method: 'POST',
    path: '/api/punchout/session',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 410, 422, 429],
    successStatuses: [],
  },
  getQuotes: {
    method: 'GET',
    path: '/api/quotes',
    pathParams: [],
    requiredQuery: ['customerId'],
    optionalQuery: ['status', 'skip', 'take'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postQuotes: {
    method: 'POST',
    path: '/api/quotes',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getQuotesByQuoteId: {
    method: 'GET',
    path: '/api/quotes/{quoteId}',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postQuotesByQuoteIdAccept: {
    method: 'POST',
    path: '/api/quotes/{quoteId}/accept',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postQuotesByQuoteIdMessages: {
    method: 'POST',
    path: '/api/quotes/{quoteId}/messages',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getQuotesByQuoteIdPdf: {
    method: 'GET',
    path: '/api/quotes/{quoteId}/pdf',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postQuotesByQuoteIdReject: {
    method: 'POST',
    path: '/api/quotes/{quoteId}/reject',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  deleteSanityDelete: {
    method: 'DELETE',
    path: '/api/sanity/delete',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [],
    successStatuses: [],
  },
  postSanityFullIndex: {
    method: 'POST',
    path: '/api/sanity/full-index',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [],
    successStatuses: [202],
  },
  getSanityFullIndexById: {
    method: 'GET',
    path: '/api/sanity/full-index/{id}',
    pathParams: ['id'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postSanityUpdate: {
    method: 'POST',
    path: '/api/sanity/update',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [],
    successStatuses: [],
  },
  postSessionRefresh: {
    method: 'POST',
    path: '/api/session/refresh',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 429],
    successStatuses: [],
  },
  postSessionRevoke: {
    method: 'POST',
    path: '/api/session/revoke',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 429],
    successStatuses: [],
  },
  postShoppinglistCreate: {
    method: 'POST',
    path: '/api/shoppinglist/create',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [201],
  },
  getShoppinglistSearch: {
    method: 'GET',
    path: '/api/shoppinglist/search',
    pathParams: [],
    requiredQuery: ['customerId', 'page', 'take', 'sharedOnly'],
    optionalQuery: ['contactId', 'only'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [],
    successStatuses: [],
  },
  getShoppinglistByCartId: {
    method: 'GET',
    path: '/api/shoppinglist/{cartId}',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: ['customerId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [],
    successStatuses: [],
  },
  patchShoppinglistByCartId: {
    method: 'PATCH',
    path: '/api/shoppinglist/{cartId}',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  deleteShoppinglistByCartId: {
    method: 'DELETE',
    path: '/api/shoppinglist/{cartId}',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postShoppinglistByCartIdCopy: {
    method: 'POST',
    path: '/api/shoppinglist/{cartId}/copy',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [201],
  },
  postShoppinglistByCartIdImport: {
    method: 'POST',
    path: '/api/shoppinglist/{cartId}/import',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postShoppinglistByCartIdLines: {
    method: 'POST',
    path: '/api/shoppinglist/{cartId}/lines',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  putShoppinglistByCartIdLinesBySku: {
    method: 'PUT',
    path: '/api/shoppinglist/{cartId}/lines/{sku}',
    pathParams: ['cartId', 'sku'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  deleteShoppinglistByCartIdLinesBySku: {
    method: 'DELETE',
    path: '/api/shoppinglist/{cartId}/lines/{sku}',
    pathParams: ['cartId', 'sku'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postShoppinglistByCartIdToCart: {
    method: 'POST',
    path: '/api/shoppinglist/{cartId}/to-cart',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getSignInContactsByContactIdPasskeys: {
    method: 'GET',
    path: '/api/sign-in/contacts/{contactId}/passkeys',
    pathParams: ['contactId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  postSignInEmailLink: {
    method: 'POST',
    path: '/api/sign-in/email-link',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 429],
    successStatuses: [202],
  },
  postSignInLookup: {
    method: 'POST',
    path: '/api/sign-in/lookup',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postSignInPasskeys: {
    method: 'POST',
    path: '/api/sign-in/passkeys',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getSignInPasskeysByCredentialId: {
    method: 'GET',
    path: '/api/sign-in/passkeys/{credentialId}',
    pathParams: ['credentialId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postSignInPasskeysByCredentialIdCounter: {
    method: 'POST',
    path: '/api/sign-in/passkeys/{credentialId}/counter',
    pathParams: ['credentialId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  postSignInSession: {
    method: 'POST',
    path: '/api/sign-in/session',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  postSignInVerificationTokens: {
    method: 'POST',
    path: '/api/sign-in/verification-tokens',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  postSignInVerificationTokensUse: {
    method: 'POST',
    path: '/api/sign-in/verification-tokens/use',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postSubscriptionCreate: {
    method: 'POST',
    path: '/api/subscription/create',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [201],
  },
  postSubscriptionSearch: {
    method: 'POST',
    path: '/api/subscription/search',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postSubscriptionUpdate: {
    method: 'POST',
    path: '/api/subscription/update',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  getSubscriptionById: {
    method: 'GET',
    path: '/api/subscription/{id}',
    pathParams: ['id'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  deleteSubscriptionById: {
    method: 'DELETE',
    path: '/api/subscription/{id}',
    pathParams: ['id'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postSubscriptionByIdUpdateCarttemplateByCartId: {
    method: 'POST',
    path: '/api/subscription/{id}/update/carttemplate/{cartId}',
    pathParams: ['id', 'cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postTicketAddComment: {
    method: 'POST',
    path: '/api/ticket/add-comment',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postTicketChatAddAgentMessage: {
    method: 'POST',
    path: '/api/ticket/chat/add-agent-message',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postTicketChatAddCustomerMessage: {
    method: 'POST',
    path: '/api/ticket/chat/add-customer-message',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postTicketChatEnd: {
    method: 'POST',
    path: '/api/ticket/chat/end',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postTicketChatStart: {
    method: 'POST',
    path: '/api/ticket/chat/start',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [201],
  },
  getTicketChatByChatId: {
    method: 'GET',
    path: '/api/ticket/chat/{chatId}',
    pathParams: ['chatId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  getTicketChatByChatIdEvents: {
    method: 'GET',
    path: '/api/ticket/chat/{chatId}/events',
    pathParams: ['chatId'],
    requiredQuery: [],
    optionalQuery: ['lastEventId'],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  postTicketCreate: {
    method: 'POST',
    path: '/api/ticket/create',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [201],
  },
  getTicketSearch: {
    method: 'GET',
    path: '/api/ticket/search',
    pathParams: [],
    requiredQuery: ['query', 'customerId', 'contactId', 'pageSize'],
    optionalQuery: ['lastObjectId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  getTicketByTicketId: {
    method: 'GET',
    path: '/api/ticket/{ticketId}',
    pathParams: ['ticketId'],
    requiredQuery: [],
    optionalQuery: ['customerId', 'contactId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  postCartsByPidPaymentProvidersNets: {
    method: 'POST',
    path: '/carts/{pid}/payment-providers/nets',
    pathParams: ['pid'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [401],
    successStatuses: [],
  },
  getCartsByPidPaymentProvidersNetsByTransactionId: {
    method: 'GET',
    path: '/carts/{pid}/payment-providers/nets/{transactionId}',
    pathParams: ['pid', 'transactionId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [401, 404],
    successStatuses: [],
  },
  postCartsByPidPaymentProvidersNetsByTransactionIdCreateOrder: {
    method: 'POST',
    path: '/carts/{pid}/payment-providers/nets/{transactionId}/create-order',
    pathParams: ['pid', 'transactionId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [401, 404],
    successStatuses: [],
  },
  getCompanyByCompanyId: {
    method: 'GET',
    path: '/company/{companyId}',
    pathParams: ['companyId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  getCustomerExternalByExternalId: {
    method: 'GET',
    path: '/customer/external/{externalId}',
    pathParams: ['externalId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  getHealth: {
    method: 'GET',
    path: '/health',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [],
    successStatuses: [],
  },
  getInvitationsByEmailByEmail: {
    method: 'GET',
    path: '/invitations/by-email/{email}',
    pathParams: ['email'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  getMediaByKey: {
    method: 'GET',
    path: '/media/{key}',
    pathParams: ['key'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [404],
    successStatuses: [],
  },
  postOmniumEventsBusinessCustomerChanged: {
    method: 'POST',
    path: '/omnium/events/business-customer-changed',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'file',
    handledStatuses: [],
    successStatuses: [],
  },
  getProductsByProductIdVariantsProperties: {
    method: 'GET',
    path: '/products/{productId}/variants/properties',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: ['propertyKeys'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  postPunchoutCxmlOrder: {
    method: 'POST',
    path: '/punchout/cxml/order',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'file',
    handledStatuses: [400, 401, 403, 404, 413, 415, 429, 500],
    successStatuses: [],
  },
  postPunchoutCxmlSetup: {
    method: 'POST',
    path: '/punchout/cxml/setup',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'file',
    handledStatuses: [400, 401, 403, 404, 413, 415, 429, 500],
    successStatuses: [],
  },
  getPunchoutOci: {
    method: 'GET',
    path: '/punchout/oci',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: ['USERNAME', 'PASSWORD', 'HOOK_URL', 'OCI_VERSION', '~OkCode', '~TARGET', '~CALLER', 'FUNCTION', 'PRODUCTID', 'SEARCHSTRING'],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [400, 401, 403, 429],
    successStatuses: [],
  },
  postPunchoutOci: {
    method: 'POST',
    path: '/punchout/oci',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'form',
    response: 'file',
    handledStatuses: [400, 401, 403, 429],
    successStatuses: [],
  },
  getReady: {
    method: 'GET',
    path: '/ready',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [503],
    successStatuses: [],
  },
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof operations;

/** One typed function per operation of the API, all sending through `send`. */
export function createOperations(send: Send) {
  return {
    /** GET /api/account/passkeys: The caller's own passkeys (names and dates; no key material) */
    getAccountPasskeys: (input?: GetAccountPasskeysInput) =>
      send<GetAccountPasskeysResponse>(operations.getAccountPasskeys, input),
    /**
     * PATCH /api/account/passkeys/{passkeyId}: Rename one of the caller’s passkeys
     * Someone else's passkey answers 404, as an unknown one does.
     */
    patchAccountPasskeysByPasskeyId: (input: PatchAccountPasskeysByPasskeyIdInput) =>
      send<PatchAccountPasskeysByPasskeyIdResponse>(operations.patchAccountPasskeysByPasskeyId, input),
    /**
     * DELETE /api/account/passkeys/{passkeyId}: Remove one of the caller’s passkeys
     * Someone else's passkey answers 404, as an unknown one does.
     */
    deleteAccountPasskeysByPasskeyId: (input: DeleteAccountPasskeysByPasskeyIdInput) =>
      send<DeleteAccountPasskeysByPasskeyIdResponse>(operations.deleteAccountPasskeysByPasskeyId, input),
    /**
     * GET /api/approvals: Approval requests, newest first
     * Approvers see the company's (or only their own with mine=true); everyone else their own.
     */
    getApprovals: (input: GetApprovalsInput) =>
      send<GetApprovalsResponse>(operations.getApprovals, input),
    /**
     * POST /api/approvals: Send the caller's open cart for approval
     * When approval is the only thing between the cart and an order (initCheckout lists approval_required). Freezes the lines, empties the cart and mails the approvers. 422 approval_not_needed, checkout_blocked (other problems), cart_empty, cart_changed. Same Idempotency-Key → the same request.
     */
    postApprovals: (input: PostApprovalsInput) =>
      send<PostApprovalsResponse>(operations.postApprovals, input),
    /** POST /api/approvals/rules: Add an approval rule: orders over an amount, a product category, prescription items (admins) */
    postApprovalsRules: (input: PostApprovalsRulesInput) =>
      send<PostApprovalsRulesResponse>(operations.postApprovalsRules, input),
    /** DELETE /api/approvals/rules/{ruleId}: Remove an approval rule (admins) */
    deleteApprovalsRulesByRuleId: (input: DeleteApprovalsRulesByRuleIdInput) =>
      send<DeleteApprovalsRulesByRuleIdResponse>(operations.deleteApprovalsRulesByRuleId, input),
    /**
     * GET /api/approvals/settings: The company's spending limits, approvers and approval rules
     * Admins see every contact; others see the company limits, the rules and their own limits only.
     */
    getApprovalsSettings: (input: GetApprovalsSettingsInput) =>
      send<GetApprovalsSettingsResponse>(operations.getApprovalsSettings, input),
    /** PUT /api/approvals/settings/company: Set the company's limits per order and per month (admins) */
    putApprovalsSettingsCompany: (input: PutApprovalsSettingsCompanyInput) =>
      send<PutApprovalsSettingsCompanyResponse>(operations.putApprovalsSettingsCompany, input),
    /** PUT /api/approvals/settings/contacts/{contactId}: Set a contact's limits and whether they approve (admins) */
    putApprovalsSettingsContactsByContactId: (input: PutApprovalsSettingsContactsByContactIdInput) =>
      send<PutApprovalsSettingsContactsByContactIdResponse>(operations.putApprovalsSettingsContactsByContactId, input),
    /**
     * GET /api/approvals/{approvalId}: One approval request with its frozen cart priced now
     * The requester and the approvers of the company; anyone else 404.
     */
    getApprovalsByApprovalId: (input: GetApprovalsByApprovalIdInput) =>
      send<GetApprovalsByApprovalIdResponse>(operations.getApprovalsByApprovalId, input),
    /**
     * POST /api/approvals/{approvalId}/approve: Approve: on invoice the order is placed now at the prices valid now; by card a pay link is sent
     * Admins and named approvers, never on their own request (422 approval_own_request). 422 approval_not_pending (already decided: two approvers at once make one order), approval_expired, checkout_blocked (the order cannot be placed now).
     */
    postApprovalsByApprovalIdApprove: (input: PostApprovalsByApprovalIdApproveInput) =>
      send<PostApprovalsByApprovalIdApproveResponse>(operations.postApprovalsByApprovalIdApprove, input),
    /**
     * POST /api/approvals/{approvalId}/card-payment: The pay link of an approved card request: start its card payment (Nets hosted payment page)
     * The requester only, once approved (else 422 approval_not_pending). The same cart and total answers the same transaction; the order is made by the usual create-order call after the hosted page.
     */
    postApprovalsByApprovalIdCardPayment: (input: PostApprovalsByApprovalIdCardPaymentInput) =>
      send<PostApprovalsByApprovalIdCardPaymentResponse>(operations.postApprovalsByApprovalIdCardPayment, input),
    /** POST /api/approvals/{approvalId}/reject: Reject with a comment; the lines go back to the requester's cart */
    postApprovalsByApprovalIdReject: (input: PostApprovalsByApprovalIdRejectInput) =>
      send<PostApprovalsByApprovalIdRejectResponse>(operations.postApprovalsByApprovalIdReject, input),
    /** POST /api/approvals/{approvalId}/withdraw: The requester takes a pending request back; the lines return to their cart */
    postApprovalsByApprovalIdWithdraw: (input: PostApprovalsByApprovalIdWithdrawInput) =>
      send<PostApprovalsByApprovalIdWithdrawResponse>(operations.postApprovalsByApprovalIdWithdraw, input),
    /**
     * GET /api/ardis/cart: The person's open cart, priced now
     * Created on first read. pid must be the caller's contact id (else 404). initCheckout=true adds `checkout` with what stops an order. 422 company_required when the caller has several companies and no customerId.
     */
    getArdisCart: (input?: GetArdisCartInput) =>
      send<GetArdisCartResponse>(operations.getArdisCart, input),
    /**
     * POST /api/ardis/cart/addorderline: Add a SKU to the cart
     * Adds to the quantity when the SKU is already in the cart. 422 sku_not_available for an unknown, unsold or unpriced SKU in the cart's market. Buyers and admins only (403).
     */
    postArdisCartAddorderline: (input: PostArdisCartAddorderlineInput) =>
      send<PostArdisCartAddorderlineResponse>(operations.postArdisCartAddorderline, input),
    /**
     * POST /api/ardis/cart/createorder: Place an order from the caller's open cart
     * One transaction: locks the cart, re-prices every line, stores the order (status confirmed) and empties the cart. 422 cart_empty, cart_changed (expectedVersion differs), price_changed (expectedGross differs, with the new `totals`), checkout_blocked (with `problems`), idempotency_key_reused. Same Idempotency-Key and body → the same order. Buyers and admins only (403).
     */
    postArdisCartCreateorder: (input: PostArdisCartCreateorderInput) =>
      send<PostArdisCartCreateorderResponse>(operations.postArdisCartCreateorder, input),
    /**
     * DELETE /api/ardis/cart/deleteorderline: Remove a line
     * JSON body with the line by lineId or sku; 404 when the cart has no such line.
     */
    deleteArdisCartDeleteorderline: (input: DeleteArdisCartDeleteorderlineInput) =>
      send<DeleteArdisCartDeleteorderlineResponse>(operations.deleteArdisCartDeleteorderline, input),
    /**
     * POST /api/ardis/cart/setmarket: Move the cart to another of the company's markets
     * Re-prices every line in the market's currency and VAT. 422 market_not_allowed or market_unknown.
     */
    postArdisCartSetmarket: (input: PostArdisCartSetmarketInput) =>
      send<PostArdisCartSetmarketResponse>(operations.postArdisCartSetmarket, input),
    /**
     * POST /api/ardis/cart/updatemetadata: Purchase-order number, comment, requested delivery date and delivery address
     * Fields left out stay; null clears. The address must be one of the company's delivery addresses (another company’s: 404; an invoice address: 422 delivery_address_invalid).
     */
    postArdisCartUpdatemetadata: (input: PostArdisCartUpdatemetadataInput) =>
      send<PostArdisCartUpdatemetadataResponse>(operations.postArdisCartUpdatemetadata, input),
    /**
     * POST /api/ardis/cart/updateorderline: Set a line's quantity (0 removes it)
     * The line by lineId or sku; 404 when the cart has no such line.
     */
    postArdisCartUpdateorderline: (input: PostArdisCartUpdateorderlineInput) =>
      send<PostArdisCartUpdateorderlineResponse>(operations.postArdisCartUpdateorderline, input),
    /**
     * POST /api/ardis/customer/add-address: Add a private delivery address of a person
     * 422 market_unknown or zip_code_invalid for a country we do not sell in or a malformed zip code. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    postArdisCustomerAddAddress: (input: PostArdisCustomerAddAddressInput) =>
      send<PostArdisCustomerAddAddressResponse>(operations.postArdisCustomerAddAddress, input),
    /**
     * GET /api/ardis/customer/address: One of a person's addresses
     * Both query parameters are required. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    getArdisCustomerAddress: (input?: GetArdisCustomerAddressInput) =>
      send<GetArdisCustomerAddressResponse>(operations.getArdisCustomerAddress, input),
    /**
     * GET /api/ardis/customer/address/{addressId}/markets: The markets that deliver to an address
     * A market of the address's country whose delivery routes serve its zip code. pid defaults to the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    getArdisCustomerAddressByAddressIdMarkets: (input: GetArdisCustomerAddressByAddressIdMarketsInput) =>
      send<GetArdisCustomerAddressByAddressIdMarketsResponse>(operations.getArdisCustomerAddressByAddressIdMarkets, input),
    /**
     * GET /api/ardis/customer/addresses: A page of a person's addresses
     * Every pid must be the caller or a person the caller is linked to (else 404).
     */
    getArdisCustomerAddresses: (input: GetArdisCustomerAddressesInput) =>
      send<GetArdisCustomerAddressesResponse>(operations.getArdisCustomerAddresses, input),
    /**
     * POST /api/ardis/customer/change-person: Act as another person in the pharmacy session
     * 422 pharmacy_session_required before login (or after logout). Every pid must be the caller or a person the caller is linked to (else 404).
     */
    postArdisCustomerChangePerson: (input: PostArdisCustomerChangePersonInput) =>
      send<PostArdisCustomerChangePersonResponse>(operations.postArdisCustomerChangePerson, input),
    /**
     * DELETE /api/ardis/customer/delete-address: Delete a person's address
     * Both query parameters are required. Answers the remaining addresses. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    deleteArdisCustomerDeleteAddress: (input?: DeleteArdisCustomerDeleteAddressInput) =>
      send<DeleteArdisCustomerDeleteAddressResponse>(operations.deleteArdisCustomerDeleteAddress, input),
    /**
     * POST /api/ardis/customer/edit-address: Edit a person's address
     * Every pid must be the caller or a person the caller is linked to (else 404).
     */
    postArdisCustomerEditAddress: (input: PostArdisCustomerEditAddressInput) =>
      send<PostArdisCustomerEditAddressResponse>(operations.postArdisCustomerEditAddress, input),
    /**
     * POST /api/ardis/customer/get: A person's profile
     * Without pid: the session's active person, else the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    postArdisCustomerGet: (input: PostArdisCustomerGetInput) =>
      send<PostArdisCustomerGetResponse>(operations.postArdisCustomerGet, input),
    /**
     * POST /api/ardis/customer/login: Start the pharmacy session of this sign-in
     * Answers the active person (the caller, or pid when given) and every person the caller may act as. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    postArdisCustomerLogin: (input: PostArdisCustomerLoginInput) =>
      send<PostArdisCustomerLoginResponse>(operations.postArdisCustomerLogin, input),
    /**
     * POST /api/ardis/customer/logout: End the pharmacy session of this sign-in
     * The API sign-in (tokens) stays; sign out of that at /api/session/revoke. Idempotent.
     */
    postArdisCustomerLogout: (input: PostArdisCustomerLogoutInput) =>
      send<PostArdisCustomerLogoutResponse>(operations.postArdisCustomerLogout, input),
    /**
     * POST /api/ardis/customer/update: Update a person's name, phone or birth date
     * Every pid must be the caller or a person the caller is linked to (else 404).
     */
    postArdisCustomerUpdate: (input: PostArdisCustomerUpdateInput) =>
      send<PostArdisCustomerUpdateResponse>(operations.postArdisCustomerUpdate, input),
    /**
     * GET /api/ardis/order: One order with its lines and status history
     * Any member of the order's company (viewers too). Another company's or department: 404.
     */
    getArdisOrder: (input: GetArdisOrderInput) =>
      send<GetArdisOrderResponse>(operations.getArdisOrder, input),
    /**
     * DELETE /api/ardis/order/cancelorder: Cancel an order before picking
     * Only while status is confirmed; else 422 order_not_cancellable with `orderStatus`. Buyers only (403).
     */
    deleteArdisOrderCancelorder: (input: DeleteArdisOrderCancelorderInput) =>
      send<DeleteArdisOrderCancelorderResponse>(operations.deleteArdisOrderCancelorder, input),
    /**
     * GET /api/ardis/order/orders: The person's company's orders, newest first
     * pid must be the caller (else 404); the company is customerId or the caller's only company. Optional filters: status, and from/to as days placed (Europe/Oslo, both included); total counts the filtered.
     */
    getArdisOrderOrders: (input: GetArdisOrderOrdersInput) =>
      send<GetArdisOrderOrdersResponse>(operations.getArdisOrderOrders, input),
    /**
     * POST /api/ardis/order/reorder: Order a past order again: its lines into the caller's cart at today's prices
     * Each line says what changed: added, price_up, price_down (against the order) or unavailable (left out). Checkout then applies the rules of today (availability, approval). Buyers only (403); another company 404.
     */
    postArdisOrderReorder: (input: PostArdisOrderReorderInput) =>
      send<PostArdisOrderReorderResponse>(operations.postArdisOrderReorder, input),
    /**
     * GET /api/ardis/prescription/prescriptions: A person's prescriptions
     * pid defaults to the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    getArdisPrescriptionPrescriptions: (input?: GetArdisPrescriptionPrescriptionsInput) =>
      send<GetArdisPrescriptionPrescriptionsResponse>(operations.getArdisPrescriptionPrescriptions, input),
    /**
     * POST /api/ardis/prescription/prescriptions/add-by-reference: Add a prescription by the reference code on the slip
     * The patient's birth date is the check: wrong → 422 prescription_check_failed; unknown reference (or one another person holds) → 404. Adding one the person holds already answers it again. 10 tries a minute per caller (429). pid defaults to the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    postArdisPrescriptionPrescriptionsAddByReference: (input: PostArdisPrescriptionPrescriptionsAddByReferenceInput) =>
      send<PostArdisPrescriptionPrescriptionsAddByReferenceResponse>(operations.postArdisPrescriptionPrescriptionsAddByReference, input),
    /**
     * GET /api/ardis/prescription/products/{prescriptionId}: The variants a prescription allows, with the quantity left
     * Quantities are 0 unless the prescription is active. pid defaults to the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    getArdisPrescriptionProductsByPrescriptionId: (input: GetArdisPrescriptionProductsByPrescriptionIdInput) =>
      send<GetArdisPrescriptionProductsByPrescriptionIdResponse>(operations.getArdisPrescriptionProductsByPrescriptionId, input),
    /**
     * GET /api/ardis/prescription/{prescriptionId}: One prescription with its lines
     * Another person's prescription answers 404. pid defaults to the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    getArdisPrescriptionByPrescriptionId: (input: GetArdisPrescriptionByPrescriptionIdInput) =>
      send<GetArdisPrescriptionByPrescriptionIdResponse>(operations.getArdisPrescriptionByPrescriptionId, input),
    /**
     * GET /api/ardis/product/variants: Variants by SKU
     * The variants found, in the order asked, and the SKUs that were not; 404 when none exist.
     */
    getArdisProductVariants: (input: GetArdisProductVariantsInput) =>
      send<GetArdisProductVariantsResponse>(operations.getArdisProductVariants, input),
    /** GET /api/backoffice/assortments: Back office: every assortment with its rule and company counts, by name */
    getBackofficeAssortments: (input?: GetBackofficeAssortmentsInput) =>
      send<GetBackofficeAssortmentsResponse>(operations.getBackofficeAssortments, input),
    /**
     * POST /api/backoffice/assortments: Back office: create an assortment
     * Include and exclude rules by category (with its subcategories), brand or product; no inclusion includes everything, an exclusion always wins. Unknown targets and a target both included and excluded: 400 naming the rule; a name in use: 400 on body.name. Audited. Staff only (403).
     */
    postBackofficeAssortments: (input: PostBackofficeAssortmentsInput) =>
      send<PostBackofficeAssortmentsResponse>(operations.postBackofficeAssortments, input),
    /** POST /api/backoffice/assortments/preview: Back office: how many products rules would let a company see, before saving them */
    postBackofficeAssortmentsPreview: (input: PostBackofficeAssortmentsPreviewInput) =>
      send<PostBackofficeAssortmentsPreviewResponse>(operations.postBackofficeAssortmentsPreview, input),
    /** GET /api/backoffice/assortments/{assortmentId}: Back office: one assortment with its rules, companies and product count */
    getBackofficeAssortmentsByAssortmentId: (input: GetBackofficeAssortmentsByAssortmentIdInput) =>
      send<GetBackofficeAssortmentsByAssortmentIdResponse>(operations.getBackofficeAssortmentsByAssortmentId, input),
    /**
     * PUT /api/backoffice/assortments/{assortmentId}: Back office: rename an assortment and replace its rules
     * Its companies see the change at once (this API node; others within seconds). Validated as on create. With expectedVersion, a save made on an older version → 422 assortment_changed (nothing written). Audited. Staff only (403).
     */
    putBackofficeAssortmentsByAssortmentId: (input: PutBackofficeAssortmentsByAssortmentIdInput) =>
      send<PutBackofficeAssortmentsByAssortmentIdResponse>(operations.putBackofficeAssortmentsByAssortmentId, input),
    /**
     * DELETE /api/backoffice/assortments/{assortmentId}: Back office: delete an assortment
     * 422 assortment_in_use while companies have it (give them another or none first). Audited.
     */
    deleteBackofficeAssortmentsByAssortmentId: (input: DeleteBackofficeAssortmentsByAssortmentIdInput) =>
      send<DeleteBackofficeAssortmentsByAssortmentIdResponse>(operations.deleteBackofficeAssortmentsByAssortmentId, input),
    /** GET /api/backoffice/audit-log: The whole audit log, newest first (agents), by company, person, action or outcome */
    getBackofficeAuditLog: (input?: GetBackofficeAuditLogInput) =>
      send<GetBackofficeAuditLogResponse>(operations.getBackofficeAuditLog, input),
    /** GET /api/backoffice/catalog/imports: The latest catalog imports, newest first (agents) */
    getBackofficeCatalogImports: (input?: GetBackofficeCatalogImportsInput) =>
      send<GetBackofficeCatalogImportsResponse>(operations.getBackofficeCatalogImports, input),
    /**
     * POST /api/backoffice/catalog/imports: Import products, variants and list prices from a CSV file (agents)
     * The body is JSON `{csv, fileName, zip?}`, the file itself as `text/csv`, or a zip (`application/zip`) holding one .csv and the pictures its `image`/`variant_image` columns name. The whole file is checked first: any problem → 400 `catalog_import_invalid` with `rows` [{row, column, sku, problem, detail}] (row = line in the file, header = 1) and nothing is written. A clean file answers 202 with the import; its rows are applied in the background in batches (upsert by SKU), followed at GET /api/backoffice/catalog/imports/{importId}.
     */
    postBackofficeCatalogImports: (input: PostBackofficeCatalogImportsInput) =>
      send<PostBackofficeCatalogImportsResponse>(operations.postBackofficeCatalogImports, input),
    /** GET /api/backoffice/catalog/imports/{importId}: A catalog import's progress and the rows that failed (agents) */
    getBackofficeCatalogImportsByImportId: (input: GetBackofficeCatalogImportsByImportIdInput) =>
      send<GetBackofficeCatalogImportsByImportIdResponse>(operations.getBackofficeCatalogImportsByImportId, input),
    /** GET /api/backoffice/categories: Back office: the category tree with names and slugs per language, old slugs and product counts */
    getBackofficeCategories: (input?: GetBackofficeCategoriesInput) =>
      send<GetBackofficeCategoriesResponse>(operations.getBackofficeCategories, input),
    /**
     * POST /api/backoffice/categories: Back office: create a category (last among its siblings)
     * A slug another category has (either language) → 422 category_slug_taken; an unknown parent → 422 category_move_invalid. Audited (category_created). Catalog managers and administrators (403 for others).
     */
    postBackofficeCategories: (input: PostBackofficeCategoriesInput) =>
      send<PostBackofficeCategoriesResponse>(operations.postBackofficeCategories, input),
    /**
     * PATCH /api/backoffice/categories/{categoryId}: Back office: rename a category (names and/or slugs per language)
     * A changed slug is kept as an old slug: the shop redirects it to the new one (permanently). A slug another category has → 422 category_slug_taken. The products are re-indexed for search. Audited (category_updated).
     */
    patchBackofficeCategoriesByCategoryId: (input: PatchBackofficeCategoriesByCategoryIdInput) =>
      send<PatchBackofficeCategoriesByCategoryIdResponse>(operations.patchBackofficeCategoriesByCategoryId, input),
    /**
     * DELETE /api/backoffice/categories/{categoryId}: Back office: delete an empty category
     * Only without products and subcategories: else 422 category_not_empty with `products` and `children`. Its old slugs go with it. Audited (category_deleted).
     */
    deleteBackofficeCategoriesByCategoryId: (input: DeleteBackofficeCategoriesByCategoryIdInput) =>
      send<DeleteBackofficeCategoriesByCategoryIdResponse>(operations.deleteBackofficeCategoriesByCategoryId, input),
    /**
     * POST /api/backoffice/categories/{categoryId}/move: Back office: move a category to another parent and/or place among its siblings
     * Below itself or one of its subcategories, or under an unknown parent → 422 category_move_invalid. The URL (its slug) stays. Audited (category_moved).
     */
    postBackofficeCategoriesByCategoryIdMove: (input: PostBackofficeCategoriesByCategoryIdMoveInput) =>
      send<PostBackofficeCategoriesByCategoryIdMoveResponse>(operations.postBackofficeCategoriesByCategoryIdMove, input),
    /** GET /api/backoffice/customer-options: Back office: what the company form offers (markets, contract price lists, sales reps) */
    getBackofficeCustomerOptions: (input?: GetBackofficeCustomerOptionsInput) =>
      send<GetBackofficeCustomerOptionsResponse>(operations.getBackofficeCustomerOptions, input),
    /**
     * GET /api/backoffice/customers: Back office: companies by name, org number or customer number
     * Filters: q, blocked, market; by name, paged with skip/take. Staff only (403).
     */
    getBackofficeCustomers: (input?: GetBackofficeCustomersInput) =>
      send<GetBackofficeCustomersResponse>(operations.getBackofficeCustomers, input),
    /**
     * POST /api/backoffice/customers: Back office: create a company and invite its first admin
     * The org number must be valid for the market (422 org_number_invalid) and new there (422 org_number_taken); an unknown price list → 422 price_list_unknown, a sales rep who is not active staff → 422 sales_rep_not_staff. The admin gets the invitation mail. Audited (company_created). Answers the company page. Administrators and customer service (403 for other staff).
     */
    postBackofficeCustomers: (input: PostBackofficeCustomersInput) =>
      send<PostBackofficeCustomersResponse>(operations.postBackofficeCustomers, input),
    /** GET /api/backoffice/customers/{customerId}: Back office: one company with people, addresses, credit, recent orders, open carts and history */
    getBackofficeCustomersByCustomerId: (input: GetBackofficeCustomersByCustomerIdInput) =>
      send<GetBackofficeCustomersByCustomerIdResponse>(operations.getBackofficeCustomersByCustomerId, input),
    /**
     * PATCH /api/backoffice/customers/{customerId}: Back office: block or unblock a company and/or change its credit limit, with a reason
     * Each change is kept in the company’s standing history with the agent and the reason; a block shows the reason as the blocked reason, an unblock clears it. Nothing to change → 422 customer_unchanged. Staff only (403).
     */
    patchBackofficeCustomersByCustomerId: (input: PatchBackofficeCustomersByCustomerIdInput) =>
      send<PatchBackofficeCustomersByCustomerIdResponse>(operations.patchBackofficeCustomersByCustomerId, input),
    /** GET /api/backoffice/customers/{customerId}/assortment: Back office: a company's assortment and how many products it sees */
    getBackofficeCustomersByCustomerIdAssortment: (input: GetBackofficeCustomersByCustomerIdAssortmentInput) =>
      send<GetBackofficeCustomersByCustomerIdAssortmentResponse>(operations.getBackofficeCustomersByCustomerIdAssortment, input),
    /**
     * PUT /api/backoffice/customers/{customerId}/assortment: Back office: give a company an assortment, or the whole catalog again (null)
     * A company has at most one assortment; several companies may share one. Its buyers see the change at once (this API node; others within seconds). Unknown assortment: 400 on body.assortmentId. Audited on the company. Staff only (403).
     */
    putBackofficeCustomersByCustomerIdAssortment: (input: PutBackofficeCustomersByCustomerIdAssortmentInput) =>
      send<PutBackofficeCustomersByCustomerIdAssortmentResponse>(operations.putBackofficeCustomersByCustomerIdAssortment, input),
    /**
     * GET /api/backoffice/customers/{customerId}/audit-log: Back office: a page of a company's audit log, newest first, without client addresses and browsers (ip and userAgent null)
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    getBackofficeCustomersByCustomerIdAuditLog: (input: GetBackofficeCustomersByCustomerIdAuditLogInput) =>
      send<GetBackofficeCustomersByCustomerIdAuditLogResponse>(operations.getBackofficeCustomersByCustomerIdAuditLog, input),
    /**
     * GET /api/backoffice/customers/{customerId}/carts: Back office: a page of a company's open carts with lines, most recently changed first, at the stored prices
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    getBackofficeCustomersByCustomerIdCarts: (input: GetBackofficeCustomersByCustomerIdCartsInput) =>
      send<GetBackofficeCustomersByCustomerIdCartsResponse>(operations.getBackofficeCustomersByCustomerIdCarts, input),
    /**
     * GET /api/backoffice/customers/{customerId}/invoices: Back office: a page of a company's invoices, newest first, open or paid
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    getBackofficeCustomersByCustomerIdInvoices: (input: GetBackofficeCustomersByCustomerIdInvoicesInput) =>
      send<GetBackofficeCustomersByCustomerIdInvoicesResponse>(operations.getBackofficeCustomersByCustomerIdInvoices, input),
    /**
     * GET /api/backoffice/customers/{customerId}/orders: Back office: a page of a company's orders, newest first
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    getBackofficeCustomersByCustomerIdOrders: (input: GetBackofficeCustomersByCustomerIdOrdersInput) =>
      send<GetBackofficeCustomersByCustomerIdOrdersResponse>(operations.getBackofficeCustomersByCustomerIdOrders, input),
    /**
     * GET /api/backoffice/customers/{customerId}/quotes: Back office: a page of a company's quotes, newest first
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    getBackofficeCustomersByCustomerIdQuotes: (input: GetBackofficeCustomersByCustomerIdQuotesInput) =>
      send<GetBackofficeCustomersByCustomerIdQuotesResponse>(operations.getBackofficeCustomersByCustomerIdQuotes, input),
    /**
     * PATCH /api/backoffice/customers/{customerId}/terms: Back office: change a company's payment terms and/or sales rep
     * Payment terms (0–120 days) apply to invoices issued from now on. The sales rep must be active staff (422 sales_rep_not_staff); null removes it. Audited with before and after (company_updated). Administrators and customer service (403 for other staff).
     */
    patchBackofficeCustomersByCustomerIdTerms: (input: PatchBackofficeCustomersByCustomerIdTermsInput) =>
      send<PatchBackofficeCustomersByCustomerIdTermsResponse>(operations.patchBackofficeCustomersByCustomerIdTerms, input),
    /**
     * GET /api/backoffice/customers/{customerId}/tickets: Back office: a page of a company's support tickets, newest first
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    getBackofficeCustomersByCustomerIdTickets: (input: GetBackofficeCustomersByCustomerIdTicketsInput) =>
      send<GetBackofficeCustomersByCustomerIdTicketsResponse>(operations.getBackofficeCustomersByCustomerIdTickets, input),
    /**
     * GET /api/backoffice/customers/{customerId}/users: Back office: a page of a company's people with their role and membership state, by name
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    getBackofficeCustomersByCustomerIdUsers: (input: GetBackofficeCustomersByCustomerIdUsersInput) =>
      send<GetBackofficeCustomersByCustomerIdUsersResponse>(operations.getBackofficeCustomersByCustomerIdUsers, input),
    /**
     * GET /api/backoffice/dashboard/sales: Sales figures of a period: revenue, orders, average order value, top products and companies (agents)
     * Days in Oslo time; `from` after `to` or more than 366 days → 400. Revenue is the orders’ net totals excl. VAT per currency; cancelled orders count only in `statuses`.
     */
    getBackofficeDashboardSales: (input?: GetBackofficeDashboardSalesInput) =>
      send<GetBackofficeDashboardSalesResponse>(operations.getBackofficeDashboardSales, input),
    /**
     * GET /api/backoffice/delivery/holidays: Back office: a market's holidays in a year
     * A year not kept yet answers its generated defaults (isStored false). 422 market_unknown.
     */
    getBackofficeDeliveryHolidays: (input: GetBackofficeDeliveryHolidaysInput) =>
      send<GetBackofficeDeliveryHolidaysResponse>(operations.getBackofficeDeliveryHolidays, input),
    /**
     * POST /api/backoffice/delivery/holidays: Back office: add a holiday (no delivery, no working day) to a market
     * 422 holiday_exists when the market has one on the date; market_unknown.
     */
    postBackofficeDeliveryHolidays: (input: PostBackofficeDeliveryHolidaysInput) =>
      send<PostBackofficeDeliveryHolidaysResponse>(operations.postBackofficeDeliveryHolidays, input),
    /** PATCH /api/backoffice/delivery/holidays/{market}/{date}: Back office: rename a holiday */
    patchBackofficeDeliveryHolidaysByMarketByDate: (input: PatchBackofficeDeliveryHolidaysByMarketByDateInput) =>
      send<PatchBackofficeDeliveryHolidaysByMarketByDateResponse>(operations.patchBackofficeDeliveryHolidaysByMarketByDate, input),
    /** DELETE /api/backoffice/delivery/holidays/{market}/{date}: Back office: remove a holiday (the date becomes a working day) */
    deleteBackofficeDeliveryHolidaysByMarketByDate: (input: DeleteBackofficeDeliveryHolidaysByMarketByDateInput) =>
      send<DeleteBackofficeDeliveryHolidaysByMarketByDateResponse>(operations.deleteBackofficeDeliveryHolidaysByMarketByDate, input),
    /**
     * GET /api/backoffice/delivery/preview: Back office: the next delivery dates of a zip code, with their cut-offs and the holidays between
     * 422 market_unknown or zip_code_invalid; a zip code not served answers isServed false.
     */
    getBackofficeDeliveryPreview: (input: GetBackofficeDeliveryPreviewInput) =>
      send<GetBackofficeDeliveryPreviewResponse>(operations.getBackofficeDeliveryPreview, input),
    /** GET /api/backoffice/delivery/routes: Back office: delivery routes and areas not served, by market and zip code */
    getBackofficeDeliveryRoutes: (input?: GetBackofficeDeliveryRoutesInput) =>
      send<GetBackofficeDeliveryRoutesResponse>(operations.getBackofficeDeliveryRoutes, input),
    /**
     * POST /api/backoffice/delivery/routes: Back office: add a delivery route (or an area not served)
     * Zip ranges of a market may nest (the innermost wins) but not partly overlap: 422 delivery_route_overlap names the other route. 422 delivery_route_exists, market_unknown. A range beyond the market’s zip codes or a served route without weekdays: 400.
     */
    postBackofficeDeliveryRoutes: (input: PostBackofficeDeliveryRoutesInput) =>
      send<PostBackofficeDeliveryRoutesResponse>(operations.postBackofficeDeliveryRoutes, input),
    /**
     * PATCH /api/backoffice/delivery/routes/{code}: Back office: change a delivery route (zip range, weekdays, cut-off, transit days, name)
     * The same checks as adding one. The next delivery dates change on every node at once.
     */
    patchBackofficeDeliveryRoutesByCode: (input: PatchBackofficeDeliveryRoutesByCodeInput) =>
      send<PatchBackofficeDeliveryRoutesByCodeResponse>(operations.patchBackofficeDeliveryRoutesByCode, input),
    /** DELETE /api/backoffice/delivery/routes/{code}: Back office: remove a delivery route (its zip codes are then not served) */
    deleteBackofficeDeliveryRoutesByCode: (input: DeleteBackofficeDeliveryRoutesByCodeInput) =>
      send<DeleteBackofficeDeliveryRoutesByCodeResponse>(operations.deleteBackofficeDeliveryRoutesByCode, input),
    /** GET /api/backoffice/delivery/shipping-methods: Back office: shipping methods with their texts, cut-off and fee per market */
    getBackofficeDeliveryShippingMethods: (input?: GetBackofficeDeliveryShippingMethodsInput) =>
      send<GetBackofficeDeliveryShippingMethodsResponse>(operations.getBackofficeDeliveryShippingMethods, input),
    /**
     * PATCH /api/backoffice/delivery/shipping-methods/{code}: Back office: change a shipping method's texts, cut-off or fees per market
     * Fees are excl. VAT in minor units of the market’s currency. 422 market_unknown.
     */
    patchBackofficeDeliveryShippingMethodsByCode: (input: PatchBackofficeDeliveryShippingMethodsByCodeInput) =>
      send<PatchBackofficeDeliveryShippingMethodsByCodeResponse>(operations.patchBackofficeDeliveryShippingMethodsByCode, input),
    /** GET /api/backoffice/markets: Back office: markets with currency, VAT rates, zip format and time zone */
    getBackofficeMarkets: (input?: GetBackofficeMarketsInput) =>
      send<GetBackofficeMarketsResponse>(operations.getBackofficeMarkets, input),
    /**
     * PATCH /api/backoffice/markets/{code}: Back office: rename a market or change its VAT rates (administrators)
     * VAT in basis points 0–10000. New carts and orders use the new rates; placed orders keep theirs.
     */
    patchBackofficeMarketsByCode: (input: PatchBackofficeMarketsByCodeInput) =>
      send<PatchBackofficeMarketsByCodeResponse>(operations.patchBackofficeMarketsByCode, input),
    /**
     * GET /api/backoffice/orders: Back office: every company's orders, filtered, newest first
     * Filters: status, customerId, market, from/to (order date, Norwegian time), q (order number exact, part of a PO number or company name). Pages by cursor (`after` = the previous answer’s nextCursor), so orders placed meanwhile never repeat or skip rows. An unknown cursor: 400. Staff only (403).
     */
    getBackofficeOrders: (input?: GetBackofficeOrdersInput) =>
      send<GetBackofficeOrdersResponse>(operations.getBackofficeOrders, input),
    /**
     * GET /api/backoffice/orders/{orderId}: Back office: one order with lines, addresses, payment, status timeline, company and orderer
     * `nextStatuses` lists the moves the status route accepts now. Staff only (403).
     */
    getBackofficeOrdersByOrderId: (input: GetBackofficeOrdersByOrderIdInput) =>
      send<GetBackofficeOrdersByOrderIdResponse>(operations.getBackofficeOrdersByOrderId, input),
    /**
     * POST /api/backoffice/orders/{orderId}/invoice-paid: Back office: record that an invoice order's invoice is paid
     * The order's gross leaves the company's open balance, so the credit is free again (docs/customer.md). Once per order: an order paid by card or already recorded as paid is 422 invoice_not_open. Staff only (403).
     */
    postBackofficeOrdersByOrderIdInvoicePaid: (input: PostBackofficeOrdersByOrderIdInvoicePaidInput) =>
      send<PostBackofficeOrdersByOrderIdInvoicePaidResponse>(operations.postBackofficeOrdersByOrderIdInvoicePaid, input),
    /**
     * POST /api/backoffice/orders/{orderId}/status: Back office: move an order one step on, or cancel it before shipping
     * confirmed → picking → shipped → delivered, one step at a time, recorded in the history with the agent; cancelled while confirmed or picking. Anything else: 422 order_status_invalid. Staff only (403).
     */
    postBackofficeOrdersByOrderIdStatus: (input: PostBackofficeOrdersByOrderIdStatusInput) =>
      send<PostBackofficeOrdersByOrderIdStatusResponse>(operations.postBackofficeOrdersByOrderIdStatus, input),
    /**
     * GET /api/backoffice/price-explainer: Back office: which price a company gets for a SKU (or product) and quantity, and why
     * Every candidate price with its source and validity, the verdict of the pricing rule on each, and the rule. Expired, not yet valid and other markets’ lists are listed with why they do not count.
     */
    getBackofficePriceExplainer: (input: GetBackofficePriceExplainerInput) =>
      send<GetBackofficePriceExplainerResponse>(operations.getBackofficePriceExplainer, input),
    /** GET /api/backoffice/price-lists: Back office: price lists (list prices, contracts, campaigns) by kind, market, status or name */
    getBackofficePriceLists: (input?: GetBackofficePriceListsInput) =>
      send<GetBackofficePriceListsResponse>(operations.getBackofficePriceLists, input),
    /**
     * POST /api/backoffice/price-lists: Back office: create a price list (empty; prices come by editing, copying or importing)
     * Currency is the market’s (another → 400). End before start → 400. A code in use → 422 price_list_code_taken; an unknown market → 422 market_unknown.
     */
    postBackofficePriceLists: (input: PostBackofficePriceListsInput) =>
      send<PostBackofficePriceListsResponse>(operations.postBackofficePriceLists, input),
    /** GET /api/backoffice/price-lists/{priceListId}: Back office: one price list with its status, counts and companies */
    getBackofficePriceListsByPriceListId: (input: GetBackofficePriceListsByPriceListIdInput) =>
      send<GetBackofficePriceListsByPriceListIdResponse>(operations.getBackofficePriceListsByPriceListId, input),
    /**
     * PATCH /api/backoffice/price-lists/{priceListId}: Back office: change a price list’s code, name or validity
     * End before start → 400 (also against the stored other end). A code in use → 422.
     */
    patchBackofficePriceListsByPriceListId: (input: PatchBackofficePriceListsByPriceListIdInput) =>
      send<PatchBackofficePriceListsByPriceListIdResponse>(operations.patchBackofficePriceListsByPriceListId, input),
    /**
     * POST /api/backoffice/price-lists/{priceListId}/companies: Back office: give a contract list to a company (replacing its contract)
     * Only contract lists (else 422 price_list_not_contract), for one of the company’s markets (else 422 market_not_allowed).
     */
    postBackofficePriceListsByPriceListIdCompanies: (input: PostBackofficePriceListsByPriceListIdCompaniesInput) =>
      send<PostBackofficePriceListsByPriceListIdCompaniesResponse>(operations.postBackofficePriceListsByPriceListIdCompanies, input),
    /** DELETE /api/backoffice/price-lists/{priceListId}/companies/{customerId}: Back office: take a contract list from a company (it then buys at list and campaign prices) */
    deleteBackofficePriceListsByPriceListIdCompaniesByCustomerId: (input: DeleteBackofficePriceListsByPriceListIdCompaniesByCustomerIdInput) =>
      send<DeleteBackofficePriceListsByPriceListIdCompaniesByCustomerIdResponse>(operations.deleteBackofficePriceListsByPriceListIdCompaniesByCustomerId, input),
    /** POST /api/backoffice/price-lists/{priceListId}/copy: Back office: copy a price list with all its prices under a new code and name */
    postBackofficePriceListsByPriceListIdCopy: (input: PostBackofficePriceListsByPriceListIdCopyInput) =>
      send<PostBackofficePriceListsByPriceListIdCopyResponse>(operations.postBackofficePriceListsByPriceListIdCopy, input),
    /**
     * POST /api/backoffice/price-lists/{priceListId}/end: Back office: end a price list now (its end becomes now; nothing is deleted)
     * An ended list → 422 price_list_ended.
     */
    postBackofficePriceListsByPriceListIdEnd: (input: PostBackofficePriceListsByPriceListIdEndInput) =>
      send<PostBackofficePriceListsByPriceListIdEndResponse>(operations.postBackofficePriceListsByPriceListIdEnd, input),
    /** GET /api/backoffice/price-lists/{priceListId}/prices: Back office: a price list’s SKUs with their quantity tiers, by SKU, paged */
    getBackofficePriceListsByPriceListIdPrices: (input: GetBackofficePriceListsByPriceListIdPricesInput) =>
      send<GetBackofficePriceListsByPriceListIdPricesResponse>(operations.getBackofficePriceListsByPriceListIdPrices, input),
    /**
     * GET /api/backoffice/price-lists/{priceListId}/prices/export: Back office: a price list’s prices as CSV (sku;name;min_quantity;unit_price)
     * UTF-8 with BOM, `;`-separated, prices in major units with a dot (129.50). Import reads it back.
     */
    getBackofficePriceListsByPriceListIdPricesExport: (input: GetBackofficePriceListsByPriceListIdPricesExportInput) =>
      send<GetBackofficePriceListsByPriceListIdPricesExportResponse>(operations.getBackofficePriceListsByPriceListIdPricesExport, input),
    /**
     * POST /api/backoffice/price-lists/{priceListId}/prices/import: Back office: import a price list’s prices from CSV, all or nothing
     * JSON `{csv, mode}` or the file as `text/csv`. Columns sku, min_quantity (default 1), unit_price (major units, "129,50" or "129.50"); name is ignored. Every row is checked first: any problem → 400 price_import_invalid with `rows` [{row, column, sku, problem, message}] (row = line, header = 1) and nothing is written. merge: the SKUs in the file get its tiers; replace: the list becomes the file.
     */
    postBackofficePriceListsByPriceListIdPricesImport: (input: PostBackofficePriceListsByPriceListIdPricesImportInput) =>
      send<PostBackofficePriceListsByPriceListIdPricesImportResponse>(operations.postBackofficePriceListsByPriceListIdPricesImport, input),
    /**
     * PUT /api/backoffice/price-lists/{priceListId}/prices/{sku}: Back office: set one SKU’s quantity tiers in a price list ([] removes the SKU)
     * Unknown SKU → 400; negative price → 400; an ended list → 422 price_list_ended.
     */
    putBackofficePriceListsByPriceListIdPricesBySku: (input: PutBackofficePriceListsByPriceListIdPricesBySkuInput) =>
      send<PutBackofficePriceListsByPriceListIdPricesBySkuResponse>(operations.putBackofficePriceListsByPriceListIdPricesBySku, input),
    /** GET /api/backoffice/product-form: Back office: what the product form chooses from (languages, categories, brands, departments, properties) */
    getBackofficeProductForm: (input?: GetBackofficeProductFormInput) =>
      send<GetBackofficeProductFormResponse>(operations.getBackofficeProductForm, input),
    /**
     * GET /api/backoffice/products: Back office: products of every status, searched and filtered, most recently changed first
     * `q`: part of a name (nb or en), the start of a product number or SKU, or a whole EAN. Filters: categoryId (with subcategories), brandId, status, stock (in/out over active variants), hasImage. Paged by `page`.
     */
    getBackofficeProducts: (input?: GetBackofficeProductsInput) =>
      send<GetBackofficeProductsResponse>(operations.getBackofficeProducts, input),
    /**
     * POST /api/backoffice/products: Back office: create a product with its variants and properties
     * A draft is never shown in the shop; active is shown and sold at once. Field problems → 400 naming each (`body.name.en` missing translation, `body.variants.0.gtin` check digit, unknown category or property). Codes another product has → 422 `product_number_taken`, `sku_taken` or `gtin_taken`, with `errors` and the product that has it.
     */
    postBackofficeProducts: (input: PostBackofficeProductsInput) =>
      send<PostBackofficeProductsResponse>(operations.postBackofficeProducts, input),
    /**
     * POST /api/backoffice/products/bulk: Back office: activate, discontinue or move many products to a category at once
     * All or nothing, one audit row per product that changed. An id that is no product → 404; `move` without a known categoryId → 400.
     */
    postBackofficeProductsBulk: (input: PostBackofficeProductsBulkInput) =>
      send<PostBackofficeProductsBulkResponse>(operations.postBackofficeProductsBulk, input),
    /** GET /api/backoffice/products/{productId}: Back office: one product with every editable field, its properties and variants */
    getBackofficeProductsByProductId: (input: GetBackofficeProductsByProductIdInput) =>
      send<GetBackofficeProductsByProductIdResponse>(operations.getBackofficeProductsByProductId, input),
    /**
     * PUT /api/backoffice/products/{productId}: Back office: replace a product's fields, properties and variants
     * Variants left out are removed (422 `variant_has_orders` when orders name one: make it inactive instead). The slug stays. Field problems → 400 naming each (`body.name.en` missing translation, `body.variants.0.gtin` check digit, unknown category or property). Codes another product has → 422 `product_number_taken`, `sku_taken` or `gtin_taken`, with `errors` and the product that has it.
     */
    putBackofficeProductsByProductId: (input: PutBackofficeProductsByProductIdInput) =>
      send<PutBackofficeProductsByProductIdResponse>(operations.putBackofficeProductsByProductId, input),
    /**
     * POST /api/backoffice/products/{productId}/copy: Back office: duplicate a product under a new product number, as a draft
     * Texts, properties, variants (new SKUs: `variantSkus`, or each SKU with the product number swapped) and pictures are copied; EANs are not (an EAN names one item). A taken number or SKU → 422.
     */
    postBackofficeProductsByProductIdCopy: (input: PostBackofficeProductsByProductIdCopyInput) =>
      send<PostBackofficeProductsByProductIdCopyResponse>(operations.postBackofficeProductsByProductIdCopy, input),
    /** GET /api/backoffice/products/{productId}/images: A product's images in order, with both alt texts and every file (agents) */
    getBackofficeProductsByProductIdImages: (input: GetBackofficeProductsByProductIdImagesInput) =>
      send<GetBackofficeProductsByProductIdImagesResponse>(operations.getBackofficeProductsByProductIdImages, input),
    /**
     * POST /api/backoffice/products/{productId}/images: Add an image to a product or one of its variants (agents)
     * JSON `{image: base64, sku?, alt?: {nb, en}}`, or the file itself as `image/*` (then set alt texts and the variant with PATCH). The type is read from the content, not the name: JPEG, PNG, WebP, AVIF, GIF or TIFF (else 422 `image_unsupported`); over MEDIA_MAX_UPLOAD_BYTES or MEDIA_MAX_PIXELS → 422 `image_too_large` (a body over 4/3 of the byte limit is cut off with 413). Stored as AVIF, WebP and JPEG in widths up to 1600 px, metadata (EXIF) removed. The same file again answers 200 with the image the product has.
     */
    postBackofficeProductsByProductIdImages: (input: PostBackofficeProductsByProductIdImagesInput) =>
      send<PostBackofficeProductsByProductIdImagesResponse>(operations.postBackofficeProductsByProductIdImages, input),
    /**
     * POST /api/backoffice/products/{productId}/images/import: Add an image to a product by fetching it from a URL (agents)
     * Only http and https addresses on the public internet (private, loopback and link-local addresses, also after a redirect, → 422 `image_url_refused`); at most MEDIA_MAX_UPLOAD_BYTES within MEDIA_IMPORT_TIMEOUT_MS (else 422 `image_too_large` / `image_fetch_failed`). Then as an upload.
     */
    postBackofficeProductsByProductIdImagesImport: (input: PostBackofficeProductsByProductIdImagesImportInput) =>
      send<PostBackofficeProductsByProductIdImagesImportResponse>(operations.postBackofficeProductsByProductIdImagesImport, input),
    /** PUT /api/backoffice/products/{productId}/images/order: Put a product's images in a new order; the first is the cover (agents) */
    putBackofficeProductsByProductIdImagesOrder: (input: PutBackofficeProductsByProductIdImagesOrderInput) =>
      send<PutBackofficeProductsByProductIdImagesOrderResponse>(operations.putBackofficeProductsByProductIdImagesOrder, input),
    /** PATCH /api/backoffice/products/{productId}/images/{imageId}: Change an image's alt texts or the variant it shows (agents) */
    patchBackofficeProductsByProductIdImagesByImageId: (input: PatchBackofficeProductsByProductIdImagesByImageIdInput) =>
      send<PatchBackofficeProductsByProductIdImagesByImageIdResponse>(operations.patchBackofficeProductsByProductIdImagesByImageId, input),
    /** DELETE /api/backoffice/products/{productId}/images/{imageId}: Remove an image (agents) */
    deleteBackofficeProductsByProductIdImagesByImageId: (input: DeleteBackofficeProductsByProductIdImagesByImageIdInput) =>
      send<DeleteBackofficeProductsByProductIdImagesByImageIdResponse>(operations.deleteBackofficeProductsByProductIdImagesByImageId, input),
    /** GET /api/backoffice/quotes: Every quote, newest first (agents) */
    getBackofficeQuotes: (input?: GetBackofficeQuotesInput) =>
      send<GetBackofficeQuotesResponse>(operations.getBackofficeQuotes, input),
    /**
     * PUT /api/backoffice/quotes/{quoteId}: Set a quote's lines, prices, shipping fee and validity (agents)
     * A sent quote goes back to requested until sent again. 422 quote_not_open once decided.
     */
    putBackofficeQuotesByQuoteId: (input: PutBackofficeQuotesByQuoteIdInput) =>
      send<PutBackofficeQuotesByQuoteIdResponse>(operations.putBackofficeQuotesByQuoteId, input),
    /** POST /api/backoffice/quotes/{quoteId}/send: Send the quote to the buyer (agents); the buyer is mailed */
    postBackofficeQuotesByQuoteIdSend: (input: PostBackofficeQuotesByQuoteIdSendInput) =>
      send<PostBackofficeQuotesByQuoteIdSendResponse>(operations.postBackofficeQuotesByQuoteIdSend, input),
    /**
     * GET /api/backoffice/search-synonyms: Back office: the synonym groups search uses
     * A search for any term of a group also finds the others. Staff only (403).
     */
    getBackofficeSearchSynonyms: (input?: GetBackofficeSearchSynonymsInput) =>
      send<GetBackofficeSearchSynonymsResponse>(operations.getBackofficeSearchSynonyms, input),
    /**
     * POST /api/backoffice/search-synonyms: Back office: add a synonym group
     * Two or more words or phrases in any market language ("munnbind", "støvmaske"). Audited; this API node searches with it at once, others within 30 s. Staff only (403).
     */
    postBackofficeSearchSynonyms: (input: PostBackofficeSearchSynonymsInput) =>
      send<PostBackofficeSearchSynonymsResponse>(operations.postBackofficeSearchSynonyms, input),
    /**
     * DELETE /api/backoffice/search-synonyms/{synonymId}: Back office: remove a synonym group
     * Audited. Staff only (403); 404 when there is no such group.
     */
    deleteBackofficeSearchSynonymsBySynonymId: (input: DeleteBackofficeSearchSynonymsBySynonymIdInput) =>
      send<DeleteBackofficeSearchSynonymsBySynonymIdResponse>(operations.deleteBackofficeSearchSynonymsBySynonymId, input),
    /** GET /api/backoffice/staff: Back office: every staff account with its role, state and last sign-in (administrators) */
    getBackofficeStaff: (input?: GetBackofficeStaffInput) =>
      send<GetBackofficeStaffResponse>(operations.getBackofficeStaff, input),
    /**
     * POST /api/backoffice/staff: Back office: create a staff account with a role (administrators); a welcome mail tells how to sign in
     * An address already in use: 422 email_taken. Audited.
     */
    postBackofficeStaff: (input: PostBackofficeStaffInput) =>
      send<PostBackofficeStaffResponse>(operations.postBackofficeStaff, input),
    /**
     * PATCH /api/backoffice/staff/{contactId}: Back office: change a staff account's role, name or state (administrators)
     * Nobody changes their own role or state (422 own_staff_account); the last active administrator stays one (422 last_administrator). A deactivation ends every session at once. Audited.
     */
    patchBackofficeStaffByContactId: (input: PatchBackofficeStaffByContactIdInput) =>
      send<PatchBackofficeStaffByContactIdResponse>(operations.patchBackofficeStaffByContactId, input),
    /**
     * GET /api/backoffice/support/agents: Back office: the agents a ticket can be assigned to
     * Active staff contacts by name. Staff only (403).
     */
    getBackofficeSupportAgents: (input?: GetBackofficeSupportAgentsInput) =>
      send<GetBackofficeSupportAgentsResponse>(operations.getBackofficeSupportAgents, input),
    /**
     * GET /api/backoffice/support/events: Back office: live changes of the queue (Server-Sent Events)
     * A `changed` event (data {q: ticketId} or {c: chatId, s: seq}) for every ticket or chat change on any API node: read the queue again. Staff only (403).
     */
    getBackofficeSupportEvents: (input?: GetBackofficeSupportEventsInput) =>
      send<GetBackofficeSupportEventsResponse>(operations.getBackofficeSupportEvents, input),
    /**
     * GET /api/backoffice/support/queue: Back office: the agents' queue
     * Tickets open or waiting for the customer (oldest first) and the active chats. Staff only (403).
     */
    getBackofficeSupportQueue: (input?: GetBackofficeSupportQueueInput) =>
      send<GetBackofficeSupportQueueResponse>(operations.getBackofficeSupportQueue, input),
    /**
     * POST /api/backoffice/tickets/{ticketId}/assign: Back office: assign a ticket to an agent
     * agentId null unassigns; not a staff contact: 422 assignee_not_agent. Staff only (403).
     */
    postBackofficeTicketsByTicketIdAssign: (input: PostBackofficeTicketsByTicketIdAssignInput) =>
      send<PostBackofficeTicketsByTicketIdAssignResponse>(operations.postBackofficeTicketsByTicketIdAssign, input),
    /**
     * GET /api/backoffice/tickets/{ticketId}/context: Back office: the customer behind a ticket
     * The company, the ticket's contact, the company's 5 newest orders and the contact's open cart (not created when there is none: null). Staff only (403).
     */
    getBackofficeTicketsByTicketIdContext: (input: GetBackofficeTicketsByTicketIdContextInput) =>
      send<GetBackofficeTicketsByTicketIdContextResponse>(operations.getBackofficeTicketsByTicketIdContext, input),
    /**
     * POST /api/backoffice/tickets/{ticketId}/status: Back office: set a ticket's status
     * open, waiting_for_customer, solved, closed; recorded in the history with the agent and note. Closed is final (422 ticket_closed); the same status again 422 ticket_status_invalid. Staff only (403).
     */
    postBackofficeTicketsByTicketIdStatus: (input: PostBackofficeTicketsByTicketIdStatusInput) =>
      send<PostBackofficeTicketsByTicketIdStatusResponse>(operations.postBackofficeTicketsByTicketIdStatus, input),
    /**
     * GET /api/catalog/autocomplete: Suggestions as the buyer types: products with their price, categories, content
     * Products as search finds them (exact codes, stems, compounds, typos, synonyms) with the caller's from-price (customerId: that company’s), categories whose name has every word, and content. Cached 10 s.
     */
    getCatalogAutocomplete: (input: GetCatalogAutocompleteInput) =>
      send<GetCatalogAutocompleteResponse>(operations.getCatalogAutocomplete, input),
    /** GET /api/catalog/brands: Brands */
    getCatalogBrands: (input?: GetCatalogBrandsInput) =>
      send<GetCatalogBrandsResponse>(operations.getCatalogBrands, input),
    /** GET /api/catalog/categories: The category tree */
    getCatalogCategories: (input?: GetCatalogCategoriesInput) =>
      send<GetCatalogCategoriesResponse>(operations.getCatalogCategories, input),
    /**
     * GET /api/catalog/categories/by-slug/{slug}: The category a slug means, also an old slug from before a rename (then isCurrent is false)
     * Either language's current slug, or an old one: the answer's `slug` is the current one in the caller's language, where the storefront redirects old links to (permanently). Unknown → 404.
     */
    getCatalogCategoriesBySlugBySlug: (input: GetCatalogCategoriesBySlugBySlugInput) =>
      send<GetCatalogCategoriesBySlugBySlugResponse>(operations.getCatalogCategoriesBySlugBySlug, input),
    /**
     * GET /api/catalog/changes: Changes of the catalog and the prices, as they happen (Server-Sent Events; the web servers)
     * For caches outside the API: every change of products, categories, pictures, content or prices on any API node is sent at once. A cache that keeps pages while connected can never show what a change removed. Shared secret only.
     */
    getCatalogChanges: (input?: GetCatalogChangesInput) =>
      send<GetCatalogChangesResponse>(operations.getCatalogChanges, input),
    /** GET /api/catalog/product-variants: The variants of several products with the caller’s prices (quick add on listing cards) */
    getCatalogProductVariants: (input: GetCatalogProductVariantsInput) =>
      send<GetCatalogProductVariantsResponse>(operations.getCatalogProductVariants, input),
    /** GET /api/catalog/products: List products with filters, facets and the caller’s prices */
    getCatalogProducts: (input?: GetCatalogProductsInput) =>
      send<GetCatalogProductsResponse>(operations.getCatalogProducts, input),
    /** GET /api/catalog/products/{productId}: A product page with variants and the caller’s prices */
    getCatalogProductsByProductId: (input: GetCatalogProductsByProductIdInput) =>
      send<GetCatalogProductsByProductIdResponse>(operations.getCatalogProductsByProductId, input),
    /** GET /api/catalog/search: Quick search by name, SKU or GTIN */
    getCatalogSearch: (input: GetCatalogSearchInput) =>
      send<GetCatalogSearchResponse>(operations.getCatalogSearch, input),
    /** GET /api/content/pages/{slug}: A published article or landing page by its slug, for the storefront (public) */
    getContentPagesBySlug: (input: GetContentPagesBySlugInput) =>
      send<GetContentPagesBySlugResponse>(operations.getContentPagesBySlug, input),
    /** GET /api/cost-centres: The company's cost centres (active ones; all with includeInactive=true) */
    getCostCentres: (input: GetCostCentresInput) =>
      send<GetCostCentresResponse>(operations.getCostCentres, input),
    /** POST /api/cost-centres: Add a cost centre (admins): a code unique in the company, a name, an address and limits */
    postCostCentres: (input: PostCostCentresInput) =>
      send<PostCostCentresResponse>(operations.postCostCentres, input),
    /** PATCH /api/cost-centres/{costCentreId}: Change a cost centre (admins): name, address, limits, or deactivate it (orders keep its name) */
    patchCostCentresByCostCentreId: (input: PatchCostCentresByCostCentreIdInput) =>
      send<PatchCostCentresByCostCentreIdResponse>(operations.patchCostCentresByCostCentreId, input),
    /**
     * POST /api/customer/add-address: Add an address
     * Buyers add delivery addresses; invoice addresses need an admin.
     */
    postCustomerAddAddress: (input: PostCustomerAddAddressInput) =>
      send<PostCustomerAddAddressResponse>(operations.postCustomerAddAddress, input),
    /**
     * GET /api/customer/audit-log: The company's audit log, newest first (admins)
     * Sign-ins (also failed ones), sign-outs and password changes of the company's people, and the changes made to the company (details, roles, invitations, limits and rules). Never a password or token.
     */
    getCustomerAuditLog: (input: GetCustomerAuditLogInput) =>
      send<GetCustomerAuditLogResponse>(operations.getCustomerAuditLog, input),
    /**
     * POST /api/customer/change-contact-relation: Change a member's role, or deactivate or reactivate the membership
     * The company keeps at least one active admin (422 last_admin); your own membership cannot change.
     */
    postCustomerChangeContactRelation: (input: PostCustomerChangeContactRelationInput) =>
      send<PostCustomerChangeContactRelationResponse>(operations.postCustomerChangeContactRelation, input),
    /**
     * POST /api/customer/check-user: Check e-mail and password and start a session
     * For the web server's password sign-in. A wrong e-mail and a wrong password both answer 401 invalid_credentials. Open invitations stay open (accepted only by the person, explicitly). Limited to 10 tries a minute per client and e-mail (429); five wrong passwords in a row for an address from one client lock that pair for 15 minutes, 30 from one client lock the client, 25 for an address from all clients lock the address (429 sign_in_locked, retryAfterSeconds).
     */
    postCustomerCheckUser: (input: PostCustomerCheckUserInput) =>
      send<PostCustomerCheckUserResponse>(operations.postCustomerCheckUser, input),
    /**
     * POST /api/customer/company/{companyId}/contact/{contactId}/invite: Send (again) the invitation of an invited contact
     * Withdraws earlier open invitations and mails a new single-use link valid 7 days. 422 contact_not_member when the contact is not invited to the company; 422 invitation_already_accepted when they joined. 429 invitation_limit_reached over the hourly allowance of the company.
     */
    postCustomerCompanyByCompanyIdContactByContactIdInvite: (input: PostCustomerCompanyByCompanyIdContactByContactIdInviteInput) =>
      send<PostCustomerCompanyByCompanyIdContactByContactIdInviteResponse>(operations.postCustomerCompanyByCompanyIdContactByContactIdInvite, input),
    /**
     * POST /api/customer/create: Create a company with its first admin (back office)
     * The admin contact is created when the e-mail is new, and is invited by e-mail.
     */
    postCustomerCreate: (input: PostCustomerCreateInput) =>
      send<PostCustomerCreateResponse>(operations.postCustomerCreate, input),
    /**
     * POST /api/customer/create-contact: Add a person to the company and invite them
     * A new contact is created, an existing one found by e-mail. Access starts when the person accepts the invitation. Until then the answers show what was typed here, never what the shop knows about the person. 429 invitation_limit_reached over the hourly allowance of the company (INVITATIONS_PER_HOUR, default 50).
     */
    postCustomerCreateContact: (input: PostCustomerCreateContactInput) =>
      send<PostCustomerCreateContactResponse>(operations.postCustomerCreateContact, input),
    /** POST /api/customer/create-customer-only: Create a company without contacts (integration) */
    postCustomerCreateCustomerOnly: (input: PostCustomerCreateCustomerOnlyInput) =>
      send<PostCustomerCreateCustomerOnlyResponse>(operations.postCustomerCreateCustomerOnly, input),
    /**
     * POST /api/customer/customer/{customerId}/change-password: Change a person's own password
     * The path id is the CONTACT id (the account whose password changes). The current password is required when one is set. Every session of the person ends; the answer is a fresh session.
     */
    postCustomerCustomerByCustomerIdChangePassword: (input: PostCustomerCustomerByCustomerIdChangePasswordInput) =>
      send<PostCustomerCustomerByCustomerIdChangePasswordResponse>(operations.postCustomerCustomerByCustomerIdChangePassword, input),
    /**
     * DELETE /api/customer/delete-address: Delete an address
     * Both query parameters are required. The last invoice address cannot be deleted (422 invoice_address_required). Answers with the remaining addresses.
     */
    deleteCustomerDeleteAddress: (input?: DeleteCustomerDeleteAddressInput) =>
      send<DeleteCustomerDeleteAddressResponse>(operations.deleteCustomerDeleteAddress, input),
    /**
     * PATCH /api/customer/edit-address: Edit an address
     * Buyers edit delivery addresses; invoice addresses need an admin.
     */
    patchCustomerEditAddress: (input: PatchCustomerEditAddressInput) =>
      send<PatchCustomerEditAddressResponse>(operations.patchCustomerEditAddress, input),
    /** GET /api/customer/get-contact/{contactId}: A contact's account */
    getCustomerGetContactByContactId: (input: GetCustomerGetContactByContactIdInput) =>
      send<GetCustomerGetContactByContactIdResponse>(operations.getCustomerGetContactByContactId, input),
    /**
     * GET /api/customer/get-contact/{contactId}/companies: A contact's companies
     * Every membership with its role and status (active, invited, inactive).
     */
    getCustomerGetContactByContactIdCompanies: (input: GetCustomerGetContactByContactIdCompaniesInput) =>
      send<GetCustomerGetContactByContactIdCompaniesResponse>(operations.getCustomerGetContactByContactIdCompanies, input),
    /** GET /api/customer/get-customer/{customerId}: A company's data, for its members */
    getCustomerGetCustomerByCustomerId: (input: GetCustomerGetCustomerByCustomerIdInput) =>
      send<GetCustomerGetCustomerByCustomerIdResponse>(operations.getCustomerGetCustomerByCustomerId, input),
    /** GET /api/customer/get-invoiceaddress/{customerId}: The company's default invoice address */
    getCustomerGetInvoiceaddressByCustomerId: (input: GetCustomerGetInvoiceaddressByCustomerIdInput) =>
      send<GetCustomerGetInvoiceaddressByCustomerIdResponse>(operations.getCustomerGetInvoiceaddressByCustomerId, input),
    /**
     * POST /api/customer/initcompany: Register a new company (self service)
     * The caller becomes its admin. Credit limit 0 (card payment only) until the back office sets one.
     */
    postCustomerInitcompany: (input: PostCustomerInitcompanyInput) =>
      send<PostCustomerInitcompanyResponse>(operations.postCustomerInitcompany, input),
    /**
     * POST /api/customer/invitations/accept: Accept an invitation by the token of its link
     * The invitation must be the caller's. It can be used once.
     */
    postCustomerInvitationsAccept: (input: PostCustomerInvitationsAcceptInput) =>
      send<PostCustomerInvitationsAcceptResponse>(operations.postCustomerInvitationsAccept, input),
    /**
     * POST /api/customer/invitations/lookup: The invitation of a link, for its addressee
     * The company and role, and whether it is still open; nothing is accepted. 404 when it is not the caller’s (the same as an unknown token).
     */
    postCustomerInvitationsLookup: (input: PostCustomerInvitationsLookupInput) =>
      send<PostCustomerInvitationsLookupResponse>(operations.postCustomerInvitationsLookup, input),
    /** GET /api/customer/invitations/mine: The caller's open invitations, with the companies named */
    getCustomerInvitationsMine: (input?: GetCustomerInvitationsMineInput) =>
      send<GetCustomerInvitationsMineResponse>(operations.getCustomerInvitationsMine, input),
    /**
     * POST /api/customer/invitations/{invitationId}/accept: Accept one of your own invitations (from the account)
     * Only the addressee: anyone else's invitation answers 404. 422 invitation_already_accepted, invitation_revoked or invitation_expired.
     */
    postCustomerInvitationsByInvitationIdAccept: (input: PostCustomerInvitationsByInvitationIdAcceptInput) =>
      send<PostCustomerInvitationsByInvitationIdAcceptResponse>(operations.postCustomerInvitationsByInvitationIdAccept, input),
    /**
     * POST /api/customer/invitations/{invitationId}/decline: Decline one of your own invitations
     * The invitation is withdrawn and the invited membership removed. Only the addressee (else 404).
     */
    postCustomerInvitationsByInvitationIdDecline: (input: PostCustomerInvitationsByInvitationIdDeclineInput) =>
      send<PostCustomerInvitationsByInvitationIdDeclineResponse>(operations.postCustomerInvitationsByInvitationIdDecline, input),
    /**
     * POST /api/customer/join-requests: Ask to join the company of one's e-mail domain (the web server, by the shared secret)
     * Mails a verification link when a company has the address’s domain; 202 either way, so the answer does not tell which companies exist.
     */
    postCustomerJoinRequests: (input: PostCustomerJoinRequestsInput) =>
      send<PostCustomerJoinRequestsResponse>(operations.postCustomerJoinRequests, input),
    /**
     * POST /api/customer/join-requests/verify: The person opened the mailed link: the address is verified and the admins are asked
     * 422 join_link_invalid for an unknown or expired link; a repeat answers the current status.
     */
    postCustomerJoinRequestsVerify: (input: PostCustomerJoinRequestsVerifyInput) =>
      send<PostCustomerJoinRequestsVerifyResponse>(operations.postCustomerJoinRequestsVerify, input),
    /** GET /api/customer/list-addresses/{customerId}: The company's addresses */
    getCustomerListAddressesByCustomerId: (input: GetCustomerListAddressesByCustomerIdInput) =>
      send<GetCustomerListAddressesByCustomerIdResponse>(operations.getCustomerListAddressesByCustomerId, input),
    /** GET /api/customer/list-contacts/{customerId}: The people of a company with their roles */
    getCustomerListContactsByCustomerId: (input: GetCustomerListContactsByCustomerIdInput) =>
      send<GetCustomerListContactsByCustomerIdResponse>(operations.getCustomerListContactsByCustomerId, input),
    /**
     * PUT /api/customer/my-locale: Store the caller's own language
     * nb or en: the language of e-mails to the person, and for the web app to use at sign-in. Only the caller.
     */
    putCustomerMyLocale: (input: PutCustomerMyLocaleInput) =>
      send<PutCustomerMyLocaleResponse>(operations.putCustomerMyLocale, input),
    /**
     * GET /api/customer/spend/{customerId}: The company's spend per month
     * Placed orders (not cancelled) in the company currency per calendar month, Oslo time, oldest first; the current month and `months - 1` before it (default 12). Any member may read it.
     */
    getCustomerSpendByCustomerId: (input: GetCustomerSpendByCustomerIdInput) =>
      send<GetCustomerSpendByCustomerIdResponse>(operations.getCustomerSpendByCustomerId, input),
    /**
     * PUT /api/customer/update-customer: Update a company's data
     * Admins: name, vatNumber, email, phone, emailDomain. Agents also: creditLimit, isBlocked, blockedReason, markets, priceListId (403 for anyone else). An admin may set only the domain of their own confirmed e-mail address (422 email_domain_not_verified); never a webmail domain (422 email_domain_public) nor one another company holds (422 email_domain_taken).
     */
    putCustomerUpdateCustomer: (input: PutCustomerUpdateCustomerInput) =>
      send<PutCustomerUpdateCustomerResponse>(operations.putCustomerUpdateCustomer, input),
    /** GET /api/customer/{customerId}/consents: The caller's consents in a company, with their history */
    getCustomerByCustomerIdConsents: (input: GetCustomerByCustomerIdConsentsInput) =>
      send<GetCustomerByCustomerIdConsentsResponse>(operations.getCustomerByCustomerIdConsents, input),
    /**
     * POST /api/customer/{customerId}/consents: Record the caller's consents in a company
     * Upserts the listed types; every change is kept in the history. Unknown types: 422 consent_type_unknown.
     */
    postCustomerByCustomerIdConsents: (input: PostCustomerByCustomerIdConsentsInput) =>
      send<PostCustomerByCustomerIdConsentsResponse>(operations.postCustomerByCustomerIdConsents, input),
    /** GET /api/customer/{customerId}/join-requests: The company's verified join requests waiting for an admin, and the last decided (admins) */
    getCustomerByCustomerIdJoinRequests: (input: GetCustomerByCustomerIdJoinRequestsInput) =>
      send<GetCustomerByCustomerIdJoinRequestsResponse>(operations.getCustomerByCustomerIdJoinRequests, input),
    /** POST /api/customer/{customerId}/join-requests/{requestId}/approve: Approve a join request with a role: the person becomes a member and is mailed (admins) */
    postCustomerByCustomerIdJoinRequestsByRequestIdApprove: (input: PostCustomerByCustomerIdJoinRequestsByRequestIdApproveInput) =>
      send<PostCustomerByCustomerIdJoinRequestsByRequestIdApproveResponse>(operations.postCustomerByCustomerIdJoinRequestsByRequestIdApprove, input),
    /** POST /api/customer/{customerId}/join-requests/{requestId}/reject: Reject a join request: the person is mailed (admins) */
    postCustomerByCustomerIdJoinRequestsByRequestIdReject: (input: PostCustomerByCustomerIdJoinRequestsByRequestIdRejectInput) =>
      send<PostCustomerByCustomerIdJoinRequestsByRequestIdRejectResponse>(operations.postCustomerByCustomerIdJoinRequestsByRequestIdReject, input),
    /**
     * POST /api/delivery/dates: The next delivery dates for a market and zip code
     * Dates on the zip code's route weekdays that are working days, each with its order cut-off (14:00 local time, transit working days before). 422 market_unknown, zip_code_invalid (format) or zip_not_served (e.g. Svalbard). cartId must be the caller's cart (404 otherwise); its items' largest lead time is added (leadTimeDays).
     */
    postDeliveryDates: (input: PostDeliveryDatesInput) =>
      send<PostDeliveryDatesResponse>(operations.postDeliveryDates, input),
    /**
     * POST /api/idporten/authorize: Start an eID sign-in: the URL to send the browser to
     * Makes state, nonce and a PKCE verifier (kept here, single use, 10 minutes) and answers the authorization URL (code flow, S256, acr_values, ui_locales). With `invitationToken` the invitation is accepted for the person who signs in. 503/502 when the provider cannot be reached. 10 calls a minute per client address (429).
     */
    postIdportenAuthorize: (input: PostIdportenAuthorizeInput) =>
      send<PostIdportenAuthorizeResponse>(operations.postIdportenAuthorize, input),
    /**
     * POST /api/idporten/frontchannel-logout: Front-channel logout: ID-porten ended the session `sid`
     * The web app's front-channel logout URI passes on ID-porten's `iss` and `sid`. Every live session of that ID-porten session ends and its token family is revoked (the next refresh answers 401). Idempotent; an unknown `sid` or another issuer ends nothing.
     */
    postIdportenFrontchannelLogout: (input: PostIdportenFrontchannelLogoutInput) =>
      send<PostIdportenFrontchannelLogoutResponse>(operations.postIdportenFrontchannelLogout, input),
    /**
     * POST /api/idporten/logout: Sign out of an eID session: revoke our session, answer the end-session URL
     * The session is the bearer token's, or that of `refreshToken` (so an expired access token can still sign out). Our token family and ID-porten's refresh token are revoked; send the browser to `endSessionUrl` (id_token_hint, post_logout_redirect_uri, state) to end the provider session.
     */
    postIdportenLogout: (input: PostIdportenLogoutInput) =>
      send<PostIdportenLogoutResponse>(operations.postIdportenLogout, input),
    /**
     * POST /api/idporten/refresh: Refresh an eID session and rotate our refresh token
     * Refreshes ID-porten's tokens kept for this sign-in and rotates our refresh token (as /api/session/refresh). 401 invalid_token when the token is not of an eID sign-in or ID-porten's session has ended (our session ends with it).
     */
    postIdportenRefresh: (input: PostIdportenRefreshInput) =>
      send<PostIdportenRefreshResponse>(operations.postIdportenRefresh, input),
    /**
     * POST /api/idporten/token: Finish an eID sign-in: code, state and iss for our API tokens
     * Spends the state, exchanges the code with the PKCE verifier, verifies the id_token (RS256 by the JWKS, iss, aud, exp/iat with 15 s tolerance, nonce, acr at least the level asked for) and signs in the contact whose externalId is the pid, or accepts the invitation the sign-in carried. 400 eid_state_invalid (unknown, expired or reused state), eid_code_invalid (refused code or wrong iss), eid_id_token_invalid, eid_acr_too_low; 422 no_company_access when the person has no company here (nothing is created); 502/503 when the provider fails or does not answer (nothing is created). Ten refused callbacks from one client address in an hour lock it for 15 minutes (429 sign_in_locked). For the web server only (the shared secret; 401 without it, 403 with a person token).
     */
    postIdportenToken: (input: PostIdportenTokenInput) =>
      send<PostIdportenTokenResponse>(operations.postIdportenToken, input),
    /**
     * GET /api/idporten/user-info: The signed-in person's eID identity
     * From ID-porten's userinfo while its access token lives, else from the verified id_token. The identity number is masked to its birth-date part. 404 when this session did not sign in with eID.
     */
    getIdportenUserInfo: (input?: GetIdportenUserInfoInput) =>
      send<GetIdportenUserInfoResponse>(operations.getIdportenUserInfo, input),
    /**
     * GET /api/market/check-zipcode: Whether we deliver to a zip code (a JSON file)
     * Answers application/json as an attachment, zipcode-<market>-<zip>.json: the route, its weekdays, the next delivery date and cut-off. A valid zip code we do not serve answers 200 with isDelivered false. 400 when a parameter is missing; 422 market_unknown or zip_code_invalid.
     */
    getMarketCheckZipcode: (input: GetMarketCheckZipcodeInput) =>
      send<GetMarketCheckZipcodeResponse>(operations.getMarketCheckZipcode, input),
    /**
     * POST /api/order/future-deliveries: A company's coming deliveries: subscription periods and orders on their way
     * count periods per active subscription (moved off holidays and non-route days) and the orders with status confirmed, picking or shipped, by date. Without customerId: the caller's only company (422 company_required).
     */
    postOrderFutureDeliveries: (input: PostOrderFutureDeliveriesInput) =>
      send<PostOrderFutureDeliveriesResponse>(operations.postOrderFutureDeliveries, input),
    /**
     * POST /api/order/orderinvoice: The order's invoice (PDF, base64 in JSON)
     * The first call makes the invoice (number from a sequence, due in 30 days, KID with a MOD10 check digit) and stores the PDF; every later call answers the same bytes. Any member of the order's company (viewers too); another company's order: 404. 422 invoice_order_cancelled for a cancelled order.
     */
    postOrderOrderinvoice: (input?: PostOrderOrderinvoiceInput) =>
      send<PostOrderOrderinvoiceResponse>(operations.postOrderOrderinvoice, input),
    /**
     * GET /api/order/orderinvoice/{invoiceNumber}.pdf: An invoice as a PDF download
     * The stored bytes of an invoice made by POST /api/order/orderinvoice, as application/pdf. Members of the invoice's company only (others: 404).
     */
    getOrderOrderinvoiceInvoiceNumberPdf: (input: GetOrderOrderinvoiceInvoiceNumberPdfInput) =>
      send<GetOrderOrderinvoiceInvoiceNumberPdfResponse>(operations.getOrderOrderinvoiceInvoiceNumberPdf, input),
    /**
     * POST /api/order/simulate: What an order would be now: lines, discounts, VAT per rate, shipping, totals
     * The caller's open cart (or `cartId`, or ad-hoc `lines`) through the same pricing and checks as createorder; nothing is written. Any member of the company (viewers too).
     */
    postOrderSimulate: (input: PostOrderSimulateInput) =>
      send<PostOrderSimulateResponse>(operations.postOrderSimulate, input),
    /**
     * POST /api/order/validate: The checks createorder makes on a cart, as a list of problems
     * For the web server and outside systems (shared secret). The cart's owner must still be a buyer of its company; `expectedVersion` adds cart_changed when the cart moved on. Nothing is written.
     */
    postOrderValidate: (input: PostOrderValidateInput) =>
      send<PostOrderValidateResponse>(operations.postOrderValidate, input),
    /**
     * POST /api/order/validateshoppinglist: Each shopping-list line's availability and current price
     * Any list the caller may see (404 otherwise). priceChanged compares with the stored price.
     */
    postOrderValidateshoppinglist: (input: PostOrderValidateshoppinglistInput) =>
      send<PostOrderValidateshoppinglistResponse>(operations.postOrderValidateshoppinglist, input),
    /**
     * POST /api/order/verify-deliverydates: A subscription's coming dates checked against the delivery calendar (a JSON file)
     * Answers application/json as an attachment, subscription-dates-<id>.json: 12 periods, each with where a holiday or non-route day moves it and its order cut-off. Without subscriptionId: every active subscription. 404 unknown id; 422 subscription_ended.
     */
    postOrderVerifyDeliverydates: (input?: PostOrderVerifyDeliverydatesInput) =>
      send<PostOrderVerifyDeliverydatesResponse>(operations.postOrderVerifyDeliverydates, input),
    /**
     * GET /api/order/{cartId}/shippingmethods: Shipping methods for a cart: price, VAT, first date, availability
     * Priced in the cart's market; first dates for the cart's delivery address and its items' lead time. The caller's own cart (or a subscription template of the company); else 404.
     */
    getOrderByCartIdShippingmethods: (input: GetOrderByCartIdShippingmethodsInput) =>
      send<GetOrderByCartIdShippingmethodsResponse>(operations.getOrderByCartIdShippingmethods, input),
    /**
     * GET /api/orders/{orderId}: One order by its id, with its lines and status history
     * Any member of the order's company (viewers too); another company's order: 404.
     */
    getOrdersByOrderId: (input: GetOrdersByOrderIdInput) =>
      send<GetOrdersByOrderIdResponse>(operations.getOrdersByOrderId, input),
    /**
     * POST /api/payments/nets/webhook: Nets webhook (payment events)
     * Called by Nets with the Authorization value registered on the payment (else 401). Each event id counts once (a repeat answers 200 with duplicate=true); events may arrive in any order. The body is only a hint: for a payment of ours the payment is read from Nets and its summary taken, never the amounts of the body (502/504 when Nets cannot be read; the event is not recorded, so Nets sends it again).
     */
    postPaymentsNetsWebhook: (input: PostPaymentsNetsWebhookInput) =>
      send<PostPaymentsNetsWebhookResponse>(operations.postPaymentsNetsWebhook, input),
    /**
     * GET /api/price/explain: Price explainer for the caller’s own company: which price wins for a SKU and quantity, and why
     * The back office explainer for a member of the company (any role); another company → 404.
     */
    getPriceExplain: (input: GetPriceExplainInput) =>
      send<GetPriceExplainResponse>(operations.getPriceExplain, input),
    /**
     * POST /api/price/prices: Price SKU lines for a customer
     * Prices each line with the best of the market list price, active campaigns and the customer contract (quantity tiers applied; lowest wins; ties prefer contract, then campaign). Lines that cannot be priced come back with `available: false` and a reason. The shared secret without customerId gets list prices.
     */
    postPricePrices: (input: PostPricePricesInput) =>
      send<PostPricePricesResponse>(operations.postPricePrices, input),
    /**
     * GET /api/product/{productId}/properties: A product's displayed properties
     * Displayed properties in definition order, labels and values in the caller's language.
     */
    getProductByProductIdProperties: (input: GetProductByProductIdPropertiesInput) =>
      send<GetProductByProductIdPropertiesResponse>(operations.getProductByProductIdProperties, input),
    /**
     * GET /api/product/{productId}/properties/all: All of a product's properties
     * Displayed and technical (hidden) properties, in definition order.
     */
    getProductByProductIdPropertiesAll: (input: GetProductByProductIdPropertiesAllInput) =>
      send<GetProductByProductIdPropertiesAllResponse>(operations.getProductByProductIdPropertiesAll, input),
    /**
     * GET /api/product/{productId}/properties/{key}: One property of a product
     * 404 `property_unknown` when the product has no value for the key.
     */
    getProductByProductIdPropertiesByKey: (input: GetProductByProductIdPropertiesByKeyInput) =>
      send<GetProductByProductIdPropertiesByKeyResponse>(operations.getProductByProductIdPropertiesByKey, input),
    /** GET /api/product/{productId}/variant/{sku}/properties: A variant's displayed properties */
    getProductByProductIdVariantBySkuProperties: (input: GetProductByProductIdVariantBySkuPropertiesInput) =>
      send<GetProductByProductIdVariantBySkuPropertiesResponse>(operations.getProductByProductIdVariantBySkuProperties, input),
    /** GET /api/product/{productId}/variant/{sku}/properties/all: All of a variant's properties */
    getProductByProductIdVariantBySkuPropertiesAll: (input: GetProductByProductIdVariantBySkuPropertiesAllInput) =>
      send<GetProductByProductIdVariantBySkuPropertiesAllResponse>(operations.getProductByProductIdVariantBySkuPropertiesAll, input),
    /** GET /api/product/{productId}/variant/{sku}/properties/{key}: One property of a variant */
    getProductByProductIdVariantBySkuPropertiesByKey: (input: GetProductByProductIdVariantBySkuPropertiesByKeyInput) =>
      send<GetProductByProductIdVariantBySkuPropertiesByKeyResponse>(operations.getProductByProductIdVariantBySkuPropertiesByKey, input),
    /**
     * POST /api/punchout/cxml/getformpayload: The cXML PunchOutOrderMessage form for BrowserFormPost/URL
     * The session's cart priced now as a PunchOutOrderMessage (BuyerCookie echoed, the DOCTYPE of the version the buyer declared) in two fields, cxml-urlencoded and cxml-base64. Only the punch-out contact of a live cXML session (others: 404). The cart is kept for a later edit.
     */
    postPunchoutCxmlGetformpayload: (input: PostPunchoutCxmlGetformpayloadInput) =>
      send<PostPunchoutCxmlGetformpayloadResponse>(operations.postPunchoutCxmlGetformpayload, input),
    /**
     * POST /api/punchout/oci/getformpayload: The OCI form that returns the cart to HOOK_URL
     * The session's cart priced now as NEW_ITEM-<FIELD>[n] fields (every optional field present, empty when unknown), with action = HOOK_URL and target = ~TARGET. Only the punch-out contact of a live OCI session (others, ended or unknown sessions: 404). The cart is kept for a later edit.
     */
    postPunchoutOciGetformpayload: (input: PostPunchoutOciGetformpayloadInput) =>
      send<PostPunchoutOciGetformpayloadResponse>(operations.postPunchoutOciGetformpayload, input),
    /**
     * POST /api/punchout/session: Exchange a one-time start token for a punch-out sign-in
     * For the web server (shared secret) on /punchout/start?token=…: spends the token once and returns API tokens for the punch-out contact and the session (protocol, operation, return URL, target, landing path). Unknown token → 400 punchout_token_invalid; spent → 410 punchout_token_used; older than 5 minutes → 410 punchout_token_expired. 10 calls a minute per browser address (429).
     */
    postPunchoutSession: (input: PostPunchoutSessionInput) =>
      send<PostPunchoutSessionResponse>(operations.postPunchoutSession, input),
    /** GET /api/quotes: The company's quotes, newest first */
    getQuotes: (input: GetQuotesInput) =>
      send<GetQuotesResponse>(operations.getQuotes, input),
    /**
     * POST /api/quotes: Ask for a quote on the caller's open cart
     * The cart's lines become the quote's first lines at today's prices and the cart is emptied; the agents are told. 422 cart_empty, checkout_blocked (an item is not sold now).
     */
    postQuotes: (input: PostQuotesInput) =>
      send<PostQuotesResponse>(operations.postQuotes, input),
    /** GET /api/quotes/{quoteId}: One quote with its lines, totals and message thread */
    getQuotesByQuoteId: (input: GetQuotesByQuoteIdInput) =>
      send<GetQuotesByQuoteIdResponse>(operations.getQuotesByQuoteId, input),
    /**
     * POST /api/quotes/{quoteId}/accept: Accept a sent quote: an order at the quoted prices
     * 422 quote_not_open (not sent, or already accepted: two accepts make one order), quote_expired, cart_changed (expectedVersion), approval_required (over a limit: an approver must accept), checkout_blocked (address, date or availability). Buyers and admins of the quote's company.
     */
    postQuotesByQuoteIdAccept: (input: PostQuotesByQuoteIdAcceptInput) =>
      send<PostQuotesByQuoteIdAcceptResponse>(operations.postQuotesByQuoteIdAccept, input),
    /** POST /api/quotes/{quoteId}/messages: A message in the quote's thread (the customer's side or an agent); the other side is mailed */
    postQuotesByQuoteIdMessages: (input: PostQuotesByQuoteIdMessagesInput) =>
      send<PostQuotesByQuoteIdMessagesResponse>(operations.postQuotesByQuoteIdMessages, input),
    /** GET /api/quotes/{quoteId}/pdf: The quote as a PDF (once sent) */
    getQuotesByQuoteIdPdf: (input: GetQuotesByQuoteIdPdfInput) =>
      send<GetQuotesByQuoteIdPdfResponse>(operations.getQuotesByQuoteIdPdf, input),
    /** POST /api/quotes/{quoteId}/reject: Decline a quote (with an optional message) */
    postQuotesByQuoteIdReject: (input: PostQuotesByQuoteIdRejectInput) =>
      send<PostQuotesByQuoteIdRejectResponse>(operations.postQuotesByQuoteIdReject, input),
    /**
     * DELETE /api/sanity/delete: Delete a content document (content platform webhook)
     * Signed by the content platform: `sanity-webhook-signature: t=<unix ms>,v1=<base64url HMAC-SHA256>` over "<t>.<raw body>" with SANITY_WEBHOOK_SECRET, within a 5-minute replay window (else 401 webhook_signature_invalid, nothing written), besides the shared secret. Deliveries may come late, twice or out of order: a version is applied only when newer than the stored one by `_updatedAt`, then `sanity-transaction-time` (docs/content.md). The document stays as a tombstone, so a late update of the deleted version does not bring it back.
     */
    deleteSanityDelete: (input: DeleteSanityDeleteInput) =>
      send<DeleteSanityDeleteResponse>(operations.deleteSanityDelete, input),
    /**
     * POST /api/sanity/full-index: Rebuild the whole search index (products and content) in the background
     * Answers 202 at once with the run (or the run already in progress); follow it at GET /api/sanity/full-index/{id}. Search keeps answering during the rebuild.
     */
    postSanityFullIndex: (input?: PostSanityFullIndexInput) =>
      send<PostSanityFullIndexResponse>(operations.postSanityFullIndex, input),
    /** GET /api/sanity/full-index/{id}: Progress of a search index rebuild */
    getSanityFullIndexById: (input: GetSanityFullIndexByIdInput) =>
      send<GetSanityFullIndexByIdResponse>(operations.getSanityFullIndexById, input),
    /**
     * POST /api/sanity/update: Create or update a content document (content platform webhook)
     * Signed by the content platform: `sanity-webhook-signature: t=<unix ms>,v1=<base64url HMAC-SHA256>` over "<t>.<raw body>" with SANITY_WEBHOOK_SECRET, within a 5-minute replay window (else 401 webhook_signature_invalid, nothing written), besides the shared secret. Deliveries may come late, twice or out of order: a version is applied only when newer than the stored one by `_updatedAt`, then `sanity-transaction-time` (docs/content.md). A repeat answers status unchanged, an older version stale.
     */
    postSanityUpdate: (input: PostSanityUpdateInput) =>
      send<PostSanityUpdateResponse>(operations.postSanityUpdate, input),
    /**
     * POST /api/session/refresh: Rotate a refresh token
     * Spends the refresh token and returns a new pair. A spent token presented again revokes its whole family.
     */
    postSessionRefresh: (input: PostSessionRefreshInput) =>
      send<PostSessionRefreshResponse>(operations.postSessionRefresh, input),
    /** POST /api/session/revoke: Sign out: revoke a refresh token family */
    postSessionRevoke: (input: PostSessionRevokeInput) =>
      send<PostSessionRevokeResponse>(operations.postSessionRevoke, input),
    /**
     * POST /api/shoppinglist/create: Create a shopping list
     * Owned by the caller; buyers and admins (403 for viewers). isPriceList is for agents only.
     */
    postShoppinglistCreate: (input: PostShoppinglistCreateInput) =>
      send<PostShoppinglistCreateResponse>(operations.postShoppinglistCreate, input),
    /**
     * GET /api/shoppinglist/search: Search a company's shopping lists the caller sees
     * Own lists plus lists shared within the company, newest change first. sharedOnly=true: shared only; contactId: lists owned by that member (not a member: empty); only: 1 = Shared, 2 = PriceList, 3 = CanEdit.
     */
    getShoppinglistSearch: (input: GetShoppinglistSearchInput) =>
      send<GetShoppinglistSearchResponse>(operations.getShoppinglistSearch, input),
    /**
     * GET /api/shoppinglist/{cartId}: One shopping list, priced now
     * Another company's list or another person's private list answers 404.
     */
    getShoppinglistByCartId: (input: GetShoppinglistByCartIdInput) =>
      send<GetShoppinglistByCartIdResponse>(operations.getShoppinglistByCartId, input),
    /**
     * PATCH /api/shoppinglist/{cartId}: Rename or share/unshare a list
     * Fields left out stay. A price list stays shared.
     */
    patchShoppinglistByCartId: (input: PatchShoppinglistByCartIdInput) =>
      send<PatchShoppinglistByCartIdResponse>(operations.patchShoppinglistByCartId, input),
    /** DELETE /api/shoppinglist/{cartId}: Delete a list */
    deleteShoppinglistByCartId: (input: DeleteShoppinglistByCartIdInput) =>
      send<DeleteShoppinglistByCartIdResponse>(operations.deleteShoppinglistByCartId, input),
    /**
     * POST /api/shoppinglist/{cartId}/copy: Copy a list into a new list of the caller
     * Any list the caller sees (price lists too); buyers and admins (403 for viewers). Private unless isShared.
     */
    postShoppinglistByCartIdCopy: (input: PostShoppinglistByCartIdCopyInput) =>
      send<PostShoppinglistByCartIdCopyResponse>(operations.postShoppinglistByCartIdCopy, input),
    /**
     * POST /api/shoppinglist/{cartId}/import: Import lines from CSV text
     * Rows "sku;quantity" (";", "," or tab; optional header; equal SKUs summed). Every row is checked first: any bad row or SKU not sold to the company → 422 csv_invalid with `rows` [{row, sku, problem}] and nothing written. mode=replace makes the file the whole list.
     */
    postShoppinglistByCartIdImport: (input: PostShoppinglistByCartIdImportInput) =>
      send<PostShoppinglistByCartIdImportResponse>(operations.postShoppinglistByCartIdImport, input),
    /**
     * POST /api/shoppinglist/{cartId}/lines: Add a SKU to a list
     * Adds to the quantity when the SKU is on the list. 422 sku_not_available; 403 when the caller may not edit.
     */
    postShoppinglistByCartIdLines: (input: PostShoppinglistByCartIdLinesInput) =>
      send<PostShoppinglistByCartIdLinesResponse>(operations.postShoppinglistByCartIdLines, input),
    /**
     * PUT /api/shoppinglist/{cartId}/lines/{sku}: Set a SKU's quantity on a list
     * 404 when the SKU is not on the list; 403 when the caller may not edit.
     */
    putShoppinglistByCartIdLinesBySku: (input: PutShoppinglistByCartIdLinesBySkuInput) =>
      send<PutShoppinglistByCartIdLinesBySkuResponse>(operations.putShoppinglistByCartIdLinesBySku, input),
    /**
     * DELETE /api/shoppinglist/{cartId}/lines/{sku}: Remove a SKU from a list
     * 404 when the SKU is not on the list.
     */
    deleteShoppinglistByCartIdLinesBySku: (input: DeleteShoppinglistByCartIdLinesBySkuInput) =>
      send<DeleteShoppinglistByCartIdLinesBySkuResponse>(operations.deleteShoppinglistByCartIdLinesBySku, input),
    /**
     * POST /api/shoppinglist/{cartId}/to-cart: Put a list (or chosen lines) into the caller's open cart, saying per line what changed
     * Into the open cart in the list's company (buyer role), at today's prices and availability. Each line says what changed against the list: price up/down since saved, quantity adjusted (minimum order quantity, line limit), not sold or unavailable (left out). skus: only those lines (one not on the list → 404). pid must be the caller (else 404).
     */
    postShoppinglistByCartIdToCart: (input: PostShoppinglistByCartIdToCartInput) =>
      send<PostShoppinglistByCartIdToCartResponse>(operations.postShoppinglistByCartIdToCart, input),
    /** GET /api/sign-in/contacts/{contactId}/passkeys: A person's passkeys (Auth.js listAuthenticatorsByUserId) */
    getSignInContactsByContactIdPasskeys: (input: GetSignInContactsByContactIdPasskeysInput) =>
      send<GetSignInContactsByContactIdPasskeysResponse>(operations.getSignInContactsByContactIdPasskeys, input),
    /**
     * POST /api/sign-in/email-link: Mail a sign-in link (Auth.js sendVerificationRequest)
     * Queued in the person’s language when the address belongs to an active person; 202 either way, so the answer does not tell who has an account. The link is built here: Auth.js’s e-mail callback on WEB_ORIGIN with the token, the address and `returnTo` (a path on the shop); the caller cannot choose a host.
     */
    postSignInEmailLink: (input: PostSignInEmailLinkInput) =>
      send<PostSignInEmailLinkResponse>(operations.postSignInEmailLink, input),
    /** POST /api/sign-in/lookup: The active person with an e-mail address (Auth.js getUserByEmail) */
    postSignInLookup: (input: PostSignInLookupInput) =>
      send<PostSignInLookupResponse>(operations.postSignInLookup, input),
    /**
     * POST /api/sign-in/passkeys: Register a passkey (Auth.js createAuthenticator)
     * 422 passkey_already_registered when the credential is known; 404 for an unknown person.
     */
    postSignInPasskeys: (input: PostSignInPasskeysInput) =>
      send<PostSignInPasskeysResponse>(operations.postSignInPasskeys, input),
    /** GET /api/sign-in/passkeys/{credentialId}: A passkey by its credential id (Auth.js getAuthenticator) */
    getSignInPasskeysByCredentialId: (input: GetSignInPasskeysByCredentialIdInput) =>
      send<GetSignInPasskeysByCredentialIdResponse>(operations.getSignInPasskeysByCredentialId, input),
    /**
     * POST /api/sign-in/passkeys/{credentialId}/counter: Record a passkey sign-in's signature counter (Auth.js updateAuthenticatorCounter)
     * 422 passkey_counter_not_increasing when it does not grow (a cloned authenticator).
     */
    postSignInPasskeysByCredentialIdCounter: (input: PostSignInPasskeysByCredentialIdCounterInput) =>
      send<PostSignInPasskeysByCredentialIdCounterResponse>(operations.postSignInPasskeysByCredentialIdCounter, input),
    /**
     * POST /api/sign-in/session: Start a session for a person the web app verified by e-mail link or passkey
     * Answers as check-user does. `email` sign-ins need the address the link went to: it is marked verified and open invitations to it are accepted. An inactive or unknown person → 401 invalid_credentials.
     */
    postSignInSession: (input: PostSignInSessionInput) =>
      send<PostSignInSessionResponse>(operations.postSignInSession, input),
    /**
     * POST /api/sign-in/verification-tokens: Store an e-mail link's token (Auth.js createVerificationToken)
     * Kept as a digest; single use; it stops working at `expires`, at most one hour from now.
     */
    postSignInVerificationTokens: (input: PostSignInVerificationTokensInput) =>
      send<PostSignInVerificationTokensResponse>(operations.postSignInVerificationTokens, input),
    /**
     * POST /api/sign-in/verification-tokens/use: Spend an e-mail link's token (Auth.js useVerificationToken)
     * Answers it once; 404 when unknown, already used, expired or sent to another address.
     */
    postSignInVerificationTokensUse: (input: PostSignInVerificationTokensUseInput) =>
      send<PostSignInVerificationTokensUseResponse>(operations.postSignInVerificationTokensUse, input),
    /**
     * POST /api/subscription/create: Create a subscription from one of the caller's carts
     * The cart's lines are copied into a new cart template (the cart is not emptied). firstDeliveryDate must be an open route day of the delivery address (422 subscription_date_invalid, zip_not_served); the address one of the company's delivery addresses (422 delivery_address_invalid); paid on invoice only (422 payment_method_not_allowed, invoice_not_allowed). 422 cart_empty, cart_not_in_company, company_blocked. Buyers and admins of the company (403).
     */
    postSubscriptionCreate: (input: PostSubscriptionCreateInput) =>
      send<PostSubscriptionCreateResponse>(operations.postSubscriptionCreate, input),
    /**
     * POST /api/subscription/search: The company's subscriptions, newest first
     * Filters: status (any of), contactId (the owner). Any member of the company.
     */
    postSubscriptionSearch: (input: PostSubscriptionSearchInput) =>
      send<PostSubscriptionSearchResponse>(operations.postSubscriptionSearch, input),
    /**
     * POST /api/subscription/update: Change interval, next date or delivery address; pause or resume
     * Fields left out stay. nextDate must be an open route day (422 subscription_date_invalid). resume moves a next date whose cut-off has passed forward by whole intervals. 422 subscription_ended. Buyers (403).
     */
    postSubscriptionUpdate: (input: PostSubscriptionUpdateInput) =>
      send<PostSubscriptionUpdateResponse>(operations.postSubscriptionUpdate, input),
    /**
     * GET /api/subscription/{id}: One subscription with its template lines, coming dates and history
     * Any member of the subscription's company; another company's answers 404.
     */
    getSubscriptionById: (input: GetSubscriptionByIdInput) =>
      send<GetSubscriptionByIdResponse>(operations.getSubscriptionById, input),
    /**
     * DELETE /api/subscription/{id}: End a subscription
     * With a reason; no more orders. History and orders stay. 422 subscription_ended. Buyers (403).
     */
    deleteSubscriptionById: (input: DeleteSubscriptionByIdInput) =>
      send<DeleteSubscriptionByIdResponse>(operations.deleteSubscriptionById, input),
    /**
     * POST /api/subscription/{id}/update/carttemplate/{cartId}: Replace the cart template with the lines of one of the caller's carts
     * The cart must be the caller's own (else 404) and in the subscription's company (422 cart_not_in_company); an empty cart answers 422 cart_empty. The cart is not emptied. 422 subscription_ended.
     */
    postSubscriptionByIdUpdateCarttemplateByCartId: (input: PostSubscriptionByIdUpdateCarttemplateByCartIdInput) =>
      send<PostSubscriptionByIdUpdateCarttemplateByCartIdResponse>(operations.postSubscriptionByIdUpdateCarttemplateByCartId, input),
    /**
     * POST /api/ticket/add-comment: Comment on a ticket
     * Customers and agents. A customer's comment opens a ticket waiting for them (or solved) again. Agents may add internal notes (isInternal; 403 for customers); an agent's answer is mailed to the ticket's contact. Closed tickets: 422 ticket_closed.
     */
    postTicketAddComment: (input: PostTicketAddCommentInput) =>
      send<PostTicketAddCommentResponse>(operations.postTicketAddComment, input),
    /**
     * POST /api/ticket/chat/add-agent-message: An agent's chat message
     * Agents only (403). The first agent to answer becomes the chat's agent. Ended: 422 chat_ended. More than 20 messages of one person in one chat within a minute: 429 chat_rate_limited.
     */
    postTicketChatAddAgentMessage: (input: PostTicketChatAddAgentMessageInput) =>
      send<PostTicketChatAddAgentMessageResponse>(operations.postTicketChatAddAgentMessage, input),
    /**
     * POST /api/ticket/chat/add-customer-message: A customer's chat message
     * Stored with the next seq and pushed to every open stream. Agents: 403. Ended: 422 chat_ended. More than 20 messages of one person in one chat within a minute: 429 chat_rate_limited.
     */
    postTicketChatAddCustomerMessage: (input: PostTicketChatAddCustomerMessageInput) =>
      send<PostTicketChatAddCustomerMessageResponse>(operations.postTicketChatAddCustomerMessage, input),
    /**
     * POST /api/ticket/chat/end: End a chat
     * Either side. The transcript stays on the ticket; sendTranscript mails it to the ticket's contact. Already ended: 422 chat_ended.
     */
    postTicketChatEnd: (input: PostTicketChatEndInput) =>
      send<PostTicketChatEndResponse>(operations.postTicketChatEnd, input),
    /**
     * POST /api/ticket/chat/start: Start a live chat
     * On a ticket the caller sees (of customerId), or on a new ticket of the caller's. One active chat per ticket (422 chat_already_active); closed tickets 422 ticket_closed. Follow it at GET /api/ticket/chat/{chatId}/events.
     */
    postTicketChatStart: (input: PostTicketChatStartInput) =>
      send<PostTicketChatStartResponse>(operations.postTicketChatStart, input),
    /** GET /api/ticket/chat/{chatId}: A chat with its messages */
    getTicketChatByChatId: (input: GetTicketChatByChatIdInput) =>
      send<GetTicketChatByChatIdResponse>(operations.getTicketChatByChatId, input),
    /**
     * GET /api/ticket/chat/{chatId}/events: Live messages of a chat (Server-Sent Events)
     * Every message after Last-Event-ID (header, or lastEventId; none: from the start) in seq order, then each new one within a second, whichever API node stored it. Ends after the chat's `ended` event.
     */
    getTicketChatByChatIdEvents: (input: GetTicketChatByChatIdEventsInput) =>
      send<GetTicketChatByChatIdEventsResponse>(operations.getTicketChatByChatIdEvents, input),
    /**
     * POST /api/ticket/create: Raise a ticket
     * For the caller in one of their companies (agents: for a contact of the company). orderId must be an order of the company (422 ticket_order_not_in_company). Starts open.
     */
    postTicketCreate: (input: PostTicketCreateInput) =>
      send<PostTicketCreateResponse>(operations.postTicketCreate, input),
    /**
     * GET /api/ticket/search: Search a contact's tickets
     * Newest first by ticket number, pageSize at a time; pass the last page's nextLastObjectId as lastObjectId. contactId: the caller, or (company admins, agents) a colleague's (403 otherwise). An unknown lastObjectId: 422 ticket_cursor_invalid.
     */
    getTicketSearch: (input: GetTicketSearchInput) =>
      send<GetTicketSearchResponse>(operations.getTicketSearch, input),
    /**
     * GET /api/ticket/{ticketId}: One ticket with comments, status history and chat transcripts
     * The ticket's contact, the company's admins and agents see it; anyone else 404. Internal notes: agents only.
     */
    getTicketByTicketId: (input: GetTicketByTicketIdInput) =>
      send<GetTicketByTicketIdResponse>(operations.getTicketByTicketId, input),
    /**
     * POST /carts/{pid}/payment-providers/nets: Start a card payment of the caller's open cart (Nets hosted payment page)
     * pid must be the caller. The cart must pass the checkout check (the card-only note does not block): else 422 cart_changed / price_changed against `expectedVersion` / `expectedGross`, cart_empty, approval_required, or checkout_blocked with `problems`. The payment is for the cart gross total now; the same cart version and total answers the same transaction again. Send the buyer to `hostedPaymentPageUrl`. 502/504 when Nets fails or does not answer (nothing is stored).
     */
    postCartsByPidPaymentProvidersNets: (input: PostCartsByPidPaymentProvidersNetsInput) =>
      send<PostCartsByPidPaymentProvidersNetsResponse>(operations.postCartsByPidPaymentProvidersNets, input),
    /**
     * GET /carts/{pid}/payment-providers/nets/{transactionId}: A card payment: status and amounts from Nets and our record
     * The caller's own payment only (else 404). Viewers of the company may read it.
     */
    getCartsByPidPaymentProvidersNetsByTransactionId: (input: GetCartsByPidPaymentProvidersNetsByTransactionIdInput) =>
      send<GetCartsByPidPaymentProvidersNetsByTransactionIdResponse>(operations.getCartsByPidPaymentProvidersNetsByTransactionId, input),
    /**
     * POST /carts/{pid}/payment-providers/nets/{transactionId}/create-order: Make the order of a reserved card payment
     * Only when Nets has reserved the payment amount (else 422 payment_not_reserved) and the cart is unchanged since the payment (else 422 cart_changed, or price_changed when the total moved); 422 payment_closed for a cancelled payment. Idempotent: a repeat or a concurrent call answers the same order (`orderId`).
     */
    postCartsByPidPaymentProvidersNetsByTransactionIdCreateOrder: (input: PostCartsByPidPaymentProvidersNetsByTransactionIdCreateOrderInput) =>
      send<PostCartsByPidPaymentProvidersNetsByTransactionIdCreateOrderResponse>(operations.postCartsByPidPaymentProvidersNetsByTransactionIdCreateOrder, input),
    /** GET /company/{companyId}: A company's data */
    getCompanyByCompanyId: (input: GetCompanyByCompanyIdInput) =>
      send<GetCompanyByCompanyIdResponse>(operations.getCompanyByCompanyId, input),
    /** GET /customer/external/{externalId}: The contact with this eID person id */
    getCustomerExternalByExternalId: (input: GetCustomerExternalByExternalIdInput) =>
      send<GetCustomerExternalByExternalIdResponse>(operations.getCustomerExternalByExternalId, input),
    /** GET /health: Liveness */
    getHealth: (input?: GetHealthInput) =>
      send<GetHealthResponse>(operations.getHealth, input),
    /**
     * GET /invitations/by-email/{email}: Open invitations to an e-mail address
     * Not accepted, not withdrawn and not expired; 404 when there are none.
     */
    getInvitationsByEmailByEmail: (input: GetInvitationsByEmailByEmailInput) =>
      send<GetInvitationsByEmailByEmailResponse>(operations.getInvitationsByEmailByEmail, input),
    /**
     * GET /media/{key}: A stored image file by its content-addressed key
     * Keys come from image answers (`url`, `srcSet`). The bytes under a key never change: cached for a year as `immutable`, with the key as ETag (If-None-Match → 304).
     */
    getMediaByKey: (input: GetMediaByKeyInput) =>
      send<GetMediaByKeyResponse>(operations.getMediaByKey, input),
    /**
     * POST /omnium/events/business-customer-changed: Apply a business-customer change from the order-management system (a JSON receipt file)
     * Sets name, default invoice/delivery address, blocking, credit and contract price list of the company named by customerNumber or orgNumber+market. Once per eventId (a repeat answers status duplicate); per field, an event older than the one that last set the field is recorded but changes nothing (stale). Answers application/json as an attachment, receipt-<eventId>.json. 422 event_company_unknown (with `reason`), event_id_reused, market_not_allowed, zip_code_invalid, price_list_unknown.
     */
    postOmniumEventsBusinessCustomerChanged: (input: PostOmniumEventsBusinessCustomerChangedInput) =>
      send<PostOmniumEventsBusinessCustomerChangedResponse>(operations.postOmniumEventsBusinessCustomerChanged, input),
    /**
     * GET /products/{productId}/variants/properties: Every variant of a product with the asked properties
     * All properties when no propertyKeys are given; an undefined key → 404 `property_unknown`.
     */
    getProductsByProductIdVariantsProperties: (input: GetProductsByProductIdVariantsPropertiesInput) =>
      send<GetProductsByProductIdVariantsPropertiesResponse>(operations.getProductsByProductIdVariantsProperties, input),
    /**
     * POST /punchout/cxml/order: cXML OrderRequest
     * Server to server, text/xml, same credential check as the set-up. Places the order for the company as its punch-out contact, at our current prices (an approved price lower than ours → 400). A repeated orderID answers the same order (Status 200, no second order); unknown SKUs → 400.
     */
    postPunchoutCxmlOrder: (input: PostPunchoutCxmlOrderInput) =>
      send<PostPunchoutCxmlOrderResponse>(operations.postPunchoutCxmlOrder, input),
    /**
     * POST /punchout/cxml/setup: cXML PunchOutSetupRequest (create, edit, inspect)
     * Server to server, text/xml. Authenticated by the Sender Credential and SharedSecret of the buying organization's set-up; From and To must match it. Answers PunchOutSetupResponse with StartPage/URL, a one-time link valid 5 minutes. edit/inspect put the ItemOut lines back into the session cart. Errors are cXML too (Status 400/401/403).
     */
    postPunchoutCxmlSetup: (input: PostPunchoutCxmlSetupInput) =>
      send<PostPunchoutCxmlSetupResponse>(operations.postPunchoutCxmlSetup, input),
    /**
     * GET /punchout/oci: OCI 4.0/5.0 entry
     * USERNAME/PASSWORD of the company's OCI set-up (wrong → 401), HOOK_URL required. No FUNCTION, DETAIL (PRODUCTID) or SOURCING (SEARCHSTRING): opens a session and answers 302 to the one-time start URL. VALIDATE (NEW_ITEM-* lines) and BACKGROUND_SEARCH (SEARCHSTRING): 200 text/html, a form that posts the re-priced or found lines as NEW_ITEM-* fields to HOOK_URL, no redirect. 30 calls a minute per USERNAME (429).
     */
    getPunchoutOci: (input?: GetPunchoutOciInput) =>
      send<GetPunchoutOciResponse>(operations.getPunchoutOci, input),
    /**
     * POST /punchout/oci: OCI 4.0/5.0 entry
     * USERNAME/PASSWORD of the company's OCI set-up (wrong → 401), HOOK_URL required. No FUNCTION, DETAIL (PRODUCTID) or SOURCING (SEARCHSTRING): opens a session and answers 302 to the one-time start URL. VALIDATE (NEW_ITEM-* lines) and BACKGROUND_SEARCH (SEARCHSTRING): 200 text/html, a form that posts the re-priced or found lines as NEW_ITEM-* fields to HOOK_URL, no redirect. 30 calls a minute per USERNAME (429).
     */
    postPunchoutOci: (input: PostPunchoutOciInput) =>
      send<PostPunchoutOciResponse>(operations.postPunchoutOci, input),
    /** GET /ready: Readiness: the database answers and the process is not shutting down */
    getReady: (input?: GetReadyInput) =>
      send<GetReadyResponse>(operations.getReady, input),
  };
}

export type Operations = ReturnType<typeof createOperations>;
