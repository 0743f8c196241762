// The invitation answer's schema (app/actions/invitations.ts): which invitation, and accept or decline.
import { z } from 'zod';
import { idField, oneOf } from '../../../lib/forms';

export const invitationAnswerForm = z.object({ invitationId: idField(), answer: oneOf(['accept', 'decline']) });
