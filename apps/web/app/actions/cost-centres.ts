'use server';
// Cost centres (admins): add one, change its name, address and limits, deactivate or reactivate it.
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';

export type CostCentreFormState = { status: 'idle' | 'ok' | 'error'; message?: string };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
/** An amount typed in kroner as minor units; empty = no limit. */
const amount = (form: FormData, name: string) => {
  const value = text(form, name).replace(',', '.');
  return value === '' ? null : Math.round(Number(value) * 100);
};

export async function saveCostCentre(_previous: CostCentreFormState, form: FormData): Promise<CostCentreFormState> {
  const { api, viewer } = await viewerApi();
  const { t } = await getDictionary();
  if (!viewer.isSignedIn || !viewer.company) return { status: 'error', message: t.errors.signInAgain };
  const customerId = viewer.company.customerId;
  const perOrder = amount(form, 'perOrder');
  const perMonth = amount(form, 'perMonth');
  if ((perOrder !== null && !Number.isFinite(perOrder)) || (perMonth !== null && !Number.isFinite(perMonth))) {
    return { status: 'error', message: t.costCentres.badAmount };
  }
  const deliveryAddressId = text(form, 'deliveryAddressId') || null;
  const id = text(form, 'id');
  try {
    if (id) {
      const isActive =
        form.get('intent') === 'deactivate' ? false : form.get('intent') === 'activate' ? true : undefined;
      await api.patchCostCentresByCostCentreId({
        path: { costCentreId: id },
        body:
          isActive === undefined
            ? { customerId, name: text(form, 'name'), deliveryAddressId, perOrder, perMonth }
            : { customerId, isActive },
      });
    } else {
      await api.postCostCentres({
        body: { customerId, code: text(form, 'code'), name: text(form, 'name'), deliveryAddressId, perOrder, perMonth },
      });
    }
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/account/cost-centres');
  return { status: 'ok', message: t.costCentres.saved };
}
