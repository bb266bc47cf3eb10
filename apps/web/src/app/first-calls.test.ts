import { describe, expect, it } from 'vitest';
import { loginInfo } from '@yardfleet/contract/endpoints/auth';
import { equipmentList } from '@yardfleet/contract/endpoints/equipment';
import { equipmentDetail } from '@yardfleet/contract/endpoints/equipment-detail';
import { maintenanceList, maintenanceReminder } from '@yardfleet/contract/endpoints/maintenance';
import { companySettings } from '@yardfleet/contract/endpoints/personal';
import { powerOverview } from '@yardfleet/contract/endpoints/power';
import { equipmentOverview } from '@yardfleet/contract/endpoints/reports';
import { tagList } from '@yardfleet/contract/endpoints/tags';
import { warehouseList } from '@yardfleet/contract/endpoints/warehouses';
import { initialEquipmentListState, toEquipmentListRequest } from '@yardfleet/data/slices/equipment-list';
import {
  COMPANY_SETTINGS,
  EQUIPMENT_DETAIL,
  FIRST_LIST_PAGE,
  firstCallsOf,
  INVENTORY_OVERVIEW,
  LOGIN_INFO,
  MAINTENANCE_LIST,
  MAINTENANCE_REMINDER,
  POWER_OVERVIEW,
  TAG_LIST,
  WAREHOUSE_LIST,
  type FirstCall,
} from './first-calls';

const paths = (calls: readonly FirstCall[]): string[] => calls.map((call) => call.path);

describe('first calls of a logged-in first load (rules 21.2)', () => {
  it("are the contract endpoints' reads, the list's body the one the list screen sends first", () => {
    for (const [call, endpoint] of [
      [LOGIN_INFO, loginInfo],
      [TAG_LIST, tagList],
      [INVENTORY_OVERVIEW, equipmentOverview],
      [COMPANY_SETTINGS, companySettings],
      [WAREHOUSE_LIST, warehouseList],
      [FIRST_LIST_PAGE, equipmentList],
      [POWER_OVERVIEW, powerOverview],
      [EQUIPMENT_DETAIL, equipmentDetail],
      [MAINTENANCE_LIST, maintenanceList],
      [MAINTENANCE_REMINDER, maintenanceReminder],
    ] as const) {
      expect([call.method, call.path]).toEqual([endpoint.method, endpoint.path]);
    }
    expect(FIRST_LIST_PAGE.body).toBe(JSON.stringify(toEquipmentListRequest(initialEquipmentListState)));
  });

  it('sends login/info on every route (not the bell: it waits for the first paint), and the inventory reads only for a full-version company', () => {
    expect(paths(firstCallsOf('/equipment', true))).toEqual([LOGIN_INFO.path, FIRST_LIST_PAGE.path, TAG_LIST.path]);
    expect(paths(firstCallsOf('/report', false))).toEqual([LOGIN_INFO.path, COMPANY_SETTINGS.path]);
    expect(paths(firstCallsOf('/warehouse', false))).toEqual([LOGIN_INFO.path]);
  });

  it('sends the power overview on /power and on the home of a power-only company only', () => {
    expect(paths(firstCallsOf('/power', true))).toEqual([LOGIN_INFO.path, POWER_OVERVIEW.path]);
    expect(paths(firstCallsOf('/home', false))).toEqual([LOGIN_INFO.path, POWER_OVERVIEW.path]);
    expect(paths(firstCallsOf('/home', true))).not.toContain(POWER_OVERVIEW.path);
  });

  it("asks a machine's detail with the id of the path, as the detail screen does", () => {
    const id = '7b539d5b-9a5b-4142-b6cd-7a02c084e536';
    const detail = firstCallsOf(`/equipment/${id}`, true).find((call) => call.path === EQUIPMENT_DETAIL.path);
    expect(detail?.body).toBe(JSON.stringify(equipmentDetail.request.encode({ id } as never)));
    expect(firstCallsOf('/equipment/a%20b', true).find((call) => call.path === EQUIPMENT_DETAIL.path)?.body).toBe('{"id":"a b"}');
  });

  it("asks the machine's maintenance log and reminder with the detail, with the body its section sends", () => {
    const id = '7b539d5b-9a5b-4142-b6cd-7a02c084e536';
    const calls = firstCallsOf(`/equipment/${id}`, false);
    expect(paths(calls)).toEqual([LOGIN_INFO.path, EQUIPMENT_DETAIL.path, MAINTENANCE_LIST.path, MAINTENANCE_REMINDER.path]);
    for (const endpoint of [maintenanceList, maintenanceReminder]) {
      expect(calls.find((call) => call.path === endpoint.path)?.body).toBe(JSON.stringify(endpoint.request.encode({ id } as never)));
    }
  });
});
