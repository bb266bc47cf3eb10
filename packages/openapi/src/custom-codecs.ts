import { EquipmentPositionsColumns, INVENTORY_CODES, MAX_EQUIPMENT_POSITIONS, POSITION_SCALE } from '@yardfleet/contract/endpoints/equipment-positions';
import type { CustomCodec } from './json-schema';

const ints = (max: number) => ({ type: 'array', maxItems: MAX_EQUIPMENT_POSITIONS, items: { type: 'integer', minimum: -max, maximum: max } });

/**
 * The schema and example of each codec of the contract written by hand as `new t.Type` (no `_tag`
 * to walk), keyed by the codec itself. A new such codec throws in the generator until it is added here.
 * - `EquipmentPositionsColumns` (decision 0015): the fleet map's machines as parallel columns.
 */
export const CUSTOM_CODECS: ReadonlyMap<unknown, CustomCodec> = new Map<unknown, CustomCodec>([
  [
    EquipmentPositionsColumns,
    {
      schema: {
        type: 'object',
        description:
          `Machines as parallel columns (decision 0015): \`lat\` and \`lng\` are fixed-point degrees × ${POSITION_SCALE}, \`inventory\` has one character per machine ` +
          `(${Object.entries(INVENTORY_CODES)
            .map(([status, code]) => `${code} = ${status}`)
            .join(', ')}); \`ids\` and \`names\` are either empty or as long as \`lat\`. At most ${MAX_EQUIPMENT_POSITIONS} machines.`,
        required: ['ids', 'names', 'lat', 'lng', 'inventory', 'truncated'],
        properties: {
          ids: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 64 } },
          names: { type: 'array', items: { type: 'string', maxLength: 1000 } },
          lat: ints(90 * POSITION_SCALE),
          lng: ints(180 * POSITION_SCALE),
          inventory: { type: 'string', pattern: `^[${Object.values(INVENTORY_CODES).join('')}]*$` },
          truncated: { type: 'boolean', description: 'True when more machines matched than the answer holds (the first ones are sent).' },
        },
        additionalProperties: false,
      },
      example: { ids: [], names: [], lat: [5213000, 4813700], lng: [1340500, 1157500], inventory: 'wo', truncated: false },
    },
  ],
]);
