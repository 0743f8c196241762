// generated — do not edit. Run `npm run generate:client` to regenerate.
import type { CallOptions, FileResponse, OperationSpec, Send } from '../runtime';
import type { AcceptInvitationBodyInput, AddCompanyAddressBodyInput, AddOrderLineRequestInput, AddPersonAddressRequestInput, AddPrescriptionByReferenceRequestInput, AddShoppingListLineRequestInput, AddTicketCommentRequestInput, ApprovalRequest, ApprovalRequestCreateInput, ApprovalRequestDetail, ApprovalRequestPage, ApprovalRuleRequestInput, ApprovalSettings, AssignPriceListRequestInput, AssignTicketRequestInput, Assortment, AssortmentBodyInput, AssortmentList, AssortmentPreview, AssortmentPreviewBodyInput, AssortmentUpdateBodyInput, AuditPage, AutocompleteResult, BackofficeCategoryTree, BackofficeCustomer, BackofficeCustomerCartPage, BackofficeCustomerInvoicePage, BackofficeCustomerOptions, BackofficeCustomerOrderPage, BackofficeCustomerPage, BackofficeCustomerQuotePage, BackofficeCustomerTicketPage, BackofficeCustomerUserPage, BackofficeMarket, BackofficeMarketList, BackofficeOrder, BackofficeOrderPage, BackofficeProduct, BackofficeProductBulkInput, BackofficeProductBulkResult, BackofficeProductCopyInput, BackofficeProductEditInput, BackofficeProductFormOptions, BackofficeProductPage, BackofficeStockLevelsInput, BackofficeStockLevelsResult, BrandList, BusinessCustomerChangedEventInput, CardPaymentTransaction, Cart, CatalogImport, CatalogImportList, CatalogImportRequestInput, CategoryLookup, CategoryTree, ChangeContactRelationBodyInput, ChangeContactRelationResult, ChangePasswordBodyInput, Chat, ChatMessage, ChatMessageRequestInput, CheckUserBodyInput, CheckUserResult, Company, CompanyAddress, CompanyAddressList, CompanyAssortment, CompanyAssortmentBodyInput, CompanyLimitsRequestInput, CompanyMemberList, CompanySpend, ConsentState, Contact, ContactCompanies, ContactCompany, ContactLimitsRequestInput, ContactLocale, ContactLocaleBodyInput, ContentDeleteInput, ContentPage, ContentUpdateInput, ContentWriteResult, CopyPriceListRequestInput, CopyShoppingListRequestInput, CostCentre, CostCentreCreateRequestInput, CostCentreList, CostCentreUpdateRequestInput, CreateBackofficeCustomerRequestInput, CreateCardPaymentBodyInput, CreateCategoryRequestInput, CreateContactBodyInput, CreateCustomerOnlyBodyInput, CreateDeliveryRouteBodyInput, CreateHolidayBodyInput, CreateOrderFromPaymentBodyInput, CreateOrderRequestInput, CreatePriceListRequestInput, CreateShoppingListRequestInput, CreateStaffBodyInput, CreateSubscriptionRequestInput, CreateTicketRequestInput, DeclinedInvitation, DeleteOrderLineRequestInput, DeliveryDates, DeliveryDatesRequestInput, DeliveryPreview, DeliveryRoute, DeliveryRouteList, EditCompanyAddressBodyInput, EditPersonAddressRequestInput, EidAuthorizeBodyInput, EidAuthorizeResult, EidFrontchannelLogoutBodyInput, EidFrontchannelLogoutResult, EidLogoutBodyInput, EidLogoutResult, EidRefreshBodyInput, EidRefreshResult, EidTokenBodyInput, EidTokenResult, EidUserInfo, EmailLinkBodyInput, EndChatRequestInput, EndSubscriptionRequestInput, FreshSession, FutureDeliveries, FutureDeliveriesRequestInput, Holiday, HolidayList, ImportPriceListPricesRequestInput, ImportShoppingListRequestInput, Invitation, InvitationList, InvitationLookup, InvitedMember, InvoiceFile, JoinRequest, JoinRequestCreateInput, LiveSession, ManagedProductImage, ManagedProductImageList, MoveCategoryRequestInput, NetsWebhookEventInput, Order, OrderPage, OrderSimulation, OrderValidation, OwnInvitations, OwnPasskey, OwnPasskeyList, Passkey, PasskeyBodyInput, PasskeyCounterBodyInput, PasskeyList, PersonAddress, PersonAddressMarkets, PersonAddressPage, PharmacyChangePersonRequestInput, PharmacyGetPersonRequestInput, PharmacyLoginRequestInput, PharmacyLogoutRequestInput, PharmacyLogoutResult, PharmacyPerson, PharmacySession, PharmacyUpdatePersonRequestInput, Prescription, PrescriptionList, PrescriptionProducts, PriceExplanation, PriceImportResult, PriceListDetail, PriceListPage, PriceListSkuPrices, PriceListSkuPricesPage, PricesRequestInput, PricesResponse, ProductDetail, ProductImageImportInput, ProductImageOrderInput, ProductImageUpdateInput, ProductImageUploadInput, ProductList, ProductProperties, ProductProperty, ProductStatusInput, ProductVariantsList, PunchoutFormPayload, PunchoutStartedSession, Quote, QuoteAcceptRequestInput, QuoteMessageRequestInput, QuotePage, QuoteRequestInput, QuoteUpdateRequestInput, RefreshBodyInput, RegisterCompanyBodyInput, RenameHolidayInput, RenamePasskeyBodyInput, ReorderRequestInput, ReorderResult, SalesDashboard, SearchIndexRun, SearchResult, SearchSubscriptionsRequestInput, SearchSynonymGroup, SearchSynonymGroupList, SessionTokens, SetCartMarketRequestInput, SetOrderStatusRequestInput, SetPriceListSkuPricesRequestInput, SetShoppingListLineRequestInput, SetTicketStatusRequestInput, ShippingMethod, ShippingMethodList, ShippingMethods, ShoppingList, ShoppingListSearchResult, ShoppingListToCartRequestInput, ShoppingListToCartResult, ShoppingListValidation, SignInLookupBodyInput, SignInPerson, SignInSessionBodyInput, SimulateOrderRequestInput, StaffAccount, StaffList, StartChatRequestInput, Subscription, SubscriptionPage, SupportAgentList, SupportCustomerContext, SupportQueue, Ticket, TicketSearchResult, UpdateCartMetadataRequestInput, UpdateCategoryRequestInput, UpdateConsentsBodyInput, UpdateCustomerBodyInput, UpdateCustomerStandingRequestInput, UpdateCustomerTermsRequestInput, UpdateDeliveryRouteBodyInput, UpdateMarketBodyInput, UpdateOrderLineRequestInput, UpdatePriceListRequestInput, UpdateShippingMethodBodyInput, UpdateShoppingListRequestInput, UpdateStaffBodyInput, UpdateSubscriptionRequestInput, UseVerificationTokenBodyInput, ValidateOrderRequestInput, ValidateShoppingListRequestInput, VariantLookup, VariantProperties, VariantsProperties, VerificationToken, VerificationTokenBodyInput, WebhookAnswer } from './schemas';

// ── GET /api/account/passkeys ─────────────────────────────────────────────────────────────────────

export type ListMyPasskeysResponse = OwnPasskeyList;

export type ListMyPasskeysInput = CallOptions;

// ── PATCH /api/account/passkeys/{passkeyId} ───────────────────────────────────────────────────────

export type RenameMyPasskeyPath = {
  passkeyId: string;
};

export type RenameMyPasskeyBody = RenamePasskeyBodyInput;

export type RenameMyPasskeyResponse = OwnPasskey;

export type RenameMyPasskeyInput = CallOptions & {
  path: RenameMyPasskeyPath;
  body: RenameMyPasskeyBody;
};

// ── DELETE /api/account/passkeys/{passkeyId} ──────────────────────────────────────────────────────

export type DeleteMyPasskeyPath = {
  passkeyId: string;
};

export type DeleteMyPasskeyResponse = null;

export type DeleteMyPasskeyInput = CallOptions & {
  path: DeleteMyPasskeyPath;
};

// ── POST /api/approval-rules ──────────────────────────────────────────────────────────────────────

export type CreateApprovalRuleBody = ApprovalRuleRequestInput;

export type CreateApprovalRuleResponse = ApprovalSettings;

export type CreateApprovalRuleInput = CallOptions & {
  body: CreateApprovalRuleBody;
};

// ── DELETE /api/approval-rules/{ruleId} ───────────────────────────────────────────────────────────

export type DeleteApprovalRulePath = {
  ruleId: string;
};

export type DeleteApprovalRuleQuery = {
  /** The company. */
  customerId: string;
};

export type DeleteApprovalRuleResponse = ApprovalSettings;

export type DeleteApprovalRuleInput = CallOptions & {
  path: DeleteApprovalRulePath;
  query: DeleteApprovalRuleQuery;
};

// ── GET /api/approvals ────────────────────────────────────────────────────────────────────────────

export type ListApprovalsQuery = {
  /** The company. */
  customerId: string;
  status?: 'pending' | 'approved' | 'ordered' | 'rejected' | 'withdrawn' | 'expired' | null;
  /** Only the caller's own requests (approvers see the company's otherwise). */
  mine?: 'true' | 'false' | null;
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListApprovalsResponse = ApprovalRequestPage;

export type ListApprovalsInput = CallOptions & {
  query: ListApprovalsQuery;
};

// ── POST /api/approvals ───────────────────────────────────────────────────────────────────────────

export type RequestApprovalHeaders = {
  /** Same key → the same request (double clicks and retries make one). */
  'idempotency-key'?: string;
};

export type RequestApprovalBody = ApprovalRequestCreateInput;

export type RequestApprovalResponse = ApprovalRequest;

export type RequestApprovalInput = Omit<CallOptions, 'headers'> & {
  headers?: RequestApprovalHeaders & Record<string, string>;
  body: RequestApprovalBody;
};

// ── GET /api/approvals/settings ───────────────────────────────────────────────────────────────────

export type GetApprovalSettingsQuery = {
  /** The company. */
  customerId: string;
};

export type GetApprovalSettingsResponse = ApprovalSettings;

export type GetApprovalSettingsInput = CallOptions & {
  query: GetApprovalSettingsQuery;
};

// ── PUT /api/approvals/settings/company ───────────────────────────────────────────────────────────

export type SetCompanySpendingLimitsBody = CompanyLimitsRequestInput;

export type SetCompanySpendingLimitsResponse = ApprovalSettings;

export type SetCompanySpendingLimitsInput = CallOptions & {
  body: SetCompanySpendingLimitsBody;
};

// ── PUT /api/approvals/settings/contacts/{contactId} ──────────────────────────────────────────────

export type SetContactSpendingLimitsPath = {
  /** The contact: a person of a company. */
  contactId: string;
};

export type SetContactSpendingLimitsBody = ContactLimitsRequestInput;

export type SetContactSpendingLimitsResponse = ApprovalSettings;

export type SetContactSpendingLimitsInput = CallOptions & {
  path: SetContactSpendingLimitsPath;
  body: SetContactSpendingLimitsBody;
};

// ── GET /api/approvals/{approvalId} ───────────────────────────────────────────────────────────────

export type GetApprovalPath = {
  approvalId: string;
};

export type GetApprovalResponse = ApprovalRequestDetail;

export type GetApprovalInput = CallOptions & {
  path: GetApprovalPath;
};

// ── POST /api/approvals/{approvalId}/approve ──────────────────────────────────────────────────────

export type ApproveApprovalPath = {
  approvalId: string;
};

export type ApproveApprovalBody = {
  comment?: string;
  /** Put this active cost centre of the company on the order (the requester's choice is frozen while pending; the approver may correct it here). Another company → 404, inactive → 422 cost_centre_inactive. */
  costCentreId?: string;
};

export type ApproveApprovalResponse = ApprovalRequestDetail;

export type ApproveApprovalInput = CallOptions & {
  path: ApproveApprovalPath;
  body: ApproveApprovalBody;
};

// ── POST /api/approvals/{approvalId}/card-payment ─────────────────────────────────────────────────

export type StartApprovalCardPaymentPath = {
  approvalId: string;
};

export type StartApprovalCardPaymentResponse = CardPaymentTransaction;

export type StartApprovalCardPaymentInput = CallOptions & {
  path: StartApprovalCardPaymentPath;
};

// ── POST /api/approvals/{approvalId}/reject ───────────────────────────────────────────────────────

export type RejectApprovalPath = {
  approvalId: string;
};

export type RejectApprovalBody = {
  /** Why: the requester reads it. */
  comment: string;
};

export type RejectApprovalResponse = ApprovalRequestDetail;

export type RejectApprovalInput = CallOptions & {
  path: RejectApprovalPath;
  body: RejectApprovalBody;
};

// ── POST /api/approvals/{approvalId}/withdraw ─────────────────────────────────────────────────────

export type WithdrawApprovalPath = {
  approvalId: string;
};

export type WithdrawApprovalResponse = ApprovalRequestDetail;

export type WithdrawApprovalInput = CallOptions & {
  path: WithdrawApprovalPath;
};

// ── GET /api/ardis/cart ───────────────────────────────────────────────────────────────────────────

export type GetCartQuery = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid?: string | null;
  /** When true, the answer also says whether the cart can be ordered and what is missing. */
  initCheckout?: boolean | ('0' | '1' | 'true' | 'false') | null;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string | null;
};

export type GetCartResponse = Cart;

export type GetCartInput = CallOptions & {
  query?: GetCartQuery;
};

// ── POST /api/ardis/cart/addorderline ─────────────────────────────────────────────────────────────

export type AddOrderLineBody = AddOrderLineRequestInput;

export type AddOrderLineResponse = Cart;

export type AddOrderLineInput = CallOptions & {
  body: AddOrderLineBody;
};

// ── POST /api/ardis/cart/createorder ──────────────────────────────────────────────────────────────

export type CreateOrderHeaders = {
  /** Same key and body → the same order; same key, other body → 422 idempotency_key_reused. */
  'idempotency-key'?: string;
};

export type CreateOrderBody = CreateOrderRequestInput;

export type CreateOrderResponse = Order;

export type CreateOrderInput = Omit<CallOptions, 'headers'> & {
  headers?: CreateOrderHeaders & Record<string, string>;
  body: CreateOrderBody;
};

// ── DELETE /api/ardis/cart/deleteorderline ────────────────────────────────────────────────────────

export type DeleteOrderLineBody = DeleteOrderLineRequestInput;

export type DeleteOrderLineResponse = Cart;

export type DeleteOrderLineInput = CallOptions & {
  body: DeleteOrderLineBody;
};

// ── POST /api/ardis/cart/setmarket ────────────────────────────────────────────────────────────────

export type SetCartMarketBody = SetCartMarketRequestInput;

export type SetCartMarketResponse = Cart;

export type SetCartMarketInput = CallOptions & {
  body: SetCartMarketBody;
};

// ── POST /api/ardis/cart/updatemetadata ───────────────────────────────────────────────────────────

export type UpdateCartMetadataBody = UpdateCartMetadataRequestInput;

export type UpdateCartMetadataResponse = Cart;

export type UpdateCartMetadataInput = CallOptions & {
  body: UpdateCartMetadataBody;
};

// ── POST /api/ardis/cart/updateorderline ──────────────────────────────────────────────────────────

export type UpdateOrderLineBody = UpdateOrderLineRequestInput;

export type UpdateOrderLineResponse = Cart;

export type UpdateOrderLineInput = CallOptions & {
  body: UpdateOrderLineBody;
};

// ── POST /api/ardis/customer/add-address ──────────────────────────────────────────────────────────

export type AddPharmacyAddressBody = AddPersonAddressRequestInput;

export type AddPharmacyAddressResponse = PersonAddress;

export type AddPharmacyAddressInput = CallOptions & {
  body: AddPharmacyAddressBody;
};

// ── GET /api/ardis/customer/address ───────────────────────────────────────────────────────────────

export type GetPharmacyAddressQuery = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string | null;
  /** The address. */
  addressId?: string | null;
};

export type GetPharmacyAddressResponse = PersonAddress;

export type GetPharmacyAddressInput = CallOptions & {
  query?: GetPharmacyAddressQuery;
};

// ── GET /api/ardis/customer/address/{addressId}/markets ───────────────────────────────────────────

export type ListAddressMarketsPath = {
  /** The address. */
  addressId: string;
};

export type ListAddressMarketsQuery = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string | null;
};

export type ListAddressMarketsResponse = PersonAddressMarkets;

export type ListAddressMarketsInput = CallOptions & {
  path: ListAddressMarketsPath;
  query?: ListAddressMarketsQuery;
};

// ── GET /api/ardis/customer/addresses ─────────────────────────────────────────────────────────────

export type ListPharmacyAddressesQuery = {
  /** The person: the caller or a person the caller may act for (else 404). */
  pid: string;
  /** How many items to skip (paging). */
  skip: number;
  /** How many items to return (page size). */
  take: number;
};

export type ListPharmacyAddressesResponse = PersonAddressPage;

export type ListPharmacyAddressesInput = CallOptions & {
  query: ListPharmacyAddressesQuery;
};

// ── POST /api/ardis/customer/change-person ────────────────────────────────────────────────────────

export type ChangePharmacyPersonBody = PharmacyChangePersonRequestInput;

export type ChangePharmacyPersonResponse = PharmacySession;

export type ChangePharmacyPersonInput = CallOptions & {
  body: ChangePharmacyPersonBody;
};

// ── DELETE /api/ardis/customer/delete-address ─────────────────────────────────────────────────────

export type DeletePharmacyAddressQuery = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string | null;
  /** The address. */
  addressId?: string | null;
};

export type DeletePharmacyAddressResponse = PersonAddressPage;

export type DeletePharmacyAddressInput = CallOptions & {
  query?: DeletePharmacyAddressQuery;
};

// ── POST /api/ardis/customer/edit-address ─────────────────────────────────────────────────────────

export type EditPharmacyAddressBody = EditPersonAddressRequestInput;

export type EditPharmacyAddressResponse = PersonAddress;

export type EditPharmacyAddressInput = CallOptions & {
  body: EditPharmacyAddressBody;
};

// ── POST /api/ardis/customer/get ──────────────────────────────────────────────────────────────────

export type GetPharmacyCustomerBody = PharmacyGetPersonRequestInput;

export type GetPharmacyCustomerResponse = PharmacyPerson;

export type GetPharmacyCustomerInput = CallOptions & {
  body: GetPharmacyCustomerBody;
};

// ── POST /api/ardis/customer/login ────────────────────────────────────────────────────────────────

export type LoginPharmacyCustomerBody = PharmacyLoginRequestInput;

export type LoginPharmacyCustomerResponse = PharmacySession;

export type LoginPharmacyCustomerInput = CallOptions & {
  body: LoginPharmacyCustomerBody;
};

// ── POST /api/ardis/customer/logout ───────────────────────────────────────────────────────────────

export type LogoutPharmacyCustomerBody = PharmacyLogoutRequestInput;

export type LogoutPharmacyCustomerResponse = PharmacyLogoutResult;

export type LogoutPharmacyCustomerInput = CallOptions & {
  body: LogoutPharmacyCustomerBody;
};

// ── POST /api/ardis/customer/update ───────────────────────────────────────────────────────────────

export type UpdatePharmacyCustomerBody = PharmacyUpdatePersonRequestInput;

export type UpdatePharmacyCustomerResponse = PharmacyPerson;

export type UpdatePharmacyCustomerInput = CallOptions & {
  body: UpdatePharmacyCustomerBody;
};

// ── GET /api/ardis/order ──────────────────────────────────────────────────────────────────────────

export type GetOrderQuery = {
  /** The order. */
  orderId: string;
  /** The department (fulfilment unit) that ships the order. */
  department: string;
};

export type GetOrderResponse = Order;

export type GetOrderInput = CallOptions & {
  query: GetOrderQuery;
};

// ── DELETE /api/ardis/order/cancelorder ───────────────────────────────────────────────────────────

export type CancelOrderQuery = {
  /** The order. */
  orderId: string;
  /** The department (fulfilment unit) that ships the order. */
  department: string;
};

export type CancelOrderResponse = Order;

export type CancelOrderInput = CallOptions & {
  query: CancelOrderQuery;
};

// ── GET /api/ardis/order/orders ───────────────────────────────────────────────────────────────────

export type ListOrdersQuery = {
  /** The person (contact id): for now the caller's own id. */
  pid: string;
  /** How many items to skip (paging). */
  skip: number;
  /** How many items to return (page size). */
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

export type ListOrdersResponse = OrderPage;

export type ListOrdersInput = CallOptions & {
  query: ListOrdersQuery;
};

// ── POST /api/ardis/order/reorder ─────────────────────────────────────────────────────────────────

export type ReorderBody = ReorderRequestInput;

export type ReorderResponse = ReorderResult;

export type ReorderInput = CallOptions & {
  body: ReorderBody;
};

// ── GET /api/ardis/prescription/prescriptions ─────────────────────────────────────────────────────

export type ListPrescriptionsQuery = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string | null;
};

export type ListPrescriptionsResponse = PrescriptionList;

export type ListPrescriptionsInput = CallOptions & {
  query?: ListPrescriptionsQuery;
};

// ── POST /api/ardis/prescription/prescriptions/add-by-reference ───────────────────────────────────

export type AddPrescriptionByReferenceBody = AddPrescriptionByReferenceRequestInput;

export type AddPrescriptionByReferenceResponse = Prescription;

export type AddPrescriptionByReferenceInput = CallOptions & {
  body: AddPrescriptionByReferenceBody;
};

// ── GET /api/ardis/prescription/products/{prescriptionId} ─────────────────────────────────────────

export type ListPrescriptionProductsPath = {
  /** The prescription. */
  prescriptionId: string;
};

export type ListPrescriptionProductsQuery = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string | null;
};

export type ListPrescriptionProductsResponse = PrescriptionProducts;

export type ListPrescriptionProductsInput = CallOptions & {
  path: ListPrescriptionProductsPath;
  query?: ListPrescriptionProductsQuery;
};

// ── GET /api/ardis/prescription/{prescriptionId} ──────────────────────────────────────────────────

export type GetPrescriptionPath = {
  /** The prescription. */
  prescriptionId: string;
};

export type GetPrescriptionQuery = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string | null;
};

export type GetPrescriptionResponse = Prescription;

export type GetPrescriptionInput = CallOptions & {
  path: GetPrescriptionPath;
  query?: GetPrescriptionQuery;
};

// ── GET /api/ardis/product/variants ───────────────────────────────────────────────────────────────

export type ListVariantsBySkuQuery = {
  /** SKUs, repeated or comma-separated; at most 200 (more → 422 too_many_items). */
  skus: string | string[];
};

export type ListVariantsBySkuResponse = VariantLookup;

export type ListVariantsBySkuInput = CallOptions & {
  query: ListVariantsBySkuQuery;
};

// ── GET /api/backoffice/assortments ───────────────────────────────────────────────────────────────

export type ListAssortmentsResponse = AssortmentList;

export type ListAssortmentsInput = CallOptions;

// ── POST /api/backoffice/assortments ──────────────────────────────────────────────────────────────

export type CreateAssortmentBody = AssortmentBodyInput;

export type CreateAssortmentResponse = Assortment;

export type CreateAssortmentInput = CallOptions & {
  body: CreateAssortmentBody;
};

// ── POST /api/backoffice/assortments/preview ──────────────────────────────────────────────────────

export type PreviewAssortmentBody = AssortmentPreviewBodyInput;

export type PreviewAssortmentResponse = AssortmentPreview;

export type PreviewAssortmentInput = CallOptions & {
  body: PreviewAssortmentBody;
};

// ── GET /api/backoffice/assortments/{assortmentId} ────────────────────────────────────────────────

export type GetAssortmentPath = {
  assortmentId: string;
};

export type GetAssortmentResponse = Assortment;

export type GetAssortmentInput = CallOptions & {
  path: GetAssortmentPath;
};

// ── PUT /api/backoffice/assortments/{assortmentId} ────────────────────────────────────────────────

export type UpdateAssortmentPath = {
  assortmentId: string;
};

export type UpdateAssortmentBody = AssortmentUpdateBodyInput;

export type UpdateAssortmentResponse = Assortment;

export type UpdateAssortmentInput = CallOptions & {
  path: UpdateAssortmentPath;
  body: UpdateAssortmentBody;
};

// ── DELETE /api/backoffice/assortments/{assortmentId} ─────────────────────────────────────────────

export type DeleteAssortmentPath = {
  assortmentId: string;
};

export type DeleteAssortmentResponse = null;

export type DeleteAssortmentInput = CallOptions & {
  path: DeleteAssortmentPath;
};

// ── GET /api/backoffice/audit-log ─────────────────────────────────────────────────────────────────

