import type { JobDefinition } from '../../lib/jobs';
import { paymentContext, reconcilePayments, sendPaymentActions } from './service';

/** Makes the orders of reserved card payments whose buyer never came back (or releases them); every minute. */
export const reconcilePaymentsJob: JobDefinition = {
  name: 'payment-reconcile',
  cron: '* * * * *',
  run: async ({ database, env, log, now }) => reconcilePayments(paymentContext(database.db, env), { now: now(), log }),
};

/** Sends queued charges, cancels and refunds to Nets with Idempotency-Keys and retries; every minute. */
export const sendPaymentActionsJob: JobDefinition = {
  name: 'payment-actions',
  cron: '* * * * *',
  run: async ({ database, env, log, now }) => sendPaymentActions(paymentContext(database.db, env), { now: now(), log }),
};

/** The payment module's recurring jobs (listed in apps/api/src/jobs/registry.ts). */
export const paymentJobs: JobDefinition[] = [reconcilePaymentsJob, sendPaymentActionsJob];
