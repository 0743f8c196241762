import Link from '../components/ui/link';
import { getDictionary } from '../lib/i18n/server';

export default async function NotFound() {
  const { t } = await getDictionary();
  return (
    <div className="page">
      <h1>{t.errors.notFound}</h1>
      <p>{t.errors.notFoundText}</p>
      <p>
        <Link href="/">{t.nav.home}</Link>
      </p>
    </div>
  );
}
