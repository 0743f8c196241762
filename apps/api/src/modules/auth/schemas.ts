import { z } from 'zod';

export const sessionTokens = z
  .object({
    contactId: z.uuid(),
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int().describe('Seconds until the access token expires.'),
  })
  .meta({ id: 'SessionTokens' });

export const refreshBody = z.object({ refreshToken: z.string().min(20).max(200) }).meta({ id: 'RefreshBody' });

export const liveSession = z
  .object({
    contactId: z.uuid(),
    companies: z
      .array(z.object({ customerId: z.uuid(), role: z.enum(['admin', 'buyer', 'viewer']) }))
      .describe('The active memberships this session may act on now, with their roles.'),
  })
  .meta({ id: 'LiveSession' });
