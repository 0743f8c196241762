import type { JobDefinition } from '../../lib/jobs';
import { paymentContext, sendPaymentActions } from './service';

/** Sends queued charges, cancels and refunds to Nets with Idempotency-Keys and retries; every minute. */
export const sendPaymentActionsJob: JobDefinition = {
  name: 'payment-actions',
  cron: '* * * * *',
  run: async ({ database, env, log, now }) => sendPaymentActions(paymentContext(database.db, env), { now: now(), log }),
};

/**
 * The payment module's recurring jobs (listed in apps/api/src/jobs/registry.ts). The reconciliation of reserved
 * payments makes orders, so it is the checkout's (modules/checkout/jobs.ts).
 */
export const paymentJobs: JobDefinition[] = [sendPaymentActionsJob];
