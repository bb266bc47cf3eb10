import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { routeTitles } from '../../shared/route-titles';
import { alertsMessages } from './alerts-messages';

const linkClass = ({ isActive }: { readonly isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-700 hover:bg-slate-100',
  );

/**
 * The heading of the alert screens (rules 22.5) and the links between them: "Alerts" (/alerts) and
 * "Alert rules" (/alerts/rules), the current one marked (`aria-current="page"`).
 */
export const AlertsSections = ({ title }: { readonly title: string }) => {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <nav aria-label={intl.formatMessage(alertsMessages.sections)}>
        <ul className="flex gap-1">
          <li>
            <NavLink to="/alerts" end className={linkClass}>
              {intl.formatMessage(routeTitles.alerts)}
            </NavLink>
          </li>
          <li>
            <NavLink to="/alerts/rules" className={linkClass}>
              {intl.formatMessage(routeTitles.alertRules)}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
};
