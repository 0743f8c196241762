import type { Metadata } from 'next';
import Link from '../../../../components/ui/link';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.signin.verifyRequest.title };
}

/**
 * Auth.js pages.verifyRequest ("Check your email"): shown after an e-mail link was asked for, whether or not the
 * address has an account (the API mails only people it knows; the page must not tell the difference).
 */
export default async function VerifyRequestPage() {
  const { t } = await getDictionary();
  return (
    <div className="auth-page">
      <h1>{t.signin.verifyRequest.title}</h1>
      <div className="panel" role="status">
        <p>{t.signin.verifyRequest.text}</p>
        <p className="muted">{t.signin.verifyRequest.hint}</p>
      </div>
      <p>
        <Link href="/login">{t.signin.verifyRequest.back}</Link>
      </p>
    </div>
  );
}
