import { redirect } from 'next/navigation';

/** The account's front page (the account area replaces this with an overview). */
export default function AccountPage() {
  redirect('/account/orders');
}
