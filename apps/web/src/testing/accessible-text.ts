/**
 * The text of the elements an element's `aria-describedby` names (its hint, its error), joined by
 * spaces; '' when it names none. What a screen reader reads after the field's name.
 */
export const describedBy = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id === '' ? '' : (document.getElementById(id)?.textContent ?? '')))
    .join(' ')
    .trim();
