// generated — do not edit. Run `npm run generate:client` to regenerate.
// The API's named schemas (components.schemas of its OpenAPI document).

export type AcceptInvitationBody = {
  token: string;
};

export type AcceptInvitationBodyInput = {
  token: string;
};

export type AddCompanyAddressBody = {
  customerId: string;
  type: CompanyAddressType;
  /** Company or recipient name on the label or invoice. */
  name: string;
  line1: string;
  line2?: string | null;
  /** Checked against the country's zip format. */
  zipCode: string;
  city: string;
  /** One of the company's markets. */
  country: string;
  contactName?: string | null;
  phone?: string | null;
  deliveryInstructions?: string | null;
  /** Make it the default of its type. The first of a type always is. */
  isDefault?: boolean;
};

export type AddCompanyAddressBodyInput = {
  customerId: string;
  type: CompanyAddressTypeInput;
  /** Company or recipient name on the label or invoice. */
  name: string;
  line1: string;
  line2?: string | null;
  /** Checked against the country's zip format. */
  zipCode: string;
  city: string;
  /** One of the company's markets. */
  country: string;
  contactName?: string | null;
  phone?: string | null;
  deliveryInstructions?: string | null;
  /** Make it the default of its type. The first of a type always is. */
  isDefault?: boolean;
};

export type AddOrderLineRequest = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  sku: string;
  quantity: number;
};

export type AddOrderLineRequestInput = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  sku: string;
  quantity: number;
};

export type AddShoppingListLineRequest = {
  sku: string;
  quantity: number;
};

export type AddShoppingListLineRequestInput = {
  sku: string;
  quantity: number;
};

/** Which kind of price agreement set a price: the list price, a campaign or the customer contract. */
export type AgreementKind = 'list' | 'contract' | 'campaign';

/** Which kind of price agreement set a price: the list price, a campaign or the customer contract. */
export type AgreementKindInput = 'list' | 'contract' | 'campaign';

export type Brand = {
  id: string;
  slug: string;
  name: string;
  productCount: number;
};

export type BrandInput = {
  id: string;
  slug: string;
  name: string;
  productCount: number;
};

export type BrandList = {
  brands: Brand[];
};

export type BrandListInput = {
  brands: BrandInput[];
};

export type BrandRef = {
  slug: string;
  name: string;
};

export type BrandRefInput = {
  slug: string;
  name: string;
};

export type Cart = {
  id: string;
  pid: string;
  customerId: string;
  status: string;
  market: string;
  currency: string;
  version: number;
  metadata: {
    purchaseOrderNumber: string | null;
    comment: string | null;
    requestedDeliveryDate: string | null;
    deliveryAddressId: string | null;
  };
  lines: CartLine[];
  totals: {
    currency: string;
    net: number;
    vat: {
      rate: number;
      base: number;
      vat: number;
    }[];
    gross: number;
  };
  /** Only with initCheckout=true. */
  checkout?: {
    isReady: boolean;
    problems: CheckoutProblem[];
  };
  createdAt: string;
  updatedAt: string;
};

export type CartInput = {
  id: string;
  pid: string;
  customerId: string;
  status: string;
  market: string;
  currency: string;
  version: number;
  metadata: {
    purchaseOrderNumber: string | null;
    comment: string | null;
    requestedDeliveryDate: string | null;
    deliveryAddressId: string | null;
  };
  lines: CartLineInput[];
  totals: {
    currency: string;
    net: number;
    vat: {
      rate: number;
      base: number;
      vat: number;
    }[];
    gross: number;
  };
  /** Only with initCheckout=true. */
  checkout?: {
    isReady: boolean;
    problems: CheckoutProblemInput[];
  };
  createdAt: string;
  updatedAt: string;
};

export type CartLine = {
  id: string;
  sku: string;
  name: string | null;
  quantity: number;
  /** Units in one sales unit (informative). */
  packSize: number | null;
  available: boolean;
  /** Why the line cannot be priced now (unknown_sku, not_sold, no_price…). */
  reason: string | null;
  message: string | null;
  /** Minor units excl. VAT, priced now. */
  unitPrice: number | null;
  listUnitPrice: number | null;
  /** Basis points (2500 = 25 %). */
  vatRate: number | null;
  lineTotal: number | null;
  vatAmount: number | null;
  /** The price list that priced the line. */
  agreement: {
    kind: AgreementKind;
    code: string;
    name: string;
  } | null;
  stock: number | null;
  isInStock: boolean;
  isPrescriptionOnly: boolean;
  addedAt: string;
};

export type CartLineInput = {
  id: string;
  sku: string;
  name: string | null;
  quantity: number;
  /** Units in one sales unit (informative). */
  packSize: number | null;
  available: boolean;
  /** Why the line cannot be priced now (unknown_sku, not_sold, no_price…). */
  reason: string | null;
  message: string | null;
  /** Minor units excl. VAT, priced now. */
  unitPrice: number | null;
  listUnitPrice: number | null;
  /** Basis points (2500 = 25 %). */
  vatRate: number | null;
  lineTotal: number | null;
  vatAmount: number | null;
  /** The price list that priced the line. */
  agreement: {
    kind: AgreementKindInput;
    code: string;
    name: string;
  } | null;
  stock: number | null;
  isInStock: boolean;
  isPrescriptionOnly: boolean;
  addedAt: string;
};

export type CategoryNode = {
  id: string;
  slug: string;
  name: string;
  /** Active products here and in every subcategory. */
  productCount: number;
  children: CategoryNode[];
};

export type CategoryNodeInput = {
  id: string;
  slug: string;
  name: string;
  /** Active products here and in every subcategory. */
  productCount: number;
  children: CategoryNodeInput[];
};

export type CategoryRef = {
  slug: string;
  name: string;
};

export type CategoryRefInput = {
  slug: string;
  name: string;
};

export type CategoryTree = {
  categories: CategoryNode[];
};

export type CategoryTreeInput = {
  categories: CategoryNodeInput[];
};

