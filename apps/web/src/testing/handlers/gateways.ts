import * as E from 'fp-ts/lib/Either.js';
import { HttpResponse, type HttpHandler } from 'msw';
import {
  deleteGateway,
  gatewayDetail,
  gatewayList,
  GatewayListRequest,
  GatewayRequest,
  resetGateway,
  type GatewayDetailResponse,
  type GatewayKindCounts,
  type GatewayListResponse,
} from '@yardfleet/contract/endpoints/gateways';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { Gateway, GATEWAY_KINDS } from '@yardfleet/domain/entities/gateway';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { can } from '@yardfleet/domain/rules/permissions';
import { fixture } from '../decode';
import { GATEWAY_DETAILS } from '../fixtures/gateways';
import { adminUser } from '../fixtures/users';
import { decodeBody, failureEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** True when `gateway` matches the list query's search (case-insensitive substring of SN or model), or always without a search. */
const matches = (gateway: Gateway, search: string | null): boolean => {
  const text = (search ?? '').trim().toLowerCase();
  return text === '' ? gateway.deletedAt === null : gateway.serialNumber.toLowerCase().includes(text) || gateway.model.toLowerCase().includes(text);
};

/** Last connected newest (or oldest) first; never connected last either way. */
const byLastConnected = (sort: GatewayListRequest['sort']) => (a: Gateway, b: Gateway) => {
  if (a.lastConnectedAt === null || b.lastConnectedAt === null) return (a.lastConnectedAt === null ? 1 : 0) - (b.lastConnectedAt === null ? 1 : 0);
  const order = Date.parse(b.lastConnectedAt) - Date.parse(a.lastConnectedAt);
  return sort === 'last_connected_desc' ? order : -order;
};

/** The list answer for `query` over `gateways`, as the server pages, sorts and counts it. */
export const queryGateways = (gateways: readonly Gateway[], query: GatewayListRequest): GatewayListResponse => {
  const found = gateways.filter((g) => matches(g, query.search));
  const tab = found.filter((g) => g.kind === query.kind).sort(byLastConnected(query.sort));
  const counts = Object.fromEntries(GATEWAY_KINDS.map((kind) => [kind, found.filter((g) => g.kind === kind).length])) as GatewayKindCounts;
  const start = (query.page - 1) * query.pageSize;
  return { items: tab.slice(start, start + query.pageSize), total: tab.length, page: query.page, pageSize: query.pageSize, counts };
};

const refused = () => HttpResponse.json({ code: ServerCode.refused, message: 'The gateway is deleted.', entry: { reason: 'gateway_deleted' } });

/**
 * A fake gateway area as the server behaves (rules 14): list by tab with search (deleted gateways
 * only in search results), sort and paging; detail (1170010404 for an unknown id); reset (leaves its
 * place, `resetAt` set, sub-devices forgotten) and delete (also `deletedAt`) for `user`'s role when
 * the domain's `gateway.manage` allows it (1170010403 otherwise); either on a deleted gateway
 * answers 1170010422 `{ reason: 'gateway_deleted' }`. Stateful per call of this function.
 */
const workingGateways = (initial: readonly GatewayDetailResponse[], user: UserInfo): HttpHandler[] => {
  let details = [...initial];
  const find = async (request: Request) => {
    const body = await decodeBody(GatewayRequest, request);
    if (E.isLeft(body)) return E.left(body.left);
    const found = details.find((d) => d.gateway.id === body.right.id);
    return found === undefined ? E.left(failureEnvelope(ServerCode.notFound, 'The gateway does not exist.')) : E.right(found);
  };
  const change = (id: string, next: (gateway: Gateway) => Gateway) => {
    details = details.map((d) => (d.gateway.id === id ? { gateway: next(d.gateway), subDevices: [] } : d));
  };
  const forget = (gateway: Gateway, at: string, deleted: boolean): Gateway =>
    fixture(Gateway, {
      ...gateway,
      place: null,
      resetAt: gateway.resetAt ?? at,
      deletedAt: deleted ? at : null,
      onlineStatus: 'offline',
      subDeviceCount: 0,
      connectedDeviceCount: 0,
    });
  const manage = async (request: Request, act: (gateway: Gateway, at: string) => Response) => {
    const session = requireSession(request);
    if (session) return session;
    if (!can(user.role, 'gateway.manage')) return failureEnvelope(ServerCode.forbiddenRole, 'You do not have permission.');
    const found = await find(request);
    if (E.isLeft(found)) return found.left;
    return found.right.gateway.deletedAt !== null ? refused() : act(found.right.gateway, new Date().toISOString());
  };
  return [
    on(gatewayList, async ({ request }) => {
      const session = requireSession(request);
      if (session) return session;
      const body = await decodeBody(GatewayListRequest, request);
      return E.isLeft(body)
        ? body.left
        : okEnvelope(
            queryGateways(
              details.map((d) => d.gateway),
              body.right,
            ),
          );
    }),
    on(gatewayDetail, async ({ request }) => {
      const session = requireSession(request);
      if (session) return session;
      const found = await find(request);
      return E.isLeft(found) ? found.left : okEnvelope(found.right);
    }),
    on(resetGateway, ({ request }) =>
      manage(request, (gateway, at) => {
        change(gateway.id, (g) => forget(g, at, false));
        return okEnvelope(details.find((d) => d.gateway.id === gateway.id)?.gateway ?? null);
      }),
    ),
    on(deleteGateway, ({ request }) =>
      manage(request, (gateway, at) => {
        change(gateway.id, (g) => forget(g, at, true));
        return okEnvelope(null);
      }),
    ),
  ];
};

/**
 * Gateway handlers in each state: `populated` (the fixture gateways of fixtures/gateways.ts, or
 * `details`; `user` decides whether reset and delete are allowed, default the admin), `empty` (no
 * gateway at all), `httpError` (list and detail answer HTTP 500), `loading` (never answer),
 * `resetFails` (reset and delete answer HTTP 500).
 */
export const gatewayHandlers = {
  populated: (options: { readonly details?: readonly GatewayDetailResponse[]; readonly user?: UserInfo } = {}) =>
    workingGateways(options.details ?? GATEWAY_DETAILS, options.user ?? adminUser),
  empty: () => workingGateways([], adminUser),
  httpError: (): HttpHandler[] => [
    on(gatewayList, () => httpFailure(500, 'Internal Server Error')),
    on(gatewayDetail, () => httpFailure(500, 'Internal Server Error')),
  ],
  loading: (): HttpHandler[] => [neverAnswers(gatewayList), neverAnswers(gatewayDetail)],
  resetFails: (): HttpHandler[] => [
    on(resetGateway, () => httpFailure(500, 'Internal Server Error')),
    on(deleteGateway, () => httpFailure(500, 'Internal Server Error')),
  ],
};
