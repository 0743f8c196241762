import type { Metadata } from 'next';
import { OrderView } from '../../../../components/orders/order-view';
import { getDictionary } from '../../../../lib/i18n/server';

type Props = { params: Promise<{ orderId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.checkout.orderNumber };
}

/** The confirmation after checkout (and the card payment's return): thanks the buyer right after ordering. */
export default async function OrderConfirmationPage({ params }: Props) {
  const { orderId } = await params;
  return <OrderView orderId={orderId} isConfirmation />;
}
