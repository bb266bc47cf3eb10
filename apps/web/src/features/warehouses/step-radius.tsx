import { useId } from 'react';
import { useIntl } from 'react-intl';
import { WAREHOUSE_RADIUS_MAX_M, WAREHOUSE_RADIUS_MIN_M } from '@yardfleet/domain/entities/warehouse';
import { TextField } from '@yardfleet/ui/text-field';
import { metresMessage, radiusHintMessage, setupMessages } from './setup-messages';

/** Slider positions: 0..SLIDER_STEPS map logarithmically onto 10..50,000 m, so small yards get fine control. */
const SLIDER_STEPS = 1000;
const RATIO = WAREHOUSE_RADIUS_MAX_M / WAREHOUSE_RADIUS_MIN_M;

/** Slider position of a radius in metres (clamped to the slider). */
export const sliderOf = (metres: number): number => {
  if (!Number.isFinite(metres)) return 0;
  const clamped = Math.min(WAREHOUSE_RADIUS_MAX_M, Math.max(WAREHOUSE_RADIUS_MIN_M, metres));
  return Math.round((Math.log(clamped / WAREHOUSE_RADIUS_MIN_M) / Math.log(RATIO)) * SLIDER_STEPS);
};

/** Radius in whole metres of a slider position (two significant digits above 100 m, so values read well). */
export const metresOf = (position: number): number => {
  const raw = WAREHOUSE_RADIUS_MIN_M * RATIO ** (position / SLIDER_STEPS);
  const step = raw >= 1000 ? 50 : raw >= 100 ? 5 : 1;
  return Math.min(WAREHOUSE_RADIUS_MAX_M, Math.max(WAREHOUSE_RADIUS_MIN_M, Math.round(raw / step) * step));
};

export interface StepRadiusProps {
  /** The number field's text as typed (the radius in metres when it reads as a number). */
  readonly text: string;
  readonly onChange: (text: string) => void;
  /** The translated error of the radius, shown on the number field. */
  readonly error?: string | undefined;
}

/**
 * Step 2 of the set-up (rules 17.2): a range slider ("Radius slider", logarithmic, its value
 * read out in metres) and a number input ("Radius in metres", 10..50,000) kept in sync; the map
 * beside the step draws the circle live and fits it.
 */
export const StepRadius = ({ text, onChange, error }: StepRadiusProps) => {
  const intl = useIntl();
  const sliderId = useId();
  const metres = Number(text);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={sliderId} className="text-sm font-medium text-slate-800">
          {intl.formatMessage(setupMessages.radiusSlider)}
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={SLIDER_STEPS}
          step={1}
          value={sliderOf(metres)}
          aria-valuetext={intl.formatMessage(metresMessage, { metres: intl.formatNumber(Number.isFinite(metres) ? metres : 0) })}
          onChange={(event) => onChange(String(metresOf(Number(event.target.value))))}
          className="w-full accent-emerald-700"
        />
      </div>
      <TextField
        label={intl.formatMessage(setupMessages.radiusMeters)}
        type="number"
        inputMode="numeric"
        min={WAREHOUSE_RADIUS_MIN_M}
        max={WAREHOUSE_RADIUS_MAX_M}
        step={1}
        value={text}
        error={error}
        hint={intl.formatMessage(radiusHintMessage, { min: intl.formatNumber(WAREHOUSE_RADIUS_MIN_M), max: intl.formatNumber(WAREHOUSE_RADIUS_MAX_M) })}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-xs"
      />
    </div>
  );
};
