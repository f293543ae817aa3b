import type { ComponentPropsWithRef } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '../button';

export type ButtonLinkProps = ComponentPropsWithRef<'a'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
};

/** A link styled as a button (navigation stays a link; shared-ui has no router dependency). */
export function ButtonLink({ variant, size, isFullWidth, className, ...rest }: ButtonLinkProps) {
  return <a className={buttonClassName({ variant, size, isFullWidth, className })} {...rest} />;
}
