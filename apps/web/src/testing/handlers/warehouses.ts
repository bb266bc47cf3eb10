import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  CreateWarehouseRequest,
  createWarehouse,
  deleteWarehouse,
  editWarehouse,
  EditWarehouseRequest,
  warehouseList,
  WarehouseRequest,
  WarehouseView,
} from '@yardfleet/contract/endpoints/warehouses';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { hasNoErrors } from '@yardfleet/domain/forms/account-forms';
import { validateWarehouseForm } from '@yardfleet/domain/forms/warehouse';
import { fixture } from '../decode';
import { WAREHOUSES } from '../fixtures/warehouses';
import { decodeBody, failureEnvelope, fieldErrorsEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

/**
 * A fake warehouse area with its own list, as the server behaves: create and edit check the
 * fields with the domain's rules (1170010001 field errors; a name another warehouse has answers
 * `{ name: { code: 'taken' } }`), the list stays in name order, and
 * deleting a warehouse with linked gateways answers 1170010409 `{ gatewayCount }`. `rows` starts
 * the list (default the three Chicago depots).
 */
const workingWarehouses = (rows: readonly WarehouseView[] = WAREHOUSES): HttpHandler[] => {
  let list = [...rows];
  let created = 0;
  const byName = (a: WarehouseView, b: WarehouseView) => a.name.localeCompare(b.name);
  const fields = (body: CreateWarehouseRequest, id?: string) => {
    const address = body.address.trim();
    const errors = validateWarehouseForm({ ...body, address });
    if (hasNoErrors(errors) && list.some((w) => w.name === body.name && w.id !== id)) return E.left(fieldErrorsEnvelope({ name: { code: 'taken' } }));
    return hasNoErrors(errors) ? E.right({ name: body.name, address, location: body.location, radius: body.radius }) : E.left(fieldErrorsEnvelope(errors));
  };
  return [
    on(warehouseList, ({ request }) => requireSession(request) ?? okEnvelope({ warehouses: list })),
    on(createWarehouse, async ({ request }) => {
      const body = await decodeBody(CreateWarehouseRequest, request);
      if (E.isLeft(body)) return body.left;
      const checked = fields(body.right);
      if (E.isLeft(checked)) return checked.left;
      created += 1;
      const warehouse = fixture(WarehouseView, { id: `wh_new_${created}`, ...checked.right, linkedGatewayCount: 0 });
      list = [...list, warehouse].sort(byName);
      return okEnvelope(warehouse);
    }),
    on(editWarehouse, async ({ request }) => {
      const body = await decodeBody(EditWarehouseRequest, request);
      if (E.isLeft(body)) return body.left;
      const current = list.find((w) => w.id === body.right.id);
      if (!current) return failureEnvelope(ServerCode.notFound, 'The warehouse does not exist.');
      const checked = fields(body.right, current.id);
      if (E.isLeft(checked)) return checked.left;
      const warehouse = fixture(WarehouseView, { ...current, ...checked.right });
      list = list.map((w) => (w.id === warehouse.id ? warehouse : w)).sort(byName);
      return okEnvelope(warehouse);
    }),
    on(deleteWarehouse, async ({ request }) => {
      const body = await decodeBody(WarehouseRequest, request);
      if (E.isLeft(body)) return body.left;
      const current = list.find((w) => w.id === body.right.id);
      if (!current) return failureEnvelope(ServerCode.notFound, 'The warehouse does not exist.');
      if (current.linkedGatewayCount > 0) {
        return Response.json({
          code: ServerCode.warehouseHasGateways,
          message: `The warehouse has ${current.linkedGatewayCount} gateways assigned. Reset them before removing it.`,
          entry: { gatewayCount: current.linkedGatewayCount },
        });
      }
      list = list.filter((w) => w.id !== current.id);
      return okEnvelope(null);
    }),
  ];
};

/**
 * Warehouse handlers in each list state: populated (the three Chicago depots, or `rows`), empty,
 * HTTP 500, never answering; `invalidName` answers create and edit with a server field error on
 * the name (`{ name: { code: 'too_long', field: 'name', max: 50 } }`) whatever is sent.
 */
export const warehouseHandlers = {
  populated: (rows?: readonly WarehouseView[]) => workingWarehouses(rows),
  empty: () => workingWarehouses([]),
  httpError: (): HttpHandler[] => [on(warehouseList, () => httpFailure(500, 'Internal Server Error'))],
  loading: (): HttpHandler[] => [neverAnswers(warehouseList)],
  invalidName: (): HttpHandler[] => [
    on(createWarehouse, () => fieldErrorsEnvelope({ name: { code: 'too_long', field: 'name', max: 50 } })),
    on(editWarehouse, () => fieldErrorsEnvelope({ name: { code: 'too_long', field: 'name', max: 50 } })),
  ],
};