export type ChangeContactRelationBody = {
  customerId: string;
  contactId: string;
  role?: CompanyRole;
  /** false deactivates (or, for an invited contact, withdraws the invitation); true reactivates (or re-sends the invitation of an invited contact). */
  isActive?: boolean;
};

export type ChangeContactRelationBodyInput = {
  customerId: string;
  contactId: string;
  role?: CompanyRoleInput;
  /** false deactivates (or, for an invited contact, withdraws the invitation); true reactivates (or re-sends the invitation of an invited contact). */
  isActive?: boolean;
};

export type ChangeContactRelationResult = {
  /** null when an invitation was withdrawn */
  member: CompanyMember | null;
};

export type ChangeContactRelationResultInput = {
  /** null when an invitation was withdrawn */
  member: CompanyMemberInput | null;
};

export type ChangePasswordBody = {
  /** Required when the account has a password; an invited contact sets the first one without it. */
  currentPassword?: string;
  /** At least 10 characters of two kinds. */
  newPassword: string;
};

export type ChangePasswordBodyInput = {
  /** Required when the account has a password; an invited contact sets the first one without it. */
  currentPassword?: string;
  /** At least 10 characters of two kinds. */
  newPassword: string;
};

export type CheckUserBody = {
  email: string;
  password: string;
};

export type CheckUserBodyInput = {
  email: string;
  password: string;
};

export type CheckUserResult = {
  contactId: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  companies: {
    customerId: string;
    name: string;
    role: CompanyRole;
  }[];
};

export type CheckUserResultInput = {
  contactId: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  companies: {
    customerId: string;
    name: string;
    role: CompanyRoleInput;
  }[];
};

export type CheckoutProblem = {
  code: string;
  message: string;
  /** False for notes such as card_payment_required. */
  isBlocking: boolean;
  lineId?: string;
};

export type CheckoutProblemInput = {
  code: string;
  message: string;
  /** False for notes such as card_payment_required. */
  isBlocking: boolean;
  lineId?: string;
};

export type Company = {
  customerId: string;
  customerNumber: number;
  name: string;
  orgNumber: string;
  /** Home market: currency and VAT. */
  market: string;
  /** Markets the company may buy and receive deliveries in. */
  markets: string[];
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
  emailDomain: string | null;
  currency: string;
  /** Invoice credit. 0 means card payment only. */
  creditLimit: Money;
  isBlocked: boolean;
  blockedReason: string | null;
  priceListId: string | null;
  createdAt: string;
  updatedAt: string;
};

