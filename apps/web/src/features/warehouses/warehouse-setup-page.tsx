import * as E from 'fp-ts/lib/Either.js';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { WarehouseView } from '@yardfleet/contract/endpoints/warehouses';
import { useCreateWarehouseMutation, useEditWarehouseMutation, useWarehouseListQuery } from '@yardfleet/data/endpoints/warehouses';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { WAREHOUSE_DEFAULT_RADIUS_M, type WarehouseForm } from '@yardfleet/domain/forms/warehouse';
import { can } from '@yardfleet/domain/rules/permissions';
import { Placeholder } from '@yardfleet/ui/placeholder';
import { useStateTexts } from '../../shared/load-placeholder';
import { routeTitles } from '../../shared/route-titles';
import { setupErrorsOf, type SetupErrors } from './setup-errors';
import { setupMessages } from './setup-messages';
import { WarehouseWizard, type WizardValues } from './warehouse-wizard';
import { listMessages } from './warehouses-messages';
import { useSuccessToast } from '../../shared/use-success-toast';

/** Where the map of a company without warehouses starts: downtown Chicago (the demo's city), degrees. */
const FALLBACK_CENTER: GeoPoint = E.getOrElseW((): never => {
  throw new Error('the fallback map centre is not a GeoPoint');
})(GeoPoint.decode({ lat: 41.8781, lng: -87.6298 }));

const EMPTY: WizardValues = { place: null, radiusText: String(WAREHOUSE_DEFAULT_RADIUS_M), name: '', address: '' };

const valuesOf = (w: WarehouseView): WizardValues => ({
  place: { location: w.location, address: w.address === '' ? null : w.address },
  radiusText: String(w.radius),
  name: w.name,
  address: w.address,
});

/**
 * The connected set-up wizard (/warehouse/new and /warehouse/:id/edit; rules 17.2, 17.3): a new
 * warehouse, or the list entry of `:id` prefilled. Saves through create or edit; a refused save
 * (1170010001) puts the server's field errors on their fields; success returns to /warehouse with
 * a toast. Roles without `fleet.edit` (employees) see a read-only note instead.
 */
export const WarehouseSetupPage = () => {
  const intl = useIntl();
  const texts = useStateTexts();
  const navigate = useNavigate();
  const toast = useSuccessToast();
  const { id } = useParams();
  const user = useAppSelector(selectUser);
  const list = useWarehouseListQuery();
  const [create, creating] = useCreateWarehouseMutation();
  const [edit, editing] = useEditWarehouseMutation();
  const [serverErrors, setServerErrors] = useState<SetupErrors>({});
  const editingId = id ?? null;
  const title = intl.formatMessage(editingId === null ? routeTitles.warehouseSetup : routeTitles.warehouseEdit);
  const warehouses = list.data?.warehouses ?? [];
  const current = editingId === null ? undefined : warehouses.find((w) => w.id === editingId);
  const defaultCenter: GeoPoint = warehouses[0]?.location ?? FALLBACK_CENTER;

  const save = (form: WarehouseForm & { readonly location: GeoPoint }) => {
    const body = { name: form.name, address: form.address.trim(), location: form.location, radius: form.radius };
    const request = current === undefined ? create(body) : edit({ ...body, id: current.id });
    void request.then((answer) => {
      if (answer.error !== undefined) {
        setServerErrors(setupErrorsOf(answer.error));
        return;
      }
      const done = editingId === null ? listMessages.created : listMessages.saved;
      toast(done);
      void navigate('/warehouse');
    });
  };

  const back = (
    <Link to="/warehouse" className="text-sm font-medium text-emerald-800 underline">
      {intl.formatMessage(setupMessages.backToList)}
    </Link>
  );
  const body = !can(user?.role ?? null, 'fleet.edit') ? (
    <p className="text-sm text-slate-700">{intl.formatMessage(setupMessages.readOnly)}</p>
  ) : list.isLoading ? (
    <Placeholder kind="loading" label={texts.loading} />
  ) : editingId !== null && list.isError ? (
    <Placeholder kind="error" title={intl.formatMessage(listMessages.loadFailed)} retryLabel={texts.retry} onRetry={() => void list.refetch()} />
  ) : editingId !== null && current === undefined ? (
    <p className="text-sm text-slate-700">{intl.formatMessage(setupMessages.notFound)}</p>
  ) : (
    <WarehouseWizard
      key={current?.id ?? 'new'}
      initial={current === undefined ? EMPTY : valuesOf(current)}
      defaultCenter={defaultCenter}
      busy={creating.isLoading || editing.isLoading}
      serverErrors={serverErrors}
      onSave={save}
      onCancel={() => void navigate('/warehouse')}
    />
  );
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {back}
      </div>
      {body}
    </section>
  );
};

export const Component = WarehouseSetupPage;
