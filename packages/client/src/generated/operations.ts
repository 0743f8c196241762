// generated — do not edit. Run `npm run generate:client` to regenerate.
import type { CallOptions, FileResponse, OperationSpec, Send } from '../runtime';
import type { AcceptInvitationBodyInput, AddCompanyAddressBodyInput, AddOrderLineRequestInput, AddShoppingListLineRequestInput, BrandList, Cart, CategoryTree, ChangeContactRelationBodyInput, ChangeContactRelationResult, ChangePasswordBodyInput, CheckUserBodyInput, CheckUserResult, Company, CompanyAddress, CompanyAddressList, CompanyMemberList, ConsentState, Contact, ContactCompanies, ContactCompany, CreateContactBodyInput, CreateCustomerBodyInput, CreateCustomerOnlyBodyInput, CreateCustomerResult, CreateOrderRequestInput, CreateShoppingListRequestInput, DeleteOrderLineRequestInput, DeliveryDates, DeliveryDatesRequestInput, EditCompanyAddressBodyInput, FreshSession, InitCompanyBodyInput, Invitation, InvitationList, InvitedMember, Order, OrderPage, PricesRequestInput, PricesResponse, ProductDetail, ProductList, ProductProperties, ProductProperty, RefreshBodyInput, SearchResult, SessionTokens, SetCartMarketRequestInput, ShoppingList, ShoppingListSearchResult, ShoppingListToCartRequestInput, UpdateCartMetadataRequestInput, UpdateConsentsBodyInput, UpdateCustomerBodyInput, UpdateOrderLineRequestInput, UpdateShoppingListRequestInput, VariantLookup, VariantProperties, VariantsProperties } from './schemas';

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
};

export type GetArdisOrderOrdersResponse = OrderPage;

export type GetArdisOrderOrdersInput = CallOptions & {
  query: GetArdisOrderOrdersQuery;
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

// ── GET /api/catalog/brands ───────────────────────────────────────────────────────────────────────

export type GetCatalogBrandsResponse = BrandList;

export type GetCatalogBrandsInput = CallOptions;

// ── GET /api/catalog/categories ───────────────────────────────────────────────────────────────────

export type GetCatalogCategoriesResponse = CategoryTree;

export type GetCatalogCategoriesInput = CallOptions;

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
  /** Market (country) code: NO, SE or DK. */
  market?: string | null;
  /** Price for this company (needs a person token of one of its members, or the secret). */
  customerId?: string | null;
};

export type GetCatalogSearchResponse = SearchResult;

export type GetCatalogSearchInput = CallOptions & {
  query: GetCatalogSearchQuery;
};

// ── POST /api/customer/add-address ────────────────────────────────────────────────────────────────

export type PostCustomerAddAddressBody = AddCompanyAddressBodyInput;

export type PostCustomerAddAddressResponse = CompanyAddress;

