import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { matchRoute } from '@yardfleet/domain/routing/routes';
import { shellMessages } from './shell-messages';
import { overviewTitle, routeTitles, titleForPath } from './route-titles';

/**
 * The breadcrumb (SPEC 2): the route's title; /home and /power read "<title> Overview"; the
 * charge system detail (/power/{id}) links back to /power; personal pages sit under My Account.
 */
export const Breadcrumb = () => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const key = matchRoute(pathname)?.route.key;
  const title = titleForPath(intl, pathname);
  const crumbs: { label: string; to?: string }[] =
    key === 'home' || key === 'power'
      ? [{ label: intl.formatMessage(overviewTitle, { title }) }]
      : key === 'powerDetail'
        ? [{ label: intl.formatMessage(overviewTitle, { title: intl.formatMessage(routeTitles.power) }), to: '/power' }, { label: title }]
        : [{ label: title }];
  return (
    <nav aria-label={intl.formatMessage(shellMessages.breadcrumb)} className="min-w-0">
      <ol className="flex items-center gap-2 truncate text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true" className="text-slate-400">/</span> : null}
            {crumb.to ? (
              <Link to={crumb.to} className="text-emerald-700 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined} className="font-semibold text-slate-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
