// The back office's staff account forms (app/actions/backoffice-staff.ts).
import { z } from 'zod';
import { emailAddress, idField, oneOf, requiredText } from '../../../lib/forms';

export const staffRoles = ['administrator', 'catalog_manager', 'customer_service', 'read_only'] as const;

export const createStaffForm = z.object({
  email: emailAddress(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  role: oneOf(staffRoles),
  locale: oneOf(['nb', 'en'] as const),
});

/** A role change (`role`), or a deactivation / reactivation (`active` = 0 / 1, the button pressed). */
export const updateStaffForm = z.object({
  contactId: idField(),
  role: oneOf(staffRoles).optional(),
  active: oneOf(['0', '1'] as const).optional(),
});
