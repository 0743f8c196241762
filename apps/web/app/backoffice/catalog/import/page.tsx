import type { CatalogImportList } from '@engros/client';
import type { Metadata } from 'next';
import { ImportForm } from '../../../../components/backoffice-catalog/import-form';
import { ImportTable } from '../../../../components/backoffice-catalog/import-table';
import { ErrorNotice } from '../../../../components/error-notice';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess } from '../../../../lib/support';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeCatalog.import.title };
}

/** Back office: upload a catalog CSV (checked whole by the API first) and the latest imports. */
export default async function CatalogImportPage() {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const texts = t.backofficeCatalog.import;
  let list: CatalogImportList;
  try {
    list = await api.listCatalogImports({ query: { take: 20 }, init: { cache: 'no-store' } });
  } catch (error) {
    return <ErrorNotice title={texts.title} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page backoffice-catalog-import">
      <h1>{texts.title}</h1>
      <p className="lead">{texts.lead}</p>
      <p>
        <a href="/backoffice/catalog/import/sample.csv" download="engros-catalog-sample.csv">
          {texts.sample}
        </a>
      </p>
      <ImportForm
        texts={{
          file: texts.file,
          fileHelp: texts.fileHelp,
          submit: texts.submit,
          problems: texts.problems,
          line: texts.line,
          column: texts.column,
          sku: texts.sku,
          problem: texts.problem,
        }}
      />
      <h2>{texts.recent}</h2>
      {list.items.length === 0 ? <p>{texts.none}</p> : <ImportTable imports={list.items} t={t} />}
    </div>
  );
}
