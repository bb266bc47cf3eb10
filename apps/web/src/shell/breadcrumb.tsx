import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { matchRoute, type RouteKey } from '@yardfleet/domain/routing/routes';
import { shellMessages } from './shell-messages';
import { usePathTitles } from './path-titles';
import { overviewTitle, routeTitles } from '../shared/route-titles';

/** Screens below a sidebar section: their breadcrumb links back to it. */
const PARENTS: Partial<Record<RouteKey, { readonly key: RouteKey; readonly path: string }>> = {
  equipmentDetail: { key: 'equipment', path: '/equipment' },
  tags: { key: 'equipment', path: '/equipment' },
  warehouseSetup: { key: 'warehouse', path: '/warehouse' },
  warehouseEdit: { key: 'warehouse', path: '/warehouse' },
  alertRules: { key: 'alerts', path: '/alerts' },
};

/**
 * The breadcrumb (rules 2.6): the route's title; /home and /power read "<title> Overview"; the
 * charge system detail (/power/{id}) links back to /power and is named after the charge system; the equipment detail, /tags, the
 * warehouse set-up and the alert rules link back to their section. The current page's title truncates last, its full
 * text in the title attribute (on a phone the top bar gives it a row of its own, rules 2.4).
 */
export const Breadcrumb = () => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const key = matchRoute(pathname)?.route.key;
  const [title = ''] = usePathTitles([pathname]);
  const parent = key ? PARENTS[key] : undefined;
  const crumbs: { label: string; to?: string }[] =
    key === 'home' || key === 'power'
      ? [{ label: intl.formatMessage(overviewTitle, { title }) }]
      : key === 'powerDetail'
        ? [{ label: intl.formatMessage(overviewTitle, { title: intl.formatMessage(routeTitles.power) }), to: '/power' }, { label: title }]
        : parent
          ? [{ label: intl.formatMessage(routeTitles[parent.key]), to: parent.path }, { label: title }]
          : [{ label: title }];
  return (
    <nav aria-label={intl.formatMessage(shellMessages.breadcrumb)} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-2 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className={`flex items-center gap-2 ${index === crumbs.length - 1 ? 'min-w-0' : 'shrink-0'}`}>
            {index > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                /
              </span>
            ) : null}
            {crumb.to ? (
              <Link to={crumb.to} className="text-emerald-700 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined} title={crumb.label} className="truncate font-semibold text-slate-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
