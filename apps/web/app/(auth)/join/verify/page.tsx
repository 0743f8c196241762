import type { Metadata } from 'next';
import Link from '../../../../components/ui/link';
import { serverApi } from '../../../../lib/api';
import { getDictionary } from '../../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.join.verifiedTitle };
}

type Props = { searchParams: Promise<{ token?: string }> };

/** Where the mailed link lands: the address is verified and the company's admins are asked. */
export default async function JoinVerifyPage({ searchParams }: Props) {
  const [{ token }, { language, t }] = await Promise.all([searchParams, getDictionary()]);
  const answer =
    token && token.length >= 20 && token.length <= 200
      ? await serverApi({ language })
          .verifyJoinRequest({ body: { token } })
          .catch(() => null)
      : null;
  return (
    <div className="page auth-page">
      {answer ? (
        <>
          <h1>{t.account.join.verifiedTitle}</h1>
          <p role="status" data-join-verified>
            {t.account.join.verified(answer.companyName)}
          </p>
        </>
      ) : (
        <>
          <h1>{t.account.join.title}</h1>
          <p className="alert alert-error" role="alert">
            {t.account.join.invalid}
          </p>
          <p>
            <Link href="/join">{t.account.join.submit}</Link>
          </p>
        </>
      )}
    </div>
  );
}