export type ListAuditLogQuery = {
  /** The customer: the company. */
  customerId?: string | null;
  /** The contact: a person of a company. */
  contactId?: string | null;
  actorContactId?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  from?: string | null;
  to?: string | null;
  action?: string | null;
  outcome?: 'success' | 'failure' | null;
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListAuditLogResponse = AuditPage;

export type ListAuditLogInput = CallOptions & {
  query?: ListAuditLogQuery;
};

// ── GET /api/backoffice/catalog/imports ───────────────────────────────────────────────────────────

export type ListCatalogImportsQuery = {
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListCatalogImportsResponse = CatalogImportList;

export type ListCatalogImportsInput = CallOptions & {
  query?: ListCatalogImportsQuery;
};

// ── POST /api/backoffice/catalog/imports ──────────────────────────────────────────────────────────

export type CreateCatalogImportBody = CatalogImportRequestInput;

export type CreateCatalogImportResponse = CatalogImport;

export type CreateCatalogImportInput = CallOptions & {
  body: CreateCatalogImportBody;
};

// ── GET /api/backoffice/catalog/imports/{importId} ────────────────────────────────────────────────

export type GetCatalogImportPath = {
  importId: string;
};

export type GetCatalogImportResponse = CatalogImport;

export type GetCatalogImportInput = CallOptions & {
  path: GetCatalogImportPath;
};

// ── GET /api/backoffice/categories ────────────────────────────────────────────────────────────────

export type ListBackofficeCategoriesResponse = BackofficeCategoryTree;

export type ListBackofficeCategoriesInput = CallOptions;

// ── POST /api/backoffice/categories ───────────────────────────────────────────────────────────────

export type CreateCategoryBody = CreateCategoryRequestInput;

export type CreateCategoryResponse = BackofficeCategoryTree;

export type CreateCategoryInput = CallOptions & {
  body: CreateCategoryBody;
};

// ── PATCH /api/backoffice/categories/{categoryId} ─────────────────────────────────────────────────

export type UpdateCategoryPath = {
  categoryId: string;
};

export type UpdateCategoryBody = UpdateCategoryRequestInput;

export type UpdateCategoryResponse = BackofficeCategoryTree;

export type UpdateCategoryInput = CallOptions & {
  path: UpdateCategoryPath;
  body: UpdateCategoryBody;
};

// ── DELETE /api/backoffice/categories/{categoryId} ────────────────────────────────────────────────

export type DeleteCategoryPath = {
  categoryId: string;
};

export type DeleteCategoryResponse = null;

export type DeleteCategoryInput = CallOptions & {
  path: DeleteCategoryPath;
};

// ── POST /api/backoffice/categories/{categoryId}/move ─────────────────────────────────────────────

export type MoveCategoryPath = {
  categoryId: string;
};

export type MoveCategoryBody = MoveCategoryRequestInput;

export type MoveCategoryResponse = BackofficeCategoryTree;

export type MoveCategoryInput = CallOptions & {
  path: MoveCategoryPath;
  body: MoveCategoryBody;
};

// ── GET /api/backoffice/customer-options ──────────────────────────────────────────────────────────

export type GetCustomerFormOptionsResponse = BackofficeCustomerOptions;

export type GetCustomerFormOptionsInput = CallOptions;

// ── GET /api/backoffice/customers ─────────────────────────────────────────────────────────────────

export type ListBackofficeCustomersQuery = {
  /** Part of the name, the start of the org number (digits), or a customer number. */
  q?: string | null;
  /** true: only blocked companies; false: only the others. */
  blocked?: boolean | ('0' | '1' | 'true' | 'false') | null;
  /** The market (country code, e.g. NO). */
  market?: string | null;
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListBackofficeCustomersResponse = BackofficeCustomerPage;

export type ListBackofficeCustomersInput = CallOptions & {
  query?: ListBackofficeCustomersQuery;
};

// ── POST /api/backoffice/customers ────────────────────────────────────────────────────────────────

export type CreateBackofficeCustomerBody = CreateBackofficeCustomerRequestInput;

export type CreateBackofficeCustomerResponse = BackofficeCustomer;

export type CreateBackofficeCustomerInput = CallOptions & {
  body: CreateBackofficeCustomerBody;
};

// ── GET /api/backoffice/customers/{customerId} ────────────────────────────────────────────────────

export type GetBackofficeCustomerPath = {
  /** The customer: the company. */
  customerId: string;
};

export type GetBackofficeCustomerResponse = BackofficeCustomer;

export type GetBackofficeCustomerInput = CallOptions & {
  path: GetBackofficeCustomerPath;
};

// ── PATCH /api/backoffice/customers/{customerId} ──────────────────────────────────────────────────

export type UpdateBackofficeCustomerPath = {
  /** The customer: the company. */
  customerId: string;
};

export type UpdateBackofficeCustomerBody = UpdateCustomerStandingRequestInput;

export type UpdateBackofficeCustomerResponse = BackofficeCustomer;

export type UpdateBackofficeCustomerInput = CallOptions & {
  path: UpdateBackofficeCustomerPath;
  body: UpdateBackofficeCustomerBody;
};

// ── GET /api/backoffice/customers/{customerId}/assortment ─────────────────────────────────────────

export type GetCustomerAssortmentPath = {
  /** The customer: the company. */
  customerId: string;
};

export type GetCustomerAssortmentResponse = CompanyAssortment;

export type GetCustomerAssortmentInput = CallOptions & {
  path: GetCustomerAssortmentPath;
};

// ── PUT /api/backoffice/customers/{customerId}/assortment ─────────────────────────────────────────

export type SetCustomerAssortmentPath = {
  /** The customer: the company. */
  customerId: string;
};

export type SetCustomerAssortmentBody = CompanyAssortmentBodyInput;

export type SetCustomerAssortmentResponse = CompanyAssortment;

export type SetCustomerAssortmentInput = CallOptions & {
  path: SetCustomerAssortmentPath;
  body: SetCustomerAssortmentBody;
};

// ── GET /api/backoffice/customers/{customerId}/audit-log ──────────────────────────────────────────

export type ListCustomerAuditLogPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListCustomerAuditLogQuery = {
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListCustomerAuditLogResponse = AuditPage;

export type ListCustomerAuditLogInput = CallOptions & {
  path: ListCustomerAuditLogPath;
  query?: ListCustomerAuditLogQuery;
};

// ── GET /api/backoffice/customers/{customerId}/carts ──────────────────────────────────────────────

export type ListCustomerCartsPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListCustomerCartsQuery = {
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListCustomerCartsResponse = BackofficeCustomerCartPage;

export type ListCustomerCartsInput = CallOptions & {
  path: ListCustomerCartsPath;
  query?: ListCustomerCartsQuery;
};

// ── GET /api/backoffice/customers/{customerId}/invoices ───────────────────────────────────────────

export type ListCustomerInvoicesPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListCustomerInvoicesQuery = {
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListCustomerInvoicesResponse = BackofficeCustomerInvoicePage;

export type ListCustomerInvoicesInput = CallOptions & {
  path: ListCustomerInvoicesPath;
  query?: ListCustomerInvoicesQuery;
};

// ── GET /api/backoffice/customers/{customerId}/orders ─────────────────────────────────────────────

export type ListCustomerOrdersPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListCustomerOrdersQuery = {
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListCustomerOrdersResponse = BackofficeCustomerOrderPage;

export type ListCustomerOrdersInput = CallOptions & {
  path: ListCustomerOrdersPath;
  query?: ListCustomerOrdersQuery;
};

// ── GET /api/backoffice/customers/{customerId}/quotes ─────────────────────────────────────────────

export type ListCustomerQuotesPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListCustomerQuotesQuery = {
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListCustomerQuotesResponse = BackofficeCustomerQuotePage;

export type ListCustomerQuotesInput = CallOptions & {
  path: ListCustomerQuotesPath;
  query?: ListCustomerQuotesQuery;
};

// ── PATCH /api/backoffice/customers/{customerId}/terms ────────────────────────────────────────────

export type UpdateCustomerTermsPath = {
  /** The customer: the company. */
  customerId: string;
};

export type UpdateCustomerTermsBody = UpdateCustomerTermsRequestInput;

export type UpdateCustomerTermsResponse = BackofficeCustomer;

export type UpdateCustomerTermsInput = CallOptions & {
  path: UpdateCustomerTermsPath;
  body: UpdateCustomerTermsBody;
};

// ── GET /api/backoffice/customers/{customerId}/tickets ────────────────────────────────────────────

export type ListCustomerTicketsPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListCustomerTicketsQuery = {
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListCustomerTicketsResponse = BackofficeCustomerTicketPage;

export type ListCustomerTicketsInput = CallOptions & {
  path: ListCustomerTicketsPath;
  query?: ListCustomerTicketsQuery;
};

// ── GET /api/backoffice/customers/{customerId}/users ──────────────────────────────────────────────

export type ListCustomerUsersPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListCustomerUsersQuery = {
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListCustomerUsersResponse = BackofficeCustomerUserPage;

export type ListCustomerUsersInput = CallOptions & {
  path: ListCustomerUsersPath;
  query?: ListCustomerUsersQuery;
};

// ── GET /api/backoffice/dashboard/sales ───────────────────────────────────────────────────────────

export type GetSalesDashboardQuery = {
  /** First day (Oslo time), inclusive; default 29 days before `to`. */
  from?: string | null;
  /** Last day (Oslo time), inclusive; default today. */
  to?: string | null;
  /** Only orders of this market; all by default. */
  market?: 'NO' | 'SE' | 'DK' | null;
  /** Periods of the series; by default days up to 62 days, weeks (from Monday) beyond. */
  interval?: 'day' | 'week' | null;
};

export type GetSalesDashboardResponse = SalesDashboard;

export type GetSalesDashboardInput = CallOptions & {
  query?: GetSalesDashboardQuery;
};

// ── GET /api/backoffice/delivery/holidays ─────────────────────────────────────────────────────────

export type ListHolidaysQuery = {
  /** Two letters (NO, SE, DK). */
  market: string;
  year: number;
};

export type ListHolidaysResponse = HolidayList;

export type ListHolidaysInput = CallOptions & {
  query: ListHolidaysQuery;
};

// ── POST /api/backoffice/delivery/holidays ────────────────────────────────────────────────────────

export type CreateHolidayBody = CreateHolidayBodyInput;

export type CreateHolidayResponse = Holiday;

export type CreateHolidayInput = CallOptions & {
  body: CreateHolidayBody;
};

// ── PATCH /api/backoffice/delivery/holidays/{market}/{date} ───────────────────────────────────────

export type UpdateHolidayPath = {
  /** Two letters (NO, SE, DK). */
  market: string;
  date: string;
};

export type UpdateHolidayBody = RenameHolidayInput;

export type UpdateHolidayResponse = Holiday;

export type UpdateHolidayInput = CallOptions & {
  path: UpdateHolidayPath;
  body: UpdateHolidayBody;
};

// ── DELETE /api/backoffice/delivery/holidays/{market}/{date} ──────────────────────────────────────

export type DeleteHolidayPath = {
  /** Two letters (NO, SE, DK). */
  market: string;
  date: string;
};

export type DeleteHolidayResponse = null;

export type DeleteHolidayInput = CallOptions & {
  path: DeleteHolidayPath;
};

// ── GET /api/backoffice/delivery/preview ──────────────────────────────────────────────────────────

export type PreviewDeliveryDatesQuery = {
  /** Two letters (NO, SE, DK). */
  market: string;
  /** The zip (postal) code. */
  zipCode: string;
  count?: number | null;
};

export type PreviewDeliveryDatesResponse = DeliveryPreview;

export type PreviewDeliveryDatesInput = CallOptions & {
  query: PreviewDeliveryDatesQuery;
};

// ── GET /api/backoffice/delivery/routes ───────────────────────────────────────────────────────────

export type ListDeliveryRoutesQuery = {
  /** Two letters (NO, SE, DK). */
  market?: string | null;
};

export type ListDeliveryRoutesResponse = DeliveryRouteList;

export type ListDeliveryRoutesInput = CallOptions & {
  query?: ListDeliveryRoutesQuery;
};

// ── POST /api/backoffice/delivery/routes ──────────────────────────────────────────────────────────

export type CreateDeliveryRouteBody = CreateDeliveryRouteBodyInput;

export type CreateDeliveryRouteResponse = DeliveryRoute;

export type CreateDeliveryRouteInput = CallOptions & {
  body: CreateDeliveryRouteBody;
};

// ── PATCH /api/backoffice/delivery/routes/{code} ──────────────────────────────────────────────────

export type UpdateDeliveryRoutePath = {
  code: string;
};

export type UpdateDeliveryRouteBody = UpdateDeliveryRouteBodyInput;

export type UpdateDeliveryRouteResponse = DeliveryRoute;

export type UpdateDeliveryRouteInput = CallOptions & {
  path: UpdateDeliveryRoutePath;
  body: UpdateDeliveryRouteBody;
};

// ── DELETE /api/backoffice/delivery/routes/{code} ─────────────────────────────────────────────────

export type DeleteDeliveryRoutePath = {
  code: string;
};

export type DeleteDeliveryRouteResponse = null;

export type DeleteDeliveryRouteInput = CallOptions & {
  path: DeleteDeliveryRoutePath;
};

// ── GET /api/backoffice/delivery/shipping-methods ─────────────────────────────────────────────────

export type ListShippingMethodSettingsResponse = ShippingMethodList;

export type ListShippingMethodSettingsInput = CallOptions;

// ── PATCH /api/backoffice/delivery/shipping-methods/{code} ────────────────────────────────────────

export type UpdateShippingMethodPath = {
  code: 'route' | 'express' | 'pickup';
};

export type UpdateShippingMethodBody = UpdateShippingMethodBodyInput;

export type UpdateShippingMethodResponse = ShippingMethod;

export type UpdateShippingMethodInput = CallOptions & {
  path: UpdateShippingMethodPath;
  body: UpdateShippingMethodBody;
};

// ── GET /api/backoffice/markets ───────────────────────────────────────────────────────────────────

export type ListMarketsResponse = BackofficeMarketList;

export type ListMarketsInput = CallOptions;

// ── PATCH /api/backoffice/markets/{code} ──────────────────────────────────────────────────────────

export type UpdateMarketPath = {
  /** Two letters (NO, SE, DK). */
  code: string;
};

export type UpdateMarketBody = UpdateMarketBodyInput;

export type UpdateMarketResponse = BackofficeMarket;

export type UpdateMarketInput = CallOptions & {
  path: UpdateMarketPath;
  body: UpdateMarketBody;
};

// ── GET /api/backoffice/orders ────────────────────────────────────────────────────────────────────

export type ListBackofficeOrdersQuery = {
  status?: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled' | null;
  /** The customer: the company. */
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
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListBackofficeOrdersResponse = BackofficeOrderPage;

export type ListBackofficeOrdersInput = CallOptions & {
  query?: ListBackofficeOrdersQuery;
};

// ── GET /api/backoffice/orders/{orderId} ──────────────────────────────────────────────────────────

export type GetBackofficeOrderPath = {
  /** The order. */
  orderId: string;
};

export type GetBackofficeOrderResponse = BackofficeOrder;

export type GetBackofficeOrderInput = CallOptions & {
  path: GetBackofficeOrderPath;
};

// ── POST /api/backoffice/orders/{orderId}/invoice-paid ────────────────────────────────────────────

export type MarkInvoicePaidPath = {
  /** The order. */
  orderId: string;
};

export type MarkInvoicePaidResponse = Order;

export type MarkInvoicePaidInput = CallOptions & {
  path: MarkInvoicePaidPath;
};

// ── POST /api/backoffice/orders/{orderId}/status ──────────────────────────────────────────────────

export type AdvanceOrderStatusPath = {
  /** The order. */
  orderId: string;
};

export type AdvanceOrderStatusBody = SetOrderStatusRequestInput;

export type AdvanceOrderStatusResponse = Order;

export type AdvanceOrderStatusInput = CallOptions & {
  path: AdvanceOrderStatusPath;
  body: AdvanceOrderStatusBody;
};

// ── GET /api/backoffice/price-explainer ───────────────────────────────────────────────────────────

export type ExplainCustomerPriceQuery = {
  /** The customer: the company. */
  customerId: string;
  /** The variant: its stock-keeping unit. */
  sku?: string | null;
  /** Explains every variant of the product (instead of a sku). */
  productId?: string | null;
  quantity?: number | null;
  /** Defaults to the company's market. */
  market?: string | null;
};

export type ExplainCustomerPriceResponse = PriceExplanation;

export type ExplainCustomerPriceInput = CallOptions & {
  query: ExplainCustomerPriceQuery;
};

// ── GET /api/backoffice/price-lists ───────────────────────────────────────────────────────────────

export type ListPriceListsQuery = {
  kind?: 'list' | 'contract' | 'campaign' | null;
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** upcoming, active (prices now) or ended. */
  status?: 'upcoming' | 'active' | 'ended' | null;
  /** Part of the code or name. */
  q?: string | null;
  /** Only this company's contract list. */
  customerId?: string | null;
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListPriceListsResponse = PriceListPage;

export type ListPriceListsInput = CallOptions & {
  query?: ListPriceListsQuery;
};

// ── POST /api/backoffice/price-lists ──────────────────────────────────────────────────────────────

export type CreatePriceListBody = CreatePriceListRequestInput;

export type CreatePriceListResponse = PriceListDetail;

export type CreatePriceListInput = CallOptions & {
  body: CreatePriceListBody;
};

// ── GET /api/backoffice/price-lists/{priceListId} ─────────────────────────────────────────────────

export type GetPriceListPath = {
  priceListId: string;
};

export type GetPriceListResponse = PriceListDetail;

export type GetPriceListInput = CallOptions & {
  path: GetPriceListPath;
};

// ── PATCH /api/backoffice/price-lists/{priceListId} ───────────────────────────────────────────────

export type UpdatePriceListPath = {
  priceListId: string;
};

export type UpdatePriceListBody = UpdatePriceListRequestInput;

export type UpdatePriceListResponse = PriceListDetail;

export type UpdatePriceListInput = CallOptions & {
  path: UpdatePriceListPath;
  body: UpdatePriceListBody;
};

// ── POST /api/backoffice/price-lists/{priceListId}/companies ──────────────────────────────────────

export type AssignPriceListPath = {
  priceListId: string;
};

export type AssignPriceListBody = AssignPriceListRequestInput;

export type AssignPriceListResponse = PriceListDetail;

export type AssignPriceListInput = CallOptions & {
  path: AssignPriceListPath;
  body: AssignPriceListBody;
};

// ── DELETE /api/backoffice/price-lists/{priceListId}/companies/{customerId} ───────────────────────

export type UnassignPriceListPath = {
  priceListId: string;
  /** The customer: the company. */
  customerId: string;
};

export type UnassignPriceListResponse = PriceListDetail;

export type UnassignPriceListInput = CallOptions & {
  path: UnassignPriceListPath;
};

// ── POST /api/backoffice/price-lists/{priceListId}/copy ───────────────────────────────────────────

export type CopyPriceListPath = {
  priceListId: string;
};

export type CopyPriceListBody = CopyPriceListRequestInput;

export type CopyPriceListResponse = PriceListDetail;

export type CopyPriceListInput = CallOptions & {
  path: CopyPriceListPath;
  body: CopyPriceListBody;
};

// ── POST /api/backoffice/price-lists/{priceListId}/end ────────────────────────────────────────────

export type EndPriceListPath = {
  priceListId: string;
};

export type EndPriceListResponse = PriceListDetail;

export type EndPriceListInput = CallOptions & {
  path: EndPriceListPath;
};

// ── GET /api/backoffice/price-lists/{priceListId}/prices ──────────────────────────────────────────

export type ListPriceListPricesPath = {
  priceListId: string;
};

export type ListPriceListPricesQuery = {
  /** Start of a SKU or part of a (Norwegian) name. */
  q?: string | null;
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListPriceListPricesResponse = PriceListSkuPricesPage;

export type ListPriceListPricesInput = CallOptions & {
  path: ListPriceListPricesPath;
  query?: ListPriceListPricesQuery;
};

// ── GET /api/backoffice/price-lists/{priceListId}/prices/export ───────────────────────────────────

export type ExportPriceListPricesPath = {
  priceListId: string;
};

export type ExportPriceListPricesResponse = FileResponse;

export type ExportPriceListPricesInput = CallOptions & {
  path: ExportPriceListPricesPath;
};

// ── POST /api/backoffice/price-lists/{priceListId}/prices/import ──────────────────────────────────

export type ImportPriceListPricesPath = {
  priceListId: string;
};

export type ImportPriceListPricesBody = ImportPriceListPricesRequestInput;

export type ImportPriceListPricesResponse = PriceImportResult;

export type ImportPriceListPricesInput = CallOptions & {
  path: ImportPriceListPricesPath;
  body: ImportPriceListPricesBody;
};

// ── PUT /api/backoffice/price-lists/{priceListId}/prices/{sku} ────────────────────────────────────

export type SetPriceListPricePath = {
  priceListId: string;
  /** The variant: its stock-keeping unit. */
  sku: string;
};

export type SetPriceListPriceBody = SetPriceListSkuPricesRequestInput;

export type SetPriceListPriceResponse = PriceListSkuPrices;

export type SetPriceListPriceInput = CallOptions & {
  path: SetPriceListPricePath;
  body: SetPriceListPriceBody;
};

// ── GET /api/backoffice/product-form ──────────────────────────────────────────────────────────────

export type GetProductFormOptionsResponse = BackofficeProductFormOptions;

export type GetProductFormOptionsInput = CallOptions;

// ── GET /api/backoffice/products ──────────────────────────────────────────────────────────────────

export type ListBackofficeProductsQuery = {
  /** Part of a name, or a product number, SKU or EAN. */
  q?: string | null;
  /** The category and its subcategories. */
  categoryId?: string | null;
  brandId?: string | null;
  status?: ProductStatusInput | null;
  /** in: some active variant has stock; out: none. */
  stock?: 'in' | 'out' | null;
  hasImage?: boolean | ('0' | '1' | 'true' | 'false') | null;
  /** The page number, from 1. */
  page?: number | null;
  /** How many items to return (page size). */
  pageSize?: number | null;
};

export type ListBackofficeProductsResponse = BackofficeProductPage;

export type ListBackofficeProductsInput = CallOptions & {
  query?: ListBackofficeProductsQuery;
};

// ── POST /api/backoffice/products ─────────────────────────────────────────────────────────────────

export type CreateProductBody = BackofficeProductEditInput;

export type CreateProductResponse = BackofficeProduct;

export type CreateProductInput = CallOptions & {
  body: CreateProductBody;
};

// ── POST /api/backoffice/products/bulk ────────────────────────────────────────────────────────────

export type BulkUpdateProductsBody = BackofficeProductBulkInput;

export type BulkUpdateProductsResponse = BackofficeProductBulkResult;

export type BulkUpdateProductsInput = CallOptions & {
  body: BulkUpdateProductsBody;
};

// ── GET /api/backoffice/products/{productId} ──────────────────────────────────────────────────────

export type GetBackofficeProductPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type GetBackofficeProductResponse = BackofficeProduct;

export type GetBackofficeProductInput = CallOptions & {
  path: GetBackofficeProductPath;
};

// ── PUT /api/backoffice/products/{productId} ──────────────────────────────────────────────────────

export type UpdateProductPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type UpdateProductBody = BackofficeProductEditInput;

export type UpdateProductResponse = BackofficeProduct;

export type UpdateProductInput = CallOptions & {
  path: UpdateProductPath;
  body: UpdateProductBody;
};

// ── POST /api/backoffice/products/{productId}/copy ────────────────────────────────────────────────

export type CopyProductPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type CopyProductBody = BackofficeProductCopyInput;

export type CopyProductResponse = BackofficeProduct;

export type CopyProductInput = CallOptions & {
  path: CopyProductPath;
  body: CopyProductBody;
};

// ── GET /api/backoffice/products/{productId}/images ───────────────────────────────────────────────

export type ListProductImagesPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type ListProductImagesResponse = ManagedProductImageList;

export type ListProductImagesInput = CallOptions & {
  path: ListProductImagesPath;
};

// ── POST /api/backoffice/products/{productId}/images ──────────────────────────────────────────────

export type UploadProductImagePath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type UploadProductImageBody = ProductImageUploadInput;

export type UploadProductImageResponse = ManagedProductImage;

export type UploadProductImageInput = CallOptions & {
  path: UploadProductImagePath;
  body: UploadProductImageBody;
};

// ── POST /api/backoffice/products/{productId}/images/import ───────────────────────────────────────

export type ImportProductImagePath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type ImportProductImageBody = ProductImageImportInput;

export type ImportProductImageResponse = ManagedProductImage;

export type ImportProductImageInput = CallOptions & {
  path: ImportProductImagePath;
  body: ImportProductImageBody;
};

// ── PUT /api/backoffice/products/{productId}/images/order ─────────────────────────────────────────

export type ReorderProductImagesPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type ReorderProductImagesBody = ProductImageOrderInput;

export type ReorderProductImagesResponse = ManagedProductImageList;

export type ReorderProductImagesInput = CallOptions & {
  path: ReorderProductImagesPath;
  body: ReorderProductImagesBody;
};

// ── PATCH /api/backoffice/products/{productId}/images/{imageId} ───────────────────────────────────

export type UpdateProductImagePath = {
  /** Product id, slug or product number. */
  productId: string;
  imageId: string;
};

export type UpdateProductImageBody = ProductImageUpdateInput;

export type UpdateProductImageResponse = ManagedProductImage;

export type UpdateProductImageInput = CallOptions & {
  path: UpdateProductImagePath;
  body: UpdateProductImageBody;
};

// ── DELETE /api/backoffice/products/{productId}/images/{imageId} ──────────────────────────────────

export type DeleteProductImagePath = {
  /** Product id, slug or product number. */
  productId: string;
  imageId: string;
};

export type DeleteProductImageResponse = null;

export type DeleteProductImageInput = CallOptions & {
  path: DeleteProductImagePath;
};

// ── GET /api/backoffice/quotes ────────────────────────────────────────────────────────────────────

export type ListBackofficeQuotesQuery = {
  status?: 'requested' | 'sent' | 'accepted' | 'rejected' | 'withdrawn' | null;
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListBackofficeQuotesResponse = QuotePage;

export type ListBackofficeQuotesInput = CallOptions & {
  query?: ListBackofficeQuotesQuery;
};

// ── PUT /api/backoffice/quotes/{quoteId} ──────────────────────────────────────────────────────────

export type UpdateQuotePath = {
  quoteId: string;
};

export type UpdateQuoteBody = QuoteUpdateRequestInput;

export type UpdateQuoteResponse = Quote;

export type UpdateQuoteInput = CallOptions & {
  path: UpdateQuotePath;
  body: UpdateQuoteBody;
};

// ── POST /api/backoffice/quotes/{quoteId}/send ────────────────────────────────────────────────────

export type SendQuotePath = {
  quoteId: string;
};

export type SendQuoteResponse = Quote;

export type SendQuoteInput = CallOptions & {
  path: SendQuotePath;
};

// ── GET /api/backoffice/search-synonyms ───────────────────────────────────────────────────────────

export type ListSearchSynonymGroupsResponse = SearchSynonymGroupList;

export type ListSearchSynonymGroupsInput = CallOptions;

// ── POST /api/backoffice/search-synonyms ──────────────────────────────────────────────────────────

export type CreateSearchSynonymGroupBody = {
  /** Two or more words or phrases (any market language), stored lower case, duplicates dropped. */
  terms: string[];
};

export type CreateSearchSynonymGroupResponse = SearchSynonymGroup;

export type CreateSearchSynonymGroupInput = CallOptions & {
  body: CreateSearchSynonymGroupBody;
};

// ── DELETE /api/backoffice/search-synonyms/{synonymId} ────────────────────────────────────────────

export type DeleteSearchSynonymGroupPath = {
  synonymId: string;
};

export type DeleteSearchSynonymGroupResponse = null;

export type DeleteSearchSynonymGroupInput = CallOptions & {
  path: DeleteSearchSynonymGroupPath;
};

// ── GET /api/backoffice/staff ─────────────────────────────────────────────────────────────────────

export type ListStaffResponse = StaffList;

export type ListStaffInput = CallOptions;

// ── POST /api/backoffice/staff ────────────────────────────────────────────────────────────────────

export type CreateStaffBody = CreateStaffBodyInput;

export type CreateStaffResponse = StaffAccount;

export type CreateStaffInput = CallOptions & {
  body: CreateStaffBody;
};

// ── PATCH /api/backoffice/staff/{contactId} ───────────────────────────────────────────────────────

export type UpdateStaffPath = {
  /** The contact: a person of a company. */
  contactId: string;
};

export type UpdateStaffBody = UpdateStaffBodyInput;

export type UpdateStaffResponse = StaffAccount;

export type UpdateStaffInput = CallOptions & {
  path: UpdateStaffPath;
  body: UpdateStaffBody;
};

// ── PUT /api/backoffice/stock-levels ──────────────────────────────────────────────────────────────

export type SetStockLevelsBody = BackofficeStockLevelsInput;

export type SetStockLevelsResponse = BackofficeStockLevelsResult;

export type SetStockLevelsInput = CallOptions & {
  body: SetStockLevelsBody;
};

// ── GET /api/backoffice/support/agents ────────────────────────────────────────────────────────────

export type ListSupportAgentsResponse = SupportAgentList;

export type ListSupportAgentsInput = CallOptions;

// ── GET /api/backoffice/support/events ────────────────────────────────────────────────────────────

export type StreamSupportEventsResponse = FileResponse;

export type StreamSupportEventsInput = CallOptions;

// ── GET /api/backoffice/support/queue ─────────────────────────────────────────────────────────────

export type GetSupportQueueResponse = SupportQueue;

export type GetSupportQueueInput = CallOptions;

// ── POST /api/backoffice/tickets/{ticketId}/assign ────────────────────────────────────────────────

export type AssignTicketPath = {
  /** The ticket. */
  ticketId: string;
};

export type AssignTicketBody = AssignTicketRequestInput;

export type AssignTicketResponse = Ticket;

export type AssignTicketInput = CallOptions & {
  path: AssignTicketPath;
  body: AssignTicketBody;
};

// ── GET /api/backoffice/tickets/{ticketId}/context ────────────────────────────────────────────────

export type GetTicketContextPath = {
  /** The ticket. */
  ticketId: string;
};

export type GetTicketContextResponse = SupportCustomerContext;

export type GetTicketContextInput = CallOptions & {
  path: GetTicketContextPath;
};

// ── POST /api/backoffice/tickets/{ticketId}/status ────────────────────────────────────────────────

export type SetTicketStatusPath = {
  /** The ticket. */
  ticketId: string;
};

export type SetTicketStatusBody = SetTicketStatusRequestInput;

export type SetTicketStatusResponse = Ticket;

export type SetTicketStatusInput = CallOptions & {
  path: SetTicketStatusPath;
  body: SetTicketStatusBody;
};

// ── GET /api/catalog/autocomplete ─────────────────────────────────────────────────────────────────

export type AutocompleteCatalogQuery = {
  q: string;
  /** Products to suggest; categories are at most 5 and content at most 3. */
  limit?: number | null;
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type AutocompleteCatalogResponse = AutocompleteResult;

export type AutocompleteCatalogInput = CallOptions & {
  query: AutocompleteCatalogQuery;
};

// ── GET /api/catalog/brands ───────────────────────────────────────────────────────────────────────

export type ListBrandsResponse = BrandList;

export type ListBrandsInput = CallOptions;

// ── GET /api/catalog/categories ───────────────────────────────────────────────────────────────────

export type GetCategoryTreeResponse = CategoryTree;

export type GetCategoryTreeInput = CallOptions;

// ── GET /api/catalog/categories/by-slug/{slug} ────────────────────────────────────────────────────

export type GetCategoryBySlugPath = {
  slug: string;
};

export type GetCategoryBySlugResponse = CategoryLookup;

export type GetCategoryBySlugInput = CallOptions & {
  path: GetCategoryBySlugPath;
};

// ── GET /api/catalog/changes ──────────────────────────────────────────────────────────────────────

export type StreamCatalogChangesResponse = FileResponse;

export type StreamCatalogChangesInput = CallOptions;

// ── GET /api/catalog/product-variants ─────────────────────────────────────────────────────────────

export type ListProductVariantsQuery = {
  /** Product ids, repeated or comma-separated; at most 60. */
  productIds: string | string[];
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type ListProductVariantsResponse = ProductVariantsList;

export type ListProductVariantsInput = CallOptions & {
  query: ListProductVariantsQuery;
};

// ── GET /api/catalog/products ─────────────────────────────────────────────────────────────────────

export type ListProductsQuery = {
  /** Category slug; includes subcategories. */
  category?: string | null;
  /** Brand slugs (repeated or comma-separated); any of them. */
  brand?: string | string[] | null;
  /** Free text. */
  q?: string | null;
  /** relevance needs q (else name); every order ends with the product id. */
  sort?: 'relevance' | 'name' | 'price_asc' | 'price_desc' | 'newest' | null;
  /** The page number, from 1. */
  page?: number | null;
  /** How many items to return (page size). */
  pageSize?: number | null;
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type ListProductsResponse = ProductList;

export type ListProductsInput = CallOptions & {
  query?: ListProductsQuery;
};

// ── GET /api/catalog/products/{productId} ─────────────────────────────────────────────────────────

export type GetProductPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type GetProductQuery = {
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type GetProductResponse = ProductDetail;

export type GetProductInput = CallOptions & {
  path: GetProductPath;
  query?: GetProductQuery;
};

// ── GET /api/catalog/search ───────────────────────────────────────────────────────────────────────

export type SearchCatalogQuery = {
  q: string;
  limit?: number | null;
  /** Content documents (articles, landing pages) to include, in the caller's language; 0 for none. */
  contentLimit?: number | null;
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type SearchCatalogResponse = SearchResult;

export type SearchCatalogInput = CallOptions & {
  query: SearchCatalogQuery;
};

// ── GET /api/content/pages/{slug} ─────────────────────────────────────────────────────────────────

export type GetContentPagePath = {
  slug: string;
};

export type GetContentPageQuery = {
  language?: 'nb' | 'en' | null;
};

export type GetContentPageResponse = ContentPage;

export type GetContentPageInput = CallOptions & {
  path: GetContentPagePath;
  query?: GetContentPageQuery;
};

// ── GET /api/cost-centres ─────────────────────────────────────────────────────────────────────────

export type ListCostCentresQuery = {
  /** The customer: the company. */
  customerId: string;
  includeInactive?: 'true' | 'false' | null;
};

export type ListCostCentresResponse = CostCentreList;

export type ListCostCentresInput = CallOptions & {
  query: ListCostCentresQuery;
};

// ── POST /api/cost-centres ────────────────────────────────────────────────────────────────────────

export type CreateCostCentreBody = CostCentreCreateRequestInput;

export type CreateCostCentreResponse = CostCentre;

export type CreateCostCentreInput = CallOptions & {
  body: CreateCostCentreBody;
};

// ── PATCH /api/cost-centres/{costCentreId} ────────────────────────────────────────────────────────

export type UpdateCostCentrePath = {
  costCentreId: string;
};

export type UpdateCostCentreBody = CostCentreUpdateRequestInput;

export type UpdateCostCentreResponse = CostCentre;

export type UpdateCostCentreInput = CallOptions & {
  path: UpdateCostCentrePath;
  body: UpdateCostCentreBody;
};

// ── POST /api/customer/add-address ────────────────────────────────────────────────────────────────

export type AddAddressBody = AddCompanyAddressBodyInput;

export type AddAddressResponse = CompanyAddress;

export type AddAddressInput = CallOptions & {
  body: AddAddressBody;
};

// ── GET /api/customer/audit-log ───────────────────────────────────────────────────────────────────

export type ListCompanyAuditLogQuery = {
  /** The customer: the company. */
  customerId: string;
  action?: string | null;
  outcome?: 'success' | 'failure' | null;
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListCompanyAuditLogResponse = AuditPage;

export type ListCompanyAuditLogInput = CallOptions & {
  query: ListCompanyAuditLogQuery;
};

// ── POST /api/customer/change-contact-relation ────────────────────────────────────────────────────

export type ChangeContactRelationBody = ChangeContactRelationBodyInput;

export type ChangeContactRelationResponse = ChangeContactRelationResult;

export type ChangeContactRelationInput = CallOptions & {
  body: ChangeContactRelationBody;
};

// ── POST /api/customer/check-user ─────────────────────────────────────────────────────────────────

export type CheckUserBody = CheckUserBodyInput;

export type CheckUserResponse = CheckUserResult;

export type CheckUserInput = CallOptions & {
  body: CheckUserBody;
};

// ── POST /api/customer/company/{companyId}/contact/{contactId}/invite ─────────────────────────────

export type SendInvitationPath = {
  /** The company. */
  companyId: string;
  /** The contact: a person of a company. */
  contactId: string;
};

export type SendInvitationResponse = Invitation;

export type SendInvitationInput = CallOptions & {
  path: SendInvitationPath;
};

// ── POST /api/customer/create ─────────────────────────────────────────────────────────────────────

export type CreateCustomerBody = RegisterCompanyBodyInput;

export type CreateCustomerResponse = Company;

export type CreateCustomerInput = CallOptions & {
  body: CreateCustomerBody;
};

// ── POST /api/customer/create-contact ─────────────────────────────────────────────────────────────

export type CreateContactBody = CreateContactBodyInput;

export type CreateContactResponse = InvitedMember;

export type CreateContactInput = CallOptions & {
  body: CreateContactBody;
};

// ── POST /api/customer/create-customer-only ───────────────────────────────────────────────────────

export type CreateCustomerOnlyBody = CreateCustomerOnlyBodyInput;

export type CreateCustomerOnlyResponse = Company;

export type CreateCustomerOnlyInput = CallOptions & {
  body: CreateCustomerOnlyBody;
};

// ── POST /api/customer/customer/{customerId}/change-password ──────────────────────────────────────

export type ChangePasswordPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ChangePasswordBody = ChangePasswordBodyInput;

export type ChangePasswordResponse = FreshSession;

export type ChangePasswordInput = CallOptions & {
  path: ChangePasswordPath;
  body: ChangePasswordBody;
};

// ── DELETE /api/customer/delete-address ───────────────────────────────────────────────────────────

export type DeleteAddressQuery = {
  /** The customer: the company. */
  customerId?: string | null;
  /** The address. */
  addressId?: string | null;
};

export type DeleteAddressResponse = CompanyAddressList;

export type DeleteAddressInput = CallOptions & {
  query?: DeleteAddressQuery;
};

// ── PATCH /api/customer/edit-address ──────────────────────────────────────────────────────────────

export type EditAddressBody = EditCompanyAddressBodyInput;

export type EditAddressResponse = CompanyAddress;

export type EditAddressInput = CallOptions & {
  body: EditAddressBody;
};

// ── GET /api/customer/get-contact/{contactId} ─────────────────────────────────────────────────────

export type GetContactPath = {
  /** The contact: a person of a company. */
  contactId: string;
};

export type GetContactResponse = Contact;

export type GetContactInput = CallOptions & {
  path: GetContactPath;
};

// ── GET /api/customer/get-contact/{contactId}/companies ───────────────────────────────────────────

export type ListContactCompaniesPath = {
  /** The contact: a person of a company. */
  contactId: string;
};

export type ListContactCompaniesResponse = ContactCompanies;

export type ListContactCompaniesInput = CallOptions & {
  path: ListContactCompaniesPath;
};

// ── GET /api/customer/get-invoiceaddress/{customerId} ─────────────────────────────────────────────

export type GetInvoiceAddressPath = {
  /** The customer: the company. */
  customerId: string;
};

export type GetInvoiceAddressResponse = CompanyAddress;

export type GetInvoiceAddressInput = CallOptions & {
  path: GetInvoiceAddressPath;
};

// ── POST /api/customer/initcompany ────────────────────────────────────────────────────────────────

export type InitCompanyBody = RegisterCompanyBodyInput;

export type InitCompanyResponse = Company;

export type InitCompanyInput = CallOptions & {
  body: InitCompanyBody;
};

// ── POST /api/customer/invitations/accept ─────────────────────────────────────────────────────────

export type AcceptInvitationBody = AcceptInvitationBodyInput;

export type AcceptInvitationResponse = ContactCompany;

export type AcceptInvitationInput = CallOptions & {
  body: AcceptInvitationBody;
};

// ── POST /api/customer/invitations/lookup ─────────────────────────────────────────────────────────

export type LookupInvitationBody = AcceptInvitationBodyInput;

export type LookupInvitationResponse = InvitationLookup;

export type LookupInvitationInput = CallOptions & {
  body: LookupInvitationBody;
};

// ── GET /api/customer/invitations/mine ────────────────────────────────────────────────────────────

export type ListMyInvitationsResponse = OwnInvitations;

export type ListMyInvitationsInput = CallOptions;

// ── POST /api/customer/invitations/{invitationId}/accept ──────────────────────────────────────────

export type AcceptMyInvitationPath = {
  invitationId: string;
};

export type AcceptMyInvitationResponse = ContactCompany;

export type AcceptMyInvitationInput = CallOptions & {
  path: AcceptMyInvitationPath;
};

// ── POST /api/customer/invitations/{invitationId}/decline ─────────────────────────────────────────

export type DeclineMyInvitationPath = {
  invitationId: string;
};

export type DeclineMyInvitationResponse = DeclinedInvitation;

export type DeclineMyInvitationInput = CallOptions & {
  path: DeclineMyInvitationPath;
};

// ── POST /api/customer/join-requests ──────────────────────────────────────────────────────────────

export type CreateJoinRequestBody = JoinRequestCreateInput;

export type CreateJoinRequestResponse = Record<string, never>;

export type CreateJoinRequestInput = CallOptions & {
  body: CreateJoinRequestBody;
};

// ── POST /api/customer/join-requests/verify ───────────────────────────────────────────────────────

export type VerifyJoinRequestBody = {
  token: string;
};

export type VerifyJoinRequestResponse = {
  companyName: string;
  status: 'unverified' | 'pending' | 'approved' | 'rejected';
};

export type VerifyJoinRequestInput = CallOptions & {
  body: VerifyJoinRequestBody;
};

// ── GET /api/customer/list-addresses/{customerId} ─────────────────────────────────────────────────

export type ListAddressesPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListAddressesResponse = CompanyAddressList;

export type ListAddressesInput = CallOptions & {
  path: ListAddressesPath;
};

// ── PUT /api/customer/my-locale ───────────────────────────────────────────────────────────────────

export type UpdateMyLocaleBody = ContactLocaleBodyInput;

export type UpdateMyLocaleResponse = ContactLocale;

export type UpdateMyLocaleInput = CallOptions & {
  body: UpdateMyLocaleBody;
};

// ── PUT /api/customer/update-customer ─────────────────────────────────────────────────────────────

export type UpdateCustomerBody = UpdateCustomerBodyInput;

export type UpdateCustomerResponse = Company;

export type UpdateCustomerInput = CallOptions & {
  body: UpdateCustomerBody;
};

// ── GET /api/customer/{customerId}/consents ───────────────────────────────────────────────────────

export type ListConsentsPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListConsentsResponse = ConsentState;

export type ListConsentsInput = CallOptions & {
  path: ListConsentsPath;
};

// ── POST /api/customer/{customerId}/consents ──────────────────────────────────────────────────────

export type UpsertConsentsPath = {
  /** The customer: the company. */
  customerId: string;
};

export type UpsertConsentsBody = UpdateConsentsBodyInput;

export type UpsertConsentsResponse = ConsentState;

export type UpsertConsentsInput = CallOptions & {
  path: UpsertConsentsPath;
  body: UpsertConsentsBody;
};

// ── GET /api/customers/{customerId} ───────────────────────────────────────────────────────────────

export type GetCustomerPath = {
  /** The customer: the company. */
  customerId: string;
};

export type GetCustomerResponse = Company;

export type GetCustomerInput = CallOptions & {
  path: GetCustomerPath;
};

// ── GET /api/customers/{customerId}/contacts ──────────────────────────────────────────────────────

export type ListContactsPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListContactsResponse = CompanyMemberList;

export type ListContactsInput = CallOptions & {
  path: ListContactsPath;
};

// ── GET /api/customers/{customerId}/join-requests ─────────────────────────────────────────────────

export type ListJoinRequestsPath = {
  /** The customer: the company. */
  customerId: string;
};

export type ListJoinRequestsResponse = {
  items: JoinRequest[];
};

export type ListJoinRequestsInput = CallOptions & {
  path: ListJoinRequestsPath;
};

// ── POST /api/customers/{customerId}/join-requests/{requestId}/approve ────────────────────────────

export type ApproveJoinRequestPath = {
  /** The customer: the company. */
  customerId: string;
  requestId: string;
};

export type ApproveJoinRequestBody = {
  role: 'admin' | 'buyer' | 'viewer';
};

export type ApproveJoinRequestResponse = JoinRequest;

export type ApproveJoinRequestInput = CallOptions & {
  path: ApproveJoinRequestPath;
  body: ApproveJoinRequestBody;
};

// ── POST /api/customers/{customerId}/join-requests/{requestId}/reject ─────────────────────────────

export type RejectJoinRequestPath = {
  /** The customer: the company. */
  customerId: string;
  requestId: string;
};

export type RejectJoinRequestResponse = JoinRequest;

export type RejectJoinRequestInput = CallOptions & {
  path: RejectJoinRequestPath;
};

// ── GET /api/customers/{customerId}/spend ─────────────────────────────────────────────────────────

export type GetCustomerSpendPath = {
  /** The customer: the company. */
  customerId: string;
};

export type GetCustomerSpendQuery = {
  /** How many calendar months, ending with the current one (Oslo time). Default 12. */
  months?: number | null;
};

export type GetCustomerSpendResponse = CompanySpend;

export type GetCustomerSpendInput = CallOptions & {
  path: GetCustomerSpendPath;
  query?: GetCustomerSpendQuery;
};

// ── POST /api/delivery/dates ──────────────────────────────────────────────────────────────────────

export type ListDeliveryDatesBody = DeliveryDatesRequestInput;

export type ListDeliveryDatesResponse = DeliveryDates;

export type ListDeliveryDatesInput = CallOptions & {
  body: ListDeliveryDatesBody;
};

// ── POST /api/idporten/authorize ──────────────────────────────────────────────────────────────────

export type AuthorizeEidBody = EidAuthorizeBodyInput;

export type AuthorizeEidResponse = EidAuthorizeResult;

export type AuthorizeEidInput = CallOptions & {
  body: AuthorizeEidBody;
};

// ── POST /api/idporten/frontchannel-logout ────────────────────────────────────────────────────────

export type LogoutEidFrontChannelBody = EidFrontchannelLogoutBodyInput;

export type LogoutEidFrontChannelResponse = EidFrontchannelLogoutResult;

export type LogoutEidFrontChannelInput = CallOptions & {
  body: LogoutEidFrontChannelBody;
};

// ── POST /api/idporten/logout ─────────────────────────────────────────────────────────────────────

export type LogoutEidBody = EidLogoutBodyInput;

export type LogoutEidResponse = EidLogoutResult;

export type LogoutEidInput = CallOptions & {
  body: LogoutEidBody;
};

// ── POST /api/idporten/refresh ────────────────────────────────────────────────────────────────────

export type RefreshEidSessionBody = EidRefreshBodyInput;

export type RefreshEidSessionResponse = EidRefreshResult;

export type RefreshEidSessionInput = CallOptions & {
  body: RefreshEidSessionBody;
};

// ── POST /api/idporten/token ──────────────────────────────────────────────────────────────────────

export type ExchangeEidCodeBody = EidTokenBodyInput;

export type ExchangeEidCodeResponse = EidTokenResult;

export type ExchangeEidCodeInput = CallOptions & {
  body: ExchangeEidCodeBody;
};

// ── GET /api/idporten/user-info ───────────────────────────────────────────────────────────────────

export type GetEidUserInfoResponse = EidUserInfo;

export type GetEidUserInfoInput = CallOptions;

// ── GET /api/market/check-zipcode ─────────────────────────────────────────────────────────────────

export type CheckZipCodeQuery = {
  /** Market code: NO, SE or DK. */
  market: string;
  /** Zip code, e.g. 0150 or 113 57. */
  zipCode: string;
};

export type CheckZipCodeResponse = FileResponse;

export type CheckZipCodeInput = CallOptions & {
  query: CheckZipCodeQuery;
};

// ── POST /api/order/future-deliveries ─────────────────────────────────────────────────────────────

export type ListFutureDeliveriesBody = FutureDeliveriesRequestInput;

export type ListFutureDeliveriesResponse = FutureDeliveries;

export type ListFutureDeliveriesInput = CallOptions & {
  body: ListFutureDeliveriesBody;
};

// ── POST /api/order/orderinvoice ──────────────────────────────────────────────────────────────────

export type GetOrderInvoiceQuery = {
  /** The order number, e.g. EN1000001. Without it: the latest order (not cancelled) of the caller's company (a person in several companies: 422 company_required; none: 422 order_unknown). */
  orderNumber?: string | null;
};

export type GetOrderInvoiceResponse = InvoiceFile;

export type GetOrderInvoiceInput = CallOptions & {
  query?: GetOrderInvoiceQuery;
};

// ── GET /api/order/orderinvoice/{invoiceNumber}.pdf ───────────────────────────────────────────────

export type DownloadInvoicePdfPath = {
  /** The invoice number. */
  invoiceNumber: string;
};

export type DownloadInvoicePdfResponse = FileResponse;

export type DownloadInvoicePdfInput = CallOptions & {
  path: DownloadInvoicePdfPath;
};

// ── POST /api/order/simulate ──────────────────────────────────────────────────────────────────────

export type SimulateOrderBody = SimulateOrderRequestInput;

export type SimulateOrderResponse = OrderSimulation;

export type SimulateOrderInput = CallOptions & {
  body: SimulateOrderBody;
};

// ── POST /api/order/validate ──────────────────────────────────────────────────────────────────────

export type ValidateOrderBody = ValidateOrderRequestInput;

export type ValidateOrderResponse = OrderValidation;

export type ValidateOrderInput = CallOptions & {
  body: ValidateOrderBody;
};

// ── POST /api/order/validateshoppinglist ──────────────────────────────────────────────────────────

export type ValidateShoppingListBody = ValidateShoppingListRequestInput;

export type ValidateShoppingListResponse = ShoppingListValidation;

export type ValidateShoppingListInput = CallOptions & {
  body: ValidateShoppingListBody;
};

// ── POST /api/order/verify-deliverydates ──────────────────────────────────────────────────────────

export type VerifyDeliveryDatesQuery = {
  /** One subscription; all active ones when left out. */
  subscriptionId?: string | null;
};

export type VerifyDeliveryDatesResponse = FileResponse;

export type VerifyDeliveryDatesInput = CallOptions & {
  query?: VerifyDeliveryDatesQuery;
};

// ── GET /api/order/{cartId}/shippingmethods ───────────────────────────────────────────────────────

export type ListShippingMethodsPath = {
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
};

export type ListShippingMethodsResponse = ShippingMethods;

export type ListShippingMethodsInput = CallOptions & {
  path: ListShippingMethodsPath;
};

// ── GET /api/orders/{orderId} ─────────────────────────────────────────────────────────────────────

export type GetOrderByIdPath = {
  /** The order. */
  orderId: string;
};

export type GetOrderByIdResponse = Order;

export type GetOrderByIdInput = CallOptions & {
  path: GetOrderByIdPath;
};

// ── POST /api/payments/nets/webhook ───────────────────────────────────────────────────────────────

export type ReceiveNetsWebhookBody = NetsWebhookEventInput;

export type ReceiveNetsWebhookResponse = WebhookAnswer;

export type ReceiveNetsWebhookInput = CallOptions & {
  body: ReceiveNetsWebhookBody;
};

// ── GET /api/price/explain ────────────────────────────────────────────────────────────────────────

export type ExplainPriceQuery = {
  /** The customer: the company. */
  customerId: string;
  /** The variant: its stock-keeping unit. */
  sku?: string | null;
  /** Explains every variant of the product (instead of a sku). */
  productId?: string | null;
  quantity?: number | null;
  /** Defaults to the company's market. */
  market?: string | null;
};

export type ExplainPriceResponse = PriceExplanation;

export type ExplainPriceInput = CallOptions & {
  query: ExplainPriceQuery;
};

// ── POST /api/price/prices ────────────────────────────────────────────────────────────────────────

export type GetPricesBody = PricesRequestInput;

export type GetPricesResponse = PricesResponse;

export type GetPricesInput = CallOptions & {
  body: GetPricesBody;
};

// ── GET /api/product/{productId}/properties ───────────────────────────────────────────────────────

export type GetProductPropertiesPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type GetProductPropertiesResponse = ProductProperties;

export type GetProductPropertiesInput = CallOptions & {
  path: GetProductPropertiesPath;
};

// ── GET /api/product/{productId}/properties/all ───────────────────────────────────────────────────

export type GetAllProductPropertiesPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type GetAllProductPropertiesResponse = ProductProperties;

export type GetAllProductPropertiesInput = CallOptions & {
  path: GetAllProductPropertiesPath;
};

// ── GET /api/product/{productId}/properties/{key} ─────────────────────────────────────────────────

export type GetProductPropertyPath = {
  /** Product id, slug or product number. */
  productId: string;
  /** The property key. */
  key: string;
};

export type GetProductPropertyResponse = ProductProperty;

export type GetProductPropertyInput = CallOptions & {
  path: GetProductPropertyPath;
};

// ── GET /api/product/{productId}/variant/{sku}/properties ─────────────────────────────────────────

export type GetVariantPropertiesPath = {
  /** Product id, slug or product number. */
  productId: string;
  /** The variant: its stock-keeping unit. */
  sku: string;
};

export type GetVariantPropertiesResponse = VariantProperties;

export type GetVariantPropertiesInput = CallOptions & {
  path: GetVariantPropertiesPath;
};

// ── GET /api/product/{productId}/variant/{sku}/properties/all ─────────────────────────────────────

export type GetAllVariantPropertiesPath = {
  /** Product id, slug or product number. */
  productId: string;
  /** The variant: its stock-keeping unit. */
  sku: string;
};

export type GetAllVariantPropertiesResponse = VariantProperties;

export type GetAllVariantPropertiesInput = CallOptions & {
  path: GetAllVariantPropertiesPath;
};

// ── GET /api/product/{productId}/variant/{sku}/properties/{key} ───────────────────────────────────

export type GetVariantPropertyPath = {
  /** Product id, slug or product number. */
  productId: string;
  /** The variant: its stock-keeping unit. */
  sku: string;
  /** The property key. */
  key: string;
};

export type GetVariantPropertyResponse = ProductProperty;

export type GetVariantPropertyInput = CallOptions & {
  path: GetVariantPropertyPath;
};

// ── POST /api/punchout/cxml/getformpayload ────────────────────────────────────────────────────────

export type GetCxmlFormPayloadBody = {
  /** The punch-out session (from POST /api/punchout/session). */
  sessionId: string;
};

export type GetCxmlFormPayloadResponse = PunchoutFormPayload;

export type GetCxmlFormPayloadInput = CallOptions & {
  body: GetCxmlFormPayloadBody;
};

// ── POST /api/punchout/oci/getformpayload ─────────────────────────────────────────────────────────

export type GetOciFormPayloadBody = {
  /** The punch-out session (from POST /api/punchout/session). */
  sessionId: string;
};

export type GetOciFormPayloadResponse = PunchoutFormPayload;

export type GetOciFormPayloadInput = CallOptions & {
  body: GetOciFormPayloadBody;
};

// ── POST /api/punchout/session ────────────────────────────────────────────────────────────────────

export type StartPunchoutSessionBody = {
  /** The one-time token from the start URL. */
  token: string;
};

export type StartPunchoutSessionResponse = PunchoutStartedSession;

export type StartPunchoutSessionInput = CallOptions & {
  body: StartPunchoutSessionBody;
};

// ── GET /api/quotes ───────────────────────────────────────────────────────────────────────────────

export type ListQuotesQuery = {
  /** The customer: the company. */
  customerId: string;
  status?: 'requested' | 'sent' | 'accepted' | 'rejected' | 'withdrawn' | null;
  /** How many items to skip (paging). */
  skip?: number | null;
  /** How many items to return (page size). */
  take?: number | null;
};

export type ListQuotesResponse = QuotePage;

export type ListQuotesInput = CallOptions & {
  query: ListQuotesQuery;
};

// ── POST /api/quotes ──────────────────────────────────────────────────────────────────────────────

export type RequestQuoteBody = QuoteRequestInput;

export type RequestQuoteResponse = Quote;

export type RequestQuoteInput = CallOptions & {
  body: RequestQuoteBody;
};

// ── GET /api/quotes/{quoteId} ─────────────────────────────────────────────────────────────────────

export type GetQuotePath = {
  quoteId: string;
};

export type GetQuoteResponse = Quote;

export type GetQuoteInput = CallOptions & {
  path: GetQuotePath;
};

// ── POST /api/quotes/{quoteId}/accept ─────────────────────────────────────────────────────────────

export type AcceptQuotePath = {
  quoteId: string;
};

export type AcceptQuoteBody = QuoteAcceptRequestInput;

export type AcceptQuoteResponse = Quote;

export type AcceptQuoteInput = CallOptions & {
  path: AcceptQuotePath;
  body: AcceptQuoteBody;
};

// ── POST /api/quotes/{quoteId}/messages ───────────────────────────────────────────────────────────

export type AddQuoteMessagePath = {
  quoteId: string;
};

export type AddQuoteMessageBody = QuoteMessageRequestInput;

export type AddQuoteMessageResponse = Quote;

export type AddQuoteMessageInput = CallOptions & {
  path: AddQuoteMessagePath;
  body: AddQuoteMessageBody;
};

// ── GET /api/quotes/{quoteId}/pdf ─────────────────────────────────────────────────────────────────

export type GetQuotePdfPath = {
  quoteId: string;
};

export type GetQuotePdfResponse = FileResponse;

export type GetQuotePdfInput = CallOptions & {
  path: GetQuotePdfPath;
};

// ── POST /api/quotes/{quoteId}/reject ─────────────────────────────────────────────────────────────

export type RejectQuotePath = {
  quoteId: string;
};

export type RejectQuoteBody = {
  message?: string;
};

export type RejectQuoteResponse = Quote;

export type RejectQuoteInput = CallOptions & {
  path: RejectQuotePath;
  body: RejectQuoteBody;
};

// ── DELETE /api/sanity/delete ─────────────────────────────────────────────────────────────────────

export type DeleteContentDocumentBody = ContentDeleteInput;

export type DeleteContentDocumentResponse = ContentWriteResult;

export type DeleteContentDocumentInput = CallOptions & {
  body: DeleteContentDocumentBody;
};

// ── POST /api/sanity/full-index ───────────────────────────────────────────────────────────────────

export type StartFullIndexResponse = SearchIndexRun;

export type StartFullIndexInput = CallOptions;

// ── GET /api/sanity/full-index/{id} ───────────────────────────────────────────────────────────────

export type GetFullIndexRunPath = {
  /** The index rebuild, as its start answered. */
  id: string;
};

export type GetFullIndexRunResponse = SearchIndexRun;

export type GetFullIndexRunInput = CallOptions & {
  path: GetFullIndexRunPath;
};

// ── POST /api/sanity/update ───────────────────────────────────────────────────────────────────────

export type UpdateContentDocumentBody = ContentUpdateInput;

export type UpdateContentDocumentResponse = ContentWriteResult;

export type UpdateContentDocumentInput = CallOptions & {
  body: UpdateContentDocumentBody;
};

// ── DELETE /api/sanity/webhook/delete ─────────────────────────────────────────────────────────────

export type ReceiveContentDeleteWebhookHeaders = {
  'sanity-webhook-signature'?: string;
  'sanity-transaction-time'?: string;
  'sanity-operation'?: string;
};

export type ReceiveContentDeleteWebhookBody = ContentDeleteInput;

export type ReceiveContentDeleteWebhookResponse = ContentWriteResult;

export type ReceiveContentDeleteWebhookInput = Omit<CallOptions, 'headers'> & {
  headers?: ReceiveContentDeleteWebhookHeaders & Record<string, string>;
  body: ReceiveContentDeleteWebhookBody;
};

// ── POST /api/sanity/webhook/update ───────────────────────────────────────────────────────────────

export type ReceiveContentUpdateWebhookHeaders = {
  'sanity-webhook-signature'?: string;
  'sanity-transaction-time'?: string;
  'sanity-operation'?: string;
};

export type ReceiveContentUpdateWebhookBody = ContentUpdateInput;

export type ReceiveContentUpdateWebhookResponse = ContentWriteResult;

export type ReceiveContentUpdateWebhookInput = Omit<CallOptions, 'headers'> & {
  headers?: ReceiveContentUpdateWebhookHeaders & Record<string, string>;
  body: ReceiveContentUpdateWebhookBody;
};

// ── GET /api/session ──────────────────────────────────────────────────────────────────────────────

export type GetLiveSessionResponse = LiveSession;

export type GetLiveSessionInput = CallOptions;

// ── POST /api/session/refresh ─────────────────────────────────────────────────────────────────────

export type RefreshSessionBody = RefreshBodyInput;

export type RefreshSessionResponse = SessionTokens;

export type RefreshSessionInput = CallOptions & {
  body: RefreshSessionBody;
};

// ── POST /api/session/revoke ──────────────────────────────────────────────────────────────────────

export type RevokeSessionBody = RefreshBodyInput;

export type RevokeSessionResponse = null;

export type RevokeSessionInput = CallOptions & {
  body: RevokeSessionBody;
};

// ── POST /api/shoppinglist/create ─────────────────────────────────────────────────────────────────

export type CreateShoppingListBody = CreateShoppingListRequestInput;

export type CreateShoppingListResponse = ShoppingList;

export type CreateShoppingListInput = CallOptions & {
  body: CreateShoppingListBody;
};

// ── GET /api/shoppinglist/search ──────────────────────────────────────────────────────────────────

export type SearchShoppingListsQuery = {
  /** The company (customer) of the lists. */
  customerId: string;
  /** From 1. */
  page: number;
  /** How many items to return (page size). */
  take: number;
  /** true: only lists shared within the company. */
  sharedOnly: boolean | ('0' | '1' | 'true' | 'false');
  /** Only lists owned by this contact (a member of the company). */
  contactId?: string | null;
  /** 1 = Shared, 2 = PriceList (curated by the shop), 3 = CanEdit (lists the caller may edit). */
  only?: number | null;
};

export type SearchShoppingListsResponse = ShoppingListSearchResult;

export type SearchShoppingListsInput = CallOptions & {
  query: SearchShoppingListsQuery;
};

// ── GET /api/shoppinglist/{cartId} ────────────────────────────────────────────────────────────────

export type GetShoppingListPath = {
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
};

export type GetShoppingListQuery = {
  /** The company (customer) of the lists. */
  customerId?: string | null;
};

export type GetShoppingListResponse = ShoppingList;

export type GetShoppingListInput = CallOptions & {
  path: GetShoppingListPath;
  query?: GetShoppingListQuery;
};

// ── PATCH /api/shoppinglist/{cartId} ──────────────────────────────────────────────────────────────

export type UpdateShoppingListPath = {
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
};

export type UpdateShoppingListBody = UpdateShoppingListRequestInput;

export type UpdateShoppingListResponse = ShoppingList;

export type UpdateShoppingListInput = CallOptions & {
  path: UpdateShoppingListPath;
  body: UpdateShoppingListBody;
};

// ── DELETE /api/shoppinglist/{cartId} ─────────────────────────────────────────────────────────────

export type DeleteShoppingListPath = {
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
};

export type DeleteShoppingListResponse = null;

export type DeleteShoppingListInput = CallOptions & {
  path: DeleteShoppingListPath;
};

// ── POST /api/shoppinglist/{cartId}/copy ──────────────────────────────────────────────────────────

export type CopyShoppingListPath = {
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
};

export type CopyShoppingListBody = CopyShoppingListRequestInput;

export type CopyShoppingListResponse = ShoppingList;

export type CopyShoppingListInput = CallOptions & {
  path: CopyShoppingListPath;
  body: CopyShoppingListBody;
};

// ── POST /api/shoppinglist/{cartId}/import ────────────────────────────────────────────────────────

export type ImportShoppingListLinesPath = {
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
};

export type ImportShoppingListLinesBody = ImportShoppingListRequestInput;

export type ImportShoppingListLinesResponse = ShoppingList;

export type ImportShoppingListLinesInput = CallOptions & {
  path: ImportShoppingListLinesPath;
  body: ImportShoppingListLinesBody;
};

// ── POST /api/shoppinglist/{cartId}/lines ─────────────────────────────────────────────────────────

export type AddShoppingListLinePath = {
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
};

export type AddShoppingListLineBody = AddShoppingListLineRequestInput;

export type AddShoppingListLineResponse = ShoppingList;

export type AddShoppingListLineInput = CallOptions & {
  path: AddShoppingListLinePath;
  body: AddShoppingListLineBody;
};

// ── PUT /api/shoppinglist/{cartId}/lines/{sku} ────────────────────────────────────────────────────

export type SetShoppingListLineQuantityPath = {
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
  /** The variant: its stock-keeping unit. */
  sku: string;
};

export type SetShoppingListLineQuantityBody = SetShoppingListLineRequestInput;

export type SetShoppingListLineQuantityResponse = ShoppingList;

export type SetShoppingListLineQuantityInput = CallOptions & {
  path: SetShoppingListLineQuantityPath;
  body: SetShoppingListLineQuantityBody;
};

// ── DELETE /api/shoppinglist/{cartId}/lines/{sku} ─────────────────────────────────────────────────

export type DeleteShoppingListLinePath = {
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
  /** The variant: its stock-keeping unit. */
  sku: string;
};

export type DeleteShoppingListLineResponse = ShoppingList;

export type DeleteShoppingListLineInput = CallOptions & {
  path: DeleteShoppingListLinePath;
};

// ── POST /api/shoppinglist/{cartId}/to-cart ───────────────────────────────────────────────────────

export type AddShoppingListToCartPath = {
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
};

export type AddShoppingListToCartBody = ShoppingListToCartRequestInput;

export type AddShoppingListToCartResponse = ShoppingListToCartResult;

export type AddShoppingListToCartInput = CallOptions & {
  path: AddShoppingListToCartPath;
  body: AddShoppingListToCartBody;
};

// ── GET /api/sign-in/contacts/{contactId}/passkeys ────────────────────────────────────────────────

export type ListContactPasskeysPath = {
  /** The contact: a person of a company. */
  contactId: string;
};

export type ListContactPasskeysResponse = PasskeyList;

export type ListContactPasskeysInput = CallOptions & {
  path: ListContactPasskeysPath;
};

// ── POST /api/sign-in/email-link ──────────────────────────────────────────────────────────────────

export type SendSignInLinkBody = EmailLinkBodyInput;

export type SendSignInLinkResponse = Record<string, never>;

export type SendSignInLinkInput = CallOptions & {
  body: SendSignInLinkBody;
};

// ── POST /api/sign-in/lookup ──────────────────────────────────────────────────────────────────────

export type LookupSignInPersonBody = SignInLookupBodyInput;

export type LookupSignInPersonResponse = SignInPerson;

export type LookupSignInPersonInput = CallOptions & {
  body: LookupSignInPersonBody;
};

// ── POST /api/sign-in/passkeys ────────────────────────────────────────────────────────────────────

export type CreatePasskeyBody = PasskeyBodyInput;

export type CreatePasskeyResponse = Passkey;

export type CreatePasskeyInput = CallOptions & {
  body: CreatePasskeyBody;
};

// ── GET /api/sign-in/passkeys/{credentialId} ──────────────────────────────────────────────────────

export type GetPasskeyPath = {
  credentialId: string;
};

export type GetPasskeyResponse = Passkey;

export type GetPasskeyInput = CallOptions & {
  path: GetPasskeyPath;
};

// ── POST /api/sign-in/passkeys/{credentialId}/counter ─────────────────────────────────────────────

export type UpdatePasskeyCounterPath = {
  credentialId: string;
};

export type UpdatePasskeyCounterBody = PasskeyCounterBodyInput;

export type UpdatePasskeyCounterResponse = Passkey;

export type UpdatePasskeyCounterInput = CallOptions & {
  path: UpdatePasskeyCounterPath;
  body: UpdatePasskeyCounterBody;
};

// ── POST /api/sign-in/session ─────────────────────────────────────────────────────────────────────

export type CreateSignInSessionBody = SignInSessionBodyInput;

export type CreateSignInSessionResponse = CheckUserResult;

export type CreateSignInSessionInput = CallOptions & {
  body: CreateSignInSessionBody;
};

// ── POST /api/sign-in/verification-tokens ─────────────────────────────────────────────────────────

export type CreateVerificationTokenBody = VerificationTokenBodyInput;

export type CreateVerificationTokenResponse = null;

export type CreateVerificationTokenInput = CallOptions & {
  body: CreateVerificationTokenBody;
};

// ── POST /api/sign-in/verification-tokens/use ─────────────────────────────────────────────────────

export type UseVerificationTokenBody = UseVerificationTokenBodyInput;

export type UseVerificationTokenResponse = VerificationToken;

export type UseVerificationTokenInput = CallOptions & {
  body: UseVerificationTokenBody;
};

// ── POST /api/subscription/create ─────────────────────────────────────────────────────────────────

export type CreateSubscriptionBody = CreateSubscriptionRequestInput;

export type CreateSubscriptionResponse = Subscription;

export type CreateSubscriptionInput = CallOptions & {
  body: CreateSubscriptionBody;
};

// ── POST /api/subscription/search ─────────────────────────────────────────────────────────────────

export type SearchSubscriptionsBody = SearchSubscriptionsRequestInput;

export type SearchSubscriptionsResponse = SubscriptionPage;

export type SearchSubscriptionsInput = CallOptions & {
  body: SearchSubscriptionsBody;
};

// ── POST /api/subscription/update ─────────────────────────────────────────────────────────────────

export type UpdateSubscriptionBody = UpdateSubscriptionRequestInput;

export type UpdateSubscriptionResponse = Subscription;

export type UpdateSubscriptionInput = CallOptions & {
  body: UpdateSubscriptionBody;
};

// ── GET /api/subscription/{id} ────────────────────────────────────────────────────────────────────

export type GetSubscriptionPath = {
  /** The subscription. */
  id: string;
};

export type GetSubscriptionResponse = Subscription;

export type GetSubscriptionInput = CallOptions & {
  path: GetSubscriptionPath;
};

// ── DELETE /api/subscription/{id} ─────────────────────────────────────────────────────────────────

export type DeleteSubscriptionPath = {
  /** The subscription. */
  id: string;
};

export type DeleteSubscriptionBody = EndSubscriptionRequestInput;

export type DeleteSubscriptionResponse = Subscription;

export type DeleteSubscriptionInput = CallOptions & {
  path: DeleteSubscriptionPath;
  body: DeleteSubscriptionBody;
};

// ── POST /api/subscription/{id}/update/carttemplate/{cartId} ──────────────────────────────────────

export type ReplaceSubscriptionCartTemplatePath = {
  /** The subscription. */
  id: string;
  /** The cart (an open cart, a shopping list or a subscription template). */
  cartId: string;
};

export type ReplaceSubscriptionCartTemplateResponse = Subscription;

export type ReplaceSubscriptionCartTemplateInput = CallOptions & {
  path: ReplaceSubscriptionCartTemplatePath;
};

// ── POST /api/ticket/add-comment ──────────────────────────────────────────────────────────────────

export type AddTicketCommentBody = AddTicketCommentRequestInput;

export type AddTicketCommentResponse = Ticket;

export type AddTicketCommentInput = CallOptions & {
  body: AddTicketCommentBody;
};

// ── POST /api/ticket/chat/add-agent-message ───────────────────────────────────────────────────────

export type AddAgentChatMessageBody = ChatMessageRequestInput;

export type AddAgentChatMessageResponse = ChatMessage;

export type AddAgentChatMessageInput = CallOptions & {
  body: AddAgentChatMessageBody;
};

// ── POST /api/ticket/chat/add-customer-message ────────────────────────────────────────────────────

export type AddCustomerChatMessageBody = ChatMessageRequestInput;

export type AddCustomerChatMessageResponse = ChatMessage;

export type AddCustomerChatMessageInput = CallOptions & {
  body: AddCustomerChatMessageBody;
};

// ── POST /api/ticket/chat/end ─────────────────────────────────────────────────────────────────────

export type EndChatBody = EndChatRequestInput;

export type EndChatResponse = Chat;

export type EndChatInput = CallOptions & {
  body: EndChatBody;
};

// ── POST /api/ticket/chat/start ───────────────────────────────────────────────────────────────────

export type StartChatBody = StartChatRequestInput;

export type StartChatResponse = Chat;

export type StartChatInput = CallOptions & {
  body: StartChatBody;
};

// ── GET /api/ticket/chat/{chatId} ─────────────────────────────────────────────────────────────────

export type GetChatPath = {
  chatId: string;
};

export type GetChatResponse = Chat;

export type GetChatInput = CallOptions & {
  path: GetChatPath;
};

// ── GET /api/ticket/chat/{chatId}/events ──────────────────────────────────────────────────────────

export type StreamChatEventsPath = {
  chatId: string;
};

export type StreamChatEventsQuery = {
  /** For clients that cannot send the Last-Event-ID header: the last seq received. */
  lastEventId?: number | null;
};

export type StreamChatEventsHeaders = {
  /** Sent by EventSource on a reconnect: the stream starts after this seq. */
  'last-event-id'?: number;
};

export type StreamChatEventsResponse = FileResponse;

export type StreamChatEventsInput = Omit<CallOptions, 'headers'> & {
  path: StreamChatEventsPath;
  query?: StreamChatEventsQuery;
  headers?: StreamChatEventsHeaders & Record<string, string>;
};

// ── POST /api/ticket/create ───────────────────────────────────────────────────────────────────────

export type CreateTicketBody = CreateTicketRequestInput;

export type CreateTicketResponse = Ticket;

export type CreateTicketInput = CallOptions & {
  body: CreateTicketBody;
};

// ── GET /api/ticket/search ────────────────────────────────────────────────────────────────────────

export type SearchTicketsQuery = {
  /** Words in subject or text (full text, every word); empty: every ticket. "#10001": by number. */
  query: string;
  /** The company (customer) of the ticket. */
  customerId: string;
  /** The contact whose tickets to list: the caller, or (company admins, agents) another contact's. */
  contactId: string;
  /** How many items to return (page size). */
  pageSize: number;
  /** The last ticket id of the previous page (its `nextLastObjectId`); absent: the first page. */
  lastObjectId?: string | null;
};

export type SearchTicketsResponse = TicketSearchResult;

export type SearchTicketsInput = CallOptions & {
  query: SearchTicketsQuery;
};

// ── GET /api/ticket/{ticketId} ────────────────────────────────────────────────────────────────────

export type GetTicketPath = {
  /** The ticket. */
  ticketId: string;
};

export type GetTicketQuery = {
  /** When given, the ticket must be of this company (else 404). */
  customerId?: string | null;
  /** When given, the ticket must be of this contact (else 404). */
  contactId?: string | null;
};

export type GetTicketResponse = Ticket;

export type GetTicketInput = CallOptions & {
  path: GetTicketPath;
  query?: GetTicketQuery;
};

// ── POST /carts/{pid}/payment-providers/nets ──────────────────────────────────────────────────────

export type CreateCardPaymentPath = {
  /** Cart or person id (spec §3): the person (the caller, or a person the caller acts for) or one of their carts. */
  pid: string;
};

export type CreateCardPaymentBody = CreateCardPaymentBodyInput;

export type CreateCardPaymentResponse = CardPaymentTransaction;

export type CreateCardPaymentInput = CallOptions & {
  path: CreateCardPaymentPath;
  body: CreateCardPaymentBody;
};

// ── GET /carts/{pid}/payment-providers/nets/{transactionId} ───────────────────────────────────────

export type GetCardPaymentPath = {
  /** Cart or person id (spec §3): the person (the caller, or a person the caller acts for) or one of their carts. */
  pid: string;
  /** The card payment transaction. */
  transactionId: string;
};

export type GetCardPaymentResponse = CardPaymentTransaction;

export type GetCardPaymentInput = CallOptions & {
  path: GetCardPaymentPath;
};

// ── POST /carts/{pid}/payment-providers/nets/{transactionId}/create-order ─────────────────────────

export type CreateOrderFromCardPaymentPath = {
  /** Cart or person id (spec §3): the person (the caller, or a person the caller acts for) or one of their carts. */
  pid: string;
  /** The card payment transaction. */
  transactionId: string;
};

export type CreateOrderFromCardPaymentBody = CreateOrderFromPaymentBodyInput;

export type CreateOrderFromCardPaymentResponse = CardPaymentTransaction;

export type CreateOrderFromCardPaymentInput = CallOptions & {
  path: CreateOrderFromCardPaymentPath;
  body: CreateOrderFromCardPaymentBody;
};

// ── GET /company/{companyId} ──────────────────────────────────────────────────────────────────────

export type GetCompanyPath = {
  /** The company. */
  companyId: string;
};

export type GetCompanyResponse = Company;

export type GetCompanyInput = CallOptions & {
  path: GetCompanyPath;
};

// ── GET /customer/external/{externalId} ───────────────────────────────────────────────────────────

export type GetContactByExternalIdPath = {
  /** The contact's identity at the electronic-ID provider. */
  externalId: string;
};

export type GetContactByExternalIdResponse = Contact;

export type GetContactByExternalIdInput = CallOptions & {
  path: GetContactByExternalIdPath;
};

// ── GET /health ───────────────────────────────────────────────────────────────────────────────────

export type GetHealthResponse = {
  status: 'ok';
};

export type GetHealthInput = CallOptions;

// ── GET /invitations/by-email/{email} ─────────────────────────────────────────────────────────────

export type ListInvitationsByEmailPath = {
  /** An e-mail address. */
  email: string;
};

export type ListInvitationsByEmailResponse = InvitationList;

export type ListInvitationsByEmailInput = CallOptions & {
  path: ListInvitationsByEmailPath;
};

// ── GET /media/{key} ──────────────────────────────────────────────────────────────────────────────

export type GetMediaFilePath = {
  /** The stored file: its content-addressed key. */
  key: string;
};

export type GetMediaFileResponse = FileResponse;

export type GetMediaFileInput = CallOptions & {
  path: GetMediaFilePath;
};

// ── POST /omnium/events/business-customer-changed ─────────────────────────────────────────────────

export type ApplyBusinessCustomerChangeBody = BusinessCustomerChangedEventInput;

export type ApplyBusinessCustomerChangeResponse = FileResponse;

export type ApplyBusinessCustomerChangeInput = CallOptions & {
  body: ApplyBusinessCustomerChangeBody;
};

// ── GET /products/{productId}/variants/properties ─────────────────────────────────────────────────

export type ListVariantsPropertiesPath = {
  /** Product id, slug or product number. */
  productId: string;
};

export type ListVariantsPropertiesQuery = {
  /** Property keys to return (repeated or comma-separated); all when absent. */
  propertyKeys?: string | string[] | null;
  /** The same as propertyKeys, for clients that send arrays as `propertyKeys[]=a&propertyKeys[]=b`. */
  'propertyKeys[]'?: string | string[] | null;
};

export type ListVariantsPropertiesResponse = VariantsProperties;

export type ListVariantsPropertiesInput = CallOptions & {
  path: ListVariantsPropertiesPath;
  query?: ListVariantsPropertiesQuery;
};

// ── POST /punchout/cxml/order ─────────────────────────────────────────────────────────────────────

export type ReceiveCxmlOrderRequestBody = unknown;

export type ReceiveCxmlOrderRequestResponse = FileResponse;

export type ReceiveCxmlOrderRequestInput = CallOptions & {
  body: ReceiveCxmlOrderRequestBody;
};

// ── POST /punchout/cxml/setup ─────────────────────────────────────────────────────────────────────

export type ReceiveCxmlSetupRequestBody = unknown;

export type ReceiveCxmlSetupRequestResponse = FileResponse;

export type ReceiveCxmlSetupRequestInput = CallOptions & {
  body: ReceiveCxmlSetupRequestBody;
};

// ── GET /punchout/oci ─────────────────────────────────────────────────────────────────────────────

export type EnterOciByLinkQuery = {
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

export type EnterOciByLinkResponse = FileResponse;

export type EnterOciByLinkInput = CallOptions & {
  query?: EnterOciByLinkQuery;
};

// ── POST /punchout/oci ────────────────────────────────────────────────────────────────────────────

export type EnterOciBody = {
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

export type EnterOciResponse = FileResponse;

export type EnterOciInput = CallOptions & {
  body: EnterOciBody;
};

// ── GET /ready ────────────────────────────────────────────────────────────────────────────────────

export type GetReadinessResponse = {
  status: 'ready';
  database: string;
  /** With DATABASE_READ_URL: whether catalog reads go to the replica now (`in-use`) or to the primary, and why. Readiness does not depend on it. */
  readReplica?: 'in-use' | 'catching-up' | 'behind' | 'down' | 'not-a-standby';
};

export type GetReadinessInput = CallOptions;

/** How to call each operation: method, path template, parameters, body and response kinds, handled statuses. */
export const operations = {
  listMyPasskeys: {
    method: 'GET',
    path: '/api/account/passkeys',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  renameMyPasskey: {
    method: 'PATCH',
    path: '/api/account/passkeys/{passkeyId}',
    pathParams: ['passkeyId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  deleteMyPasskey: {
    method: 'DELETE',
    path: '/api/account/passkeys/{passkeyId}',
    pathParams: ['passkeyId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  createApprovalRule: {
    method: 'POST',
    path: '/api/approval-rules',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  deleteApprovalRule: {
    method: 'DELETE',
    path: '/api/approval-rules/{ruleId}',
    pathParams: ['ruleId'],
    requiredQuery: ['customerId'],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  listApprovals: {
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
  requestApproval: {
    method: 'POST',
    path: '/api/approvals',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  getApprovalSettings: {
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
  setCompanySpendingLimits: {
    method: 'PUT',
    path: '/api/approvals/settings/company',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  setContactSpendingLimits: {
    method: 'PUT',
    path: '/api/approvals/settings/contacts/{contactId}',
    pathParams: ['contactId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  getApproval: {
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
  approveApproval: {
    method: 'POST',
    path: '/api/approvals/{approvalId}/approve',
    pathParams: ['approvalId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  startApprovalCardPayment: {
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
  rejectApproval: {
    method: 'POST',
    path: '/api/approvals/{approvalId}/reject',
    pathParams: ['approvalId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  withdrawApproval: {
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
  getCart: {
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
  addOrderLine: {
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
  createOrder: {
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
  deleteOrderLine: {
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
  setCartMarket: {
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
  updateCartMetadata: {
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
  updateOrderLine: {
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
  addPharmacyAddress: {
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
  getPharmacyAddress: {
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
  listAddressMarkets: {
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
  listPharmacyAddresses: {
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
  changePharmacyPerson: {
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
  deletePharmacyAddress: {
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
  editPharmacyAddress: {
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
  getPharmacyCustomer: {
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
  loginPharmacyCustomer: {
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
  logoutPharmacyCustomer: {
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
  updatePharmacyCustomer: {
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
  getOrder: {
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
  cancelOrder: {
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
  listOrders: {
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
  reorder: {
    method: 'POST',
    path: '/api/ardis/order/reorder',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  listPrescriptions: {
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
  addPrescriptionByReference: {
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
  listPrescriptionProducts: {
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
  getPrescription: {
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
  listVariantsBySku: {
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
  listAssortments: {
    method: 'GET',
    path: '/api/backoffice/assortments',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  createAssortment: {
    method: 'POST',
    path: '/api/backoffice/assortments',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415],
    successStatuses: [201],
  },
  previewAssortment: {
    method: 'POST',
    path: '/api/backoffice/assortments/preview',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415],
    successStatuses: [],
  },
  getAssortment: {
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
  updateAssortment: {
    method: 'PUT',
    path: '/api/backoffice/assortments/{assortmentId}',
    pathParams: ['assortmentId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  deleteAssortment: {
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
  listAuditLog: {
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
  listCatalogImports: {
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
  createCatalogImport: {
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
  getCatalogImport: {
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
  listBackofficeCategories: {
    method: 'GET',
    path: '/api/backoffice/categories',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  createCategory: {
    method: 'POST',
    path: '/api/backoffice/categories',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415, 422],
    successStatuses: [],
  },
  updateCategory: {
    method: 'PATCH',
    path: '/api/backoffice/categories/{categoryId}',
    pathParams: ['categoryId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  deleteCategory: {
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
  moveCategory: {
    method: 'POST',
    path: '/api/backoffice/categories/{categoryId}/move',
    pathParams: ['categoryId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  getCustomerFormOptions: {
    method: 'GET',
    path: '/api/backoffice/customer-options',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  listBackofficeCustomers: {
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
  createBackofficeCustomer: {
    method: 'POST',
    path: '/api/backoffice/customers',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415, 422, 429],
    successStatuses: [],
  },
  getBackofficeCustomer: {
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
  updateBackofficeCustomer: {
    method: 'PATCH',
    path: '/api/backoffice/customers/{customerId}',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  getCustomerAssortment: {
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
  setCustomerAssortment: {
    method: 'PUT',
    path: '/api/backoffice/customers/{customerId}/assortment',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  listCustomerAuditLog: {
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
  listCustomerCarts: {
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
  listCustomerInvoices: {
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
  listCustomerOrders: {
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
  listCustomerQuotes: {
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
  updateCustomerTerms: {
    method: 'PATCH',
    path: '/api/backoffice/customers/{customerId}/terms',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  listCustomerTickets: {
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
  listCustomerUsers: {
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
  getSalesDashboard: {
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
  listHolidays: {
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
  createHoliday: {
    method: 'POST',
    path: '/api/backoffice/delivery/holidays',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415, 422],
    successStatuses: [201],
  },
  updateHoliday: {
    method: 'PATCH',
    path: '/api/backoffice/delivery/holidays/{market}/{date}',
    pathParams: ['market', 'date'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  deleteHoliday: {
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
  previewDeliveryDates: {
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
  listDeliveryRoutes: {
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
  createDeliveryRoute: {
    method: 'POST',
    path: '/api/backoffice/delivery/routes',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415, 422],
    successStatuses: [201],
  },
  updateDeliveryRoute: {
    method: 'PATCH',
    path: '/api/backoffice/delivery/routes/{code}',
    pathParams: ['code'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  deleteDeliveryRoute: {
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
  listShippingMethodSettings: {
    method: 'GET',
    path: '/api/backoffice/delivery/shipping-methods',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  updateShippingMethod: {
    method: 'PATCH',
    path: '/api/backoffice/delivery/shipping-methods/{code}',
    pathParams: ['code'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  listMarkets: {
    method: 'GET',
    path: '/api/backoffice/markets',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  updateMarket: {
    method: 'PATCH',
    path: '/api/backoffice/markets/{code}',
    pathParams: ['code'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  listBackofficeOrders: {
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
  getBackofficeOrder: {
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
  markInvoicePaid: {
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
  advanceOrderStatus: {
    method: 'POST',
    path: '/api/backoffice/orders/{orderId}/status',
    pathParams: ['orderId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  explainCustomerPrice: {
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
  listPriceLists: {
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
  createPriceList: {
    method: 'POST',
    path: '/api/backoffice/price-lists',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415, 422],
    successStatuses: [201],
  },
  getPriceList: {
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
  updatePriceList: {
    method: 'PATCH',
    path: '/api/backoffice/price-lists/{priceListId}',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  assignPriceList: {
    method: 'POST',
    path: '/api/backoffice/price-lists/{priceListId}/companies',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  unassignPriceList: {
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
  copyPriceList: {
    method: 'POST',
    path: '/api/backoffice/price-lists/{priceListId}/copy',
    pathParams: ['priceListId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [201],
  },
  endPriceList: {
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
  listPriceListPrices: {
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
  exportPriceListPrices: {
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
  importPriceListPrices: {
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
  setPriceListPrice: {
    method: 'PUT',
    path: '/api/backoffice/price-lists/{priceListId}/prices/{sku}',
    pathParams: ['priceListId', 'sku'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  getProductFormOptions: {
    method: 'GET',
    path: '/api/backoffice/product-form',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  listBackofficeProducts: {
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
  createProduct: {
    method: 'POST',
    path: '/api/backoffice/products',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 409, 413, 415, 422],
    successStatuses: [201],
  },
  bulkUpdateProducts: {
    method: 'POST',
    path: '/api/backoffice/products/bulk',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  getBackofficeProduct: {
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
  updateProduct: {
    method: 'PUT',
    path: '/api/backoffice/products/{productId}',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 409, 413, 415, 422],
    successStatuses: [],
  },
  copyProduct: {
    method: 'POST',
    path: '/api/backoffice/products/{productId}/copy',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 409, 413, 415, 422],
    successStatuses: [201],
  },
  listProductImages: {
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
  uploadProductImage: {
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
  importProductImage: {
    method: 'POST',
    path: '/api/backoffice/products/{productId}/images/import',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [201],
  },
  reorderProductImages: {
    method: 'PUT',
    path: '/api/backoffice/products/{productId}/images/order',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  updateProductImage: {
    method: 'PATCH',
    path: '/api/backoffice/products/{productId}/images/{imageId}',
    pathParams: ['productId', 'imageId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  deleteProductImage: {
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
  listBackofficeQuotes: {
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
  updateQuote: {
    method: 'PUT',
    path: '/api/backoffice/quotes/{quoteId}',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  sendQuote: {
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
  listSearchSynonymGroups: {
    method: 'GET',
    path: '/api/backoffice/search-synonyms',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  createSearchSynonymGroup: {
    method: 'POST',
    path: '/api/backoffice/search-synonyms',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415],
    successStatuses: [201],
  },
  deleteSearchSynonymGroup: {
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
  listStaff: {
    method: 'GET',
    path: '/api/backoffice/staff',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  createStaff: {
    method: 'POST',
    path: '/api/backoffice/staff',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415, 422],
    successStatuses: [201],
  },
  updateStaff: {
    method: 'PATCH',
    path: '/api/backoffice/staff/{contactId}',
    pathParams: ['contactId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  setStockLevels: {
    method: 'PUT',
    path: '/api/backoffice/stock-levels',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415],
    successStatuses: [],
  },
  listSupportAgents: {
    method: 'GET',
    path: '/api/backoffice/support/agents',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  streamSupportEvents: {
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
  getSupportQueue: {
    method: 'GET',
    path: '/api/backoffice/support/queue',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  assignTicket: {
    method: 'POST',
    path: '/api/backoffice/tickets/{ticketId}/assign',
    pathParams: ['ticketId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  getTicketContext: {
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
  setTicketStatus: {
    method: 'POST',
    path: '/api/backoffice/tickets/{ticketId}/status',
    pathParams: ['ticketId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  autocompleteCatalog: {
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
  listBrands: {
    method: 'GET',
    path: '/api/catalog/brands',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401],
    successStatuses: [],
  },
  getCategoryTree: {
    method: 'GET',
    path: '/api/catalog/categories',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401],
    successStatuses: [],
  },
  getCategoryBySlug: {
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
  streamCatalogChanges: {
    method: 'GET',
    path: '/api/catalog/changes',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  listProductVariants: {
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
  listProducts: {
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
  getProduct: {
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
  searchCatalog: {
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
  getContentPage: {
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
  listCostCentres: {
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
  createCostCentre: {
    method: 'POST',
    path: '/api/cost-centres',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  updateCostCentre: {
    method: 'PATCH',
    path: '/api/cost-centres/{costCentreId}',
    pathParams: ['costCentreId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  addAddress: {
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
  listCompanyAuditLog: {
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
  changeContactRelation: {
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
  checkUser: {
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
  sendInvitation: {
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
  createCustomer: {
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
  createContact: {
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
  createCustomerOnly: {
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
  changePassword: {
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
  deleteAddress: {
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
  editAddress: {
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
  getContact: {
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
  listContactCompanies: {
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
  getInvoiceAddress: {
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
  initCompany: {
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
  acceptInvitation: {
    method: 'POST',
    path: '/api/customer/invitations/accept',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  lookupInvitation: {
    method: 'POST',
    path: '/api/customer/invitations/lookup',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  listMyInvitations: {
    method: 'GET',
    path: '/api/customer/invitations/mine',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  acceptMyInvitation: {
    method: 'POST',
    path: '/api/customer/invitations/{invitationId}/accept',
    pathParams: ['invitationId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  declineMyInvitation: {
    method: 'POST',
    path: '/api/customer/invitations/{invitationId}/decline',
    pathParams: ['invitationId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  createJoinRequest: {
    method: 'POST',
    path: '/api/customer/join-requests',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415, 429],
    successStatuses: [202],
  },
  verifyJoinRequest: {
    method: 'POST',
    path: '/api/customer/join-requests/verify',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415, 422, 429],
    successStatuses: [],
  },
  listAddresses: {
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
  updateMyLocale: {
    method: 'PUT',
    path: '/api/customer/my-locale',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  updateCustomer: {
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
  listConsents: {
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
  upsertConsents: {
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
  getCustomer: {
    method: 'GET',
    path: '/api/customers/{customerId}',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  listContacts: {
    method: 'GET',
    path: '/api/customers/{customerId}/contacts',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  listJoinRequests: {
    method: 'GET',
    path: '/api/customers/{customerId}/join-requests',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  approveJoinRequest: {
    method: 'POST',
    path: '/api/customers/{customerId}/join-requests/{requestId}/approve',
    pathParams: ['customerId', 'requestId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  rejectJoinRequest: {
    method: 'POST',
    path: '/api/customers/{customerId}/join-requests/{requestId}/reject',
    pathParams: ['customerId', 'requestId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  getCustomerSpend: {
    method: 'GET',
    path: '/api/customers/{customerId}/spend',
    pathParams: ['customerId'],
    requiredQuery: [],
    optionalQuery: ['months'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404],
    successStatuses: [],
  },
  listDeliveryDates: {
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
  authorizeEid: {
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
  logoutEidFrontChannel: {
    method: 'POST',
    path: '/api/idporten/frontchannel-logout',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415],
    successStatuses: [],
  },
  logoutEid: {
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
  refreshEidSession: {
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
  exchangeEidCode: {
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
  getEidUserInfo: {
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
  checkZipCode: {
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
  listFutureDeliveries: {
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
  getOrderInvoice: {
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
  downloadInvoicePdf: {
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
  simulateOrder: {
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
  validateOrder: {
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
  validateShoppingList: {
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
  verifyDeliveryDates: {
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
  listShippingMethods: {
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
  getOrderById: {
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
  receiveNetsWebhook: {
    method: 'POST',
    path: '/api/payments/nets/webhook',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 413, 415, 502, 504],
    successStatuses: [],
  },
  explainPrice: {
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
  getPrices: {
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
  getProductProperties: {
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
  getAllProductProperties: {
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
  getProductProperty: {
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
  getVariantProperties: {
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
  getAllVariantProperties: {
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
  getVariantProperty: {
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
  getCxmlFormPayload: {
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
  getOciFormPayload: {
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
  startPunchoutSession: {
    method: 'POST',
    path: '/api/punchout/session',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 410, 413, 415, 422, 429],
    successStatuses: [],
  },
  listQuotes: {
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
  requestQuote: {
    method: 'POST',
    path: '/api/quotes',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  getQuote: {
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
  acceptQuote: {
    method: 'POST',
    path: '/api/quotes/{quoteId}/accept',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  addQuoteMessage: {
    method: 'POST',
    path: '/api/quotes/{quoteId}/messages',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  getQuotePdf: {
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
  rejectQuote: {
    method: 'POST',
    path: '/api/quotes/{quoteId}/reject',
    pathParams: ['quoteId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  deleteContentDocument: {
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
  startFullIndex: {
    method: 'POST',
    path: '/api/sanity/full-index',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [],
    successStatuses: [],
  },
  getFullIndexRun: {
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
  updateContentDocument: {
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
  receiveContentDeleteWebhook: {
    method: 'DELETE',
    path: '/api/sanity/webhook/delete',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415],
    successStatuses: [],
  },
  receiveContentUpdateWebhook: {
    method: 'POST',
    path: '/api/sanity/webhook/update',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415],
    successStatuses: [],
  },
  getLiveSession: {
    method: 'GET',
    path: '/api/session',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403],
    successStatuses: [],
  },
  refreshSession: {
    method: 'POST',
    path: '/api/session/refresh',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 413, 415, 429],
    successStatuses: [],
  },
  revokeSession: {
    method: 'POST',
    path: '/api/session/revoke',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 413, 415, 429],
    successStatuses: [],
  },
  createShoppingList: {
    method: 'POST',
    path: '/api/shoppinglist/create',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [201],
  },
  searchShoppingLists: {
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
  getShoppingList: {
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
  updateShoppingList: {
    method: 'PATCH',
    path: '/api/shoppinglist/{cartId}',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  deleteShoppingList: {
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
  copyShoppingList: {
    method: 'POST',
    path: '/api/shoppinglist/{cartId}/copy',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [201],
  },
  importShoppingListLines: {
    method: 'POST',
    path: '/api/shoppinglist/{cartId}/import',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  addShoppingListLine: {
    method: 'POST',
    path: '/api/shoppinglist/{cartId}/lines',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  setShoppingListLineQuantity: {
    method: 'PUT',
    path: '/api/shoppinglist/{cartId}/lines/{sku}',
    pathParams: ['cartId', 'sku'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  deleteShoppingListLine: {
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
  addShoppingListToCart: {
    method: 'POST',
    path: '/api/shoppinglist/{cartId}/to-cart',
    pathParams: ['cartId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  listContactPasskeys: {
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
  sendSignInLink: {
    method: 'POST',
    path: '/api/sign-in/email-link',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415, 429],
    successStatuses: [202],
  },
  lookupSignInPerson: {
    method: 'POST',
    path: '/api/sign-in/lookup',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  createPasskey: {
    method: 'POST',
    path: '/api/sign-in/passkeys',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  getPasskey: {
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
  updatePasskeyCounter: {
    method: 'POST',
    path: '/api/sign-in/passkeys/{credentialId}/counter',
    pathParams: ['credentialId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415, 422],
    successStatuses: [],
  },
  createSignInSession: {
    method: 'POST',
    path: '/api/sign-in/session',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415],
    successStatuses: [],
  },
  createVerificationToken: {
    method: 'POST',
    path: '/api/sign-in/verification-tokens',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 413, 415],
    successStatuses: [],
  },
  useVerificationToken: {
    method: 'POST',
    path: '/api/sign-in/verification-tokens/use',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 413, 415],
    successStatuses: [],
  },
  createSubscription: {
    method: 'POST',
    path: '/api/subscription/create',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  searchSubscriptions: {
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
  updateSubscription: {
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
  getSubscription: {
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
  deleteSubscription: {
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
  replaceSubscriptionCartTemplate: {
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
  addTicketComment: {
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
  addAgentChatMessage: {
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
  addCustomerChatMessage: {
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
  endChat: {
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
  startChat: {
    method: 'POST',
    path: '/api/ticket/chat/start',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  getChat: {
    method: 'GET',
    path: '/api/ticket/chat/{chatId}',
    pathParams: ['chatId'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  streamChatEvents: {
    method: 'GET',
    path: '/api/ticket/chat/{chatId}/events',
    pathParams: ['chatId'],
    requiredQuery: [],
    optionalQuery: ['lastEventId'],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [400, 401, 403, 404, 422],
    successStatuses: [],
  },
  createTicket: {
    method: 'POST',
    path: '/api/ticket/create',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'json',
    response: 'json',
    handledStatuses: [422],
    successStatuses: [],
  },
  searchTickets: {
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
  getTicket: {
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
  createCardPayment: {
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
  getCardPayment: {
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
  createOrderFromCardPayment: {
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
  getCompany: {
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
  getContactByExternalId: {
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
    handledStatuses: [400],
    successStatuses: [],
  },
  listInvitationsByEmail: {
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
  getMediaFile: {
    method: 'GET',
    path: '/media/{key}',
    pathParams: ['key'],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'file',
    handledStatuses: [400, 404],
    successStatuses: [],
  },
  applyBusinessCustomerChange: {
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
  listVariantsProperties: {
    method: 'GET',
    path: '/products/{productId}/variants/properties',
    pathParams: ['productId'],
    requiredQuery: [],
    optionalQuery: ['propertyKeys', 'propertyKeys[]'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404],
    successStatuses: [],
  },
  receiveCxmlOrderRequest: {
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
  receiveCxmlSetupRequest: {
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
  enterOciByLink: {
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
  enterOci: {
    method: 'POST',
    path: '/punchout/oci',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'form',
    response: 'file',
    handledStatuses: [400, 401, 403, 413, 415, 429],
    successStatuses: [],
  },
  getReadiness: {
    method: 'GET',
    path: '/ready',
    pathParams: [],
    requiredQuery: [],
    optionalQuery: [],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 503],
    successStatuses: [],
  },
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof operations;

/** One typed function per operation of the API, all sending through `send`. */
export function createOperations(send: Send) {
  return {
    /** GET /api/account/passkeys: The caller's own passkeys (names and dates; no key material) */
    listMyPasskeys: (input?: ListMyPasskeysInput) =>
      send<ListMyPasskeysResponse>(operations.listMyPasskeys, input),
    /**
     * PATCH /api/account/passkeys/{passkeyId}: Rename one of the caller’s passkeys
     * Someone else's passkey answers 404, as an unknown one does.
     */
    renameMyPasskey: (input: RenameMyPasskeyInput) =>
      send<RenameMyPasskeyResponse>(operations.renameMyPasskey, input),
    /**
     * DELETE /api/account/passkeys/{passkeyId}: Remove one of the caller’s passkeys
     * Someone else's passkey answers 404, as an unknown one does.
     */
    deleteMyPasskey: (input: DeleteMyPasskeyInput) =>
      send<DeleteMyPasskeyResponse>(operations.deleteMyPasskey, input),
    /** POST /api/approval-rules: Add an approval rule: orders over an amount, a product category, prescription items (admins) */
    createApprovalRule: (input: CreateApprovalRuleInput) =>
      send<CreateApprovalRuleResponse>(operations.createApprovalRule, input),
    /** DELETE /api/approval-rules/{ruleId}: Remove an approval rule (admins) */
    deleteApprovalRule: (input: DeleteApprovalRuleInput) =>
      send<DeleteApprovalRuleResponse>(operations.deleteApprovalRule, input),
    /**
     * GET /api/approvals: Approval requests, newest first
     * Approvers see the company's (or only their own with mine=true); everyone else their own.
     */
    listApprovals: (input: ListApprovalsInput) =>
      send<ListApprovalsResponse>(operations.listApprovals, input),
    /**
     * POST /api/approvals: Send the caller's open cart for approval
     * When approval is the only thing between the cart and an order (initCheckout lists approval_required). Freezes the lines, empties the cart and mails the approvers. 422 approval_not_needed, checkout_blocked (other problems), cart_empty, cart_changed. Same Idempotency-Key → the same request.
     */
    requestApproval: (input: RequestApprovalInput) =>
      send<RequestApprovalResponse>(operations.requestApproval, input),
    /**
     * GET /api/approvals/settings: The company's spending limits, approvers and approval rules
     * Admins see every contact; others see the company limits, the rules and their own limits only.
     */
    getApprovalSettings: (input: GetApprovalSettingsInput) =>
      send<GetApprovalSettingsResponse>(operations.getApprovalSettings, input),
    /** PUT /api/approvals/settings/company: Set the company's limits per order and per month (admins) */
    setCompanySpendingLimits: (input: SetCompanySpendingLimitsInput) =>
      send<SetCompanySpendingLimitsResponse>(operations.setCompanySpendingLimits, input),
    /** PUT /api/approvals/settings/contacts/{contactId}: Set a contact's limits and whether they approve (admins) */
    setContactSpendingLimits: (input: SetContactSpendingLimitsInput) =>
      send<SetContactSpendingLimitsResponse>(operations.setContactSpendingLimits, input),
    /**
     * GET /api/approvals/{approvalId}: One approval request with its frozen cart priced now
     * The requester and the approvers of the company; anyone else 404.
     */
    getApproval: (input: GetApprovalInput) =>
      send<GetApprovalResponse>(operations.getApproval, input),
    /**
     * POST /api/approvals/{approvalId}/approve: Approve: on invoice the order is placed now at the prices valid now; by card a pay link is sent
     * Admins and named approvers, never on their own request (422 approval_own_request). 422 approval_not_pending (already decided: two approvers at once make one order), approval_expired, checkout_blocked (the order cannot be placed now).
     */
    approveApproval: (input: ApproveApprovalInput) =>
      send<ApproveApprovalResponse>(operations.approveApproval, input),
    /**
     * POST /api/approvals/{approvalId}/card-payment: The pay link of an approved card request: start its card payment (Nets hosted payment page)
     * The requester only, once approved (else 422 approval_not_pending). The same cart and total answers the same transaction; the order is made by the usual create-order call after the hosted page.
     */
    startApprovalCardPayment: (input: StartApprovalCardPaymentInput) =>
      send<StartApprovalCardPaymentResponse>(operations.startApprovalCardPayment, input),
    /** POST /api/approvals/{approvalId}/reject: Reject with a comment; the lines go back to the requester's cart */
    rejectApproval: (input: RejectApprovalInput) =>
      send<RejectApprovalResponse>(operations.rejectApproval, input),
    /** POST /api/approvals/{approvalId}/withdraw: The requester takes a pending request back; the lines return to their cart */
    withdrawApproval: (input: WithdrawApprovalInput) =>
      send<WithdrawApprovalResponse>(operations.withdrawApproval, input),
    /**
     * GET /api/ardis/cart: The person's open cart, priced now
     * Created on first read. pid is the caller's contact id or the id of one of the caller's carts (else 404). initCheckout=true adds `checkout` with what stops an order. 422 company_required when the caller has several companies and no customerId.
     */
    getCart: (input?: GetCartInput) =>
      send<GetCartResponse>(operations.getCart, input),
    /**
     * POST /api/ardis/cart/addorderline: Add a SKU to the cart
     * Adds to the quantity when the SKU is already in the cart. 422 sku_not_available for an unknown, unsold or unpriced SKU in the cart's market. Buyers and admins only (403).
     */
    addOrderLine: (input: AddOrderLineInput) =>
      send<AddOrderLineResponse>(operations.addOrderLine, input),
    /**
     * POST /api/ardis/cart/createorder: Place an order from the caller's open cart
     * One transaction: locks the cart, re-prices every line, stores the order (status confirmed) and empties the cart. 422 cart_empty, cart_changed (expectedVersion differs), price_changed (expectedGross differs, with the new `totals`), checkout_blocked (with `problems`), idempotency_key_reused. Same Idempotency-Key and body → the same order. Buyers and admins only (403).
     */
    createOrder: (input: CreateOrderInput) =>
      send<CreateOrderResponse>(operations.createOrder, input),
    /**
     * DELETE /api/ardis/cart/deleteorderline: Remove a line
     * JSON body with the line by lineId or sku; 404 when the cart has no such line.
     */
    deleteOrderLine: (input: DeleteOrderLineInput) =>
      send<DeleteOrderLineResponse>(operations.deleteOrderLine, input),
    /**
     * POST /api/ardis/cart/setmarket: Move the cart to another of the company's markets
     * Re-prices every line in the market's currency and VAT. 422 market_not_allowed or market_unknown.
     */
    setCartMarket: (input: SetCartMarketInput) =>
      send<SetCartMarketResponse>(operations.setCartMarket, input),
    /**
     * POST /api/ardis/cart/updatemetadata: Purchase-order number, comment, requested delivery date and delivery address
     * Fields left out stay; null clears. The address must be one of the company's delivery addresses (another company’s: 404; an invoice address: 422 delivery_address_invalid).
     */
    updateCartMetadata: (input: UpdateCartMetadataInput) =>
      send<UpdateCartMetadataResponse>(operations.updateCartMetadata, input),
    /**
     * POST /api/ardis/cart/updateorderline: Set a line's quantity (0 removes it)
     * The line by lineId or sku; 404 when the cart has no such line.
     */
    updateOrderLine: (input: UpdateOrderLineInput) =>
      send<UpdateOrderLineResponse>(operations.updateOrderLine, input),
    /**
     * POST /api/ardis/customer/add-address: Add a private delivery address of a person
     * 422 market_unknown or zip_code_invalid for a country we do not sell in or a malformed zip code. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    addPharmacyAddress: (input: AddPharmacyAddressInput) =>
      send<AddPharmacyAddressResponse>(operations.addPharmacyAddress, input),
    /**
     * GET /api/ardis/customer/address: One of a person's addresses
     * pid defaults to the caller; without addressId 422 parameter_required. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    getPharmacyAddress: (input?: GetPharmacyAddressInput) =>
      send<GetPharmacyAddressResponse>(operations.getPharmacyAddress, input),
    /**
     * GET /api/ardis/customer/address/{addressId}/markets: The markets that deliver to an address
     * A market of the address's country whose delivery routes serve its zip code. pid defaults to the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    listAddressMarkets: (input: ListAddressMarketsInput) =>
      send<ListAddressMarketsResponse>(operations.listAddressMarkets, input),
    /**
     * GET /api/ardis/customer/addresses: A page of a person's addresses
     * Every pid must be the caller or a person the caller is linked to (else 404).
     */
    listPharmacyAddresses: (input: ListPharmacyAddressesInput) =>
      send<ListPharmacyAddressesResponse>(operations.listPharmacyAddresses, input),
    /**
     * POST /api/ardis/customer/change-person: Act as another person in the pharmacy session
     * 422 pharmacy_session_required before login (or after logout). Every pid must be the caller or a person the caller is linked to (else 404).
     */
    changePharmacyPerson: (input: ChangePharmacyPersonInput) =>
      send<ChangePharmacyPersonResponse>(operations.changePharmacyPerson, input),
    /**
     * DELETE /api/ardis/customer/delete-address: Delete a person's address
     * pid defaults to the caller; without addressId 422 parameter_required. Answers the remaining addresses. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    deletePharmacyAddress: (input?: DeletePharmacyAddressInput) =>
      send<DeletePharmacyAddressResponse>(operations.deletePharmacyAddress, input),
    /**
     * POST /api/ardis/customer/edit-address: Edit a person's address
     * Every pid must be the caller or a person the caller is linked to (else 404).
     */
    editPharmacyAddress: (input: EditPharmacyAddressInput) =>
      send<EditPharmacyAddressResponse>(operations.editPharmacyAddress, input),
    /**
     * POST /api/ardis/customer/get: A person's profile
     * Without pid: the session's active person, else the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    getPharmacyCustomer: (input: GetPharmacyCustomerInput) =>
      send<GetPharmacyCustomerResponse>(operations.getPharmacyCustomer, input),
    /**
     * POST /api/ardis/customer/login: Start the pharmacy session of this sign-in
     * Answers the active person (the caller, or pid when given) and every person the caller may act as. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    loginPharmacyCustomer: (input: LoginPharmacyCustomerInput) =>
      send<LoginPharmacyCustomerResponse>(operations.loginPharmacyCustomer, input),
    /**
     * POST /api/ardis/customer/logout: End the pharmacy session of this sign-in
     * The API sign-in (tokens) stays; sign out of that at /api/session/revoke. Idempotent.
     */
    logoutPharmacyCustomer: (input: LogoutPharmacyCustomerInput) =>
      send<LogoutPharmacyCustomerResponse>(operations.logoutPharmacyCustomer, input),
    /**
     * POST /api/ardis/customer/update: Update a person's name, phone or birth date
     * Every pid must be the caller or a person the caller is linked to (else 404).
     */
    updatePharmacyCustomer: (input: UpdatePharmacyCustomerInput) =>
      send<UpdatePharmacyCustomerResponse>(operations.updatePharmacyCustomer, input),
    /**
     * GET /api/ardis/order: One order with its lines and status history
     * Any member of the order's company (viewers too). Another company's or department: 404.
     */
    getOrder: (input: GetOrderInput) =>
      send<GetOrderResponse>(operations.getOrder, input),
    /**
     * DELETE /api/ardis/order/cancelorder: Cancel an order before picking
     * Only while status is confirmed; else 422 order_not_cancellable with `orderStatus`. Buyers only (403).
     */
    cancelOrder: (input: CancelOrderInput) =>
      send<CancelOrderResponse>(operations.cancelOrder, input),
    /**
     * GET /api/ardis/order/orders: The person's company's orders, newest first
     * pid must be the caller (else 404); the company is customerId or the caller's only company. Optional filters: status, and from/to as days placed (Europe/Oslo, both included); total counts the filtered.
     */
    listOrders: (input: ListOrdersInput) =>
      send<ListOrdersResponse>(operations.listOrders, input),
    /**
     * POST /api/ardis/order/reorder: Order a past order again: its lines into the caller's cart at today's prices
     * Each line says what changed: added, price_up, price_down (against the order) or unavailable (left out). Checkout then applies the rules of today (availability, approval). Buyers only (403); another company 404.
     */
    reorder: (input: ReorderInput) =>
      send<ReorderResponse>(operations.reorder, input),
    /**
     * GET /api/ardis/prescription/prescriptions: A person's prescriptions
     * pid defaults to the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    listPrescriptions: (input?: ListPrescriptionsInput) =>
      send<ListPrescriptionsResponse>(operations.listPrescriptions, input),
    /**
     * POST /api/ardis/prescription/prescriptions/add-by-reference: Add a prescription by the reference code on the slip
     * The patient's birth date is the check: wrong → 422 prescription_check_failed; unknown reference (or one another person holds) → 422 prescription_reference_unknown. Adding one the person holds already answers it again. 10 tries a minute per caller (429). pid defaults to the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    addPrescriptionByReference: (input: AddPrescriptionByReferenceInput) =>
      send<AddPrescriptionByReferenceResponse>(operations.addPrescriptionByReference, input),
    /**
     * GET /api/ardis/prescription/products/{prescriptionId}: The variants a prescription allows, with the quantity left
     * Quantities are 0 unless the prescription is active. pid defaults to the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    listPrescriptionProducts: (input: ListPrescriptionProductsInput) =>
      send<ListPrescriptionProductsResponse>(operations.listPrescriptionProducts, input),
    /**
     * GET /api/ardis/prescription/{prescriptionId}: One prescription with its lines
     * Another person's prescription answers 404. pid defaults to the caller. Every pid must be the caller or a person the caller is linked to (else 404).
     */
    getPrescription: (input: GetPrescriptionInput) =>
      send<GetPrescriptionResponse>(operations.getPrescription, input),
    /**
     * GET /api/ardis/product/variants: Variants by SKU
     * The variants found, in the order asked, and the SKUs that were not; 404 when none exist.
     */
    listVariantsBySku: (input: ListVariantsBySkuInput) =>
      send<ListVariantsBySkuResponse>(operations.listVariantsBySku, input),
    /** GET /api/backoffice/assortments: Back office: every assortment with its rule and company counts, by name */
    listAssortments: (input?: ListAssortmentsInput) =>
      send<ListAssortmentsResponse>(operations.listAssortments, input),
    /**
     * POST /api/backoffice/assortments: Back office: create an assortment
     * Include and exclude rules by category (with its subcategories), brand or product; no inclusion includes everything, an exclusion always wins. Unknown targets and a target both included and excluded: 400 naming the rule; a name in use: 400 on body.name. Audited. Staff only (403).
     */
    createAssortment: (input: CreateAssortmentInput) =>
      send<CreateAssortmentResponse>(operations.createAssortment, input),
    /** POST /api/backoffice/assortments/preview: Back office: how many products rules would let a company see, before saving them */
    previewAssortment: (input: PreviewAssortmentInput) =>
      send<PreviewAssortmentResponse>(operations.previewAssortment, input),
    /** GET /api/backoffice/assortments/{assortmentId}: Back office: one assortment with its rules, companies and product count */
    getAssortment: (input: GetAssortmentInput) =>
      send<GetAssortmentResponse>(operations.getAssortment, input),
    /**
     * PUT /api/backoffice/assortments/{assortmentId}: Back office: rename an assortment and replace its rules
     * Its companies see the change at once (this API node; others within seconds). Validated as on create. With expectedVersion, a save made on an older version → 422 assortment_changed (nothing written). Audited. Staff only (403).
     */
    updateAssortment: (input: UpdateAssortmentInput) =>
      send<UpdateAssortmentResponse>(operations.updateAssortment, input),
    /**
     * DELETE /api/backoffice/assortments/{assortmentId}: Back office: delete an assortment
     * 422 assortment_in_use while companies have it (give them another or none first). Audited.
     */
    deleteAssortment: (input: DeleteAssortmentInput) =>
      send<DeleteAssortmentResponse>(operations.deleteAssortment, input),
    /** GET /api/backoffice/audit-log: The whole audit log, newest first (agents), by company, person, action or outcome */
    listAuditLog: (input?: ListAuditLogInput) =>
      send<ListAuditLogResponse>(operations.listAuditLog, input),
    /** GET /api/backoffice/catalog/imports: The latest catalog imports, newest first (agents) */
    listCatalogImports: (input?: ListCatalogImportsInput) =>
      send<ListCatalogImportsResponse>(operations.listCatalogImports, input),
    /**
     * POST /api/backoffice/catalog/imports: Import products, variants and list prices from a CSV file (agents)
     * The body is JSON `{csv, fileName, zip?}`, the file itself as `text/csv`, or a zip (`application/zip`) holding one .csv and the pictures its `image`/`variant_image` columns name. The whole file is checked first: any problem → 400 `catalog_import_invalid` with `rows` [{row, column, sku, problem, detail}] (row = line in the file, header = 1) and nothing is written. A clean file answers 202 with the import; its rows are applied in the background in batches (upsert by SKU), followed at GET /api/backoffice/catalog/imports/{importId}.
     */
    createCatalogImport: (input: CreateCatalogImportInput) =>
      send<CreateCatalogImportResponse>(operations.createCatalogImport, input),
    /** GET /api/backoffice/catalog/imports/{importId}: A catalog import's progress and the rows that failed (agents) */
    getCatalogImport: (input: GetCatalogImportInput) =>
      send<GetCatalogImportResponse>(operations.getCatalogImport, input),
    /** GET /api/backoffice/categories: Back office: the category tree with names and slugs per language, old slugs and product counts */
    listBackofficeCategories: (input?: ListBackofficeCategoriesInput) =>
      send<ListBackofficeCategoriesResponse>(operations.listBackofficeCategories, input),
    /**
     * POST /api/backoffice/categories: Back office: create a category (last among its siblings)
     * A slug another category has (either language) → 422 category_slug_taken; an unknown parent → 422 category_move_invalid. Audited (category_created). Catalog managers and administrators (403 for others).
     */
    createCategory: (input: CreateCategoryInput) =>
      send<CreateCategoryResponse>(operations.createCategory, input),
    /**
     * PATCH /api/backoffice/categories/{categoryId}: Back office: rename a category (names and/or slugs per language)
     * A changed slug is kept as an old slug: the shop redirects it to the new one (permanently). A slug another category has → 422 category_slug_taken. The products are re-indexed for search. Audited (category_updated).
     */
    updateCategory: (input: UpdateCategoryInput) =>
      send<UpdateCategoryResponse>(operations.updateCategory, input),
    /**
     * DELETE /api/backoffice/categories/{categoryId}: Back office: delete an empty category
     * Only without products and subcategories: else 422 category_not_empty with `products` and `children`. Its old slugs go with it. Audited (category_deleted).
     */
    deleteCategory: (input: DeleteCategoryInput) =>
      send<DeleteCategoryResponse>(operations.deleteCategory, input),
    /**
     * POST /api/backoffice/categories/{categoryId}/move: Back office: move a category to another parent and/or place among its siblings
     * Below itself or one of its subcategories, or under an unknown parent → 422 category_move_invalid. The URL (its slug) stays. Audited (category_moved).
     */
    moveCategory: (input: MoveCategoryInput) =>
      send<MoveCategoryResponse>(operations.moveCategory, input),
    /** GET /api/backoffice/customer-options: Back office: what the company form offers (markets, contract price lists, sales reps) */
    getCustomerFormOptions: (input?: GetCustomerFormOptionsInput) =>
      send<GetCustomerFormOptionsResponse>(operations.getCustomerFormOptions, input),
    /**
     * GET /api/backoffice/customers: Back office: companies by name, org number or customer number
     * Filters: q, blocked, market; by name, paged with skip/take. Staff only (403).
     */
    listBackofficeCustomers: (input?: ListBackofficeCustomersInput) =>
      send<ListBackofficeCustomersResponse>(operations.listBackofficeCustomers, input),
    /**
     * POST /api/backoffice/customers: Back office: create a company and invite its first admin
     * The org number must be valid for the market (422 org_number_invalid) and new there (422 org_number_taken); an unknown price list → 422 price_list_unknown, a sales rep who is not active staff → 422 sales_rep_not_staff. The admin gets the invitation mail. Audited (company_created). Answers the company page. Administrators and customer service (403 for other staff).
     */
    createBackofficeCustomer: (input: CreateBackofficeCustomerInput) =>
      send<CreateBackofficeCustomerResponse>(operations.createBackofficeCustomer, input),
    /** GET /api/backoffice/customers/{customerId}: Back office: one company with people, addresses, credit, recent orders, open carts and history */
    getBackofficeCustomer: (input: GetBackofficeCustomerInput) =>
      send<GetBackofficeCustomerResponse>(operations.getBackofficeCustomer, input),
    /**
     * PATCH /api/backoffice/customers/{customerId}: Back office: block or unblock a company and/or change its credit limit, with a reason
     * Each change is kept in the company’s standing history with the agent and the reason; a block shows the reason as the blocked reason, an unblock clears it. Nothing to change → 422 customer_unchanged. Staff only (403).
     */
    updateBackofficeCustomer: (input: UpdateBackofficeCustomerInput) =>
      send<UpdateBackofficeCustomerResponse>(operations.updateBackofficeCustomer, input),
    /** GET /api/backoffice/customers/{customerId}/assortment: Back office: a company's assortment and how many products it sees */
    getCustomerAssortment: (input: GetCustomerAssortmentInput) =>
      send<GetCustomerAssortmentResponse>(operations.getCustomerAssortment, input),
    /**
     * PUT /api/backoffice/customers/{customerId}/assortment: Back office: give a company an assortment, or the whole catalog again (null)
     * A company has at most one assortment; several companies may share one. Its buyers see the change at once (this API node; others within seconds). Unknown assortment: 400 on body.assortmentId. Audited on the company. Staff only (403).
     */
    setCustomerAssortment: (input: SetCustomerAssortmentInput) =>
      send<SetCustomerAssortmentResponse>(operations.setCustomerAssortment, input),
    /**
     * GET /api/backoffice/customers/{customerId}/audit-log: Back office: a page of a company's audit log, newest first, without client addresses and browsers (ip and userAgent null)
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    listCustomerAuditLog: (input: ListCustomerAuditLogInput) =>
      send<ListCustomerAuditLogResponse>(operations.listCustomerAuditLog, input),
    /**
     * GET /api/backoffice/customers/{customerId}/carts: Back office: a page of a company's open carts with lines, most recently changed first, at the stored prices
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    listCustomerCarts: (input: ListCustomerCartsInput) =>
      send<ListCustomerCartsResponse>(operations.listCustomerCarts, input),
    /**
     * GET /api/backoffice/customers/{customerId}/invoices: Back office: a page of a company's invoices, newest first, open or paid
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    listCustomerInvoices: (input: ListCustomerInvoicesInput) =>
      send<ListCustomerInvoicesResponse>(operations.listCustomerInvoices, input),
    /**
     * GET /api/backoffice/customers/{customerId}/orders: Back office: a page of a company's orders, newest first
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    listCustomerOrders: (input: ListCustomerOrdersInput) =>
      send<ListCustomerOrdersResponse>(operations.listCustomerOrders, input),
    /**
     * GET /api/backoffice/customers/{customerId}/quotes: Back office: a page of a company's quotes, newest first
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    listCustomerQuotes: (input: ListCustomerQuotesInput) =>
      send<ListCustomerQuotesResponse>(operations.listCustomerQuotes, input),
    /**
     * PATCH /api/backoffice/customers/{customerId}/terms: Back office: change a company's payment terms and/or sales rep
     * Payment terms (0–120 days) apply to invoices issued from now on. The sales rep must be active staff (422 sales_rep_not_staff); null removes it. Audited with before and after (company_updated). Administrators and customer service (403 for other staff).
     */
    updateCustomerTerms: (input: UpdateCustomerTermsInput) =>
      send<UpdateCustomerTermsResponse>(operations.updateCustomerTerms, input),
    /**
     * GET /api/backoffice/customers/{customerId}/tickets: Back office: a page of a company's support tickets, newest first
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    listCustomerTickets: (input: ListCustomerTicketsInput) =>
      send<ListCustomerTicketsResponse>(operations.listCustomerTickets, input),
    /**
     * GET /api/backoffice/customers/{customerId}/users: Back office: a page of a company's people with their role and membership state, by name
     * skip/take (1–100, default 10) with the total. Staff only (403).
     */
    listCustomerUsers: (input: ListCustomerUsersInput) =>
      send<ListCustomerUsersResponse>(operations.listCustomerUsers, input),
    /**
     * GET /api/backoffice/dashboard/sales: Sales figures of a period: revenue, orders, average order value, top products and companies (agents)
     * Days in Oslo time; `from` after `to` or more than 366 days → 400. Revenue is the orders’ net totals excl. VAT per currency; cancelled orders count only in `statuses`.
     */
    getSalesDashboard: (input?: GetSalesDashboardInput) =>
      send<GetSalesDashboardResponse>(operations.getSalesDashboard, input),
    /**
     * GET /api/backoffice/delivery/holidays: Back office: a market's holidays in a year
     * A year not kept yet answers its generated defaults (isStored false). 422 market_unknown.
     */
    listHolidays: (input: ListHolidaysInput) =>
      send<ListHolidaysResponse>(operations.listHolidays, input),
    /**
     * POST /api/backoffice/delivery/holidays: Back office: add a holiday (no delivery, no working day) to a market
     * 422 holiday_exists when the market has one on the date; market_unknown.
     */
    createHoliday: (input: CreateHolidayInput) =>
      send<CreateHolidayResponse>(operations.createHoliday, input),
    /** PATCH /api/backoffice/delivery/holidays/{market}/{date}: Back office: rename a holiday */
    updateHoliday: (input: UpdateHolidayInput) =>
      send<UpdateHolidayResponse>(operations.updateHoliday, input),
    /** DELETE /api/backoffice/delivery/holidays/{market}/{date}: Back office: remove a holiday (the date becomes a working day) */
    deleteHoliday: (input: DeleteHolidayInput) =>
      send<DeleteHolidayResponse>(operations.deleteHoliday, input),
    /**
     * GET /api/backoffice/delivery/preview: Back office: the next delivery dates of a zip code, with their cut-offs and the holidays between
     * 422 market_unknown or zip_code_invalid; a zip code not served answers isServed false.
     */
    previewDeliveryDates: (input: PreviewDeliveryDatesInput) =>
      send<PreviewDeliveryDatesResponse>(operations.previewDeliveryDates, input),
    /** GET /api/backoffice/delivery/routes: Back office: delivery routes and areas not served, by market and zip code */
    listDeliveryRoutes: (input?: ListDeliveryRoutesInput) =>
      send<ListDeliveryRoutesResponse>(operations.listDeliveryRoutes, input),
    /**
     * POST /api/backoffice/delivery/routes: Back office: add a delivery route (or an area not served)
     * Zip ranges of a market may nest (the innermost wins) but not partly overlap: 422 delivery_route_overlap names the other route. 422 delivery_route_exists, market_unknown. A range beyond the market’s zip codes or a served route without weekdays: 400.
     */
    createDeliveryRoute: (input: CreateDeliveryRouteInput) =>
      send<CreateDeliveryRouteResponse>(operations.createDeliveryRoute, input),
    /**
     * PATCH /api/backoffice/delivery/routes/{code}: Back office: change a delivery route (zip range, weekdays, cut-off, transit days, name)
     * The same checks as adding one. The next delivery dates change on every node at once.
     */
    updateDeliveryRoute: (input: UpdateDeliveryRouteInput) =>
      send<UpdateDeliveryRouteResponse>(operations.updateDeliveryRoute, input),
    /** DELETE /api/backoffice/delivery/routes/{code}: Back office: remove a delivery route (its zip codes are then not served) */
    deleteDeliveryRoute: (input: DeleteDeliveryRouteInput) =>
      send<DeleteDeliveryRouteResponse>(operations.deleteDeliveryRoute, input),
    /** GET /api/backoffice/delivery/shipping-methods: Back office: shipping methods with their texts, cut-off and fee per market */
    listShippingMethodSettings: (input?: ListShippingMethodSettingsInput) =>
      send<ListShippingMethodSettingsResponse>(operations.listShippingMethodSettings, input),
    /**
     * PATCH /api/backoffice/delivery/shipping-methods/{code}: Back office: change a shipping method's texts, cut-off or fees per market
     * Fees are excl. VAT in minor units of the market’s currency. 422 market_unknown.
     */
    updateShippingMethod: (input: UpdateShippingMethodInput) =>
      send<UpdateShippingMethodResponse>(operations.updateShippingMethod, input),
    /** GET /api/backoffice/markets: Back office: markets with currency, VAT rates, zip format and time zone */
    listMarkets: (input?: ListMarketsInput) =>
      send<ListMarketsResponse>(operations.listMarkets, input),
    /**
     * PATCH /api/backoffice/markets/{code}: Back office: rename a market or change its VAT rates (administrators)
     * VAT in basis points 0–10000. New carts and orders use the new rates; placed orders keep theirs.
     */
    updateMarket: (input: UpdateMarketInput) =>
      send<UpdateMarketResponse>(operations.updateMarket, input),
    /**
     * GET /api/backoffice/orders: Back office: every company's orders, filtered, newest first
     * Filters: status, customerId, market, from/to (order date, Norwegian time), q (order number exact, part of a PO number or company name). Pages by cursor (`after` = the previous answer’s nextCursor), so orders placed meanwhile never repeat or skip rows. An unknown cursor: 400. Staff only (403).
     */
    listBackofficeOrders: (input?: ListBackofficeOrdersInput) =>
      send<ListBackofficeOrdersResponse>(operations.listBackofficeOrders, input),
    /**
     * GET /api/backoffice/orders/{orderId}: Back office: one order with lines, addresses, payment, status timeline, company and orderer
     * `nextStatuses` lists the moves the status route accepts now. Staff only (403).
     */
    getBackofficeOrder: (input: GetBackofficeOrderInput) =>
      send<GetBackofficeOrderResponse>(operations.getBackofficeOrder, input),
    /**
     * POST /api/backoffice/orders/{orderId}/invoice-paid: Back office: record that an invoice order's invoice is paid
     * The order's gross leaves the company's open balance, so the credit is free again (docs/customer.md). Once per order: an order paid by card or already recorded as paid is 422 invoice_not_open. Staff only (403).
     */
    markInvoicePaid: (input: MarkInvoicePaidInput) =>
      send<MarkInvoicePaidResponse>(operations.markInvoicePaid, input),
    /**
     * POST /api/backoffice/orders/{orderId}/status: Back office: move an order one step on, or cancel it before shipping
     * confirmed → picking → shipped → delivered, one step at a time, recorded in the history with the agent; cancelled while confirmed or picking. Anything else: 422 order_status_invalid. Staff only (403).
     */
    advanceOrderStatus: (input: AdvanceOrderStatusInput) =>
      send<AdvanceOrderStatusResponse>(operations.advanceOrderStatus, input),
    /**
     * GET /api/backoffice/price-explainer: Back office: which price a company gets for a SKU (or product) and quantity, and why
     * Every candidate price with its source and validity, the verdict of the pricing rule on each, and the rule. Expired, not yet valid and other markets’ lists are listed with why they do not count.
     */
    explainCustomerPrice: (input: ExplainCustomerPriceInput) =>
      send<ExplainCustomerPriceResponse>(operations.explainCustomerPrice, input),
    /** GET /api/backoffice/price-lists: Back office: price lists (list prices, contracts, campaigns) by kind, market, status or name */
    listPriceLists: (input?: ListPriceListsInput) =>
      send<ListPriceListsResponse>(operations.listPriceLists, input),
    /**
     * POST /api/backoffice/price-lists: Back office: create a price list (empty; prices come by editing, copying or importing)
     * Currency is the market’s (another → 400). End before start → 400. A code in use → 422 price_list_code_taken; an unknown market → 422 market_unknown.
     */
    createPriceList: (input: CreatePriceListInput) =>
      send<CreatePriceListResponse>(operations.createPriceList, input),
    /** GET /api/backoffice/price-lists/{priceListId}: Back office: one price list with its status, counts and companies */
    getPriceList: (input: GetPriceListInput) =>
      send<GetPriceListResponse>(operations.getPriceList, input),
    /**
     * PATCH /api/backoffice/price-lists/{priceListId}: Back office: change a price list’s code, name or validity
     * End before start → 400 (also against the stored other end). A code in use → 422.
     */
    updatePriceList: (input: UpdatePriceListInput) =>
      send<UpdatePriceListResponse>(operations.updatePriceList, input),
    /**
     * POST /api/backoffice/price-lists/{priceListId}/companies: Back office: give a contract list to a company (replacing its contract)
     * Only contract lists (else 422 price_list_not_contract), for one of the company’s markets (else 422 market_not_allowed).
     */
    assignPriceList: (input: AssignPriceListInput) =>
      send<AssignPriceListResponse>(operations.assignPriceList, input),
    /** DELETE /api/backoffice/price-lists/{priceListId}/companies/{customerId}: Back office: take a contract list from a company (it then buys at list and campaign prices) */
    unassignPriceList: (input: UnassignPriceListInput) =>
      send<UnassignPriceListResponse>(operations.unassignPriceList, input),
    /** POST /api/backoffice/price-lists/{priceListId}/copy: Back office: copy a price list with all its prices under a new code and name */
    copyPriceList: (input: CopyPriceListInput) =>
      send<CopyPriceListResponse>(operations.copyPriceList, input),
    /**
     * POST /api/backoffice/price-lists/{priceListId}/end: Back office: end a price list now (its end becomes now; nothing is deleted)
     * An ended list → 422 price_list_ended.
     */
    endPriceList: (input: EndPriceListInput) =>
      send<EndPriceListResponse>(operations.endPriceList, input),
    /** GET /api/backoffice/price-lists/{priceListId}/prices: Back office: a price list’s SKUs with their quantity tiers, by SKU, paged */
    listPriceListPrices: (input: ListPriceListPricesInput) =>
      send<ListPriceListPricesResponse>(operations.listPriceListPrices, input),
    /**
     * GET /api/backoffice/price-lists/{priceListId}/prices/export: Back office: a price list’s prices as CSV (sku;name;min_quantity;unit_price)
     * UTF-8 with BOM, `;`-separated, prices in major units with a dot (129.50). Import reads it back.
     */
    exportPriceListPrices: (input: ExportPriceListPricesInput) =>
      send<ExportPriceListPricesResponse>(operations.exportPriceListPrices, input),
    /**
     * POST /api/backoffice/price-lists/{priceListId}/prices/import: Back office: import a price list’s prices from CSV, all or nothing
     * JSON `{csv, mode}` or the file as `text/csv`. Columns sku, min_quantity (default 1), unit_price (major units, "129,50" or "129.50"); name is ignored. Every row is checked first: any problem → 400 price_import_invalid with `rows` [{row, column, sku, problem, message}] (row = line, header = 1) and nothing is written. merge: the SKUs in the file get its tiers; replace: the list becomes the file.
     */
    importPriceListPrices: (input: ImportPriceListPricesInput) =>
      send<ImportPriceListPricesResponse>(operations.importPriceListPrices, input),
    /**
     * PUT /api/backoffice/price-lists/{priceListId}/prices/{sku}: Back office: set one SKU’s quantity tiers in a price list ([] removes the SKU)
     * Unknown SKU → 400; negative price → 400; an ended list → 422 price_list_ended.
     */
    setPriceListPrice: (input: SetPriceListPriceInput) =>
      send<SetPriceListPriceResponse>(operations.setPriceListPrice, input),
    /** GET /api/backoffice/product-form: Back office: what the product form chooses from (languages, categories, brands, departments, properties) */
    getProductFormOptions: (input?: GetProductFormOptionsInput) =>
      send<GetProductFormOptionsResponse>(operations.getProductFormOptions, input),
    /**
     * GET /api/backoffice/products: Back office: products of every status, searched and filtered, most recently changed first
     * `q`: part of a name (nb or en), the start of a product number or SKU, or a whole EAN. Filters: categoryId (with subcategories), brandId, status, stock (in/out over active variants), hasImage. Paged by `page`.
     */
    listBackofficeProducts: (input?: ListBackofficeProductsInput) =>
      send<ListBackofficeProductsResponse>(operations.listBackofficeProducts, input),
    /**
     * POST /api/backoffice/products: Back office: create a product with its variants and properties
     * A draft is never shown in the shop; active is shown and sold at once. Field problems → 400 naming each (`body.name.en` missing translation, `body.variants.0.gtin` check digit, unknown category or property). Codes another product has → 422 `product_number_taken`, `sku_taken` or `gtin_taken`, with `errors` and the product that has it.
     */
    createProduct: (input: CreateProductInput) =>
      send<CreateProductResponse>(operations.createProduct, input),
    /**
     * POST /api/backoffice/products/bulk: Back office: activate, discontinue or move many products to a category at once
     * All or nothing, one audit row per product that changed. An id that is no product → 404; `move` without a known categoryId → 400.
     */
    bulkUpdateProducts: (input: BulkUpdateProductsInput) =>
      send<BulkUpdateProductsResponse>(operations.bulkUpdateProducts, input),
    /** GET /api/backoffice/products/{productId}: Back office: one product with every editable field, its properties and variants */
    getBackofficeProduct: (input: GetBackofficeProductInput) =>
      send<GetBackofficeProductResponse>(operations.getBackofficeProduct, input),
    /**
     * PUT /api/backoffice/products/{productId}: Back office: replace a product's fields, properties and variants
     * Variants left out are removed (422 `variant_has_orders` when orders name one: make it inactive instead). The slug stays. Field problems → 400 naming each (`body.name.en` missing translation, `body.variants.0.gtin` check digit, unknown category or property). Codes another product has → 422 `product_number_taken`, `sku_taken` or `gtin_taken`, with `errors` and the product that has it.
     */
    updateProduct: (input: UpdateProductInput) =>
      send<UpdateProductResponse>(operations.updateProduct, input),
    /**
     * POST /api/backoffice/products/{productId}/copy: Back office: duplicate a product under a new product number, as a draft
     * Texts, properties, variants (new SKUs: `variantSkus`, or each SKU with the product number swapped) and pictures are copied; EANs are not (an EAN names one item). A taken number or SKU → 422.
     */
    copyProduct: (input: CopyProductInput) =>
      send<CopyProductResponse>(operations.copyProduct, input),
    /** GET /api/backoffice/products/{productId}/images: A product's images in order, with both alt texts and every file (agents) */
    listProductImages: (input: ListProductImagesInput) =>
      send<ListProductImagesResponse>(operations.listProductImages, input),
    /**
     * POST /api/backoffice/products/{productId}/images: Add an image to a product or one of its variants (agents)
     * JSON `{image: base64, sku?, alt?: {nb, en}}`, or the file itself as `image/*` (then set alt texts and the variant with PATCH). The type is read from the content, not the name: JPEG, PNG, WebP, AVIF, GIF or TIFF (else 422 `image_unsupported`); over MEDIA_MAX_UPLOAD_BYTES or MEDIA_MAX_PIXELS → 422 `image_too_large` (a body over 4/3 of the byte limit is cut off with 413). Stored as AVIF, WebP and JPEG in widths up to 1600 px, metadata (EXIF) removed. The same file again answers 200 with the image the product has.
     */
    uploadProductImage: (input: UploadProductImageInput) =>
      send<UploadProductImageResponse>(operations.uploadProductImage, input),
    /**
     * POST /api/backoffice/products/{productId}/images/import: Add an image to a product by fetching it from a URL (agents)
     * Only http and https addresses on the public internet (private, loopback and link-local addresses, also after a redirect, → 422 `image_url_refused`); at most MEDIA_MAX_UPLOAD_BYTES within MEDIA_IMPORT_TIMEOUT_MS (else 422 `image_too_large` / `image_fetch_failed`). Then as an upload.
     */
    importProductImage: (input: ImportProductImageInput) =>
      send<ImportProductImageResponse>(operations.importProductImage, input),
    /** PUT /api/backoffice/products/{productId}/images/order: Put a product's images in a new order; the first is the cover (agents) */
    reorderProductImages: (input: ReorderProductImagesInput) =>
      send<ReorderProductImagesResponse>(operations.reorderProductImages, input),
    /** PATCH /api/backoffice/products/{productId}/images/{imageId}: Change an image's alt texts or the variant it shows (agents) */
    updateProductImage: (input: UpdateProductImageInput) =>
      send<UpdateProductImageResponse>(operations.updateProductImage, input),
    /** DELETE /api/backoffice/products/{productId}/images/{imageId}: Remove an image (agents) */
    deleteProductImage: (input: DeleteProductImageInput) =>
      send<DeleteProductImageResponse>(operations.deleteProductImage, input),
    /** GET /api/backoffice/quotes: Every quote, newest first (agents) */
    listBackofficeQuotes: (input?: ListBackofficeQuotesInput) =>
      send<ListBackofficeQuotesResponse>(operations.listBackofficeQuotes, input),
    /**
     * PUT /api/backoffice/quotes/{quoteId}: Set a quote's lines, prices, shipping fee and validity (agents)
     * A sent quote goes back to requested until sent again. 422 quote_not_open once decided.
     */
    updateQuote: (input: UpdateQuoteInput) =>
      send<UpdateQuoteResponse>(operations.updateQuote, input),
    /** POST /api/backoffice/quotes/{quoteId}/send: Send the quote to the buyer (agents); the buyer is mailed */
    sendQuote: (input: SendQuoteInput) =>
      send<SendQuoteResponse>(operations.sendQuote, input),
    /**
     * GET /api/backoffice/search-synonyms: Back office: the synonym groups search uses
     * A search for any term of a group also finds the others. Staff only (403).
     */
    listSearchSynonymGroups: (input?: ListSearchSynonymGroupsInput) =>
      send<ListSearchSynonymGroupsResponse>(operations.listSearchSynonymGroups, input),
    /**
     * POST /api/backoffice/search-synonyms: Back office: add a synonym group
     * Two or more words or phrases in any market language ("munnbind", "støvmaske"). Audited; this API node searches with it at once, others within 30 s. Staff only (403).
     */
    createSearchSynonymGroup: (input: CreateSearchSynonymGroupInput) =>
      send<CreateSearchSynonymGroupResponse>(operations.createSearchSynonymGroup, input),
    /**
     * DELETE /api/backoffice/search-synonyms/{synonymId}: Back office: remove a synonym group
     * Audited. Staff only (403); 404 when there is no such group.
     */
    deleteSearchSynonymGroup: (input: DeleteSearchSynonymGroupInput) =>
      send<DeleteSearchSynonymGroupResponse>(operations.deleteSearchSynonymGroup, input),
    /** GET /api/backoffice/staff: Back office: every staff account with its role, state and last sign-in (administrators) */
    listStaff: (input?: ListStaffInput) =>
      send<ListStaffResponse>(operations.listStaff, input),
    /**
     * POST /api/backoffice/staff: Back office: create a staff account with a role (administrators); a welcome mail tells how to sign in
     * An address already in use: 422 email_taken. Audited.
     */
    createStaff: (input: CreateStaffInput) =>
      send<CreateStaffResponse>(operations.createStaff, input),
    /**
     * PATCH /api/backoffice/staff/{contactId}: Back office: change a staff account's role, name or state (administrators)
     * Nobody changes their own role or state (422 own_staff_account); the last active administrator stays one (422 last_administrator). A deactivation ends every session at once. Audited.
     */
    updateStaff: (input: UpdateStaffInput) =>
      send<UpdateStaffResponse>(operations.updateStaff, input),
    /**
     * PUT /api/backoffice/stock-levels: Back office: set SKUs' stock levels (and lead times) at once, as an ERP or warehouse sends them
     * Up to 1000 SKUs a call, in one transaction. SKUs the shop does not have are answered in `unknownSkus` and left alone; a level already so is counted as `unchanged`, so the same call sent again changes nothing. Only the storefront answers and pages showing the products changed are built again. A SKU sent twice, a negative stock or a lead time over 365 days → 400 naming each.
     */
    setStockLevels: (input: SetStockLevelsInput) =>
      send<SetStockLevelsResponse>(operations.setStockLevels, input),
    /**
     * GET /api/backoffice/support/agents: Back office: the agents a ticket can be assigned to
     * Active staff contacts by name. Staff only (403).
     */
    listSupportAgents: (input?: ListSupportAgentsInput) =>
      send<ListSupportAgentsResponse>(operations.listSupportAgents, input),
    /**
     * GET /api/backoffice/support/events: Back office: live changes of the queue (Server-Sent Events)
     * A `changed` event (data {q: ticketId} or {c: chatId, s: seq}) for every ticket or chat change on any API node: read the queue again. Staff only (403).
     */
    streamSupportEvents: (input?: StreamSupportEventsInput) =>
      send<StreamSupportEventsResponse>(operations.streamSupportEvents, input),
    /**
     * GET /api/backoffice/support/queue: Back office: the agents' queue
     * Tickets open or waiting for the customer (oldest first) and the active chats. Staff only (403).
     */
    getSupportQueue: (input?: GetSupportQueueInput) =>
      send<GetSupportQueueResponse>(operations.getSupportQueue, input),
    /**
     * POST /api/backoffice/tickets/{ticketId}/assign: Back office: assign a ticket to an agent
     * agentId null unassigns; not a staff contact: 422 assignee_not_agent. Staff only (403).
     */
    assignTicket: (input: AssignTicketInput) =>
      send<AssignTicketResponse>(operations.assignTicket, input),
    /**
     * GET /api/backoffice/tickets/{ticketId}/context: Back office: the customer behind a ticket
     * The company, the ticket's contact, the company's 5 newest orders and the contact's open cart (not created when there is none: null). Staff only (403).
     */
    getTicketContext: (input: GetTicketContextInput) =>
      send<GetTicketContextResponse>(operations.getTicketContext, input),
    /**
     * POST /api/backoffice/tickets/{ticketId}/status: Back office: set a ticket's status
     * open, waiting_for_customer, solved, closed; recorded in the history with the agent and note. Closed is final (422 ticket_closed); the same status again 422 ticket_status_invalid. Staff only (403).
     */
    setTicketStatus: (input: SetTicketStatusInput) =>
      send<SetTicketStatusResponse>(operations.setTicketStatus, input),
    /**
     * GET /api/catalog/autocomplete: Suggestions as the buyer types: products with their price, categories, content
     * Products as search finds them (exact codes, stems, compounds, typos, synonyms) with the caller's from-price (customerId: that company’s), categories whose name has every word, and content. Cached 10 s.
     */
    autocompleteCatalog: (input: AutocompleteCatalogInput) =>
      send<AutocompleteCatalogResponse>(operations.autocompleteCatalog, input),
    /** GET /api/catalog/brands: Brands */
    listBrands: (input?: ListBrandsInput) =>
      send<ListBrandsResponse>(operations.listBrands, input),
    /** GET /api/catalog/categories: The category tree */
    getCategoryTree: (input?: GetCategoryTreeInput) =>
      send<GetCategoryTreeResponse>(operations.getCategoryTree, input),
    /**
     * GET /api/catalog/categories/by-slug/{slug}: The category a slug means, also an old slug from before a rename (then isCurrent is false)
     * Either language's current slug, or an old one: the answer's `slug` is the current one in the caller's language, where the storefront redirects old links to (permanently). Unknown → 404.
     */
    getCategoryBySlug: (input: GetCategoryBySlugInput) =>
      send<GetCategoryBySlugResponse>(operations.getCategoryBySlug, input),
    /**
     * GET /api/catalog/changes: Changes of the catalog and the prices, as they happen (Server-Sent Events; the web servers)
     * For caches outside the API: every change of products, categories, pictures, content or prices on any API node is sent at once. A cache that keeps pages while connected can never show what a change removed. Shared secret only.
     */
    streamCatalogChanges: (input?: StreamCatalogChangesInput) =>
      send<StreamCatalogChangesResponse>(operations.streamCatalogChanges, input),
    /** GET /api/catalog/product-variants: The variants of several products with the caller’s prices (quick add on listing cards) */
    listProductVariants: (input: ListProductVariantsInput) =>
      send<ListProductVariantsResponse>(operations.listProductVariants, input),
    /** GET /api/catalog/products: List products with filters, facets and the caller’s prices */
    listProducts: (input?: ListProductsInput) =>
      send<ListProductsResponse>(operations.listProducts, input),
    /** GET /api/catalog/products/{productId}: A product page with variants and the caller’s prices */
    getProduct: (input: GetProductInput) =>
      send<GetProductResponse>(operations.getProduct, input),
    /** GET /api/catalog/search: Quick search by name, SKU or GTIN */
    searchCatalog: (input: SearchCatalogInput) =>
      send<SearchCatalogResponse>(operations.searchCatalog, input),
    /** GET /api/content/pages/{slug}: A published article or landing page by its slug, for the storefront (public) */
    getContentPage: (input: GetContentPageInput) =>
      send<GetContentPageResponse>(operations.getContentPage, input),
    /** GET /api/cost-centres: The company's cost centres (active ones; all with includeInactive=true) */
    listCostCentres: (input: ListCostCentresInput) =>
      send<ListCostCentresResponse>(operations.listCostCentres, input),
    /** POST /api/cost-centres: Add a cost centre (admins): a code unique in the company, a name, an address and limits */
    createCostCentre: (input: CreateCostCentreInput) =>
      send<CreateCostCentreResponse>(operations.createCostCentre, input),
    /** PATCH /api/cost-centres/{costCentreId}: Change a cost centre (admins): name, address, limits, or deactivate it (orders keep its name) */
    updateCostCentre: (input: UpdateCostCentreInput) =>
      send<UpdateCostCentreResponse>(operations.updateCostCentre, input),
    /**
     * POST /api/customer/add-address: Add an address
     * Buyers add delivery addresses; invoice addresses need an admin.
     */
    addAddress: (input: AddAddressInput) =>
      send<AddAddressResponse>(operations.addAddress, input),
    /**
     * GET /api/customer/audit-log: The company's audit log, newest first (admins)
     * Sign-ins (also failed ones), sign-outs and password changes of the company's people, and the changes made to the company (details, roles, invitations, limits and rules). Never a password or token.
     */
    listCompanyAuditLog: (input: ListCompanyAuditLogInput) =>
      send<ListCompanyAuditLogResponse>(operations.listCompanyAuditLog, input),
    /**
     * POST /api/customer/change-contact-relation: Change a member's role, or deactivate or reactivate the membership
     * The company keeps at least one active admin (422 last_admin); your own membership cannot change.
     */
    changeContactRelation: (input: ChangeContactRelationInput) =>
      send<ChangeContactRelationResponse>(operations.changeContactRelation, input),
    /**
     * POST /api/customer/check-user: Check e-mail and password and start a session
     * For the web server's password sign-in. A wrong e-mail and a wrong password both answer 401 invalid_credentials. Open invitations stay open (accepted only by the person, explicitly). Limited to 10 tries a minute per client and e-mail (429); five wrong passwords in a row for an address from one client lock that pair for 15 minutes, 30 from one client lock the client, 25 for an address from all clients lock the address (429 sign_in_locked, retryAfterSeconds).
     */
    checkUser: (input: CheckUserInput) =>
      send<CheckUserResponse>(operations.checkUser, input),
    /**
     * POST /api/customer/company/{companyId}/contact/{contactId}/invite: Send (again) the invitation of an invited contact
     * Withdraws earlier open invitations and mails a new single-use link valid 7 days. 422 contact_not_member when the contact is not invited to the company; 422 invitation_already_accepted when they joined. 429 invitation_limit_reached over the hourly allowance of the company.
     */
    sendInvitation: (input: SendInvitationInput) =>
      send<SendInvitationResponse>(operations.sendInvitation, input),
    /**
     * POST /api/customer/create: Register a further company (self service, for a member of a company)
     * A person who is an active member of a company registers another one and becomes its admin, as with initcompany: credit limit 0 (card payment only) and the home market only, until the back office sets more. 422 no_company_access for a person without an active membership (only invited, or deactivated): their first company is registered with initcompany. 422 org_number_invalid, org_number_taken, vat_number_invalid as initcompany.
     */
    createCustomer: (input: CreateCustomerInput) =>
      send<CreateCustomerResponse>(operations.createCustomer, input),
    /**
     * POST /api/customer/create-contact: Add a person to the company and invite them
     * A new contact is created, an existing one found by e-mail. Access starts when the person accepts the invitation. Until then the answers show what was typed here, never what the shop knows about the person. 429 invitation_limit_reached over the hourly allowance of the company (INVITATIONS_PER_HOUR, default 50).
     */
    createContact: (input: CreateContactInput) =>
      send<CreateContactResponse>(operations.createContact, input),
    /** POST /api/customer/create-customer-only: Create a company without contacts (integration) */
    createCustomerOnly: (input: CreateCustomerOnlyInput) =>
      send<CreateCustomerOnlyResponse>(operations.createCustomerOnly, input),
    /**
     * POST /api/customer/customer/{customerId}/change-password: Change a person's own password
     * The path id is the CONTACT id (the account whose password changes). The current password is required when one is set. Every session of the person ends; the answer is a fresh session.
     */
    changePassword: (input: ChangePasswordInput) =>
      send<ChangePasswordResponse>(operations.changePassword, input),
    /**
     * DELETE /api/customer/delete-address: Delete an address
     * customerId defaults to the caller's one company (several: 422 company_required); without addressId 422 parameter_required. The last invoice address cannot be deleted (422 invoice_address_required). Answers with the remaining addresses.
     */
    deleteAddress: (input?: DeleteAddressInput) =>
      send<DeleteAddressResponse>(operations.deleteAddress, input),
    /**
     * PATCH /api/customer/edit-address: Edit an address
     * Buyers edit delivery addresses; invoice addresses need an admin.
     */
    editAddress: (input: EditAddressInput) =>
      send<EditAddressResponse>(operations.editAddress, input),
    /** GET /api/customer/get-contact/{contactId}: A contact's account */
    getContact: (input: GetContactInput) =>
      send<GetContactResponse>(operations.getContact, input),
    /**
     * GET /api/customer/get-contact/{contactId}/companies: A contact's companies
     * Every membership with its role and status (active, invited, inactive).
     */
    listContactCompanies: (input: ListContactCompaniesInput) =>
      send<ListContactCompaniesResponse>(operations.listContactCompanies, input),
    /** GET /api/customer/get-invoiceaddress/{customerId}: The company's default invoice address */
    getInvoiceAddress: (input: GetInvoiceAddressInput) =>
      send<GetInvoiceAddressResponse>(operations.getInvoiceAddress, input),
    /**
     * POST /api/customer/initcompany: Register a new company (self service)
     * The caller becomes its admin. Credit limit 0 (card payment only) until the back office sets one.
     */
    initCompany: (input: InitCompanyInput) =>
      send<InitCompanyResponse>(operations.initCompany, input),
    /**
     * POST /api/customer/invitations/accept: Accept an invitation by the token of its link
     * The invitation must be the caller's. It can be used once.
     */
    acceptInvitation: (input: AcceptInvitationInput) =>
      send<AcceptInvitationResponse>(operations.acceptInvitation, input),
    /**
     * POST /api/customer/invitations/lookup: The invitation of a link, for its addressee
     * The company and role, and whether it is still open; nothing is accepted. 404 when it is not the caller’s (the same as an unknown token).
     */
    lookupInvitation: (input: LookupInvitationInput) =>
      send<LookupInvitationResponse>(operations.lookupInvitation, input),
    /** GET /api/customer/invitations/mine: The caller's open invitations, with the companies named */
    listMyInvitations: (input?: ListMyInvitationsInput) =>
      send<ListMyInvitationsResponse>(operations.listMyInvitations, input),
    /**
     * POST /api/customer/invitations/{invitationId}/accept: Accept one of your own invitations (from the account)
     * Only the addressee: anyone else's invitation answers 404. 422 invitation_already_accepted, invitation_revoked or invitation_expired.
     */
    acceptMyInvitation: (input: AcceptMyInvitationInput) =>
      send<AcceptMyInvitationResponse>(operations.acceptMyInvitation, input),
    /**
     * POST /api/customer/invitations/{invitationId}/decline: Decline one of your own invitations
     * The invitation is withdrawn and the invited membership removed. Only the addressee (else 404).
     */
    declineMyInvitation: (input: DeclineMyInvitationInput) =>
      send<DeclineMyInvitationResponse>(operations.declineMyInvitation, input),
    /**
     * POST /api/customer/join-requests: Ask to join the company of one's e-mail domain (the web server, by the shared secret)
     * Mails a verification link when a company has the address’s domain; 202 either way, so the answer does not tell which companies exist.
     */
    createJoinRequest: (input: CreateJoinRequestInput) =>
      send<CreateJoinRequestResponse>(operations.createJoinRequest, input),
    /**
     * POST /api/customer/join-requests/verify: The person opened the mailed link: the address is verified and the admins are asked
     * 422 join_link_invalid for an unknown or expired link; a repeat answers the current status.
     */
    verifyJoinRequest: (input: VerifyJoinRequestInput) =>
      send<VerifyJoinRequestResponse>(operations.verifyJoinRequest, input),
    /** GET /api/customer/list-addresses/{customerId}: The company's addresses */
    listAddresses: (input: ListAddressesInput) =>
      send<ListAddressesResponse>(operations.listAddresses, input),
    /**
     * PUT /api/customer/my-locale: Store the caller's own language
     * nb or en: the language of e-mails to the person, and for the web app to use at sign-in. Only the caller.
     */
    updateMyLocale: (input: UpdateMyLocaleInput) =>
      send<UpdateMyLocaleResponse>(operations.updateMyLocale, input),
    /**
     * PUT /api/customer/update-customer: Update a company's data
     * Admins: name, vatNumber, email, phone, emailDomain. Agents also: creditLimit, isBlocked, blockedReason, markets, priceListId (403 for anyone else). An admin may set only the domain of their own confirmed e-mail address (422 email_domain_not_verified); never a webmail domain (422 email_domain_public) nor one another company holds (422 email_domain_taken).
     */
    updateCustomer: (input: UpdateCustomerInput) =>
      send<UpdateCustomerResponse>(operations.updateCustomer, input),
    /** GET /api/customer/{customerId}/consents: The caller's consents in a company, with their history */
    listConsents: (input: ListConsentsInput) =>
      send<ListConsentsResponse>(operations.listConsents, input),
    /**
     * POST /api/customer/{customerId}/consents: Record the caller's consents in a company
     * Upserts the listed types; every change is kept in the history. Unknown types: 422 consent_type_unknown.
     */
    upsertConsents: (input: UpsertConsentsInput) =>
      send<UpsertConsentsResponse>(operations.upsertConsents, input),
    /** GET /api/customers/{customerId}: A company's data, for its members */
    getCustomer: (input: GetCustomerInput) =>
      send<GetCustomerResponse>(operations.getCustomer, input),
    /** GET /api/customers/{customerId}/contacts: The people of a company with their roles */
    listContacts: (input: ListContactsInput) =>
      send<ListContactsResponse>(operations.listContacts, input),
    /** GET /api/customers/{customerId}/join-requests: The company's verified join requests waiting for an admin, and the last decided (admins) */
    listJoinRequests: (input: ListJoinRequestsInput) =>
      send<ListJoinRequestsResponse>(operations.listJoinRequests, input),
    /** POST /api/customers/{customerId}/join-requests/{requestId}/approve: Approve a join request with a role: the person becomes a member and is mailed (admins) */
    approveJoinRequest: (input: ApproveJoinRequestInput) =>
      send<ApproveJoinRequestResponse>(operations.approveJoinRequest, input),
    /** POST /api/customers/{customerId}/join-requests/{requestId}/reject: Reject a join request: the person is mailed (admins) */
    rejectJoinRequest: (input: RejectJoinRequestInput) =>
      send<RejectJoinRequestResponse>(operations.rejectJoinRequest, input),
    /**
     * GET /api/customers/{customerId}/spend: The company's spend per month
     * Placed orders (not cancelled) in the company currency per calendar month, Oslo time, oldest first; the current month and `months - 1` before it (default 12). Any member may read it.
     */
    getCustomerSpend: (input: GetCustomerSpendInput) =>
      send<GetCustomerSpendResponse>(operations.getCustomerSpend, input),
    /**
     * POST /api/delivery/dates: The next delivery dates for a market and zip code
     * Dates on the zip code's route weekdays that are working days, each with its order cut-off (14:00 local time, transit working days before). 422 market_unknown, zip_code_invalid (format) or zip_not_served (e.g. Svalbard). cartId must be the caller's cart (404 otherwise); its items' largest lead time is added (leadTimeDays).
     */
    listDeliveryDates: (input: ListDeliveryDatesInput) =>
      send<ListDeliveryDatesResponse>(operations.listDeliveryDates, input),
    /**
     * POST /api/idporten/authorize: Start an eID sign-in: the URL to send the browser to
     * Makes state, nonce and a PKCE verifier (kept here, single use, 10 minutes) and answers the authorization URL (code flow, S256, acr_values, ui_locales). With `invitationToken` the invitation is accepted for the person who signs in. 503/502 when the provider cannot be reached. 10 calls a minute per client address (429).
     */
    authorizeEid: (input: AuthorizeEidInput) =>
      send<AuthorizeEidResponse>(operations.authorizeEid, input),
    /**
     * POST /api/idporten/frontchannel-logout: Front-channel logout: ID-porten ended the session `sid`
     * The web app's front-channel logout URI passes on ID-porten's `iss` and `sid`. Every live session of that ID-porten session ends and its token family is revoked (the next refresh answers 401). Idempotent; an unknown `sid` or another issuer ends nothing.
     */
    logoutEidFrontChannel: (input: LogoutEidFrontChannelInput) =>
      send<LogoutEidFrontChannelResponse>(operations.logoutEidFrontChannel, input),
    /**
     * POST /api/idporten/logout: Sign out of an eID session: revoke our session, answer the end-session URL
     * The session is the bearer token's, or that of `refreshToken` (so an expired access token can still sign out). Our token family and ID-porten's refresh token are revoked; send the browser to `endSessionUrl` (id_token_hint, post_logout_redirect_uri, state) to end the provider session.
     */
    logoutEid: (input: LogoutEidInput) =>
      send<LogoutEidResponse>(operations.logoutEid, input),
    /**
     * POST /api/idporten/refresh: Refresh an eID session and rotate our refresh token
     * Refreshes ID-porten's tokens kept for this sign-in and rotates our refresh token (as /api/session/refresh). 401 invalid_token when the token is not of an eID sign-in or ID-porten's session has ended (our session ends with it).
     */
    refreshEidSession: (input: RefreshEidSessionInput) =>
      send<RefreshEidSessionResponse>(operations.refreshEidSession, input),
    /**
     * POST /api/idporten/token: Finish an eID sign-in: code, state and iss for our API tokens
     * Spends the state, exchanges the code with the PKCE verifier, verifies the id_token (RS256 by the JWKS, iss, aud, exp/iat with 15 s tolerance, nonce, acr at least the level asked for) and signs in the contact whose externalId is the pid, or accepts the invitation the sign-in carried. 400 eid_state_invalid (unknown, expired or reused state), eid_code_invalid (refused code or wrong iss), eid_id_token_invalid, eid_acr_too_low; 422 no_company_access when the person has no company here (nothing is created); 502/503 when the provider fails or does not answer (nothing is created). Ten refused callbacks from one client address in an hour lock it for 15 minutes (429 sign_in_locked). For the web server only (the shared secret; 401 without it, 403 with a person token).
     */
    exchangeEidCode: (input: ExchangeEidCodeInput) =>
      send<ExchangeEidCodeResponse>(operations.exchangeEidCode, input),
    /**
     * GET /api/idporten/user-info: The signed-in person's eID identity
     * From ID-porten's userinfo while its access token lives, else from the verified id_token. The identity number is masked to its birth-date part. 400 eid_session_required when this session did not sign in with eID (400: the spec's only handled status for this call).
     */
    getEidUserInfo: (input?: GetEidUserInfoInput) =>
      send<GetEidUserInfoResponse>(operations.getEidUserInfo, input),
    /**
     * GET /api/market/check-zipcode: Whether we deliver to a zip code (a JSON file)
     * Answers application/json as an attachment, zipcode-<market>-<zip>.json: the route, its weekdays, the next delivery date and cut-off. A valid zip code we do not serve answers 200 with isDelivered false. 400 when a parameter is missing; 422 market_unknown or zip_code_invalid.
     */
    checkZipCode: (input: CheckZipCodeInput) =>
      send<CheckZipCodeResponse>(operations.checkZipCode, input),
    /**
     * POST /api/order/future-deliveries: A company's coming deliveries: subscription periods and orders on their way
     * count periods per active subscription (moved off holidays and non-route days) and the orders with status confirmed, picking or shipped, by date. Without customerId: the caller's only company (422 company_required).
     */
    listFutureDeliveries: (input: ListFutureDeliveriesInput) =>
      send<ListFutureDeliveriesResponse>(operations.listFutureDeliveries, input),
    /**
     * POST /api/order/orderinvoice: The order's invoice (PDF, base64 in JSON)
     * The first call makes the invoice (number from a sequence, due in 30 days, KID with a MOD10 check digit) and stores the PDF; every later call answers the same bytes. Any member of the order's company (viewers too); an unknown number or another company's order: 422 order_unknown. Without orderNumber: the latest order of the caller's company. 422 invoice_order_cancelled for a cancelled order.
     */
    getOrderInvoice: (input?: GetOrderInvoiceInput) =>
      send<GetOrderInvoiceResponse>(operations.getOrderInvoice, input),
    /**
     * GET /api/order/orderinvoice/{invoiceNumber}.pdf: An invoice as a PDF download
     * The stored bytes of an invoice made by POST /api/order/orderinvoice, as application/pdf. Members of the invoice's company only (others: 404).
     */
    downloadInvoicePdf: (input: DownloadInvoicePdfInput) =>
      send<DownloadInvoicePdfResponse>(operations.downloadInvoicePdf, input),
    /**
     * POST /api/order/simulate: What an order would be now: lines, discounts, VAT per rate, shipping, totals
     * The caller's open cart (or `cartId`, or ad-hoc `lines`) through the same pricing and checks as createorder; nothing is written. Any member of the company (viewers too). A `cartId` that is not the caller's cart (or a subscription template of the company): 422 cart_unknown.
     */
    simulateOrder: (input: SimulateOrderInput) =>
      send<SimulateOrderResponse>(operations.simulateOrder, input),
    /**
     * POST /api/order/validate: The checks createorder makes on a cart, as a list of problems
     * For the web server and outside systems (shared secret). The cart's owner must still be a buyer of its company; `expectedVersion` adds cart_changed when the cart moved on. Nothing is written. An unknown cart: 422 cart_unknown.
     */
    validateOrder: (input: ValidateOrderInput) =>
      send<ValidateOrderResponse>(operations.validateOrder, input),
    /**
     * POST /api/order/validateshoppinglist: Each shopping-list line's availability and current price
     * Any list the caller may see (422 cart_unknown otherwise). priceChanged compares with the stored price.
     */
    validateShoppingList: (input: ValidateShoppingListInput) =>
      send<ValidateShoppingListResponse>(operations.validateShoppingList, input),
    /**
     * POST /api/order/verify-deliverydates: A subscription's coming dates checked against the delivery calendar (a JSON file)
     * Answers application/json as an attachment, subscription-dates-<id>.json: 12 periods, each with where a holiday or non-route day moves it and its order cut-off. Without subscriptionId: every active subscription. 404 unknown id; 422 subscription_ended.
     */
    verifyDeliveryDates: (input?: VerifyDeliveryDatesInput) =>
      send<VerifyDeliveryDatesResponse>(operations.verifyDeliveryDates, input),
    /**
     * GET /api/order/{cartId}/shippingmethods: Shipping methods for a cart: price, VAT, first date, availability
     * Priced in the cart's market; first dates for the cart's delivery address and its items' lead time. The caller's own cart (or a subscription template of the company); else 422 cart_unknown.
     */
    listShippingMethods: (input: ListShippingMethodsInput) =>
      send<ListShippingMethodsResponse>(operations.listShippingMethods, input),
    /**
     * GET /api/orders/{orderId}: One order by its id, with its lines and status history
     * Any member of the order's company (viewers too); another company's order: 404.
     */
    getOrderById: (input: GetOrderByIdInput) =>
      send<GetOrderByIdResponse>(operations.getOrderById, input),
    /**
     * POST /api/payments/nets/webhook: Nets webhook (payment events)
     * Called by Nets with the Authorization value registered on the payment (else 401). Each event id counts once (a repeat answers 200 with duplicate=true); events may arrive in any order. The body is only a hint: for a payment of ours the payment is read from Nets and its summary taken, never the amounts of the body (502/504 when Nets cannot be read; the event is not recorded, so Nets sends it again).
     */
    receiveNetsWebhook: (input: ReceiveNetsWebhookInput) =>
      send<ReceiveNetsWebhookResponse>(operations.receiveNetsWebhook, input),
    /**
     * GET /api/price/explain: Price explainer for the caller’s own company: which price wins for a SKU and quantity, and why
     * The back office explainer for a member of the company (any role); another company → 404.
     */
    explainPrice: (input: ExplainPriceInput) =>
      send<ExplainPriceResponse>(operations.explainPrice, input),
    /**
     * POST /api/price/prices: Price SKU lines for a customer
     * Prices each line with the best of the market list price, active campaigns and the customer contract (quantity tiers applied; lowest wins; ties prefer contract, then campaign). Lines that cannot be priced come back with `available: false` and a reason. The shared secret without customerId gets list prices.
     */
    getPrices: (input: GetPricesInput) =>
      send<GetPricesResponse>(operations.getPrices, input),
    /**
     * GET /api/product/{productId}/properties: A product's displayed properties
     * Displayed properties in definition order, labels and values in the caller's language.
     */
    getProductProperties: (input: GetProductPropertiesInput) =>
      send<GetProductPropertiesResponse>(operations.getProductProperties, input),
    /**
     * GET /api/product/{productId}/properties/all: All of a product's properties
     * Displayed and technical (hidden) properties, in definition order.
     */
    getAllProductProperties: (input: GetAllProductPropertiesInput) =>
      send<GetAllProductPropertiesResponse>(operations.getAllProductProperties, input),
    /**
     * GET /api/product/{productId}/properties/{key}: One property of a product
     * 404 `property_unknown` when the product has no value for the key.
     */
    getProductProperty: (input: GetProductPropertyInput) =>
      send<GetProductPropertyResponse>(operations.getProductProperty, input),
    /** GET /api/product/{productId}/variant/{sku}/properties: A variant's displayed properties */
    getVariantProperties: (input: GetVariantPropertiesInput) =>
      send<GetVariantPropertiesResponse>(operations.getVariantProperties, input),
    /** GET /api/product/{productId}/variant/{sku}/properties/all: All of a variant's properties */
    getAllVariantProperties: (input: GetAllVariantPropertiesInput) =>
      send<GetAllVariantPropertiesResponse>(operations.getAllVariantProperties, input),
    /** GET /api/product/{productId}/variant/{sku}/properties/{key}: One property of a variant */
    getVariantProperty: (input: GetVariantPropertyInput) =>
      send<GetVariantPropertyResponse>(operations.getVariantProperty, input),
    /**
     * POST /api/punchout/cxml/getformpayload: The cXML PunchOutOrderMessage form for BrowserFormPost/URL
     * The session's cart priced now as a PunchOutOrderMessage (BuyerCookie echoed, the DOCTYPE of the version the buyer declared) in two fields, cxml-urlencoded and cxml-base64. Only the punch-out contact of a live cXML session (others: 404). The cart is kept for a later edit.
     */
    getCxmlFormPayload: (input: GetCxmlFormPayloadInput) =>
      send<GetCxmlFormPayloadResponse>(operations.getCxmlFormPayload, input),
    /**
     * POST /api/punchout/oci/getformpayload: The OCI form that returns the cart to HOOK_URL
     * The session's cart priced now as NEW_ITEM-<FIELD>[n] fields (every optional field present, empty when unknown), with action = HOOK_URL and target = ~TARGET. Only the punch-out contact of a live OCI session (others, ended or unknown sessions: 404). The cart is kept for a later edit.
     */
    getOciFormPayload: (input: GetOciFormPayloadInput) =>
      send<GetOciFormPayloadResponse>(operations.getOciFormPayload, input),
    /**
     * POST /api/punchout/session: Exchange a one-time start token for a punch-out sign-in
     * For the web server (shared secret) on /punchout/start?token=…: spends the token once and returns API tokens for the punch-out contact and the session (protocol, operation, return URL, target, landing path). Unknown token → 400 punchout_token_invalid; spent → 410 punchout_token_used; older than 5 minutes → 410 punchout_token_expired. 10 calls a minute per browser address (429).
     */
    startPunchoutSession: (input: StartPunchoutSessionInput) =>
      send<StartPunchoutSessionResponse>(operations.startPunchoutSession, input),
    /** GET /api/quotes: The company's quotes, newest first */
    listQuotes: (input: ListQuotesInput) =>
      send<ListQuotesResponse>(operations.listQuotes, input),
    /**
     * POST /api/quotes: Ask for a quote on the caller's open cart
     * The cart's lines become the quote's first lines at today's prices and the cart is emptied; the agents are told. 422 cart_empty, checkout_blocked (an item is not sold now).
     */
    requestQuote: (input: RequestQuoteInput) =>
      send<RequestQuoteResponse>(operations.requestQuote, input),
    /** GET /api/quotes/{quoteId}: One quote with its lines, totals and message thread */
    getQuote: (input: GetQuoteInput) =>
      send<GetQuoteResponse>(operations.getQuote, input),
    /**
     * POST /api/quotes/{quoteId}/accept: Accept a sent quote: an order at the quoted prices
     * 422 quote_not_open (not sent, or already accepted: two accepts make one order), quote_expired, cart_changed (expectedVersion), approval_required (over a limit: an approver must accept), checkout_blocked (address, date or availability). Buyers and admins of the quote's company.
     */
    acceptQuote: (input: AcceptQuoteInput) =>
      send<AcceptQuoteResponse>(operations.acceptQuote, input),
    /** POST /api/quotes/{quoteId}/messages: A message in the quote's thread (the customer's side or an agent); the other side is mailed */
    addQuoteMessage: (input: AddQuoteMessageInput) =>
      send<AddQuoteMessageResponse>(operations.addQuoteMessage, input),
    /** GET /api/quotes/{quoteId}/pdf: The quote as a PDF (once sent) */
    getQuotePdf: (input: GetQuotePdfInput) =>
      send<GetQuotePdfResponse>(operations.getQuotePdf, input),
    /** POST /api/quotes/{quoteId}/reject: Decline a quote (with an optional message) */
    rejectQuote: (input: RejectQuoteInput) =>
      send<RejectQuoteResponse>(operations.rejectQuote, input),
    /**
     * DELETE /api/sanity/delete: Delete a content document
     * The spec's call (§6: the shared secret, as every server call): the same write as the signed webhook route. Deliveries may come late, twice or out of order: a version is applied only when newer than the stored one by `_updatedAt`, then `sanity-transaction-time` (docs/content.md). The document stays as a tombstone, so a late update of the deleted version does not bring it back.
     */
    deleteContentDocument: (input: DeleteContentDocumentInput) =>
      send<DeleteContentDocumentResponse>(operations.deleteContentDocument, input),
    /**
     * POST /api/sanity/full-index: Rebuild the whole search index (products and content) in the background
     * Answers 200 at once (not 202: the spec client takes only 200 and 204 as success) with the run (or the run already in progress); follow it at GET /api/sanity/full-index/{id}. Search keeps answering during the rebuild.
     */
    startFullIndex: (input?: StartFullIndexInput) =>
      send<StartFullIndexResponse>(operations.startFullIndex, input),
    /** GET /api/sanity/full-index/{id}: Progress of a search index rebuild */
    getFullIndexRun: (input: GetFullIndexRunInput) =>
      send<GetFullIndexRunResponse>(operations.getFullIndexRun, input),
    /**
     * POST /api/sanity/update: Create or update a content document
     * The spec's call (§6: the shared secret, as every server call): the same write as the signed webhook route. Deliveries may come late, twice or out of order: a version is applied only when newer than the stored one by `_updatedAt`, then `sanity-transaction-time` (docs/content.md). A repeat answers status unchanged, an older version stale.
     */
    updateContentDocument: (input: UpdateContentDocumentInput) =>
      send<UpdateContentDocumentResponse>(operations.updateContentDocument, input),
    /**
     * DELETE /api/sanity/webhook/delete: Delete a content document (the content platform webhook, signed)
     * The content platform's own webhook: signed, `sanity-webhook-signature: t=<unix ms>,v1=<base64url HMAC-SHA256>` over "<t>.<raw body>" with SANITY_WEBHOOK_SECRET, within a 5-minute replay window (else 401 webhook_signature_invalid, nothing written), besides the shared secret. Deliveries may come late, twice or out of order: a version is applied only when newer than the stored one by `_updatedAt`, then `sanity-transaction-time` (docs/content.md). The document stays as a tombstone, so a late update of the deleted version does not bring it back.
     */
    receiveContentDeleteWebhook: (input: ReceiveContentDeleteWebhookInput) =>
      send<ReceiveContentDeleteWebhookResponse>(operations.receiveContentDeleteWebhook, input),
    /**
     * POST /api/sanity/webhook/update: Create or update a content document (the content platform webhook, signed)
     * The content platform's own webhook: signed, `sanity-webhook-signature: t=<unix ms>,v1=<base64url HMAC-SHA256>` over "<t>.<raw body>" with SANITY_WEBHOOK_SECRET, within a 5-minute replay window (else 401 webhook_signature_invalid, nothing written), besides the shared secret. Deliveries may come late, twice or out of order: a version is applied only when newer than the stored one by `_updatedAt`, then `sanity-transaction-time` (docs/content.md). A repeat answers status unchanged, an older version stale.
     */
    receiveContentUpdateWebhook: (input: ReceiveContentUpdateWebhookInput) =>
      send<ReceiveContentUpdateWebhookResponse>(operations.receiveContentUpdateWebhook, input),
    /**
     * GET /api/session: Whether this session is live, and its active memberships
     * Answered from what every request checks (the token, its live family, the active memberships), without a database read in the steady state. The web servers ask it before they answer a company's kept page (docs/decisions/020-signed-in-listing-cache.md); 401 once the session ended.
     */
    getLiveSession: (input?: GetLiveSessionInput) =>
      send<GetLiveSessionResponse>(operations.getLiveSession, input),
    /**
     * POST /api/session/refresh: Rotate a refresh token
     * Spends the refresh token and returns a new pair. A spent token presented again revokes its whole family.
     */
    refreshSession: (input: RefreshSessionInput) =>
      send<RefreshSessionResponse>(operations.refreshSession, input),
    /** POST /api/session/revoke: Sign out: revoke a refresh token family */
    revokeSession: (input: RevokeSessionInput) =>
      send<RevokeSessionResponse>(operations.revokeSession, input),
    /**
     * POST /api/shoppinglist/create: Create a shopping list
     * Owned by the caller; buyers and admins (403 for viewers). isPriceList is for agents only.
     */
    createShoppingList: (input: CreateShoppingListInput) =>
      send<CreateShoppingListResponse>(operations.createShoppingList, input),
    /**
     * GET /api/shoppinglist/search: Search a company's shopping lists the caller sees
     * Own lists plus lists shared within the company, newest change first. sharedOnly=true: shared only; contactId: lists owned by that member (not a member: empty); only: 1 = Shared, 2 = PriceList, 3 = CanEdit.
     */
    searchShoppingLists: (input: SearchShoppingListsInput) =>
      send<SearchShoppingListsResponse>(operations.searchShoppingLists, input),
    /**
     * GET /api/shoppinglist/{cartId}: One shopping list, priced now
     * Another company's list or another person's private list answers 404.
     */
    getShoppingList: (input: GetShoppingListInput) =>
      send<GetShoppingListResponse>(operations.getShoppingList, input),
    /**
     * PATCH /api/shoppinglist/{cartId}: Rename or share/unshare a list
     * Fields left out stay. A price list stays shared.
     */
    updateShoppingList: (input: UpdateShoppingListInput) =>
      send<UpdateShoppingListResponse>(operations.updateShoppingList, input),
    /** DELETE /api/shoppinglist/{cartId}: Delete a list */
    deleteShoppingList: (input: DeleteShoppingListInput) =>
      send<DeleteShoppingListResponse>(operations.deleteShoppingList, input),
    /**
     * POST /api/shoppinglist/{cartId}/copy: Copy a list into a new list of the caller
     * Any list the caller sees (price lists too); buyers and admins (403 for viewers). Private unless isShared.
     */
    copyShoppingList: (input: CopyShoppingListInput) =>
      send<CopyShoppingListResponse>(operations.copyShoppingList, input),
    /**
     * POST /api/shoppinglist/{cartId}/import: Import lines from CSV text
     * Rows "sku;quantity" (";", "," or tab; optional header; equal SKUs summed). Every row is checked first: any bad row or SKU not sold to the company → 422 csv_invalid with `rows` [{row, sku, problem}] and nothing written. mode=replace makes the file the whole list.
     */
    importShoppingListLines: (input: ImportShoppingListLinesInput) =>
      send<ImportShoppingListLinesResponse>(operations.importShoppingListLines, input),
    /**
     * POST /api/shoppinglist/{cartId}/lines: Add a SKU to a list
     * Adds to the quantity when the SKU is on the list. 422 sku_not_available; 403 when the caller may not edit.
     */
    addShoppingListLine: (input: AddShoppingListLineInput) =>
      send<AddShoppingListLineResponse>(operations.addShoppingListLine, input),
    /**
     * PUT /api/shoppinglist/{cartId}/lines/{sku}: Set a SKU's quantity on a list
     * 404 when the SKU is not on the list; 403 when the caller may not edit.
     */
    setShoppingListLineQuantity: (input: SetShoppingListLineQuantityInput) =>
      send<SetShoppingListLineQuantityResponse>(operations.setShoppingListLineQuantity, input),
    /**
     * DELETE /api/shoppinglist/{cartId}/lines/{sku}: Remove a SKU from a list
     * 404 when the SKU is not on the list.
     */
    deleteShoppingListLine: (input: DeleteShoppingListLineInput) =>
      send<DeleteShoppingListLineResponse>(operations.deleteShoppingListLine, input),
    /**
     * POST /api/shoppinglist/{cartId}/to-cart: Put a list (or chosen lines) into the caller's open cart, saying per line what changed
     * Into the open cart in the list's company (buyer role), at today's prices and availability. Each line says what changed against the list: price up/down since saved, quantity adjusted (minimum order quantity, line limit), not sold or unavailable (left out). skus: only those lines (one not on the list → 404). pid must be the caller (else 404).
     */
    addShoppingListToCart: (input: AddShoppingListToCartInput) =>
      send<AddShoppingListToCartResponse>(operations.addShoppingListToCart, input),
    /** GET /api/sign-in/contacts/{contactId}/passkeys: A person's passkeys (Auth.js listAuthenticatorsByUserId) */
    listContactPasskeys: (input: ListContactPasskeysInput) =>
      send<ListContactPasskeysResponse>(operations.listContactPasskeys, input),
    /**
     * POST /api/sign-in/email-link: Mail a sign-in link (Auth.js sendVerificationRequest)
     * Queued in the person’s language when the address belongs to an active person; 202 either way, so the answer does not tell who has an account. The link is built here: Auth.js’s e-mail callback on WEB_ORIGIN with the token, the address and `returnTo` (a path on the shop); the caller cannot choose a host.
     */
    sendSignInLink: (input: SendSignInLinkInput) =>
      send<SendSignInLinkResponse>(operations.sendSignInLink, input),
    /** POST /api/sign-in/lookup: The active person with an e-mail address (Auth.js getUserByEmail) */
    lookupSignInPerson: (input: LookupSignInPersonInput) =>
      send<LookupSignInPersonResponse>(operations.lookupSignInPerson, input),
    /**
     * POST /api/sign-in/passkeys: Register a passkey (Auth.js createAuthenticator)
     * 422 passkey_already_registered when the credential is known; 404 for an unknown person.
     */
    createPasskey: (input: CreatePasskeyInput) =>
      send<CreatePasskeyResponse>(operations.createPasskey, input),
    /** GET /api/sign-in/passkeys/{credentialId}: A passkey by its credential id (Auth.js getAuthenticator) */
    getPasskey: (input: GetPasskeyInput) =>
      send<GetPasskeyResponse>(operations.getPasskey, input),
    /**
     * POST /api/sign-in/passkeys/{credentialId}/counter: Record a passkey sign-in's signature counter (Auth.js updateAuthenticatorCounter)
     * 422 passkey_counter_not_increasing when it does not grow (a cloned authenticator).
     */
    updatePasskeyCounter: (input: UpdatePasskeyCounterInput) =>
      send<UpdatePasskeyCounterResponse>(operations.updatePasskeyCounter, input),
    /**
     * POST /api/sign-in/session: Start a session for a person the web app verified by e-mail link or passkey
     * Answers as check-user does. `email` sign-ins need the address the link went to: it is marked verified and open invitations to it are accepted. An inactive or unknown person → 401 invalid_credentials.
     */
    createSignInSession: (input: CreateSignInSessionInput) =>
      send<CreateSignInSessionResponse>(operations.createSignInSession, input),
    /**
     * POST /api/sign-in/verification-tokens: Store an e-mail link's token (Auth.js createVerificationToken)
     * Kept as a digest; single use; it stops working at `expires`, at most one hour from now.
     */
    createVerificationToken: (input: CreateVerificationTokenInput) =>
      send<CreateVerificationTokenResponse>(operations.createVerificationToken, input),
    /**
     * POST /api/sign-in/verification-tokens/use: Spend an e-mail link's token (Auth.js useVerificationToken)
     * Answers it once; 404 when unknown, already used, expired or sent to another address.
     */
    useVerificationToken: (input: UseVerificationTokenInput) =>
      send<UseVerificationTokenResponse>(operations.useVerificationToken, input),
    /**
     * POST /api/subscription/create: Create a subscription from one of the caller's carts
     * The cart's lines are copied into a new cart template (the cart is not emptied). firstDeliveryDate must be an open route day of the delivery address (422 subscription_date_invalid, zip_not_served); the address one of the company's delivery addresses (422 delivery_address_invalid); paid on invoice only (422 payment_method_not_allowed, invoice_not_allowed). 422 cart_empty, cart_not_in_company, company_blocked. Buyers and admins of the company (403).
     */
    createSubscription: (input: CreateSubscriptionInput) =>
      send<CreateSubscriptionResponse>(operations.createSubscription, input),
    /**
     * POST /api/subscription/search: The company's subscriptions, newest first
     * Filters: status (any of), contactId (the owner). Any member of the company.
     */
    searchSubscriptions: (input: SearchSubscriptionsInput) =>
      send<SearchSubscriptionsResponse>(operations.searchSubscriptions, input),
    /**
     * POST /api/subscription/update: Change interval, next date or delivery address; pause or resume
     * Fields left out stay. nextDate must be an open route day (422 subscription_date_invalid). resume moves a next date whose cut-off has passed forward by whole intervals. 422 subscription_ended. Buyers (403).
     */
    updateSubscription: (input: UpdateSubscriptionInput) =>
      send<UpdateSubscriptionResponse>(operations.updateSubscription, input),
    /**
     * GET /api/subscription/{id}: One subscription with its template lines, coming dates and history
     * Any member of the subscription's company; an unknown id or another company's answers 422 subscription_unknown (the spec client reads 422 only).
     */
    getSubscription: (input: GetSubscriptionInput) =>
      send<GetSubscriptionResponse>(operations.getSubscription, input),
    /**
     * DELETE /api/subscription/{id}: End a subscription
     * With a reason; no more orders. History and orders stay. 422 subscription_ended. Buyers (403).
     */
    deleteSubscription: (input: DeleteSubscriptionInput) =>
      send<DeleteSubscriptionResponse>(operations.deleteSubscription, input),
    /**
     * POST /api/subscription/{id}/update/carttemplate/{cartId}: Replace the cart template with the lines of one of the caller's carts
     * The cart must be the caller's own (else 404) and in the subscription's company (422 cart_not_in_company); an empty cart answers 422 cart_empty. The cart is not emptied. 422 subscription_ended.
     */
    replaceSubscriptionCartTemplate: (input: ReplaceSubscriptionCartTemplateInput) =>
      send<ReplaceSubscriptionCartTemplateResponse>(operations.replaceSubscriptionCartTemplate, input),
    /**
     * POST /api/ticket/add-comment: Comment on a ticket
     * Customers and agents. A customer's comment opens a ticket waiting for them (or solved) again. Agents may add internal notes (isInternal; 403 for customers); an agent's answer is mailed to the ticket's contact. Closed tickets: 422 ticket_closed.
     */
    addTicketComment: (input: AddTicketCommentInput) =>
      send<AddTicketCommentResponse>(operations.addTicketComment, input),
    /**
     * POST /api/ticket/chat/add-agent-message: An agent's chat message
     * Agents only (403). The first agent to answer becomes the chat's agent. Ended: 422 chat_ended. More than 20 messages of one person in one chat within a minute: 429 chat_rate_limited.
     */
    addAgentChatMessage: (input: AddAgentChatMessageInput) =>
      send<AddAgentChatMessageResponse>(operations.addAgentChatMessage, input),
    /**
     * POST /api/ticket/chat/add-customer-message: A customer's chat message
     * Stored with the next seq and pushed to every open stream. Agents: 403. Ended: 422 chat_ended. More than 20 messages of one person in one chat within a minute: 429 chat_rate_limited.
     */
    addCustomerChatMessage: (input: AddCustomerChatMessageInput) =>
      send<AddCustomerChatMessageResponse>(operations.addCustomerChatMessage, input),
    /**
     * POST /api/ticket/chat/end: End a chat
     * Either side. The transcript stays on the ticket; sendTranscript mails it to the ticket's contact. Already ended: 422 chat_ended.
     */
    endChat: (input: EndChatInput) =>
      send<EndChatResponse>(operations.endChat, input),
    /**
     * POST /api/ticket/chat/start: Start a live chat
     * On a ticket the caller sees (of customerId), or on a new ticket of the caller's. One active chat per ticket (422 chat_already_active); closed tickets 422 ticket_closed. Follow it at GET /api/ticket/chat/{chatId}/events.
     */
    startChat: (input: StartChatInput) =>
      send<StartChatResponse>(operations.startChat, input),
    /** GET /api/ticket/chat/{chatId}: A chat with its messages */
    getChat: (input: GetChatInput) =>
      send<GetChatResponse>(operations.getChat, input),
    /**
     * GET /api/ticket/chat/{chatId}/events: Live messages of a chat (Server-Sent Events)
     * Every message after Last-Event-ID (header, or lastEventId; none: from the start) in seq order, then each new one within a second, whichever API node stored it. Ends after the chat's `ended` event.
     */
    streamChatEvents: (input: StreamChatEventsInput) =>
      send<StreamChatEventsResponse>(operations.streamChatEvents, input),
    /**
     * POST /api/ticket/create: Raise a ticket
     * For the caller in one of their companies (agents: for a contact of the company). orderId must be an order of the company (422 ticket_order_not_in_company). Starts open.
     */
    createTicket: (input: CreateTicketInput) =>
      send<CreateTicketResponse>(operations.createTicket, input),
    /**
     * GET /api/ticket/search: Search a contact's tickets
     * Newest first by ticket number, pageSize at a time; pass the last page's nextLastObjectId as lastObjectId. contactId: the caller, or (company admins, agents) a colleague's (403 otherwise). An unknown lastObjectId: 422 ticket_cursor_invalid.
     */
    searchTickets: (input: SearchTicketsInput) =>
      send<SearchTicketsResponse>(operations.searchTickets, input),
    /**
     * GET /api/ticket/{ticketId}: One ticket with comments, status history and chat transcripts
     * The ticket's contact, the company's admins and agents see it; anyone else, and an unknown id, 422 ticket_unknown (the spec client reads 422 only). Internal notes: agents only.
     */
    getTicket: (input: GetTicketInput) =>
      send<GetTicketResponse>(operations.getTicket, input),
    /**
     * POST /carts/{pid}/payment-providers/nets: Start a card payment of the caller's open cart (Nets hosted payment page)
     * pid is the caller, or one of the caller's carts. The cart must pass the checkout check (the card-only note does not block): else 422 cart_changed / price_changed against `expectedVersion` / `expectedGross`, cart_empty, approval_required, or checkout_blocked with `problems`. The payment is for the cart gross total now; the same cart version and total answers the same transaction again. Send the buyer to `hostedPaymentPageUrl`. 502/504 when Nets fails or does not answer (nothing is stored).
     */
    createCardPayment: (input: CreateCardPaymentInput) =>
      send<CreateCardPaymentResponse>(operations.createCardPayment, input),
    /**
     * GET /carts/{pid}/payment-providers/nets/{transactionId}: A card payment: status and amounts from Nets and our record
     * The caller's own payment only (else 404). Viewers of the company may read it.
     */
    getCardPayment: (input: GetCardPaymentInput) =>
      send<GetCardPaymentResponse>(operations.getCardPayment, input),
    /**
     * POST /carts/{pid}/payment-providers/nets/{transactionId}/create-order: Make the order of a reserved card payment
     * Only when Nets has reserved the payment amount (else 404 payment_not_reserved: there is no reserved payment to make the order of; 404 payment_closed for a cancelled or refunded one) and the cart is unchanged since the payment (else 422 cart_changed, or price_changed when the total moved; the checkout problems are 422 as in createorder). 404 is one of this call's handled statuses in the spec, 422 is not. Idempotent: a repeat or a concurrent call answers the same order (`orderId`).
     */
    createOrderFromCardPayment: (input: CreateOrderFromCardPaymentInput) =>
      send<CreateOrderFromCardPaymentResponse>(operations.createOrderFromCardPayment, input),
    /** GET /company/{companyId}: A company's data */
    getCompany: (input: GetCompanyInput) =>
      send<GetCompanyResponse>(operations.getCompany, input),
    /** GET /customer/external/{externalId}: The contact with this eID person id */
    getContactByExternalId: (input: GetContactByExternalIdInput) =>
      send<GetContactByExternalIdResponse>(operations.getContactByExternalId, input),
    /** GET /health: Liveness */
    getHealth: (input?: GetHealthInput) =>
      send<GetHealthResponse>(operations.getHealth, input),
    /**
     * GET /invitations/by-email/{email}: Open invitations to an e-mail address
     * Not accepted, not withdrawn and not expired; 404 when there are none.
     */
    listInvitationsByEmail: (input: ListInvitationsByEmailInput) =>
      send<ListInvitationsByEmailResponse>(operations.listInvitationsByEmail, input),
    /**
     * GET /media/{key}: A stored image file by its content-addressed key
     * Keys come from image answers (`url`, `srcSet`). The bytes under a key never change: cached for a year as `immutable`, with the key as ETag (If-None-Match → 304).
     */
    getMediaFile: (input: GetMediaFileInput) =>
      send<GetMediaFileResponse>(operations.getMediaFile, input),
    /**
     * POST /omnium/events/business-customer-changed: Apply a business-customer change from the order-management system (a JSON receipt file)
     * Sets name, default invoice/delivery address, blocking, credit and contract price list of the company named by customerNumber or orgNumber+market. Once per eventId (a repeat answers status duplicate); per field, an event older than the one that last set the field is recorded but changes nothing (stale). Answers application/json as an attachment, receipt-<eventId>.json. 422 event_company_unknown (with `reason`), event_id_reused, market_not_allowed, zip_code_invalid, price_list_unknown.
     */
    applyBusinessCustomerChange: (input: ApplyBusinessCustomerChangeInput) =>
      send<ApplyBusinessCustomerChangeResponse>(operations.applyBusinessCustomerChange, input),
    /**
     * GET /products/{productId}/variants/properties: Every variant of a product with the asked properties
     * All properties when no propertyKeys are given; an undefined key → 404 `property_unknown`.
     */
    listVariantsProperties: (input: ListVariantsPropertiesInput) =>
      send<ListVariantsPropertiesResponse>(operations.listVariantsProperties, input),
    /**
     * POST /punchout/cxml/order: cXML OrderRequest
     * Server to server, text/xml, same credential check as the set-up. Places the order for the company as its punch-out contact, at our current prices (an approved price lower than ours → 400). A repeated orderID answers the same order (Status 200, no second order); unknown SKUs → 400.
     */
    receiveCxmlOrderRequest: (input: ReceiveCxmlOrderRequestInput) =>
      send<ReceiveCxmlOrderRequestResponse>(operations.receiveCxmlOrderRequest, input),
    /**
     * POST /punchout/cxml/setup: cXML PunchOutSetupRequest (create, edit, inspect)
     * Server to server, text/xml. Authenticated by the Sender Credential and SharedSecret of the buying organization's set-up; From and To must match it. Answers PunchOutSetupResponse with StartPage/URL, a one-time link valid 5 minutes. edit/inspect put the ItemOut lines back into the session cart. Errors are cXML too (Status 400/401/403).
     */
    receiveCxmlSetupRequest: (input: ReceiveCxmlSetupRequestInput) =>
      send<ReceiveCxmlSetupRequestResponse>(operations.receiveCxmlSetupRequest, input),
    /**
     * GET /punchout/oci: OCI 4.0/5.0 entry
     * USERNAME/PASSWORD of the company's OCI set-up (wrong → 401), HOOK_URL required. No FUNCTION, DETAIL (PRODUCTID) or SOURCING (SEARCHSTRING): opens a session and answers 302 to the one-time start URL. VALIDATE (NEW_ITEM-* lines) and BACKGROUND_SEARCH (SEARCHSTRING): 200 text/html, a form that posts the re-priced or found lines as NEW_ITEM-* fields to HOOK_URL, no redirect. 30 calls a minute per USERNAME (429).
     */
    enterOciByLink: (input?: EnterOciByLinkInput) =>
      send<EnterOciByLinkResponse>(operations.enterOciByLink, input),
    /**
     * POST /punchout/oci: OCI 4.0/5.0 entry
     * USERNAME/PASSWORD of the company's OCI set-up (wrong → 401), HOOK_URL required. No FUNCTION, DETAIL (PRODUCTID) or SOURCING (SEARCHSTRING): opens a session and answers 302 to the one-time start URL. VALIDATE (NEW_ITEM-* lines) and BACKGROUND_SEARCH (SEARCHSTRING): 200 text/html, a form that posts the re-priced or found lines as NEW_ITEM-* fields to HOOK_URL, no redirect. 30 calls a minute per USERNAME (429).
     */
    enterOci: (input: EnterOciInput) =>
      send<EnterOciResponse>(operations.enterOci, input),
    /** GET /ready: Readiness: the database answers and the process is not shutting down */
    getReadiness: (input?: GetReadinessInput) =>
      send<GetReadinessResponse>(operations.getReadiness, input),
  };
}

export type Operations = ReturnType<typeof createOperations>;
