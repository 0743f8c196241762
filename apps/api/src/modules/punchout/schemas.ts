import { z } from 'zod';
import { punchoutOperations, punchoutProtocols } from '../../db/schema';
import { uuid } from '../../lib/schemas';

/** A cXML document in or out (text/xml); parsed and checked by the service, answered as cXML even on errors. */
export const cxmlDocument = z.string().meta({ description: 'A cXML document (text/xml).' });

export const xmlContent = (description: string) => ({
  description,
  content: { 'text/xml': { schema: cxmlDocument } },
});

const ociValue = z.union([z.string(), z.array(z.string())]);
const ociText = (description: string) => z.string().optional().meta({ description });

/** OCI parameters in the query (GET) or the form body (POST); NEW_ITEM-* lines (VALIDATE) pass through. */
export const ociParams = z
  .object({
    USERNAME: ociText("The company's OCI user."),
    PASSWORD: ociText('Its password.'),
    HOOK_URL: ociText('Where the cart goes back (http or https).'),
    OCI_VERSION: ociText('4.0 or 5.0.'),
    '~OkCode': ociText('ADDI.'),
    '~TARGET': ociText('Target frame of the cart return (default _top); also `returntarget`.'),
    '~CALLER': ociText('CTLG.'),
    FUNCTION: ociText('OCI 5: DETAIL, SOURCING, VALIDATE or BACKGROUND_SEARCH.'),
    PRODUCTID: ociText('DETAIL: our SKU (EXT_PRODUCT_ID).'),
    SEARCHSTRING: ociText('SOURCING / BACKGROUND_SEARCH: the search text.'),
  })
  .catchall(ociValue)
  .meta({ description: 'Names are matched case-insensitively; NEW_ITEM-<FIELD>[n] lines for VALIDATE.' });

export const startSessionBody = z.object({
  token: z.string().min(16).max(200).meta({ description: 'The one-time token from the start URL.' }),
});
export type StartSessionBody = z.infer<typeof startSessionBody>;

export const punchoutSession = z
  .object({
    id: uuid,
    protocol: z.enum(punchoutProtocols),
    operation: z.enum(punchoutOperations),
    returnUrl: z.string().meta({ description: 'HOOK_URL (OCI) or BrowserFormPost/URL (cXML).' }),
    target: z.string().nullable().meta({ description: 'OCI ~TARGET (form target frame), else null.' }),
    landingPath: z
      .string()
      .nullable()
      .meta({ description: 'Where to open the shop (OCI DETAIL/SOURCING), else null: the start page.' }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'PunchoutSession' });

export const startedSession = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int(),
    contactId: uuid,
    customerId: uuid,
    session: punchoutSession,
  })
  .meta({ id: 'PunchoutStartedSession' });

export const formPayloadBody = z.object({
  sessionId: uuid.meta({ description: 'The punch-out session (from POST /api/punchout/session).' }),
});
export type FormPayloadBody = z.infer<typeof formPayloadBody>;

export const formPayload = z
  .object({
    action: z.string().meta({ description: 'Where the browser posts the form.' }),
    target: z.string(),
    method: z.literal('post'),
    fields: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .meta({
    id: 'PunchoutFormPayload',
    description: 'A form the browser builds from hidden inputs and submits (urlencoded) to `action`.',
  });
