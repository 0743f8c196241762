import type { Metadata } from 'next';
import { OrderView } from '../../../../../components/orders/order-view';
import { getDictionary } from '../../../../../lib/i18n/server';

type Props = { params: Promise<{ orderId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.checkout.orderNumber };
}

/** The order in the account: the same page as the confirmation, without its "thank you". */
export default async function AccountOrderPage({ params }: Props) {
  const { orderId } = await params;
  return <OrderView orderId={orderId} isConfirmation={false} />;
}
