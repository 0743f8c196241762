import type { Metadata } from 'next';
import Link from '../../../components/ui/link';
import { errorText } from '../../../lib/auth/error-text';
import { getDictionary } from '../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.signin.punchout.startTitle };
}

type Search = Promise<{ reason?: string; retry?: string }>;

/**
 * Where a punch-out that cannot go on lands: a start link that is invalid, used or expired, a session past its
 * 8 hours, a cancel, or the API out of reach (then the session is kept and the cart is one click away).
 */
export default async function PunchoutEndedPage({ searchParams }: { searchParams: Search }) {
  const [{ t, language }, { reason = 'ended', retry }] = await Promise.all([getDictionary(), searchParams]);
  const text = t.signin.punchout;
  const message =
    reason === 'cancelled'
      ? text.cancelled
      : reason === 'ended'
        ? text.ended
        : reason === 'unavailable'
          ? text.unavailable
          : `${errorText(language, reason)} ${reason.startsWith('punchout_token_') ? '' : text.startAgain}`.trim();
  const isProblem = reason !== 'cancelled';
  return (
    <div className="page punchout-ended">
      <h1>{reason.startsWith('punchout_token_') ? text.startFailed : text.startTitle}</h1>
      <p className={isProblem ? 'alert alert-error' : 'alert'} role={isProblem ? 'alert' : 'status'}>
        {message}
      </p>
      {retry ? (
        <p>
          <Link href="/cart">{t.cart.title}</Link>
        </p>
      ) : null}
    </div>
  );
}
