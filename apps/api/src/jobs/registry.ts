import type { JobDefinition } from '../lib/jobs';
import { expireApprovalsJob } from '../modules/approval/jobs';
import { resumeCatalogImportsJob } from '../modules/catalog-import/job';
import { checkoutJobs } from '../modules/checkout/jobs';
import { sendMailJob } from '../modules/mail/job';
import { orderJobs } from '../modules/order/jobs';
import { paymentJobs } from '../modules/payment/jobs';
import { subscriptionJob } from '../modules/subscription/job';
import { purgeIntegrations } from './purge-integrations';
import { purgeRefreshTokens } from './purge-refresh-tokens';

/** Every recurring background job the API runs. Add a module's job here, once. */
export const jobs: JobDefinition[] = [
  purgeRefreshTokens,
  purgeIntegrations,
  ...orderJobs,
  expireApprovalsJob,
  subscriptionJob,
  ...checkoutJobs,
  ...paymentJobs,
  sendMailJob,
  resumeCatalogImportsJob,
];
