import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './text-field';

const messages = defineMessages({
  show: { id: 'ui.passwordField.show', defaultMessage: 'Show password', description: 'Button that reveals the typed password' },
});

/**
 * A TextField for passwords with a show/hide toggle button (aria-pressed says whether the password
 * is shown). Same props as TextField except `type`.
 */
export const PasswordField = (props: Omit<TextFieldProps, 'type' | 'trailing'>) => {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={shown}
          aria-label={intl.formatMessage(messages.show)}
          onClick={() => setShown((s) => !s)}
          className="mr-1 rounded p-1.5 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
};
