import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Role } from '@yardfleet/domain/entities/person';
import { canImport } from '@yardfleet/domain/rules/equipment-import';
import { Button } from '@yardfleet/ui/button';
import { importMessages } from './import-messages';

/** The dialog's code loads when it first opens, so the list's first load does not carry it (decision 0006). */
const ImportDialog = lazy(() => import('./import-dialog'));

/**
 * The equipment list's "Import" button (rules 23), for whoever the domain's `canImport` allows (admin,
 * manager; nothing for an employee), opening the import dialog.
 */
export const ImportButton = ({ role }: { readonly role: Role | null }) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!canImport(role)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {intl.formatMessage(importMessages.open)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
