import type { Metadata } from 'next';
import { JoinForm } from '../../../components/join/join-forms';
import { getDictionary } from '../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.account.join.title };
}

/** Ask to join the company of one's e-mail domain (docs/account.md, "Joining a company"). */
export default async function JoinPage() {
  const { language, t } = await getDictionary();
  return (
    <div className="page auth-page">
      <h1>{t.account.join.title}</h1>
      <p>{t.account.join.lead}</p>
      <JoinForm language={language} />
    </div>
  );
}
