import { ApiError } from '@engros/client';
import { viewerApi } from '../../../../../../lib/auth/viewer';

/**
 * The order's invoice as a PDF download. The API call needs the person's token, so the web server makes it and
 * streams the bytes; the browser never sees the token.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const { api, viewer } = await viewerApi();
  if (!viewer.isSignedIn) return new Response('Sign in first', { status: 401 });
  try {
    const order = await api.getOrderById({ path: { orderId }, init: { cache: 'no-store' } });
    const invoice = await api.getOrderInvoice({
      query: { orderNumber: order.orderNumber },
      init: { cache: 'no-store' },
    });
    const bytes = Buffer.from(invoice.content, 'base64');
    return new Response(bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(bytes.length),
        'content-disposition': `attachment; filename="${invoice.fileName.replace(/[^\w.-]/g, '_')}"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    const status = ApiError.isApiError(error) && error.status < 500 ? error.status : 502;
    return new Response(ApiError.isApiError(error) ? error.message : 'Unavailable', { status });
  }
}
