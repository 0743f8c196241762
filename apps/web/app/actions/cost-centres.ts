'use server';
// Cost centres (admins): add one, change its name, address and limits, deactivate or reactivate it.
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import { costCentreForm, costCentreSaveForm } from './schemas/cost-centres';

export type CostCentreFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  /** What was typed, given back after a refusal so the fields keep it. */
  values?: Record<string, string>;
  /** Bumped on every answer, so the fields re-mount with the values above. */
  round?: number;
};

const typedFields = ['code', 'name', 'deliveryAddressId', 'perOrder', 'perMonth'] as const;

export async function saveCostCentre(previous: CostCentreFormState, form: FormData): Promise<CostCentreFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  const round = (previous.round ?? 0) + 1;
  const values = typedValues(form, typedFields);
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain, values, round };
  const customerId = viewer.company.customerId;
  // (De)activating sends only the switch: the fields' state does not matter then.
  const isSave = form.get('intent') !== 'deactivate' && form.get('intent') !== 'activate';
  const parsed = parseForm(form, isSave ? costCentreSaveForm : costCentreForm, t);
  if (!parsed.isValid) {
    return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values, round };
  }
  const { id, intent, code, name, perOrder, perMonth } = parsed.value;
  const deliveryAddressId = parsed.value.deliveryAddressId ?? null;
  try {
    if (id) {
      await api.updateCostCentre({
        path: { costCentreId: id },
        body:
          intent === 'save'
            ? { customerId, name: name ?? '', deliveryAddressId, perOrder, perMonth }
            : { customerId, isActive: intent === 'activate' },
      });
    } else {
      await api.createCostCentre({
        body: { customerId, code: code ?? '', name: name ?? '', deliveryAddressId, perOrder, perMonth },
      });
    }
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t), values, round };
  }
  revalidatePath('/account/cost-centres');
  return { status: 'ok', message: t.costCentres.saved, round };
}
