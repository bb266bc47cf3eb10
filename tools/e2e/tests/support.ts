/**
 * Helpers shared by the browser tests: the demo admin (rules 20.1), messages read from the web app's
 * own catalogues (apps/web/lang/*.json) so assertions follow the translations, login, column
 * reading by header, and axe-core.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/** The demo admin of the full-version company (apps/server/src/seed/people.ts). */
export const ADMIN = { email: 'admin@demo.yardfleet.test', password: 'Demo1234', name: 'Avery Collins' } as const;

/** The languages the tests switch between. */
export type TestLanguage = 'en-US' | 'de-DE';

const catalogues = new Map<TestLanguage, Record<string, string>>();

/**
 * The message `id` in `language`, from the web app's extracted catalogue.
 * @throws when the catalogue lacks the id (a missing translation fails the test).
 */
export function message(language: TestLanguage, id: string): string {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(join(REPO_ROOT, 'apps', 'web', 'lang', `${language}.json`), 'utf8')) as Record<string, string>;
    catalogues.set(language, catalogue);
  }
  const text = catalogue[id];
  if (text === undefined) throw new Error(`apps/web/lang/${language}.json has no message "${id}"`);
  return text;
}

/** Logs in through the login screen (agreement ticked) and waits to leave /login. */
export async function logIn(page: Page, account: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The equipment table, found by its caption in `language`. */
export function equipmentTable(page: Page, language: TestLanguage = 'en-US'): Locator {
  return page.getByRole('table', { name: message(language, 'shell.route.equipment') });
}

/**
 * The texts of one column of a table's body rows, the column found by its header text: each
 * cell's text as shown (innerText), so a responsive table's card label, hidden from 992 px, is
 * not part of it; a column hidden at this width (a lesser priority) gives its whole text.
 * @throws when no header has that text.
 */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  return table.evaluate((element, wanted) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const index = headers.indexOf(wanted);
    if (index < 0) throw new Error(`no column "${wanted}" among ${headers.join(', ')}`);
    return [...element.querySelectorAll('tbody tr')].map((row) => {
      const cell = row.children[index];
      return cell instanceof HTMLElement ? cell.innerText.trim() : '';
    });
  }, header);
}

/**
 * The inventory status of each body row of the equipment table in `language`: the status pill's
 * text without the "Service due" / "Service overdue" pill that may follow it in the same cell.
 */
export async function inventoryStatuses(table: Locator, language: TestLanguage = 'en-US'): Promise<string[]> {
  const servicePills = [message(language, 'equipment.serviceDue.overdue'), message(language, 'equipment.serviceDue.due')];
  const cells = await columnTexts(table, message(language, 'equipment.field.inventoryStatus'));
  return cells.map((cell) => servicePills.reduce((text, pill) => (text.endsWith(pill) ? text.slice(0, -pill.length) : text), cell).trim());
}

/** Waits until the table shows at least one data row and is not busy loading a new page. */
export async function waitForRows(table: Locator): Promise<void> {
  await expect(table.locator('tbody tr th[scope="row"]').first()).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

/** One axe-core violation, reduced to what a failure message needs. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

/** Runs axe-core (node_modules/axe-core/axe.min.js) in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
