import { useIntl } from 'react-intl';
import { Button } from '@yardfleet/ui/button';
import { commonMessages } from './i18n/common-messages';

export interface DialogButtonsProps {
  /** The submit button's text ("Save", "Send invitation"). */
  readonly submitLabel: string;
  /** The Cancel button's action (closes the dialog without change). */
  readonly onCancel: () => void;
  /** True while the form's request runs: both buttons disabled. */
  readonly busy: boolean;
  /** Also disables the submit button (e.g. nothing to choose from yet). */
  readonly submitDisabled?: boolean;
  /** The row's classes (default: right-aligned, 0.5rem below the last field). */
  readonly className?: string;
}

/** The last row of a form dialog (`FormDialog`): "Cancel" (secondary) and the form's submit button, right-aligned. */
export const DialogButtons = ({ submitLabel, onCancel, busy, submitDisabled = false, className = 'mt-2 flex justify-end gap-2' }: DialogButtonsProps) => {
  const intl = useIntl();
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {intl.formatMessage(commonMessages.cancel)}
      </Button>
      <Button type="submit" disabled={busy || submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
};