export type CompanyAddress = {
  addressId: string;
  customerId: string;
  type: CompanyAddressType;
  name: string;
  line1: string;
  line2: string | null;
  zipCode: string;
  city: string;
  country: string;
  contactName: string | null;
  phone: string | null;
  deliveryInstructions: string | null;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

export type CompanyAddressInput = {
  addressId: string;
  customerId: string;
  type: CompanyAddressTypeInput;
  name: string;
  line1: string;
  line2: string | null;
  zipCode: string;
  city: string;
  country: string;
  contactName: string | null;
  phone: string | null;
  deliveryInstructions: string | null;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Invoice addresses first, then delivery; defaults first within a type. */
export type CompanyAddressList = {
  customerId: string;
  addresses: CompanyAddress[];
};

/** Invoice addresses first, then delivery; defaults first within a type. */
export type CompanyAddressListInput = {
  customerId: string;
  addresses: CompanyAddressInput[];
};

export type CompanyAddressType = 'invoice' | 'delivery';

export type CompanyAddressTypeInput = 'invoice' | 'delivery';

export type CompanyInput = {
  customerId: string;
  customerNumber: number;
  name: string;
  orgNumber: string;
  /** Home market: currency and VAT. */
  market: string;
  /** Markets the company may buy and receive deliveries in. */
  markets: string[];
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
  emailDomain: string | null;
  currency: string;
  /** Invoice credit. 0 means card payment only. */
  creditLimit: MoneyInput;
  isBlocked: boolean;
  blockedReason: string | null;
  priceListId: string | null;
  createdAt: string;
  updatedAt: string;
};

export type CompanyMember = {
  customerId: string;
  contactId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: CompanyRole;
  status: MembershipStatus;
  acceptedAt: string | null;
};

export type CompanyMemberInput = {
  customerId: string;
  contactId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: CompanyRoleInput;
  status: MembershipStatusInput;
  acceptedAt: string | null;
};

export type CompanyMemberList = {
  customerId: string;
  contacts: CompanyMember[];
};

export type CompanyMemberListInput = {
  customerId: string;
  contacts: CompanyMemberInput[];
};

/** viewer < buyer < admin. Viewers read, buyers order, admins manage. */
export type CompanyRole = 'admin' | 'buyer' | 'viewer';

/** viewer < buyer < admin. Viewers read, buyers order, admins manage. */
export type CompanyRoleInput = 'admin' | 'buyer' | 'viewer';

export type Consent = {
  type: 'terms_of_sale' | 'marketing_email' | 'marketing_sms' | 'newsletter' | 'data_processing';
  isGranted: boolean;
  /** null: never answered (not granted). */
  updatedAt: string | null;
};

export type ConsentEvent = {
  type: 'terms_of_sale' | 'marketing_email' | 'marketing_sms' | 'newsletter' | 'data_processing';
  isGranted: boolean;
  source: string;
  createdAt: string;
};

export type ConsentEventInput = {
  type: 'terms_of_sale' | 'marketing_email' | 'marketing_sms' | 'newsletter' | 'data_processing';
  isGranted: boolean;
  source: string;
  createdAt: string;
};

export type ConsentInput = {
  type: 'terms_of_sale' | 'marketing_email' | 'marketing_sms' | 'newsletter' | 'data_processing';
  isGranted: boolean;
  /** null: never answered (not granted). */
  updatedAt: string | null;
};

export type ConsentState = {
  customerId: string;
  contactId: string;
  /** Every consent type, in a fixed order. */
  consents: Consent[];
  /** Every change, newest first. */
  history: ConsentEvent[];
};

export type ConsentStateInput = {
  customerId: string;
  contactId: string;
  /** Every consent type, in a fixed order. */
  consents: ConsentInput[];
  /** Every change, newest first. */
  history: ConsentEventInput[];
};

export type Contact = {
  contactId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: string;
  isActive: boolean;
  staffRole: ('agent' | 'operator') | null;
  hasPassword: boolean;
  /** Signed in with eID at least once. The national id itself is never shown. */
  hasExternalId: boolean;
  emailVerifiedAt: string | null;
  createdAt: string;
};

export type ContactCompanies = {
  contactId: string;
  companies: ContactCompany[];
};

export type ContactCompaniesInput = {
  contactId: string;
  companies: ContactCompanyInput[];
};

export type ContactCompany = {
  customerId: string;
  name: string;
  customerNumber: number;
  isBlocked: boolean;
  role: CompanyRole;
  status: MembershipStatus;
};

export type ContactCompanyInput = {
  customerId: string;
  name: string;
  customerNumber: number;
  isBlocked: boolean;
  role: CompanyRoleInput;
  status: MembershipStatusInput;
};

export type ContactInput = {
  contactId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: string;
  isActive: boolean;
  staffRole: ('agent' | 'operator') | null;
  hasPassword: boolean;
  /** Signed in with eID at least once. The national id itself is never shown. */
  hasExternalId: boolean;
  emailVerifiedAt: string | null;
  createdAt: string;
};

export type CreateContactBody = {
  customerId: string;
  role: CompanyRole;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** Language of e-mails. Default nb. */
  locale?: 'nb' | 'en';
};

export type CreateContactBodyInput = {
  customerId: string;
  role: CompanyRoleInput;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** Language of e-mails. Default nb. */
  locale?: 'nb' | 'en';
};

export type CreateCustomerBody = {
  name: string;
  /** NO: 9 digits (mod 11), SE: 10 digits (Luhn), DK: CVR 8 digits (mod 11). */
  orgNumber: string;
  /** Home market. */
  market: string;
  /** When VAT-registered: NO{org}MVA, SE{org}01 or DK{cvr}. */
  vatNumber?: string | null;
  /** Company e-mail for invoices and notices. */
  email?: string | null;
  phone?: string | null;
  invoiceAddress: NewCompanyAddress;
  /** Defaults to the home market only. */
  markets?: string[];
  /** Minor units of the currency. Default 0. */
  creditLimit?: number;
  /** Code of a contract price list. */
  priceListCode?: string;
  emailDomain?: string | null;
  admin: NewContact;
};

export type CreateCustomerBodyInput = {
  name: string;
  /** NO: 9 digits (mod 11), SE: 10 digits (Luhn), DK: CVR 8 digits (mod 11). */
  orgNumber: string;
  /** Home market. */
  market: string;
  /** When VAT-registered: NO{org}MVA, SE{org}01 or DK{cvr}. */
  vatNumber?: string | null;
  /** Company e-mail for invoices and notices. */
  email?: string | null;
  phone?: string | null;
  invoiceAddress: NewCompanyAddressInput;
  /** Defaults to the home market only. */
  markets?: string[];
  /** Minor units of the currency. Default 0. */
  creditLimit?: number;
  /** Code of a contract price list. */
  priceListCode?: string;
  emailDomain?: string | null;
  admin: NewContactInput;
};

export type CreateCustomerOnlyBody = {
  name: string;
  /** NO: 9 digits (mod 11), SE: 10 digits (Luhn), DK: CVR 8 digits (mod 11). */
  orgNumber: string;
  /** Home market. */
  market: string;
  /** When VAT-registered: NO{org}MVA, SE{org}01 or DK{cvr}. */
  vatNumber?: string | null;
  /** Company e-mail for invoices and notices. */
  email?: string | null;
  phone?: string | null;
  invoiceAddress: NewCompanyAddress;
  /** Defaults to the home market only. */
  markets?: string[];
  /** Minor units of the currency. Default 0. */
  creditLimit?: number;
  /** Code of a contract price list. */
  priceListCode?: string;
  emailDomain?: string | null;
};

export type CreateCustomerOnlyBodyInput = {
  name: string;
  /** NO: 9 digits (mod 11), SE: 10 digits (Luhn), DK: CVR 8 digits (mod 11). */
  orgNumber: string;
  /** Home market. */
  market: string;
  /** When VAT-registered: NO{org}MVA, SE{org}01 or DK{cvr}. */
  vatNumber?: string | null;
  /** Company e-mail for invoices and notices. */
  email?: string | null;
  phone?: string | null;
  invoiceAddress: NewCompanyAddressInput;
  /** Defaults to the home market only. */
  markets?: string[];
  /** Minor units of the currency. Default 0. */
  creditLimit?: number;
  /** Code of a contract price list. */
  priceListCode?: string;
  emailDomain?: string | null;
};

export type CreateCustomerResult = {
  company: Company;
  admin: CompanyMember;
  invitation: Invitation;
};

export type CreateCustomerResultInput = {
  company: CompanyInput;
  admin: CompanyMemberInput;
  invitation: InvitationInput;
};

export type CreateOrderRequest = {
  /** The person (contact id): for now the caller's own id. */
  pid: string;
  /** The company. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  /** The cart version the buyer saw; another version → 422 cart_changed. */
  expectedVersion?: number;
};

export type CreateOrderRequestInput = {
  /** The person (contact id): for now the caller's own id. */
  pid: string;
  /** The company. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  /** The cart version the buyer saw; another version → 422 cart_changed. */
  expectedVersion?: number;
};

export type CreateShoppingListRequest = {
  /** The company (customer) of the lists. */
  customerId: string;
  name: string;
  isShared?: boolean;
  /** Agents only (403 otherwise): a list curated by the shop; always shared. */
  isPriceList?: boolean;
};

export type CreateShoppingListRequestInput = {
  /** The company (customer) of the lists. */
  customerId: string;
  name: string;
  isShared?: boolean;
  /** Agents only (403 otherwise): a list curated by the shop; always shared. */
  isPriceList?: boolean;
};

export type DeleteOrderLineRequest = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  lineId?: string;
  sku?: string;
};

export type DeleteOrderLineRequestInput = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  lineId?: string;
  sku?: string;
};

