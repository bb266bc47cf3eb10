import * as E from 'fp-ts/lib/Either.js';
import { WAREHOUSE_RADIUS_MAX_M, WAREHOUSE_RADIUS_MIN_M } from '../entities/warehouse';
import type { ValidationError } from '../validation/errors';
import { validateMaxLength, validateName } from '../validation/rules';
import type { FieldErrors } from './account-forms';

/** Longest warehouse address the set-up accepts, characters (rules 5.12). */
export const WAREHOUSE_ADDRESS_MAX_LENGTH = 200;
/** Radius the wizard starts with, metres: a depot yard with its parking (rules 17.2). */
export const WAREHOUSE_DEFAULT_RADIUS_M = 150;

/** The fields of the warehouse set-up (rules 3.9: name, map location, radius; plus its address). */
export type WarehouseField = 'location' | 'radius' | 'name' | 'address';

/** The three steps of the set-up, in order (rules 17.2: choose location, set radius, name it). */
export const WAREHOUSE_STEPS = ['location', 'radius', 'name'] as const;
export type WarehouseStep = (typeof WAREHOUSE_STEPS)[number];

/** The step that holds each field, so a refused save returns to it. */
export const WAREHOUSE_STEP_OF_FIELD: Readonly<Record<WarehouseField, WarehouseStep>> = {
  location: 'location',
  radius: 'radius',
  name: 'name',
  address: 'name',
};

const FIELDS_OF_STEP: Readonly<Record<WarehouseStep, readonly WarehouseField[]>> = {
  location: ['location'],
  radius: ['radius'],
  name: ['name', 'address'],
};

/** What the wizard holds: location in degrees (null until chosen), radius in metres, name and address as typed. */
export interface WarehouseForm {
  readonly location: { readonly lat: number; readonly lng: number } | null;
  readonly radius: number;
  readonly name: string;
  readonly address: string;
}

const check: { readonly [F in WarehouseField]: (form: WarehouseForm) => E.Either<ValidationError, unknown> } = {
  location: (form) => (form.location === null ? E.left({ code: 'required', field: 'location' }) : E.right(form.location)),
  radius: (form) =>
    // "must be a whole number" (rules 5.12) is what the rule checks: 12.5 is refused like an empty field.
    !Number.isInteger(form.radius)
      ? E.left({ code: 'not_a_number', field: 'radius' })
      : form.radius < WAREHOUSE_RADIUS_MIN_M || form.radius > WAREHOUSE_RADIUS_MAX_M
        ? E.left({ code: 'out_of_range', field: 'radius', min: WAREHOUSE_RADIUS_MIN_M, max: WAREHOUSE_RADIUS_MAX_M })
        : E.right(form.radius),
  name: (form) => validateName('name', form.name),
  address: (form) => validateMaxLength('address', form.address, WAREHOUSE_ADDRESS_MAX_LENGTH),
};

const collect = (form: WarehouseForm, fields: readonly WarehouseField[]): FieldErrors<WarehouseField> => {
  const errors: FieldErrors<WarehouseField> = {};
  for (const field of fields) {
    const result = check[field](form);
    if (E.isLeft(result)) errors[field] = result.left;
  }
  return errors;
};

/**
 * Warehouse set-up, every field (rules 5.12): location required; radius a whole number of
 * metres (empty or 12.5: `not_a_number`, "must be a whole number") within
 * WAREHOUSE_RADIUS_MIN_M..MAX_M (10..50,000); name required, no leading or trailing spaces,
 * at most 50 characters; address at most 200 characters (may be empty when the point was picked
 * on the map). One coded error per failing field; empty when the warehouse may be saved. The
 * server answers the same errors (1170010001).
 */
export const validateWarehouseForm = (form: WarehouseForm): FieldErrors<WarehouseField> => collect(form, ['location', 'radius', 'name', 'address']);

/** The errors of the fields of one wizard step only (Next stays disabled while it has any). */
export const validateWarehouseStep = (step: WarehouseStep, form: WarehouseForm): FieldErrors<WarehouseField> => collect(form, FIELDS_OF_STEP[step]);

/** The first step (in wizard order) holding one of the fields with an error; undefined when none. */
export const firstStepWithError = (errors: Partial<Record<string, unknown>>): WarehouseStep | undefined =>
  WAREHOUSE_STEPS.find((step) => FIELDS_OF_STEP[step].some((field) => errors[field] !== undefined));
