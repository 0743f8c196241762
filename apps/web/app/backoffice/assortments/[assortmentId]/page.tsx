import { ApiError, type Assortment } from '@engros/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  AddRuleForm,
  AssignForm,
  DeleteAssortmentButton,
  RemoveRuleButton,
  RenameAssortmentForm,
  UnassignButton,
} from '../../../../components/backoffice-assortments/assortment-forms';
import { ErrorNotice } from '../../../../components/error-notice';
import Link from '../../../../components/ui/link';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../../lib/support';

type Props = { params: Promise<{ assortmentId: string }> };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeAssortments.title };
}

/**
 * Back office: one assortment: how many products its customers see, its rules and its customers; catalog staff
 * change them here (read-only staff see the same without the forms).
 */
export default async function BackofficeAssortmentPage({ params }: Props) {
  const [{ assortmentId }, { api, viewer }, { t }] = await Promise.all([params, viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  if (!UUID.test(assortmentId)) notFound();
  const a = t.backofficeAssortments;
  const mayEdit = staffMay.catalog(await staffRoleOf(viewer));
  let assortment: Assortment;
  try {
    assortment = await api.getAssortment({
      path: { assortmentId },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    if (ApiError.isApiError(error) && error.status === 404) notFound();
    return <ErrorNotice title={a.title} message={errorMessage(error, t)} />;
  }
  return (
    <div className="page backoffice-assortment" data-assortment-id={assortment.id} data-version={assortment.version}>
      <p>
        <Link href="/backoffice/assortments">← {a.back}</Link>
      </p>
      <h1>{assortment.name}</h1>
      <p data-assortment-preview={assortment.preview.productCount}>
        <strong>{a.preview(assortment.preview.productCount, assortment.preview.totalCount)}</strong>
      </p>
      {mayEdit ? (
        <RenameAssortmentForm
          assortmentId={assortment.id}
          version={assortment.version}
          name={assortment.name}
          texts={{ rename: a.rename, save: a.save }}
        />
      ) : null}

      <section aria-labelledby="assortment-rules">
        <h2 id="assortment-rules">{a.rules}</h2>
        <p className="muted">{a.rulesHelp}</p>
        {assortment.rules.length === 0 ? (
          <p>{a.noRules}</p>
        ) : (
          <table className="cart-lines backoffice-table">
            <caption className="visually-hidden">{a.rules}</caption>
            <thead>
              <tr>
                <th scope="col">{a.effect}</th>
                <th scope="col">{a.target}</th>
                <th scope="col">{a.name}</th>
                <th scope="col">{a.code}</th>
                {mayEdit ? (
                  <th scope="col">
                    <span className="visually-hidden">{a.removeRule}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {assortment.rules.map((rule) => (
                <tr key={`${rule.effect}-${rule.target}-${rule.targetId}`} data-rule={rule.code ?? rule.targetId}>
                  <td data-label={a.effect}>{a.effects[rule.effect]}</td>
                  <td data-label={a.target}>{a.targets[rule.target]}</td>
                  <th scope="row" data-label={a.name}>
                    {rule.name ?? a.deleted}
                  </th>
                  <td data-label={a.code}>{rule.code ?? ''}</td>
                  {mayEdit ? (
                    <td>
                      <RemoveRuleButton
                        assortmentId={assortment.id}
                        version={assortment.version}
                        rule={{ effect: rule.effect, target: rule.target, targetId: rule.targetId }}
                        label={a.removeRule}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {mayEdit ? (
          <AddRuleForm
            assortmentId={assortment.id}
            version={assortment.version}
            texts={{
              effect: a.effect,
              effects: a.effects,
              target: a.target,
              targets: a.targets,
              code: a.code,
              codeHelp: a.codeHelp,
              addRule: a.addRule,
            }}
          />
        ) : null}
      </section>

      <section aria-labelledby="assortment-companies">
        <h2 id="assortment-companies">{a.companies}</h2>
        {assortment.companies.length === 0 ? (
          <p>{a.noCompanies}</p>
        ) : (
          <table className="cart-lines backoffice-table">
            <caption className="visually-hidden">{a.companies}</caption>
            <thead>
              <tr>
                <th scope="col">{a.name}</th>
                <th scope="col">{a.customerNumber}</th>
                <th scope="col">{a.orgNumber}</th>
                {mayEdit ? (
                  <th scope="col">
                    <span className="visually-hidden">{a.unassign}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {assortment.companies.map((company) => (
                <tr key={company.id} data-customer-id={company.id}>
                  <th scope="row" data-label={a.name}>
                    <Link href={`/backoffice/customers/${company.id}`}>{company.name}</Link>
                  </th>
                  <td data-label={a.customerNumber}>{company.customerNumber}</td>
                  <td data-label={a.orgNumber}>{company.orgNumber}</td>
                  {mayEdit ? (
                    <td>
                      <UnassignButton
                        assortmentId={assortment.id}
                        customerId={company.id}
                        name={company.name}
                        label={a.unassign}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {mayEdit ? (
          <AssignForm
            assortmentId={assortment.id}
            texts={{ assignLabel: a.assignLabel, assignHelp: a.assignHelp, assign: a.assign }}
          />
        ) : null}
      </section>

      {mayEdit ? (
        <section aria-labelledby="assortment-delete">
          <h2 id="assortment-delete" className="visually-hidden">
            {a.deleteButton}
          </h2>
          <p className="muted">{a.deleteHelp}</p>
          <DeleteAssortmentButton assortmentId={assortment.id} label={a.deleteButton} />
        </section>
      ) : null}
    </div>
  );
}