export type DeliveryArea = {
  code: string;
  name: string;
  weekdays: Weekday[];
  /** Working days from cut-off to delivery. */
  transitDays: number;
  /** Local time for same-day express orders, if offered. */
  expressBefore: string | null;
};

export type DeliveryAreaInput = {
  code: string;
  name: string;
  weekdays: WeekdayInput[];
  /** Working days from cut-off to delivery. */
  transitDays: number;
  /** Local time for same-day express orders, if offered. */
  expressBefore: string | null;
};

export type DeliveryDate = {
  date: string;
  weekday: Weekday;
  /** The cut-off for this date, in the market's local time with its offset. */
  orderBefore: string;
  /** Same-day express: ordered after the ordinary cut-off. */
  isExpress: boolean;
};

export type DeliveryDateInput = {
  date: string;
  weekday: WeekdayInput;
  /** The cut-off for this date, in the market's local time with its offset. */
  orderBefore: string;
  /** Same-day express: ordered after the ordinary cut-off. */
  isExpress: boolean;
};

export type DeliveryDates = {
  market: string;
  zipCode: string;
  timeZone: string;
  area: DeliveryArea;
  /** Extra working days the goods need (the cart). */
  leadTimeDays: number;
  dates: DeliveryDate[];
};

export type DeliveryDatesInput = {
  market: string;
  zipCode: string;
  timeZone: string;
  area: DeliveryAreaInput;
  /** Extra working days the goods need (the cart). */
  leadTimeDays: number;
  dates: DeliveryDateInput[];
};

export type DeliveryDatesRequest = {
  /** Market code: NO, SE or DK. */
  market: unknown;
  /** Zip code, e.g. 0150 or 113 57. */
  zipCode: string;
  /** The cart the dates are for. Accepted as a hint: once carts exist, their lead time is added (docs/delivery.md). */
  cartId?: string;
  /** The earliest date wanted (YYYY-MM-DD, within a year); default today. */
  fromDate?: string;
  /** How many dates (1-60). */
  count: number;
};

export type DeliveryDatesRequestInput = {
  /** Market code: NO, SE or DK. */
  market: string;
  /** Zip code, e.g. 0150 or 113 57. */
  zipCode: string;
  /** The cart the dates are for. Accepted as a hint: once carts exist, their lead time is added (docs/delivery.md). */
  cartId?: string;
  /** The earliest date wanted (YYYY-MM-DD, within a year); default today. */
  fromDate?: string;
  /** How many dates (1-60). */
  count?: number;
};

/** Fields left out stay as they are; null clears an optional field. The type cannot change. */
export type EditCompanyAddressBody = {
  customerId: string;
  addressId: string;
  /** Company or recipient name on the label or invoice. */
  name?: string;
  line1?: string;
  line2?: string | null;
  /** Checked against the country's zip format. */
  zipCode?: string;
  city?: string;
  /** One of the company's markets. */
  country?: string;
  contactName?: string | null;
  phone?: string | null;
  deliveryInstructions?: string | null;
  /** Make this the default of its type. The default moves to another address; it is never unset. */
  isDefault?: true;
};

/** Fields left out stay as they are; null clears an optional field. The type cannot change. */
export type EditCompanyAddressBodyInput = {
  customerId: string;
  addressId: string;
  /** Company or recipient name on the label or invoice. */
  name?: string;
  line1?: string;
  line2?: string | null;
  /** Checked against the country's zip format. */
  zipCode?: string;
  city?: string;
  /** One of the company's markets. */
  country?: string;
  contactName?: string | null;
  phone?: string | null;
  deliveryInstructions?: string | null;
  /** Make this the default of its type. The default moves to another address; it is never unset. */
  isDefault?: true;
};

export type FreshSession = {
  contactId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
};

export type FreshSessionInput = {
  contactId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
};

export type FromPrice = {
  /** Minor units excl. VAT. */
  amount: number;
  listAmount: number | null;
  currency: string;
  agreementKind: AgreementKind;
};

export type FromPriceInput = {
  /** Minor units excl. VAT. */
  amount: number;
  listAmount: number | null;
  currency: string;
  agreementKind: AgreementKindInput;
};

export type InitCompanyBody = {
  name: string;
  /** NO: 9 digits (mod 11), SE: 10 digits (Luhn), DK: CVR 8 digits (mod 11). */
  orgNumber: string;
  /** Home market. */
  market: string;
  /** When VAT-registered: NO{org}MVA, SE{org}01 or DK{cvr}. */
  vatNumber?: string | null;
  /** Company e-mail for invoices and notices. */
  email?: string | null;
  phone?: string | null;
  invoiceAddress: NewCompanyAddress;
};

export type InitCompanyBodyInput = {
  name: string;
  /** NO: 9 digits (mod 11), SE: 10 digits (Luhn), DK: CVR 8 digits (mod 11). */
  orgNumber: string;
  /** Home market. */
  market: string;
  /** When VAT-registered: NO{org}MVA, SE{org}01 or DK{cvr}. */
  vatNumber?: string | null;
  /** Company e-mail for invoices and notices. */
  email?: string | null;
  phone?: string | null;
  invoiceAddress: NewCompanyAddressInput;
};

export type Invitation = {
  invitationId: string;
  customerId: string;
  companyName: string;
  contactId: string | null;
  email: string;
  role: CompanyRole;
  expiresAt: string;
  createdAt: string;
};

export type InvitationInput = {
  invitationId: string;
  customerId: string;
  companyName: string;
  contactId: string | null;
  email: string;
  role: CompanyRoleInput;
  expiresAt: string;
  createdAt: string;
};

export type InvitationList = {
  email: string;
  invitations: Invitation[];
};

