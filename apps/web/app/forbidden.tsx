import Link from '../components/ui/link';
import { getDictionary } from '../lib/i18n/server';

/**
 * 403: a signed-in person on a page that is not theirs (a customer in the back office). Rendered by `forbidden()`,
 * so the answer's status is 403, not a refusal on a 200 page.
 */
export default async function Forbidden() {
  const { t } = await getDictionary();
  return (
    <div className="page backoffice-forbidden" data-backoffice="forbidden" data-status="403">
      <h1>{t.support.backoffice.forbiddenTitle}</h1>
      <p className="alert alert-error" role="alert">
        {t.support.backoffice.forbidden}
      </p>
      <p>
        <Link href="/">{t.support.backoffice.toShop}</Link>
      </p>
    </div>
  );
}
