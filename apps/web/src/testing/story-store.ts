import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import type { Language } from '@yardfleet/domain/locale/language';
import { createMemoryStorage, type KeyValueStorage } from '@yardfleet/data/ports';
import type { EquipmentListState } from '@yardfleet/data/slices/equipment-list';
import { createAppStore, type AppStore } from '@yardfleet/data/store';

export interface StoryStoreOptions {
  /** Logged in as this user (token `tok_<id>_fixture`, as the MSW login handler answers); absent: logged out. */
  readonly user?: UserInfo;
  readonly language?: Language;
  /** Records navigations (default: ignores them). */
  readonly navigate?: (path: string) => void;
  readonly storage?: KeyValueStorage;
  /** Request origin (default same origin; tests under Node pass an absolute origin). */
  readonly baseUrl?: string;
  /** Initial equipment list view state (search, filters, page). */
  readonly equipmentList?: Partial<EquipmentListState>;
}

/**
 * A store for stories and tests: memory storage, a memory navigate, and optionally a logged-in
 * session for `user` (full-version admin, power-only admin, guest, app user of the fixtures).
 */
export const createStoryStore = (options: StoryStoreOptions = {}): AppStore =>
  createAppStore({
    storage: options.storage ?? createMemoryStorage(),
    navigate: options.navigate ?? (() => undefined),
    baseUrl: options.baseUrl ?? '',
    language: options.language ?? 'en-US',
    session: options.user ? { token: `tok_${options.user.id}_fixture`, uid: options.user.id, user: options.user } : null,
    ...(options.equipmentList ? { equipmentList: options.equipmentList } : {}),
  });