export type InvitationListInput = {
  email: string;
  invitations: InvitationInput[];
};

/** The new membership (status invited) and the invitation sent. */
export type InvitedMember = {
  member: CompanyMember;
  invitation: Invitation;
};

/** The new membership (status invited) and the invitation sent. */
export type InvitedMemberInput = {
  member: CompanyMemberInput;
  invitation: InvitationInput;
};

/** invited: not yet accepted (no access); active: has access; inactive: deactivated by an admin. */
export type MembershipStatus = 'active' | 'invited' | 'inactive';

/** invited: not yet accepted (no access); active: has access; inactive: deactivated by an admin. */
export type MembershipStatusInput = 'active' | 'invited' | 'inactive';

export type Money = {
  amount: number;
  currency: string;
};

export type MoneyInput = {
  amount: number;
  currency: string;
};

export type NewCompanyAddress = {
  /** Company or recipient name on the label or invoice. */
  name: string;
  line1: string;
  line2?: string | null;
  /** Checked against the country's zip format. */
  zipCode: string;
  city: string;
  /** One of the company's markets. */
  country: string;
  contactName?: string | null;
  phone?: string | null;
  deliveryInstructions?: string | null;
};

export type NewCompanyAddressInput = {
  /** Company or recipient name on the label or invoice. */
  name: string;
  line1: string;
  line2?: string | null;
  /** Checked against the country's zip format. */
  zipCode: string;
  city: string;
  /** One of the company's markets. */
  country: string;
  contactName?: string | null;
  phone?: string | null;
  deliveryInstructions?: string | null;
};

/** An existing contact is found by e-mail; its name is then left as it is. */
export type NewContact = {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** Language of e-mails. Default nb. */
  locale?: 'nb' | 'en';
};

/** An existing contact is found by e-mail; its name is then left as it is. */
export type NewContactInput = {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** Language of e-mails. Default nb. */
  locale?: 'nb' | 'en';
};

export type Order = {
  id: string;
  orderNumber: string;
  customerId: string;
  /** Who placed the order. */
  pid: string;
  department: string;
  market: string;
  currency: string;
  status: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled';
  purchaseOrderNumber: string | null;
  comment: string | null;
  requestedDeliveryDate: string | null;
  deliveryAddress: OrderAddress | null;
  invoiceAddress: OrderAddress | null;
  totals: {
    currency: string;
    net: number;
    vat: {
      rate: number;
      base: number;
      vat: number;
    }[];
    gross: number;
  };
  createdAt: string;
  lines: OrderLine[];
  history: {
    status: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled';
    at: string;
    by: string | null;
    note: string | null;
  }[];
};

/** A copy of the address as it was at ordering. */
export type OrderAddress = {
  id: string;
  name: string;
  line1: string;
  line2: string | null;
  zipCode: string;
  city: string;
  country: string;
};

/** A copy of the address as it was at ordering. */
export type OrderAddressInput = {
  id: string;
  name: string;
  line1: string;
  line2: string | null;
  zipCode: string;
  city: string;
  country: string;
};

export type OrderInput = {
  id: string;
  orderNumber: string;
  customerId: string;
  /** Who placed the order. */
  pid: string;
  department: string;
  market: string;
  currency: string;
  status: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled';
  purchaseOrderNumber: string | null;
  comment: string | null;
  requestedDeliveryDate: string | null;
  deliveryAddress: OrderAddressInput | null;
  invoiceAddress: OrderAddressInput | null;
  totals: {
    currency: string;
    net: number;
    vat: {
      rate: number;
      base: number;
      vat: number;
    }[];
    gross: number;
  };
  createdAt: string;
  lines: OrderLineInput[];
  history: {
    status: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled';
    at: string;
    by: string | null;
    note: string | null;
  }[];
};

export type OrderLine = {
  id: string;
  sku: string;
  name: string;
  quantity: number;
  /** Minor units excl. VAT, at ordering. */
  unitPrice: number;
  listUnitPrice: number | null;
  /** Basis points (2500 = 25 %). */
  vatRate: number;
  lineTotal: number;
  vatAmount: number;
  /** The price list that priced the line at ordering. */
  agreement: {
    kind: AgreementKind;
    priceListId: string | null;
    code: string;
  } | null;
};

export type OrderLineInput = {
  id: string;
  sku: string;
  name: string;
  quantity: number;
  /** Minor units excl. VAT, at ordering. */
  unitPrice: number;
  listUnitPrice: number | null;
  /** Basis points (2500 = 25 %). */
  vatRate: number;
  lineTotal: number;
  vatAmount: number;
  /** The price list that priced the line at ordering. */
  agreement: {
    kind: AgreementKindInput;
    priceListId: string | null;
    code: string;
  } | null;
};

export type OrderPage = {
  items: OrderSummary[];
  total: number;
  skip: number;
  take: number;
};

export type OrderPageInput = {
  items: OrderSummaryInput[];
  total: number;
  skip: number;
  take: number;
};

export type OrderSummary = {
  id: string;
  orderNumber: string;
  customerId: string;
  /** Who placed the order. */
  pid: string;
  department: string;
  market: string;
  currency: string;
  status: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled';
  purchaseOrderNumber: string | null;
  comment: string | null;
  requestedDeliveryDate: string | null;
  deliveryAddress: OrderAddress | null;
  invoiceAddress: OrderAddress | null;
  totals: {
    currency: string;
    net: number;
    vat: {
      rate: number;
      base: number;
      vat: number;
    }[];
    gross: number;
  };
  createdAt: string;
};

export type OrderSummaryInput = {
  id: string;
  orderNumber: string;
  customerId: string;
  /** Who placed the order. */
  pid: string;
  department: string;
  market: string;
  currency: string;
  status: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled';
  purchaseOrderNumber: string | null;
  comment: string | null;
  requestedDeliveryDate: string | null;
  deliveryAddress: OrderAddressInput | null;
  invoiceAddress: OrderAddressInput | null;
  totals: {
    currency: string;
    net: number;
    vat: {
      rate: number;
      base: number;
      vat: number;
    }[];
    gross: number;
  };
  createdAt: string;
};

