import type { IntlShape } from 'react-intl';
import type { MaintenanceFormError } from '@yardfleet/domain/forms/maintenance-log';
import { validationMessage } from '../../../shared/i18n/validation-messages';
import { decimalNumber } from './maintenance-messages';

/** The translated text of a maintenance form error; `label` is the field's translated name ("Performed by is required."). */
export const formErrorMessage = (intl: IntlShape, error: MaintenanceFormError, label: string): string =>
  error.code === 'decimal_number' ? intl.formatMessage(decimalNumber, { field: label, decimals: error.decimals }) : validationMessage(intl, error, label);
