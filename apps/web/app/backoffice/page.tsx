import { redirect } from 'next/navigation';

/** The back office's front page: customer service is its first (and so far only) section. */
export default function BackofficePage() {
  redirect('/backoffice/support');
}
