import * as E from 'fp-ts/lib/Either.js';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { GatewayId } from '@yardfleet/domain/entities/ids';
import { matchRoute } from '@yardfleet/domain/routing/routes';
import { powerApi } from '@yardfleet/data/endpoints/power';
import { useAppSelector } from '@yardfleet/data/hooks';
import type { RootState } from '@yardfleet/data/store';
import { titleForPath } from './route-titles';

/**
 * The name of the charge system at a /power/{id} path as the data layer already knows it (its
 * detail, else its row of the power overview); undefined for other paths or before either loaded.
 */
const chargeSystemNameAt = (state: RootState, path: string): string | undefined => {
  const match = matchRoute(path);
  if (match?.route.key !== 'powerDetail') return undefined;
  const id = GatewayId.decode(match.params.id);
  if (E.isLeft(id)) return undefined;
  return (
    powerApi.endpoints.chargeSystemDetail.select({ id: id.right })(state).data?.system.name ??
    powerApi.endpoints.powerOverview.select()(state).data?.systems.find((system) => system.id === id.right)?.name
  );
};

/**
 * The titles of `paths` for the tab list and the breadcrumb (SPEC 2): the route's translated
 * title, except that a charge system detail is named after its charge system once it is known.
 */
export const usePathTitles = (paths: readonly string[]): readonly string[] => {
  const intl = useIntl();
  const names = useAppSelector((state) => paths.map((path) => chargeSystemNameAt(state, path) ?? null), shallowEqual);
  return paths.map((path, index) => names[index] ?? titleForPath(intl, path));
};
