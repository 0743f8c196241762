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
  /**
   * What validation_failed and bad_request are (invalid fields listed in `errors`, or a body that cannot be read), on
   * the spec calls whose client reads 422 but no 400 (orders, subscriptions, tickets…; lib/spec-refusals.ts).
   */
  request_invalid: {
    status: 422,
    nb: 'Forespørselen har ugyldige felt eller kan ikke leses.',
    en: 'The request has invalid fields or cannot be read.',
  },
  /** A catalog import file with problems (docs/backoffice-catalog.md): `rows` lists them by line; nothing is written. */
  catalog_import_invalid: {
    status: 400,
    nb: 'Filen har feil og er ikke importert. Se `rows` (linje og kolonne).',
    en: 'The file has problems and was not imported. See `rows` (line and column).',
  },
  /** A price CSV with problems (docs/backoffice.md, "Prices"): `rows` lists them by line; nothing is written. */
  price_import_invalid: {
    status: 400,
    nb: 'Prisfilen har feil og er ikke importert. Se `rows` (linje og kolonne).',
    en: 'The price file has problems and was not imported. See `rows` (line and column).',
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
  /** A content webhook whose sanity-webhook-signature is missing, wrong or outside the replay window. */
  webhook_signature_invalid: {
    status: 401,
    nb: 'Signaturen på webhooken er ugyldig eller for gammel.',
    en: 'The webhook signature is invalid or too old.',
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
  // 408 / 409 / 413 / 414 / 415 / 429 / 431
  /** Node's HTTP parser gave up waiting for the whole request (the server's request timeout). */
  request_timeout: {
    status: 408,
    nb: 'Forespørselen kom ikke fram i tide.',
    en: 'The request did not arrive in time.',
  },
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
  /** A path segment longer than the router takes (maxParamLength). */
  uri_too_long: {
    status: 414,
    nb: 'Adressen er for lang.',
    en: 'The address is too long.',
  },
  unsupported_media_type: {
    status: 415,
    nb: 'Innholdstypen støttes ikke.',
    en: 'The content type is not supported.',
  },
  /** The request line and headers together are larger than Node's HTTP parser takes (16 KiB). */
  headers_too_large: {
    status: 431,
    nb: 'Forespørselens hoder er for store.',
    en: 'The request headers are too large.',
  },
  too_many_requests: {
    status: 429,
    nb: 'For mange forsøk. Vent litt og prøv igjen.',
    en: 'Too many attempts. Wait a little and try again.',
  },
  /** Too many failed sign-ins (or sign-in links) for this address: locked for a while (docs/security.md). */
  sign_in_locked: {
    status: 429,
    nb: 'For mange mislykkede innlogginger. Kontoen er midlertidig låst; prøv igjen senere.',
    en: 'Too many failed sign-ins. The account is locked for a while; try again later.',
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
  price_list_code_taken: {
    status: 422,
    nb: 'Koden er allerede brukt av en annen prisliste.',
    en: 'The code is already used by another price list.',
  },
  /** An ended price list is history: it cannot be ended again or have its prices changed. */
  price_list_ended: {
    status: 422,
    nb: 'Prislisten er avsluttet; prisene kan ikke endres. Kopier den for nye priser.',
    en: 'The price list has ended; its prices cannot change. Copy it for new prices.',
  },
  price_list_not_contract: {
    status: 422,
    nb: 'Bare kontraktsprislister kan gis til en kunde.',
    en: 'Only contract price lists can be given to a customer.',
  },
  /** A valid zip code of the market that no delivery route serves (e.g. Svalbard). */
  zip_not_served: {
    status: 422,
    nb: 'Vi leverer ikke til dette postnummeret.',
    en: 'We do not deliver to this zip code.',
  },
  /** A delivery route whose zip range partly overlaps another route's of the market (docs/backoffice.md). */
  delivery_route_overlap: {
    status: 422,
    nb: 'Postnummerområdet overlapper en annen rute i markedet (se `route`). Områder kan ligge inni hverandre, ikke delvis over.',
    en: 'The zip range overlaps another route of the market (see `route`). Ranges may nest, not partly overlap.',
  },
  delivery_route_exists: {
    status: 422,
    nb: 'Det finnes allerede en rute med denne koden.',
    en: 'A route with this code already exists.',
  },
  holiday_exists: {
    status: 422,
    nb: 'Markedet har allerede en helligdag på denne datoen.',
    en: 'The market already has a holiday on this date.',
  },
  /** Staff accounts (docs/backoffice.md): nobody changes their own role or state. */
  own_staff_account: {
    status: 422,
    nb: 'Du kan ikke endre din egen rolle eller deaktivere deg selv. Be en annen administrator.',
    en: 'You cannot change your own role or deactivate yourself. Ask another administrator.',
  },
  last_administrator: {
    status: 422,
    nb: 'Butikken må ha minst én aktiv administrator. Gjør en annen til administrator først.',
    en: 'The shop needs at least one active administrator. Make someone else an administrator first.',
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
  /** More invitations from one company in the last hour than INVITATIONS_PER_HOUR (docs/customer.md). */
  invitation_limit_reached: {
    status: 429,
    nb: 'Firmaet har sendt for mange invitasjoner den siste timen. Prøv igjen senere.',
    en: 'The company has sent too many invitations in the last hour. Try again later.',
  },
  /** A company admin may claim only the domain of their own confirmed e-mail address (docs/customer.md). */
  email_domain_not_verified: {
    status: 422,
    nb: 'Du kan bare bruke domenet til din egen bekreftede e-postadresse.',
    en: 'You can only use the domain of your own confirmed e-mail address.',
  },
  email_domain_taken: {
    status: 422,
    nb: 'Et annet firma bruker allerede dette e-postdomenet.',
    en: 'Another company already uses this e-mail domain.',
  },
  /** A webmail domain (gmail.com, outlook.com …) is nobody's company. */
  email_domain_public: {
    status: 422,
    nb: 'Et offentlig e-postdomene kan ikke knyttes til et firma.',
    en: 'A public e-mail domain cannot belong to a company.',
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
  csv_invalid: {
    status: 422,
    nb: 'Filen har rader som ikke kan importeres; ingenting er lagt til. Se `rows`.',
    en: 'The file has rows that cannot be imported; nothing was added. See `rows`.',
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
  // Product media (docs/media.md)
  /** Not an image by its content (whatever its name says), or a format the shop does not take (SVG, PDF …). */
  image_unsupported: {
    status: 422,
    nb: 'Filen er ikke et bilde vi tar imot (JPEG, PNG, WebP, AVIF, GIF eller TIFF).',
    en: 'The file is not an image we take (JPEG, PNG, WebP, AVIF, GIF or TIFF).',
  },
  /** An image over the size or pixel limit (MEDIA_MAX_UPLOAD_BYTES, MEDIA_MAX_PIXELS); `detail` says which. */
  image_too_large: {
    status: 422,
    nb: 'Bildet er for stort.',
    en: 'The image is too large.',
  },
  /** An import URL that is not http(s) or leads to a private, loopback or link-local address. */
  image_url_refused: {
    status: 422,
    nb: 'Adressen kan ikke brukes til å hente bilder (bare http og https til offentlige adresser).',
    en: 'The address cannot be used to fetch images (only http and https to public addresses).',
  },
  /** The image URL answered with an error, too slowly, or not at all; `detail` says what happened. */
  image_fetch_failed: {
    status: 422,
    nb: 'Bildet kunne ikke hentes fra adressen.',
    en: 'The image could not be fetched from the address.',
  },
  /** The variant named for an image is not one of the product's. */
  image_variant_unknown: {
    status: 422,
    nb: 'Varianten tilhører ikke produktet.',
    en: 'The variant does not belong to the product.',
  },
  /** A new order of a product's images must name each of its images once. */
  image_order_invalid: {
    status: 422,
    nb: 'Rekkefølgen må inneholde hvert av produktets bilder nøyaktig én gang.',
    en: "The order must name each of the product's images exactly once.",
  },
  /** An assortment companies still have (docs/backoffice.md, "Assortments"): give them another or none first. */
  assortment_in_use: {
    status: 422,
    nb: 'Sortimentet er i bruk av kunder. Gi dem et annet sortiment eller hele katalogen først.',
    en: 'Customers use this assortment. Give them another assortment or the whole catalog first.',
  },
  /** A save made on an older version of an assortment (another save came first): nothing is written. */
  assortment_changed: {
    status: 422,
    nb: 'Sortimentet er endret av noen andre siden du åpnet det. Se over reglene slik de er nå, og prøv igjen.',
    en: 'Someone else changed the assortment since you opened it. Review the rules as they are now and try again.',
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
  approval_required: {
    status: 422,
    nb: 'Bestillingen må godkjennes av en godkjenner i firmaet. Send den til godkjenning.',
    en: 'The order needs the approval of an approver at your company. Send it for approval.',
  },
  approval_not_pending: {
    status: 422,
    nb: 'Forespørselen er allerede behandlet.',
    en: 'The request has already been dealt with.',
  },
  approval_expired: {
    status: 422,
    nb: 'Forespørselen er utløpt og kan ikke godkjennes.',
    en: 'The request has expired and cannot be approved.',
  },
  approval_own_request: {
    status: 422,
    nb: 'Du kan ikke godkjenne din egen bestilling.',
    en: 'You cannot approve your own order.',
  },
  approval_not_needed: {
    status: 422,
    nb: 'Bestillingen trenger ikke godkjenning: bestill den direkte.',
    en: 'The order needs no approval: place it directly.',
  },
  cost_centre_inactive: {
    status: 422,
    nb: 'Kostnadsstedet er ikke lenger i bruk.',
    en: 'The cost centre is no longer in use.',
  },
  cost_centre_code_taken: {
    status: 422,
    nb: 'Firmaet har allerede et kostnadssted med denne koden.',
    en: 'The company already has a cost centre with this code.',
  },
  join_link_invalid: {
    status: 422,
    nb: 'Lenken er ugyldig eller utløpt. Be om tilgang på nytt.',
    en: 'The link is invalid or has expired. Ask to join again.',
  },
  join_request_closed: {
    status: 422,
    nb: 'Forespørselen er allerede behandlet.',
    en: 'The request has already been dealt with.',
  },
  quote_not_open: {
    status: 422,
    nb: 'Tilbudet kan ikke endres eller aksepteres i sin nåværende status.',
    en: 'The quote cannot be changed or accepted in its current status.',
  },
  quote_expired: {
    status: 422,
    nb: 'Tilbudet er utløpt.',
    en: 'The quote has expired.',
  },
  order_not_cancellable: {
    status: 422,
    nb: 'Ordren kan ikke kanselleres lenger.',
    en: 'The order can no longer be cancelled.',
  },
  price_changed: {
    status: 422,
    nb: 'Prisene er endret siden du så handlekurven. Se de nye summene og bestill på nytt.',
    en: 'Prices have changed since you saw the cart. Check the new totals and order again.',
  },
  /** Back office products: another product has this product number; `productId`/`productNumber` name it. */
  product_number_taken: {
    status: 422,
    nb: 'Et annet produkt har allerede dette produktnummeret.',
    en: 'Another product already has this product number.',
  },
  /** Back office products: a SKU belongs to another product's variant; `conflicts` names each and its product. */
  sku_taken: {
    status: 422,
    nb: 'Varenummeret brukes allerede av et annet produkt.',
    en: 'The SKU is already used by another product.',
  },
  /** Back office products: an EAN/GTIN is on another product's variant; `conflicts` names each and its product. */
  gtin_taken: {
    status: 422,
    nb: 'EAN-koden brukes allerede av et annet produkt.',
    en: 'The EAN is already used by another product.',
  },
  /** Back office products: a variant that orders name cannot be removed; it can be made inactive instead. */
  variant_has_orders: {
    status: 422,
    nb: 'Varianten finnes i ordrer og kan ikke fjernes. Gjør den inaktiv i stedet.',
    en: 'The variant is on orders and cannot be removed. Make it inactive instead.',
  },
  /** Back office: a block, unblock or credit-limit change that would leave the company as it is. */
  customer_unchanged: {
    status: 422,
    nb: 'Kunden har allerede denne statusen og kredittgrensen. Ingenting ble endret.',
    en: 'The customer already has this status and credit limit. Nothing was changed.',
  },
  /** A company's sales rep must be an active Engros staff member (docs/backoffice.md, "Customers"). */
  sales_rep_not_staff: {
    status: 422,
    nb: 'Selgeren må være en aktiv ansatt i Engros.',
    en: 'The sales rep must be an active Engros staff member.',
  },
  /** Categories (docs/backoffice.md, "Categories"): a slug is one category's, current or old. */
  category_slug_taken: {
    status: 422,
    nb: 'Adressen (slug) brukes allerede av en annen kategori.',
    en: 'The slug is already used by another category.',
  },
  /** Only an empty category may be deleted: `products` and `children` say what is left in it. */
  category_not_empty: {
    status: 422,
    nb: 'Kategorien er ikke tom: flytt produktene og underkategoriene først.',
    en: 'The category is not empty: move its products and subcategories first.',
  },
  /** A category cannot move below itself or one of its own subcategories, nor below a category that does not exist. */
  category_move_invalid: {
    status: 422,
    nb: 'Kategorien kan ikke flyttes dit.',
    en: 'The category cannot be moved there.',
  },
  order_status_invalid: {
    status: 422,
    nb: 'Ordren kan ikke gå til den statusen nå (bare ett steg fram, eller kansellering før den er sendt).',
    en: 'The order cannot move to that status now (one step forward only, or cancel before it is shipped).',
  },
  /** A subscription's delivery date that is not an open delivery day of its address's route. */
  subscription_date_invalid: {
    status: 422,
    nb: 'Datoen er ikke en mulig leveringsdag for leveringsadressen (passert, etter bestillingsfrist eller ikke på ruten).',
    en: 'The date is not a possible delivery day for the delivery address (past, after the cut-off or not on the route).',
  },
  /**
   * No such subscription, or another company's (the two alike). 422, not 404: the spec's subscription calls handle
   * only 422 (docs/client.md, "Statuses").
   */
  /**
   * No such order (by number), or another company's (the two alike). 422: the spec's order calls handle only 422.
   */
  order_unknown: {
    status: 422,
    nb: 'Ordren finnes ikke.',
    en: 'There is no such order.',
  },
  /** No such cart, or not the caller's (the two alike): for calls whose spec area handles 422 but not 404. */
  cart_unknown: {
    status: 422,
    nb: 'Handlekurven finnes ikke.',
    en: 'There is no such cart.',
  },
  /**
   * A query parameter the spec lists as optional that this call cannot do without (e.g. which address to delete);
   * `errors` names it. 422, not 400: the request is well-formed, the spec allows leaving it out.
   */
  parameter_required: {
    status: 422,
    nb: 'Kallet mangler en verdi det trenger (se `errors`).',
    en: 'The call lacks a value it needs (see `errors`).',
  },
  subscription_unknown: {
    status: 422,
    nb: 'Abonnementet finnes ikke.',
    en: 'There is no such subscription.',
  },
  subscription_ended: {
    status: 422,
    nb: 'Abonnementet er avsluttet.',
    en: 'The subscription has ended.',
  },
  /** Subscriptions are paid on invoice only (for now). */
  payment_method_not_allowed: {
    status: 422,
    nb: 'Abonnementer kan bare betales med faktura.',
    en: 'Subscriptions can only be paid on invoice.',
  },
  /** The customer has no credit, so it cannot pay on invoice. */
  invoice_not_allowed: {
    status: 422,
    nb: 'Kunden kan ikke betale med faktura.',
    en: 'The customer cannot pay on invoice.',
  },
  /** An order on invoice for a customer without invoice credit (limit 0, or another currency): pay by card. */
  card_payment_required: {
    status: 422,
    nb: 'Kunden har ingen fakturakreditt. Betal med kort.',
    en: 'The customer has no invoice credit. Pay by card.',
  },
  /** An order on invoice that would take the open balance over the credit limit; `creditLeft` says what is left. */
  credit_limit_exceeded: {
    status: 422,
    nb: 'Bestillingen går over kundens kredittgrense. Betal med kort.',
    en: "The order is over the customer's credit limit. Pay by card.",
  },
  /** Back office: only an invoice order whose invoice is not yet recorded as paid can be marked paid. */
  invoice_not_open: {
    status: 422,
    nb: 'Ordren har ingen ubetalt faktura (betalt med kort, eller allerede betalt).',
    en: 'The order has no unpaid invoice (paid by card, or already paid).',
  },
  /** A cart of the caller in another company than the subscription's. */
  cart_not_in_company: {
    status: 422,
    nb: 'Handlekurven tilhører en annen kunde.',
    en: 'The cart belongs to another customer.',
  },
  /** A prescription-only item not covered by a valid prescription of the person. */
  prescription_required: {
    status: 422,
    nb: 'Varen krever en gyldig resept.',
    en: 'The item requires a valid prescription.',
  },
  /** The person's valid prescriptions allow less of the item than asked for. */
  prescription_quantity_exceeded: {
    status: 422,
    nb: 'Resepten gir ikke nok av varen.',
    en: 'The prescription does not allow that much of the item.',
  },
  /**
   * add-by-reference: no prescription has this reference, or another person holds it (the two alike). 422: an
   * everyday refusal the spec's client reads (its prescription calls handle 422).
   */
  prescription_reference_unknown: {
    status: 422,
    nb: 'Ingen resept har denne referansen.',
    en: 'No prescription has this reference.',
  },
  /** add-by-reference: the check (birth date) does not match the prescription. */
  prescription_check_failed: {
    status: 422,
    nb: 'Opplysningene stemmer ikke med resepten.',
    en: 'The details do not match the prescription.',
  },
  /** change-person before login (no open pharmacy session for this sign-in). */
  pharmacy_session_required: {
    status: 422,
    nb: 'Du må logge inn på apoteket først.',
    en: 'Sign in to the pharmacy first.',
  },
  /** orderinvoice: a cancelled order is never invoiced. */
  invoice_order_cancelled: {
    status: 422,
    nb: 'Ordren er kansellert og faktureres ikke.',
    en: 'The order is cancelled and is not invoiced.',
  },
  /** An order-management event about a company we do not know (by customer or org number). */
  event_company_unknown: {
    status: 422,
    nb: 'Kunden i hendelsen finnes ikke hos oss.',
    en: 'The customer in the event is not known here.',
  },
  /** The same event id sent again with another body. */
  event_id_reused: {
    status: 422,
    nb: 'Hendelses-id-en er brukt før med et annet innhold.',
    en: 'The event id was used before with another body.',
  },
  /**
   * Card payment: the provider has not reserved the cart's total (yet). 404, not 422: create-order's handled
   * statuses are 401 and 404 (spec §8), and "no reserved payment to make the order of" is what the spec's client can
   * read (docs/client.md, "Statuses").
   */
  payment_not_reserved: {
    status: 404,
    nb: 'Kortbetalingen er ikke gjennomført for hele beløpet.',
    en: 'The card payment has not been completed for the full amount.',
  },
  /** Card payment: the payment was cancelled or refunded and can no longer become an order (404 as above). */
  payment_closed: {
    status: 404,
    nb: 'Kortbetalingen er avsluttet. Start en ny betaling.',
    en: 'The card payment has ended. Start a new payment.',
  },
  // Support tickets and chat (docs/support.md)
  /** No such ticket, or one the caller may not see (the two alike); 422: the spec's ticket calls handle only 422. */
  ticket_unknown: {
    status: 422,
    nb: 'Saken finnes ikke.',
    en: 'There is no such ticket.',
  },
  /** No such chat, or one the caller may not take part in (the two alike); 422 as for tickets. */
  chat_unknown: {
    status: 422,
    nb: 'Chatten finnes ikke.',
    en: 'There is no such chat.',
  },
  /** The order a ticket refers to is not the company's (or does not exist: the same answer). */
  ticket_order_not_in_company: {
    status: 422,
    nb: 'Ordren tilhører ikke kunden.',
    en: 'The order does not belong to the customer.',
  },
  /** A closed ticket takes no comments, chats or status changes. */
  ticket_closed: {
    status: 422,
    nb: 'Saken er lukket. Opprett en ny sak.',
    en: 'The ticket is closed. Create a new ticket.',
  },
  /** The status asked for is the ticket's status already. */
  ticket_status_invalid: {
    status: 422,
    nb: 'Saken har allerede denne statusen.',
    en: 'The ticket already has this status.',
  },
  /** lastObjectId of a ticket search is not a ticket of that search. */
  ticket_cursor_invalid: {
    status: 422,
    nb: 'lastObjectId er ikke en sak i dette søket.',
    en: 'lastObjectId is not a ticket of this search.',
  },
  /** Tickets are assigned to support agents only. */
  assignee_not_agent: {
    status: 422,
    nb: 'Saken kan bare tildeles en kundeserviceagent.',
    en: 'A ticket can only be assigned to a support agent.',
  },
  /** The chat has ended: no more messages. */
  chat_ended: {
    status: 422,
    nb: 'Chatten er avsluttet.',
    en: 'The chat has ended.',
  },
  /** A ticket has at most one active chat. */
  chat_already_active: {
    status: 422,
    nb: 'Saken har allerede en aktiv chat.',
    en: 'The ticket already has an active chat.',
  },
  /** Too many chat messages from one person in one chat within a minute (docs/support.md). */
  chat_rate_limited: {
    status: 429,
    nb: 'Du sender meldinger for fort. Vent litt før du skriver igjen.',
    en: 'You are sending messages too fast. Wait a moment before writing again.',
  },
  // E-mail links and passkeys (docs/sign-in.md)
  /** A passkey's signature counter did not grow: the authenticator may have been cloned. */
  passkey_counter_not_increasing: {
    status: 422,
    nb: 'Passnøkkelen kunne ikke bekreftes. Logg inn på en annen måte og fjern nøkkelen.',
    en: 'The passkey could not be verified. Sign in another way and remove the key.',
  },
  /** The credential is already registered (to this or another person). */
  passkey_already_registered: {
    status: 422,
    nb: 'Denne passnøkkelen er allerede registrert.',
    en: 'This passkey is already registered.',
  },
  // eID sign-in (docs/eid.md)
  /** The state is unknown, tampered, expired (10 min) or already used: the sign-in must start again. */
  eid_state_invalid: {
    status: 400,
    nb: 'Innloggingsforsøket er ukjent, utløpt eller allerede brukt. Start innloggingen på nytt.',
    en: 'The sign-in attempt is unknown, expired or already used. Start the sign-in again.',
  },
  /** ID-porten refused the authorization code (reused, expired or not issued for us). */
  eid_code_invalid: {
    status: 400,
    nb: 'ID-porten godtok ikke innloggingskoden. Start innloggingen på nytt.',
    en: 'ID-porten did not accept the sign-in code. Start the sign-in again.',
  },
  /** The id_token failed a check: signature, issuer, audience, nonce, times or a missing claim (see `detail`). */
  eid_id_token_invalid: {
    status: 400,
    nb: 'Svaret fra ID-porten kunne ikke bekreftes.',
    en: 'The answer from ID-porten could not be verified.',
  },
  /** The person signed in at a lower security level than the sign-in asked for. */
  eid_acr_too_low: {
    status: 400,
    nb: 'Innloggingen hadde for lavt sikkerhetsnivå.',
    en: 'The sign-in used too low a security level.',
  },
  /**
   * user-info on a session that did not sign in with eID (a password, a link, a passkey). 400, not 404: the spec's
   * user-info handles only 400 (docs/client.md, "Statuses").
   */
  eid_session_required: {
    status: 400,
    nb: 'Denne innloggingen brukte ikke ID-porten.',
    en: 'This sign-in did not use ID-porten.',
  },
  /** The invitation carried by the sign-in was sent to another person than the one who signed in. */
  eid_invitation_other_person: {
    status: 422,
    nb: 'Invitasjonen gjelder en annen person.',
    en: 'The invitation is for another person.',
  },
  /** ID-porten answered with an error (5xx or an unreadable answer); nothing was changed here. */
  eid_provider_error: {
    status: 502,
    nb: 'ID-porten svarte med en feil. Prøv igjen om litt.',
    en: 'ID-porten answered with an error. Try again in a moment.',
  },
  /** ID-porten did not answer in time or cannot be reached; nothing was changed here. */
  eid_unavailable: {
    status: 503,
    nb: 'ID-porten svarer ikke. Prøv igjen om litt.',
    en: 'ID-porten is not answering. Try again in a moment.',
  },
  // punch-out (docs/punchout.md)
  /** A punch-out start token we never issued. */
  punchout_token_invalid: {
    status: 400,
    nb: 'Lenken for å starte punch-out er ugyldig.',
    en: 'The punch-out start link is not valid.',
  },
  /** A punch-out start token already spent (single use). */
  punchout_token_used: {
    status: 410,
    nb: 'Lenken for å starte punch-out er allerede brukt. Start på nytt fra innkjøpssystemet.',
    en: 'The punch-out start link has already been used. Start again from the procurement system.',
  },
  /** A punch-out start token older than its five minutes. */
  punchout_token_expired: {
    status: 410,
    nb: 'Lenken for å starte punch-out er utløpt. Start på nytt fra innkjøpssystemet.',
    en: 'The punch-out start link has expired. Start again from the procurement system.',
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
  /** The payment provider answered with an error (or could not be reached). */
  payment_provider_error: {
    status: 502,
    nb: 'Betalingsleverandøren svarte med en feil. Prøv igjen om litt.',
    en: 'The payment provider answered with an error. Try again shortly.',
  },
  /** The payment provider did not answer in time. */
  payment_provider_timeout: {
    status: 504,
    nb: 'Betalingsleverandøren svarte ikke i tide. Prøv igjen om litt.',
    en: 'The payment provider did not answer in time. Try again shortly.',
  },
} as const satisfies Record<string, Text & { status: number }>;

export type ErrorCode = keyof typeof errorCatalog;

export type FieldProblem = { path: string; message: string; code?: string };

/** The one error type services throw. The error handler turns it into problem+json. */
/** 422 parameter_required naming the query parameters a call cannot do without (optional in the spec). */
export function parameterRequired(...names: string[]): AppError {
  return new AppError('parameter_required', {
    errors: names.map((name) => ({ path: `querystring.${name}`, message: 'Required by this call', code: 'required' })),
  });
}

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