/** The price list that priced a line. */
export type PriceAgreement = {
  kind: AgreementKind;
  priceListId: string;
  code: string;
  name: string;
};

/** The price list that priced a line. */
export type PriceAgreementInput = {
  kind: AgreementKindInput;
  priceListId: string;
  code: string;
  name: string;
};

/** From this quantity up, this unit price applies (until the next tier). */
export type PriceTier = {
  minQuantity: number;
  /** Minor units, excl. VAT. */
  unitPrice: number;
  agreementKind: AgreementKind;
};

/** From this quantity up, this unit price applies (until the next tier). */
export type PriceTierInput = {
  minQuantity: number;
  /** Minor units, excl. VAT. */
  unitPrice: number;
  agreementKind: AgreementKindInput;
};

export type PricedLine = {
  sku: string;
  quantity: number;
  /** False when the line cannot be priced; see `reason`. */
  available: boolean;
  reason: ('unknown_sku' | 'not_sold' | 'no_price' | 'below_minimum_quantity') | null;
  /** Why the line has no price, in the caller's language. */
  message: string | null;
  currency: string;
  /** Minor units excl. VAT at this quantity. */
  unitPrice: number | null;
  /** The market's list price at this quantity (minor units excl. VAT), if any. */
  listUnitPrice: number | null;
  /** VAT in basis points (2500 = 25 %). */
  vatRate: number | null;
  /** unitPrice × quantity, excl. VAT. */
  lineTotal: number | null;
  vatAmount: number | null;
  tiers: PriceTier[];
  agreement: PriceAgreement | null;
};

export type PricedLineInput = {
  sku: string;
  quantity: number;
  /** False when the line cannot be priced; see `reason`. */
  available: boolean;
  reason: ('unknown_sku' | 'not_sold' | 'no_price' | 'below_minimum_quantity') | null;
  /** Why the line has no price, in the caller's language. */
  message: string | null;
  currency: string;
  /** Minor units excl. VAT at this quantity. */
  unitPrice: number | null;
  /** The market's list price at this quantity (minor units excl. VAT), if any. */
  listUnitPrice: number | null;
  /** VAT in basis points (2500 = 25 %). */
  vatRate: number | null;
  /** unitPrice × quantity, excl. VAT. */
  lineTotal: number | null;
  vatAmount: number | null;
  tiers: PriceTierInput[];
  agreement: PriceAgreementInput | null;
};

export type PricesRequest = {
  /** The company to price for (its contract and markets). Without it: the caller's only company, else list prices. */
  customerId?: string;
  /** Defaults to the company's market, else NO. */
  market?: unknown;
  /** At most 500 lines (more → 422 too_many_items). */
  lines: {
    sku: string;
    quantity: number;
  }[];
};

export type PricesRequestInput = {
  /** The company to price for (its contract and markets). Without it: the caller's only company, else list prices. */
  customerId?: string;
  /** Defaults to the company's market, else NO. */
  market?: string;
  /** At most 500 lines (more → 422 too_many_items). */
  lines: {
    sku: string;
    quantity: number;
  }[];
};

export type PricesResponse = {
  /** The company whose agreements were used, if any. */
  customerId: string | null;
  market: string;
  currency: string;
  lines: PricedLine[];
  /** Sum of the available lines, excl. VAT. */
  totalExclVat: number;
  totalVat: number;
};

export type PricesResponseInput = {
  /** The company whose agreements were used, if any. */
  customerId: string | null;
  market: string;
  currency: string;
  lines: PricedLineInput[];
  /** Sum of the available lines, excl. VAT. */
  totalExclVat: number;
  totalVat: number;
};

/** RFC 9457 problem details. `code` is stable; `title` is in the caller's language. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  instance?: string;
  requestId?: string;
  errors?: {
    path: string;
    message: string;
    code?: string;
  }[];
  [key: string]: unknown;
};

/** RFC 9457 problem details. `code` is stable; `title` is in the caller's language. */
export type ProblemInput = {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  instance?: string;
  requestId?: string;
  errors?: {
    path: string;
    message: string;
    code?: string;
  }[];
  [key: string]: unknown;
};

export type ProductCard = {
  id: string;
  productNumber: string;
  slug: string;
  name: string;
  brand: BrandRef | null;
  category: CategoryRef;
  unit: string;
  packSize: number;
  variantCount: number;
  /** The caller's lowest unit price among the variants. */
  fromPrice: FromPrice | null;
  isInStock: boolean;
};

export type ProductCardInput = {
  id: string;
  productNumber: string;
  slug: string;
  name: string;
  brand: BrandRefInput | null;
  category: CategoryRefInput;
  unit: string;
  packSize: number;
  variantCount: number;
  /** The caller's lowest unit price among the variants. */
  fromPrice: FromPriceInput | null;
  isInStock: boolean;
};

export type ProductDetail = {
  id: string;
  productNumber: string;
  slug: string;
  name: string;
  description: string;
  brand: BrandRef | null;
  category: CategoryRef;
  /** From the top-level category down to the product’s own. */
  categoryPath: CategoryRef[];
  unit: string;
  packSize: number;
  isPrescriptionOnly: boolean;
  department: string;
  /** Displayed product properties. */
  properties: ProductProperty[];
  variants: ProductVariant[];
};

export type ProductDetailInput = {
  id: string;
  productNumber: string;
  slug: string;
  name: string;
  description: string;
  brand: BrandRefInput | null;
  category: CategoryRefInput;
  /** From the top-level category down to the product’s own. */
  categoryPath: CategoryRefInput[];
  unit: string;
  packSize: number;
  isPrescriptionOnly: boolean;
  department: string;
  /** Displayed product properties. */
  properties: ProductPropertyInput[];
  variants: ProductVariantInput[];
};

