import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { NEAR_TEXT_MAX_LENGTH } from '@yardfleet/domain/dealers/near-place';
import { Button } from '@yardfleet/ui/button';
import { TextField } from '@yardfleet/ui/text-field';
import { dealerMessages } from './dealers-messages';

export interface NearPlaceFormProps {
  /** The town or postcode measured from ('' for none). */
  readonly near: string;
  /** Called with the text to measure from when the form is sent, or '' to stop. */
  readonly onNearChange: (near: string) => void;
}

/**
 * The fallback of a refused or unavailable location (rules 15.4, 15.9): a town or postcode (at most
 * NEAR_TEXT_MAX_LENGTH characters) the list is measured from instead, sent with "Measure" or Enter;
 * "Stop measuring" forgets it. The server matches it against the directory's own towns and
 * postcodes (the domain's resolveNearPlace); the status line says what it was taken as. The
 * typed text starts from `near`: give the form `key={near}` to start again when it changes.
 */
export const NearPlaceForm = ({ near, onNearChange }: NearPlaceFormProps) => {
  const intl = useIntl();
  const [text, setText] = useState(near);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNearChange(text.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={intl.formatMessage(dealerMessages.nearLabel)}
        value={text}
        maxLength={NEAR_TEXT_MAX_LENGTH}
        autoComplete="postal-code"
        onChange={(event) => setText(event.target.value)}
        className="w-full sm:w-72"
      />
      <Button type="submit" variant="secondary" disabled={text.trim() === ''}>
        {intl.formatMessage(dealerMessages.nearSubmit)}
      </Button>
      {near !== '' ? (
        <Button type="button" variant="ghost" onClick={() => onNearChange('')}>
          {intl.formatMessage(dealerMessages.nearClear)}
        </Button>
      ) : null}
    </form>
  );
};
