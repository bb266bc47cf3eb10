import { useIntl, type MessageDescriptor, type PrimitiveType } from 'react-intl';
import { useAppDispatch } from '@yardfleet/data/hooks';
import { toastShown } from '@yardfleet/data/slices/toasts';

/**
 * The status toast after a change went through ("Person deleted.", "Warehouse saved."): returns a
 * function that shows `message`, translated with `values`, as a success toast (role status).
 * Failures are the error policy's toasts (the data layer's), never this one.
 */
export const useSuccessToast = (): ((message: MessageDescriptor, values?: Record<string, PrimitiveType>) => void) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (message, values) => dispatch(toastShown({ level: 'success', content: { kind: 'text', text: intl.formatMessage(message, values) } }));
};
