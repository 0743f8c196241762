// The signed-in person's open cart for the company they shop for, read once per request.
import type { Cart } from '@engros/client';
import { cache } from 'react';
import { viewerApi } from './auth/viewer';
import { errorMessage } from './errors';
import { getDictionary } from './i18n/server';

export type CartResult = { ok: true; cart: Cart } | { ok: false; reason: 'signed-out' | 'error'; message?: string };

export const loadCart = cache(async (): Promise<CartResult> => {
  const { api, viewer } = await viewerApi();
  if (!viewer.isSignedIn || !viewer.company) return { ok: false, reason: 'signed-out' };
  try {
    const cart = await api.getCart({
      query: { pid: viewer.contactId, customerId: viewer.company.customerId },
      init: { cache: 'no-store' },
    });
    return { ok: true, cart };
  } catch (error) {
    const { t } = await getDictionary();
    return { ok: false, reason: 'error', message: errorMessage(error, t) };
  }
});
