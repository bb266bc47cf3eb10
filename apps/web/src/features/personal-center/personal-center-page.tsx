import { useIntl } from 'react-intl';
import { can } from '@yardfleet/domain/rules/permissions';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { LogOutButton } from '../../shared/log-out-dialog';
import { routeTitles } from '../../shared/route-titles';
import { commonMessages } from '../../shared/i18n/common-messages';
import { roleWords } from '../../shared/i18n/role-words';
import { WorkingHoursCard } from '../../shared/working-hours-card';
import { CancelSection, TransferSection } from './account-actions';
import { AlertMailSection } from './alert-mail-section';
import { CompanySection } from './company-section';
import { CreateCompanySection } from './create-company-section';
import { PasswordSection } from './password-section';
import { personalMessages } from './personal-center-messages';
import { Section } from './section';

/**
 * /personal/personalCenter (rules 19.7, 6.2): profile; change password; for a user without a
 * company, create company; for members of a company their alert mail settings and, for admins and
 * managers, the company's working hours (rules 22.5); for those the domain's PERMISSIONS allow (admin), company name, time
 * zone and transfer admin; cancel the personal account (with the domain's refusal reason) and how
 * to have a service agent cancel the company; log out.
 */
export const PersonalCenterPage = () => {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const hasCompany = user.companyName !== null && user.companyName.trim().length > 0;
  const rows: [string, string][] = [
    [intl.formatMessage(personalMessages.name), user.name],
    [intl.formatMessage(commonMessages.email), user.email],
    [intl.formatMessage(commonMessages.companyName), user.companyName ?? '—'],
    [intl.formatMessage(personalMessages.role), user.role ? intl.formatMessage(roleWords[user.role]) : '—'],
  ];
  return (
    <div className="flex min-w-0 max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{intl.formatMessage(routeTitles.personalCenter)}</h1>
      <Section title={intl.formatMessage(personalMessages.profile)}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere] max-sm:mb-2">{value}</dd>
            </div>
          ))}
        </dl>
        <LogOutButton className="self-start" />
      </Section>
      {hasCompany ? null : <CreateCompanySection />}
      <PasswordSection />
      {hasCompany ? <AlertMailSection /> : null}
      {hasCompany && can(user.role, 'alert.manage') ? <WorkingHoursCard canEdit /> : null}
      {hasCompany && can(user.role, 'company.rename') ? <CompanySection /> : null}
      {hasCompany && can(user.role, 'admin.transfer') ? <TransferSection selfId={user.id} /> : null}
      <CancelSection hasCompany={hasCompany} isCompanyAdmin={user.role === 'admin'} />
    </div>
  );
};

export const Component = PersonalCenterPage;
