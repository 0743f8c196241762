import type { ApprovalRule, ApprovalSettings, CategoryNode } from '@engros/client';
import type { Metadata } from 'next';
import {
  CompanyLimitsForm,
  ContactLimitsForm,
  RemoveRuleButton,
  RuleForm,
} from '../../../../components/approvals/limits-forms';
import { ErrorNotice } from '../../../../components/error-notice';
import { accountContext } from '../../../../lib/account';
import { flattenCategories } from '../../../../lib/approvals';
import { errorMessage } from '../../../../lib/errors';
import { formatMoney } from '../../../../lib/format';
import { getDictionary } from '../../../../lib/i18n/server';
import { moneyInputValue } from '../../../../lib/money';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.approvals.limitsTitle };
}

/**
 * Spending limits. Admins (the API's `canEdit`) set the company's limits per order and month, each person's limits
 * and approver flag, and the rules; everyone else sees their own limits and spend this month, read only.
 */
export default async function LimitsPage() {
  const { api, company, language, t } = await accountContext('/account/limits');
  const a = t.approvals;
  if (!company) return <ErrorNotice title={a.limitsTitle} message={a.noCompany} />;
  let settings: ApprovalSettings;
  let tree: CategoryNode[] = [];
  try {
    [settings, tree] = await Promise.all([
      api.getApprovalSettings({ query: { customerId: company.customerId }, init: { cache: 'no-store' } }),
      api
        .getCategoryTree({ init: { cache: 'no-store' } })
        .then((answer) => answer.categories)
        .catch(() => []),
    ]);
  } catch (error) {
    return <ErrorNotice title={a.limitsTitle} message={errorMessage(error, t)} />;
  }
  const money = (minor: number | null) => (minor === null ? a.noLimit : formatMoney(minor, settings.currency, t));
  const categories = flattenCategories(tree);
  const ruleText = (rule: ApprovalRule) =>
    rule.kind === 'order_over'
      ? a.ruleOrderOver(money(rule.amount ?? 0))
      : rule.kind === 'category'
        ? a.ruleCategory(categories.find((c) => c.id === rule.categoryId)?.name ?? '?')
        : a.rulePrescription;
  const company_ = settings.company;

  if (!settings.canEdit) {
    const me = settings.contacts[0];
    return (
      <div className="page account-page approvals-page">
        <h1>{a.limitsTitle}</h1>
        <p className="lead">{a.limitsReadOnlyLead(settings.currency)}</p>
        {me ? (
          <section aria-labelledby="my-limits" className="panel">
            <h2 id="my-limits">{a.yourLimits}</h2>
            {me.isApprover ? <p className="alert alert-info">{a.youAreApprover}</p> : null}
            <dl className="approval-facts" data-my-limits>
              <div>
                <dt>{a.perOrder}</dt>
                <dd>{money(me.perOrder)}</dd>
              </div>
              <div>
                <dt>{a.perMonth}</dt>
                <dd>{money(me.perMonth)}</dd>
              </div>
              <div>
                <dt>{a.spent}</dt>
                <dd>{money(me.spentThisMonth)}</dd>
              </div>
            </dl>
          </section>
        ) : null}
        <section aria-labelledby="company-limits" className="panel">
          <h2 id="company-limits">{a.companyLimitsReadOnly}</h2>
          <dl className="approval-facts">
            <div>
              <dt>{a.perOrder}</dt>
              <dd>{money(company_.perOrder)}</dd>
            </div>
            <div>
              <dt>{a.perMonth}</dt>
              <dd>{money(company_.perMonth)}</dd>
            </div>
            <div>
              <dt>{a.spent}</dt>
              <dd>{money(company_.spentThisMonth)}</dd>
            </div>
          </dl>
          {settings.rules.length > 0 ? (
            <>
              <h3>{a.rules}</h3>
              <ul>
                {settings.rules.map((rule) => (
                  <li key={rule.id}>{ruleText(rule)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    );
  }

  return (
    <div className="page account-page approvals-page">
      <h1>{a.limitsTitle}</h1>
      <p className="lead">{a.limitsLead(settings.currency)}</p>
      <section aria-labelledby="company-limits" className="panel">
        <h2 id="company-limits">{a.companyLimits}</h2>
        <p className="muted">
          {a.spent}: {money(company_.spentThisMonth)}
        </p>
        <CompanyLimitsForm
          language={language}
          currency={settings.currency}
          initial={{ perOrder: moneyInputValue(company_.perOrder), perMonth: moneyInputValue(company_.perMonth) }}
        />
      </section>
      <section aria-labelledby="contact-limits" className="panel">
        <h2 id="contact-limits">{a.contactLimits}</h2>
        <p className="muted">{a.alwaysApprover}</p>
        <ul className="approval-contacts">
          {settings.contacts.map((contact) => (
            <li key={contact.contactId} data-contact={contact.email}>
              <p className="approval-contact-head">
                <strong>{contact.name}</strong> <span className="muted">{contact.email}</span>{' '}
                <span className="badge">{a.roles[contact.role] ?? contact.role}</span>
                {contact.isApprover ? <span className="badge">{a.approver}</span> : null}
                <br />
                <span className="muted">
                  {a.spent}: {money(contact.spentThisMonth)}
                </span>
              </p>
              {contact.role !== 'buyer' ? null : (
                <ContactLimitsForm
                  language={language}
                  contactId={contact.contactId}
                  name={contact.name}
                  role={contact.role}
                  initial={{
                    perOrder: moneyInputValue(contact.perOrder),
                    perMonth: moneyInputValue(contact.perMonth),
                    isApprover: contact.isApprover,
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="approval-rules" className="panel">
        <h2 id="approval-rules">{a.rules}</h2>
        <p className="muted">{a.rulesLead}</p>
        {settings.rules.length === 0 ? (
          <p>{a.noRules}</p>
        ) : (
          <ul className="approval-rules">
            {settings.rules.map((rule) => (
              <li key={rule.id} data-rule={rule.kind}>
                <span>{ruleText(rule)}</span>
                <RemoveRuleButton language={language} ruleId={rule.id} label={ruleText(rule)} />
              </li>
            ))}
          </ul>
        )}
        <RuleForm language={language} currency={settings.currency} categories={categories} />
      </section>
    </div>
  );
}
