import type { StaffList } from '@engros/client';
import type { Metadata } from 'next';
import { CreateStaffForm, type RoleOption, StaffRowForms } from '../../../components/backoffice-staff/staff-forms';
import { ErrorNotice } from '../../../components/error-notice';
import { viewerApi } from '../../../lib/auth/viewer';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { getDictionary } from '../../../lib/i18n/server';
import { backofficeAccess, staffMay, staffRoleOf } from '../../../lib/support';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.backofficeStaff.staff.title };
}

/** Back office: staff accounts and their roles (administrators). */
export default async function BackofficeStaffPage() {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if ((await backofficeAccess(viewer)) !== 'agent') return null; // the back office layout says why
  const s = t.backofficeStaff.staff;
  if (!staffMay.admin(await staffRoleOf(viewer))) return <ErrorNotice title={s.title} message={s.onlyAdmins} />;
  let list: StaffList;
  try {
    list = await api.listStaff({ init: { cache: 'no-store' } });
  } catch (error) {
    return <ErrorNotice title={s.title} message={errorMessage(error, t)} />;
  }
  const roles: RoleOption[] = Object.keys(t.backofficeStaff.roles).map((value) => ({
    value,
    label: t.backofficeStaff.roles[value] ?? value,
    help: t.backofficeStaff.roleHelp[value] ?? '',
  }));
  const self = viewer.isSignedIn ? viewer.contactId : null;
  return (
    <div className="page backoffice-staff">
      <h1>{s.title}</h1>
      <p className="muted">{s.lead}</p>
      <table className="cart-lines backoffice-table">
        <caption className="visually-hidden">{s.title}</caption>
        <thead>
          <tr>
            <th scope="col">{s.name}</th>
            <th scope="col">{s.email}</th>
            <th scope="col">{s.role}</th>
            <th scope="col">{s.status}</th>
            <th scope="col">{s.lastSignIn}</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((account) => {
            const name = `${account.firstName} ${account.lastName}`;
            return (
              <tr key={account.contactId} data-staff-email={account.email} data-staff-role={account.role}>
                <th scope="row" data-label={s.name}>
                  {name} {account.contactId === self ? <span className="muted">{s.you}</span> : null}
                </th>
                <td data-label={s.email}>{account.email}</td>
                <td data-label={s.role}>
                  {account.contactId === self ? (
                    t.backofficeStaff.roles[account.role]
                  ) : (
                    <StaffRowForms
                      contactId={account.contactId}
                      name={name}
                      role={account.role}
                      isActive={account.isActive}
                      roles={roles}
                      texts={{ role: s.role, save: s.save, deactivate: s.deactivate, reactivate: s.reactivate }}
                    />
                  )}
                </td>
                <td data-label={s.status} data-active={account.isActive}>
                  {account.isActive ? s.active : <strong>{s.inactive}</strong>}
                </td>
                <td data-label={s.lastSignIn}>
                  {account.lastSignInAt ? formatDateTime(account.lastSignInAt, t) : s.never}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <CreateStaffForm
        roles={roles}
        texts={{
          add: s.add,
          addLead: s.addLead,
          email: s.email,
          firstName: s.firstName,
          lastName: s.lastName,
          role: s.role,
          language: s.language,
          create: s.create,
        }}
      />
    </div>
  );
}
