import type { AssortmentList } from '@engros/client';
import type { Metadata } from 'next';
import { CreateAssortmentForm } from '../../../components/backoffice-assortments/assortment-forms';
import { ErrorNotice } from '../../../components/error-notice';
import Link from '../../../components/ui/link';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { getDictionary } from '../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../lib/support';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeAssortments.title };
}

/** Back office: every assortment with its rule and customer counts; catalog staff create new ones here. */
export default async function BackofficeAssortmentsPage() {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const a = t.backofficeAssortments;
  const mayEdit = staffMay.catalog(await staffRoleOf(viewer));
  let list: AssortmentList;
  try {
    list = await api.listAssortments({ init: { cache: 'no-store' } });
  } catch (error) {
    return <ErrorNotice title={a.title} message={errorMessage(error, t)} />;
  }
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'Europe/Oslo' });
  return (
    <div className="page backoffice-assortments">
      <h1>{a.title}</h1>
      <p className="muted">{a.intro}</p>
      {list.items.length === 0 ? (
        <p>{a.none}</p>
      ) : (
        <table className="cart-lines backoffice-table">
          <caption className="visually-hidden">{a.title}</caption>
          <thead>
            <tr>
              <th scope="col">{a.name}</th>
              <th scope="col" className="num">
                {a.rules}
              </th>
              <th scope="col" className="num">
                {a.companies}
              </th>
              <th scope="col">{a.updated}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.id} data-assortment-id={item.id}>
                <th scope="row" data-label={a.name}>
                  <Link href={`/backoffice/assortments/${item.id}`}>{item.name}</Link>
                </th>
                <td data-label={a.rules} className="num">
                  {item.ruleCount}
                </td>
                <td data-label={a.companies} className="num">
                  {item.companyCount}
                </td>
                <td data-label={a.updated}>{date.format(new Date(item.updatedAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayEdit ? (
        <section aria-labelledby="new-assortment">
          <h2 id="new-assortment">{a.create}</h2>
          <CreateAssortmentForm texts={{ name: a.name, createButton: a.createButton }} />
        </section>
      ) : null}
    </div>
  );
}
