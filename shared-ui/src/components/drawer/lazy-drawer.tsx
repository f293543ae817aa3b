import { cx } from '../../utils/cx';
import { lazyComponent } from '../../utils/lazy-component';
import type { DrawerProps } from './drawer';
import styles from './drawer.module.css';

const temporary = lazyComponent<DrawerProps>(() =>
  import('./drawer').then((m) => m.TemporaryDrawer),
);

/** Loads the temporary drawer's code (Radix) ahead of its first opening. */
export const preloadDrawer = temporary.preload;

/**
 * permanent: an in-flow side panel (≥ 960px), rendered at once. temporary: a modal panel over the
 * page (Radix Dialog: focus trap, Escape, aria-modal, focus return) whose code is downloaded when
 * it first opens; nothing is shown while it is closed.
 */
export function Drawer(props: DrawerProps) {
  const Temporary = temporary.use(props.variant === 'temporary' && props.isOpen);
  if (props.variant === 'permanent') {
    const { label, children, side = 'left', className } = props;
    return (
      <aside aria-label={label} className={cx(styles.permanent, styles[side], className)}>
        {children}
      </aside>
    );
  }
  return Temporary ? <Temporary {...props} /> : null;
}
