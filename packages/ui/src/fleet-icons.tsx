import { Icon, type IconProps } from './icons';

// Icons of the fleet screens. They live apart from icons.tsx, which the login route
// loads, so they stay out of the first route's JavaScript (docs/decisions/0006).

/** A warehouse: a building with a pitched roof and a door (sidebar /warehouse). */
export const WarehouseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 21V9l9-5 9 5v12" />
    <path d="M7 21v-8h10v8M7 17h10" />
  </Icon>
);
/** A map pin (locations). */
export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
    <circle cx="12" cy="9" r="2.5" />
  </Icon>
);
/** A tag (tags and tag groups). */
export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12V3h9l9 9-9 9-9-9Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);
