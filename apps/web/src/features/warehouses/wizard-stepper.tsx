import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import { WAREHOUSE_STEPS, type WarehouseStep } from '@yardfleet/domain/forms/warehouse';
import { setupMessages, stepOfMessage } from './setup-messages';

const TITLES = { location: setupMessages.stepLocation, radius: setupMessages.stepRadius, name: setupMessages.stepName } as const;

/** The translated title of a wizard step. */
export const useStepTitle = () => {
  const intl = useIntl();
  return (step: WarehouseStep) => intl.formatMessage(TITLES[step]);
};

/**
 * The visible stepper of the set-up (rules 17.2: three steps): "Step N of 3" and an ordered list of
 * the steps, the current one marked with aria-current="step", the done ones ticked.
 */
export const WizardStepper = ({ step }: { readonly step: WarehouseStep }) => {
  const intl = useIntl();
  const title = useStepTitle();
  const index = WAREHOUSE_STEPS.indexOf(step);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-emerald-800">{intl.formatMessage(stepOfMessage, { step: index + 1, total: WAREHOUSE_STEPS.length })}</p>
      <ol aria-label={intl.formatMessage(setupMessages.steps)} className="flex flex-wrap gap-2">
        {WAREHOUSE_STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2 rounded-full border px-3 py-1 text-sm',
              s === step
                ? 'border-emerald-700 bg-emerald-50 font-semibold text-emerald-900'
                : i < index
                  ? 'border-emerald-300 text-emerald-800'
                  : 'border-slate-300 text-slate-600',
            )}
          >
            <span aria-hidden="true" className="font-mono">
              {i < index ? '✓' : i + 1}
            </span>
            {title(s)}
          </li>
        ))}
      </ol>
    </div>
  );
};
