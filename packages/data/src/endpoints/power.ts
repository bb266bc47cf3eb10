import type { RequestOf, ResponseOf } from '@yardfleet/contract/endpoint';
import { chargeSystemDetail, powerOverview } from '@yardfleet/contract/endpoints/power';
import { api } from '../api';
import { POWER_OVERVIEW_TAG, chargeSystemTag, chargerTag } from '../cache-tags';
import { contractRequest } from '../contract-request';

/**
 * Power area (/power and /power/{id}, rules 2.19, 11; chargers 3.10; port states 4.6):
 * `GET web/power/overview` (the company's figures and charge systems, tagged Power 'OVERVIEW' and
 * `{ type: 'ChargeSystem', id }` per system) and `POST web/power/system` `{ id }` (one charge
 * system with its chargers, ports and batteries, tagged `{ type: 'ChargeSystem', id }` and
 * `{ type: 'Charger', id }` per charger). Read-only: the live stream (src/live) invalidates these
 * tags when a charger or charge system changes, so the screens refetch.
 */
export const powerApi = api.injectEndpoints({
  endpoints: (build) => ({
    powerOverview: build.query<ResponseOf<typeof powerOverview>, void>({
      query: contractRequest(powerOverview),
      providesTags: (result) => [POWER_OVERVIEW_TAG, ...(result?.systems ?? []).map((system) => chargeSystemTag(system.id))],
    }),
    chargeSystemDetail: build.query<ResponseOf<typeof chargeSystemDetail>, RequestOf<typeof chargeSystemDetail>>({
      query: contractRequest(chargeSystemDetail),
      providesTags: (result, _error, arg) => [chargeSystemTag(arg.id), ...(result?.chargers ?? []).map((charger) => chargerTag(charger.id))],
    }),
  }),
});

export const { usePowerOverviewQuery, useChargeSystemDetailQuery } = powerApi;
