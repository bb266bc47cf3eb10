import { expect } from 'storybook/test';

/** The phone screen of rules 21.4 (390 × 844 px) as a Storybook viewport, with its global to select it. */
export const PHONE_390 = {
  parameters: { viewport: { options: { phone390: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' } } } } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

/**
 * Story check (rules 2.22): the page does not scroll sideways at the story's width. The
 * document, the shell's top bar and the main area are no wider than the viewport, and no element of
 * the main area reaches past the viewport's right edge (elements inside a container that clips or
 * scrolls on its own are left to that container).
 */
export const expectFitsViewport = async (canvasElement: HTMLElement): Promise<void> => {
  const width = document.documentElement.clientWidth;
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  for (const box of canvasElement.querySelectorAll<HTMLElement>('header, main')) await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  const clipped = (el: Element): boolean => {
    for (let p = el.parentElement; p && p !== canvasElement; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
    return false;
  };
  const past = [...canvasElement.querySelectorAll<HTMLElement>('main *')].filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el));
  await expect(past.map((el) => `${el.tagName.toLowerCase()}.${el.className}`)).toEqual([]);
};
