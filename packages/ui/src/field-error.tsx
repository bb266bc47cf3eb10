/**
 * The error line under a form field (text field, checkbox, text area): `error` in red with the id
 * the field's `aria-describedby` names, so a screen reader reads it with the field. Nothing when
 * `error` is empty or absent.
 */
export const FieldError = ({ id, error }: { readonly id: string; readonly error?: string | undefined }) =>
  error ? (
    <p id={id} className="text-xs text-red-700">
      {error}
    </p>
  ) : null;
