import { z } from 'zod';
import { orderStatuses } from '../../db/schema';

const day = z.iso.date();

export const salesQuery = z.object({
  from: day.optional().meta({ description: 'First day (Oslo time), inclusive; default 29 days before `to`.' }),
  to: day.optional().meta({ description: 'Last day (Oslo time), inclusive; default today.' }),
  market: z.enum(['NO', 'SE', 'DK']).optional().meta({ description: 'Only orders of this market; all by default.' }),
  interval: z
    .enum(['day', 'week'])
    .optional()
    .meta({ description: 'Periods of the series; by default days up to 62 days, weeks (from Monday) beyond.' }),
});
export type SalesQuery = z.infer<typeof salesQuery>;

const figures = {
  currency: z.string().length(3),
  revenue: z.number().int().meta({ description: 'Net order totals excl. VAT (shipping included), minor units.' }),
  orderCount: z.number().int(),
  averageOrderValue: z.number().int().meta({ description: 'revenue / orderCount, rounded; 0 without orders.' }),
};

export const salesDashboard = z
  .object({
    from: day,
    to: day,
    market: z.string().nullable(),
    interval: z.enum(['day', 'week']),
    totals: z.array(z.object(figures)).meta({ description: 'Per currency; cancelled orders are not counted.' }),
    series: z
      .array(z.object({ period: day.meta({ description: 'The day, or the Monday of the week.' }), ...figures }))
      .meta({ description: 'Every period of the range for every currency in `totals` (zeros included).' }),
    topProducts: z
      .array(
        z.object({
          currency: z.string().length(3),
          sku: z.string(),
          name: z.string(),
          quantity: z.number().int(),
          revenue: z.number().int(),
        }),
      )
      .meta({ description: 'Per currency the 10 SKUs with the highest line totals excl. VAT.' }),
    topCompanies: z
      .array(
        z.object({
          currency: z.string().length(3),
          companyId: z.uuid(),
          name: z.string(),
          orderCount: z.number().int(),
          revenue: z.number().int(),
        }),
      )
      .meta({ description: 'Per currency the 10 companies with the highest revenue.' }),
    statuses: z
      .array(z.object({ status: z.enum(orderStatuses), count: z.number().int() }))
      .meta({ description: 'Orders of the period per status, every status listed (cancelled included).' }),
  })
  .meta({ id: 'SalesDashboard' });
export type SalesDashboard = z.infer<typeof salesDashboard>;
