import { z } from 'zod';
import { checkUserResult } from '../customer';

const email = z.email().max(254);
/** What Auth.js hands the adapter: a digest of the link's token (hex or base64url). */
const adapterToken = z.string().min(16).max(200);
const credentialId = z
  .string()
  .min(16)
  .max(1024)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

export const lookupBody = z.object({ email }).meta({ id: 'SignInLookupBody' });

export const signInPerson = z
  .object({
    contactId: z.uuid(),
    email: z.string(),
    name: z.string(),
    locale: z.string(),
    emailVerifiedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SignInPerson', description: 'An active person who may sign in.' });

export const verificationTokenBody = z
  .object({
    identifier: email,
    token: adapterToken,
    expires: z.iso.datetime().describe('When the link stops working (Auth.js: 24 h by default; we cap it at 1 h).'),
  })
  .meta({ id: 'VerificationTokenBody' });

export const verificationToken = z
  .object({ identifier: z.string(), expires: z.iso.datetime() })
  .meta({ id: 'VerificationToken' });

export const useVerificationTokenBody = z
  .object({ identifier: email, token: adapterToken })
  .meta({ id: 'UseVerificationTokenBody' });

export const emailLinkBody = z
  .object({
    email,
    token: z
      .string()
      .min(16)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be hex or base64url')
      .describe("The link's token as Auth.js made it (the link itself is built here, on WEB_ORIGIN)."),
    returnTo: z
      .string()
      .max(500)
      .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path on this site')
      .optional()
      .describe('A path on the shop to go to after the sign-in (default /).'),
  })
  .meta({ id: 'EmailLinkBody' });

export const sessionBody = z
  .object({
    contactId: z.uuid(),
    method: z.enum(['email', 'passkey']).describe('How the web app verified the person.'),
    /** For `email`: the address the link was sent to (it is verified now; invitations to it are accepted). */
    email: email.optional(),
  })
  .meta({ id: 'SignInSessionBody' });

export const sessionResult = checkUserResult;

export const passkeyBody = z
  .object({
    contactId: z.uuid(),
    credentialId,
    publicKey: z.string().min(16).max(2048),
    counter: z.number().int().min(0),
    deviceType: z.enum(['singleDevice', 'multiDevice']),
    isBackedUp: z.boolean(),
    transports: z
      .array(z.enum(['usb', 'nfc', 'ble', 'internal', 'hybrid', 'cable', 'smart-card']))
      .max(7)
      .optional(),
    name: z.string().trim().min(1).max(80).optional(),
  })
  .meta({ id: 'PasskeyBody' });

export const passkey = z
  .object({
    id: z.uuid(),
    contactId: z.uuid(),
    credentialId: z.string(),
    publicKey: z.string(),
    counter: z.number().int(),
    deviceType: z.enum(['singleDevice', 'multiDevice']),
    isBackedUp: z.boolean(),
    transports: z.array(z.string()),
    name: z.string().nullable(),
    lastUsedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Passkey' });

export const passkeyList = z.object({ items: z.array(passkey) }).meta({ id: 'PasskeyList' });

/** The account page's view: no key material. */
export const ownPasskey = passkey
  .pick({ id: true, name: true, deviceType: true, isBackedUp: true, lastUsedAt: true, createdAt: true })
  .meta({ id: 'OwnPasskey' });
export const ownPasskeyList = z.object({ items: z.array(ownPasskey) }).meta({ id: 'OwnPasskeyList' });

export const credentialParams = z.object({ credentialId });
export const contactParams = z.object({ contactId: z.uuid() });
export const passkeyParams = z.object({ passkeyId: z.uuid() });
export const counterBody = z.object({ counter: z.number().int().min(0) }).meta({ id: 'PasskeyCounterBody' });
export const renamePasskeyBody = z
  .object({ name: z.string().trim().max(80).describe('The new name; empty clears it.') })
  .meta({ id: 'RenamePasskeyBody' });