/** Each facet's counts apply every active filter but its own. */
export type ProductFacets = {
  /** Subcategories of the chosen category (top level when none), counted under the other filters. */
  categories: {
    slug: string;
    name: string;
    count: number;
    isSelected: boolean;
  }[];
  brands: {
    slug: string;
    name: string;
    count: number;
    isSelected: boolean;
  }[];
  properties: {
    key: string;
    label: string;
    values: {
      /** What to send back as prop.<key>=<value>. */
      value: string;
      label: string;
      count: number;
      isSelected: boolean;
    }[];
  }[];
};

/** Each facet's counts apply every active filter but its own. */
export type ProductFacetsInput = {
  /** Subcategories of the chosen category (top level when none), counted under the other filters. */
  categories: {
    slug: string;
    name: string;
    count: number;
    isSelected: boolean;
  }[];
  brands: {
    slug: string;
    name: string;
    count: number;
    isSelected: boolean;
  }[];
  properties: {
    key: string;
    label: string;
    values: {
      /** What to send back as prop.<key>=<value>. */
      value: string;
      label: string;
      count: number;
      isSelected: boolean;
    }[];
  }[];
};

export type ProductList = {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  facets: ProductFacets;
};

export type ProductListInput = {
  items: ProductCardInput[];
  total: number;
  page: number;
  pageSize: number;
  facets: ProductFacetsInput;
};

export type ProductProperties = {
  productId: string;
  properties: ProductProperty[];
};

export type ProductPropertiesInput = {
  productId: string;
  properties: ProductPropertyInput[];
};

export type ProductProperty = {
  key: string;
  /** The property's name in the caller's language. */
  label: string;
  /** The value in the caller's language. */
  value: string;
  /** Shown on product pages (hidden ones are technical data). */
  isDisplayed: boolean;
};

export type ProductPropertyInput = {
  key: string;
  /** The property's name in the caller's language. */
  label: string;
  /** The value in the caller's language. */
  value: string;
  /** Shown on product pages (hidden ones are technical data). */
  isDisplayed: boolean;
};

export type ProductVariant = {
  sku: string;
  gtin: string | null;
  name: string;
  packSize: number;
  stock: number;
  isInStock: boolean;
  leadTimeDays: number;
  /** Displayed variant properties. */
  properties: ProductProperty[];
  price: VariantPrice | null;
};

export type ProductVariantInput = {
  sku: string;
  gtin: string | null;
  name: string;
  packSize: number;
  stock: number;
  isInStock: boolean;
  leadTimeDays: number;
  /** Displayed variant properties. */
  properties: ProductPropertyInput[];
  price: VariantPriceInput | null;
};

export type RefreshBody = {
  refreshToken: string;
};

export type RefreshBodyInput = {
  refreshToken: string;
};

export type SearchHit = {
  id: string;
  productNumber: string;
  slug: string;
  name: string;
  brand: BrandRef | null;
  category: CategoryRef;
  unit: string;
  packSize: number;
  variantCount: number;
  /** The caller's lowest unit price among the variants. */
  fromPrice: FromPrice | null;
  isInStock: boolean;
  /** The SKU or GTIN that matched exactly, if any. */
  matchedSku: string | null;
  matchType: 'code' | 'text' | 'fuzzy';
};

export type SearchHitInput = {
  id: string;
  productNumber: string;
  slug: string;
  name: string;
  brand: BrandRefInput | null;
  category: CategoryRefInput;
  unit: string;
  packSize: number;
  variantCount: number;
  /** The caller's lowest unit price among the variants. */
  fromPrice: FromPriceInput | null;
  isInStock: boolean;
  /** The SKU or GTIN that matched exactly, if any. */
  matchedSku: string | null;
  matchType: 'code' | 'text' | 'fuzzy';
};

export type SearchResult = {
  query: string;
  items: SearchHit[];
};

export type SearchResultInput = {
  query: string;
  items: SearchHitInput[];
};

export type SessionTokens = {
  contactId: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
};

export type SessionTokensInput = {
  contactId: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
};

export type SetCartMarketRequest = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  /** Market (country) code: NO, SE or DK. */
  market: unknown;
};

export type SetCartMarketRequestInput = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  /** Market (country) code: NO, SE or DK. */
  market: string;
};

export type ShoppingList = {
  /** The list's cartId. */
  id: string;
  name: string;
  owner: {
    contactId: string;
    name: string;
  };
  isShared: boolean;
  isPriceList: boolean;
  canEdit: boolean;
  lineCount: number;
  updatedAt: string;
  customerId: string;
  market: string;
  currency: string;
  /** Priced now for the company. */
  lines: CartLine[];
};

export type ShoppingListInput = {
  /** The list's cartId. */
  id: string;
  name: string;
  owner: {
    contactId: string;
    name: string;
  };
  isShared: boolean;
  isPriceList: boolean;
  canEdit: boolean;
  lineCount: number;
  updatedAt: string;
  customerId: string;
  market: string;
  currency: string;
  /** Priced now for the company. */
  lines: CartLineInput[];
};

export type ShoppingListSearchResult = {
  page: number;
  take: number;
  total: number;
  items: ShoppingListSummary[];
};

export type ShoppingListSearchResultInput = {
  page: number;
  take: number;
  total: number;
  items: ShoppingListSummaryInput[];
};

export type ShoppingListSummary = {
  /** The list's cartId. */
  id: string;
  name: string;
  owner: {
    contactId: string;
    name: string;
  };
  isShared: boolean;
  isPriceList: boolean;
  canEdit: boolean;
  lineCount: number;
  updatedAt: string;
};

export type ShoppingListSummaryInput = {
  /** The list's cartId. */
  id: string;
  name: string;
  owner: {
    contactId: string;
    name: string;
  };
  isShared: boolean;
  isPriceList: boolean;
  canEdit: boolean;
  lineCount: number;
  updatedAt: string;
};

export type ShoppingListToCartRequest = {
  /** The caller's contact id (whose open cart gets the lines). */
  pid: string;
};

export type ShoppingListToCartRequestInput = {
  /** The caller's contact id (whose open cart gets the lines). */
  pid: string;
};

