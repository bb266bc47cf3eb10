// @ts-check
/**
 * The server's own layout as ESLint rules (docs/architecture.md section 3, apps/server/README.md
 * "Layout"):
 * - the infrastructure (`config/`, `db/`, `http/`, `auth/`, `mail/`, `live/`) and `shared/` never
 *   import an area (`areas/<area>/`); only the composition root (`app.ts`, `main.ts`, ...) and the
 *   demo and scale seeds, which fill every area, do;
 * - a migration never imports live code: it must keep doing what it did when it was written, so
 *   `db/migrations/` imports only `kysely` and other migrations.
 */

const SERVER_SRC = 'apps/server/src';
const AREAS = `${SERVER_SRC}/areas`;
export const MIGRATIONS = `${SERVER_SRC}/db/migrations`;

/** Folders of the server that stand below the areas. */
const BELOW_AREAS = ['config', 'db', 'http', 'auth', 'mail', 'live', 'shared'];

/**
 * `import-x/no-restricted-paths` zones of the server's layout.
 * @returns {{ target: string, from: string, except?: string[], message: string }[]}
 */
export function serverAreaZones() {
  return [
    ...BELOW_AREAS.map((dir) => ({
      target: `${SERVER_SRC}/${dir}`,
      from: AREAS,
      message: `Server layout (docs/architecture.md section 3): ${dir}/ stands below the areas and imports none of them; move what both need into shared/ or the domain.`,
    })),
    {
      target: MIGRATIONS,
      from: 'apps/server/src',
      except: ['./db/migrations'],
      message: 'Migrations never import live code (apps/server/README.md): copy what the migration needs into it, frozen as it was written.',
    },
    {
      target: MIGRATIONS,
      from: 'packages',
      message: 'Migrations never import live code (apps/server/README.md): copy what the migration needs into it, frozen as it was written.',
    },
  ];
}
