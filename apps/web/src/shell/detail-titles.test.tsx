import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DETAIL_IDS, detailNamed } from '../testing/fixtures/equipment-detail';
import { adminUser } from '../testing/fixtures/users';
import { scenario } from '../testing/handlers/scenarios';
import { renderApp } from '../testing/render-app';
import { createTestServer } from '../testing/test-server';

const server = createTestServer();

describe('Tabs and breadcrumb of machine details (rules 2.5, 2.6)', () => {
  it('names each open machine tab and the breadcrumb after the machine', async () => {
    server.use(...scenario());
    const first = detailNamed(DETAIL_IDS.withLocation).name;
    const second = detailNamed(DETAIL_IDS.offline).name;
    const { router } = renderApp(`/equipment/${DETAIL_IDS.withLocation}`, { user: adminUser });
    await screen.findByRole('heading', { level: 1, name: first }, { timeout: 10_000 });
    await router.navigate(`/equipment/${DETAIL_IDS.offline}`);
    await screen.findByRole('heading', { level: 1, name: second }, { timeout: 10_000 });

    const tabs = screen.getByRole('navigation', { name: 'Open pages' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('button')
          .map((b) => b.textContent || b.getAttribute('aria-label')),
      ).toEqual(['Home', first, `Close ${first}`, second, `Close ${second}`]),
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe(`Equipment/${second}`);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Equipment' })
        .getAttribute('href'),
    ).toBe('/equipment');
  }, 30_000);
});
