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
