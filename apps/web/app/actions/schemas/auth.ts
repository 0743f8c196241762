// The sign-in and passkey forms' schemas (app/actions/auth.ts). Sign-in refusals are error codes the sign-in pages
// word (lib/auth/error-text.ts), so these schemas only say whether the form is usable.
import { z } from 'zod';
import { idField, requiredText } from '../../../lib/forms';

/** Where to go after signing in: checked by safeReturnTo, so any text up to a URL's length. */
const returnTo = () => z.string().max(2000).optional();

/** The password is taken as typed (a space is a character); the address trimmed. */
export const passwordSignInForm = z.object({
  email: requiredText(254),
  password: z.string().min(1).max(200),
  returnTo: returnTo(),
});

export const emailLinkForm = z.object({ email: requiredText(254), returnTo: returnTo() });
export const eidStartForm = z.object({ returnTo: returnTo() });
export const switchCompanyForm = z.object({ customerId: idField() });

export const renamePasskeyForm = z.object({ passkeyId: idField(), name: requiredText(80) });
export const passkeyIdForm = z.object({ passkeyId: idField() });
