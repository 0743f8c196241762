import type { FastifyRequest } from 'fastify';
import { webOriginOf } from '../../env';
import { companyOfCall, owns, personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { notFound, parameterRequired } from '../../lib/errors';
import { problems } from '../../lib/schemas';
import { deliverOutboxNow } from '../mail';
import { auditPage, clientKeyOf, clientOf, companyAuditQuery, listAuditEvents } from '../security';
import * as repo from './repository';
import * as s from './schemas';
import * as service from './service';

/**
 * Password tries per client and e-mail (SIGN_IN_ATTEMPTS_PER_MINUTE, default 10, as the other sign-in calls): a flood
 * brake. Keyed on the pair, so that someone hammering a person's address does not refuse its owner (the lockouts
 * that bound guessing are in the database, docs/security.md).
 */
const checkUserRateLimit = (max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const client = clientKeyOf(clientOf(request).ip);
    return `check-user:${client}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  },
});

const tags = ['customer'];

/** Companies, contacts and roles, invitations, addresses, consents and password sign-in. */
export const customerRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const webOrigin = webOriginOf(ctx.env);
  const invitations = { webOrigin, invitationsPerHour: ctx.env.INVITATIONS_PER_HOUR };
  // The invited person waits for the mail: the outbox goes out after the answer, as for sign-in and join links (the
  // mail job retries a failure). Not in unit tests, which read the outbox.
  const deliverSoon = <T>(request: FastifyRequest, answer: T): T => {
    if (ctx.env.NODE_ENV !== 'test') {
      void deliverOutboxNow(ctx.database, ctx.env).catch((err) => {
        request.log.warn({ err }, 'invitation mail: immediate delivery failed; the mail job retries');
      });
    }
    return answer;
  };

  app.registerOwner('address', async (database, id) => repo.findAddressOwner(database.db, id));

  // Sign-in and passwords (the web server, by the shared secret)

  app.post('/api/customer/check-user', {
    config: { auth: 'secret', rateLimit: checkUserRateLimit(ctx.env.SIGN_IN_ATTEMPTS_PER_MINUTE) },
    schema: {
      tags,
      summary: 'Check e-mail and password and start a session',
      description:
        "For the web server's password sign-in. A wrong e-mail and a wrong password both answer 401 invalid_credentials. " +
        'Open invitations stay open (accepted only by the person, explicitly). Limited to 10 tries a minute per client and e-mail (429); five ' +
        'wrong passwords in a row for an address from one client lock that pair for 15 minutes, 30 from one client ' +
        'lock the client, 25 for an address from all clients lock the address (429 sign_in_locked, retryAfterSeconds).',
      body: s.checkUserBody,
      response: { 200: s.checkUserResult, ...problems(400, 401, 403, 429) },
    },
    handler: async (request) =>
      service.checkUser(db, {
        ...request.body,
        tokens: ctx.tokens,
        client: clientOf(request),
        failuresPerClient: ctx.env.SIGN_IN_FAILURES_PER_CLIENT,
      }),
  });

  app.post('/api/customer/customer/:customerId/change-password', {
    config: { auth: 'secret' },
    schema: {
      tags,
      summary: "Change a person's own password",
      description:
        'The path id is the CONTACT id (the account whose password changes). The current password is required when ' +
        'one is set. Every session of the person ends; the answer is a fresh session.',
      params: s.customerIdParams,
      body: s.changePasswordBody,
      response: { 200: s.sessionResult, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      service.changePassword(db, { contactId: request.params.customerId, ...request.body, tokens: ctx.tokens }),
  });

  // Invitations

  app.post('/api/customer/company/:companyId/contact/:contactId/invite', {
    config: { auth: 'secret' },
    schema: {
      tags,
      summary: 'Send (again) the invitation of an invited contact',
      description:
        'Withdraws earlier open invitations and mails a new single-use link valid 7 days. ' +
        '422 contact_not_member when the contact is not invited to the company; 422 invitation_already_accepted when they joined. ' +
        '429 invitation_limit_reached over the hourly allowance of the company.',
      params: s.inviteParams,
      response: { 200: s.invitation, ...problems(400, 401, 403, 404, 422, 429) },
    },
    handler: async (request) =>
      deliverSoon(request, await service.sendInvitation(db, { ...request.params, settings: invitations })),
  });

  app.get('/invitations/by-email/:email', {
    config: { auth: 'secret' },
    schema: {
      tags,
      summary: 'Open invitations to an e-mail address',
      description: 'Not accepted, not withdrawn and not expired; 404 when there are none.',
      params: s.emailParams,
      response: { 200: s.invitationList, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.listInvitationsForEmail(db, request.params),
  });

  app.post('/api/customer/invitations/accept', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: 'Accept an invitation by the token of its link',
      description: "The invitation must be the caller's. It can be used once.",
      body: s.acceptInvitationBody,
      response: { 200: s.contactCompany, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => service.acceptInvitation(db, { caller: personOf(request), token: request.body.token }),
  });

  app.post('/api/customer/invitations/lookup', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: 'The invitation of a link, for its addressee',
      description:
        'The company and role, and whether it is still open; nothing is accepted. 404 when it is not the caller’s ' +
        '(the same as an unknown token).',
      body: s.acceptInvitationBody,
      response: { 200: s.invitationLookup, ...problems(400, 401, 404) },
    },
    handler: async (request) => service.lookupInvitation(db, { caller: personOf(request), token: request.body.token }),
  });

  app.get('/api/customer/invitations/mine', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: "The caller's open invitations, with the companies named",
      response: { 200: s.ownInvitations, ...problems(401) },
    },
    handler: async (request) => service.listOwnInvitations(db, { caller: personOf(request) }),
  });

  app.post('/api/customer/invitations/:invitationId/accept', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: 'Accept one of your own invitations (from the account)',
      description:
        "Only the addressee: anyone else's invitation answers 404. 422 invitation_already_accepted, " +
        'invitation_revoked or invitation_expired.',
      params: s.invitationIdParams,
      response: { 200: s.contactCompany, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) =>
      service.acceptOwnInvitation(db, { caller: personOf(request), invitationId: request.params.invitationId }),
  });

  app.post('/api/customer/invitations/:invitationId/decline', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: 'Decline one of your own invitations',
      description: 'The invitation is withdrawn and the invited membership removed. Only the addressee (else 404).',
      params: s.invitationIdParams,
      response: { 200: s.declinedInvitation, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) =>
      service.declineOwnInvitation(db, { caller: personOf(request), invitationId: request.params.invitationId }),
  });

  // Companies

  app.post('/api/customer/initcompany', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: 'Register a new company (self service)',
      description: 'The caller becomes its admin. Credit limit 0 (card payment only) until the back office sets one.',
      body: s.registerCompanyBody,
      response: { 200: s.company, ...problems(400, 401, 422) },
    },
    handler: async (request) => service.registerCompany(db, { caller: personOf(request), input: request.body }),
  });

  // A person's call as the spec has it (§6); the back office creates companies with POST /api/backoffice/customers.
  app.post('/api/customer/create', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: 'Register a further company (self service, for a member of a company)',
      description:
        'A person who is an active member of a company registers another one and becomes its admin, as with ' +
        'initcompany: credit limit 0 (card payment only) and the home market only, until the back office sets ' +
        'more. 422 no_company_access for a person without an active membership (only invited, or deactivated): ' +
        'their first company is registered with initcompany. 422 org_number_invalid, org_number_taken, ' +
        'vat_number_invalid as initcompany.',
      body: s.registerCompanyBody,
      response: { 200: s.company, ...problems(400, 401, 403, 422) },
    },
    handler: async (request) => service.registerFurtherCompany(db, { caller: personOf(request), input: request.body }),
  });

  app.post('/api/customer/create-customer-only', {
    config: { auth: 'secret' },
    schema: {
      tags,
      summary: 'Create a company without contacts (integration)',
      body: s.createCustomerOnlyBody,
      response: { 200: s.company, ...problems(400, 401, 403, 422) },
    },
    handler: async (request) => service.createCustomerOnly(db, { input: request.body }),
  });

  app.put('/api/customer/update-customer', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'admin')] },
    schema: {
      tags,
      summary: "Update a company's data",
      description:
        'Admins: name, vatNumber, email, phone, emailDomain. Agents also: creditLimit, isBlocked, blockedReason, ' +
        'markets, priceListId (403 for anyone else). An admin may set only the domain of their own confirmed ' +
        'e-mail address (422 email_domain_not_verified); never a webmail domain (422 email_domain_public) nor one ' +
        'another company holds (422 email_domain_taken).',
      body: s.updateCustomerBody,
      response: { 200: s.company, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.updateCustomer(db, { caller: personOf(request), input: request.body }),
  });

  app.get('/api/customers/:customerId', {
    config: { auth: 'person', access: [owns('company', 'params.customerId')] },
    schema: {
      tags,
      summary: "A company's data, for its members",
      params: s.customerIdParams,
      response: { 200: s.company, ...problems(400, 401, 404) },
    },
    handler: async (request) => service.getCompany(db, { companyId: request.params.customerId }),
  });

  app.get('/company/:companyId', {
    config: { auth: 'secret' },
    schema: {
      tags,
      summary: "A company's data",
      params: s.companyIdParams,
      response: { 200: s.company, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getCompany(db, request.params),
  });

  // Contacts and memberships

  app.post('/api/customer/create-contact', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'admin')] },
    schema: {
      tags,
      summary: 'Add a person to the company and invite them',
      description:
        'A new contact is created, an existing one found by e-mail. Access starts when the person accepts the ' +
        'invitation. Until then the answers show what was typed here, never what the shop knows about the person. ' +
        '429 invitation_limit_reached over the hourly allowance of the company (INVITATIONS_PER_HOUR, default 50).',
      body: s.createContactBody,
      response: { 200: s.invitedMember, ...problems(400, 401, 403, 404, 422, 429) },
    },
    handler: async (request) =>
      deliverSoon(
        request,
        await service.createContact(db, { caller: personOf(request), input: request.body, settings: invitations }),
      ),
  });

  app.post('/api/customer/change-contact-relation', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'admin')] },
    schema: {
      tags,
      summary: "Change a member's role, or deactivate or reactivate the membership",
      description: 'The company keeps at least one active admin (422 last_admin); your own membership cannot change.',
      body: s.changeContactRelationBody,
      response: { 200: s.changeContactRelationResult, ...problems(400, 401, 403, 404, 422, 429) },
    },
    handler: async (request) =>
      deliverSoon(
        request,
        await service.changeContactRelation(db, {
          caller: personOf(request),
          input: request.body,
          settings: invitations,
        }),
      ),
  });

  app.get('/api/customers/:customerId/contacts', {
    config: { auth: 'person', access: [owns('company', 'params.customerId')] },
    schema: {
      tags,
      summary: 'The people of a company with their roles',
      params: s.customerIdParams,
      response: { 200: s.memberList, ...problems(400, 401, 404) },
    },
    handler: async (request) => service.listCompanyContacts(db, { companyId: request.params.customerId }),
  });

  app.get('/api/customer/get-contact/:contactId', {
    config: { auth: 'secret' },
    schema: {
      tags,
      summary: "A contact's account",
      params: s.contactIdParams,
      response: { 200: s.contact, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getContact(db, request.params),
  });

  app.get('/api/customer/get-contact/:contactId/companies', {
    config: { auth: 'secret' },
    schema: {
      tags,
      summary: "A contact's companies",
      description: 'Every membership with its role and status (active, invited, inactive).',
      params: s.contactIdParams,
      response: { 200: s.contactCompanies, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.listCompaniesOfContact(db, request.params),
  });

  app.get('/customer/external/:externalId', {
    config: { auth: 'secret' },
    schema: {
      tags,
      summary: 'The contact with this eID person id',
      params: s.externalIdParams,
      response: { 200: s.contact, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => service.getContactByExternalId(db, request.params),
  });

  app.put('/api/customer/my-locale', {
    config: { auth: 'person' },
    schema: {
      tags,
      summary: "Store the caller's own language",
      description:
        'nb or en: the language of e-mails to the person, and for the web app to use at sign-in. Only the caller.',
      body: s.localeBody,
      response: { 200: s.localeResult, ...problems(400, 401, 404) },
    },
    handler: async (request) => service.setOwnLocale(db, { caller: personOf(request), locale: request.body.locale }),
  });

  app.get('/api/customers/:customerId/spend', {
    config: { auth: 'person', access: [owns('company', 'params.customerId')] },
    schema: {
      tags,
      summary: "The company's spend per month",
      description:
        'Placed orders (not cancelled) in the company currency per calendar month, Oslo time, oldest first; ' +
        'the current month and `months - 1` before it (default 12). Any member may read it.',
      params: s.customerIdParams,
      querystring: s.spendQuery,
      response: { 200: s.spendResult, ...problems(400, 401, 404) },
    },
    handler: async (request) =>
      service.getSpend(db, { companyId: request.params.customerId, months: request.query.months }),
  });

  // Addresses

  app.get('/api/customer/list-addresses/:customerId', {
    config: { auth: 'person', access: [owns('company', 'params.customerId')] },
    schema: {
      tags,
      summary: "The company's addresses",
      params: s.customerIdParams,
      response: { 200: s.addressList, ...problems(400, 401, 404) },
    },
    handler: async (request) => service.listAddresses(db, { companyId: request.params.customerId }),
  });

  app.get('/api/customer/get-invoiceaddress/:customerId', {
    config: { auth: 'person', access: [owns('company', 'params.customerId')] },
    schema: {
      tags,
      summary: "The company's default invoice address",
      params: s.customerIdParams,
      response: { 200: s.address, ...problems(400, 401, 404) },
    },
    handler: async (request) => service.getInvoiceAddress(db, { companyId: request.params.customerId }),
  });

  app.post('/api/customer/add-address', {
    config: { auth: 'person', access: [owns('company', 'body.customerId', 'buyer')] },
    schema: {
      tags,
      summary: 'Add an address',
      description: 'Buyers add delivery addresses; invoice addresses need an admin.',
      body: s.addAddressBody,
      response: { 200: s.address, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.addAddress(db, { caller: personOf(request), input: request.body }),
  });

  app.patch('/api/customer/edit-address', {
    config: {
      auth: 'person',
      access: [owns('company', 'body.customerId', 'buyer'), owns('address', 'body.addressId', 'buyer')],
    },
    schema: {
      tags,
      summary: 'Edit an address',
      description: 'Buyers edit delivery addresses; invoice addresses need an admin.',
      body: s.editAddressBody,
      response: { 200: s.address, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => service.editAddress(db, { caller: personOf(request), input: request.body }),
  });

  app.delete('/api/customer/delete-address', {
    config: {
      auth: 'person',
      access: [owns('company', 'query.customerId', 'buyer'), owns('address', 'query.addressId', 'buyer')],
    },
    schema: {
      tags,
      summary: 'Delete an address',
      description:
        "customerId defaults to the caller's one company (several: 422 company_required); without addressId 422 " +
        'parameter_required. The last invoice address cannot be deleted (422 invoice_address_required). ' +
        'Answers with the remaining addresses.',
      querystring: s.deleteAddressQuery,
      response: { 200: s.addressList, ...problems(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const caller = personOf(request);
      const { customerId, addressId } = request.query;
      if (!addressId) throw parameterRequired('addressId');
      return service.deleteAddress(db, { caller, companyId: companyOfCall(caller, customerId, 'buyer'), addressId });
    },
  });

  // Consents

  app.get('/api/customer/:customerId/consents', {
    config: { auth: 'person', access: [owns('company', 'params.customerId')] },
    schema: {
      tags: ['consents'],
      summary: "The caller's consents in a company, with their history",
      params: s.customerIdParams,
      response: { 200: s.consentState, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) =>
      service.getConsents(db, { caller: personOf(request), companyId: request.params.customerId }),
  });

  app.post('/api/customer/:customerId/consents', {
    config: { auth: 'person', access: [owns('company', 'params.customerId')] },
    schema: {
      tags: ['consents'],
      summary: "Record the caller's consents in a company",
      description:
        'Upserts the listed types; every change is kept in the history. Unknown types: 422 consent_type_unknown.',
      params: s.customerIdParams,
      body: s.updateConsentsBody,
      response: { 200: s.consentState, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) =>
      service.updateConsents(db, {
        caller: personOf(request),
        companyId: request.params.customerId,
        consents: request.body.consents,
      }),
  });

  /** The security audit log (docs/security.md): company admins read their company's, staff any company's. */
  app.get('/api/customer/audit-log', {
    config: { auth: 'person', access: [owns('company', 'query.customerId', 'admin')] },
    schema: {
      tags: ['security'],
      summary: "The company's audit log, newest first (admins)",
      description:
        "Sign-ins (also failed ones), sign-outs and password changes of the company's people, and the changes made " +
        'to the company (details, roles, invitations, limits and rules). Never a password or token.',
      querystring: companyAuditQuery,
      response: { 200: auditPage, ...problems(400, 401, 403, 404) },
    },
    handler: async (request) => {
      // Staff pass the ownership check for any id: the company must exist.
      if (!(await repo.findCompany(db, request.query.customerId))) throw notFound('No such customer.');
      return listAuditEvents(db, request.query);
    },
  });
};
