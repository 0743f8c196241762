import type { ContentPage } from '@engros/client';
import { ApiError } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { serverApi } from '../../../../lib/api';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';

type Props = { params: Promise<{ slug: string }> };

async function load(slug: string, language: 'nb' | 'en'): Promise<ContentPage | null> {
  try {
    return await serverApi({ language }).getContentPage({
      path: { slug },
      query: { language },
      init: { next: { revalidate: 60 } },
    });
  } catch (error) {
    if (ApiError.isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ slug }, { language }] = await Promise.all([params, getDictionary()]);
  const page = await load(slug, language).catch(() => null);
  return { title: page?.title ?? 'Engros' };
}

/** An article or landing page from the content platform, in the person's language (search links here). */
export default async function ContentRoute({ params }: Props) {
  const [{ slug }, { language, t }] = await Promise.all([params, getDictionary()]);
  let page: ContentPage | null;
  try {
    page = await load(slug, language);
  } catch (error) {
    return <ErrorNotice title={t.search.title} message={errorMessage(error, t)} />;
  }
  if (!page) {
    // The slug may be the other language's: offer that page rather than nothing.
    const other = await load(slug, language === 'nb' ? 'en' : 'nb').catch(() => null);
    const mine = other?.alternates.find((a) => a.language === language);
    if (!mine) notFound();
    return (
      <div className="page">
        <p>
          <Link href={`/content/${mine.slug}`}>{other?.title}</Link>
        </p>
      </div>
    );
  }
  return (
    <article className="page content-page" lang={page.language}>
      <nav aria-label={t.catalog.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <Link href="/">{t.nav.home}</Link>
          </li>
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <h1>{page.title}</h1>
      {page.body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </article>
  );
}
