import type { JobDefinition } from '../../lib/jobs';
import { paymentContext } from '../payment';
import { reconcilePayments } from './card';

/** Makes the orders of reserved card payments whose buyer never came back (or releases them); every minute. */
export const reconcilePaymentsJob: JobDefinition = {
  name: 'payment-reconcile',
  cron: '* * * * *',
  run: async ({ database, env, log, now }) => reconcilePayments(paymentContext(database.db, env), { now: now(), log }),
};

/** The checkout module's recurring jobs (listed in apps/api/src/jobs/registry.ts). */
export const checkoutJobs: JobDefinition[] = [reconcilePaymentsJob];
