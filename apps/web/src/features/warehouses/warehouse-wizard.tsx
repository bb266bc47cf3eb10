import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { GeoPoint } from '@yardfleet/domain/entities/units';
import {
  firstStepWithError,
  validateWarehouseStep,
  WAREHOUSE_STEPS,
  type WarehouseField,
  type WarehouseForm,
  type WarehouseStep,
} from '@yardfleet/domain/forms/warehouse';
import { Button } from '@yardfleet/ui/button';
import { commonMessages } from '../../shared/i18n/common-messages';
import { screenWords } from '../../shared/i18n/screen-words';
import { MapSlot } from './map-slot';
import { setupErrorText, type SetupErrors } from './setup-errors';
import { setupMessages } from './setup-messages';
import { StepLocation, type ChosenPlace } from './step-location';
import { StepName } from './step-name';
import { StepRadius } from './step-radius';
import { useStepTitle, WizardStepper } from './wizard-stepper';

/** What the wizard starts from: empty for a new warehouse, the list entry for an edit. */
export interface WizardValues {
  readonly place: ChosenPlace | null;
  /** Radius in metres as the number field shows it. */
  readonly radiusText: string;
  readonly name: string;
  readonly address: string;
}

export interface WarehouseWizardProps {
  readonly initial: WizardValues;
  /** Where the map looks before a point is chosen (degrees). */
  readonly defaultCenter: GeoPoint;
  readonly busy: boolean;
  /** Field errors of the last refused save; a new object moves the wizard to the step holding the first one. */
  readonly serverErrors: SetupErrors;
  /** Called with a form the domain's rules accept (location chosen; name and address trimmed by the caller). */
  readonly onSave: (form: WarehouseForm & { readonly location: GeoPoint }) => void;
  readonly onCancel: () => void;
}

/**
 * The three-step warehouse set-up (rules 17.2, 17.3): 1 choose the location (search or map
 * click), 2 set the radius (slider and metres, circle drawn live), 3 name it (name, address,
 * summary, Save). A visible stepper; Back, Next and Cancel on every step; values kept between
 * steps; Next enabled only when the step passes the domain's `validateWarehouseStep`; server field
 * errors shown on their fields after moving to their step. The map stays beside the steps.
 */
export const WarehouseWizard = ({ initial, defaultCenter, busy, serverErrors, onSave, onCancel }: WarehouseWizardProps) => {
  const intl = useIntl();
  const stepTitle = useStepTitle();
  const [step, setStep] = useState<WarehouseStep>('location');
  const [place, setPlace] = useState(initial.place);
  const [radiusText, setRadiusText] = useState(initial.radiusText);
  const [name, setName] = useState(initial.name);
  const [address, setAddress] = useState(initial.address);
  const [shown, setShown] = useState(false);
  const [server, setServer] = useState<SetupErrors>(serverErrors);
  const [seenErrors, setSeenErrors] = useState(serverErrors);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new refusal from the server: show its errors and go to the step holding the first one.
  if (seenErrors !== serverErrors) {
    setSeenErrors(serverErrors);
    setServer(serverErrors);
    const target = firstStepWithError(serverErrors);
    if (target !== undefined) setStep(target);
  }

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const radius = radiusText.trim() === '' ? Number.NaN : Number(radiusText);
  const form: WarehouseForm = { location: place?.location ?? null, radius, name, address };
  const local = validateWarehouseStep(step, form);
  const stepOk = Object.keys(local).length === 0;
  const index = WAREHOUSE_STEPS.indexOf(step);
  const errorOf = (field: WarehouseField) => setupErrorText(intl, field, server[field] ?? (field === 'radius' || shown ? local[field] : undefined));
  const edited = (field: WarehouseField) => setServer(({ [field]: _dropped, ...rest }) => rest);

  const go = (to: WarehouseStep | undefined) => {
    if (to === undefined) return;
    setShown(false);
    setStep(to);
  };
  const primary = (event?: FormEvent) => {
    event?.preventDefault();
    if (!stepOk) {
      setShown(true);
      return;
    }
    if (step !== 'name') go(WAREHOUSE_STEPS[index + 1]);
    else if (place !== null) onSave({ location: place.location, radius, name, address });
  };

  const radiusOk = validateWarehouseStep('radius', form).radius === undefined;
  const nav = (
    <div className="mt-2 flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {intl.formatMessage(commonMessages.cancel)}
      </Button>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => go(WAREHOUSE_STEPS[index - 1])} disabled={index === 0 || busy}>
          {intl.formatMessage(setupMessages.back)}
        </Button>
        {step === 'name' ? (
          <Button type="submit" disabled={busy}>
            {intl.formatMessage(setupMessages.save)}
          </Button>
        ) : (
          <Button type={step === 'location' ? 'button' : 'submit'} disabled={!stepOk} onClick={step === 'location' ? () => primary() : undefined}>
            {intl.formatMessage(setupMessages.next)}
          </Button>
        )}
      </div>
    </div>
  );

  const choose = (chosen: ChosenPlace) => {
    setPlace(chosen);
    edited('location');
    if (chosen.address !== null) setAddress(chosen.address);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <WizardStepper step={step} />
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          {stepTitle(step)}
        </h2>
        {step === 'location' ? (
          <div className="flex flex-col gap-4">
            <StepLocation chosen={place} onChoose={choose} />
            {server.location ? <p className="text-sm text-red-700">{errorOf('location')}</p> : null}
            {nav}
          </div>
        ) : (
          <form noValidate onSubmit={primary} className="flex flex-col gap-4">
            {step === 'radius' ? (
              <StepRadius
                text={radiusText}
                error={errorOf('radius')}
                onChange={(text) => {
                  setRadiusText(text);
                  edited('radius');
                }}
              />
            ) : (
              <StepName
                name={name}
                address={address}
                nameError={errorOf('name')}
                addressError={errorOf('address')}
                location={place?.location ?? null}
                radius={radius}
                onName={(value) => {
                  setName(value);
                  edited('name');
                }}
                onAddress={(value) => {
                  setAddress(value);
                  edited('address');
                }}
              />
            )}
            {nav}
          </form>
        )}
      </div>
      <MapSlot
        label={intl.formatMessage(step === 'location' ? setupMessages.mapLabelLocation : setupMessages.mapLabelRadius)}
        loadingText={intl.formatMessage(screenWords.loadingMap)}
        center={place?.location ?? defaultCenter}
        zoom={place === null ? 11 : 15}
        className="h-96 w-full lg:h-full lg:min-h-96"
        markers={
          place === null
            ? []
            : [{ id: 'chosen', position: place.location, tone: 'green', label: name.trim() === '' ? intl.formatMessage(setupMessages.chosen) : name }]
        }
        circles={place !== null && step !== 'location' && radiusOk ? [{ id: 'radius', center: place.location, radiusMeters: radius }] : []}
        fitTo={place === null ? null : { center: place.location, radiusMeters: step !== 'location' && radiusOk ? radius : 300 }}
        {...(step === 'location' ? { onMapClick: (point: GeoPoint) => choose({ location: point, address: null }) } : {})}
      />
    </div>
  );
};
