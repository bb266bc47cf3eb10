import { useIntl } from 'react-intl';
import type { ChargeState } from '@yardfleet/domain/entities/charger';
import { chargeStateTone } from '@yardfleet/domain/rules/charge-state-tone';
import { PILL_TONE_OF } from '@yardfleet/ui/power/state-tone';
import { StatusPill } from '@yardfleet/ui/status-pill';
import { chargeStateWords } from '../../shared/i18n/power-words';
import { portCount } from './power-messages';

/** A port or battery state (rules 4.6) as a pill in the domain's tone for it; `count` prefixes it ("3 Charging"). */
export const ChargeStatePill = ({ state, count }: { readonly state: ChargeState; readonly count?: number }) => {
  const intl = useIntl();
  const name = intl.formatMessage(chargeStateWords[state]);
  return (
    <StatusPill tone={PILL_TONE_OF[chargeStateTone(state)]}>{count === undefined ? name : intl.formatMessage(portCount, { count, state: name })}</StatusPill>
  );
};
