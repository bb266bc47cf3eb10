import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look of the button: primary (filled green), secondary (outlined), danger (filled red), ghost (text). */
  readonly variant?: ButtonVariant;
  /** `sm` for toolbars and table rows, `md` elsewhere. */
  readonly size?: 'sm' | 'md';
  readonly ref?: Ref<HTMLButtonElement>;
}

/**
 * The looks of the variants. A disabled button of any variant is grey (slate fill or text, no
 * hover), so it never reads as one that can be pressed; the cursor says not allowed.
 */
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-emerald-700 text-white enabled:hover:bg-emerald-800 disabled:bg-slate-200 disabled:text-slate-500',
  secondary: 'border border-slate-300 bg-white text-slate-800 enabled:hover:bg-slate-50 disabled:border-slate-200 disabled:text-slate-400',
  danger: 'bg-red-700 text-white enabled:hover:bg-red-800 disabled:bg-slate-200 disabled:text-slate-500',
  ghost: 'text-slate-700 enabled:hover:bg-slate-100 disabled:text-slate-400',
};

/**
 * A native button (keyboard and screen reader support come with it). `type` defaults to
 * "button" so a button inside a form submits only when asked to (`type="submit"`).
 */
export const Button = ({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) => (
  <button
    type={type}
    className={clsx(
      'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed',
      size === 'sm' ? 'px-2.5 py-1 text-sm' : 'px-4 py-2 text-sm',
      VARIANTS[variant],
      className,
    )}
    {...rest}
  />
);
