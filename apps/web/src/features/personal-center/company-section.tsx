import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as E from 'fp-ts/lib/Either.js';
import { TimeZone } from '@yardfleet/domain/entities/company';
import { validateCompanyName } from '@yardfleet/domain/forms/account-forms';
import type { ValidationError } from '@yardfleet/domain/validation/errors';
import { asApiError } from '@yardfleet/data/api-error';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import { useChangeCompanyNameMutation, useChangeTimeZoneMutation, useCompanySettingsQuery } from '@yardfleet/data/endpoints/personal';
import { Button } from '@yardfleet/ui/button';
import { ConfirmDialog } from '@yardfleet/ui/confirm-dialog';
import { Select } from '@yardfleet/ui/select';
import { TextField } from '@yardfleet/ui/text-field';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useLoadPlaceholder } from '../../shared/load-placeholder';
import { validationMessage } from '../../shared/i18n/validation-messages';
import { personalMessages, personalValueMessages } from './personal-center-messages';
import { Section } from './section';
import { useSuccessToast } from '../../shared/use-success-toast';

/** The IANA zones this browser knows (Intl.supportedValuesOf), the company's own zone kept when missing. */
const zonesWith = (current: string): readonly string[] => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
};

/**
 * The company card for an admin (rules 19.7, 6.2): company name (confirmation first; domain name rule)
 * and time zone from the IANA list. Loading and error states of the company settings. The server's
 * field error for the name (1170010001) shows on the field until it is edited, the typed name kept.
 */
export const CompanySection = () => {
  const intl = useIntl();
  const settings = useCompanySettingsQuery();
  const [rename, renaming] = useChangeCompanyNameMutation();
  const [setZone, settingZone] = useChangeTimeZoneMutation();
  const [name, setName] = useState<string | null>(null);
  const [zone, setZoneValue] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [serverNameError, setServerNameError] = useState<ValidationError | undefined>(undefined);
  const title = intl.formatMessage(personalMessages.companySection);
  const toast = useSuccessToast();
  const saved = () => toast(personalMessages.saved);

  const loadError = asApiError(settings.error);
  const placeholder = useLoadPlaceholder(
    settings.data !== undefined
      ? { kind: 'ready' }
      : settings.isError
        ? { kind: 'error', detail: loadError?.kind === 'http' || loadError?.kind === 'envelope' ? loadError.message : undefined }
        : { kind: 'loading' },
    intl.formatMessage(personalMessages.companyLoadFailed),
    () => void settings.refetch(),
  );

  if (settings.data === undefined) return <Section title={title}>{placeholder}</Section>;
  const companyName = name ?? settings.data.name;
  const timeZone = zone ?? settings.data.timeZone;
  const nameError = validateCompanyName({ companyName }).companyName;
  const shownNameError = nameError ?? serverNameError;
  const nameLabel = intl.formatMessage(commonMessages.companyName);
  const decodedZone = TimeZone.decode(timeZone);
  return (
    <Section title={title}>
      <div className="flex max-w-md flex-col gap-3">
        <TextField
          label={nameLabel}
          name="companyName"
          value={companyName}
          error={shownNameError ? validationMessage(intl, shownNameError, nameLabel) : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setServerNameError(undefined);
          }}
        />
        <Button
          className="self-start"
          disabled={nameError !== undefined || companyName === settings.data.name || renaming.isLoading}
          onClick={() => setConfirming(true)}
        >
          {intl.formatMessage(personalMessages.saveCompanyName)}
        </Button>
        <Select
          label={intl.formatMessage(personalMessages.timeZone)}
          value={timeZone}
          options={zonesWith(timeZone).map((value) => ({ value, label: value.replaceAll('_', ' ') }))}
          onChange={setZoneValue}
        />
        <Button
          className="self-start"
          variant="secondary"
          disabled={E.isLeft(decodedZone) || timeZone === settings.data.timeZone || settingZone.isLoading}
          onClick={() => {
            if (E.isRight(decodedZone)) void setZone({ timeZone: decodedZone.right }).then((answer) => answer.error === undefined && saved());
          }}
        >
          {intl.formatMessage(personalMessages.saveTimeZone)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(personalMessages.renameTitle)}
        message={intl.formatMessage(personalValueMessages.renameQuestion, { name: companyName })}
        confirmLabel={intl.formatMessage(commonMessages.confirm)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        busy={renaming.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void rename({ companyName }).then((answer) => {
            setConfirming(false);
            if (answer.error === undefined) {
              setName(null);
              saved();
            } else setServerNameError(validationErrorsOf(answer.error)['companyName']);
          })
        }
      />
    </Section>
  );
};
