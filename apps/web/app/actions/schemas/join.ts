// The join forms' schemas (app/actions/join.ts): the person's request, and an admin's decision on it.
import { z } from 'zod';
import { idField, oneOf, requiredText } from '../../../lib/forms';

/** The API checks the address and its domain, and answers in the person's language. */
export const joinRequestForm = z.object({
  email: requiredText(254),
  firstName: requiredText(100),
  lastName: requiredText(100),
});

export const joinDecisionForm = z.object({
  requestId: idField(),
  decision: oneOf(['approve', 'reject']),
  role: oneOf(['admin', 'buyer', 'viewer']).default('buyer'),
});
