// Auth.js's adapter for the e-mail link and Passkey providers, over the API's /api/sign-in/* calls (shared
// secret; docs/sign-in.md). The web app keeps no database: link tokens and passkeys live at the API. Only the
// methods these two providers call are here; people are never created by a sign-in (createUser refuses).
import { ApiError } from '@engros/client';
import type { Adapter, AdapterAccount, AdapterAuthenticator, AdapterUser, VerificationToken } from 'next-auth/adapters';
import { requestClientHeaders, serverApi } from '../api';
import { isEmailAddress } from './email-address';

/** Auth.js hands credential ids as standard base64; the API keeps them as base64url. */
export const toBase64Url = (value: string) => value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export const fromBase64Url = (value: string) => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  return base64 + '='.repeat((4 - (base64.length % 4)) % 4);
};

const TRANSPORTS = new Set(['usb', 'nfc', 'ble', 'internal', 'hybrid', 'cable', 'smart-card']);
type Transport = 'usb' | 'nfc' | 'ble' | 'internal' | 'hybrid' | 'cable' | 'smart-card';

/** A 404 is "not there" (null for Auth.js); anything else is a real failure. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (ApiError.isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

async function getUser(id: string): Promise<AdapterUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const contact = await orNull(serverApi().getContact({ path: { contactId: id } }));
  if (!contact?.isActive) return null;
  return {
    id: contact.contactId,
    email: contact.email,
    name: `${contact.firstName} ${contact.lastName}`.trim() || contact.email,
    emailVerified: contact.emailVerifiedAt ? new Date(contact.emailVerifiedAt) : null,
  };
}

type ApiPasskey = Awaited<ReturnType<ReturnType<typeof serverApi>['getPasskey']>>;

const authenticatorOf = (passkey: ApiPasskey): AdapterAuthenticator => ({
  credentialID: fromBase64Url(passkey.credentialId),
  providerAccountId: fromBase64Url(passkey.credentialId),
  userId: passkey.contactId,
  counter: passkey.counter,
  credentialPublicKey: passkey.publicKey,
  credentialBackedUp: passkey.isBackedUp,
  credentialDeviceType: passkey.deviceType,
  transports: passkey.transports.join(',') || null,
});

const passkeyOf = (credentialId: string) =>
  orNull(serverApi().getPasskey({ path: { credentialId: toBase64Url(credentialId) } }));

export const apiAdapter = {
  async getUserByEmail(email) {
    const person = await orNull(serverApi().lookupSignInPerson({ body: { email } }));
    if (!person) return null;
    return {
      id: person.contactId,
      email: person.email,
      name: person.name,
      emailVerified: person.emailVerifiedAt ? new Date(person.emailVerifiedAt) : null,
    };
  },
  getUser,
  /** Only people a company invited may sign in: an unknown address or a passkey without a person is refused. */
  async createUser() {
    throw new Error('people are not created by sign-in');
  },
  /** The API marks the address verified when it starts the session (POST /api/sign-in/session). */
  async updateUser(user) {
    const known = user.id ? await getUser(user.id) : null;
    if (!known) throw new Error('unknown person');
    return known;
  },
  async createVerificationToken(token) {
    await serverApi().createVerificationToken({
      body: { identifier: token.identifier, token: token.token, expires: token.expires.toISOString() },
    });
    return token;
  },
  async useVerificationToken({ identifier, token }): Promise<VerificationToken | null> {
    // A link with something else than an address (a hand-made one) is unknown, not the API's 400.
    if (typeof identifier !== 'string' || !isEmailAddress(identifier)) return null;
    const clientHeaders = await requestClientHeaders();
    const used = await orNull(serverApi({ clientHeaders }).useVerificationToken({ body: { identifier, token } }));
    return used ? { identifier: used.identifier, token, expires: new Date(used.expires) } : null;
  },
  /** A passkey is the person's "account" of the passkey provider: the API's passkey row links the two. */
  async linkAccount(account) {
    return account as AdapterAccount;
  },
  async getAccount(providerAccountId, provider) {
    const passkey = await passkeyOf(providerAccountId);
    if (!passkey) return null;
    return {
      provider,
      providerAccountId,
      type: 'webauthn',
      userId: passkey.contactId,
    } as AdapterAccount;
  },
  async getUserByAccount({ providerAccountId, provider }) {
    if (provider !== 'passkey') return null;
    const passkey = await passkeyOf(providerAccountId);
    return passkey ? getUser(passkey.contactId) : null;
  },
  async getAuthenticator(credentialID) {
    const passkey = await passkeyOf(credentialID);
    return passkey ? authenticatorOf(passkey) : null;
  },
  async createAuthenticator(authenticator) {
    const transports = (authenticator.transports ?? '').split(',').filter((t): t is Transport => TRANSPORTS.has(t));
    const created = await serverApi().createPasskey({
      body: {
        contactId: authenticator.userId,
        credentialId: toBase64Url(authenticator.credentialID),
        publicKey: authenticator.credentialPublicKey,
        counter: authenticator.counter,
        deviceType: authenticator.credentialDeviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
        isBackedUp: authenticator.credentialBackedUp,
        ...(transports.length ? { transports } : {}),
      },
    });
    return authenticatorOf(created);
  },
  async listAuthenticatorsByUserId(userId) {
    const list = await serverApi().listContactPasskeys({ path: { contactId: userId } });
    return list.items.map(authenticatorOf);
  },
  async updateAuthenticatorCounter(credentialID, counter) {
    const updated = await serverApi({
      clientHeaders: await requestClientHeaders(),
    }).updatePasskeyCounter({
      path: { credentialId: toBase64Url(credentialID) },
      body: { counter },
    });
    return authenticatorOf(updated);
  },
} satisfies Adapter;
