// generated — do not edit. Run `npm run generate:client` to regenerate.
// The API's named schemas (components.schemas of its OpenAPI document).

export type AcceptInvitationBodyInput = {
  token: string;
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

export type AddOrderLineRequestInput = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  sku: string;
  quantity: number;
};

export type AddPersonAddressRequestInput = {
  /** The person: the caller or a person the caller may act for (else 404). */
  pid: string;
  /** Recipient name on the label. */
  name: string;
  line1: string;
  line2?: string | null;
  /** Checked against the country's zip format. */
  zipCode: string;
  city: string;
  /** A country we sell in (a market code). */
  country: string;
  phone?: string | null;
  deliveryInstructions?: string | null;
  /** Make it the default. The first address always is. */
  isDefault?: boolean;
};

export type AddPrescriptionByReferenceRequestInput = {
  /** The person (default: the caller). Not the caller nor linked: 404. */
  pid?: string;
  reference: string;
  /** The patient's birth date, as a check (wrong: 422 prescription_check_failed). */
  birthDate: string;
};

export type AddShoppingListLineRequestInput = {
  sku: string;
  quantity: number;
};

export type AddTicketCommentRequestInput = {
  ticketId: string;
  body: string;
  /** Agents only (403 for customers): a note customers never see. */
  isInternal?: boolean;
};

/** Which kind of price agreement set a price: the list price, a campaign or the customer contract. */
export type AgreementKind = 'list' | 'contract' | 'campaign';

/** Which kind of price agreement set a price: the list price, a campaign or the customer contract. */
export type AgreementKindInput = 'list' | 'contract' | 'campaign';

export type ApprovalRequest = {
  id: string;
  customerId: string;
  requestedBy: {
    contactId: string;
    name: string;
  };
  status: 'pending' | 'approved' | 'ordered' | 'rejected' | 'withdrawn' | 'expired';
  paymentMethod: 'invoice' | 'card';
  reasons: {
    code: string;
    message: string;
  }[];
  currency: string;
  net: number;
  gross: number;
  message: string | null;
  decidedBy: {
    contactId: string;
    name: string;
  } | null;
  decidedAt: string | null;
  decisionComment: string | null;
  orderId: string | null;
  subscriptionId: string | null;
  expiresAt: string;
  createdAt: string;
  /** The caller may approve or reject it now. */
  canDecide: boolean;
  /** The cost centre on the request's frozen cart. */
  costCentre: {
    id: string;
    code: string;
    name: string;
  } | null;
  /** For approvers and staff: this month's net spend (orders not cancelled, company currency, minor units) against the monthly limit, of the requester, the company and the cost centre. Null for others. */
  spend: {
    requester: {
      spentThisMonth: number;
      /** The monthly limit; null = none. */
      perMonth: number | null;
    };
    company: {
      spentThisMonth: number;
      /** The monthly limit; null = none. */
      perMonth: number | null;
    };
    /** The request's cost centre, if any. */
    costCentre: {
      spentThisMonth: number;
      /** The monthly limit; null = none. */
      perMonth: number | null;
    } | null;
  } | null;
};

export type ApprovalRequestCreateInput = {
  /** The requester: the caller. */
  pid: string;
  customerId?: string;
  /** A note to the approvers. */
  message?: string;
  /** card: the requester pays through a pay link after approval, never before. */
  paymentMethod?: 'invoice' | 'card';
  expectedVersion?: number;
};

export type ApprovalRequestDetail = {
  id: string;
  customerId: string;
  requestedBy: {
    contactId: string;
    name: string;
  };
  status: 'pending' | 'approved' | 'ordered' | 'rejected' | 'withdrawn' | 'expired';
  paymentMethod: 'invoice' | 'card';
  reasons: {
    code: string;
    message: string;
  }[];
  currency: string;
  net: number;
  gross: number;
  message: string | null;
  decidedBy: {
    contactId: string;
    name: string;
  } | null;
  decidedAt: string | null;
  decisionComment: string | null;
  orderId: string | null;
  subscriptionId: string | null;
  expiresAt: string;
  createdAt: string;
  /** The caller may approve or reject it now. */
  canDecide: boolean;
  /** The cost centre on the request's frozen cart. */
  costCentre: {
    id: string;
    code: string;
    name: string;
  } | null;
  /** For approvers and staff: this month's net spend (orders not cancelled, company currency, minor units) against the monthly limit, of the requester, the company and the cost centre. Null for others. */
  spend: {
    requester: {
      spentThisMonth: number;
      /** The monthly limit; null = none. */
      perMonth: number | null;
    };
    company: {
      spentThisMonth: number;
      /** The monthly limit; null = none. */
      perMonth: number | null;
    };
    /** The request's cost centre, if any. */
    costCentre: {
      spentThisMonth: number;
      /** The monthly limit; null = none. */
      perMonth: number | null;
    } | null;
  } | null;
  cart: Cart;
};

export type ApprovalRequestPage = {
  items: ApprovalRequest[];
  total: number;
  skip: number;
  take: number;
};

export type ApprovalRule = {
  id: string;
  kind: 'order_over' | 'category' | 'prescription';
  amount: number | null;
  categoryId: string | null;
  createdAt: string;
};

export type ApprovalRuleRequestInput = {
  /** The company. */
  customerId: string;
  kind: 'order_over';
  amount: number;
} | {
  /** The company. */
  customerId: string;
  kind: 'category';
  categoryId: string;
} | {
  /** The company. */
  customerId: string;
  kind: 'prescription';
};

export type ApprovalSettings = {
  customerId: string;
  currency: string;
  company: {
    /** Minor units of the company currency, net of VAT; null = no limit. */
    perOrder: number | null;
    /** Minor units of the company currency, net of VAT; null = no limit. */
    perMonth: number | null;
    spentThisMonth: number;
  };
  contacts: {
    /** Minor units of the company currency, net of VAT; null = no limit. */
    perOrder: number | null;
    /** Minor units of the company currency, net of VAT; null = no limit. */
    perMonth: number | null;
    contactId: string;
    name: string;
    email: string;
    role: string;
    /** Admins always; buyers when named. */
    isApprover: boolean;
    spentThisMonth: number;
  }[];
  rules: ApprovalRule[];
  /** The caller is an admin of the company. */
  canEdit: boolean;
};

export type AssignPriceListRequestInput = {
  customerId: string;
};

export type AssignTicketRequestInput = {
  /** A support agent; null removes the assignment. */
  agentId: string | null;
};