/** Fields left out stay; null clears a field. */
export type UpdateCartMetadataRequest = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  purchaseOrderNumber?: string | null;
  comment?: string | null;
  /** YYYY-MM-DD */
  requestedDeliveryDate?: string | null;
  deliveryAddressId?: string | null;
};

/** Fields left out stay; null clears a field. */
export type UpdateCartMetadataRequestInput = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  purchaseOrderNumber?: string | null;
  comment?: string | null;
  /** YYYY-MM-DD */
  requestedDeliveryDate?: string | null;
  deliveryAddressId?: string | null;
};

export type UpdateConsentsBody = {
  consents: {
    /** One of: terms_of_sale, marketing_email, marketing_sms, newsletter, data_processing. */
    type: string;
    isGranted: boolean;
  }[];
};

export type UpdateConsentsBodyInput = {
  consents: {
    /** One of: terms_of_sale, marketing_email, marketing_sms, newsletter, data_processing. */
    type: string;
    isGranted: boolean;
  }[];
};

/** Fields left out stay as they are; null clears an optional field. */
export type UpdateCustomerBody = {
  customerId: string;
  name?: string;
  /** When VAT-registered: NO{org}MVA, SE{org}01 or DK{cvr}. */
  vatNumber?: string | null;
  email?: string | null;
  phone?: string | null;
  emailDomain?: string | null;
  /** Agents only. */
  creditLimit?: number;
  /** Agents only. */
  isBlocked?: boolean;
  /** Agents only. Required when blocking. */
  blockedReason?: string | null;
  /** Agents only. Must keep the home market. */
  markets?: string[];
  /** Agents only. */
  priceListId?: string | null;
};

/** Fields left out stay as they are; null clears an optional field. */
export type UpdateCustomerBodyInput = {
  customerId: string;
  name?: string;
  /** When VAT-registered: NO{org}MVA, SE{org}01 or DK{cvr}. */
  vatNumber?: string | null;
  email?: string | null;
  phone?: string | null;
  emailDomain?: string | null;
  /** Agents only. */
  creditLimit?: number;
  /** Agents only. */
  isBlocked?: boolean;
  /** Agents only. Required when blocking. */
  blockedReason?: string | null;
  /** Agents only. Must keep the home market. */
  markets?: string[];
  /** Agents only. */
  priceListId?: string | null;
};

/** Quantity 0 removes the line. */
export type UpdateOrderLineRequest = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  lineId?: string;
  sku?: string;
  quantity: number;
};

/** Quantity 0 removes the line. */
export type UpdateOrderLineRequestInput = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  lineId?: string;
  sku?: string;
  quantity: number;
};

export type UpdateShoppingListRequest = {
  name?: string;
  isShared?: boolean;
};

export type UpdateShoppingListRequestInput = {
  name?: string;
  isShared?: boolean;
};

export type VariantLookup = {
  /** The variants found, in the order asked. */
  variants: VariantSummary[];
  /** SKUs asked for that do not exist or are not sold. */
  missingSkus: string[];
};

export type VariantLookupInput = {
  /** The variants found, in the order asked. */
  variants: VariantSummaryInput[];
  /** SKUs asked for that do not exist or are not sold. */
  missingSkus: string[];
};

export type VariantPrice = {
  currency: string;
  /** Minor units excl. VAT for one unit. */
  unitPrice: number;
  listUnitPrice: number | null;
  vatRate: number;
  agreement: PriceAgreement;
  tiers: PriceTier[];
};

export type VariantPriceInput = {
  currency: string;
  /** Minor units excl. VAT for one unit. */
  unitPrice: number;
  listUnitPrice: number | null;
  vatRate: number;
  agreement: PriceAgreementInput;
  tiers: PriceTierInput[];
};

export type VariantProperties = {
  productId: string;
  sku: string;
  properties: ProductProperty[];
};

export type VariantPropertiesInput = {
  productId: string;
  sku: string;
  properties: ProductPropertyInput[];
};

export type VariantSummary = {
  sku: string;
  gtin: string | null;
  productId: string;
  productNumber: string;
  name: string;
  productName: string;
  packSize: number;
  /** UN/ECE unit of measure (PCE, BX, …). */
  unit: string;
  stock: number;
  isInStock: boolean;
  leadTimeDays: number;
  isPrescriptionOnly: boolean;
  /** Code of the fulfilment unit that ships it. */
  department: string;
};

export type VariantSummaryInput = {
  sku: string;
  gtin: string | null;
  productId: string;
  productNumber: string;
  name: string;
  productName: string;
  packSize: number;
  /** UN/ECE unit of measure (PCE, BX, …). */
  unit: string;
  stock: number;
  isInStock: boolean;
  leadTimeDays: number;
  isPrescriptionOnly: boolean;
  /** Code of the fulfilment unit that ships it. */
  department: string;
};

export type VariantsProperties = {
  productId: string;
  variants: {
    sku: string;
    name: string;
    properties: ProductProperty[];
  }[];
};

export type VariantsPropertiesInput = {
  productId: string;
  variants: {
    sku: string;
    name: string;
    properties: ProductPropertyInput[];
  }[];
};

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export type WeekdayInput = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export type ZipCodeCheck = {
  market: string;
  zipCode: string;
  isDelivered: boolean;
  timeZone: string;
  /** Local order cut-off time, the working day(s) before delivery. */
  cutOff: string;
  area: DeliveryArea | null;
  nextDelivery: DeliveryDate | null;
  notServed: {
    code: 'zip_not_served';
    area: string | null;
    reason: string;
  } | null;
};

export type ZipCodeCheckInput = {
  market: string;
  zipCode: string;
  isDelivered: boolean;
  timeZone: string;
  /** Local order cut-off time, the working day(s) before delivery. */
  cutOff: string;
  area: DeliveryAreaInput | null;
  nextDelivery: DeliveryDateInput | null;
  notServed: {
    code: 'zip_not_served';
    area: string | null;
    reason: string;
  } | null;
};