export type PostCustomerAddAddressInput = CallOptions & {
  body: PostCustomerAddAddressBody;
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

// ── POST /api/delivery/dates ──────────────────────────────────────────────────────────────────────

export type PostDeliveryDatesBody = DeliveryDatesRequestInput;

export type PostDeliveryDatesResponse = DeliveryDates;

export type PostDeliveryDatesInput = CallOptions & {
  body: PostDeliveryDatesBody;
};

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

export type PostShoppinglistByCartIdToCartResponse = Cart;

export type PostShoppinglistByCartIdToCartInput = CallOptions & {
  path: PostShoppinglistByCartIdToCartPath;
  body: PostShoppinglistByCartIdToCartBody;
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

// ── GET /ready ────────────────────────────────────────────────────────────────────────────────────

export type GetReadyResponse = {
  status: 'ready';
  database: string;
};

export type GetReadyInput = CallOptions;

/** How to call each operation: method, path template, parameters, body and response kinds, handled statuses. */
export const operations = {
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
    optionalQuery: ['customerId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [404, 422],
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
    optionalQuery: ['limit', 'market', 'customerId'],
    requiredHeaders: [],
    body: 'none',
    response: 'json',
    handledStatuses: [400, 401, 404, 422],
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
     * One transaction: locks the cart, re-prices every line, stores the order (status confirmed) and empties the cart. 422 cart_empty, cart_changed (expectedVersion differs), checkout_blocked (with `problems`), idempotency_key_reused. Same Idempotency-Key and body → the same order. Buyers and admins only (403).
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
     * pid must be the caller (else 404); the company is customerId or the caller's only company.
     */
    getArdisOrderOrders: (input: GetArdisOrderOrdersInput) =>
      send<GetArdisOrderOrdersResponse>(operations.getArdisOrderOrders, input),
    /**
     * GET /api/ardis/product/variants: Variants by SKU
     * The variants found, in the order asked, and the SKUs that were not; 404 when none exist.
     */
    getArdisProductVariants: (input: GetArdisProductVariantsInput) =>
      send<GetArdisProductVariantsResponse>(operations.getArdisProductVariants, input),
    /** GET /api/catalog/brands: Brands */
    getCatalogBrands: (input?: GetCatalogBrandsInput) =>
      send<GetCatalogBrandsResponse>(operations.getCatalogBrands, input),
    /** GET /api/catalog/categories: The category tree */
    getCatalogCategories: (input?: GetCatalogCategoriesInput) =>
      send<GetCatalogCategoriesResponse>(operations.getCatalogCategories, input),
    /** GET /api/catalog/products: List products with filters, facets and the caller’s prices */
    getCatalogProducts: (input?: GetCatalogProductsInput) =>
      send<GetCatalogProductsResponse>(operations.getCatalogProducts, input),
    /** GET /api/catalog/products/{productId}: A product page with variants and the caller’s prices */
    getCatalogProductsByProductId: (input: GetCatalogProductsByProductIdInput) =>
      send<GetCatalogProductsByProductIdResponse>(operations.getCatalogProductsByProductId, input),
    /** GET /api/catalog/search: Quick search by name, SKU or GTIN */
    getCatalogSearch: (input: GetCatalogSearchInput) =>
      send<GetCatalogSearchResponse>(operations.getCatalogSearch, input),
    /**
     * POST /api/customer/add-address: Add an address
     * Buyers add delivery addresses; invoice addresses need an admin.
     */
    postCustomerAddAddress: (input: PostCustomerAddAddressInput) =>
      send<PostCustomerAddAddressResponse>(operations.postCustomerAddAddress, input),
    /**
     * POST /api/customer/change-contact-relation: Change a member's role, or deactivate or reactivate the membership
     * The company keeps at least one active admin (422 last_admin); your own membership cannot change.
     */
    postCustomerChangeContactRelation: (input: PostCustomerChangeContactRelationInput) =>
      send<PostCustomerChangeContactRelationResponse>(operations.postCustomerChangeContactRelation, input),
    /**
     * POST /api/customer/check-user: Check e-mail and password and start a session
     * For the web server's password sign-in. A wrong e-mail and a wrong password both answer 401 invalid_credentials. Open invitations to the e-mail are accepted. Limited to 10 tries a minute per e-mail (429).
     */
    postCustomerCheckUser: (input: PostCustomerCheckUserInput) =>
      send<PostCustomerCheckUserResponse>(operations.postCustomerCheckUser, input),
    /**
     * POST /api/customer/company/{companyId}/contact/{contactId}/invite: Send (again) the invitation of an invited contact
     * Withdraws earlier open invitations and mails a new single-use link valid 7 days. 422 contact_not_member when the contact is not invited to the company; 422 invitation_already_accepted when they joined.
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
     * A new contact is created, an existing one found by e-mail. Access starts when the invitation is accepted.
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
    /** GET /api/customer/list-addresses/{customerId}: The company's addresses */
    getCustomerListAddressesByCustomerId: (input: GetCustomerListAddressesByCustomerIdInput) =>
      send<GetCustomerListAddressesByCustomerIdResponse>(operations.getCustomerListAddressesByCustomerId, input),
    /** GET /api/customer/list-contacts/{customerId}: The people of a company with their roles */
    getCustomerListContactsByCustomerId: (input: GetCustomerListContactsByCustomerIdInput) =>
      send<GetCustomerListContactsByCustomerIdResponse>(operations.getCustomerListContactsByCustomerId, input),
    /**
     * PUT /api/customer/update-customer: Update a company's data
     * Admins: name, vatNumber, email, phone, emailDomain. Agents also: creditLimit, isBlocked, blockedReason, markets, priceListId (403 for anyone else).
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
    /**
     * POST /api/delivery/dates: The next delivery dates for a market and zip code
     * Dates on the zip code's route weekdays that are working days, each with its order cut-off (14:00 local time, transit working days before). 422 market_unknown, zip_code_invalid (format) or zip_not_served (e.g. Svalbard). cartId must be the caller's cart (404 otherwise); its lines' lead time is not yet added to the dates.
     */
    postDeliveryDates: (input: PostDeliveryDatesInput) =>
      send<PostDeliveryDatesResponse>(operations.postDeliveryDates, input),
    /**
     * GET /api/market/check-zipcode: Whether we deliver to a zip code (a JSON file)
     * Answers application/json as an attachment, zipcode-<market>-<zip>.json: the route, its weekdays, the next delivery date and cut-off. A valid zip code we do not serve answers 200 with isDelivered false. 400 when a parameter is missing; 422 market_unknown or zip_code_invalid.
     */
    getMarketCheckZipcode: (input: GetMarketCheckZipcodeInput) =>
      send<GetMarketCheckZipcodeResponse>(operations.getMarketCheckZipcode, input),
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
     * POST /api/shoppinglist/{cartId}/lines: Add a SKU to a list
     * Adds to the quantity when the SKU is on the list. 422 sku_not_available; 403 when the caller may not edit.
     */
    postShoppinglistByCartIdLines: (input: PostShoppinglistByCartIdLinesInput) =>
      send<PostShoppinglistByCartIdLinesResponse>(operations.postShoppinglistByCartIdLines, input),
    /**
     * DELETE /api/shoppinglist/{cartId}/lines/{sku}: Remove a SKU from a list
     * 404 when the SKU is not on the list.
     */
    deleteShoppinglistByCartIdLinesBySku: (input: DeleteShoppinglistByCartIdLinesBySkuInput) =>
      send<DeleteShoppinglistByCartIdLinesBySkuResponse>(operations.deleteShoppinglistByCartIdLinesBySku, input),
    /**
     * POST /api/shoppinglist/{cartId}/to-cart: Add every line of a list to the caller's open cart
     * Into the open cart in the list's company (buyer role). An unavailable SKU answers 422 sku_not_available and adds nothing. pid must be the caller (else 404).
     */
    postShoppinglistByCartIdToCart: (input: PostShoppinglistByCartIdToCartInput) =>
      send<PostShoppinglistByCartIdToCartResponse>(operations.postShoppinglistByCartIdToCart, input),
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
     * GET /products/{productId}/variants/properties: Every variant of a product with the asked properties
     * All properties when no propertyKeys are given; an undefined key → 404 `property_unknown`.
     */
    getProductsByProductIdVariantsProperties: (input: GetProductsByProductIdVariantsPropertiesInput) =>
      send<GetProductsByProductIdVariantsPropertiesResponse>(operations.getProductsByProductIdVariantsProperties, input),
    /** GET /ready: Readiness: the database answers and the process is not shutting down */
    getReady: (input?: GetReadyInput) =>
      send<GetReadyResponse>(operations.getReady, input),
  };
}

export type Operations = ReturnType<typeof createOperations>;
