import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Role } from '@yardfleet/domain/entities/person';
import { can } from '@yardfleet/domain/rules/permissions';
import { routeTitles } from '../../shared/route-titles';
import { emptyFleetMessages } from './empty-fleet-messages';
import { MOBILE_APP_LINKS } from './mobile-app-links';

const linkClass = 'font-medium text-emerald-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-emerald-600';
const storeClass =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600';

/**
 * The equipment list of a company with no machine at all (rules 2.9), in place of "No
 * results found": machines are added from the mobile app (rules 1.3), with its App Store and Google
 * Play links, and the next steps the viewer may take: set up a warehouse (/warehouse/new, when
 * `can(role, 'fleet.edit')`) and invite people (/people, when `can(role, 'people.invite')`).
 * `role` is null while the user info is not known (no steps are offered then).
 */
export const EmptyFleet = ({ role }: { readonly role: Role | null }) => {
  const intl = useIntl();
  const steps = [
    can(role, 'fleet.edit') ? { to: '/warehouse/new', label: routeTitles.warehouseSetup, hint: emptyFleetMessages.warehouseHint } : null,
    can(role, 'people.invite') ? { to: '/people', label: emptyFleetMessages.peopleStep, hint: emptyFleetMessages.peopleHint } : null,
  ].flatMap((step) => (step ? [step] : []));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-6 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{intl.formatMessage(emptyFleetMessages.title)}</h2>
      <p className="text-sm text-slate-700">{intl.formatMessage(emptyFleetMessages.body)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={MOBILE_APP_LINKS.appStore} target="_blank" rel="noreferrer" className={storeClass}>
          {intl.formatMessage(emptyFleetMessages.appStore)}
        </a>
        <a href={MOBILE_APP_LINKS.googlePlay} target="_blank" rel="noreferrer" className={storeClass}>
          {intl.formatMessage(emptyFleetMessages.googlePlay)}
        </a>
      </div>
      {steps.length > 0 ? (
        <div className="flex w-full flex-col gap-2 text-left">
          <h3 className="text-sm font-semibold text-slate-900">{intl.formatMessage(emptyFleetMessages.nextSteps)}</h3>
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
            {steps.map((step) => (
              <li key={step.to}>
                <Link to={step.to} className={linkClass}>
                  {intl.formatMessage(step.label)}
                </Link>
                <p className="text-slate-600">{intl.formatMessage(step.hint)}</p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
};
