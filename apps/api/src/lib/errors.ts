import type { Language, Text } from './i18n';

/**
 * The closed list of error codes the API answers with, each with its HTTP status
 * and a message in every language. Add a code here, never an ad-hoc status.
 */
export const errorCatalog = {
  // 400
  validation_failed: {
    status: 400,
    nb: 'Forespørselen har ugyldige felt.',
    en: 'The request has invalid fields.',
  },
  bad_request: {
    status: 400,
    nb: 'Forespørselen kan ikke leses.',
    en: 'The request cannot be read.',
  },
  // 401
  unauthenticated: {
    status: 401,
    nb: 'Du må logge inn.',
    en: 'You must sign in.',
  },
  invalid_credentials: {
    status: 401,
    nb: 'Feil e-post eller passord.',
    en: 'Wrong e-mail or password.',
  },
  invalid_token: {
    status: 401,
    nb: 'Innloggingen er ugyldig eller utløpt.',
    en: 'The sign-in is invalid or has expired.',
  },
  // 403
  forbidden: {
    status: 403,
    nb: 'Du har ikke tilgang til dette.',
    en: 'You do not have access to this.',
  },
  // 404
  not_found: {
    status: 404,
    nb: 'Fant ikke det du spurte etter.',
    en: 'What you asked for was not found.',
  },
  route_not_found: {
    status: 404,
    nb: 'Adressen finnes ikke.',
    en: 'There is no such address.',
  },
  // 409 / 413 / 415 / 429
  conflict: {
    status: 409,
    nb: 'Dataene ble endret samtidig. Prøv igjen.',
    en: 'The data changed at the same time. Try again.',
  },
  payload_too_large: {
    status: 413,
    nb: 'Forespørselen er for stor.',
    en: 'The request is too large.',
  },
  unsupported_media_type: {
    status: 415,
    nb: 'Innholdstypen støttes ikke.',
    en: 'The content type is not supported.',
  },
  too_many_requests: {
    status: 429,
    nb: 'For mange forsøk. Vent litt og prøv igjen.',
    en: 'Too many attempts. Wait a little and try again.',
  },
  // 422: business rules
  company_blocked: {
    status: 422,
    nb: 'Kunden er sperret.',
    en: 'The customer is blocked.',
  },
  org_number_invalid: {
    status: 422,
    nb: 'Organisasjonsnummeret er ugyldig for markedet.',
    en: 'The organization number is not valid for the market.',
  },
  org_number_taken: {
    status: 422,
    nb: 'Det finnes allerede en kunde med dette organisasjonsnummeret.',
    en: 'A customer with this organization number already exists.',
  },
  zip_code_invalid: {
    status: 422,
    nb: 'Postnummeret er ugyldig for landet.',
    en: 'The zip code is not valid for the country.',
  },
  market_not_allowed: {
    status: 422,
    nb: 'Kunden handler ikke i dette markedet.',
    en: 'The customer does not buy in this market.',
  },
  market_unknown: { status: 422, nb: 'Ukjent marked.', en: 'Unknown market.' },
  /** A valid zip code of the market that no delivery route serves (e.g. Svalbard). */
  zip_not_served: {
    status: 422,
    nb: 'Vi leverer ikke til dette postnummeret.',
    en: 'We do not deliver to this zip code.',
  },
  email_taken: {
    status: 422,
    nb: 'E-postadressen er allerede i bruk.',
    en: 'The e-mail address is already in use.',
  },
  contact_already_member: {
    status: 422,
    nb: 'Kontakten er allerede knyttet til kunden.',
    en: 'The contact already belongs to the customer.',
  },
  contact_not_member: {
    status: 422,
    nb: 'Kontakten er ikke knyttet til kunden.',
    en: 'The contact does not belong to the customer.',
  },
  contact_inactive: {
    status: 422,
    nb: 'Kontakten er deaktivert.',
    en: 'The contact is deactivated.',
  },
  last_admin: {
    status: 422,
    nb: 'Kunden må ha minst én administrator.',
    en: 'The customer must keep at least one administrator.',
  },
  cannot_change_own_role: {
    status: 422,
    nb: 'Du kan ikke endre din egen rolle.',
    en: 'You cannot change your own role.',
  },
  invoice_address_required: {
    status: 422,
    nb: 'Kunden må ha en fakturaadresse.',
    en: 'The customer must keep an invoice address.',
  },
  invitation_already_accepted: {
    status: 422,
    nb: 'Kontakten har allerede tatt imot invitasjonen.',
    en: 'The contact has already accepted the invitation.',
  },
  invitation_expired: {
    status: 422,
    nb: 'Invitasjonen er utløpt. Be om en ny.',
    en: 'The invitation has expired. Ask for a new one.',
  },
  invitation_revoked: {
    status: 422,
    nb: 'Invitasjonen er trukket tilbake.',
    en: 'The invitation has been withdrawn.',
  },
  vat_number_invalid: {
    status: 422,
    nb: 'MVA-nummeret stemmer ikke med organisasjonsnummeret.',
    en: 'The VAT number does not match the organization number.',
  },
  market_in_use: {
    status: 422,
    nb: 'Markedet er i bruk av en av kundens adresser.',
    en: 'The market is used by one of the customer addresses.',
  },
  price_list_unknown: {
    status: 422,
    nb: 'Ukjent prisliste.',
    en: 'Unknown price list.',
  },
  password_incorrect: {
    status: 422,
    nb: 'Nåværende passord er feil.',
    en: 'The current password is wrong.',
  },
  password_too_weak: {
    status: 422,
    nb: 'Passordet er for svakt.',
    en: 'The password is too weak.',
  },
  password_reused: {
    status: 422,
    nb: 'Det nye passordet må være forskjellig fra det gamle.',
    en: 'The new password must differ from the old one.',
  },
  no_company_access: {
    status: 422,
    nb: 'Du har ikke tilgang til noen kunde.',
    en: 'You have no access to any customer.',
  },
  consent_type_unknown: {
    status: 422,
    nb: 'Ukjent samtykketype.',
    en: 'Unknown consent type.',
  },
  too_many_items: {
    status: 422,
    nb: 'For mange varer i én forespørsel.',
    en: 'Too many items in one request.',
  },
  property_unknown: {
    status: 404,
    nb: 'Egenskapen finnes ikke.',
    en: 'The property does not exist.',
  },
  price_not_found: {
    status: 422,
    nb: 'Varen har ingen pris i markedet.',
    en: 'The item has no price in the market.',
  },
  /** A person in several companies must name the company of the cart (customerId). */
  company_required: {
    status: 422,
    nb: 'Du tilhører flere kunder. Oppgi hvilken kunde (customerId).',
    en: 'You belong to several customers. Name the customer (customerId).',
  },
  /** Unknown, no longer sold or unpriced SKU in the cart's market. */
  sku_not_available: {
    status: 422,
    nb: 'Varen kan ikke bestilles i markedet.',
    en: 'The item cannot be ordered in the market.',
  },
  /** An invoice address (or a deleted one) given as the delivery address. */
  delivery_address_invalid: {
    status: 422,
    nb: 'Adressen er ikke en leveringsadresse.',
    en: 'The address is not a delivery address.',
  },
  // 5xx
  cart_empty: { status: 422, nb: 'Handlekurven er tom.', en: 'The cart is empty.' },
  cart_changed: {
    status: 422,
    nb: 'Handlekurven er endret siden du så den. Se over og prøv igjen.',
    en: 'The cart changed since you saw it. Review it and try again.',
  },
  checkout_blocked: {
    status: 422,
    nb: 'Handlekurven kan ikke bestilles ennå.',
    en: 'The cart cannot be ordered yet.',
  },
  idempotency_key_reused: {
    status: 422,
    nb: 'Idempotency-Key er brukt før med en annen forespørsel.',
    en: 'The Idempotency-Key was used before with another request.',
  },
  order_not_cancellable: {
    status: 422,
    nb: 'Ordren kan ikke kanselleres lenger.',
    en: 'The order can no longer be cancelled.',
  },
  internal: {
    status: 500,
    nb: 'Det oppstod en feil hos oss.',
    en: 'Something went wrong on our side.',
  },
  service_unavailable: {
    status: 503,
    nb: 'Tjenesten er midlertidig utilgjengelig.',
    en: 'The service is temporarily unavailable.',
  },
} as const satisfies Record<string, Text & { status: number }>;

export type ErrorCode = keyof typeof errorCatalog;

export type FieldProblem = { path: string; message: string; code?: string };

/** The one error type services throw. The error handler turns it into problem+json. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail?: string;
  readonly errors?: FieldProblem[];
  readonly extra?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    options: {
      detail?: string;
      errors?: FieldProblem[];
      extra?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(errorCatalog[code].en, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalog[code].status;
    this.detail = options.detail;
    this.errors = options.errors;
    this.extra = options.extra;
  }
}

export const notFound = (detail?: string) => new AppError('not_found', { detail });
export const forbidden = () => new AppError('forbidden');
/** A broken business rule (422). */
export const rule = (code: ErrorCode, extra?: Record<string, unknown>) => new AppError(code, { extra });

export function errorMessage(code: ErrorCode, lang: Language): string {
  return errorCatalog[code][lang];
}
