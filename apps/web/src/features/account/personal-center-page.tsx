import { useIntl } from 'react-intl';
import type { Role } from '@yardfleet/domain/entities/person';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { LogOutButton } from '../../shell/log-out-dialog';
import { accountMessages } from './account-messages';

const ROLE_MESSAGES = { admin: accountMessages.roleAdmin, manager: accountMessages.roleManager, employee: accountMessages.roleEmployee } as const;

/** /personal/personalCenter (SPEC 2, 3): a read-only My Account card from the user info, and log out. */
export const PersonalCenterPage = () => {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const role: Role | null = user.role;
  const rows: [string, string][] = [
    [intl.formatMessage(accountMessages.name), user.name],
    [intl.formatMessage(accountMessages.email), user.email],
    [intl.formatMessage(accountMessages.company), user.companyName ?? intl.formatMessage(accountMessages.noCompany)],
    [intl.formatMessage(accountMessages.role), role ? intl.formatMessage(ROLE_MESSAGES[role]) : '—'],
  ];
  return (
    <section className="max-w-xl rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(accountMessages.myAccountTitle)}</h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <LogOutButton className="mt-6" />
    </section>
  );
};

export const Component = PersonalCenterPage;
