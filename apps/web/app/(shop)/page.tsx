import Link from 'next/link';
import { ErrorNotice } from '../../components/error-notice';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage } from '../../lib/errors';
import { getDictionary } from '../../lib/i18n/server';

/** Home: the category tree, top level as cards with their subcategories. */
export default async function HomePage() {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  let categories: Awaited<ReturnType<typeof api.getCatalogCategories>>['categories'];
  try {
    categories = (await api.getCatalogCategories({ init: { cache: 'no-store' } })).categories;
  } catch (error) {
    return <ErrorNotice title={t.home.title} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page">
      <section className="hero">
        <h1>{t.home.title}</h1>
        <p className="lead">{t.home.lead}</p>
        {viewer.isSignedIn ? null : (
          <p>
            <Link href="/login">{t.home.signInForPrices}</Link>
          </p>
        )}
      </section>
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading">{t.home.categories}</h2>
        <ul className="category-grid">
          {categories.map((category) => (
            <li key={category.id} className="category-card">
              <h3>
                <Link href={`/category/${encodeURIComponent(category.slug)}`}>{category.name}</Link>
              </h3>
              <p className="muted">{t.home.products(category.productCount)}</p>
              {category.children.length > 0 ? (
                <ul className="category-children">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link href={`/category/${encodeURIComponent(child.slug)}`}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
