import type { FastifyRequest } from 'fastify';
import { personOf } from '../../lib/access';
import type { RoutesPlugin } from '../../lib/context';
import { parameterRequired } from '../../lib/errors';
import { problems } from '../../lib/schemas';
import * as s from './schemas';
import * as service from './service';

const personTags = ['pharmacy-person'];
const prescriptionTags = ['prescription'];
const pidRule = 'Every pid must be the caller or a person the caller is linked to (else 404).';

/** Reference codes can be guessed: 10 tries a minute per signed-in person, like password sign-in. */
const addByReferenceRateLimit = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    `prescription-reference:${request.caller.kind === 'person' ? request.caller.contactId : request.ip}`,
};

/**
 * The pharmacy side: persons (contacts acting for themselves or for linked persons), their private
 * addresses, the pharmacy session and prescriptions (docs/pharmacy.md). Ownership of `pid` is a
 * person link, which the access plugin's company/contact owners cannot express: the service checks it.
 */
export const pharmacyRoutes: RoutesPlugin = (app, ctx) => {
  const db = ctx.database.db;
  const who = (request: FastifyRequest) => ({ caller: personOf(request), lang: request.lang });

  // Persons and the pharmacy session

  app.post('/api/ardis/customer/login', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: 'Start the pharmacy session of this sign-in',
      description: `Answers the active person (the caller, or pid when given) and every person the caller may act as. ${pidRule}`,
      body: s.loginBody,
      response: { 200: s.pharmacySession, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => service.login(db, { ...who(request), pid: request.body.pid }),
  });

  app.post('/api/ardis/customer/get', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: "A person's profile",
      description: `Without pid: the session's active person, else the caller. ${pidRule}`,
      body: s.getPersonBody,
      response: { 200: s.person, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => service.getPerson(db, { ...who(request), pid: request.body.pid }),
  });

  app.post('/api/ardis/customer/update', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: "Update a person's name, phone or birth date",
      description: pidRule,
      body: s.updatePersonBody,
      response: { 200: s.person, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => service.updatePerson(db, { ...who(request), input: request.body }),
  });

  app.post('/api/ardis/customer/change-person', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: 'Act as another person in the pharmacy session',
      description: `422 pharmacy_session_required before login (or after logout). ${pidRule}`,
      body: s.changePersonBody,
      response: { 200: s.pharmacySession, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => service.changePerson(db, { ...who(request), pid: request.body.pid }),
  });

  app.post('/api/ardis/customer/logout', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: 'End the pharmacy session of this sign-in',
      description: 'The API sign-in (tokens) stays; sign out of that at /api/session/revoke. Idempotent.',
      body: s.logoutBody,
      response: { 200: s.logoutResult, ...problems(400, 401, 422) },
    },
    handler: async (request) => service.logout(db, who(request)),
  });

  // Person addresses

  app.post('/api/ardis/customer/add-address', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: 'Add a private delivery address of a person',
      description: `422 market_unknown or zip_code_invalid for a country we do not sell in or a malformed zip code. ${pidRule}`,
      body: s.addAddressBody,
      response: { 200: s.personAddress, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => service.addAddress(db, { ...who(request), input: request.body }),
  });

  app.post('/api/ardis/customer/edit-address', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: "Edit a person's address",
      description: pidRule,
      body: s.editAddressBody,
      response: { 200: s.personAddress, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => service.editAddress(db, { ...who(request), input: request.body }),
  });

  app.get('/api/ardis/customer/address', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: "One of a person's addresses",
      description: `pid defaults to the caller; without addressId 422 parameter_required. ${pidRule}`,
      querystring: s.addressQuery,
      response: { 200: s.personAddress, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => {
      const { pid, addressId } = request.query;
      if (!addressId) throw parameterRequired('addressId');
      return service.getAddress(db, { ...who(request), pid: pid ?? personOf(request).contactId, addressId });
    },
  });

  app.get('/api/ardis/customer/addresses', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: "A page of a person's addresses",
      description: pidRule,
      querystring: s.addressesQuery,
      response: { 200: s.personAddressPage, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => service.listAddresses(db, { ...who(request), ...request.query }),
  });

  app.delete('/api/ardis/customer/delete-address', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: "Delete a person's address",
      description:
        `pid defaults to the caller; without addressId 422 parameter_required. Answers the remaining addresses. ` +
        pidRule,
      querystring: s.addressQuery,
      response: { 200: s.personAddressPage, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => {
      const { pid, addressId } = request.query;
      if (!addressId) throw parameterRequired('addressId');
      return service.deleteAddress(db, { ...who(request), pid: pid ?? personOf(request).contactId, addressId });
    },
  });

  app.get('/api/ardis/customer/address/:addressId/markets', {
    config: { auth: 'person' },
    schema: {
      tags: personTags,
      summary: 'The markets that deliver to an address',
      description: `A market of the address's country whose delivery routes serve its zip code. pid defaults to the caller. ${pidRule}`,
      params: s.addressParams,
      querystring: s.pidQuery,
      response: { 200: s.addressMarkets, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) =>
      service.addressMarkets(db, {
        ...who(request),
        pid: request.query.pid ?? personOf(request).contactId,
        addressId: request.params.addressId,
      }),
  });

  // Prescriptions

  app.get('/api/ardis/prescription/prescriptions', {
    config: { auth: 'person' },
    schema: {
      tags: prescriptionTags,
      summary: "A person's prescriptions",
      description: `pid defaults to the caller. ${pidRule}`,
      querystring: s.pidQuery,
      response: { 200: s.prescriptionList, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) => service.listPrescriptions(db, { ...who(request), pid: request.query.pid }),
  });

  app.get('/api/ardis/prescription/:prescriptionId', {
    config: { auth: 'person' },
    schema: {
      tags: prescriptionTags,
      summary: 'One prescription with its lines',
      description: `Another person's prescription answers 404. pid defaults to the caller. ${pidRule}`,
      params: s.prescriptionParams,
      querystring: s.pidQuery,
      response: { 200: s.prescription, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) =>
      service.getPrescription(db, {
        ...who(request),
        pid: request.query.pid,
        prescriptionId: request.params.prescriptionId,
      }),
  });

  app.get('/api/ardis/prescription/products/:prescriptionId', {
    config: { auth: 'person' },
    schema: {
      tags: prescriptionTags,
      summary: 'The variants a prescription allows, with the quantity left',
      description: `Quantities are 0 unless the prescription is active. pid defaults to the caller. ${pidRule}`,
      params: s.prescriptionParams,
      querystring: s.pidQuery,
      response: { 200: s.prescriptionProducts, ...problems(400, 401, 404, 422) },
    },
    handler: async (request) =>
      service.prescriptionProducts(db, {
        ...who(request),
        pid: request.query.pid,
        prescriptionId: request.params.prescriptionId,
      }),
  });

  app.post('/api/ardis/prescription/prescriptions/add-by-reference', {
    config: { auth: 'person', rateLimit: addByReferenceRateLimit },
    schema: {
      tags: prescriptionTags,
      summary: 'Add a prescription by the reference code on the slip',
      description:
        "The patient's birth date is the check: wrong → 422 prescription_check_failed; unknown reference (or one " +
        'another person holds) → 422 prescription_reference_unknown. Adding one the person holds already answers it again. ' +
        `10 tries a minute per caller (429). pid defaults to the caller. ${pidRule}`,
      body: s.addByReferenceBody,
      response: { 200: s.prescription, ...problems(400, 401, 404, 422, 429) },
    },
    handler: async (request) => service.addByReference(db, { ...who(request), input: request.body }),
  });
};
