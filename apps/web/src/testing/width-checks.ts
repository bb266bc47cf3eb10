/**
 * Story checks that nothing needs sideways scrolling (rules 2.22, 9.4), and the widths they are
 * checked at.
 */
import { expect, within } from 'storybook/test';

/** The checked widths (rules 9.4) as Storybook viewports: a 1280 × 800 laptop and a 390 × 844 phone (story tests otherwise run at 1200 × 900). */
export const LAPTOP_AND_PHONE = {
  laptop: { name: 'Laptop 1280 × 800', styles: { width: '1280px', height: '800px' } },
  phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' } },
};

/** Nothing sticks out of the element sideways: its content is no wider than its box (a missing element fails). */
export const fitsItsWidth = (element: Element | null) =>
  expect(
    element === null
      ? 'missing'
      : `${String(element.scrollWidth)} > ${String(element.clientWidth)}: ${element.scrollWidth <= element.clientWidth ? 'fits' : element.outerHTML.slice(0, 80)}`,
  ).toMatch(/fits$/);

/**
 * The table is no wider than its frame, every button of it lies inside the window (reached without
 * sideways scrolling), and neither the main area nor the page scrolls sideways.
 */
export const expectTableReachable = async (table: HTMLElement) => {
  await expect(Math.round(table.getBoundingClientRect().width)).toBeLessThanOrEqual(Math.round(table.parentElement?.getBoundingClientRect().width ?? 0));
  for (const button of within(table).getAllByRole('button'))
    await expect(`${button.getAttribute('aria-label') ?? ''} ends at ${String(Math.round(button.getBoundingClientRect().right))}`).toBe(
      `${button.getAttribute('aria-label') ?? ''} ends at ${String(Math.min(Math.round(button.getBoundingClientRect().right), window.innerWidth))}`,
    );
  await fitsItsWidth(table.closest('main'));
  await fitsItsWidth(document.documentElement);
};
