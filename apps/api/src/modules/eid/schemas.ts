import { z } from 'zod';
import { ACR_LEVELS } from '../../integrations/eid';
import { sessionPerson } from '../customer';

export const acrLevel = z.enum(ACR_LEVELS).meta({ id: 'EidAcrLevel', description: 'ID-porten security level.' });

export const eidAuthorizeBody = z
  .object({
    acr: acrLevel.default('idporten-loa-substantial').describe('The least security level the sign-in must reach.'),
    uiLocales: z
      .enum(['nb', 'nn', 'en', 'se'])
      .optional()
      .describe("Language of the provider's pages; default the request language."),
    invitationToken: z
      .string()
      .min(20)
      .max(200)
      .optional()
      .describe(
        "The token of an invitation link: accepted for the person who signs in, who gets the invitation's access.",
      ),
    returnTo: z
      .string()
      .max(500)
      .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path on this site')
      .optional()
      .describe('A path on our site to go to after sign-in; given back by /api/idporten/token.'),
  })
  .meta({ id: 'EidAuthorizeBody' });

export const eidAuthorizeResult = z
  .object({
    url: z.url().describe('The provider URL to send the browser to.'),
    state: z.string().describe('Bind it to the browser (a cookie) and compare it on the way back.'),
    expiresAt: z.iso.datetime().describe('The sign-in must finish before this (10 minutes).'),
  })
  .meta({ id: 'EidAuthorizeResult' });

export const eidTokenBody = z
  .object({
    code: z.string().min(1).max(512),
    state: z.string().min(20).max(200),
    iss: z.string().max(500).optional().describe('The `iss` of the authorization response (RFC 9207).'),
  })
  .meta({ id: 'EidTokenBody' });

const companyRole = z.enum(['admin', 'buyer', 'viewer']);

export const eidTokenResult = z
  .object({
    contactId: z.uuid(),
    ...sessionPerson,
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int().describe('Seconds until the access token expires.'),
    companies: z.array(z.object({ customerId: z.uuid(), name: z.string(), role: companyRole })),
    returnTo: z.string().nullable(),
    acr: acrLevel,
    sid: z
      .string()
      .nullable()
      .describe("ID-porten's session id (`sid` of the id_token): front-channel logout names it."),
  })
  .meta({ id: 'EidTokenResult' });

export const eidFrontchannelLogoutBody = z
  .object({
    iss: z.string().min(1).max(500).describe('`iss` of the front-channel logout request: must be our eID issuer.'),
    sid: z.string().min(1).max(200).describe('`sid` of the front-channel logout request.'),
  })
  .meta({ id: 'EidFrontchannelLogoutBody' });

export const eidFrontchannelLogoutResult = z
  .object({ ended: z.number().int().describe('How many of our sessions ended.') })
  .meta({ id: 'EidFrontchannelLogoutResult' });

export const eidRefreshBody = z.object({ refreshToken: z.string().min(20).max(200) }).meta({ id: 'EidRefreshBody' });

export const eidRefreshResult = z
  .object({
    contactId: z.uuid(),
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int(),
  })
  .meta({ id: 'EidRefreshResult' });

export const eidLogoutBody = z
  .object({ refreshToken: z.string().min(20).max(200).optional() })
  .meta({ id: 'EidLogoutBody' });

export const eidLogoutResult = z
  .object({
    endSessionUrl: z
      .url()
      .nullable()
      .describe("Send the browser here to end the provider's session; null when the sign-in did not use eID."),
    state: z.string().nullable().describe('Comes back on the post-logout redirect.'),
  })
  .meta({ id: 'EidLogoutResult' });

export const eidUserInfo = z
  .object({
    sub: z.string().describe("The provider's pairwise subject."),
    pid: z.string().nullable().describe('The identity number, masked: birth-date part only (e.g. 120384*****).'),
    birthDate: z.iso.date().nullable(),
    acr: z.string(),
    locale: z.string().nullable(),
    authTime: z.iso.datetime().nullable(),
    source: z.enum(['userinfo', 'id_token']).describe("Whether the provider's userinfo answered just now."),
  })
  .meta({ id: 'EidUserInfo' });
