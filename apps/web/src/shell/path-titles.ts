import * as E from 'fp-ts/lib/Either.js';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { EquipmentId, GatewayId } from '@yardfleet/domain/entities/ids';
import { matchRoute } from '@yardfleet/domain/routing/routes';
import { equipmentDetailApi } from '@yardfleet/data/endpoints/equipment-detail';
import { gatewaysApi } from '@yardfleet/data/endpoints/gateways';
import { powerApi } from '@yardfleet/data/endpoints/power';
import { useAppSelector } from '@yardfleet/data/hooks';
import type { RootState } from '@yardfleet/data/store';
import { titleForPath } from '../shared/route-titles';

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
    powerApi.endpoints.powerOverview
      .select()(state)
      .data?.systems.find((system) => system.id === id.right)?.name
  );
};

/**
 * The serial number of the gateway at a /gateway/{id} path as its loaded detail gives it (its model
 * when the serial number is blank); undefined for other paths or before the detail loaded.
 */
const gatewayNameAt = (state: RootState, path: string): string | undefined => {
  const match = matchRoute(path);
  if (match?.route.key !== 'gatewayDetail') return undefined;
  const id = GatewayId.decode(match.params.id);
  if (E.isLeft(id)) return undefined;
  const gateway = gatewaysApi.endpoints.gatewayDetail.select({ id: id.right })(state).data?.gateway;
  return gateway === undefined ? undefined : gateway.serialNumber.trim() || gateway.model;
};

/**
 * The name of the machine at an /equipment/{id} path as its loaded detail gives it (rules
 * 2.5: two open machines are two differently named tabs); undefined for other paths or
 * before the detail loaded.
 */
const equipmentNameAt = (state: RootState, path: string): string | undefined => {
  const match = matchRoute(path);
  if (match?.route.key !== 'equipmentDetail') return undefined;
  const id = EquipmentId.decode(match.params.id);
  if (E.isLeft(id)) return undefined;
  return equipmentDetailApi.endpoints.equipmentDetail.select({ id: id.right })(state).data?.name.trim() || undefined;
};

/**
 * The titles of `paths` for the tab list and the breadcrumb (rules 2.5, 2.6): the route's translated
 * title, except that a charge system detail is named after its charge system, a gateway detail
 * after its serial number (or model) and an equipment detail after the machine's name once they
 * are known.
 */
export const usePathTitles = (paths: readonly string[]): readonly string[] => {
  const intl = useIntl();
  const names = useAppSelector(
    (state) => paths.map((path) => chargeSystemNameAt(state, path) ?? gatewayNameAt(state, path) ?? equipmentNameAt(state, path) ?? null),
    shallowEqual,
  );
  return paths.map((path, index) => names[index] ?? titleForPath(intl, path));
};
