import { useIntl } from 'react-intl';
import { usePowerOverviewQuery } from '@yardfleet/data/endpoints/power';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { PowerOverviewView, type OverviewResult } from './power-overview-view';

/**
 * The connected power overview (rules 11.2) at /power, and the power home of
 * power-only companies at /home (app/home-routes decides with the domain's routeFor). Reads the
 * overview once; the live stream invalidates its tags when a charger or charge system changes,
 * so the figures and rows follow without a reload.
 */
export const PowerOverviewPage = () => {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const query = usePowerOverviewQuery();
  const result: OverviewResult =
    query.data !== undefined && !query.isError
      ? { kind: 'ready', figures: query.data.figures, systems: query.data.systems, timeZone: query.data.timeZone }
      : query.isError
        ? { kind: 'error', detail: loadErrorDetail(intl, query.error) }
        : { kind: 'loading' };
  return <PowerOverviewView result={result} companyName={user?.companyName ?? null} onRetry={() => void query.refetch()} />;
};

export const Component = PowerOverviewPage;
