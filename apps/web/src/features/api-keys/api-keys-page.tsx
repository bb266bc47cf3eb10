import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiKey, CreateApiKeyRequest } from '@yardfleet/contract/endpoints/api-keys';
import { canManageApiKeys } from '@yardfleet/domain/rules/api-keys';
import { validationErrorsOf } from '@yardfleet/data/field-errors';
import { useAppSelector } from '@yardfleet/data/hooks';
import { selectUser } from '@yardfleet/data/slices/session';
import { ConfirmDialog } from '@yardfleet/ui/confirm-dialog';
import { commonMessages } from '../../shared/i18n/common-messages';
import { loadErrorDetail } from '../../shared/i18n/error-messages';
import { useCompanyTime } from '../../shared/use-company-time';
import { useConfirmedAction } from '../../shared/use-confirmed-action';
import { useSuccessToast } from '../../shared/use-success-toast';
import { useApiKeyListQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } from '@yardfleet/data/endpoints/api-keys';
import { apiKeyMessages as m, revokeTitleMessage } from './api-keys-messages';
import { ApiKeysView, type ApiKeysResult } from './api-keys-view';
import { CreateKeyDialog } from './create-key-dialog';

/**
 * The connected API keys screen (/api-keys, docs/security.md "API keys"). Only the admin (the
 * domain's `canManageApiKeys`) asks the server; others see the view's note. Creating opens the
 * dialog, which shows the new key once; revoking asks for confirmation first. Times are the
 * company's (`useCompanyTime`).
 */
export const ApiKeysPage = () => {
  const intl = useIntl();
  const allowed = canManageApiKeys(useAppSelector(selectUser)?.role ?? null);
  const list = useApiKeyListQuery(allowed ? undefined : skipToken, { refetchOnMountOrArgChange: true });
  const [create] = useCreateApiKeyMutation();
  const [revoke] = useRevokeApiKeyMutation();
  const time = useCompanyTime();
  const toast = useSuccessToast();
  const [creating, setCreating] = useState(false);
  // The time the screen was opened: a key past its expiry then is marked expired.
  const [now] = useState(() => Date.now());
  const revoking = useConfirmedAction(
    (key: ApiKey) => revoke({ id: key.id }),
    () => toast(m.revokedToast),
  );
  const result: ApiKeysResult = list.isError
    ? { kind: 'error', detail: loadErrorDetail(intl, list.error) }
    : list.data === undefined
      ? { kind: 'loading' }
      : { kind: 'ready', items: list.data.items };
  const onCreate = async (request: CreateApiKeyRequest) => {
    const answer = await create(request);
    if ('data' in answer && answer.data !== undefined) return { secret: answer.data.secret };
    const nameError = validationErrorsOf(answer.error).name;
    return nameError === undefined ? null : { nameError };
  };
  return (
    <>
      <ApiKeysView
        allowed={allowed}
        result={result}
        formatTime={time.format}
        now={now}
        onCreate={() => setCreating(true)}
        onRevoke={revoking.ask}
        onRetry={() => void list.refetch()}
      />
      {creating ? <CreateKeyDialog onCreate={onCreate} onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        {...revoking.dialog}
        title={intl.formatMessage(revokeTitleMessage, { name: revoking.target?.name ?? '' })}
        message={intl.formatMessage(m.revokeMessage)}
        confirmLabel={intl.formatMessage(m.revoke)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        tone="danger"
      />
    </>
  );
};

/** The lazy route's screen (react-router `lazy`). */
export const Component = ApiKeysPage;
