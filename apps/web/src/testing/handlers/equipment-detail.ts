import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  deleteEquipment,
  equipmentDetail,
  EquipmentRequest,
  SetEquipmentTagsRequest,
  setEquipmentTags,
  type EquipmentDetailView,
} from '@yardfleet/contract/endpoints/equipment-detail';
import { equipmentList, EquipmentListRequest } from '@yardfleet/contract/endpoints/equipment';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { EquipmentListItem } from '@yardfleet/domain/entities/equipment';
import type { Tag } from '@yardfleet/domain/entities/tag';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { can } from '@yardfleet/domain/rules/permissions';
import { EQUIPMENT } from '../fixtures/equipment';
import { EQUIPMENT_DETAILS } from '../fixtures/equipment-detail';
import { TAG_GROUPS } from '../fixtures/tags';
import { adminUser } from '../fixtures/users';
import { queryEquipment } from './equipment';
import { decodeBody, failureEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

const notFound = (): Response => failureEnvelope(ServerCode.notFound, 'The equipment does not exist.');
const refusedRole = (): Response => failureEnvelope(ServerCode.forbiddenRole, 'Your role may not change fleet data.');

/** The list row of a stored machine: its fixture row (fixtures/equipment.ts) with the stored tags; none for a machine with no row. */
const listRowsOf = (detail: EquipmentDetailView): EquipmentListItem[] => {
  const row = EQUIPMENT.find((r) => r.id === detail.id);
  return row ? [{ ...row, tags: detail.tags }] : [];
};

export interface EquipmentDetailArea {
  /** detail, setTags and delete over the live store. */
  readonly handlers: HttpHandler[];
  /** The equipment list over the same store (put it before `scenario()` so deletions and tag changes show there too). */
  readonly listHandler: HttpHandler;
}

/**
 * A working fake of the equipment detail calls (rules 2.11, 4.13, 17.8) over a store seeded with
 * `details` (default the 40 fixture machines): detail answers the stored machine or 1170010404;
 * setTags replaces its tags (every id must be a tag of `tags`, else 1170010404 and nothing
 * changes); delete removes it (the next detail answers 1170010404). Writes by a role without
 * the domain's fleet.edit answer 1170010403, as the server does. Bodies are decoded with the
 * contract codecs (unknown keys: HTTP 400).
 */
export const createEquipmentDetailArea = ({
  details = EQUIPMENT_DETAILS,
  user = adminUser,
  tags = TAG_GROUPS.flatMap((group) => group.tags),
}: { readonly details?: readonly EquipmentDetailView[]; readonly user?: UserInfo; readonly tags?: readonly Tag[] } = {}): EquipmentDetailArea => {
  let store: EquipmentDetailView[] = [...details];
  const mayEdit = can(user.role, 'fleet.edit');
  return {
    handlers: [
      on(equipmentDetail, async ({ request }) => {
        const body = await decodeBody(EquipmentRequest, request);
        if (E.isLeft(body)) return body.left;
        const found = store.find((d) => d.id === body.right.id);
        return found ? okEnvelope(found) : notFound();
      }),
      on(setEquipmentTags, async ({ request }) => {
        const body = await decodeBody(SetEquipmentTagsRequest, request);
        if (E.isLeft(body)) return body.left;
        if (!mayEdit) return refusedRole();
        const found = store.find((d) => d.id === body.right.id);
        const chosen = body.right.tagIds.map((id) => tags.find((tag) => tag.id === id));
        if (!found || chosen.some((tag) => tag === undefined)) return notFound();
        const next = chosen
          .filter((tag): tag is Tag => tag !== undefined)
          .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.name.localeCompare(b.name));
        store = store.map((d) => (d.id === found.id ? { ...d, tags: next } : d));
        return okEnvelope({ tags: next });
      }),
      on(deleteEquipment, async ({ request }) => {
        const body = await decodeBody(EquipmentRequest, request);
        if (E.isLeft(body)) return body.left;
        if (!mayEdit) return refusedRole();
        if (!store.some((d) => d.id === body.right.id)) return notFound();
        store = store.filter((d) => d.id !== body.right.id);
        return okEnvelope(null);
      }),
    ],
    listHandler: on(equipmentList, async ({ request }) => {
      const refused = requireSession(request);
      if (refused) return refused;
      const query = await decodeBody(EquipmentListRequest, request);
      return E.isLeft(query) ? query.left : okEnvelope(queryEquipment(store.flatMap(listRowsOf), query.right));
    }),
  };
};

/** The equipment detail in each state a screen shows. */
export const equipmentDetailHandlers = {
  /** The working fake (detail, setTags, delete) over the fixture machines, writes allowed for `user`'s role. */
  working: ({ user }: { readonly user?: UserInfo } = {}): HttpHandler[] => createEquipmentDetailArea(user ? { user } : {}).handlers,
  /** The working fake plus the equipment list over the same store (deleted machines leave the list). */
  withList: ({ user }: { readonly user?: UserInfo } = {}): HttpHandler[] => {
    const area = createEquipmentDetailArea(user ? { user } : {});
    return [area.listHandler, ...area.handlers];
  },
  /** Every machine is missing (or another company's): 1170010404. */
  notFound: (): HttpHandler[] => [on(equipmentDetail, notFound)],
  /** A server fault: HTTP 500 with `{ status, message }`. */
  httpError: (): HttpHandler[] => [on(equipmentDetail, () => httpFailure(500, 'Internal Server Error'))],
  /** Never answers: the detail stays loading. */
  loading: (): HttpHandler[] => [neverAnswers(equipmentDetail)],
};
