import type { Metadata } from 'next';
import { getDictionary } from '../../../lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.support.backoffice.support };
}

/** The console before a conversation is chosen. */
export default async function SupportConsolePage() {
  const { t } = await getDictionary();
  return <p className="panel muted support-choose">{t.support.backoffice.choose}</p>;
}
