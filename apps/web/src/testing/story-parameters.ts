import type { EquipmentListState } from '@yardfleet/data/slices/equipment-list';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';

/**
 * What a web story asks of the Storybook app frame (`.storybook/decorators/app.tsx`), under
 * `parameters.app`:
 * - `user`: logged in as this fixture user (fixtures/users.ts); absent: logged out;
 * - `route`: the memory router's starting path for a view or page (default "/");
 * - `equipmentList`: the equipment list view state the store starts with (search, filters, page);
 * - `router`: false when the story renders the whole app (`AppAtRoute`), which brings its own router.
 * The store, the region and the language come from the frame (toolbar globals), the network from
 * `parameters.msw`.
 */
export interface AppStoryParameters {
  readonly user?: UserInfo;
  readonly route?: string;
  readonly equipmentList?: Partial<EquipmentListState>;
  readonly router?: boolean;
}

/** Typed `parameters.app` for a story: `parameters: { ...appParameters({ user: adminUser }), msw: scenario() }`. */
export const appParameters = (app: AppStoryParameters): { readonly app: AppStoryParameters } => ({ app });

/** Reads `parameters.app` back (undefined when the story does not use the app frame). */
export const readAppParameters = (parameters: Record<string, unknown>): AppStoryParameters | undefined => {
  const app = parameters.app;
  return typeof app === 'object' && app !== null ? (app as AppStoryParameters) : undefined;
};
