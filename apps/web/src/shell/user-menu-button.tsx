import { ChevronDownIcon, UserIcon } from '@yardfleet/ui/icons';

/** The look of the user menu's button, the same before and after its menu code has loaded. */
export const userMenuButtonClass =
  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600';

/** What the user menu's button shows, and its accessible name: the user's name (hidden on a phone but still read). */
export const UserMenuButtonFace = ({ name }: { readonly name: string }) => (
  <>
    <UserIcon />
    <span className="max-w-40 truncate max-sm:sr-only">{name}</span>
    <ChevronDownIcon width={16} height={16} />
  </>
);