export type Assortment = {
  id: string;
  name: string;
  rules: AssortmentRuleView[];
  companies: AssortmentCompany[];
  preview: AssortmentPreview;
  /** One up with every change; send it back as expectedVersion. */
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type AssortmentBodyInput = {
  name: string;
  rules: AssortmentRuleInput[];
};

export type AssortmentCompany = {
  id: string;
  name: string;
  customerNumber: number;
  orgNumber: string;
};

export type AssortmentList = {
  items: AssortmentSummary[];
};

export type AssortmentPreview = {
  /** Active products the rules let a company see. */
  productCount: number;
  /** Active products in the whole catalog. */
  totalCount: number;
};

export type AssortmentPreviewBodyInput = {
  rules: AssortmentRuleInput[];
};

export type AssortmentRuleInput = {
  /** include or exclude; an exclusion always wins. */
  effect: 'include' | 'exclude';
  /** category (with its subcategories), brand or product. */
  target: 'category' | 'brand' | 'product';
  /** The id of the category, brand or product. */
  targetId: string;
};

export type AssortmentRuleView = {
  /** include or exclude; an exclusion always wins. */
  effect: 'include' | 'exclude';
  /** category (with its subcategories), brand or product. */
  target: 'category' | 'brand' | 'product';
  /** The id of the category, brand or product. */
  targetId: string;
  /** The target's name in the caller's language; null when deleted. */
  name: string | null;
  /** Category slug, brand slug or product number; null when deleted. */
  code: string | null;
};

export type AssortmentSummary = {
  id: string;
  name: string;
  ruleCount: number;
  companyCount: number;
  updatedAt: string;
};

export type AssortmentUpdateBodyInput = {
  name: string;
  rules: AssortmentRuleInput[];
  /** The version the change was made on (the answer’s `version`): another stored version → 422 assortment_changed and nothing is written. Without it the save replaces whatever is stored. */
  expectedVersion?: number;
};

export type AuditEvent = {
  id: string;
  at: string;
  action: string;
  outcome: 'success' | 'failure';
  method: string | null;
  contactId: string | null;
  email: string | null;
  customerId: string | null;
  actorContactId: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
  entityType: string | null;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditPage = {
  items: AuditEvent[];
  total: number;
  skip: number;
  take: number;
};

export type AutocompleteCategory = {
  slug: string;
  name: string;
  /** Active products, subcategories included. */
  productCount: number;
};

export type AutocompleteResult = {
  query: string;
  exactMatch: SearchExactMatch | null;
  didYouMean: string | null;
  /** As in search, with the caller's from-price. */
  products: SearchHit[];
  categories: AutocompleteCategory[];
  content: ContentSearchHit[];
};

export type BackofficeCategoryNode = {
  id: string;
  parentId: string | null;
  /** Place among its siblings, from 0. */
  position: number;
  name: {
    nb: string;
    en: string;
  };
  slug: {
    nb: string;
    en: string | null;
  };
  /** Slugs from before renames: the shop redirects them here (permanently). */
  oldSlugs: string[];
  /** Products in this category itself (active or not; subcategories not counted). */
  productCount: number;
  children: BackofficeCategoryNode[];
};

/** The whole tree, siblings in their order. */
export type BackofficeCategoryTree = {
  categories: BackofficeCategoryNode[];
};

export type BackofficeCustomer = {
  id: string;
  customerNumber: number;
  name: string;
  orgNumber: string;
  market: string;
  /** Minor units; 0 = card payment only. */
  creditLimit: {
    amount: number;
    currency: string;
  };
  /** Unpaid invoice orders, minor units; an invoice order needs openBalance + its gross ≤ creditLimit (docs/customer.md, invoice credit). */
  openBalance: {
    amount: number;
    currency: string;
  };
  isBlocked: boolean;
  blockedReason: string | null;
  vatNumber: string | null;
  markets: string[];
  currency: string;
  email: string | null;
  phone: string | null;
  priceList: {
    id: string;
    code: string;
    name: string;
  } | null;
  createdAt: string;
  /** Days from an invoice's issue to its due date. */
  paymentTermsDays: number;
  /** The Engros staff member who looks after the company. */
  salesRep: {
    contactId: string;
    name: string;
    email: string;
  } | null;
  /** The assortment the company sees (null: the whole catalog). */
  assortment: {
    id: string;
    name: string;
  } | null;
  /** The first 20 people, by name. */
  contacts: BackofficeCustomerUser[];
  addresses: {
    id: string;
    type: 'invoice' | 'delivery';
    name: string;
    line1: string;
    line2: string | null;
    zipCode: string;
    city: string;
    country: string;
    isDefault: boolean;
  }[];
  /** The 10 newest orders. */
  recentOrders: BackofficeOrderItem[];
  /** What the company's people have in their carts now (in the company's currency). */
  openCarts: {
    /** Open carts with at least one line. */
    count: number;
    /** Their lines at the stored prices, excl. VAT, in `currency`. */
    net: number;
    currency: string;
  };
  /** Block and credit changes, newest first (at most 20). */
  history: CustomerStandingEvent[];
  /** The 10 newest invoices. */
  invoices: BackofficeCustomerInvoice[];
  /** The 10 newest quotes. */
  quotes: BackofficeCustomerQuote[];
  /** Open carts with lines, most recently changed first (the first 10), at the stored prices. */
  carts: BackofficeCustomerCart[];
  /** The 10 newest support tickets. */
  tickets: BackofficeCustomerTicket[];
  /** The company's audit log, newest first (the first 20), without client addresses and browsers (ip, userAgent null: the whole log, for administrators, has them). */
  auditLog: AuditPage;
  /** Each list holds its first page: how many there are in all and the page size (`take`) it was read with; GET …/{customerId}/{list}?skip=&take= pages on. */
  paging: {
    users: {
      total: number;
      take: number;
    };
    orders: {
      total: number;
      take: number;
    };
    invoices: {
      total: number;
      take: number;
    };
    quotes: {
      total: number;
      take: number;
    };
    carts: {
      total: number;
      take: number;
    };
    tickets: {
      total: number;
      take: number;
    };
    'audit-log': {
      total: number;
      take: number;
    };
  };
};

export type BackofficeCustomerCart = {
  id: string;
  updatedAt: string;
  lines: number;
  net: number;
  currency: string;
  owner: {
    contactId: string;
    name: string;
  };
};

export type BackofficeCustomerCartPage = {
  items: BackofficeCustomerCart[];
  total: number;
  skip: number;
  take: number;
};

export type BackofficeCustomerInvoice = {
  invoiceNumber: string;
  orderId: string;
  orderNumber: string;
  issuedAt: string;
  dueDate: string;
  gross: number;
  currency: string;
  /** When it was recorded as paid; null while open. */
  paidAt: string | null;
};

export type BackofficeCustomerInvoicePage = {
  items: BackofficeCustomerInvoice[];
  total: number;
  skip: number;
  take: number;
};

export type BackofficeCustomerItem = {
  id: string;
  customerNumber: number;
  name: string;
  orgNumber: string;
  market: string;
  /** Minor units; 0 = card payment only. */
  creditLimit: {
    amount: number;
    currency: string;
  };
  /** Unpaid invoice orders, minor units; an invoice order needs openBalance + its gross ≤ creditLimit (docs/customer.md, invoice credit). */
  openBalance: {
    amount: number;
    currency: string;
  };
  isBlocked: boolean;
  blockedReason: string | null;
};

export type BackofficeCustomerOptions = {
  markets: {
    code: string;
    name: string;
    currency: string;
  }[];
  priceLists: {
    id: string;
    code: string;
    name: string;
    market: string;
  }[];
  salesReps: {
    contactId: string;
    name: string;
    email: string;
  }[];
  assortments: {
    id: string;
    name: string;
  }[];
};

export type BackofficeCustomerOrderPage = {
  items: BackofficeOrderItem[];
  total: number;
  skip: number;
  take: number;
};

/** By name (ties by id). */
export type BackofficeCustomerPage = {
  items: BackofficeCustomerItem[];
  total: number;
  skip: number;
  take: number;
};

export type BackofficeCustomerQuote = {
  id: string;
  quoteNumber: string;
  status: 'requested' | 'sent' | 'accepted' | 'rejected' | 'withdrawn';
  createdAt: string;
  validUntil: string | null;
  orderId: string | null;
  requestedBy: string;
};

export type BackofficeCustomerQuotePage = {
  items: BackofficeCustomerQuote[];
  total: number;
  skip: number;
  take: number;
};

export type BackofficeCustomerTicket = {
  id: string;
  number: number;
  subject: string;
  status: 'open' | 'waiting_for_customer' | 'solved' | 'closed';
  createdAt: string;
};

export type BackofficeCustomerTicketPage = {
  items: BackofficeCustomerTicket[];
  total: number;
  skip: number;
  take: number;
};

export type BackofficeCustomerUser = {
  contactId: string;
  name: string;
  email: string;
  phone: string | null;
  role: 'admin' | 'buyer' | 'viewer';
  status: MembershipStatus;
};

export type BackofficeCustomerUserPage = {
  items: BackofficeCustomerUser[];
  total: number;
  skip: number;
  take: number;
};

export type BackofficeMarket = {
  code: string;
  name: LocalizedName;
  currency: string;
  vatRates: VatRates;
  zipPattern: string;
  locale: string;
  timeZone: string | null;
};

export type BackofficeMarketList = {
  markets: BackofficeMarket[];
};

export type BackofficeOrder = {
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
  /** route, express or pickup. */
  shippingMethod: string;
  /** The subscription that placed the order, if any. */
  subscriptionId: string | null;
  /** The cost centre the order is for, as it was at ordering. */
  costCentre: {
    id: string;
    code: string;
    name: string;
  } | null;
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
  customer: {
    id: string;
    name: string;
    customerNumber: number;
    orgNumber: string;
    isBlocked: boolean;
  };
  /** Who placed the order. */
  placedBy: {
    contactId: string;
    name: string;
    email: string;
    phone: string | null;
    /** An Engros agent or operator (not a member of the company). */
    isStaff: boolean;
  };
  /** The status history, oldest first, with who moved it (null: the fulfilment plan). */
  timeline: {
    status: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled';
    at: string;
    note: string | null;
    by: {
      contactId: string;
      name: string;
      isStaff: boolean;
    } | null;
  }[];
  /** The moves POST /api/backoffice/orders/{orderId}/status accepts now. */
  nextStatuses: ('confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled')[];
  /** Card (the payment at the provider) or invoice (the invoice, once made). */
  payment: {
    method: 'card';
    status: 'created' | 'reserved' | 'charged' | 'cancelled' | 'refunded';
    provider: string;
    paymentId: string;
    amount: number;
    reservedAmount: number;
    chargedAmount: number;
    refundedAmount: number;
    cancelledAmount: number;
  } | {
    method: 'invoice';
    /** null until the invoice is made. */
    invoice: {
      invoiceNumber: string;
      issuedAt: string;
      dueDate: string;
      kid: string;
    } | null;
    /** When staff recorded the invoice as paid (POST /api/backoffice/orders/{orderId}/invoice-paid); null while it is open and takes the company's credit. */
    paidAt: string | null;
  };
};

export type BackofficeOrderItem = {
  id: string;
  orderNumber: string;
  status: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled';
  createdAt: string;
  department: string;
  market: string;
  currency: string;
  net: number;
  gross: number;
  purchaseOrderNumber: string | null;
  requestedDeliveryDate: string | null;
  customer: {
    id: string;
    name: string;
    customerNumber: number;
  };
  placedBy: {
    contactId: string;
    name: string;
  };
};

/** Newest first (ties by id), pages by cursor. */
export type BackofficeOrderPage = {
  items: BackofficeOrderItem[];
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: string | null;
  totals: {
    /** Matching orders, counted up to 10,000. */
    count: number;
    /** False when more than 10,000 match. */
    isExact: boolean;
    /** Gross sum of the matching orders per currency; empty when the count is not exact. */
    sums: {
      currency: string;
      gross: number;
    }[];
  };
};

export type BackofficeProduct = {
  id: string;
  productNumber: string;
  slug: string;
  name: {
    nb: string;
    en: string;
  };
  description: {
    nb: string;
    en: string;
  };
  categoryId: string;
  brandId: string | null;
  unit: string;
  packSize: number;
  vatClass: 'standard' | 'reduced' | 'zero';
  department: string;
  isPrescriptionOnly: boolean;
  status: ProductStatus;
  properties: Record<string, {
    nb: string;
    en: string;
  }>;
  variants: BackofficeVariant[];
  createdAt: string;
  updatedAt: string;
};

export type BackofficeProductBulkInput = {
  productIds: string[];
  action: 'activate' | 'discontinue' | 'move';
  /** Required with `move`. */
  categoryId?: string;
};

export type BackofficeProductBulkResult = {
  /** Products whose status or category changed. */
  changed: number;
};

export type BackofficeProductCopyInput = {
  productNumber: string;
  /** New SKUs for the copy's variants in order; by default each SKU with the product number's prefix changed. */
  variantSkus?: string[];
};

export type BackofficeProductEditInput = {
  /** The product's own number (SKU of the product), unique. */
  productNumber: string;
  name: {
    nb: string;
    en: string;
  };
  description: {
    nb: string;
    en: string;
  };
  categoryId: string;
  brandId: string | null;
  /** UN/ECE unit of measure (PCE, BX, PK, KGM, LTR …). */
  unit: string;
  packSize: number;
  vatClass: 'standard' | 'reduced' | 'zero';
  /** The department that ships it (code). */
  department: string;
  isPrescriptionOnly: boolean;
  status: ProductStatusInput;
  /** Property key → value in nb and en. A key left out has no value. */
  properties?: Record<string, {
    nb: string;
    en: string;
  }>;
  /** Every variant, in display order; one left out of an update is removed. */
  variants: BackofficeVariantEditInput[];
};

export type BackofficeProductFormOptions = {
  /** Languages every name, text and property value needs. */
  languages: string[];
  categories: {
    id: string;
    parentId: string | null;
    name: {
      nb: string;
      en: string;
    };
  }[];
  brands: {
    id: string;
    name: string;
  }[];
  departments: {
    code: string;
    name: {
      nb: string;
      en: string;
    };
  }[];
  properties: {
    key: string;
    label: {
      nb: string;
      en: string;
    };
    isDisplayed: boolean;
    isFacet: boolean;
  }[];
};

export type BackofficeProductPage = {
  items: BackofficeProductRow[];
  total: number;
  page: number;
  pageSize: number;
};

export type BackofficeProductRow = {
  id: string;
  productNumber: string;
  slug: string;
  name: {
    nb: string;
    en: string;
  };
  status: ProductStatus;
  category: {
    id: string;
    name: string;
  };
  brand: {
    id: string;
    name: string;
  } | null;
  variantCount: number;
  /** Units in stock over the product's active variants. */
  stock: number;
  imageCount: number;
  updatedAt: string;
};

export type BackofficeStockLevelsInput = {
  levels: {
    sku: string;
    /** Units in stock now. */
    stock: number;
    /** Days to deliver when it is out of stock; left as it is when not sent. */
    leadTimeDays?: number;
  }[];
};

export type BackofficeStockLevelsResult = {
  /** SKUs whose stock or lead time changed. */
  changed: number;
  /** SKUs already so. */
  unchanged: number;
  /** SKUs the shop does not have: left alone. */
  unknownSkus: string[];
};

export type BackofficeVariant = {
  sku: string;
  gtin: string | null;
  name: {
    nb: string;
    en: string;
  };
  packSize: number;
  stock: number;
  leadTimeDays: number;
  isActive: boolean;
  properties: Record<string, {
    nb: string;
    en: string;
  }>;
};

export type BackofficeVariantEditInput = {
  sku: string;
  /** EAN/GTIN: 8, 12, 13 or 14 digits with a valid check digit; empty for none. */
  gtin?: string;
  /** The variant's name; an empty one is the product's name. */
  name?: {
    nb: string;
    en: string;
  };
  packSize: number;
  stock: number;
  leadTimeDays: number;
  /** Sold and shown; true when left out. */
  isActive?: boolean;
  /** Property key → value in nb and en. A key left out has no value. */
  properties?: Record<string, {
    nb: string;
    en: string;
  }>;
};

export type Brand = {
  id: string;
  slug: string;
  name: string;
  productCount: number;
};

export type BrandList = {
  brands: Brand[];
};

export type BrandRef = {
  slug: string;
  name: string;
};

export type BusinessCustomerChangedEventInput = {
  /** Unique per event: a repeat is answered as a duplicate. */
  eventId: string;
  /** When the change happened in the order-management system (orders events). */
  occurredAt: string;
  /** Our customer number of the company. */
  customerNumber?: number;
  /** Organization number (with market). */
  orgNumber?: string;
  /** Market of orgNumber; default NO. */
  market?: string;
  changes: {
    name?: string;
    /** Replaces the company's default invoice address. */
    invoiceAddress?: EventAddressInput;
    /** Replaces the company's default delivery address. */
    deliveryAddress?: EventAddressInput;
    blocked?: {
      isBlocked: boolean;
      reason?: string | null;
    };
    credit?: {
      /** stopped: no invoice payment (limit 0) until ok again. */
      status: 'ok' | 'stopped';
      /** Credit limit in minor units of the company's currency. */
      limit: number;
    };
    /** The customer's contract price list by code; null: none. */
    priceList?: {
      code: string;
    } | null;
  };
};

export type CardPaymentTransaction = {
  transactionId: string;
  provider: 'nets';
  paymentId: string;
  hostedPaymentPageUrl: string;
  cartId: string;
  cartVersion: number;
  /** Minor units incl. VAT: the cart gross total when the payment was made */
  amount: number;
  currency: string;
  status: 'created' | 'reserved' | 'charged' | 'cancelled' | 'refunded';
  reservedAmount: number;
  chargedAmount: number;
  refundedAmount: number;
  cancelledAmount: number;
  orderId: string | null;
  orderNumber: string | null;
  note: string | null;
  createdAt: string;
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
    shippingMethod: 'route' | 'express' | 'pickup';
    /** The company's cost centre (docs/approvals.md). */
    costCentreId: string | null;
  };
  lines: CartLine[];
  shipping: CartShipping;
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
  /** Why the line has its price now, e.g. "Kampanje Vårkampanje, til 30.4." (docs/pricing.md). */
  priceSource: PriceSource | null;
  /** The unit price the line had when it was added or last changed, when the price is another now (a price change since then; minor units excl. VAT); null when unchanged. */
  previousUnitPrice: number | null;
  stock: number | null;
  isInStock: boolean;
  isPrescriptionOnly: boolean;
  addedAt: string;
  /** The variant's own picture, else its product's cover. */
  image: ProductCardImage | null;
};

/** The chosen shipping method and its fee. */
export type CartShipping = {
  method: 'route' | 'express' | 'pickup';
  name: string;
  /** Minor units excl. VAT; included in the totals. */
  fee: number;
  vatRate: number;
  vat: number;
};

export type CatalogImport = {
  id: string;
  fileName: string | null;
  status: 'running' | 'done' | 'failed';
  /** Rows in the file. */
  total: number;
  /** Rows applied so far (created + updated + unchanged + failed). */
  done: number;
  /** Rows whose SKU was new. */
  created: number;
  /** Rows that changed a product, variant or list price. */
  updated: number;
  /** Rows that matched the catalog already. */
  unchanged: number;
  failed: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** Rows that could not be applied, with the reason. */
  failures: {
    row: number;
    sku: string;
    reason: string;
  }[];
};

export type CatalogImportList = {
  items: CatalogImportSummary[];
};

export type CatalogImportRequestInput = {
  /** The CSV text: a header row, then one row per SKU (";", "," or tab; UTF-8). Columns in docs/backoffice-catalog.md. May be left out when `zip` holds exactly one .csv file. */
  csv?: string;
  /** A zip (base64) of the pictures the `image` and `variant_image` columns name by file name. */
  zip?: string;
  /** Shown in the list of imports. */
  fileName?: string;
};

export type CatalogImportSummary = {
  id: string;
  fileName: string | null;
  status: 'running' | 'done' | 'failed';
  /** Rows in the file. */
  total: number;
  /** Rows applied so far (created + updated + unchanged + failed). */
  done: number;
  /** Rows whose SKU was new. */
  created: number;
  /** Rows that changed a product, variant or list price. */
  updated: number;
  /** Rows that matched the catalog already. */
  unchanged: number;
  failed: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type CategoryLookup = {
  id: string;
  /** The category's current slug in the caller's language. */
  slug: string;
  name: string;
  /** False when the slug asked for is an old one (from before a rename): link to `slug` instead. */
  isCurrent: boolean;
};

/** The name in each language (both required). */
export type CategoryNamesInput = {
  nb: string;
  en: string;
};

export type CategoryNode = {
  id: string;
  slug: string;
  name: string;
  /** Active products here and in every subcategory. */
  productCount: number;
  children: CategoryNode[];
};

export type CategoryRef = {
  slug: string;
  name: string;
};

export type CategorySlugsInput = {
  /** The Norwegian slug: the category's URL. */
  nb: string;
  /** The English slug when it differs; null or left out: the Norwegian one. */
  en?: string | null;
};

export type CategoryTree = {
  categories: CategoryNode[];
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

export type ChangePasswordBodyInput = {
  /** Required when the account has a password; an invited contact sets the first one without it. */
  currentPassword?: string;
  /** At least 10 characters of two kinds. */
  newPassword: string;
};

export type Chat = {
  id: string;
  ticketId: string;
  status: 'active' | 'ended';
  agent: SupportAuthor | null;
  createdAt: string;
  endedAt: string | null;
  messages: ChatMessage[];
};

export type ChatMessage = {
  chatId: string;
  /** Per chat 1, 2, 3 …; the SSE event id. */
  seq: number;
  kind: 'message' | 'ended';
  author: SupportAuthor;
  body: string;
  createdAt: string;
};

export type ChatMessageRequestInput = {
  chatId: string;
  body: string;
};

export type CheckUserBodyInput = {
  email: string;
  password: string;
};

export type CheckUserResult = {
  contactId: string;
  name: string;
  email: string;
  /** nb or en: the language the person chose. */
  locale: string;
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

export type CheckoutProblem = {
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

/** Invoice addresses first, then delivery; defaults first within a type. */
export type CompanyAddressList = {
  customerId: string;
  addresses: CompanyAddress[];
};

export type CompanyAddressType = 'invoice' | 'delivery';

export type CompanyAddressTypeInput = 'invoice' | 'delivery';

export type CompanyAssortment = {
  customerId: string;
  assortmentId: string | null;
  /** How many products the company sees now. */
  preview: AssortmentPreview;
};

export type CompanyAssortmentBodyInput = {
  /** The assortment; null: the whole catalog again. */
  assortmentId: string | null;
};

export type CompanyLimitsRequestInput = {
  /** Minor units of the company currency, net of VAT; null = no limit. */
  perOrder: number | null;
  /** Minor units of the company currency, net of VAT; null = no limit. */
  perMonth: number | null;
  /** The company. */
  customerId: string;
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

export type CompanyMemberList = {
  customerId: string;
  contacts: CompanyMember[];
};

/** viewer < buyer < admin. Viewers read, buyers order, admins manage. */
export type CompanyRole = 'admin' | 'buyer' | 'viewer';

/** viewer < buyer < admin. Viewers read, buyers order, admins manage. */
export type CompanyRoleInput = 'admin' | 'buyer' | 'viewer';

/** Placed orders per calendar month (Oslo time), cancelled orders left out. */
export type CompanySpend = {
  customerId: string;
  /** The company's currency (its home market's); orders in other currencies are left out. */
  currency: string;
  /** Every month of the period, oldest first; months without orders count 0. */
  months: SpendMonth[];
  total: {
    orderCount: number;
    net: Money;
    gross: Money;
  };
};

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

export type ConsentState = {
  customerId: string;
  contactId: string;
  /** Every consent type, in a fixed order. */
  consents: Consent[];
  /** Every change, newest first. */
  history: ConsentEvent[];
};

export type Contact = {
  contactId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: string;
  isActive: boolean;
  staffRole: ('administrator' | 'catalog_manager' | 'customer_service' | 'read_only') | null;
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

export type ContactCompany = {
  customerId: string;
  name: string;
  customerNumber: number;
  isBlocked: boolean;
  role: CompanyRole;
  status: MembershipStatus;
};

export type ContactLimitsRequestInput = {
  /** Minor units of the company currency, net of VAT; null = no limit. */
  perOrder: number | null;
  /** Minor units of the company currency, net of VAT; null = no limit. */
  perMonth: number | null;
  /** The company. */
  customerId: string;
  /** Named approver (buyers only; admins always approve). */
  isApprover: boolean;
};

export type ContactLocale = {
  contactId: string;
  locale: 'nb' | 'en';
};

export type ContactLocaleBodyInput = {
  /** The language of the shop and of e-mails. */
  locale: 'nb' | 'en';
};

export type ContentDeleteInput = {
  _id: string;
  /** The version deleted; by default the sanity-transaction-time or the time received. */
  _updatedAt?: string;
};

export type ContentPage = {
  id: string;
  type: 'article' | 'landingPage';
  language: 'nb' | 'en';
  slug: string;
  title: string;
  body: string;
  images: {
    url: string;
    alt: string | null;
  }[];
  productIds: string[];
  alternates: {
    language: 'nb' | 'en';
    slug: string;
  }[];
  updatedAt: string;
};

export type ContentSearchHit = {
  /** The content platform's document id. */
  id: string;
  type: 'article' | 'landingPage';
  language: 'nb' | 'en';
  slug: string | null;
  title: string;
  /** The title as HTML, matched words in <mark>…</mark>. */
  highlightedTitle: string;
  /** Up to two passages of the body around the matches, as HTML, matched words in <mark>. */
  highlightedExcerpt: string;
  /** Products the document names. */
  productIds: string[];
};

export type ContentUpdateInput = {
  _id: string;
  _type: 'article' | 'landingPage' | 'productEnrichment';
  _updatedAt: string;
  language?: 'nb' | 'en';
  title?: string;
  slug?: string | null;
  /** Plain text of the body (e.g. GROQ pt::text(body)). */
  body?: string;
  /** Products the document names: ids, SKUs or product numbers. */
  products?: string[];
  /** productEnrichment: the product it enriches (id, SKU or product number). */
  product?: string | null;
  images?: {
    url: string;
    alt?: string | null;
  }[];
};

export type ContentWriteResult = {
  id: string;
  /** applied/deleted: written; unchanged: this version is already stored (a repeat); stale: a newer version (or its deletion) is stored, nothing changed. */
  status: 'applied' | 'unchanged' | 'stale' | 'deleted';
  /** Product references that name no product (stored without them). */
  unresolvedRefs: string[];
};

export type CopyPriceListRequestInput = {
  /** A unique code, stored in upper case (e.g. NORDLYS-2026). */
  code: string;
  name: string;
  /** Default: the copied list's. */
  validFrom?: string | null;
  /** Default: the copied list's. */
  validTo?: string | null;
};

/** A new list of the caller's, in the same company. */
export type CopyShoppingListRequestInput = {
  name: string;
  isShared?: boolean;
};

export type CostCentre = {
  id: string;
  customerId: string;
  code: string;
  name: string;
  deliveryAddressId: string | null;
  perOrder: number | null;
  perMonth: number | null;
  isActive: boolean;
};

export type CostCentreCreateRequestInput = {
  customerId: string;
  code: string;
  name: string;
  deliveryAddressId?: string | null;
  /** Minor units of the company currency, net of VAT; null = no limit. */
  perOrder?: number | null;
  /** Minor units of the company currency, net of VAT; null = no limit. */
  perMonth?: number | null;
};

export type CostCentreList = {
  items: CostCentre[];
};

/** Fields left out stay. */
export type CostCentreUpdateRequestInput = {
  customerId: string;
  name?: string;
  deliveryAddressId?: string | null;
  /** Minor units of the company currency, net of VAT; null = no limit. */
  perOrder?: number | null;
  /** Minor units of the company currency, net of VAT; null = no limit. */
  perMonth?: number | null;
  isActive?: boolean;
};

export type CreateBackofficeCustomerRequestInput = {
  name: string;
  /** NO: 9 digits (mod 11), SE: 10 digits (Luhn), DK: CVR 8 digits (mod 11). */
  orgNumber: string;
  /** Home market (currency, VAT, the org number’s check). */
  market: string;
  /** When VAT-registered: NO{org}MVA, SE{org}01, DK{cvr}. */
  vatNumber?: string | null;
  email?: string | null;
  phone?: string | null;
  invoiceAddress: NewCompanyAddressInput;
  /** Minor units of the market’s currency; 0 (default) = card payment only. */
  creditLimit?: number;
  /** A contract price list. */
  priceListId?: string | null;
  /** Days to pay an invoice. */
  paymentTermsDays?: number;
  salesRepId?: string | null;
  /** The products the company may see (docs/catalog.md "Assortments"); none = all. */
  assortmentId?: string | null;
  /** The first admin: invited by e-mail (a new contact when the address is new). */
  admin: NewContactInput;
};

export type CreateCardPaymentBodyInput = {
  customerId?: string;
  /** The cart version the buyer saw; another version → 422 cart_changed (nothing reserved). */
  expectedVersion?: number;
  /** The gross total the buyer saw; when prices moved since, 422 price_changed with the new totals. */
  expectedGross?: number;
};

/** The new category goes last among its siblings. */
export type CreateCategoryRequestInput = {
  /** The parent; null or left out: top level. */
  parentId?: string | null;
  name: CategoryNamesInput;
  slug: CategorySlugsInput;
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

export type CreateDeliveryRouteBodyInput = {
  code: string;
  /** Two letters (NO, SE, DK). */
  market: string;
  name: LocalizedNameInput;
  /** A zip code as a number (0150 → 150). */
  zipFrom: number;
  /** A zip code as a number (0150 → 150). */
  zipTo: number;
  isServed?: boolean;
  /** The days the truck comes (at least one for a route that is served). */
  weekdays?: ('monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday')[];
  transitDays?: number;
  cutOff?: string;
  /** Same-day orders before this time, or null. */
  expressBefore?: string | null;
};

export type CreateHolidayBodyInput = {
  /** Two letters (NO, SE, DK). */
  market: string;
  date: string;
  name: LocalizedNameInput;
};

export type CreateOrderFromPaymentBodyInput = Record<string, unknown>;

export type CreateOrderRequestInput = {
  /** The person (contact id): for now the caller's own id. */
  pid: string;
  /** The company. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  /** The cart version the buyer saw; another version → 422 cart_changed. */
  expectedVersion?: number;
  /** The gross total the buyer saw; when prices moved since, 422 price_changed with the new totals (no order). */
  expectedGross?: number;
};

export type CreatePriceListRequestInput = {
  /** A unique code, stored in upper case (e.g. NORDLYS-2026). */
  code: string;
  name: string;
  kind: AgreementKindInput;
  /** Market (country) code: NO, SE or DK. */
  market: string;
  /** The market's currency (the default; another → 400). */
  currency?: string;
  validFrom?: string | null;
  validTo?: string | null;
};

export type CreateShoppingListRequestInput = {
  /** The company (customer) of the lists. */
  customerId: string;
  name: string;
  isShared?: boolean;
  /** Agents only (403 otherwise): a list curated by the shop; always shared. */
  isPriceList?: boolean;
};

export type CreateStaffBodyInput = {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRoleInput;
  locale?: 'nb' | 'en';
};

export type CreateSubscriptionRequestInput = {
  customerId: string;
  /** The caller's cart whose lines become the template (it is not emptied). */
  cartId: string;
  name?: string;
  /** Weeks between deliveries, 1–52. */
  intervalWeeks: number;
  /** A route day of the address's zip code whose order cut-off has not passed. */
  firstDeliveryDate: string;
  deliveryAddressId: string;
  /** Only invoice for now: card → 422 payment_method_not_allowed. */
  paymentMethod?: 'invoice' | 'card';
};

export type CreateTicketRequestInput = {
  /** The company (customer) of the ticket. */
  customerId: string;
  /** Agents: the contact the ticket is for (a member). Customers: themselves (the default). */
  contactId?: string;
  subject: string;
  body: string;
  category: TicketCategoryInput;
  /** An order of the company (422 ticket_order_not_in_company). */
  orderId?: string;
};

export type CustomerStandingEvent = {
  id: string;
  change: 'blocked' | 'unblocked' | 'credit_limit';
  creditLimitBefore: number | null;
  creditLimitAfter: number | null;
  reason: string;
  at: string;
  by: {
    contactId: string;
    name: string;
  };
};

export type DeclinedInvitation = {
  invitationId: string;
  status: 'declined';
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

export type DeliveryDate = {
  date: string;
  weekday: Weekday;
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

export type DeliveryDatesRequestInput = {
  /** Market code: NO, SE or DK. */
  market: string;
  /** Zip code, e.g. 0150 or 113 57. */
  zipCode: string;
  /** The caller's cart the dates are for: the largest lead time of its items is added (docs/delivery.md). */
  cartId?: string;
  /** The earliest date wanted (YYYY-MM-DD, within a year); default today. */
  fromDate?: string;
  /** How many dates (1-60). */
  count?: number;
};

export type DeliveryPreview = {
  market: string;
  zipCode: string;
  timeZone: string;
  isServed: boolean;
  /** The route that serves the zip code, or the area not served (isServed false). */
  route: {
    code: string;
    name: string;
    weekdays: Weekday[];
    transitDays: number;
  } | null;
  cutOff: string;
  dates: DeliveryDate[];
  /** Holidays between today and the last date listed. */
  holidays: Holiday[];
};

export type DeliveryRoute = {
  code: string;
  market: string;
  name: LocalizedName;
  zipFrom: number;
  zipTo: number;
  /** False: an area inside the market we do not deliver to (Svalbard). */
  isServed: boolean;
  weekdays: Weekday[];
  transitDays: number;
  /** Local time on the working day transitDays before delivery. */
  cutOff: string;
  expressBefore: string | null;
  updatedAt: string;
};

/** By market and zip code. */
export type DeliveryRouteList = {
  routes: DeliveryRoute[];
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

/** Fields left out stay as they are; null clears an optional field. */
export type EditPersonAddressRequestInput = {
  /** The person: the caller or a person the caller may act for (else 404). */
  pid: string;
  addressId: string;
  /** Recipient name on the label. */
  name?: string;
  line1?: string;
  line2?: string | null;
  /** Checked against the country's zip format. */
  zipCode?: string;
  city?: string;
  /** A country we sell in (a market code). */
  country?: string;
  phone?: string | null;
  deliveryInstructions?: string | null;
  /** Make this the default (the default moves; it is never unset). */
  isDefault?: true;
};

/** ID-porten security level. */
export type EidAcrLevel = 'idporten-loa-low' | 'idporten-loa-substantial' | 'idporten-loa-high';

/** ID-porten security level. */
export type EidAcrLevelInput = 'idporten-loa-low' | 'idporten-loa-substantial' | 'idporten-loa-high';

export type EidAuthorizeBodyInput = {
  /** The least security level the sign-in must reach. */
  acr?: EidAcrLevelInput;
  /** Language of the provider's pages; default the request language. */
  uiLocales?: 'nb' | 'nn' | 'en' | 'se';
  /** The token of an invitation link: accepted for the person who signs in, who gets the invitation's access. */
  invitationToken?: string;
  /** A path on our site to go to after sign-in; given back by /api/idporten/token. */
  returnTo?: string;
};

export type EidAuthorizeResult = {
  /** The provider URL to send the browser to. */
  url: string;
  /** Bind it to the browser (a cookie) and compare it on the way back. */
  state: string;
  /** The sign-in must finish before this (10 minutes). */
  expiresAt: string;
};

export type EidFrontchannelLogoutBodyInput = {
  /** `iss` of the front-channel logout request: must be our eID issuer. */
  iss: string;
  /** `sid` of the front-channel logout request. */
  sid: string;
};

export type EidFrontchannelLogoutResult = {
  /** How many of our sessions ended. */
  ended: number;
};

export type EidLogoutBodyInput = {
  refreshToken?: string;
};

export type EidLogoutResult = {
  /** Send the browser here to end the provider's session; null when the sign-in did not use eID. */
  endSessionUrl: string | null;
  /** Comes back on the post-logout redirect. */
  state: string | null;
};

export type EidRefreshBodyInput = {
  refreshToken: string;
};

export type EidRefreshResult = {
  contactId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
};

export type EidTokenBodyInput = {
  code: string;
  state: string;
  /** The `iss` of the authorization response (RFC 9207). */
  iss?: string;
};

export type EidTokenResult = {
  contactId: string;
  name: string;
  email: string;
  /** nb or en: the language the person chose. */
  locale: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  companies: {
    customerId: string;
    name: string;
    role: 'admin' | 'buyer' | 'viewer';
  }[];
  returnTo: string | null;
  acr: EidAcrLevel;
  /** ID-porten's session id (`sid` of the id_token): front-channel logout names it. */
  sid: string | null;
};

export type EidUserInfo = {
  /** The provider's pairwise subject. */
  sub: string;
  /** The identity number, masked: birth-date part only (e.g. 120384*****). */
  pid: string | null;
  birthDate: string | null;
  acr: string;
  locale: string | null;
  authTime: string | null;
  /** Whether the provider's userinfo answered just now. */
  source: 'userinfo' | 'id_token';
};

export type EmailLinkBodyInput = {
  email: string;
  /** The link's token as Auth.js made it (the link itself is built here, on WEB_ORIGIN). */
  token: string;
  /** A path on the shop to go to after the sign-in (default /). */
  returnTo?: string;
};

export type EndChatRequestInput = {
  chatId: string;
  /** Mail the transcript to the ticket's contact (default false). */
  sendTranscript?: boolean;
};

export type EndSubscriptionRequestInput = {
  reason: string;
};

export type EventAddressInput = {
  name: string;
  line1: string;
  line2?: string | null;
  zipCode: string;
  city: string;
  /** ISO country code; one of the company's markets. */
  country: string;
};

export type EventReceipt = {
  eventId: string;
  /** applied: at least one field changed; stale: every field had newer data; duplicate: seen. */
  status: 'applied' | 'duplicate' | 'stale';
  /** What the first delivery of the event did. */
  originalStatus: 'applied' | 'stale';
  /** When we first received and recorded the event. */
  appliedAt: string;
  occurredAt: string;
  companyId: string;
  customerNumber: number;
  appliedFields: ('name' | 'invoiceAddress' | 'deliveryAddress' | 'blocked' | 'credit' | 'priceList')[];
  /** Fields a newer event had already set. */
  staleFields: ('name' | 'invoiceAddress' | 'deliveryAddress' | 'blocked' | 'credit' | 'priceList')[];
};

export type FreshSession = {
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

export type FutureDeliveries = {
  customerId: string;
  items: {
    kind: 'subscription' | 'order';
    /** Delivery date; null for an order without one. */
    date: string | null;
    subscriptionId: string | null;
    scheduledDate: string | null;
    /** Why the delivery date differs from the scheduled date. */
    movedReason: ('holiday' | 'not_route_day') | null;
    orderId: string | null;
    orderNumber: string | null;
    orderStatus: string | null;
  }[];
};

export type FutureDeliveriesRequestInput = {
  /** The company. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  /** Dates per active subscription. */
  count?: number;
};

/** A day the market’s warehouses and carriers stand still. */
export type Holiday = {
  date: string;
  name: LocalizedName;
};

export type HolidayList = {
  market: string;
  year: number;
  /** False: the year is not kept yet and these are the generated defaults (a first edit keeps them). */
  isStored: boolean;
  holidays: Holiday[];
};

/** A srcset per format: `<url> <width>w` entries, narrowest first. */
export type ImageSrcSet = {
  avif: string;
  webp: string;
  jpeg: string;
};

export type ImportPriceListPricesRequestInput = {
  csv: string;
  /** merge: each SKU in the file gets the file's tiers, others stay; replace: the list becomes the file. */
  mode?: 'merge' | 'replace';
};

export type ImportShoppingListRequestInput = {
  /** Rows "sku;quantity" (";", "," or tab); an optional header row; at most 1,000 rows. */
  csv: string;
  /** add: to the quantities on the list; replace: the file becomes the list. */
  mode?: 'add' | 'replace';
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

export type InvitationList = {
  email: string;
  invitations: Invitation[];
};

export type InvitationLookup = {
  invitationId: string;
  customerId: string;
  companyName: string;
  contactId: string | null;
  email: string;
  role: CompanyRole;
  expiresAt: string;
  createdAt: string;
  status: 'open' | 'accepted' | 'revoked' | 'expired';
};

/** The new membership (status invited) and the invitation sent. */
export type InvitedMember = {
  member: CompanyMember;
  invitation: Invitation;
};

export type InvoiceFile = {
  invoiceNumber: string;
  orderNumber: string;
  orderId: string;
  customerId: string;
  /** ISO 8601 instant. */
  issuedAt: string;
  /** Issue date (Oslo) + payment terms (30 days). */
  dueDate: string;
  currency: string;
  /** Amount to pay incl. VAT, minor units (the order gross). */
  amount: number;
  net: number;
  /** VAT per rate, as on the order. */
  vat: {
    /** Basis points (2500 = 25 %). */
    rate: number;
    base: number;
    vat: number;
  }[];
  /** Payment reference (KID), MOD10 (Luhn) check digit last. */
  kid: string;
  fileName: string;
  contentType: 'application/pdf';
  /** Bytes of the PDF. */
  size: number;
  /** Where a browser can fetch the same PDF (GET, bearer token). */
  url: string;
  /** The PDF, base64. The same bytes on every call. */
  content: string;
};

export type JoinRequest = {
  id: string;
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  status: 'unverified' | 'pending' | 'approved' | 'rejected';
  role: ('admin' | 'buyer' | 'viewer') | null;
  verifiedAt: string | null;
  decidedAt: string | null;
  createdAt: string;
};

export type JoinRequestCreateInput = {
  email: string;
  firstName: string;
  lastName: string;
  locale?: 'nb' | 'en';
};

export type LiveSession = {
  contactId: string;
  /** The active memberships this session may act on now, with their roles. */
  companies: {
    customerId: string;
    role: 'admin' | 'buyer' | 'viewer';
  }[];
};

/** The text in Norwegian (nb) and English (en); both are required. */
export type LocalizedName = {
  nb: string;
  en: string;
};

/** The text in Norwegian (nb) and English (en); both are required. */
export type LocalizedNameInput = {
  nb: string;
  en: string;
};

export type ManagedProductImage = {
  id: string;
  /** Set when the image is this variant's own. */
  sku: string | null;
  /** 0 is the cover. */
  position: number;
  /** Alt text in the caller's language. */
  alt: string;
  /** Intrinsic width of the largest file (for the aspect ratio). */
  width: number;
  height: number;
  /** A ~16 px WebP as a data: URL, for a blurred placeholder. */
  placeholder: string;
  /** The dominant colour as #rrggbb, a placeholder background. */
  dominantColor: string;
  /** The widest JPEG, for clients without srcset (relative: /media/<key>). */
  url: string;
  srcSet: ImageSrcSet;
  altTexts: {
    nb: string;
    en: string;
  };
  renditions: {
    url: string;
    key: string;
    format: 'avif' | 'webp' | 'jpeg';
    width: number;
    height: number;
    bytes: number;
  }[];
  sourceUrl: string | null;
  createdAt: string;
};

export type ManagedProductImageList = {
  items: ManagedProductImage[];
};

/** invited: not yet accepted (no access); active: has access; inactive: deactivated by an admin. */
export type MembershipStatus = 'active' | 'invited' | 'inactive';

export type Money = {
  amount: number;
  currency: string;
};

export type MoveCategoryRequestInput = {
  /** The new parent; null: top level. */
  parentId: string | null;
  /** Place among the new siblings, from 0; beyond the last: last. */
  position: number;
};

export type NetsWebhookEventInput = {
  id: string;
  timestamp?: string;
  merchantId?: number | string;
  event: string;
  data: {
    paymentId: string;
    [key: string]: unknown;
  };
  [key: string]: unknown;
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
  /** route, express or pickup. */
  shippingMethod: string;
  /** The subscription that placed the order, if any. */
  subscriptionId: string | null;
  /** The cost centre the order is for, as it was at ordering. */
  costCentre: {
    id: string;
    code: string;
    name: string;
  } | null;
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

export type OrderLine = {
  id: string;
  /** 'shipping' is the shipping fee of the method. */
  kind: 'product' | 'shipping';
  sku: string;
  /** The fulfilment unit that picks the line. */
  department: string | null;
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
    kind: AgreementKind | 'quote';
    priceListId: string | null;
    code: string;
  } | null;
  /** Why the line had its price when placed (stored with the line; a later price change never alters it). */
  priceSource: PriceSource | null;
};

export type OrderPage = {
  items: OrderSummary[];
  /** How many orders the company has, counted up to 10,000. */
  total: number;
  /** False when there are more than `total` (10,000). */
  totalIsExact: boolean;
  skip: number;
  take: number;
};

/** What an order would be now; nothing is written. */
export type OrderSimulation = {
  customerId: string;
  cartId: string | null;
  market: string;
  currency: string;
  lines: SimulatedLine[];
  shipping: CartShipping;
  totals: {
    currency: string;
    net: number;
    vat: {
      rate: number;
      base: number;
      vat: number;
    }[];
    gross: number;
    /** Sum of the line discounts against list prices. */
    discount: number;
  };
  /** The checkout check (a cart's), or unavailable lines. */
  problems: CheckoutProblem[];
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
  /** route, express or pickup. */
  shippingMethod: string;
  /** The subscription that placed the order, if any. */
  subscriptionId: string | null;
  /** The cost centre the order is for, as it was at ordering. */
  costCentre: {
    id: string;
    code: string;
    name: string;
  } | null;
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

/** The checks createorder makes, as a list; nothing is written. */
export type OrderValidation = {
  cartId: string;
  version: number;
  isValid: boolean;
  problems: CheckoutProblem[];
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
};

export type OwnInvitations = {
  /** Open (not accepted, withdrawn or expired), newest first. */
  invitations: Invitation[];
};

export type OwnPasskey = {
  id: string;
  name: string | null;
  deviceType: 'singleDevice' | 'multiDevice';
  isBackedUp: boolean;
  lastUsedAt: string | null;
  createdAt: string;
};

export type OwnPasskeyList = {
  items: OwnPasskey[];
};

export type Passkey = {
  id: string;
  contactId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  deviceType: 'singleDevice' | 'multiDevice';
  isBackedUp: boolean;
  transports: string[];
  name: string | null;
  lastUsedAt: string | null;
  createdAt: string;
};

export type PasskeyBodyInput = {
  contactId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  deviceType: 'singleDevice' | 'multiDevice';
  isBackedUp: boolean;
  transports?: ('usb' | 'nfc' | 'ble' | 'internal' | 'hybrid' | 'cable' | 'smart-card')[];
  name?: string;
};

export type PasskeyCounterBodyInput = {
  counter: number;
};

export type PasskeyList = {
  items: Passkey[];
};

export type PersonAddress = {
  addressId: string;
  pid: string;
  name: string;
  line1: string;
  line2: string | null;
  zipCode: string;
  city: string;
  country: string;
  phone: string | null;
  deliveryInstructions: string | null;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
};

/** The markets that deliver to the address (empty when no delivery route serves its zip code). */
export type PersonAddressMarkets = {
  addressId: string;
  markets: {
    market: string;
    name: string;
    currency: string;
    area: {
      code: string;
      name: string;
      weekdays: string[];
    };
  }[];
};

/** The default first, then oldest first. */
export type PersonAddressPage = {
  pid: string;
  skip: number;
  take: number;
  total: number;
  items: PersonAddress[];
};

/** How the caller relates to the person: self, or the link that lets the caller act for them. */
export type PersonRelation = 'self' | 'parent' | 'guardian' | 'carer' | 'proxy';

export type PharmacyChangePersonRequestInput = {
  /** The person: the caller or a person the caller may act for (else 404). */
  pid: string;
};

export type PharmacyGetPersonRequestInput = {
  /** Default: the active person of the session, else the caller. */
  pid?: string;
};

export type PharmacyLoginRequestInput = {
  /** Start acting as this person (default: the caller). */
  pid?: string;
};

export type PharmacyLogoutRequestInput = Record<string, unknown>;

/** Always true: ending an ended session is not an error. */
export type PharmacyLogoutResult = {
  isLoggedOut: true;
};

export type PharmacyPerson = {
  pid: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  birthDate: string | null;
  relation: PersonRelation;
  /** The person the caller acts as in this pharmacy session. */
  isActive: boolean;
};

export type PharmacySession = {
  /** Whom the caller acts as now; use it as pid. */
  activePid: string;
  /** The active person. */
  person: PharmacyPerson;
  /** The caller first, then the persons the caller may act for. */
  persons: PharmacyPerson[];
};

/** Fields left out stay; null clears phone or birth date. The e-mail is the sign-in and changes elsewhere. */
export type PharmacyUpdatePersonRequestInput = {
  /** The person: the caller or a person the caller may act for (else 404). */
  pid: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  birthDate?: string | null;
};

export type Prescription = {
  prescriptionId: string;
  pid: string;
  reference: string;
  patientName: string;
  prescriber: {
    name: string;
    number: string | null;
  };
  issuedOn: string;
  validUntil: string;
  status: PrescriptionStatus;
  lineCount: number;
  lines: PrescriptionLine[];
};

export type PrescriptionLine = {
  lineId: string;
  /** Set when the line allows one SKU. */
  sku: string | null;
  /** Set when the line allows any variant of a product. */
  productId: string | null;
  name: string | null;
  dosage: string | null;
  quantityAllowed: number;
  quantityUsed: number;
  quantityRemaining: number;
};

/** Newest issued first. */
export type PrescriptionList = {
  pid: string;
  items: PrescriptionSummary[];
};

/** The active variants the prescription allows (a product-wide line lists every variant). */
export type PrescriptionProducts = {
  prescriptionId: string;
  status: PrescriptionStatus;
  items: {
    lineId: string;
    sku: string;
    productId: string;
    productNumber: string;
    name: string;
    isPrescriptionOnly: boolean;
    /** What may still be ordered on the line; shared by the variants of a product-wide line. */
    quantityRemaining: number;
  }[];
};

/** active: valid today with quantity left; expired: past valid-until (or not yet valid); used: nothing left; cancelled by the prescriber. */
export type PrescriptionStatus = 'active' | 'expired' | 'used' | 'cancelled';

export type PrescriptionSummary = {
  prescriptionId: string;
  pid: string;
  reference: string;
  patientName: string;
  prescriber: {
    name: string;
    number: string | null;
  };
  issuedOn: string;
  validUntil: string;
  status: PrescriptionStatus;
  lineCount: number;
};

/** The price list that priced a line. */
export type PriceAgreement = {
  kind: AgreementKind;
  priceListId: string;
  code: string;
  name: string;
  /** When the list ends (exclusive, ISO time); null when open. */
  validTo: string | null;
  /** The quantity tier of the list the price came from. */
  minQuantity: number;
};

export type PriceExplainCandidate = {
  priceList: {
    id: string;
    kind: AgreementKind;
    code: string;
    name: string;
    market: string;
    currency: string;
    validFrom: string | null;
    validTo: string | null;
  };
  /** The source in words, e.g. "Kampanje Vårkampanje, til 30.4." */
  source: string;
  tiers: {
    minQuantity: number;
    unitPrice: number;
  }[];
  /** The tier the quantity reaches in this list (null when it does not count). */
  tier: {
    minQuantity: number;
    unitPrice: number;
  } | null;
  verdict: 'wins' | 'higher_price' | 'tie_lost' | 'below_min_quantity' | 'not_yet_valid' | 'expired' | 'other_market';
  /** Why, in the caller's language. */
  reason: string;
};

export type PriceExplainVariant = {
  sku: string;
  productId: string;
  name: string;
  available: boolean;
  /** As the pricing call says (not_sold, no_price…). */
  unavailableReason: string | null;
  /** The winning unit price, minor units excl. VAT. */
  unitPrice: number | null;
  lineTotal: number | null;
  /** The winning source in words. */
  winner: string | null;
  /** Every candidate, the winner first. */
  candidates: PriceExplainCandidate[];
};

export type PriceExplanation = {
  customerId: string;
  customerName: string;
  market: string;
  currency: string;
  quantity: number;
  /** The moment explained (now). */
  at: string;
  /** The rule that chose the winner, in words. */
  rule: string;
  variants: PriceExplainVariant[];
};

export type PriceImportResult = {
  mode: 'merge' | 'replace';
  /** Tiers in the file. */
  rows: number;
  /** SKUs in the file. */
  skus: number;
  /** Tiers that are new. */
  added: number;
  /** Tiers with a new price. */
  changed: number;
  /** Tiers no longer in the list. */
  removed: number;
  unchanged: number;
};

export type PriceListDetail = {
  id: string;
  code: string;
  name: string;
  kind: AgreementKind;
  market: string;
  currency: string;
  /** Start (inclusive); null: since always. */
  validFrom: string | null;
  /** End (exclusive); null: open. */
  validTo: string | null;
  status: 'upcoming' | 'active' | 'ended';
  /** Tiers (rows) in the list. */
  priceCount: number;
  /** Companies with this contract list. */
  companyCount: number;
  createdAt: string;
  /** The companies a contract list is given to (at most 500). */
  companies: {
    id: string;
    name: string;
    customerNumber: number;
  }[];
};

export type PriceListPage = {
  items: PriceListSummary[];
  total: number;
};

export type PriceListSkuPrices = {
  sku: string;
  /** Null for an unknown SKU. */
  name: {
    nb: string;
    en: string;
  } | null;
  /** By min quantity. */
  tiers: PriceListTier[];
};

export type PriceListSkuPricesPage = {
  items: PriceListSkuPrices[];
  /** SKUs matching. */
  total: number;
};

export type PriceListSummary = {
  id: string;
  code: string;
  name: string;
  kind: AgreementKind;
  market: string;
  currency: string;
  /** Start (inclusive); null: since always. */
  validFrom: string | null;
  /** End (exclusive); null: open. */
  validTo: string | null;
  status: 'upcoming' | 'active' | 'ended';
  /** Tiers (rows) in the list. */
  priceCount: number;
  /** Companies with this contract list. */
  companyCount: number;
  createdAt: string;
};

export type PriceListTier = {
  minQuantity: number;
  /** Minor units excl. VAT. */
  unitPrice: number;
};

export type PriceListTierInput = {
  minQuantity: number;
  /** Minor units excl. VAT. */
  unitPrice: number;
};

export type PriceSource = {
  kind: AgreementKind | 'quote';
  code: string;
  name: string | null;
  /** The agreement's end (exclusive), e.g. a campaign's. */
  validTo: string | null;
  /** The quantity tier the price came from. */
  minQuantity: number | null;
  /** In the caller's language, e.g. "Kontraktsprisliste Nordlys 2026", "Kampanje Vårkampanje, til 30.4." */
  text: string;
};

/** From this quantity up, this unit price applies (until the next tier). */
export type PriceTier = {
  minQuantity: number;
  /** Minor units, excl. VAT. */
  unitPrice: number;
  agreementKind: AgreementKind;
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
  /** The product's first image, in card widths (docs/media.md). */
  image: ProductCardImage | null;
};

export type ProductCardImage = {
  /** Alt text in the caller's language. */
  alt: string;
  /** Intrinsic width of the largest file (for the aspect ratio). */
  width: number;
  height: number;
  /** A ~16 px WebP as a data: URL, for a blurred placeholder. */
  placeholder: string;
  /** The dominant colour as #rrggbb, a placeholder background. */
  dominantColor: string;
  /** The widest JPEG, for clients without srcset (relative: /media/<key>). */
  url: string;
  srcSet: ImageSrcSet;
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
  /** In order, the cover first; a variant’s own ones carry its SKU. */
  images: ProductImage[];
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

export type ProductImage = {
  id: string;
  /** Set when the image is this variant's own. */
  sku: string | null;
  /** 0 is the cover. */
  position: number;
  /** Alt text in the caller's language. */
  alt: string;
  /** Intrinsic width of the largest file (for the aspect ratio). */
  width: number;
  height: number;
  /** A ~16 px WebP as a data: URL, for a blurred placeholder. */
  placeholder: string;
  /** The dominant colour as #rrggbb, a placeholder background. */
  dominantColor: string;
  /** The widest JPEG, for clients without srcset (relative: /media/<key>). */
  url: string;
  srcSet: ImageSrcSet;
};

export type ProductImageImportInput = {
  /** An http(s) address of the image on a public server. */
  url: string;
  /** The variant whose own picture this is; null or absent for the product's. */
  sku?: string | null;
  /** Alt text per language; a missing one is the product's name. */
  alt?: {
    nb?: string;
    en?: string;
  };
};

export type ProductImageOrderInput = {
  /** Every one of the product's images. */
  imageIds: string[];
};

/** Only what is sent changes; `sku: null` makes it the product’s. */
export type ProductImageUpdateInput = {
  /** Alt text per language; a missing one is the product's name. */
  alt?: {
    nb?: string;
    en?: string;
  };
  /** The variant whose own picture this is; null or absent for the product's. */
  sku?: string | null;
};

export type ProductImageUploadInput = {
  /** The image file, base64. Or send the file itself as image/*. */
  image: string;
  /** The variant whose own picture this is; null or absent for the product's. */
  sku?: string | null;
  /** Alt text per language; a missing one is the product's name. */
  alt?: {
    nb?: string;
    en?: string;
  };
};

export type ProductList = {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  facets: ProductFacets;
};

export type ProductProperties = {
  productId: string;
  properties: ProductProperty[];
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

/** draft: never shown in the shop; active: shown and sold; discontinued: off the shop, not orderable. */
export type ProductStatus = 'draft' | 'active' | 'discontinued';

/** draft: never shown in the shop; active: shown and sold; discontinued: off the shop, not orderable. */
export type ProductStatusInput = 'draft' | 'active' | 'discontinued';

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

export type ProductVariantsList = {
  /** In the order asked; unknown, inactive and (for a company) unassorted products left out. */
  products: {
    productId: string;
    variants: ProductVariant[];
  }[];
};

/** A form the browser builds from hidden inputs and submits (urlencoded) to `action`. */
export type PunchoutFormPayload = {
  /** Where the browser posts the form. */
  action: string;
  target: string;
  method: 'post';
  fields: {
    name: string;
    value: string;
  }[];
};

export type PunchoutSession = {
  id: string;
  protocol: 'cxml' | 'oci';
  operation: 'create' | 'edit' | 'inspect';
  /** HOOK_URL (OCI) or BrowserFormPost/URL (cXML). */
  returnUrl: string;
  /** OCI ~TARGET (form target frame), else null. */
  target: string | null;
  /** Where to open the shop (OCI DETAIL/SOURCING), else null: the start page. */
  landingPath: string | null;
  expiresAt: string;
};

export type PunchoutStartedSession = {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  contactId: string;
  customerId: string;
  session: PunchoutSession;
};

export type Quote = {
  id: string;
  quoteNumber: string;
  customerId: string;
  requestedBy: {
    contactId: string;
    name: string;
  };
  status: 'requested' | 'sent' | 'accepted' | 'rejected' | 'withdrawn';
  /** Sent, and its validity date has passed: it cannot be accepted. */
  isExpired: boolean;
  currency: string;
  net: number;
  gross: number;
  validUntil: string | null;
  version: number;
  orderId: string | null;
  createdAt: string;
  sentAt: string | null;
  lines: {
    sku: string;
    name: string;
    quantity: number;
    unitPrice: number;
    listUnitPrice: number | null;
    vatRate: number;
    lineTotal: number;
  }[];
  shippingFee: number;
  vat: {
    rate: number;
    base: number;
    vat: number;
  }[];
  messages: {
    id: string;
    author: {
      contactId: string;
      name: string;
      kind: 'customer' | 'agent' | 'system';
    };
    /** For system entries a code: sent, revising (a sent quote being changed), resent, accepted, rejected. */
    body: string;
    createdAt: string;
  }[];
  /** The quote's frozen cart (the requester may pass it to /api/delivery/dates for its lead times). */
  cartId: string;
  deliveryAddressId: string | null;
  /** The cost centre on the quote's frozen cart, if any. */
  costCentreId: string | null;
  requestedDeliveryDate: string | null;
  purchaseOrderNumber: string | null;
  preparedBy: {
    contactId: string;
    name: string;
  } | null;
  decidedBy: {
    contactId: string;
    name: string;
  } | null;
  decidedAt: string | null;
  canAccept: boolean;
  /** Agents, while requested or sent. */
  canEdit: boolean;
};

export type QuoteAcceptRequestInput = {
  /** The version seen; another → 422. */
  expectedVersion?: number;
  deliveryAddressId?: string;
  /** YYYY-MM-DD */
  requestedDeliveryDate?: string;
  purchaseOrderNumber?: string;
  /** An active cost centre of the company for the order (else the one frozen with the quote's cart); another company → 404, inactive → 422 cost_centre_inactive. */
  costCentreId?: string;
};

export type QuoteMessageRequestInput = {
  body: string;
};

export type QuotePage = {
  items: QuoteSummary[];
  total: number;
  skip: number;
  take: number;
};

export type QuoteRequestInput = {
  /** The requester: the caller. */
  pid: string;
  customerId?: string;
  /** What the buyer asks for (volumes, timing). */
  message: string;
};

export type QuoteSummary = {
  id: string;
  quoteNumber: string;
  customerId: string;
  requestedBy: {
    contactId: string;
    name: string;
  };
  status: 'requested' | 'sent' | 'accepted' | 'rejected' | 'withdrawn';
  /** Sent, and its validity date has passed: it cannot be accepted. */
  isExpired: boolean;
  currency: string;
  net: number;
  gross: number;
  validUntil: string | null;
  version: number;
  orderId: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type QuoteUpdateRequestInput = {
  lines: {
    sku: string;
    quantity: number;
    unitPrice: number;
  }[];
  shippingFee: number;
  /** YYYY-MM-DD */
  validUntil: string;
  expectedVersion?: number;
};

export type RefreshBodyInput = {
  refreshToken: string;
};

export type RegisterCompanyBodyInput = {
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

export type RenameHolidayInput = {
  name: LocalizedNameInput;
};

export type RenamePasskeyBodyInput = {
  /** The new name; empty clears it. */
  name: string;
};

export type ReorderRequestInput = {
  /** The person (contact id): for now the caller's own id. */
  pid: string;
  /** The company. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  orderId: string;
  department: string;
};

export type ReorderResult = {
  cart: Cart;
  lines: {
    sku: string;
    name: string;
    quantity: number;
    /** The unit price on the order. */
    orderedUnitPrice: number;
    /** Today's unit price (null: not sold now). */
    unitPrice: number | null;
    outcome: 'added' | 'price_up' | 'price_down' | 'unavailable';
    message: string | null;
  }[];
};

export type SalesDashboard = {
  from: string;
  to: string;
  market: string | null;
  interval: 'day' | 'week';
  /** Per currency; cancelled orders are not counted. */
  totals: {
    currency: string;
    /** Net order totals excl. VAT (shipping included), minor units. */
    revenue: number;
    orderCount: number;
    /** revenue / orderCount, rounded; 0 without orders. */
    averageOrderValue: number;
  }[];
  /** Every period of the range for every currency in `totals` (zeros included). */
  series: {
    /** The day, or the Monday of the week. */
    period: string;
    currency: string;
    /** Net order totals excl. VAT (shipping included), minor units. */
    revenue: number;
    orderCount: number;
    /** revenue / orderCount, rounded; 0 without orders. */
    averageOrderValue: number;
  }[];
  /** Per currency the 10 SKUs with the highest line totals excl. VAT. */
  topProducts: {
    currency: string;
    sku: string;
    name: string;
    quantity: number;
    revenue: number;
  }[];
  /** Per currency the 10 companies with the highest revenue. */
  topCompanies: {
    currency: string;
    companyId: string;
    name: string;
    orderCount: number;
    revenue: number;
  }[];
  /** Orders of the period per status, every status listed (cancelled included). */
  statuses: {
    status: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled';
    count: number;
  }[];
};

/** The product an exact SKU, GTIN or product number (with or without prefix) names: open it directly. */
export type SearchExactMatch = {
  productId: string;
  slug: string;
  /** The variant whose SKU or GTIN was typed; null for a product number. */
  sku: string | null;
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
  /** The product's first image, in card widths (docs/media.md). */
  image: ProductCardImage | null;
  /** The SKU or GTIN that matched exactly, if any. */
  matchedSku: string | null;
  matchType: 'code' | 'text' | 'fuzzy';
  /** The name as HTML: escaped, the words that matched the query in <mark>…</mark>. */
  highlightedName: string;
};

export type SearchIndexRun = {
  id: string;
  status: 'queued' | 'running' | 'completed' | 'failed' | 'abandoned';
  /** Documents to index (products and content). */
  total: number;
  done: number;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export type SearchResult = {
  query: string;
  exactMatch: SearchExactMatch | null;
  /** On few results: the query with misspelt words replaced by the closest catalog words. */
  didYouMean: string | null;
  items: SearchHit[];
  /** Matching articles and landing pages in the caller's language, best first. */
  content: ContentSearchHit[];
};

export type SearchSubscriptionsRequestInput = {
  customerId: string;
  /** Any of these; all when left out. */
  status?: ('active' | 'paused' | 'ended')[];
  /** Only subscriptions owned by this person. */
  contactId?: string;
  skip?: number;
  take?: number;
};

export type SearchSynonymGroup = {
  id: string;
  /** Words or phrases a search for any one of them also finds. */
  terms: string[];
  createdAt: string;
  updatedAt: string;
};

export type SearchSynonymGroupList = {
  items: SearchSynonymGroup[];
};

export type SessionTokens = {
  contactId: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
};

export type SetCartMarketRequestInput = {
  /** The person (contact id) the cart belongs to: for now the caller's own id. */
  pid: string;
  /** The company of the cart. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  /** Market (country) code: NO, SE or DK. */
  market: string;
};

export type SetOrderStatusRequestInput = {
  /** The next status in line, or cancelled (while confirmed or picking). */
  status: 'confirmed' | 'picking' | 'shipped' | 'delivered' | 'cancelled';
  note?: string;
};

export type SetPriceListSkuPricesRequestInput = {
  /** The SKU's tiers in this list, replacing the ones it has; [] removes the SKU. */
  tiers: PriceListTierInput[];
};

export type SetShoppingListLineRequestInput = {
  quantity: number;
};

export type SetTicketStatusRequestInput = {
  status: TicketStatusInput;
  note?: string;
};

export type ShippingMethod = {
  code: 'route' | 'express' | 'pickup';
  name: LocalizedName;
  description: {
    nb: string;
    en: string;
  };
  cutOff: string;
  fees: {
    market: string;
    currency: string;
    fee: number;
  }[];
};

export type ShippingMethodList = {
  methods: ShippingMethod[];
};

export type ShippingMethods = {
  cartId: string;
  market: string;
  /** The delivery address's zip code, if the cart has one. */
  zipCode: string | null;
  selected: 'route' | 'express' | 'pickup';
  methods: {
    code: 'route' | 'express' | 'pickup';
    name: string;
    description: string;
    /** Minor units excl. VAT. */
    fee: number;
    vatRate: number;
    vat: number;
    gross: number;
    currency: string;
    /** First possible delivery (or pickup) date. */
    firstDate: string | null;
    /** Extra working days the items need. */
    leadTimeDays: number;
    isAvailable: boolean;
  }[];
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

export type ShoppingListSearchResult = {
  page: number;
  take: number;
  total: number;
  items: ShoppingListSummary[];
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

export type ShoppingListToCartRequestInput = {
  /** The caller's contact id (whose open cart gets the lines). */
  pid: string;
  /** Only these lines of the list (every line when left out); SKUs not on the list → 422. */
  skus?: string[];
};

export type ShoppingListToCartResult = {
  cart: Cart;
  lines: {
    sku: string;
    name: string | null;
    /** The quantity on the list. */
    listQuantity: number;
    /** What went into the cart (0: left out; differs from listQuantity when adjusted). */
    addedQuantity: number;
    /** The unit price stored on the list when the line was last saved (minor units). */
    savedUnitPrice: number | null;
    /** Today's unit price (null: not added). */
    unitPrice: number | null;
    isInStock: boolean;
    /** added (as saved), price_up / price_down (against savedUnitPrice), quantity_adjusted (raised to the minimum order quantity or cut to the cart line limit), not_sold or unavailable (left out). */
    outcome: 'added' | 'price_up' | 'price_down' | 'quantity_adjusted' | 'not_sold' | 'unavailable';
    /** What changed, in the caller's language. */
    message: string | null;
  }[];
};

export type ShoppingListValidation = {
  cartId: string;
  market: string;
  currency: string;
  /** Every line can be ordered now. */
  isValid: boolean;
  lines: {
    sku: string;
    name: string | null;
    quantity: number;
    available: boolean;
    reason: string | null;
    message: string | null;
    stock: number | null;
    isInStock: boolean;
    /** Priced now for the company. */
    unitPrice: number | null;
    /** The price stored when last changed. */
    previousUnitPrice: number | null;
    priceChanged: boolean;
  }[];
};

export type SignInLookupBodyInput = {
  email: string;
};

/** An active person who may sign in. */
export type SignInPerson = {
  contactId: string;
  email: string;
  name: string;
  locale: string;
  emailVerifiedAt: string | null;
};

export type SignInSessionBodyInput = {
  contactId: string;
  /** How the web app verified the person. */
  method: 'email' | 'passkey';
  email?: string;
};

export type SimulateOrderRequestInput = {
  /** The person (contact id): for now the caller's own id. */
  pid: string;
  /** The company. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  /** A cart of the caller's company to simulate (default: the caller's open cart). Ignored with lines. */
  cartId?: string;
  /** Simulate these lines instead of a cart (no checkout check). */
  lines?: {
    sku: string;
    quantity: number;
  }[];
  /** With lines: the market (default the company's). */
  market?: string;
  /** Default: the cart's (route). */
  shippingMethod?: 'route' | 'express' | 'pickup';
};

export type SimulatedLine = {
  sku: string;
  name: string | null;
  quantity: number;
  available: boolean;
  reason: string | null;
  message: string | null;
  unitPrice: number | null;
  listUnitPrice: number | null;
  /** (list price − unit price) × quantity when positive, else 0. */
  discount: number;
  vatRate: number | null;
  lineTotal: number | null;
  vatAmount: number | null;
};

export type SpendMonth = {
  /** YYYY-MM, Oslo time. */
  month: string;
  orderCount: number;
  /** Sum of the orders excl. VAT. */
  net: Money;
  /** Sum of the orders incl. VAT. */
  gross: Money;
};

export type StaffAccount = {
  contactId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  isActive: boolean;
  locale: string;
  createdAt: string;
  lastSignInAt: string | null;
};

export type StaffList = {
  items: StaffAccount[];
};

/** administrator: everything, staff accounts and settings; catalog_manager: products, media, categories, prices, assortments, delivery; customer_service: customers, orders, quotes, support; read_only: reads every page. */
export type StaffRole = 'administrator' | 'catalog_manager' | 'customer_service' | 'read_only';

/** administrator: everything, staff accounts and settings; catalog_manager: products, media, categories, prices, assortments, delivery; customer_service: customers, orders, quotes, support; read_only: reads every page. */
export type StaffRoleInput = 'administrator' | 'catalog_manager' | 'customer_service' | 'read_only';

export type StartChatRequestInput = {
  /** The company (customer) of the ticket. */
  customerId: string;
  /** Chat on this ticket; absent: a new ticket is opened. */
  ticketId?: string;
  /** Subject of the new ticket (default "Chat"). */
  subject?: string;
  /** The new ticket's category (default other). */
  category?: TicketCategoryInput;
  /** The first customer message. */
  message?: string;
};

export type Subscription = {
  id: string;
  customerId: string;
  /** The owner: orders are placed in their name. */
  pid: string;
  name: string | null;
  status: 'active' | 'paused' | 'ended';
  intervalWeeks: number;
  /** The next scheduled date (paused: where it resumes from). */
  nextDate: string;
  deliveryAddress: SubscriptionAddress | null;
  paymentMethod: 'invoice';
  pausedReason: string | null;
  endedReason: string | null;
  endedAt: string | null;
  /** The cart template (kind subscription_template). */
  cartId: string;
  lineCount: number;
  createdAt: string;
  updatedAt: string;
  lines: {
    sku: string;
    name: string | null;
    quantity: number;
  }[];
  /** The next periods (active only), moved off holidays. */
  upcoming: SubscriptionDate[];
  /** The latest 50 periods the job handled, newest first. */
  runs: {
    scheduledDate: string;
    deliveryDate: string | null;
    status: 'ordered' | 'failed' | 'skipped';
    orderId: string | null;
    reason: string | null;
    at: string;
  }[];
};

export type SubscriptionAddress = {
  id: string;
  name: string;
  line1: string;
  zipCode: string;
  city: string;
  country: string;
};

export type SubscriptionDate = {
  scheduledDate: string;
  deliveryDate: string;
  weekday: string;
  /** Why the delivery date differs from the scheduled date. */
  movedReason: ('holiday' | 'not_route_day') | null;
  /** The holiday on the scheduled date, in the language asked. */
  holiday: string | null;
};

export type SubscriptionDateReport = {
  generatedAt: string;
  subscriptions: {
    subscriptionId: string;
    customerId: string;
    status: 'active' | 'paused' | 'ended';
    market: string | null;
    zipCode: string | null;
    intervalWeeks: number;
    /** Why no dates could be checked (e.g. zip_not_served). */
    problem: {
      code: string;
      message: string;
    } | null;
    dates: {
      scheduledDate: string;
      deliveryDate: string;
      weekday: string;
      /** Why the delivery date differs from the scheduled date. */
      movedReason: ('holiday' | 'not_route_day') | null;
      /** The holiday on the scheduled date, in the language asked. */
      holiday: string | null;
      isScheduledDeliveryDay: boolean;
      /** The order cut-off of the delivery date (ISO instant). */
      orderBefore: string;
    }[];
  }[];
};

export type SubscriptionPage = {
  items: SubscriptionSummary[];
  total: number;
  skip: number;
  take: number;
};

export type SubscriptionSummary = {
  id: string;
  customerId: string;
  /** The owner: orders are placed in their name. */
  pid: string;
  name: string | null;
  status: 'active' | 'paused' | 'ended';
  intervalWeeks: number;
  /** The next scheduled date (paused: where it resumes from). */
  nextDate: string;
  deliveryAddress: SubscriptionAddress | null;
  paymentMethod: 'invoice';
  pausedReason: string | null;
  endedReason: string | null;
  endedAt: string | null;
  /** The cart template (kind subscription_template). */
  cartId: string;
  lineCount: number;
  createdAt: string;
  updatedAt: string;
};

export type SupportAgentList = {
  items: {
    contactId: string;
    name: string;
  }[];
};

export type SupportAuthor = {
  contactId: string | null;
  name: string;
  kind: 'customer' | 'agent' | 'system';
};

export type SupportCustomerContext = {
  company: {
    customerId: string;
    name: string;
    customerNumber: number;
    orgNumber: string;
    market: string;
    isBlocked: boolean;
    email: string | null;
    phone: string | null;
  };
  contact: {
    contactId: string;
    name: string;
    email: string;
    phone: string | null;
    locale: string;
  };
  /** The company's newest orders (at most 5), newest first. */
  recentOrders: {
    id: string;
    orderNumber: string;
    department: string;
    status: string;
    /** Minor units of currency. */
    gross: number;
    currency: string;
    createdAt: string;
  }[];
  /** The ticket contact's open cart in the company; null when they have none. */
  cart: {
    cartId: string;
    currency: string;
    updatedAt: string;
    lines: {
      sku: string;
      name: string;
      quantity: number;
      /** As stored on the line (excl. VAT). */
      unitPrice: number | null;
    }[];
    /** Sum of the lines at their stored prices, excl. VAT. */
    net: number;
  } | null;
};

export type SupportQueue = {
  tickets: {
    id: string;
    /** The number people quote (from 10001). */
    number: number;
    customerId: string;
    contactId: string;
    subject: string;
    category: TicketCategory;
    status: TicketStatus;
    orderId: string | null;
    hasActiveChat: boolean;
    createdAt: string;
    updatedAt: string;
    assignee: SupportAuthor | null;
    companyName: string;
  }[];
  chats: {
    id: string;
    ticketId: string;
    ticketNumber: number;
    subject: string;
    companyName: string;
    agent: SupportAuthor | null;
    lastSeq: number;
    createdAt: string;
    /** No agent has answered yet, or the customer wrote last. */
    waitingForAgent: boolean;
  }[];
};

export type Ticket = {
  id: string;
  /** The number people quote (from 10001). */
  number: number;
  customerId: string;
  contactId: string;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  orderId: string | null;
  hasActiveChat: boolean;
  createdAt: string;
  updatedAt: string;
  body: string;
  orderNumber: string | null;
  contact: SupportAuthor;
  assignee: SupportAuthor | null;
  comments: {
    id: string;
    author: SupportAuthor;
    body: string;
    /** An agents' note; never in a customer's answer. */
    isInternal: boolean;
    createdAt: string;
  }[];
  statusHistory: {
    from: TicketStatus | null;
    to: TicketStatus;
    by: SupportAuthor | null;
    note: string | null;
    at: string;
  }[];
  /** Chats on the ticket with their transcripts, oldest first. */
  chats: Chat[];
};

export type TicketCategory = 'order' | 'delivery' | 'invoice' | 'product' | 'account' | 'other';

export type TicketCategoryInput = 'order' | 'delivery' | 'invoice' | 'product' | 'account' | 'other';

export type TicketSearchResult = {
  items: TicketSummary[];
  pageSize: number;
  /** Pass as lastObjectId for the next page; null on the last page. */
  nextLastObjectId: string | null;
};

/** open → waiting_for_customer / solved → closed (docs/support.md). */
export type TicketStatus = 'open' | 'waiting_for_customer' | 'solved' | 'closed';

/** open → waiting_for_customer / solved → closed (docs/support.md). */
export type TicketStatusInput = 'open' | 'waiting_for_customer' | 'solved' | 'closed';

export type TicketSummary = {
  id: string;
  /** The number people quote (from 10001). */
  number: number;
  customerId: string;
  contactId: string;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  orderId: string | null;
  hasActiveChat: boolean;
  createdAt: string;
  updatedAt: string;
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
  /** route (default), express or pickup: GET /api/order/{cartId}/shippingmethods. */
  shippingMethod?: 'route' | 'express' | 'pickup';
  /** One of the company's active cost centres; its delivery address becomes the cart's unless one is given. */
  costCentreId?: string | null;
  /** The cart version the buyer saw; another version → 422 cart_changed and nothing is written. */
  expectedVersion?: number;
};

/** Rename: a slug that changes is kept as an old slug, and the shop redirects it to the new one. */
export type UpdateCategoryRequestInput = {
  name?: CategoryNamesInput;
  slug?: CategorySlugsInput;
};

export type UpdateConsentsBodyInput = {
  consents: {
    /** One of: terms_of_sale, marketing_email, marketing_sms, newsletter, data_processing. */
    type: string;
    isGranted: boolean;
  }[];
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

export type UpdateCustomerStandingRequestInput = {
  /** Block (true) or unblock (false). */
  isBlocked?: boolean;
  /** Minor units of the company's currency; 0 = card payment only. */
  creditLimit?: number;
  /** Why (kept in the history; a block shows it as the blocked reason). */
  reason: string;
};

export type UpdateCustomerTermsRequestInput = {
  /** Days to pay an invoice issued from now on. */
  paymentTermsDays?: number;
  /** The sales rep; null: none. */
  salesRepId?: string | null;
};

/** Only the fields given change. */
export type UpdateDeliveryRouteBodyInput = {
  name?: LocalizedNameInput;
  /** A zip code as a number (0150 → 150). */
  zipFrom?: number;
  /** A zip code as a number (0150 → 150). */
  zipTo?: number;
  isServed?: boolean;
  weekdays?: ('monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday')[];
  transitDays?: number;
  cutOff?: string;
  expressBefore?: string | null;
};

/** The currency is not editable: prices and orders are kept in it (docs/backoffice.md). */
export type UpdateMarketBodyInput = {
  name?: LocalizedNameInput;
  vatRates?: VatRatesInput;
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

/** Fields left out stay; null opens a validity end. */
export type UpdatePriceListRequestInput = {
  /** A unique code, stored in upper case (e.g. NORDLYS-2026). */
  code?: string;
  name?: string;
  validFrom?: string | null;
  validTo?: string | null;
};

export type UpdateShippingMethodBodyInput = {
  name?: LocalizedNameInput;
  description?: {
    nb: string;
    en: string;
  };
  cutOff?: string;
  /** Fees per market to set; markets not named keep theirs. */
  fees?: {
    /** Two letters (NO, SE, DK). */
    market: string;
    /** Excl. VAT, minor units (49900 = 499.00). */
    fee: number;
  }[];
};

export type UpdateShoppingListRequestInput = {
  name?: string;
  isShared?: boolean;
};

export type UpdateStaffBodyInput = {
  role?: StaffRoleInput;
  isActive?: boolean;
  firstName?: string;
  lastName?: string;
};

export type UpdateSubscriptionRequestInput = {
  id: string;
  /** Weeks between deliveries, 1–52. */
  intervalWeeks?: number;
  /** The next scheduled delivery date (an open route day). */
  nextDate?: string;
  deliveryAddressId?: string;
  /** pause stops ordering; resume moves a past next date forward on the same rhythm. */
  action?: 'pause' | 'resume';
  /** Why it is paused. */
  reason?: string;
};

export type UseVerificationTokenBodyInput = {
  identifier: string;
  token: string;
};

export type ValidateOrderRequestInput = {
  cartId: string;
  expectedVersion?: number;
};

export type ValidateShoppingListRequestInput = {
  /** The shopping list. */
  cartId: string;
  /** The company. Without it: the caller's only company (several → 422 company_required). */
  customerId?: string;
  market?: string;
};

export type VariantLookup = {
  /** The variants found, in the order asked. */
  variants: VariantSummary[];
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

export type VariantProperties = {
  productId: string;
  sku: string;
  properties: ProductProperty[];
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
  /** The variant's own picture, else its product's cover. */
  image: ProductCardImage | null;
};

export type VariantsProperties = {
  productId: string;
  variants: {
    sku: string;
    name: string;
    properties: ProductProperty[];
  }[];
};

export type VatRates = {
  /** Basis points, 0–10000 (2500 = 25 %). */
  standard: number;
  /** Basis points, 0–10000 (2500 = 25 %). */
  reduced: number;
  /** Basis points, 0–10000 (2500 = 25 %). */
  zero: number;
};

export type VatRatesInput = {
  /** Basis points, 0–10000 (2500 = 25 %). */
  standard: number;
  /** Basis points, 0–10000 (2500 = 25 %). */
  reduced: number;
  /** Basis points, 0–10000 (2500 = 25 %). */
  zero: number;
};

export type VerificationToken = {
  identifier: string;
  expires: string;
};

export type VerificationTokenBodyInput = {
  identifier: string;
  token: string;
  /** When the link stops working (Auth.js: 24 h by default; we cap it at 1 h). */
  expires: string;
};

export type WebhookAnswer = {
  received: boolean;
  duplicate: boolean;
};

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

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
