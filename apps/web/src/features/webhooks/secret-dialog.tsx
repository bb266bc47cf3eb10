import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@yardfleet/ui/button';
import { FormDialog } from '@yardfleet/ui/form-dialog';
import { TextField } from '@yardfleet/ui/text-field';
import { webhookMessages as m } from './webhooks-messages';

/**
 * Shows an endpoint's signing secret (`whsec_…`) this one time, after it was created or rotated
 * (docs/api.md "Webhooks"), with Copy and "you will not see it again"; closing forgets it.
 */
export const SecretDialog = ({ secret, onClose }: { readonly secret: string; readonly onClose: () => void }) => {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  return (
    <FormDialog title={intl.formatMessage(m.secretTitle)} onClose={onClose}>
      <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="alert">
        {intl.formatMessage(m.shownOnce)}
      </p>
      <TextField
        label={intl.formatMessage(m.secretLabel)}
        value={secret}
        readOnly
        className="mt-3 font-mono text-xs"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
          {intl.formatMessage(copied ? m.copied : m.copy)}
        </Button>
        <Button onClick={onClose}>{intl.formatMessage(m.done)}</Button>
      </div>
    </FormDialog>
  );
};
