import * as E from 'fp-ts/lib/Either.js';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { TimeZone } from '@yardfleet/domain/entities/company';
import { validateCompanyName } from '@yardfleet/domain/forms/account-forms';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { useCreateCompanyMutation } from '@yardfleet/data/endpoints/account';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import { useAppDispatch } from '@yardfleet/data/hooks';
import { refreshUserInfo } from '@yardfleet/data/session-flow';
import { Button } from '@yardfleet/ui/button';
import { TextField } from '@yardfleet/ui/text-field';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { commonMessages } from '../../shared/i18n/common-messages';
import { personalMessages } from './personal-center-messages';
import { Section } from './section';

const browserZone = (): TimeZone | undefined => {
  const zone = TimeZone.decode(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const utc = TimeZone.decode('UTC');
  return E.isRight(zone) ? zone.right : E.isRight(utc) ? utc.right : undefined;
};

/**
 * Create company (rules 19.6, 4.14) for a user without a company name (reached from /guest):
 * the name (domain rule) in the browser's IANA zone; then the user info is read again, so the
 * route guard lets the user in as the new company's admin. The server's field error for the name
 * (1170010001) shows on the field until it is edited (rules 5.1).
 */
export const CreateCompanySection = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [create, { isLoading }] = useCreateCompanyMutation();
  const [companyName, setCompanyName] = useState('');
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<ValidationError | undefined>(undefined);
  const ruleError = validateCompanyName({ companyName }).companyName;
  const error = (shown ? ruleError : undefined) ?? serverError;
  const label = intl.formatMessage(commonMessages.companyName);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setShown(true);
    const timeZone = browserZone();
    if (ruleError !== undefined || timeZone === undefined) return;
    const answer = await create({ companyName, timeZone });
    if (answer.error === undefined) await dispatch(refreshUserInfo());
    else setServerError(validationErrorsOf(answer.error)['companyName']);
  };
  return (
    <Section title={intl.formatMessage(personalMessages.createTitle)}>
      <p className="text-sm text-slate-700">{intl.formatMessage(personalMessages.createHint)}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-3">
        <TextField
          label={label}
          name="companyName"
          autoComplete="organization"
          value={companyName}
          error={error ? validationMessage(intl, error, label) : undefined}
          onChange={(event) => {
            setCompanyName(event.target.value);
            setServerError(undefined);
          }}
          onBlur={() => setShown(true)}
        />
        <Button type="submit" disabled={isLoading} className="self-start">
          {intl.formatMessage(personalMessages.create)}
        </Button>
      </form>
    </Section>
  );
};
