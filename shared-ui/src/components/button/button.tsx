import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useIsHydrated } from '../../hooks/use-is-hydrated';
import { cx } from '../../utils/cx';
import { Spinner } from '../spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while keeping focus (aria-busy, aria-disabled). */
  isLoading?: boolean;
  isFullWidth?: boolean;
};

/** Class names shared with ButtonLink so links can look like buttons. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'isFullWidth' | 'className'> = {}): string {
  return cx(
    styles.button,
    styles[variant],
    styles[size],
    isFullWidth && styles.fullWidth,
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  isFullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  // A submit button in server-rendered HTML stays disabled until React has hydrated it: clicked
  // or triggered by Enter before that, the browser would submit the form itself (a GET with the
  // fields in the URL) instead of the form's handler.
  const isHydrated = useIsHydrated();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isLoading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, isFullWidth, className })}
      aria-busy={isLoading || undefined}
      aria-disabled={isLoading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
      disabled={disabled || (type === 'submit' && !isHydrated) || undefined}
      {...rest}
    >
      {isLoading && <Spinner size="sm" isDecorative />}
      {children}
    </button>
  );
}
